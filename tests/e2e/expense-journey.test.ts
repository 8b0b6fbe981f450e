// One app, end to end (issue 31's "Done when"), in Chromium on the embedded database, in English: an expense claim
// with a sub-table of lines and a category coded by a dictionary (a linkage rule hides the note for meals), its
// generated form and list on a menu, a role granted that menu and users with it, a two-step approval bound to the form
// whose first step may edit the note. The user signs in and submits a claim with two lines from the list; the first
// approver sees the lines, writes the note and approves, the second approves; the list shows the claim "Approved" with
// the approver's note; a bar and a pie on the portal count it under the category's label; the list exports in labels
// and that workbook imports back with "N rows imported". No screen on the way (the login page and My tasks included)
// shows Chinese, a raw key or JSON.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { expectOk } from '../api/eform-fixtures.ts';
import { readWorkbook } from '../api/excel-fixtures.ts';
import { setUpExpenseApproval } from '../api/expense-fixtures.ts';
import { openPage } from '../support/browser.ts';
import { STRONG_PASSWORD } from '../support/identity.ts';
import type { ApiClient } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { choose, still } from './eform-steps.ts';
import { clean, languageStorage, setLanguage } from './english-scan.ts';
import { loginThroughForm, signedInPage } from './shell-helpers.ts';

const suite = consoleSuite(undefined, { database: 'pglite' });
const VIEW = 'expense_claim_list';
let admin: ApiClient;
let listUrl: string;
let requesterName: string;
let leadName: string;
let clerkName: string;

/** The category column, coded by a dictionary, added to the claim and to its form and list. */
async function addCategory(): Promise<void> {
  expectOk(await admin.post('/api/system/dict/add', {
    dictCode: 'expense_category', dictName: 'Expense category', category: 'app',
    items: [{ itemText: '差旅', itemTextEn: 'Travel', itemValue: 'TRV', sortOrder: 1 }, { itemText: '餐饮', itemTextEn: 'Meals', itemValue: 'MEL', sortOrder: 2 }],
  }));
  const model = expectOk<any>(await admin.get('/api/eform/manage/tableModel/queryByCode?code=expense_claim'));
  const category = { colCode: 'category', colName: 'Category', colType: 'varchar', colLength: 8, showType: 'select', showConfig: { dictOption: { dictCode: 'expense_category' } } };
  expectOk(await admin.put('/api/eform/manage/tableModel/edit', { ...model, columns: [...model.columns, category] }));
  expectOk(await admin.post('/api/eform/manage/tableModel/syncTable', { tableName: 'expense_claim', force: true }));
  const updated = expectOk<any>(await admin.post('/api/eform/manage/tableModel/updateGenerated', { tableName: 'expense_claim' }));
  // The sub-table's field is bound to the child table, not to a column of the model: the update keeps it.
  expect(updated.form.fields.some((f: any) => f.key === 'lines')).toBe(true);
  // Meals need no note: a linkage rule on the category hides it.
  const form = expectOk<any>(await admin.get('/api/eform/manage/form/queryByCode?code=expense_claim_form'));
  const noNoteForMeals = { linkage: [{ when: { '==': [{ var: 'category' }, 'MEL'] }, actions: [{ action: 'hide', target: 'note' }] }] };
  const fields = form.fields.map((f: any) => (f.key === 'category' ? { ...f, showConfig: { ...f.showConfig, ...noNoteForMeals } } : f));
  expectOk(await admin.put('/api/eform/manage/form/edit', { ...form, fields }));
  const view = expectOk<any>(await admin.get(`/api/eform/manage/view/queryByCode?code=${VIEW}`));
  const buttons = [...view.buttons, { buttonName: 'Export', buttonType: 'toolbar', action: 'export' }, { buttonName: 'Import', buttonType: 'toolbar', action: 'import' }];
  expectOk(await admin.put('/api/eform/manage/view/edit', { ...view, buttons }));
}

/** A dataset counting the claims by category, a bar and a pie over it, on the default portal. */
async function addChart(): Promise<void> {
  expectOk(await admin.post('/api/eform/manage/dataset/add', {
    datasetName: 'Claims by category', datasetCode: 'claims_by_category', tableName: 'expense_claim', dimension: ['category'], measure: [{ colCode: '*', agg: 'count', alias: 'claims' }],
  }));
  expectOk(await admin.post('/api/eform/manage/widget/add', { widgetName: 'Claims per category', widgetCode: 'claims_bar', widgetType: 'Column', datasetCode: 'claims_by_category' }));
  expectOk(await admin.post('/api/eform/manage/widget/add', { widgetName: 'Share of claims', widgetCode: 'claims_pie', widgetType: 'Pie', datasetCode: 'claims_by_category' }));
  const items = [{ i: 'bar', x: 0, y: 0, w: 6, h: 5, widgetCode: 'claims_bar' }, { i: 'pie', x: 6, y: 0, w: 6, h: 5, widgetCode: 'claims_pie' }];
  expectOk(await admin.post('/api/eform/manage/portal/add', { portalName: 'Expenses', portalCode: 'expenses_home', items }));
  expectOk(await admin.put('/api/eform/manage/portal/settings', { portalType: 1, defaultPortal: 'expenses_home' }));
}

beforeAll(async () => {
  admin = await suite.server.login('admin');
  ({ listUrl, requester: requesterName, lead: leadName, clerk: clerkName } = await setUpExpenseApproval(suite.server, {
    steps: 2, lead: { fieldAccess: { note: 'edit' } }, beforeUsers: addCategory,
  }));
  await addChart();
});

/** A user's console in English. */
async function inEnglish(username: string) {
  const opened = await signedInPage(suite.browser, suite.server.url, username, STRONG_PASSWORD);
  await setLanguage(opened.page, 'en_US');
  return opened.page;
}

const claimRow = (page: Page) => page.locator('[data-testid=eform-list] .ant-table-row', { hasText: 'Conference trip' });

async function openList(page: Page): Promise<void> {
  await page.goto(`${suite.server.url}${listUrl}`);
  await page.locator('[data-testid=eform-list]').waitFor();
  await still(page);
}

/** The requester's first sign-in, through the login page in English. */
async function signInInEnglish(username: string): Promise<Page> {
  const { page } = await openPage(suite.browser, undefined, {
    origin: new URL(suite.server.url).origin,
    localStorage: languageStorage('en_US'),
  });
  await page.goto(`${suite.server.url}/index/login`);
  await page.locator('#login-username').waitFor();
  await clean(page, 'login');
  await loginThroughForm(page, username, STRONG_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/index/login'));
  return page;
}

/** Opens the claim's task from My tasks, checks the screen, (the manager) writes the note, and approves it. */
async function approve(username: string, checkLines: boolean): Promise<void> {
  const page = await inEnglish(username);
  await page.goto(`${suite.server.url}/bpm/tasks`);
  const task = page.locator('.ant-table-row:visible', { hasText: 'Conference trip' });
  await task.waitFor();
  await clean(page, `My tasks of ${checkLines ? 'the manager' : 'finance'}`);
  await task.locator('[data-testid^=task-open-]').click();
  await page.locator('[data-testid=flow-actions]').waitFor();
  await still(page);
  if (checkLines) {
    const lines = await page.locator('[data-testid=flow-form] [data-subtable=root_lines]').innerText();
    expect(lines).toContain('Train');
    expect(lines).toContain('Hotel');
    // The step may edit the note, and only the note.
    await page.locator('[data-testid=flow-form] #root_note').fill('Receipt checked');
    expect(await page.locator('[data-testid=flow-form] #root_amount').isDisabled()).toBe(true);
  }
  await clean(page, `task of ${checkLines ? 'the manager' : 'finance'}`);
  await page.locator('[data-testid=flow-approve]').click();
  await page.locator('[data-testid=flow-task-closed]').waitFor();
  await clean(page, 'task closed');
  await page.context().close();
}

async function download(page: Page, selector: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.locator(selector).click()]);
  return fs.readFileSync((await file.path())!);
}

it('is submitted with its lines, approved in two steps, charted and exported in labels, and imported back', async () => {
  const requester = await signInInEnglish(requesterName);
  await openList(requester);
  await clean(requester, 'claims list');
  await requester.locator('[data-testid=toolbar-submit-approval]').click();
  await requester.waitForURL(/\/flow\/start\/expense/);
  await requester.locator('[data-testid=process-start-title]').fill('Conference trip');
  await requester.locator('#root_title').fill('Conference trip');
  await requester.locator('#root_amount').fill('300');
  // The linkage rule: meals hide the note, travel shows it again.
  await choose(requester, requester.locator('.ant-select:has(#root_category)'), 'Meals');
  await requester.locator('#root_note').waitFor({ state: 'hidden' });
  await choose(requester, requester.locator('.ant-select:has(#root_category)'), 'Travel');
  await requester.locator('#root_note').waitFor();
  for (const [index, [item, cost]] of [['Train', '120'], ['Hotel', '180']].entries()) {
    await requester.locator('[data-add-row=root_lines]').click();
    await requester.locator(`[data-cell="root_lines.${index}.item"]`).fill(item!);
    await requester.locator(`[data-cell="root_lines.${index}.cost"] input, input[data-cell="root_lines.${index}.cost"]`).first().fill(cost!);
  }
  await clean(requester, 'start form');
  await requester.locator('[data-testid=process-start-submit]').click();
  await requester.waitForURL(/\/flow\/instance\//);
  await requester.locator('[data-testid=flow-diagram] [data-node-id=lead][data-state=current]').waitFor();
  await clean(requester, 'instance');

  await approve(leadName, true);
  await approve(clerkName, false);

  await openList(requester);
  const status = claimRow(requester).locator('[data-testid=approval-status]');
  await status.waitFor();
  expect(await status.innerText()).toBe('Approved');
  expect(await claimRow(requester).innerText()).toContain('Travel');
  expect(await claimRow(requester).innerText()).toContain('Receipt checked');
  await clean(requester, 'claims list, approved');

  // The portal's bar counts the claim under the category's label, never its code.
  await requester.goto(`${suite.server.url}/index/portal`);
  const chart = requester.locator('[data-testid=portal-chart-bar] svg');
  await chart.locator('text').first().waitFor();
  const texts = await chart.locator('text').allTextContents();
  expect(texts).toContain('Travel');
  expect(texts).not.toContain('TRV');
  // The pie names each slice with its count and share: one claim, all of them.
  const pie = requester.locator('[data-testid=portal-chart-pie] svg');
  await pie.locator('text', { hasText: 'Travel' }).first().waitFor();
  expect(await pie.locator('text').allTextContents()).toContain('Travel: 1 (100%)');
  await clean(requester, 'portal');

  // Exported in labels; that workbook imported back.
  await openList(requester);
  const workbook = await download(requester, '[data-testid=toolbar-export]');
  const exported = await readWorkbook(workbook);
  const category = exported[0]!.indexOf('Category');
  expect(category).toBeGreaterThanOrEqual(0);
  expect(exported.slice(1).map((r) => r[category])).toEqual(['Travel']);
  await requester.locator('[data-testid=toolbar-import]').click();
  const dialog = requester.locator('[data-testid=excel-import-dialog]');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'claims.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: workbook,
  });
  const summary = dialog.locator('[data-testid=excel-summary]');
  await summary.waitFor();
  expect(await summary.innerText()).toBe('1 row imported');
  await clean(requester, 'import dialog');
  await dialog.locator('[data-testid=excel-close]').click();
  await expect.poll(() => claimRow(requester).count()).toBe(2);
  expect(await requester.locator('[data-testid=eform-list] thead').innerText()).toContain('Approval status');
  const rows = await suite.server.tenantSql<{ category: string }>(`select category from expense_claim where title = 'Conference trip'`);
  expect(rows.map((r) => r.category)).toEqual(['TRV', 'TRV']);
});
