// The form designer in Chromium: loaded only when a form is designed (never on the login page or end-user pages),
// opened for two forms in a row (each shows its own controls), a control added from the palette and bound to a new
// column of the table model, previewed through the console's form renderer, saved at its version, and a save made
// stale by another user merged.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { customerModel, expectOk, setUpCustomer } from '../api/eform-fixtures.ts';
import type { ApiClient } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { choose, still } from './eform-steps.ts';
import { DESKTOP, openPage } from '../support/browser.ts';
import { loginThroughForm, signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
let admin: ApiClient;
beforeAll(async () => {
  admin = await suite.server.login('admin');
  await setUpCustomer(admin, { generate: true });
  expectOk(await admin.post('/api/eform/manage/tableModel/add', {
    ...customerModel([{ colCode: 'title', colName: 'Title', colType: 'varchar', colLength: 80 }]), tableName: 'supplier', tableDesc: 'Supplier',
  }));
  expectOk(await admin.post('/api/eform/manage/tableModel/generate', { tableName: 'supplier' }));
  expectOk(await admin.post('/api/eform/manage/view/addToMenu', { viewCode: 'customer_list', parentId: null, back: '1', name: 'Customers' }));
});

const storedForm = async (code: string) => expectOk<any>(await admin.get(`/api/eform/manage/form/queryByCode?code=${code}`));
const blocks = (page: Page) =>
  page.locator('[data-testid=designer-canvas] [data-testid^=block-][aria-selected]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice(6)));

async function openDesigner(page: Page, formCode: string) {
  await page.locator('.ant-table-row', { hasText: formCode }).locator('[data-testid=form-design]').click();
  await page.locator('[data-testid=form-designer]').waitFor();
}

async function closeDesigner(page: Page) {
  await page.locator('.ant-drawer-close').last().click();
  await page.locator('[data-testid=form-designer]').waitFor({ state: 'detached' });
}

it('never loads the designer on the login page or an end user\'s pages', async () => {
  const scripts: string[] = [];
  const { page, context, errors } = await openPage(suite.browser, DESKTOP);
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
  await page.goto(`${suite.server.url}/index/login`);
  await loginThroughForm(page, 'admin', suite.server.adminPassword);
  await page.waitForURL((url) => !url.pathname.startsWith('/index/login'));
  await page.goto(`${suite.server.url}/eform/view/customer_list`);
  await page.locator('.ant-table').first().waitFor();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => /form-designer/.test(s))).toEqual([]);
  // Designing a form loads it.
  await page.goto(`${suite.server.url}/eform/form?groupCode=crm`);
  await openDesigner(page, 'customer_form');
  expect(scripts.filter((s) => /form-designer/.test(s)).length).toBe(1);
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});

it('opens on the form it was asked for, twice in a row; adds a control bound to a new column, previews and saves it', async () => {
  const before = await storedForm('customer_form');
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/eform/form?groupCode=crm' });
  await openDesigner(page, 'supplier_form');
  expect(await blocks(page)).toEqual(['title']);
  await closeDesigner(page);
  await openDesigner(page, 'customer_form');
  expect(await blocks(page)).toEqual(before.fields.map((f: { key: string }) => f.key));

  // A rating after the name, bound to a new column 'stars' of the model.
  await page.locator('[data-testid=block-name]').click();
  await page.locator('[data-testid=palette-rate]').click();
  expect((await blocks(page)).slice(0, 2)).toEqual(['name', 'rate']);
  const key = page.locator('[data-testid=prop-key]');
  await key.click();
  await page.keyboard.type('stars');
  await page.keyboard.press('Enter');
  await page.locator('[data-testid=block-stars]').waitFor();
  await page.locator('[data-testid=prop-create-column]').click();
  await expect.poll(async () => (await expectOk<any>(await admin.get('/api/eform/manage/tableModel/queryByCode?code=customer'))).columns.map((c: { colCode: string }) => c.colCode)).toContain('stars');
  await page.locator('[data-testid=prop-title]').fill('星级');
  await page.locator('[data-testid=prop-title]').press('Enter');
  await page.locator('[data-testid=rule-required]').click();

  // The console's own renderer previews it, at phone width too.
  await page.locator('[data-testid=designer-mode]').getByText('手机').click();
  await page.locator('[data-testid=designer-preview-phone] .ant-rate').waitFor();
  // The renderer gets a phone's width (375 px) to lay the form out in.
  expect((await page.locator('[data-testid=designer-preview-phone] > *').first().boundingBox())!.width).toBeLessThanOrEqual(375);
  await page.locator('[data-testid=designer-mode]').getByText('设计').click();
  await page.locator('[data-testid=block-stars]').click();
  await page.locator('[data-testid=designer-save]').click();
  await page.locator('[data-testid=designer-notice]').getByText(`版本 ${before.version + 1}`).waitFor();
  const after = await storedForm('customer_form');
  expect(after.version).toBe(before.version + 1);
  const stars = after.fields.find((f: { key: string }) => f.key === 'stars');
  expect(stars).toMatchObject({ type: 'rate', title: '星级', rules: [{ required: true }] });
  expect(after.fields.map((f: { key: string }) => f.key).slice(0, 2)).toEqual(['name', 'stars']);
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});

it('merges a save made stale by another user\'s save', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/eform/form?groupCode=crm' });
  await openDesigner(page, 'supplier_form');
  await page.locator('[data-testid=palette-textarea]').click();
  // Meanwhile someone else renames the form.
  const theirs = await storedForm('supplier_form');
  expectOk(await admin.put('/api/eform/manage/form/edit', { ...theirs, formName: 'Supplier (renamed)' }));
  await page.locator('[data-testid=designer-save]').click();
  await page.locator('[data-testid=stale-text]').waitFor();
  await page.locator('[data-testid=stale-keep]').click();
  await expect.poll(() => page.locator('[data-testid=designer-version]').innerText()).toBe(`v${theirs.version + 1}`);
  await page.locator('[data-testid=designer-save]').click();
  await expect.poll(async () => (await storedForm('supplier_form')).version).toBe(theirs.version + 2);
  const merged = await storedForm('supplier_form');
  expect([merged.formName, merged.fields.map((f: { key: string }) => f.key)]).toEqual(['Supplier (renamed)', ['title', 'textarea']]);
  // The stale save's 409 is the answer the designer handles.
  expect(unexpectedErrors(errors, [409])).toEqual([]);
  await context.close();
});

it('designs a page: opened for two pages in a row, a column dragged to the front and hidden, saved at its version', async () => {
  // A record to preview (the table synced with the column the form test created).
  expectOk(await admin.post('/api/eform/manage/tableModel/syncTable', { tableName: 'customer' }));
  expectOk(await admin.post('/api/eform/engine/view/customer_list/data', { name: 'Previewed', code: 'PV1', phone: '13900000000', age: 40, stars: 3 }));
  const before = expectOk<any>(await admin.get('/api/eform/manage/view/queryByCode?code=customer_list'));
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/eform/page?groupCode=crm' });
  const columnsShown = () => page.locator('[data-testid^=page-column-]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice(12)));
  const open = async (viewCode: string) => {
    await page.locator('.ant-table-row', { hasText: viewCode }).locator('[data-testid=page-design]').click();
    await page.locator('[data-testid=page-designer]').waitFor();
  };
  await open('supplier_list');
  expect(await columnsShown()).toEqual(['title']);
  await page.locator('.ant-drawer-close').last().click();
  await page.locator('[data-testid=page-designer]').waitFor({ state: 'detached' });
  await open('customer_list');
  const codes = before.columns.map((c: { colCode: string }) => c.colCode);
  expect(await columnsShown()).toEqual(codes);

  // Age dragged before the first column (once the drawer has slid in).
  await still(page);
  const handle = page.locator('[data-testid=page-handle-age]');
  const a = (await handle.boundingBox())!;
  const b = (await page.locator(`[data-testid=page-column-${codes[0]}]`).boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 - 10, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect.poll(async () => (await columnsShown())[0]).toBe('age');
  // Hidden through its property form (generated from the engine's column schema).
  await page.locator('[data-testid=page-properties] label', { hasText: '显示' }).filter({ hasNotText: '控件' }).locator('input[type=checkbox]').uncheck();
  // The live preview: the design (not saved yet) over the real records; the phone column masked by the design only.
  await page.locator('[data-testid=page-column-phone]').click();
  // Chosen in the phone column's own property form (its options, not another dropdown's), which then shows the choice.
  await expect.poll(() => page.locator('[data-testid=page-column-phone]').getAttribute('aria-selected')).toBe('true');
  await choose(page, page.locator('[data-testid=page-properties] .ant-select:has(#root_tuoMin)'), '手机号');
  await page.locator('[data-testid=designer-mode]').getByText('预览').click();
  const preview = page.locator('[data-testid=page-preview]');
  await preview.locator('.ant-table-row', { hasText: 'Previewed' }).waitFor();
  expect(await preview.locator('.ant-table-thead').innerText()).not.toContain('Age');
  expect(await preview.locator('.ant-table-row', { hasText: 'Previewed' }).innerText()).toContain('139****0000');
  await page.locator('[data-testid=designer-mode]').getByText('设计').click();
  // A load hook typed into the code editor (scripts may be edited here).
  await page.locator('[data-testid=page-hooks-tab]').click();
  await page.locator('[data-testid=page-hook-beforeLoad] .cm-content').click();
  await page.keyboard.type('return query;');
  await page.locator('[data-testid=designer-save]').click();
  await page.locator('[data-testid=designer-notice]').getByText(`版本 ${before.version + 1}`).waitFor();
  const after = expectOk<any>(await admin.get('/api/eform/manage/view/queryByCode?code=customer_list'));
  expect(after.columns.map((c: { colCode: string }) => c.colCode)).toEqual(['age', ...codes.filter((c: string) => c !== 'age')]);
  expect(after.columns[0].isShow).toBe(false);
  expect(after.beforeLoad).toEqual({ lang: 'script', code: 'return query;' });
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});
