// Smaller points of #42 item 9 in Chromium: the portal (portalType 1) keeps My tasks and My announcements in its top
// menu at 1366 px, not behind "…"; the editable grid shows an amount at its column's scale (2600.50); a layout block
// filtered by another's selection says so in a tag whose close clears the selection.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { expectOk } from '../api/eform-fixtures.ts';
import { setUpPage } from '../api/page-fixtures.ts';
import { consoleSuite } from './console-suite.ts';
import { signedInPage } from './shell-helpers.ts';

const suite = consoleSuite();
let admin: { page: Page; context: BrowserContext; errors: string[] };

beforeAll(async () => {
  admin = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword);
  await admin.page.setViewportSize({ width: 1366, height: 768 });
});

describe('the portal top menu at 1366 px', () => {
  it('shows My tasks and My announcements without "…"', async () => {
    const { page } = admin;
    await page.goto(`${suite.server.url}/index/portal`);
    const menu = page.locator('.yc-header-menu .ant-menu-horizontal');
    await menu.waitFor();
    const visible = await menu.locator(':scope > .ant-menu-item:visible, :scope > .ant-menu-submenu:visible').allTextContents();
    expect(visible.join('|')).toMatch(/My tasks|我的任务/);
    expect(visible.join('|')).toMatch(/My announcements|我的公告/);
    expect(await menu.locator(':scope > .ant-menu-overflow-item-rest:visible').count()).toBe(0);
  });
});

// Set up after the top menu's test: the pages' menu items would crowd the header.
describe('amounts and a filtered block', () => {
  beforeAll(async () => {
    const api = await suite.server.login('admin');
    await setUpPage(api, 'deal', 'Deal', [
      { colCode: 'name', colName: 'Name', colType: 'varchar', colLength: 50 },
      { colCode: 'amount', colName: 'Amount', colType: 'number', colLength: 10, colPointLength: 2 },
    ], (v) => ({ ...v, viewType: 'editableTable' }));
    expectOk(await api.post('/api/eform/manage/view/addToMenu', { viewCode: 'deal_list', back: '1', name: '交易' }));
    for (const [name, amount] of [['Big deal', 2600.5], ['Small deal', 12]] as const) expectOk(await api.post('/api/eform/engine/view/deal_list/data', { name, amount }));
    // A layout page whose right block follows the deal chosen in the left one (by name, a query column of their page).
    const { id: _id, version: _version, ...grid } = expectOk<any>(await api.get('/api/eform/manage/view/queryByCode?code=deal_list'));
    const columns = grid.columns.map((c: any) => (c.colCode === 'name' ? { ...c, isQuery: true, queryOp: 'eq', isDefaultQuery: true } : c));
    expectOk(await api.post('/api/eform/manage/view/add', { ...grid, columns, viewCode: 'deal_plain', viewName: 'Deals (list)', viewType: 'table' }));
    expectOk(await api.post('/api/eform/manage/view/add', {
      viewName: 'Deals', viewCode: 'deal_board', viewType: 'layout', groupCode: 'crm', columns: [],
      layout: {
        blocks: [
          { key: 'left', kind: 'list', title: 'Chosen', viewCode: 'deal_plain', x: 0, y: 0, w: 12, h: 8 },
          { key: 'right', kind: 'list', title: 'Following', viewCode: 'deal_plain', x: 12, y: 0, w: 12, h: 8 },
        ],
        links: [{ source: 'left', target: 'right', field: 'name', sourceField: 'name' }],
      },
    }));
    expectOk(await api.post('/api/eform/manage/view/addToMenu', { viewCode: 'deal_board', back: '1', name: '交易看板' }));
  });

  it('shows an amount at its column\'s scale in the editable grid', async () => {
    const { page } = admin;
    await page.goto(`${suite.server.url}/eform/view/deal_list`);
    const amount = page.locator('[data-testid=grid-row]', { has: page.locator('input[value="Big deal"]') }).locator('[data-testid=cell-amount]');
    await amount.waitFor();
    const shown = () => amount.evaluate((el) => el.querySelector('input')?.value ?? el.textContent?.trim());
    await expect.poll(shown).toBe('2600.50');
  });

  it('tags a layout block filtered by the selection, and its close clears it', async () => {
    const { page } = admin;
    await page.goto(`${suite.server.url}/eform/view/deal_board`);
    const rows = (block: string) => page.locator(`[data-testid=layout-block-${block}] .ant-table-row`);
    await expect.poll(() => rows('right').count()).toBe(2);
    const tag = page.locator('[data-testid=layout-filter-right]');
    expect(await tag.count()).toBe(0);
    await rows('left').filter({ hasText: 'Small deal' }).first().locator('td').nth(1).click();
    await tag.filter({ hasText: 'Chosen' }).waitFor();
    await expect.poll(() => rows('right').count()).toBe(1);
    await tag.locator('.ant-tag-close-icon').click();
    await tag.waitFor({ state: 'detached' });
    await expect.poll(() => rows('right').count()).toBe(2);
  });
});
