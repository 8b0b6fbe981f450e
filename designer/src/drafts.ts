// Autosaved drafts of documents being edited, in the browser's storage: the document, the version it was based on
// and when it was saved. Opening a document offers its draft; a draft based on an older version than the one stored
// now is stale (someone saved since): it is offered as a merge, not silently restored.
export interface DraftStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface Draft<T> {
  baseVersion: number | null;
  savedAt: string;
  document: T;
}

const keyOf = (kind: string, code: string) => `yc.draft.${kind}.${code}`;

export function saveDraft<T>(store: DraftStore, kind: string, code: string, document: T, baseVersion: number | null, now = new Date()): void {
  const draft: Draft<T> = { baseVersion, savedAt: now.toISOString(), document };
  try {
    store.setItem(keyOf(kind, code), JSON.stringify(draft));
  } catch {
    // A full or unavailable storage loses the draft, never the edit in progress.
  }
}

/** The draft of a document and whether it is stale against the version stored now; undefined when there is none. */
export function loadDraft<T>(store: DraftStore, kind: string, code: string, currentVersion: number | null): (Draft<T> & { stale: boolean }) | undefined {
  const text = store.getItem(keyOf(kind, code));
  if (!text) return undefined;
  try {
    const draft = JSON.parse(text) as Draft<T>;
    if (typeof draft !== 'object' || draft === null || !('document' in draft)) return undefined;
    return { ...draft, stale: draft.baseVersion !== currentVersion };
  } catch {
    return undefined;
  }
}

export const clearDraft = (store: DraftStore, kind: string, code: string) => store.removeItem(keyOf(kind, code));
