// The design of a whole document (a page, a portal): its undo history (typing into one property is one step), the
// stored version it is based on, whether it has unsaved changes, its kept draft (ui/keeping.ts), and what a save, a
// reload of theirs and a merge onto theirs do to all of these. One hook for the designers of whole documents, so that
// each keeps the user's work the same way.
import { useMemo, useRef, useState } from 'react';
import { grouper, record, startHistory, type History } from '../history.ts';
import { mergeDocuments, restoreDraft, useKeptWork, type DocumentDraft, type KeepingProps } from './keeping.ts';

export interface DocumentDesign<T> {
  history: History<T>;
  document: T;
  /** The stored version the design is based on. */
  version: number;
  /** The document as stored at that version. */
  stored: T;
  dirty: boolean;
  /** When the design was restored from a draft: when that draft was written. */
  restoredAt?: string;
  /** A change, joining the last undo step when it is to the same `group` (a property being typed into). */
  change(next: T, group?: string): void;
  /** Undo, redo (or any move through the history): ends the step being typed. */
  travel(to: (history: History<T>) => History<T>): void;
  /** The document `at` was saved as `version`. */
  saved(at: T, version: number): void;
  /** Someone saved first: start again from theirs. */
  reload(theirs: T, version: number): void;
  /** Someone saved first: the user's edits merged onto theirs (to check and save). */
  merge(theirs: T, version: number): void;
}

export function useDocumentDesign<T>(
  kind: string, code: string, initial: T, initialVersion: number, keeping: KeepingProps, groupMs?: number,
): DocumentDesign<T> {
  const [restored] = useState(() => restoreDraft(keeping, kind, code, initial, initialVersion));
  const [history, setHistory] = useState<History<T>>(() => (restored ? record(startHistory(initial), restored.document) : startHistory(initial)));
  const [version, setVersion] = useState(initialVersion);
  const [stored, setStored] = useState<T>(initial);
  const steps = useRef(grouper<T>(groupMs)).current;
  const document = history.present;
  const dirty = document !== stored;
  const draft = useMemo(() => ({ base: stored, mine: document }), [stored, document]);
  const kept = useKeptWork<DocumentDraft<T>>(kind, code, draft, dirty, version, keeping);

  const rebase = (to: T, at: number) => {
    setStored(to);
    setVersion(at);
  };
  return {
    history, document, version, stored, dirty, restoredAt: restored?.savedAt,
    change: (next, group) => setHistory((h) => steps.change(h, next, group)),
    travel: (to) => {
      steps.reset();
      setHistory(to);
    },
    saved: (at, savedVersion) => {
      rebase(at, savedVersion);
      kept.clear();
    },
    reload: (theirs, at) => {
      steps.reset();
      setHistory(startHistory(theirs));
      rebase(theirs, at);
      kept.clear();
    },
    merge: (theirs, at) => {
      steps.reset();
      setHistory((h) => record(h, mergeDocuments(stored, document, theirs)));
      rebase(theirs, at);
    },
  };
}
