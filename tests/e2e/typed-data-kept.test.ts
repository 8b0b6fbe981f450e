// Nothing typed is lost, and filters match their column (#42 items 3, 6), in Chromium: a session revoked while the add
// dialog holds typed values — one expiry notice, and after signing in again the dialog is back with the values; Back
// with typed values asks (Stay keeps them, Leave closes the dialog on the same page); a user column is filtered with the
// user picker and finds that user's records; a number column's operators have no 'like'.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { ApiClient } from '../support/server.ts';
import { expectOk, setUpListPage, VISIT_COLUMNS } from '../api/eform-fixtures.ts';
import { consoleSuite } from './console-suite.ts';
import { still } from './eform-steps.ts';
import { loginThroughForm, signedInPage, storedToken } from './shell-helpers.ts';

const suite = consoleSuite();
const listUrl = () => `${suite.server.url}/eform/view/customer_list`;
let admin: { page: Page; context: BrowserContext; errors: string[] };

const dialog = (page: Page) => page.locator('[data-testid=record-modal]').last();
const row = (page: Page, text: string) => page.locator('[data-testid=eform-list] .ant-table-row', { hasText: text });

beforeAll(async () => {
  const api = await suite.server.login('admin');
  await setUpListPage(api, VISIT_COLUMNS, (c) =>
    ['owner', 'amount'].includes(c.colCode) ? { ...c, isDefaultQuery: c.colCode === 'owner', isQuery: true, queryOp: undefined } : { ...c, isDefaultQuery: false });
  expectOk(await api.post('/api/eform/manage/view/addToMenu', { viewCode: 'customer_list', back: '1', name: 'Visits' }));
  const { id } = (await suite.server.tenantSql<{ id: string }>(`select id from sys_user where username = 'admin'`))[0]!;
  expectOk(await api.post('/api/eform/engine/view/customer_list/data', { name: 'Visit by admin', amount: 2600.5, owner: id }));
  expectOk(await api.post('/api/eform/engine/view/customer_list/data', { name: 'Visit by nobody', amount: 12 }));
  expectOk(await api.post('/api/eform/engine/view/customer_list/data', { name: 'Visit to change', amount: 5 }));
  admin = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword);
});

async function openAddWith(page: Page, name: string) {
  await page.goto(listUrl());
  await row(page, 'Visit by admin').waitFor();
  await page.locator('[data-testid=toolbar-add]').click();
  await dialog(page).locator('input#root_name').fill(name);
  await dialog(page).locator('input#root_amount').fill('77.25');
}

describe('typed values survive an expired session', () => {
  it('one expiry notice; after signing in again the dialog is back with the values', async () => {
    const { page } = admin;
    await openAddWith(page, 'Typed before expiry');
    // The session is revoked on the server while the dialog is open.
    const token = await storedToken(page);
    await new ApiClient(suite.server.url, token).post('/api/system/logout');
    // Every request the page has under way is followed: each refused one could raise a notice of its own.
    const underWay = new Set<Request>();
    const done = (request: Request) => underWay.delete(request);
    page.on('request', (request) => underWay.add(request));
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    await dialog(page).locator('[data-testid=record-save]').click();
    await page.locator('#login-expired-ok').waitFor();
    // Once every answer is in and the notices' animations have ended, a second notice would be on screen.
    await expect.poll(() => underWay.size).toBe(0);
    await still(page);
    expect(await page.locator('.ant-modal-confirm-error').count()).toBe(1);
    expect(await page.locator('#login-expired-ok').count()).toBe(1);
    await page.locator('#login-expired-ok').click();
    await page.waitForURL((url) => url.pathname.startsWith('/index/login'));
    await loginThroughForm(page, 'admin', suite.server.adminPassword);
    await page.waitForURL((url) => url.pathname === '/eform/view/customer_list');
    await dialog(page).locator('input#root_name').waitFor();
    expect(await dialog(page).locator('input#root_name').inputValue()).toBe('Typed before expiry');
    expect(await dialog(page).locator('input#root_amount').inputValue()).toContain('77.25');
    await page.locator('.ant-notification-notice', { hasText: /unsaved input was restored|已恢复您未保存的输入/ }).waitFor();
    // Saved now: the record is there.
    await dialog(page).locator('[data-testid=record-save]').click();
    await row(page, 'Typed before expiry').waitFor();
  });

  it('Back with typed values asks: Stay keeps them, Leave closes the dialog on the same page', async () => {
    const { page } = admin;
    await openAddWith(page, 'Typed then Back');
    await page.goBack();
    await page.locator('[data-testid=unsaved-leave-text]').waitFor();
    await page.locator('#unsaved-stay').click();
    expect(await dialog(page).locator('input#root_name').inputValue()).toBe('Typed then Back');
    await page.goBack();
    await page.locator('[data-testid=unsaved-leave-text]').last().waitFor();
    await page.locator('#unsaved-leave').last().click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/eform/view/customer_list');
    await row(page, 'Visit by admin').waitFor();
  });
});

describe('a stale save', () => {
  it('keeps the typed values and compares them with the stored record, then saves over it', async () => {
    const { page } = admin;
    await page.goto(listUrl());
    await row(page, 'Visit to change').locator('[data-testid=row-edit]').click();
    await dialog(page).locator('input#root_name').fill('Typed over a stale version');
    // Someone else saves the record meanwhile.
    const api = await suite.server.login('admin');
    const list = expectOk<any>(await api.post('/api/eform/engine/view/customer_list/list', {}));
    const { id } = list.records.find((r: any) => r.name === 'Visit to change');
    const stored = expectOk<any>(await api.get(`/api/eform/engine/view/customer_list/data/${id}?mode=edit`));
    expectOk(await api.put(`/api/eform/engine/view/customer_list/data/${id}`, { ...stored, name: 'Changed by someone else' }));
    await dialog(page).locator('[data-testid=record-save]').click();
    await dialog(page).locator('[data-testid=stale-record]').waitFor();
    expect(await dialog(page).locator('input#root_name').inputValue()).toBe('Typed over a stale version');
    await dialog(page).locator('[data-testid=stale-compare]').click();
    const compared = dialog(page).locator('[data-testid=stale-compare-table]');
    await compared.waitFor();
    expect(await compared.textContent()).toContain('Changed by someone else');
    expect(await compared.textContent()).toContain('Typed over a stale version');
    await dialog(page).locator('[data-testid=record-save]').click();
    await row(page, 'Typed over a stale version').waitFor();
  });
});

describe('filters that match the column', () => {
  it('a user column is filtered with the user picker and finds that user records', async () => {
    const { page } = admin;
    await page.goto(listUrl());
    await row(page, 'Visit by nobody').waitFor();
    const picker = page.locator('[data-testid=query-bar] [data-picker=query-owner]');
    await picker.click();
    await page.keyboard.type('admin');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'admin' }).first().click();
    await page.locator('[data-testid=query-search]').click();
    await row(page, 'Visit by nobody').waitFor({ state: 'detached' });
    expect(await row(page, 'Visit by admin').count()).toBe(1);
  });

  it("a number column offers only comparisons, no 'like'", async () => {
    const { page } = admin;
    await page.goto(listUrl());
    await row(page, 'Visit by admin').waitFor();
    await page.locator('[data-testid=query-op-amount]').click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    // The list is read once it has opened (while it slides in, its options may not be counted yet).
    await expect.poll(() => options.count(), { timeout: 60_000 }).toBe(6);
    const labels = await options.allTextContents();
    expect(labels.join('|')).not.toMatch(/like|包含|以…/);
  });
});
