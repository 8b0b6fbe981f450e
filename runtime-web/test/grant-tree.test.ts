// Checking items of the authorisation tree: ancestors come along, descendants go with an unchecked item.
import { describe, expect, it } from 'vitest';
import type { AuthTreeNode } from '../src/api/access.ts';
import { indexTree, orderedKeys, toggleKey } from '../src/pages/system/shared/grant-tree.ts';

const node = (key: string, children?: AuthTreeNode[]): AuthTreeNode => ({
  key, title: key, value: key, menuType: children ? 1 : 2, perms: null, ruleFlag: false, ...(children ? { children } : {}),
});
const tree = [node('system', [node('user', [node('user:add'), node('user:list')]), node('job', [node('job:list')])]), node('home')];
const index = indexTree(tree);

describe('authorisation tree', () => {
  it('checking a button checks its page and directory, but not its siblings', () => {
    expect(orderedKeys(index, toggleKey(index, new Set(), 'user:add', true))).toEqual(['system', 'user', 'user:add']);
  });

  it('a page may be granted without any of its buttons', () => {
    expect([...toggleKey(index, new Set(), 'job', true)]).toEqual(['job', 'system']);
  });

  it('unchecking a page takes its buttons with it and leaves the rest', () => {
    const all = new Set(index.all);
    expect(orderedKeys(index, toggleKey(index, all, 'user', false))).toEqual(['system', 'job', 'job:list', 'home']);
  });

  it('knows the branches (for expand all) and drops unknown keys', () => {
    expect(index.branches).toEqual(['system', 'user', 'job']);
    expect(orderedKeys(index, new Set(['gone', 'home']))).toEqual(['home']);
  });
});
