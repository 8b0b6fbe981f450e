// @vitest-environment happy-dom
// The tree settings of a tree page in the page designer: the parent field offers the text columns only, the label
// field every column; a choice sets treeConfig and keeps the rest of the page.
import { afterEach, expect, it, vi } from 'vitest';
import { act } from 'react';
import { mount, waitFor, type Mounted } from '../../runtime-web/test/dom-helpers.tsx';
import type { View } from '@yc/engine';
import { TreeFields } from '../src/page/ui/TreeFields.tsx';

let ui: Mounted | undefined;
afterEach(() => {
  ui?.unmount();
  ui = undefined;
});

const PAGE: View = { viewName: 'Departments', viewCode: 'dept_list', viewType: 'tree', tableName: 'dept', columns: [] };
const COLUMNS = [{ code: 'name', name: 'Name', type: 'varchar' }, { code: 'parent_id', name: 'Parent', type: 'varchar' }, { code: 'size', name: 'Size', type: 'number' }];

const options = () => [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].map((o) => o.getAttribute('title'));

async function open(testId: string) {
  const select = document.querySelector(`[data-testid="${testId}"]`)!;
  const target = select.querySelector('.ant-select-selector, .ant-select-content, input') ?? select;
  await act(async () => {
    target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
}

it('offers text columns as the parent, every column as the label, and sets treeConfig', async () => {
  const onChange = vi.fn();
  ui = mount();
  ui.render(<TreeFields page={PAGE} columns={COLUMNS} lang="en_US" onChange={onChange} />);
  await waitFor(() => document.querySelector('[data-testid="page-tree-config"]') !== null, 'the tree settings');
  expect(document.body.textContent).toContain('Parent field');
  await open('page-tree-parent');
  await waitFor(() => options().length > 0, 'the parent choices');
  expect(options()).toEqual(['Name (name)', 'Parent (parent_id)']);
  const parent = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.getAttribute('title') === 'Parent (parent_id)')!;
  await act(async () => parent.click());
  expect(onChange).toHaveBeenCalledWith({ ...PAGE, treeConfig: { parentField: 'parent_id', labelField: '' } });
});
