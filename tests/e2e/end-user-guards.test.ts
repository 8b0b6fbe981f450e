// What end users were promised in #42 (items 2, 3, 6), in Chromium, beside typed-data-kept.test.ts (which covers Back
// and re-login with a dialog, the stale save's compare, the user column's filter): a general user's menu has My
// messages (a real page since #38 item 2) and leads to no placeholder page; a dialog with typed values asks before its close button or Cancel drops
// them; a form opened inside the page's tab asks before a menu item or the closing of its tab leaves it (Stay keeps
// the values, Leave goes); a stale save's Reload takes the stored record; a department column is filtered with the
// department picker, by id.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { expectOk, setUpListPage, VISIT_COLUMNS } from '../api/eform-fixtures.ts';
import { consoleSuite } from './console-suite.ts';
import { path, signedInPage } from './shell-helpers.ts';
import { still } from './eform-steps.ts';

const suite = consoleSuite();
let admin: { page: Page; context: BrowserContext; errors: string[] };

const dialog = (page: Page) => page.locator('[data-testid=record-modal]').last();
const row = (page: Page, text: string) => page.locator('[data-testid=eform-list] .ant-table-row', { hasText: text });
const leaveQuestion = (page: Page) => page.locator('.ant-modal-confirm', { has: page.locator('[data-testid=unsaved-leave-text]') });
const menuItem = (page: Page, name: string) => page.locator('.ant-menu-item', { hasText: name });
const pageTab = (page: Page, name: string) => page.locator('[data-testid=page-tabs] li', { hasText: name });

/** Opens a page of the visits, once its records are listed. */
async function openVisits(page: Page, viewCode = 'customer_list'): Promise<void> {
  await page.goto(`${suite.server.url}/eform/view/${viewCode}`);
  await row(page, 'Visit by support').waitFor();
}

/** Answers the leave question on screen (Stay or Leave), once it has come up, and waits until it has gone. */
async function answer(page: Page, choice: 'stay' | 'leave'): Promise<void> {
  await leaveQuestion(page).waitFor();
  await still(page);
  await page.locator(`#unsaved-${choice}`).click();
  await leaveQuestion(page).waitFor({ state: 'detached' });
}

const DEPARTMENT = { colCode: 'dept', colName: 'Department', colType: 'varchar', colLength: 36, showType: 'dept' } as const;
let salesId: string;

async function addDept(orgCode: string, orgName: string, parentId?: string): Promise<string> {
  const api = await suite.server.login('admin');
  expectOk(await api.post('/api/org/sysOrg/add', { orgCode, orgName, orgType: parentId ? 'dept' : 'org', orgOrder: 1, ...(parentId ? { parentId } : {}) }));
  const found = expectOk<any[]>(await api.get(`/api/org/sysOrg/searchBy?keyWord=${orgCode}`));
  return found.find((o) => o.orgCode === orgCode).id;
}

beforeAll(async () => {
  const api = await suite.server.login('admin');
  const root = await addDept('guard_hq', 'Guard HQ');
  salesId = await addDept('guard_sales', 'Guard sales', root);
  const supportId = await addDept('guard_support', 'Guard support', root);
  await setUpListPage(api, [...VISIT_COLUMNS, DEPARTMENT], (c) =>
    c.colCode === 'dept' ? { ...c, isQuery: true, isDefaultQuery: true, queryOp: undefined } : { ...c, isDefaultQuery: false, isQuery: false });
  expectOk(await api.post('/api/eform/manage/view/addToMenu', { viewCode: 'customer_list', back: '1', name: 'Visit list' }));
  // The same page whose Add opens the form inside the page's own tab.
  const { id: _id, version: _version, ...list } = expectOk<any>(await api.get('/api/eform/manage/view/queryByCode?code=customer_list'));
  const buttons = list.buttons.map((b: any) => (b.action === 'add' ? { ...b, openType: 'insideTab' } : b));
  expectOk(await api.post('/api/eform/manage/view/add', { ...list, buttons, viewCode: 'customer_desk', viewName: 'Visit desk' }));
  expectOk(await api.post('/api/eform/manage/view/addToMenu', { viewCode: 'customer_desk', back: '1', name: 'Visit desk' }));
  for (const [name, dept] of [['Visit by sales', salesId], ['Visit by support', supportId], ['Visit to reload', undefined]] as const) {
    expectOk(await api.post('/api/eform/engine/view/customer_list/data', { name, amount: 10, ...(dept ? { dept } : {}) }));
  }
  admin = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword);
});

describe('a general user', () => {
  it('has My messages in the menu, and every item of the menu opens a real page', async () => {
    const { page, context } = await signedInPage(suite.browser, suite.server.url, 'user', suite.server.userPassword);
    await page.waitForURL('**/index/portal');
    const items = page.locator('.yc-header-menu .ant-menu-item');
    await expect.poll(() => items.allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/My tasks|我的任务/)]));
    const names = await items.allTextContents();
    expect(names.join('|')).toMatch(/My announcements|我的公告/);
    expect(names.join('|')).toMatch(/My messages|我的消息/);
    for (const name of names) {
      const before = path(page);
      await items.filter({ hasText: name }).first().click();
      if (!/Home|首页/.test(name)) await page.waitForURL((url) => url.pathname !== before);
      await page.locator('main, [role=main]').first().waitFor();
      expect(await page.getByText(/Coming soon|页面建设中|arrives with a later version|将由后续版本提供/).count(), name).toBe(0);
    }
    await context.close();
  });
});

describe('a dialog with typed values', () => {
  it('asks before its close button drops them (Stay keeps them), and before Cancel (Leave closes it)', async () => {
    const { page } = admin;
    await openVisits(page);
    await page.locator('[data-testid=toolbar-add]').click();
    await dialog(page).locator('input#root_name').fill('Typed then closed');
    await still(page);
    await dialog(page).locator('.ant-modal-close').click();
    await answer(page, 'stay');
    expect(await dialog(page).locator('input#root_name').inputValue()).toBe('Typed then closed');
    await dialog(page).getByRole('button', { name: /Cancel|取\s*消/ }).click();
    await answer(page, 'leave');
    await dialog(page).waitFor({ state: 'detached' });
    expect(path(page)).toBe('/eform/view/customer_list');
    expect(await row(page, 'Typed then closed').count()).toBe(0);
  });
});

describe('a form inside the page tab with typed values', () => {
  async function openDeskForm(page: Page, name: string): Promise<void> {
    await openVisits(page, 'customer_desk');
    await page.locator('[data-testid=toolbar-add]').click();
    await page.locator('[data-testid=record-page] input#root_name').fill(name);
  }
  const typed = (page: Page) => page.locator('[data-testid=record-page] input#root_name').inputValue();

  it('asks before another menu item leaves it: Stay keeps the values, Leave goes to the other page', async () => {
    const { page } = admin;
    await openDeskForm(page, 'Typed then menu');
    const formUrl = page.url();
    await menuItem(page, 'Visit list').click();
    await answer(page, 'stay');
    expect(page.url()).toBe(formUrl);
    expect(await typed(page)).toBe('Typed then menu');
    await menuItem(page, 'Visit list').click();
    await answer(page, 'leave');
    await page.waitForURL((url) => url.pathname === '/eform/view/customer_list');
    await row(page, 'Visit by sales').waitFor();
    expect(await row(page, 'Typed then menu').count()).toBe(0);
  });

  it('asks before closing its tab: Stay keeps the form and its tab, Leave closes the tab', async () => {
    const { page } = admin;
    await openDeskForm(page, 'Typed then tab closed');
    const formUrl = page.url();
    await pageTab(page, 'Visit desk').locator('.yc-page-tab-close').click();
    await answer(page, 'stay');
    expect(page.url()).toBe(formUrl);
    expect(await typed(page)).toBe('Typed then tab closed');
    await pageTab(page, 'Visit desk').waitFor();
    await pageTab(page, 'Visit desk').locator('.yc-page-tab-close').click();
    await answer(page, 'leave');
    await page.waitForURL((url) => url.pathname !== '/eform/view/customer_desk');
    await pageTab(page, 'Visit desk').waitFor({ state: 'detached' });
  });
});

/** Another session saves the record of this name meanwhile, with these changes. */
async function someoneElseSaves(name: string, changes: Record<string, unknown>): Promise<void> {
  const [found] = await suite.server.tenantSql<{ id: string }>(`select id from customer where name = $1`, [name]);
  const record = `/api/eform/engine/view/customer_list/data/${found!.id}`;
  const other = await suite.server.login('admin');
  expectOk(await other.put(record, { ...expectOk<any>(await other.get(`${record}?mode=edit`)), ...changes }));
}

describe('a stale save', () => {
  it('Reload drops the typed values for the stored record, which then saves', async () => {
    const { page } = admin;
    await openVisits(page);
    await row(page, 'Visit to reload').locator('[data-testid=row-edit]').click();
    await dialog(page).locator('input#root_name').fill('Typed over a stale version');
    await someoneElseSaves('Visit to reload', { name: 'Reloaded from the server' });
    await dialog(page).locator('[data-testid=record-save]').click();
    await dialog(page).locator('[data-testid=stale-record]').waitFor();
    await dialog(page).locator('[data-testid=stale-reload]').click();
    await dialog(page).locator('[data-testid=stale-record]').waitFor({ state: 'detached' });
    await expect.poll(() => dialog(page).locator('input#root_name').inputValue()).toBe('Reloaded from the server');
    await dialog(page).locator('input#root_amount').fill('31');
    await dialog(page).locator('[data-testid=record-save]').click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => row(page, 'Reloaded from the server').textContent()).toContain('31');
  });
});

describe('a department column', () => {
  it('is filtered with the department picker and matches the records of that department', async () => {
    const { page } = admin;
    await openVisits(page);
    const picker = page.locator('[data-testid=query-bar] [data-picker=query-dept]');
    await picker.click();
    await page.keyboard.type('Guard sales');
    await page.locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper', { hasText: 'Guard sales' }).first().click();
    await expect.poll(() => picker.textContent()).toContain('Guard sales');
    await page.locator('[data-testid=query-search]').click();
    await row(page, 'Visit by support').waitFor({ state: 'detached' });
    expect(await row(page, 'Visit to reload').count()).toBe(0);
    expect(await row(page, 'Visit by sales').count()).toBe(1);
  });
});
