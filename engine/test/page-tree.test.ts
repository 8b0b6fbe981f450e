// Tree and batch pieces of the page engine: tree fields checked against the table, the statements of children,
// ancestors and roots, cycles, the last root, and the changed keys of an edited row.
import { describe, expect, it } from 'vitest';
import {
  changedKeys, compileAncestorIds, compileRootsAfterDelete, compileTreeChildren, makesCycle, removesLastRoot, renderMessage, treeIndexStatement,
  treeSettings, type PhysicalColumn,
} from '../src/index.ts';

const columns = new Map<string, PhysicalColumn>([
  ['id', { name: 'id', type: 'varchar' }], ['name', { name: 'name', type: 'varchar' }],
  ['parent_id', { name: 'parent_id', type: 'varchar' }], ['size', { name: 'size', type: 'number' }],
]);

describe('tree settings', () => {
  it('accepts a text parent field and a label field of the table', () => {
    expect(treeSettings({ treeConfig: { parentField: 'parent_id', labelField: 'name' } }, columns)).toEqual({ parentField: 'parent_id', labelField: 'name' });
  });
  it.each([
    [undefined, 'The page is not a tree: set its parent and label fields'],
    [{ parentField: 'nope', labelField: 'name' }, 'The tree field nope is not a column of the table'],
    [{ parentField: 'size', labelField: 'name' }, 'The tree parent field size must be a text column'],
  ])('refuses %j', (treeConfig, message) => {
    expect(() => treeSettings({ treeConfig }, columns)).toThrow(message);
  });
});

describe('tree statements', () => {
  const target = { table: 'dept', columns: [...columns.values()], parentField: 'parent_id', labelField: 'name' };
  it('lists roots (null or empty parent) and children with an EXISTS flag, data rules ANDed', () => {
    const roots = compileTreeChildren(target, null, { extraWhere: [{ text: 'create_by = ?', values: ['ann'] }] });
    expect(roots.text).toContain(`nullif("parent_id", '') is null and (create_by = $1)`);
    expect(roots.text).toContain('exists (select 1 from "dept" c where c."parent_id" = n."id") as "__hasChildren"');
    expect(roots.values).toEqual(['ann']);
    const kids = compileTreeChildren(target, 'p1', { placeholder: 'question' });
    expect(kids.text).toContain('"parent_id" = ?');
    expect(kids.values).toEqual(['p1']);
  });
  it('walks up the ancestors and counts the roots a deletion leaves', () => {
    expect(compileAncestorIds(target, 'x').text).toMatch(/^with recursive up/);
    const roots = compileRootsAfterDelete(target, ['a', 'b']);
    expect(roots.values).toEqual(['a', 'b', 'a', 'b']);
    expect(treeIndexStatement(target)).toBe('create index if not exists "tree_dept_parent_id" on "dept" ("parent_id")');
  });
  it('finds cycles and the last root', () => {
    expect(makesCycle('a', ['c', 'b', 'a'])).toBe(true);
    expect(makesCycle('a', ['c', 'b'])).toBe(false);
    expect(removesLastRoot({ remaining: 0, deleted: 1 })).toBe(true);
    expect(removesLastRoot({ remaining: 1, deleted: 1 })).toBe(false);
    expect(removesLastRoot({ remaining: 0, deleted: 0 })).toBe(false);
    expect(renderMessage({ code: 'm.lastRootNode' }, 'en_US')).toBe('The last root node cannot be deleted');
  });
});

describe('changed keys of an edited row', () => {
  it('compares as the table shows values (numbers and their text alike, empty and null alike)', () => {
    expect(changedKeys({ qty: '2', name: 'A', note: null }, { qty: 2, name: 'B', note: '' })).toEqual(['name']);
    expect(changedKeys(undefined, { qty: 2, name: '' })).toEqual(['qty']);
  });
});
