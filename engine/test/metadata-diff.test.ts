// What changed between two versions of a metadata document, by JSON pointer.
import { describe, expect, it } from 'vitest';
import { diffDocuments } from '../src/metadata/diff.ts';

describe('document diff', () => {
  it('names changed, added and removed values by their path, and nothing for equal documents', () => {
    const before = { viewName: 'A', columns: [{ colCode: 'a', isQuery: false }, { colCode: 'b' }], 'x/y': 1, gone: true };
    const after = { viewName: 'B', columns: [{ colCode: 'a', isQuery: true }], 'x/y': 1, added: [1] };
    expect(diffDocuments(before, after)).toEqual([
      { path: '/added', kind: 'added', after: [1] },
      { path: '/columns/0/isQuery', kind: 'changed', before: false, after: true },
      { path: '/columns/1', kind: 'removed', before: { colCode: 'b' } },
      { path: '/gone', kind: 'removed', before: true },
      { path: '/viewName', kind: 'changed', before: 'A', after: 'B' },
    ]);
    expect(diffDocuments(before, structuredClone(before))).toEqual([]);
  });

  it('escapes pointer characters and compares a whole document with nothing', () => {
    expect(diffDocuments({ 'a/b': 1 }, { 'a/b': 2 })).toEqual([{ path: '/a~1b', kind: 'changed', before: 1, after: 2 }]);
    expect(diffDocuments({ a: 1 }, null)).toEqual([{ path: '/', kind: 'changed', before: { a: 1 }, after: null }]);
  });
});
