// Pages on a 390×844 touch phone (#42 item 4), in Chromium: a mobile page searches its records and adds one; a tree
// page moves a node under another with "Move to…" (no dragging), on the phone and on a desktop; a process's diagram
// fits the screen or pans inside its own box, the page never scrolling sideways.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TableModel } from '@yc/engine';
import { twoStepBpmn } from '../api/bpm-fixtures.ts';
import { expectOk, setUpCustomer } from '../api/eform-fixtures.ts';
import type { ApiClient } from '../support/server.ts';
import { DESKTOP } from '../support/browser.ts';
import { consoleSuite } from './console-suite.ts';
import { phoneSignIn, pageWidth } from './phone-steps.ts';
import { unexpectedErrors } from './shell-helpers.ts';
import { PHONE } from './touch-page.ts';

const suite = consoleSuite();
let api: ApiClient;
const depts: Record<string, string> = {};
let instanceId = '';

async function modelled(tableName: string, columns: TableModel['columns']): Promise<void> {
  expectOk(await api.post('/api/eform/manage/tableModel/add', { tableName, tableDesc: tableName, groupCode: 'crm', objStructure: 'main', persistenceType: 'db', columns }));
  expectOk(await api.post('/api/eform/manage/tableModel/createTable', { tableName }));
  expectOk(await api.post('/api/eform/manage/tableModel/generate', { tableName }));
}

beforeAll(async () => {
  api = await suite.server.login('admin');
  await setUpCustomer(api, { generate: true });
  for (const name of ['Ann', 'Bob', 'Cleo']) expectOk(await api.post('/api/eform/engine/view/customer_list/data', { name }));
  // A mobile page of the customers, searched by name.
  const list = expectOk<any>(await api.get('/api/eform/manage/view/queryByCode?code=customer_list'));
  const { id: _id, version: _version, ...copy } = list;
  const columns = list.columns.map((c: any) => (c.colCode === 'name' ? { ...c, isQuery: true, queryOp: 'like', isDefaultQuery: true } : c));
  expectOk(await api.post('/api/eform/manage/view/add', { ...copy, columns, viewCode: 'customer_phone', viewName: 'Customers (phone)', viewType: 'mobile', pageNum: 10, isPage: true }));
  expectOk(await api.post('/api/eform/manage/view/addToMenu', { viewCode: 'customer_phone', back: '1', name: '手机客户' }));
  // Departments as a tree.
  await modelled('dept', [
    { colCode: 'name', colName: 'Name', colType: 'varchar', colLength: 50 },
    { colCode: 'parent_id', colName: 'Parent', colType: 'varchar', colLength: 36 },
  ]);
  const deptList = expectOk<any>(await api.get('/api/eform/manage/view/queryByCode?code=dept_list'));
  expectOk(await api.put('/api/eform/manage/view/edit', { ...deptList, viewType: 'tree', treeConfig: { parentField: 'parent_id', labelField: 'name' } }));
  expectOk(await api.post('/api/eform/manage/view/addToMenu', { viewCode: 'dept_list', back: '1', name: '部门树' }));
  for (const [name, parent] of [['Head office'], ['Sales', 'Head office'], ['R&D'], ['Support']] as const) {
    depts[name] = expectOk<any>(await api.post('/api/eform/engine/view/dept_list/data', { name, ...(parent ? { parent_id: depts[parent] } : {}) })).id;
  }
  // A process waiting at its first step.
  const bpmn = twoStepBpmn('phone_flow', { name: '部门审批', attrs: 'camunda:assignee="admin"' }, { name: '财务审批', attrs: 'camunda:assignee="admin"' });
  expectOk(await api.post('/api/bpm/template/add', { group: '采购', name: '采购申请', key: 'phone_flow', bpmnXml: bpmn, startPermission: { type: 'all' } }));
  expectOk(await api.post('/api/bpm/template/publish', { key: 'phone_flow' }));
  instanceId = expectOk<any>(await api.post('/api/bpm/process/start', { templateKey: 'phone_flow', businessTitle: 'Diagram on a phone' })).id;
});

const signedIn = phoneSignIn(suite);

/** The names of a department's children, as the server has them. */
const childrenOf = async (parent: string) =>
  expectOk<any[]>(await api.post('/api/eform/engine/view/dept_list/tree/children', { parentId: depts[parent] })).map((r) => r.name).sort();

describe('a mobile page on a phone', () => {
  it('searches its records and adds one', async () => {
    const { page, errors } = await signedIn(PHONE);
    await page.goto(`${suite.server.url}/eform/view/customer_phone`);
    const cards = page.locator('[data-testid=mobile-card]');
    await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(3);
    const search = page.locator('[data-testid=mobile-search]');
    for (const control of [search.locator('input'), search.locator('.ant-input-search-btn'), page.locator('[data-testid=mobile-add]')]) {
      const box = (await control.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(40);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    await search.locator('input').fill('Bo');
    await search.locator('.ant-input-search-btn').tap();
    await expect.poll(async () => (await cards.allTextContents()).join('|')).toMatch(/^[^|]*Bob[^|]*$/);

    await page.locator('[data-testid=mobile-add]').tap();
    const form = page.locator('[data-testid=record-page]');
    await form.waitFor();
    await form.locator('input#root_name, input[id$=name]').first().fill('Bobby');
    await page.locator('[data-testid=record-save]').tap();
    // Back on the cards, still searched: the new record among them.
    await expect.poll(async () => (await cards.allTextContents()).join('|')).toContain('Bobby');
    expect(expectOk<any>(await api.post('/api/eform/engine/view/customer_list/list', { pageNo: 1, pageSize: 50 })).records.map((r: any) => r.name)).toContain('Bobby');
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});

describe('a tree page', () => {
  /** Selects `node`, moves it with "Move to…" under `parent` picked in the dialog's tree. */
  async function moveWithDialog(page: Page, node: string, parent: string, tap: boolean) {
    const press = (locator: ReturnType<Page['locator']>) => (tap ? locator.tap() : locator.click());
    await press(page.locator(`[data-testid="tree-node-${node}"]`));
    await press(page.locator('[data-testid=tree-move]'));
    const dialog = page.locator('.ant-modal:visible');
    await press(dialog.locator('[data-testid=tree-move-target]'));
    await press(page.locator(`[data-testid="tree-move-option-${parent}"]`));
    await press(dialog.locator('[data-testid=tree-move-save]'));
    await dialog.waitFor({ state: 'hidden' });
  }

  it('moves a node under another with "Move to…" on a touch phone, its controls 40 px', async () => {
    const { page, errors } = await signedIn(PHONE);
    await page.goto(`${suite.server.url}/eform/view/dept_list`);
    await page.locator('[data-testid="tree-node-R&D"]').waitFor();
    for (const id of ['tree-add-root', 'tree-move']) expect((await page.locator(`[data-testid=${id}]`).boundingBox())!.height).toBeGreaterThanOrEqual(40);
    expect((await page.locator('.ant-tree-treenode', { hasText: 'R&D' }).boundingBox())!.height).toBeGreaterThanOrEqual(40);
    await moveWithDialog(page, 'R&D', 'Head office', true);
    await expect.poll(() => childrenOf('Head office')).toEqual(['R&D', 'Sales']);
    // The tree shows it under its new parent.
    await page.locator('.ant-tree-treenode', { has: page.locator('[data-testid="tree-node-Head office"]') }).waitFor();
    await page.locator('[data-testid="tree-node-R&D"]').waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('moves a node the same way on a desktop', async () => {
    const { page, errors } = await signedIn(DESKTOP);
    await page.goto(`${suite.server.url}/eform/view/dept_list`);
    await page.locator('[data-testid="tree-node-Support"]').waitFor();
    await moveWithDialog(page, 'Support', 'Head office', false);
    await expect.poll(() => childrenOf('Head office')).toEqual(['R&D', 'Sales', 'Support']);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});

describe('a process diagram on a phone', () => {
  it('fits the screen or pans inside its box', async () => {
    const { page, errors } = await signedIn(PHONE);
    await page.goto(`${suite.server.url}/flow/instance/${instanceId}`);
    const box = page.locator('[data-testid=process-diagram]');
    await box.locator('svg [data-state=current]').first().waitFor();
    const frame = (await box.boundingBox())!;
    expect(frame.x).toBeGreaterThanOrEqual(0);
    expect(frame.x + frame.width).toBeLessThanOrEqual(PHONE.width);
    const { scroll, client } = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    if (scroll > client) {
      // Wider than the screen: it pans sideways inside its box.
      await box.evaluate((el) => el.scrollBy(100, 0));
      expect(await box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    } else {
      expect((await box.locator('svg').boundingBox())!.width).toBeLessThanOrEqual(frame.width + 1);
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
