// A list page's buttons in Chromium: a custom button calls its server hook with the selected record and shows the
// script's message; a linked page opens on the current record (its code as the linked page's pre-filter) in a dialog —
// two in a row, each with its own record — inside the console's tab and in a new browser tab; the edit dialog opened
// on one record after another shows each one's own values.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { ApiClient } from '../support/server.ts';
import { expectOk, setUpCustomer } from '../api/eform-fixtures.ts';
import { consoleSuite } from './console-suite.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
let api: ApiClient;
let admin: { page: Page; context: BrowserContext; errors: string[] };
const viewPath = '/api/eform/manage/view';

const row = (page: Page, text: string, view?: string) =>
  page.locator(`[data-testid=eform-list]${view ? `[data-view=${view}]` : ''} .ant-table-row`, { hasText: text });
const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal').last();
const closeDialog = async (page: Page) => {
  await dialog(page).locator('.ant-modal-close').click();
  await page.locator('.ant-modal-wrap:visible').waitFor({ state: 'detached' }).catch(() => undefined);
};
const link = (buttonName: string, openType: string) => ({ buttonName, buttonType: 'inline', action: 'custom', linkView: 'customer_linked', openType });
const copy = (buttonName: string, openType: string) => ({ buttonName, buttonType: 'inline', action: 'custom', linkForm: 'customer_form', openType });
const nameInput = (scope: Page | ReturnType<Page['locator']>) => scope.locator('input#root_name, input[id$=name]').first();

beforeAll(async () => {
  api = await suite.server.login('admin');
  await setUpCustomer(api, { generate: true });
  for (const [name, code] of [['Ann', 'C1'], ['Bob', 'C2']] as const) expectOk(await api.post('/api/eform/engine/view/customer_list/data', { name, code }));
  const list = expectOk<any>(await api.get(`${viewPath}/queryByCode?code=customer_list`));
  // The linked page: the same customers, queried by their code only.
  const { version: _v, ...design } = list;
  const columns = list.columns.map((c: any) => ({ ...c, isQuery: c.colCode === 'code', isDefaultQuery: c.colCode === 'code', queryOp: c.colCode === 'code' ? 'eq' : undefined }));
  expectOk(await api.post(`${viewPath}/add`, { ...design, viewCode: 'customer_linked', viewName: 'Linked customers', columns, buttons: [] }));
  expectOk(await api.put(`${viewPath}/edit`, {
    ...list,
    buttons: [
      ...list.buttons,
      {
        buttonName: 'Approve', buttonType: 'toolbar', action: 'custom',
        script: { lang: 'script', code: 'if (!input.ids.length) return { refuse: "Select the customers to approve" }; return "Approved " + input.records.map((r) => r.name).join(", ");' },
      },
      link('Related', 'middle'), link('RelatedHere', 'insideTab'), link('RelatedNew', 'newTab'),
      copy('Copy', 'small'), copy('CopyHere', 'insideTab'), copy('CopyNew', 'newTab'),
    ],
  }));
  for (const viewCode of ['customer_list', 'customer_linked']) expectOk(await api.post(`${viewPath}/addToMenu`, { viewCode, back: '1', name: viewCode }));
  admin = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword);
});

describe('page buttons', () => {
  it('a custom button runs its server hook on the selected record and shows the message', async () => {
    const { page } = admin;
    await page.goto(`${suite.server.url}/eform/view/customer_list`);
    await row(page, 'Ann').waitFor();
    await page.locator('[data-testid=toolbar-custom-Approve]').click();
    await page.locator('.ant-notification-notice-error', { hasText: 'Select the customers to approve' }).waitFor();
    await row(page, 'Ann').locator('.ant-checkbox-input').check();
    await page.locator('[data-testid=toolbar-custom-Approve]').click();
    await page.locator('.ant-notification-notice-success', { hasText: 'Approved Ann' }).waitFor();
    expect(unexpectedErrors(admin.errors, [400])).toEqual([]);
  });

  it('a linked page opens in a dialog on each record it was opened for, one after another', async () => {
    const { page } = admin;
    await page.goto(`${suite.server.url}/eform/view/customer_list`);
    for (const [name, other] of [['Ann', 'Bob'], ['Bob', 'Ann']] as const) {
      await row(page, name).locator('[data-testid=row-link-Related]').click();
      const modal = page.locator('[data-testid=linked-page-modal]').last();
      await modal.locator('.ant-table-row', { hasText: name }).waitFor();
      expect(await modal.locator('.ant-table-row', { hasText: other }).count()).toBe(0);
      await closeDialog(page);
    }
  });

  it('the edit dialog opened on one record after another shows each one\'s own values', async () => {
    const { page } = admin;
    await page.goto(`${suite.server.url}/eform/view/customer_list`);
    for (const name of ['Ann', 'Bob']) {
      await row(page, name).locator('[data-testid=row-edit]').click();
      await expect.poll(() => nameInput(dialog(page)).inputValue()).toBe(name);
      await closeDialog(page);
    }
  });

  it('a linked page opens inside the console\'s tab and in a new browser tab on the record', async () => {
    const { page, context } = admin;
    await page.goto(`${suite.server.url}/eform/view/customer_list`);
    await row(page, 'Bob').locator('[data-testid=row-link-RelatedHere]').click();
    await page.waitForURL('**/eform/view/customer_linked?colCode=code&queryValue=C2');
    // The linked page's own list (the address changes before the screen: the list left may still be shown a moment).
    await row(page, 'Bob', 'customer_linked').waitFor();
    expect(await row(page, 'Ann').count()).toBe(0);

    await page.goto(`${suite.server.url}/eform/view/customer_list`);
    const [tab] = await Promise.all([context.waitForEvent('page'), row(page, 'Ann').locator('[data-testid=row-link-RelatedNew]').click()]);
    await tab.waitForURL('**/eform/view/customer_linked?colCode=code&queryValue=C1');
    await row(tab, 'Ann', 'customer_linked').waitFor();
    expect(await row(tab, 'Bob').count()).toBe(0);
    await tab.close();
    expect(unexpectedErrors(admin.errors, [400])).toEqual([]);
  });

  it('a linked form opens with the record\'s values in a dialog, inside the tab and in a new tab, and adds a record', async () => {
    const { page, context } = admin;
    await page.goto(`${suite.server.url}/eform/view/customer_list`);
    for (const name of ['Ann', 'Bob']) {
      await row(page, name).locator('[data-testid=row-link-Copy]').click();
      await expect.poll(() => nameInput(dialog(page)).inputValue()).toBe(name);
      await closeDialog(page);
    }

    await row(page, 'Bob').locator('[data-testid=row-link-CopyHere]').click();
    await page.waitForURL((url) => url.searchParams.get('recordAction') === 'add' && url.pathname.endsWith('/eform/view/customer_list'));
    const form = page.locator('[data-testid=record-page]');
    await expect.poll(() => nameInput(form).inputValue()).toBe('Bob');
    await nameInput(form).fill('Bob copy');
    await form.locator('[data-testid=record-save]').click();
    await row(page, 'Bob copy').waitFor();

    const [tab] = await Promise.all([context.waitForEvent('page'), row(page, 'Ann').locator('[data-testid=row-link-CopyNew]').click()]);
    await tab.waitForURL((url) => url.searchParams.get('recordAction') === 'add');
    await expect.poll(() => nameInput(tab.locator('[data-testid=record-page]')).inputValue()).toBe('Ann');
    await tab.close();
    expect(unexpectedErrors(admin.errors, [400])).toEqual([]);
  });
});
