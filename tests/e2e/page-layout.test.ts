// Layout, free-layout and mobile pages in Chromium: a layout page opens without a failing request; a row clicked in
// the master list filters the detail list (twice in a row, each time from exactly that record); a node chosen in a
// tree block filters the staff of that department; a customer row re-draws a widget block over that customer's visits
// and a staff row roots a tree block at that person's department; a free layout draws its blocks where the page puts them; a mobile
// page at 390×844 shows cards, loads more as it scrolls, refreshes when pulled down, and opens a record on a tap; a
// control fed by a SQL config shows its labels on the cards (formatted), asked at most once per page of cards.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TableModel } from '@yc/engine';
import type { ApiClient } from '../support/server.ts';
import { expectOk, setUpCustomer } from '../api/eform-fixtures.ts';
import { consoleSuite } from './console-suite.ts';
import { signedInContext, signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
let api: ApiClient;

const visitModel: TableModel = {
  tableName: 'visit', tableDesc: 'Visit', groupCode: 'crm', objStructure: 'main', persistenceType: 'db',
  columns: [
    { colCode: 'customer', colName: 'Customer', colType: 'varchar', colLength: 50 },
    { colCode: 'note', colName: 'Note', colType: 'varchar', colLength: 100 },
  ],
};

/** Makes a column of a page a query column (the default one), as a link's target field must be. */
async function queryOn(viewCode: string, colCode: string): Promise<any> {
  const view = expectOk<any>(await api.get(`/api/eform/manage/view/queryByCode?code=${viewCode}`));
  const columns = view.columns.map((c: any) => (c.colCode === colCode ? { ...c, isQuery: true, queryOp: 'eq', isDefaultQuery: true } : { ...c, isDefaultQuery: false }));
  // Every record on one page of the blocks.
  expectOk(await api.put('/api/eform/manage/view/edit', { ...view, columns, pageNum: 50 }));
  return { ...view, columns };
}

/** A model of the crm group with its generated list page (`<tableName>_list`), its table created. */
async function modelled(tableName: string, tableDesc: string, columns: TableModel['columns']): Promise<void> {
  expectOk(await api.post('/api/eform/manage/tableModel/add', { tableName, tableDesc, groupCode: 'crm', objStructure: 'main', persistenceType: 'db', columns }));
  expectOk(await api.post('/api/eform/manage/tableModel/createTable', { tableName }));
  expectOk(await api.post('/api/eform/manage/tableModel/generate', { tableName }));
}

/** Every response of the page with a 4xx or 5xx status, as `<status> <path>`. */
function failedResponses(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (r) => void (r.status() >= 400 && failed.push(`${r.status()} ${new URL(r.url()).pathname}`)));
  return failed;
}

const deptIds: Record<string, string> = {};

const blocks = (viewType: 'layout' | 'dragLayout', viewCode: string, places: [number, number, number, number][]) => ({
  viewName: viewCode, viewCode, viewType, groupCode: 'crm', columns: [],
  layout: {
    blocks: [
      { key: 'customers', kind: 'list', title: 'Customers', viewCode: 'customer_list', x: places[0]![0], y: places[0]![1], w: places[0]![2], h: places[0]![3] },
      { key: 'visits', kind: 'list', title: 'Visits', viewCode: 'visit_list', x: places[1]![0], y: places[1]![1], w: places[1]![2], h: places[1]![3] },
    ],
    links: [{ source: 'customers', target: 'visits', field: 'customer', sourceField: 'name' }],
  },
});

beforeAll(async () => {
  api = await suite.server.login('admin');
  await setUpCustomer(api, { generate: true });
  expectOk(await api.post('/api/eform/manage/tableModel/add', visitModel));
  expectOk(await api.post('/api/eform/manage/tableModel/createTable', { tableName: 'visit' }));
  expectOk(await api.post('/api/eform/manage/tableModel/generate', { tableName: 'visit' }));
  const customers = await queryOn('customer_list', 'name');
  await queryOn('visit_list', 'customer');
  for (const name of ['Ann', 'Bob']) expectOk(await api.post('/api/eform/engine/view/customer_list/data', { name }));
  for (const [customer, note] of [['Ann', 'first call'], ['Ann', 'second call'], ['Bob', 'demo']]) {
    expectOk(await api.post('/api/eform/engine/view/visit_list/data', { customer, note }));
  }
  expectOk(await api.post('/api/eform/manage/view/add', blocks('layout', 'customer_board', [[0, 0, 12, 8], [12, 0, 12, 8]])));
  expectOk(await api.post('/api/eform/manage/view/add', blocks('dragLayout', 'customer_free', [[0, 0, 520, 360], [560, 40, 600, 400]])));
  const { id: _id, version: _version, ...list } = customers;
  expectOk(await api.post('/api/eform/manage/view/add', { ...list, viewCode: 'customer_mobile', viewName: 'Customers (mobile)', viewType: 'mobile', pageNum: 10, isPage: true }));
  // On the console menu (the console opens pages of its menu).
  for (const [viewCode, name] of [['customer_board', '客户看板'], ['customer_free', '自由布局'], ['customer_mobile', '移动客户']]) {
    expectOk(await api.post('/api/eform/manage/view/addToMenu', { viewCode, back: '1', name }));
  }
  // Departments as a tree, staff listed with their department: a tree block whose chosen node filters the staff.
  await modelled('dept', 'Department', [
    { colCode: 'name', colName: 'Name', colType: 'varchar', colLength: 50 },
    { colCode: 'parent_id', colName: 'Parent', colType: 'varchar', colLength: 36 },
  ]);
  const deptList = expectOk<any>(await api.get('/api/eform/manage/view/queryByCode?code=dept_list'));
  expectOk(await api.put('/api/eform/manage/view/edit', { ...deptList, viewType: 'tree', treeConfig: { parentField: 'parent_id', labelField: 'name' } }));
  await modelled('staff', 'Staff', [
    { colCode: 'name', colName: 'Name', colType: 'varchar', colLength: 50 },
    { colCode: 'dept_id', colName: 'Department', colType: 'varchar', colLength: 36 },
  ]);
  await queryOn('staff_list', 'dept_id');
  for (const [name, parent] of [['Head office'], ['Sales', 'Head office'], ['R&D', 'Head office']] as const) {
    deptIds[name] = expectOk<any>(await api.post('/api/eform/engine/view/dept_list/data', { name, ...(parent ? { parent_id: deptIds[parent] } : {}) })).id;
  }
  for (const [name, dept] of [['Alice', 'Sales'], ['Sam', 'Sales'], ['Rita', 'R&D'], ['Hugo', 'Head office']] as const) {
    expectOk(await api.post('/api/eform/engine/view/staff_list/data', { name, dept_id: deptIds[dept] }));
  }
  expectOk(await api.post('/api/eform/manage/view/add', {
    viewName: 'Staff by department', viewCode: 'staff_board', viewType: 'layout', groupCode: 'crm', columns: [],
    layout: {
      blocks: [
        { key: 'depts', kind: 'tree', title: 'Departments', viewCode: 'dept_list', x: 0, y: 0, w: 8, h: 10 },
        { key: 'staff', kind: 'list', title: 'Staff', viewCode: 'staff_list', x: 8, y: 0, w: 16, h: 10 },
      ],
      links: [{ source: 'depts', target: 'staff', field: 'dept_id' }],
    },
  }));
  expectOk(await api.post('/api/eform/manage/view/addToMenu', { viewCode: 'staff_board', back: '1', name: '部门员工' }));
  // A widget of visits per note over the visits, and a page whose customer row filters it, whose staff row shows its
  // department (the tree's root becomes that department).
  expectOk(await api.post('/api/eform/manage/dataset/add', {
    datasetName: 'Visits', datasetCode: 'visit_counts', tableName: 'visit', dimension: ['customer', 'note'], measure: [{ colCode: '*', agg: 'count', alias: 'visits' }],
  }));
  expectOk(await api.post('/api/eform/manage/widget/add', {
    widgetName: 'Visits by note', widgetCode: 'visit_chart', widgetType: 'Column', datasetCode: 'visit_counts', options: { xField: 'note', measures: ['visits'] },
  }));
  expectOk(await api.post('/api/eform/manage/view/add', {
    viewName: 'Linked blocks', viewCode: 'linked_board', viewType: 'layout', groupCode: 'crm', columns: [],
    layout: {
      blocks: [
        { key: 'customers', kind: 'list', title: 'Customers', viewCode: 'customer_list', x: 0, y: 0, w: 12, h: 8 },
        { key: 'chart', kind: 'widget', title: 'Visits', widgetCode: 'visit_chart', x: 12, y: 0, w: 12, h: 8 },
        { key: 'staff', kind: 'list', title: 'Staff', viewCode: 'staff_list', x: 0, y: 8, w: 12, h: 8 },
        { key: 'depts', kind: 'tree', title: 'Departments', viewCode: 'dept_list', x: 12, y: 8, w: 12, h: 8 },
      ],
      links: [
        { source: 'customers', target: 'chart', field: 'customer', sourceField: 'name' },
        { source: 'staff', target: 'depts', field: 'id', sourceField: 'dept_id' },
      ],
    },
  }));
  expectOk(await api.post('/api/eform/manage/view/addToMenu', { viewCode: 'linked_board', back: '1', name: '联动区块' }));
  for (let i = 1; i <= 23; i += 1) expectOk(await api.post('/api/eform/engine/view/customer_list/data', { name: `Mobile ${String(i).padStart(2, '0')}` }));
  // The customer's code chosen among regions of a SQL config (found by value), shown as '{value} ({key})'.
  expectOk(await api.post('/api/eform/manage/sqlConfig/add', {
    sqlName: 'Regions', sqlCode: 'customer_regions',
    sqlQuery: "select v as value, l as label from (values ('N', 'North region'), ('S', 'South region')) as t(v, l) where (:ids = '' or v = any(string_to_array(:ids, ',')))",
    parameters: [{ parameterKey: 'ids', defaultValue: '' }],
  }));
  const customerForm = expectOk<any>(await api.get('/api/eform/manage/form/queryByCode?code=customer_form'));
  expectOk(await api.put('/api/eform/manage/form/edit', {
    ...customerForm,
    fields: customerForm.fields.map((f: any) => (f.key === 'code'
      ? { ...f, type: 'select', showConfig: { sqlConfig: { sqlCode: 'customer_regions', valueKey: 'ids' }, formatExpr: '{value} ({key})' } } : f)),
  }));
  await suite.server.tenantSql("update customer set code = case name when 'Ann' then 'N' when 'Bob' then 'S' end where name in ('Ann', 'Bob')");
});

const rowsOf = (page: Page, block: string) => page.locator(`[data-testid=layout-block-${block}] .ant-table-row`);
/** The customer of each visit row shown. */
const customersOf = async (page: Page) =>
  (await rowsOf(page, 'visits').allTextContents()).map((t) => (/Ann|Bob/.exec(t) ?? ['?'])[0]);

describe('a layout page', () => {
  it('filters the detail list by the row clicked in the master list, one record after another', async () => {
    const { page, context, errors } = await signedInContext(suite.browser, suite.server.url, 'admin', suite.server.adminPassword);
    const failed = failedResponses(page);
    const runtimes: number[] = [];
    page.on('response', (r) => void (new URL(r.url()).pathname === '/api/eform/engine/view/customer_board' && runtimes.push(r.status())));
    await page.goto(`${suite.server.url}/eform/view/customer_board`);
    await page.locator('[data-testid=layout-page]').waitFor();
    await expect.poll(() => rowsOf(page, 'visits').count()).toBe(3);
    await expect.poll(() => rowsOf(page, 'customers').count()).toBeGreaterThan(0);
    // The page's runtime answered with its blocks; nothing asked while it opened failed.
    expect(runtimes).toEqual([200]);
    expect(failed).toEqual([]);
    await rowsOf(page, 'customers').filter({ hasText: 'Ann' }).first().locator('td').nth(1).click();
    await expect.poll(() => customersOf(page)).toEqual(['Ann', 'Ann']);
    await rowsOf(page, 'customers').filter({ hasText: 'Bob' }).first().locator('td').nth(1).click();
    await expect.poll(() => customersOf(page)).toEqual(['Bob']);
    expect(await rowsOf(page, 'visits').first().textContent()).toContain('demo');
    // The blocks sit side by side on the 24-column grid.
    const left = (await page.locator('[data-testid=layout-block-customers]').boundingBox())!;
    const right = (await page.locator('[data-testid=layout-block-visits]').boundingBox())!;
    expect(right.x).toBeGreaterThan(left.x + left.width - 1);
    expect(Math.abs(right.y - left.y)).toBeLessThan(2);
    expect(failed).toEqual([]);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});

describe('a free-layout page', () => {
  it('draws each block at its position and size', async () => {
    const { page, context, errors } = await signedInContext(suite.browser, suite.server.url, 'admin', suite.server.adminPassword);
    const failed = failedResponses(page);
    await page.goto(`${suite.server.url}/eform/view/customer_free`);
    await page.locator('[data-testid=drag-layout-page]').waitFor();
    const canvas = (await page.locator('[data-testid=drag-layout-page]').boundingBox())!;
    const box = async (key: string) => (await page.locator(`[data-testid=layout-block-${key}]`).boundingBox())!;
    const customers = await box('customers');
    const visits = await box('visits');
    expect([customers.x - canvas.x, customers.y - canvas.y, customers.width, customers.height].map(Math.round)).toEqual([0, 0, 520, 360]);
    expect([visits.x - canvas.x, visits.y - canvas.y, visits.width, visits.height].map(Math.round)).toEqual([560, 40, 600, 400]);
    await expect.poll(() => rowsOf(page, 'visits').count()).toBe(3);
    await rowsOf(page, 'customers').filter({ hasText: 'Ann' }).first().locator('td').nth(1).click();
    await expect.poll(() => rowsOf(page, 'visits').count()).toBe(2);
    expect(failed).toEqual([]);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});

describe('a layout page with a tree block', () => {
  /** The staff names the staff block shows, sorted. */
  const staffShown = async (page: Page) =>
    (await rowsOf(page, 'staff').allTextContents()).map((t) => (/Alice|Sam|Rita|Hugo/.exec(t) ?? ['?'])[0]).sort();
  const nodeOf = (page: Page, name: string) => page.locator(`[data-testid=layout-block-depts] [data-testid="tree-node-${name}"]`);

  it('filters the linked list by the node chosen in the tree, one node after another', async () => {
    const { page, context, errors } = await signedInContext(suite.browser, suite.server.url, 'admin', suite.server.adminPassword);
    const failed = failedResponses(page);
    await page.goto(`${suite.server.url}/eform/view/staff_board`);
    await page.locator('[data-testid=layout-page]').waitFor();
    await expect.poll(() => staffShown(page)).toEqual(['Alice', 'Hugo', 'Rita', 'Sam']);
    await nodeOf(page, 'Head office').click();
    await expect.poll(() => staffShown(page)).toEqual(['Hugo']);
    // The children of the chosen node open in the tree; a child chosen filters by that department.
    await page.locator('[data-testid=layout-block-depts] .ant-tree-treenode', { has: page.locator('[data-testid="tree-node-Head office"]') })
      .locator('.ant-tree-switcher').click();
    await nodeOf(page, 'Sales').click();
    await expect.poll(() => staffShown(page)).toEqual(['Alice', 'Sam']);
    await nodeOf(page, 'R&D').click();
    await expect.poll(() => staffShown(page)).toEqual(['Rita']);
    expect(await page.locator('[data-testid=layout-block-depts] .ant-tree-node-selected').textContent()).toBe('R&D');
    expect(failed).toEqual([]);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});

describe('a layout page with widget and tree blocks linked to lists', () => {
  it('re-draws the widget over the chosen customer\'s visits, and roots the tree at the chosen person\'s department', async () => {
    const { page, context, errors } = await signedInContext(suite.browser, suite.server.url, 'admin', suite.server.adminPassword);
    const failed = failedResponses(page);
    /** The customer each data call of the widget filters by (null: none). */
    const dataCalls: (string | null)[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/eform/engine/widget/visit_chart/data') dataCalls.push(url.searchParams.get('filter[customer]'));
    });
    const rootCalls: unknown[] = [];
    page.on('request', (r) => {
      if (!new URL(r.url()).pathname.endsWith('/dept_list/tree/children')) return;
      const body = JSON.parse(r.postData() ?? '{}');
      if (!body.parentId) rootCalls.push(body.filter ?? null);
    });
    const bars = page.locator('[data-testid=layout-widget-chart-chart] svg g.mark-rect path');
    const nodes = async () => (await page.locator('[data-testid=layout-block-depts] [data-testid^="tree-node-"]').allTextContents()).sort();
    await page.goto(`${suite.server.url}/eform/view/linked_board`);
    await page.locator('[data-testid=layout-page]').waitFor();
    // Before a choice: every visit (three notes), every root department.
    await expect.poll(() => bars.count(), { timeout: 30_000 }).toBe(3);
    await expect.poll(() => nodes()).toEqual(['Head office']);
    expect(dataCalls).toEqual([null]);

    await rowsOf(page, 'customers').filter({ hasText: 'Ann' }).first().locator('td').nth(1).click();
    await page.locator('[data-testid=layout-widget-chart][data-filter*="Ann"]').waitFor();
    await expect.poll(() => bars.count()).toBe(2);
    expect(dataCalls.at(-1)).toBe('Ann');
    const notes = await page.locator('[data-testid=layout-widget-chart-chart] svg').textContent();
    expect(notes).toContain('first call');
    expect(notes).not.toContain('demo');
    await rowsOf(page, 'customers').filter({ hasText: 'Bob' }).first().locator('td').nth(1).click();
    await page.locator('[data-testid=layout-widget-chart][data-filter*="Bob"]').waitFor();
    await expect.poll(() => bars.count()).toBe(1);
    expect(await page.locator('[data-testid=layout-widget-chart-chart] svg').textContent()).toContain('demo');
    expect(dataCalls.at(-1)).toBe('Bob');

    // A person chosen: the tree's root is their department (its children still open below it).
    await rowsOf(page, 'staff').filter({ hasText: 'Alice' }).first().locator('td').nth(1).click();
    await expect.poll(() => nodes()).toEqual(['Sales']);
    expect(rootCalls.at(-1)).toEqual({ id: deptIds.Sales });
    await rowsOf(page, 'staff').filter({ hasText: 'Hugo' }).first().locator('td').nth(1).click();
    await expect.poll(() => nodes()).toEqual(['Head office']);
    expect(rootCalls.at(-1)).toEqual({ id: deptIds['Head office'] });
    expect(failed).toEqual([]);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});

describe('a mobile page at 390×844', () => {
  it('shows cards, loads more as it scrolls, refreshes when pulled, opens a record on a tap', async () => {
    const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { viewport: { width: 390, height: 844 } });
    const lists: { pageNo: number; pageSize: number }[] = [];
    page.on('request', (r) => void (new URL(r.url()).pathname.endsWith('/customer_mobile/list') && lists.push(JSON.parse(r.postData() ?? '{}'))));
    const labelCalls: { values: Record<string, string[]> }[] = [];
    page.on('request', (r) => void (new URL(r.url()).pathname.endsWith('/customer_mobile/optionLabels') && labelCalls.push(JSON.parse(r.postData() ?? '{}'))));
    await page.goto(`${suite.server.url}/eform/view/customer_mobile`);
    const cards = page.locator('[data-testid=mobile-card]');
    const list = page.locator('[data-testid=mobile-list]');
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(10);
    // 25 customers, 10 a page from the server: the next page each time the end of the list shows, until the last.
    await expect.poll(async () => {
      await list.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      return cards.count();
    }).toBe(25);
    await page.locator('[data-testid=mobile-end]', { hasText: '没有更多了' }).waitFor();
    expect(lists.map((q) => [q.pageNo, q.pageSize])).toEqual([[1, 10], [2, 10], [3, 10]]);
    expect(await cards.first().locator('[data-testid=mobile-card-title]').textContent()).toMatch(/\S/);
    // The SQL-fed code by its label, formatted; the labels asked together, never more than once per page of cards.
    await cards.filter({ hasText: 'Ann' }).filter({ hasText: 'North region (N)' }).waitFor();
    await cards.filter({ hasText: 'Bob' }).filter({ hasText: 'South region (S)' }).waitFor();
    expect(labelCalls.length).toBeGreaterThanOrEqual(1);
    expect(labelCalls.length).toBeLessThanOrEqual(lists.length);
    expect(labelCalls.flatMap((c) => c.values.code ?? []).sort()).toEqual(['N', 'S']);
    await cards.filter({ hasText: 'Ann' }).scrollIntoViewIfNeeded();
    // Pulled down from the top: the first page again, read anew from the server.
    expectOk(await api.post('/api/eform/engine/view/customer_list/data', { name: 'Pulled in' }));
    await list.evaluate((el) => el.scrollTo(0, 0));
    lists.length = 0;
    const top = (await list.boundingBox())!;
    await page.mouse.move(top.x + 100, top.y + 20);
    await page.mouse.down();
    await page.mouse.move(top.x + 100, top.y + 50, { steps: 3 });
    await page.locator('[data-testid=mobile-pull]', { hasText: '下拉刷新' }).waitFor();
    await page.mouse.move(top.x + 100, top.y + 110, { steps: 5 });
    await page.locator('[data-testid=mobile-pull]', { hasText: '释放立即刷新' }).waitFor();
    await page.mouse.up();
    await expect.poll(() => lists.length).toBeGreaterThanOrEqual(1);
    expect(lists[0]).toMatchObject({ pageNo: 1, pageSize: 10 });
    await page.locator('[data-testid=mobile-pull]').waitFor({ state: 'detached' });

    await cards.first().click();
    await page.locator('[data-testid=record-page]').waitFor();
    expect(unexpectedErrors(errors, [400])).toEqual([]);
    await context.close();
  });
});
