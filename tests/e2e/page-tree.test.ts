// A tree page of departments in Chromium: children load when a node opens, a child is added under the selected node
// (two dialogs in a row, each for its own node), a node dragged onto another moves under it, and the last root node
// is refused.
import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiClient } from '../support/server.ts';
import { expectOk } from '../api/eform-fixtures.ts';
import { setUpPage } from '../api/page-fixtures.ts';
import { consoleSuite } from './console-suite.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
const view = '/api/eform/engine/view/dept_list';
let api: ApiClient;
const ids: Record<string, string> = {};

const add = async (name: string, parent?: string) => {
  ids[name] = expectOk<any>(await api.post(`${view}/data`, { name, ...(parent ? { parent_id: ids[parent] } : {}) })).id;
};
const childrenOf = async (name: string) => expectOk<any[]>(await api.post(`${view}/tree/children`, { parentId: ids[name] })).map((r) => r.name);

beforeAll(async () => {
  api = await suite.server.login('admin');
  await setUpPage(api, 'dept', 'Department', [
    { colCode: 'name', colName: 'Name', colType: 'varchar', colLength: 50, isRequired: true },
    { colCode: 'parent_id', colName: 'Parent', colType: 'varchar', colLength: 36 },
  ], (v) => ({ ...v, viewType: 'tree', treeConfig: { parentField: 'parent_id', labelField: 'name' } }));
  expectOk(await api.post('/api/eform/manage/view/addToMenu', { viewCode: 'dept_list', back: '1', name: 'Departments', nameEn: 'Departments' }));
  await add('Head office');
  await add('Sales', 'Head office');
  await add('R&D', 'Head office');
  await add('North', 'Sales');
});

const node = (page: Page, name: string) => page.locator(`[data-testid="tree-node-${name}"]`);
const switcher = (page: Page, name: string) => page.locator('.ant-tree-treenode', { has: node(page, name) }).locator('.ant-tree-switcher');
const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal').last();

async function addChild(page: Page, parent: string, name: string) {
  await node(page, parent).click();
  await page.locator('[data-testid=tree-add-child]').click();
  await expect.poll(() => dialog(page).locator('.ant-modal-title').textContent()).toContain(parent);
  // Each dialog starts empty, for the node it was opened for.
  expect(await dialog(page).locator('[data-testid=tree-node-label]').inputValue()).toBe('');
  await dialog(page).locator('[data-testid=tree-node-label]').fill(name);
  await dialog(page).locator('[data-testid=tree-node-save]').click();
  await node(page, name).waitFor();
}

it('expands lazily, adds children, moves a node by dragging it, and keeps the last root', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/eform/view/dept_list' });
  await node(page, 'Head office').waitFor();
  // Only the roots are loaded until a node opens.
  expect(await node(page, 'Sales').count()).toBe(0);
  await switcher(page, 'Head office').click();
  await node(page, 'Sales').waitFor();
  await node(page, 'R&D').waitFor();
  expect(await node(page, 'North').count()).toBe(0);
  await switcher(page, 'Sales').click();
  await node(page, 'North').waitFor();

  await addChild(page, 'R&D', 'Lab');
  await addChild(page, 'Sales', 'South');
  expect(await childrenOf('R&D')).toEqual(['Lab']);
  expect(await childrenOf('Sales')).toEqual(['North', 'South']);

  // Lab dragged onto Sales moves under it.
  await node(page, 'Lab').dragTo(node(page, 'Sales'));
  await expect.poll(() => childrenOf('Sales')).toEqual(['Lab', 'North', 'South']);
  expect(await childrenOf('R&D')).toEqual([]);

  // Head office dragged onto its own descendant does not move (the tree offers no such drop; the server refuses it too).
  await node(page, 'Head office').dragTo(node(page, 'North'));
  expect(await childrenOf('Sales')).toEqual(['Lab', 'North', 'South']);
  expect(expectOk<any[]>(await api.post(`${view}/tree/children`, {})).map((r) => r.name)).toEqual(['Head office']);

  // The selected node opens in the page's form; saved, its new label shows in the tree.
  await node(page, 'South').click();
  await page.locator('[data-testid=tree-edit]').click();
  await expect.poll(() => page.locator('[data-testid=record-modal] #root_name').inputValue()).toBe('South');
  await page.locator('[data-testid=record-modal] #root_name').fill('Southern');
  await page.locator('[data-testid=record-save]').click();
  await node(page, 'Southern').waitFor();

  // The last root cannot be deleted.
  await node(page, 'Head office').click();
  await page.locator('[data-testid=tree-delete]').click();
  await page.locator('.ant-popover:visible .ant-btn-primary').click();
  await expect.poll(() => page.locator('body').textContent()).toMatch(/The last root node cannot be deleted|最后一个根节点不能删除/);
  expect(expectOk<any[]>(await api.post(`${view}/tree/children`, {})).map((r) => r.name)).toEqual(['Head office']);
  expect(unexpectedErrors(errors, [400])).toEqual([]);
  await context.close();
});
