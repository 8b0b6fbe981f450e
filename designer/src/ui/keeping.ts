// What every designer does to keep the user's work, one mechanism for all of them: while there are unsaved changes a
// draft is autosaved after a moment of quiet (a save clears it), the console is told (it asks before closing the
// designer) and so is the browser (it asks before leaving the page); a save refused as stale is merged three ways —
// the user's edits applied onto the version saved meanwhile — instead of saving over someone else's work.
import { useEffect, useRef } from 'react';
import { clearDraft, loadDraft, saveDraft, type DraftStore } from '../drafts.ts';

/** What a designer's console hands it to keep the user's work. */
export interface KeepingProps {
  /** Where drafts are autosaved (the browser's localStorage in the console). */
  drafts?: DraftStore;
  /** Milliseconds of quiet before a draft is written. */
  draftDelayMs?: number;
  /** Told whenever the design gains or loses unsaved changes (the console asks before closing while there are). */
  onDirtyChange?(dirty: boolean): void;
}

export const DRAFT_DELAY_MS = 1000;

/**
 * Keeps the draft of `document` (of `kind`, by `code`, based on `version`) while it is `dirty`, and reports dirtiness.
 * `snapshot` turns the document into what is stored (it may be asynchronous, e.g. a BPMN export).
 */
export function useKeptWork<T, D = T>(
  kind: string, code: string, document: T, dirty: boolean, version: number | null, keeping: KeepingProps,
  snapshot: (document: T) => D | Promise<D> = (d) => d as unknown as D,
): { clear(): void } {
  const { drafts, draftDelayMs = DRAFT_DELAY_MS, onDirtyChange } = keeping;
  const latestVersion = useRef(version);
  latestVersion.current = version;
  const toStored = useRef(snapshot);
  toStored.current = snapshot;
  // Counts the clears: a write scheduled before a save cleared the draft (its render still dirty) is not written after it.
  const clears = useRef(0);
  // The draft write waiting for its moment of quiet. The designer closed before it (an edit, then Close and Leave within
  // the second): it is written at once, so the work left unsaved is offered next time all the same. This effect is
  // declared before the one that schedules writes, so on unmount its clean-up runs first, while the write still waits.
  const waiting = useRef<(() => void) | null>(null);
  useEffect(() => () => waiting.current?.(), []);

  useEffect(() => {
    if (!drafts || !dirty) return;
    const cleared = clears.current;
    const write = () => {
      waiting.current = null;
      void Promise.resolve(toStored.current(document)).then((stored) => {
        if (clears.current === cleared) saveDraft(drafts, kind, code, stored, latestVersion.current);
      }, () => undefined);
    };
    waiting.current = write;
    const timer = setTimeout(write, draftDelayMs);
    return () => {
      clearTimeout(timer);
      if (waiting.current === write) waiting.current = null;
    };
  }, [document, dirty, drafts, kind, code, draftDelayMs]);

  const report = useRef(onDirtyChange);
  report.current = onDirtyChange;
  useEffect(() => {
    report.current?.(dirty);
    if (!dirty || typeof window === 'undefined') return;
    // The browser's own prompt when the page is left with unsaved changes (the draft is kept all the same).
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  useEffect(() => () => report.current?.(false), []);

  return {
    clear: () => {
      clears.current += 1;
      if (drafts) clearDraft(drafts, kind, code);
    },
  };
}

/** A draft of a whole document: the user's and the stored one it was based on (to merge onto a newer one). */
export interface DocumentDraft<T> { base: T; mine: T }

/**
 * The user's document from the draft an earlier visit left, when there is one: as it was, or merged onto the version
 * stored now when someone saved since; with when the draft was written.
 */
export function restoreDraft<T>(keeping: KeepingProps, kind: string, code: string, stored: T, version: number): { document: T; savedAt: string } | undefined {
  const draft = keeping.drafts && loadDraft<DocumentDraft<T>>(keeping.drafts, kind, code, version);
  if (!draft?.document?.mine || !draft.document.base) return undefined;
  const document = draft.stale ? mergeDocuments(draft.document.base, draft.document.mine, stored) : draft.document.mine;
  return { document, savedAt: new Date(draft.savedAt).toLocaleString() };
}

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: Json, b: Json) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The fields that name an item of a list across versions (a page's columns, a form's controls, a portal's items). */
const IDENTITIES = ['colCode', 'key', 'id', 'i', 'code'] as const;

function identityOf(lists: readonly Json[][]): string | undefined {
  return IDENTITIES.find((name) => lists.every((list) => {
    const ids = list.map((item) => (isObject(item) ? item[name] : undefined));
    return ids.every((id) => typeof id === 'string' || typeof id === 'number') && new Set(ids).size === ids.length;
  }));
}

/**
 * Three-way merge of JSON documents: what only one side changed is taken from it; where both changed the same value
 * differently, the user's (`mine`) wins. Lists of named items (by colCode, key, id…) merge item by item in the user's
 * order, keeping items the other side added and dropping items either side removed (unless the other side changed them).
 */
export function mergeDocuments<T>(base: T, mine: T, theirs: T): T {
  return merge3(base, mine, theirs) as T;
}

function merge3(base: Json, mine: Json, theirs: Json): Json {
  if (same(mine, base)) return theirs;
  if (same(theirs, base) || same(mine, theirs)) return mine;
  if (isObject(base) && isObject(mine) && isObject(theirs)) {
    const merged: Record<string, Json> = {};
    for (const key of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
      const value = merge3(base[key], mine[key], theirs[key]);
      if (value !== undefined) merged[key] = value;
    }
    return merged;
  }
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs)) {
    const id = identityOf([base, mine, theirs]);
    if (id) return mergeLists(id, base, mine, theirs);
  }
  return mine;
}

function mergeLists(id: string, base: Json[], mine: Json[], theirs: Json[]): Json[] {
  const by = (list: Json[]) => new Map(list.map((item) => [(item as Record<string, Json>)[id], item]));
  const [b, m, t] = [by(base), by(mine), by(theirs)];
  const kept: Json[] = [];
  for (const [key, item] of m) {
    const was = b.get(key);
    const other = t.get(key);
    // Removed by them and untouched by the user: gone; changed by the user: kept (their removal loses).
    if (was !== undefined && other === undefined) {
      if (!same(item, was)) kept.push(item);
      continue;
    }
    kept.push(was === undefined || other === undefined ? item : merge3(was, item, other));
  }
  // Added by them: after the user's items. Removed by the user and untouched by them: stays removed.
  for (const [key, item] of t) {
    if (m.has(key)) continue;
    const was = b.get(key);
    if (was === undefined || !same(item, was)) kept.push(item);
  }
  return kept;
}
