// Accessibility in Chromium, checked by axe-core (injected into the page): the login page, the portal, a generated
// list, its Add dialog and My tasks have no critical or serious violation, in the light and the dark theme; a list and
// its dialog work from the keyboard alone — Tab to Add, Enter opens the dialog, typing fills it, Escape closes it and
// the focus is back on Add (#42 item 7).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectOk, setUpCustomer } from '../api/eform-fixtures.ts';
import { SALE_MODEL, SALES, salesByRegion } from '../api/report-fixtures.ts';
import { openPage } from '../support/browser.ts';
import type { ApiClient } from '../support/server.ts';
import { axeViolations } from './axe.ts';
import { consoleSuite } from './console-suite.ts';
import { still } from './eform-steps.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
let api: ApiClient;

const THEMES = ['light', 'dark'] as const;
const listRows = (page: Page) => page.locator('[data-testid=eform-list] .ant-table-row, [data-testid=eform-list] .ant-empty').first();
// antd spaces a two-character Chinese button's text ("新 增").
const addButton = (page: Page) => page.locator('[data-testid=toolbar] button', { hasText: /^新\s*增$/ });
/** Whether the located element has the page's focus (the tests' TypeScript knows no DOM types). */
const hasFocus = (located: Locator) =>
  located.evaluate((el) => el === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement);
const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal').last();

beforeAll(async () => {
  api = await suite.server.login('admin');
  await setUpCustomer(api, { generate: true });
  expectOk(await api.post('/api/eform/engine/view/customer_list/data', { name: 'Ann', code: 'C1' }));
  expectOk(await api.post('/api/eform/manage/view/addToMenu', { viewCode: 'customer_list', back: '1', name: 'customer_list' }));
  // A portal with a chart, so the portal page is checked with its widget drawn.
  // (The sales rows of the report tests, in the customer's app group.)
  expectOk(await api.post('/api/eform/manage/tableModel/add', SALE_MODEL));
  expectOk(await api.post('/api/eform/manage/tableModel/createTable', { tableName: 'sale' }));
  for (const [region, product, qty, price] of SALES) {
    await suite.server.tenantSql('insert into sale (id, region, product, qty, price) values (gen_random_uuid(), $1, $2, $3, $4)', [region, product, qty, price]);
  }
  expectOk(await api.post('/api/eform/manage/dataset/add', salesByRegion()));
  expectOk(await api.post('/api/eform/manage/widget/add', {
    widgetName: 'Sales pie', widgetCode: 'sales_pie', widgetType: 'Pie', datasetCode: 'sales_by_region', options: { measures: ['total_qty'] },
  }));
  expectOk(await api.post('/api/eform/manage/portal/add', {
    portalName: 'Home', portalCode: 'a11y_home', roleCodes: ['admin'], items: [{ i: 'pie', x: 0, y: 0, w: 6, h: 5, widgetCode: 'sales_pie' }],
  }));
});

/** A signed-in admin's page in `theme` (the settings drawer's navigation theme, kept in local storage). */
async function adminPage(theme: (typeof THEMES)[number]) {
  const opened = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword);
  await opened.page.evaluate(`localStorage.setItem('yuncheng__APP_SETTINGS', ${JSON.stringify(JSON.stringify({ value: { navTheme: theme }, expire: null }))})`);
  return opened;
}

describe.each(THEMES)('no critical or serious violation, %s theme', (theme) => {
  it('on the login page', async () => {
    const { page, context, errors } = await openPage(suite.browser);
    await page.goto(`${suite.server.url}/index/login`);
    await page.evaluate(`localStorage.setItem('yuncheng__APP_SETTINGS', ${JSON.stringify(JSON.stringify({ value: { navTheme: theme }, expire: null }))})`);
    await page.reload();
    await page.locator('#login-username').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // One level-one heading, for heading navigation.
    expect(await page.locator('h1').allTextContents()).toEqual(['账号登录']);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('on the portal, a list, its Add dialog and My tasks', async () => {
    const { page, context, errors } = await adminPage(theme);
    await page.goto(`${suite.server.url}/index/portal`);
    await page.locator('[data-testid=portal-chart-pie] svg g.mark-arc path').first().waitFor({ timeout: 60_000 });
    const found: Record<string, string[]> = {};
    // Each screen has one level-one heading, its menu item's name (read by screen readers; the tabs show it).
    const headings: Record<string, string[]> = {};
    found.portal = await axeViolations(page);
    headings.portal = await page.locator('h1').allTextContents();

    await page.goto(`${suite.server.url}/eform/view/customer_list`);
    await listRows(page).waitFor();
    found.list = await axeViolations(page);
    headings.list = await page.locator('h1').allTextContents();
    await addButton(page).click();
    await dialog(page).locator('input').first().waitFor();
    // Checked once the dialog has zoomed in: a half-faded button is not the contrast a reader gets.
    await still(page);
    found.dialog = await axeViolations(page);
    await page.keyboard.press('Escape');

    await page.goto(`${suite.server.url}/bpm/tasks`);
    await page.locator('.ant-table').first().waitFor();
    found.tasks = await axeViolations(page);
    headings.tasks = await page.locator('h1').allTextContents();
    expect(found).toEqual({ portal: [], list: [], dialog: [], tasks: [] });
    expect(Object.values(headings).map((texts) => texts.length)).toEqual([1, 1, 1]);
    expect(headings.tasks).toEqual(['我的任务']);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});

it('a list and its Add dialog work from the keyboard alone; Escape gives the focus back to Add', async () => {
  const { page, context } = await adminPage('light');
  // This reader's system asks for less motion (WCAG 2.3.3): the console's dialogs then appear at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${suite.server.url}/eform/view/customer_list`);
  await listRows(page).waitFor();
  const add = addButton(page);
  // Tab from the top of the page until Add has the focus.
  let reached = false;
  for (let presses = 0; presses < 80 && !reached; presses++) {
    await page.keyboard.press('Tab');
    reached = await hasFocus(add);
  }
  expect(reached, 'Add reached by Tab').toBe(true);
  await page.keyboard.press('Enter');
  await dialog(page).locator('input').first().waitFor();
  // Less motion asked: the dialog is there at once, without its zoom.
  expect(await page.locator('.ant-modal').first().getAttribute('class')).not.toMatch(/ant-zoom/);
  // The focus is in the dialog: Tab reaches its first field, and typing fills it.
  const inField = () => page.evaluate(`document.activeElement?.tagName === 'INPUT' && !!document.activeElement.closest('.ant-modal')`);
  for (let presses = 0; presses < 10 && !(await inField()); presses++) await page.keyboard.press('Tab');
  expect(await inField(), 'a field of the dialog reached by Tab').toBe(true);
  await page.keyboard.type('Keyboard Kim');
  expect(await page.evaluate('document.activeElement.value')).toBe('Keyboard Kim');
  // Escape asks before dropping what was typed; the question's Leave has the focus, Enter takes it.
  await page.keyboard.press('Escape');
  await page.locator('[data-testid=unsaved-leave-text]').waitFor();
  await expect.poll(() => page.evaluate('document.activeElement?.id')).toBe('unsaved-leave');
  await page.keyboard.press('Enter');
  await page.locator('[data-testid=record-modal]').waitFor({ state: 'detached' });
  await expect.poll(() => hasFocus(add)).toBe(true);
  await context.close();
});

it('with less motion asked, a button clicked draws no wave and the dialog it opens does not move', async () => {
  const { page, context } = await adminPage('light');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${suite.server.url}/eform/view/customer_list`);
  await listRows(page).waitFor();
  await addButton(page).click();
  await dialog(page).locator('input').first().waitFor();
  // antd's click wave is a 2 s fade of its own, which the motion token alone does not stop.
  expect(await page.locator('.ant-wave').count()).toBe(0);
  const moving = `document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity).length`;
  expect(await page.evaluate(moving)).toBe(0);
  await context.close();
});
