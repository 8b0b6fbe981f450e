// Checking items of the authorisation tree: checks cascade down, grants reach up, partly granted items are half-checked.
import { describe, expect, it } from 'vitest';
import type { AuthTreeNode } from '../src/api/access.ts';
import { checkState, indexTree, orderedKeys, toggleKey } from '../src/pages/system/shared/grant-tree.ts';

const node = (key: string, children?: AuthTreeNode[]): AuthTreeNode => ({
  key, title: key, value: key, menuType: children ? 1 : 2, perms: null, ruleFlag: false, ...(children ? { children } : {}),
});
const tree = [node('system', [node('user', [node('user:add'), node('user:list')]), node('job', [node('job:list')])]), node('home')];
const index = indexTree(tree);

describe('authorisation tree', () => {
  it('checking a directory checks everything below it', () => {
    expect(orderedKeys(index, toggleKey(index, new Set(), 'system', true))).toEqual(['system', 'user', 'user:add', 'user:list', 'job', 'job:list']);
  });

  it('checking a button grants its page and directory, shown half-checked, and not its siblings', () => {
    const granted = toggleKey(index, new Set(), 'user:add', true);
    expect(orderedKeys(index, granted)).toEqual(['system', 'user', 'user:add']);
    expect(checkState(index, granted)).toEqual({ checked: ['user:add'], halfChecked: ['system', 'user'] });
  });

  it('checking every child shows the parent checked', () => {
    let granted = toggleKey(index, new Set(), 'user:add', true);
    granted = toggleKey(index, granted, 'user:list', true);
    expect(checkState(index, granted)).toEqual({ checked: ['user', 'user:add', 'user:list'], halfChecked: ['system'] });
  });

  it('unchecking a page takes its buttons with it, and an ancestor left with nothing below goes too', () => {
    const all = new Set(index.all);
    expect(orderedKeys(index, toggleKey(index, all, 'user', false))).toEqual(['system', 'job', 'job:list', 'home']);
    const onlyJob = toggleKey(index, new Set(), 'job:list', true);
    expect(orderedKeys(index, toggleKey(index, onlyJob, 'job:list', false))).toEqual([]);
  });

  it('keeps a page granted with none of its buttons (half-checked) until it is unchecked', () => {
    const granted = new Set(['system', 'user']);
    expect(checkState(index, granted)).toEqual({ checked: [], halfChecked: ['system', 'user'] });
    expect(orderedKeys(index, toggleKey(index, granted, 'job', true))).toEqual(['system', 'user', 'job', 'job:list']);
  });

  it('knows the branches (for expand all) and drops unknown keys', () => {
    expect(index.branches).toEqual(['system', 'user', 'job']);
    expect(orderedKeys(index, new Set(['gone', 'home']))).toEqual(['home']);
  });
});
