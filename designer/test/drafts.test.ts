// Autosaved drafts: kept per document, offered when it opens again, stale once someone saved a newer version; broken
// or missing storage never breaks editing.
import { describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, saveDraft, type DraftStore } from '../src/index.ts';

const memory = (): DraftStore & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
};

describe('drafts', () => {
  it('keeps a draft per document, fresh while the stored version is the one it was based on', () => {
    const store = memory();
    saveDraft(store, 'form', 'order_form', { formName: 'Draft' }, 3, new Date('2026-11-25T01:00:00Z'));
    expect(loadDraft(store, 'form', 'order_form', 3)).toEqual({ baseVersion: 3, savedAt: '2026-11-25T01:00:00.000Z', document: { formName: 'Draft' }, stale: false });
    expect(loadDraft(store, 'form', 'order_form', 4)?.stale).toBe(true);
    expect(loadDraft(store, 'form', 'other_form', 3)).toBeUndefined();
    clearDraft(store, 'form', 'order_form');
    expect(loadDraft(store, 'form', 'order_form', 3)).toBeUndefined();
  });

  it('ignores unreadable drafts and a storage that refuses writes', () => {
    const store = memory();
    store.data.set('yc.draft.form.x', '{not json');
    expect(loadDraft(store, 'form', 'x', 1)).toBeUndefined();
    const full: DraftStore = { ...store, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => saveDraft(full, 'form', 'x', {}, 1)).not.toThrow();
  });
});
