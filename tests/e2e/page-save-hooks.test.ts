// A page's before-save hook set in the page designer, in Chromium: typed into the hooks tab's code editor and saved
// with the page; a customer added through the form dialog with a value the hook refuses gets the hook's message while
// the dialog stays open with what was typed; once the value is fixed the same dialog saves the record.
import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiClient } from '../support/server.ts';
import { expectOk, setUpCustomer } from '../api/eform-fixtures.ts';
import { consoleSuite } from './console-suite.ts';
import { still } from './eform-steps.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
let api: ApiClient;
const viewPath = '/api/eform/manage/view';
const HOOK = 'if (Number(input.record.age) > 120) return { refuse: "Age " + input.record.age + " is not believable: at most 120" };';

const row = (page: Page, text: string) => page.locator('[data-testid=eform-list] .ant-table-row', { hasText: text });

beforeAll(async () => {
  api = await suite.server.login('admin');
  await setUpCustomer(api, { generate: true });
  expectOk(await api.post(`${viewPath}/addToMenu`, { viewCode: 'customer_list', back: '1', name: 'Customers' }));
});

it('a before-save hook set in the page designer refuses a value in the form dialog; fixed, the record saves', async () => {
  const before = expectOk<any>(await api.get(`${viewPath}/queryByCode?code=customer_list`));
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword);
  try {
    // The hook typed into the designer's hooks tab and saved with the page.
    await page.goto(`${suite.server.url}/eform/page?groupCode=crm`);
    await page.locator('.ant-table-row', { hasText: 'customer_list' }).locator('[data-testid=page-design]').click();
    await page.locator('[data-testid=page-designer]').waitFor();
    await still(page);
    await page.locator('[data-testid=page-hooks-tab]').click();
    await page.locator('[data-testid=page-hook-beforeSave] .cm-content').click();
    await page.keyboard.insertText(HOOK);
    await expect.poll(() => page.locator('[data-testid=page-hook-beforeSave] .cm-content').innerText()).toContain('at most 120');
    await page.locator('[data-testid=designer-save]').click();
    await page.locator('[data-testid=designer-notice]').getByText(`版本 ${before.version + 1}`).waitFor();
    expect(expectOk<any>(await api.get(`${viewPath}/queryByCode?code=customer_list`)).beforeSave).toEqual({ lang: 'script', code: HOOK });

    // A customer of age 150: the hook's message, the dialog still open with the values typed, nothing saved.
    await page.goto(`${suite.server.url}/eform/view/customer_list`);
    await page.locator('[data-testid=eform-list]').waitFor();
    await page.locator('[data-testid=toolbar-add]').click();
    const dialog = page.locator('[data-testid=record-modal]');
    await dialog.locator('#root_name').waitFor();
    await dialog.locator('#root_name').fill('Methuselah');
    await dialog.locator('#root_age').fill('150');
    await dialog.locator('[data-testid=record-save]').click();
    await page.locator('.ant-notification-notice-error', { hasText: 'Age 150 is not believable: at most 120' }).waitFor();
    expect(await dialog.locator('[data-testid=record-save]').isVisible()).toBe(true);
    expect(await dialog.locator('#root_name').inputValue()).toBe('Methuselah');
    await still(page);
    expect(expectOk<any>(await api.post('/api/eform/engine/view/customer_list/list', {})).total).toBe(0);

    // Fixed, the same dialog saves.
    await dialog.locator('#root_age').fill('96');
    await dialog.locator('[data-testid=record-save]').click();
    await row(page, 'Methuselah').waitFor();
    await dialog.locator('[data-testid=record-save]').waitFor({ state: 'detached' });
    const [saved] = expectOk<any>(await api.post('/api/eform/engine/view/customer_list/list', {})).records;
    expect([saved.name, Number(saved.age)]).toEqual(['Methuselah', 96]);
    // The hook's refusal is the one 400 the page met.
    expect(unexpectedErrors(errors, [400])).toEqual([]);
  } finally {
    await context.close();
  }
});
