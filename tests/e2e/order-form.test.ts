// The order form in Chromium (issue 16): a customer picked from the customers table model by typing part of its name
// (a select over a SQL config searched on the server, the first 50 matches at a time, the id stored, the name shown in
// the list and when reopened, also for a customer far from the first matches), a customer contact picked with the user
// picker (searched on the server, shown by name when reopened), a button control pressing the page's custom button (its
// server hook answers with the form's values), a serial number drawn at save, an order-lines sub-table edited inline (a
// row missing its product flagged by the row form's rule and refused), an uploaded image, a drawn signature and the
// order line page embedded (waiting for the order with the spec's message, then listing its lines); saved (the list
// showing the customer and the contact by name), and two orders reopened one after the other, each with its own lines.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectOk } from '../api/eform-fixtures.ts';
import type { ApiClient } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { option, still } from './eform-steps.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const FILE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-e2e-order-form-'));
const suite = consoleSuite({ FILE_DIR });
afterAll(() => fs.rmSync(FILE_DIR, { recursive: true, force: true }));
const PAGE = '/api/eform/engine/view/sales_order_list';
// A real 2×2 red PNG, so that Chromium draws it.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8AARAwQCgQAAP//1T4B/2UPnQQAAAAASUVORK5CYII=', 'base64');
const CUSTOMERS = 2000;
let admin: ApiClient;
let adminName: string;

async function model(body: Record<string, unknown>) {
  expectOk(await admin.post('/api/eform/manage/tableModel/add', { groupCode: 'sales', persistenceType: 'db', ...body }));
  expectOk(await admin.post('/api/eform/manage/tableModel/createTable', { tableName: body.tableName }));
  expectOk(await admin.post('/api/eform/manage/tableModel/generate', { tableName: body.tableName }));
}

beforeAll(async () => {
  admin = await suite.server.login('admin');
  const me = expectOk<any[]>(await admin.get('/api/eform/engine/picker/users?keyWord=admin')).find((u) => u.username === 'admin');
  adminName = me.realname || me.username;
  expectOk(await admin.post('/api/system/fillRule/add', {
    ruleName: 'Order number', ruleCode: 'order_no', ruleClass: 'serialNumber', ruleParams: { prefix: 'SO', digits: 4, resetBy: 'none' },
  }));
  expectOk(await admin.post('/api/eform/manage/appGroup/add', { groupCode: 'sales', groupName: 'Sales', orderNum: 1 }));
  // The customers: a table model of their own, listed to the order form by a SQL config searched by name.
  await model({ tableName: 'customer', tableDesc: '客户', objStructure: 'main', columns: [{ colCode: 'name', colName: '名称', colType: 'varchar', colLength: 100 }] });
  await suite.server.tenantSql(`insert into customer (id, name) select gen_random_uuid(), 'Customer ' || lpad(i::text, 4, '0') from generate_series(1, ${CUSTOMERS}) as i`);
  for (const name of ['Acme Trading', 'Acme Tools']) await suite.server.tenantSql('insert into customer (id, name) values (gen_random_uuid(), $1)', [name]);
  expectOk(await admin.post('/api/eform/manage/sqlConfig/add', {
    sqlName: 'Customers', sqlCode: 'customers',
    sqlQuery: "select id as value, name as label from customer where (:keyword = '' or name ilike '%' || :keyword || '%')"
      + " and (:ids = '' or id = any(string_to_array(:ids, ','))) order by name",
    parameters: [{ parameterKey: 'keyword', defaultValue: '' }, { parameterKey: 'ids', defaultValue: '' }],
  }));
  await model({
    tableName: 'sales_order', tableDesc: '订单', objStructure: 'main',
    columns: [
      { colCode: 'title', colName: '标题', colType: 'varchar', colLength: 50, isRequired: true },
      { colCode: 'order_no', colName: '订单号', colType: 'varchar', colLength: 30, showType: 'serialno' },
      { colCode: 'customer', colName: '客户', colType: 'varchar', colLength: 36 },
      { colCode: 'contact', colName: '客户联系人', colType: 'varchar', colLength: 36, showType: 'user' },
      { colCode: 'photo', colName: '图片', colType: 'varchar', colLength: 1000, showType: 'uploadImg' },
      { colCode: 'sign', colName: '签名', colType: 'varchar', colLength: 200, showType: 'signature' },
    ],
  });
  await model({
    tableName: 'order_line', tableDesc: '订单行', objStructure: 'oneToMany', mainTable: { tableName: 'sales_order', foreignKey: 'order_id' },
    columns: [
      { colCode: 'order_id', colName: '订单', colType: 'varchar', colLength: 36 },
      { colCode: 'product', colName: '产品', colType: 'varchar', colLength: 30, isRequired: true },
      { colCode: 'qty', colName: '数量', colType: 'number', colLength: 6 },
    ],
  });
  const form = expectOk<any>(await admin.get('/api/eform/manage/form/queryByCode?code=sales_order_form'));
  const fields = form.fields.map((f: any) => (f.key === 'order_no' ? { ...f, type: 'serialno', props: { ruleCode: 'order_no' } }
    : f.key === 'customer' ? { ...f, type: 'select', showConfig: { sqlConfig: { sqlCode: 'customers', searchKey: 'keyword', valueKey: 'ids' } } }
      : f.key === 'contact' ? { ...f, type: 'user' } : f.key === 'sign' ? { ...f, type: 'signature', required: 'Y', span: 24 } : f));
  // A button of the form pressing the page's custom button: its server hook answers with the form's values.
  fields.push({ type: 'button', key: 'check_credit', title: '信用检查', props: { text: '信用检查', action: 'hook', buttonName: 'Check credit' } });
  fields.push({ type: 'editableTable', key: 'lines', title: '订单行', span: 24, props: { tableName: 'order_line', formCode: 'order_line_form' } });
  // The order's lines again, as the order line page lists them (filtered by the order shown).
  fields.push({ type: 'page', key: 'line_page', title: '订单行页面', span: 24, props: { viewCode: 'order_line_list', filterField: 'order_id' } });
  expectOk(await admin.put('/api/eform/manage/form/edit', { ...form, fields }));
  const view = expectOk<any>(await admin.get('/api/eform/manage/view/queryByCode?code=order_line_list'));
  const columns = view.columns.map((c: any) => (c.colCode === 'order_id' ? { ...c, isQuery: true, queryOp: 'eq' } : c));
  expectOk(await admin.put('/api/eform/manage/view/edit', { ...view, columns }));
  const orders = expectOk<any>(await admin.get('/api/eform/manage/view/queryByCode?code=sales_order_list'));
  const check = {
    buttonName: 'Check credit', buttonType: 'toolbar', action: 'custom',
    script: { lang: 'script', code: 'return { message: "Credit checked: " + input.values.title + " for " + (input.values.customer ? "a customer" : "nobody") };' },
  };
  expectOk(await admin.put('/api/eform/manage/view/edit', { ...orders, buttons: [...(orders.buttons ?? []), check] }));
  expectOk(await admin.post('/api/eform/manage/view/addToMenu', { viewCode: 'sales_order_list', back: '1', name: '订单', nameEn: 'Orders' }));
});

/** Draws a stroke across the pad with the mouse and waits for its upload. */
async function sign(page: Page, pad: Locator) {
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + 30);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(box.x + 30 + 20 * i, box.y + 30 + 8 * i);
  await page.mouse.up();
}

const lineRows = (page: Page) => page.locator('[data-subtable=root_lines] tbody tr.ant-table-row');

async function fillLine(page: Page, index: number, product: string, qty: number) {
  const row = lineRows(page).nth(index);
  await row.locator('input').nth(0).fill(product);
  await row.locator('input').nth(1).fill(String(qty));
}

async function lines(page: Page): Promise<string[]> {
  const rows = lineRows(page);
  const out: string[] = [];
  for (let i = 0; i < await rows.count(); i++) {
    out.push(`${await rows.nth(i).locator('input').nth(0).inputValue()}:${await rows.nth(i).locator('input').nth(1).inputValue()}`);
  }
  return out;
}

async function pickContact(page: Page) {
  const picker = page.locator('.ant-select', { has: page.locator('#root_contact') });
  await picker.click();
  await page.locator('#root_contact').fill('admin');
  await option(page, 'admin').click();
  await expect.poll(() => picker.textContent()).toContain('admin');
  // The options close with a click beside the picker (Escape would also reach the dialog once they are closed).
  await page.locator('.ant-modal:visible .ant-modal-title').click();
  // Two lists may be closing at once (the search's and the pick's), both still visible while they slide away.
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count(), { timeout: 60_000 }).toBe(0);
}

/** Types part of a customer's name: the options are the server's matches (never the first 50 of the whole table). */
async function pickCustomer(page: Page, typed: string, name: string) {
  const picker = page.locator('.ant-select', { has: page.locator('#root_customer') });
  await picker.click();
  await page.locator('#root_customer').fill(typed);
  await option(page, name).waitFor();
  // Only the matches of what was typed are offered (once they arrived, the first rows of the table are gone).
  await expect.poll(() => page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Customer 0001' }).count()).toBe(0);
  await option(page, name).click();
  await expect.poll(() => picker.textContent()).toContain(name);
}

async function newOrder(page: Page, title: string, customer: [typed: string, name: string], rows: [string, number][]) {
  await page.locator('[data-testid=toolbar-add]').click();
  await page.locator('#root_title').waitFor();
  await page.locator('#root_title').fill(title);
  await pickCustomer(page, ...customer);
  await pickContact(page);
  // The embedded page waits for the order to exist (spec §5's message).
  await page.locator('[data-page-embed=order_line_list]', { hasText: '请先保存主表记录' }).waitFor();
  for (const [i, [product, qty]] of rows.entries()) {
    await page.locator('[data-add-row=root_lines]').click();
    await fillLine(page, i, product, qty);
  }
  await sign(page, page.locator('[data-testid=signature-root_sign] [data-testid=signature-pad]'));
  await page.locator('[data-testid=signature-root_sign]').getByText('已签名').waitFor();
}

it('Given the order form, when two orders are filled with a customer, lines, an image and a signature, saved and reopened, then each shows what was saved', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/eform/view/sales_order_list' });
  await newOrder(page, 'First order', ['acme tr', 'Acme Trading'], [['Bolt', 10]]);
  // The button control presses the page's custom button with the form's values.
  await page.locator('[data-testid=button-check_credit]').click();
  await page.getByText('Credit checked: First order for a customer').waitFor();
  await page.locator('[data-testid=upload-root_photo] input[type=file]').setInputFiles({ name: 'crate.png', mimeType: 'image/png', buffer: PNG });
  await page.locator('[data-testid=upload-root_photo] .ant-upload-list-item-done img').waitFor();

  // A second line without its product: flagged in the row as typed (the row form's rule), and the save refused.
  await page.locator('[data-add-row=root_lines]').click();
  await lineRows(page).nth(1).locator('input').nth(1).fill('3');
  await page.locator('[data-subtable=root_lines]').getByText('产品不能为空').waitFor();
  await page.locator('[data-testid=record-save]').click();
  await expect.poll(async () => expectOk<any>(await admin.post(`${PAGE}/list`, {})).total).toBe(0);
  await lineRows(page).nth(1).locator('input').nth(0).fill('Nut');
  await expect.poll(() => page.locator('[data-subtable=root_lines]').getByText('产品不能为空').count()).toBe(0);
  await still(page);
  await page.locator('[data-testid=record-save]').click();
  const first = page.locator('.ant-table-row', { hasText: 'First order' });
  await first.getByText('SO0001').waitFor();
  // The list shows the customer and the contact by name, not by id.
  await first.getByText(adminName).waitFor();
  await first.locator('[data-option-label=customer]', { hasText: 'Acme Trading' }).waitFor();

  // A customer far from the first 50 matches (by name), found by what is typed.
  await newOrder(page, 'Second order', ['1999', 'Customer 1999'], [['Washer', 7]]);
  await page.locator('[data-testid=record-save]').click();
  const second = page.locator('.ant-table-row', { hasText: 'Second order' });
  await second.getByText('SO0002').waitFor();
  await second.locator('[data-option-label=customer]', { hasText: 'Customer 1999' }).waitFor();

  const stored = expectOk<any>(await admin.post(`${PAGE}/list`, {})).records as any[];
  expect(stored.map((r) => r.title).sort()).toEqual(['First order', 'Second order']);
  expect(stored.find((r) => r.title === 'First order').photo).toMatch(/\.png$/);
  const [acme] = await suite.server.tenantSql<{ id: string }>(`select id from customer where name = 'Acme Trading'`);
  expect(stored.find((r) => r.title === 'First order').customer).toBe(acme!.id);

  // Reopened one after the other: each order's own number, customer (by name), lines, image and signature.
  for (const [row, title, number, expected, customer] of [
    [first, 'First order', 'SO0001', ['Bolt:10', 'Nut:3'], 'Acme Trading'], [second, 'Second order', 'SO0002', ['Washer:7'], 'Customer 1999'],
  ] as const) {
    await row.locator('[data-testid=row-edit]').click();
    await expect.poll(() => page.locator('#root_title').inputValue()).toBe(title);
    expect(await page.locator('#root_order_no').inputValue()).toBe(number);
    await expect.poll(() => lines(page)).toEqual(expected);
    await expect.poll(() => page.locator('.ant-select', { has: page.locator('#root_contact') }).textContent()).toContain(adminName);
    await expect.poll(() => page.locator('.ant-select', { has: page.locator('#root_customer') }).textContent()).toContain(customer);
    // The embedded order line page lists this order's lines only.
    const embedded = page.locator('[data-page-embed=order_line_list] .ant-table-row');
    await expect.poll(() => embedded.count()).toBe(expected.length);
    for (const line of expected) await embedded.filter({ hasText: line.split(':')[0]! }).first().waitFor();
    const image = page.locator('[data-testid=signature-root_sign] [data-testid=signature-image]');
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^blob:/);
    if (title === 'First order') {
      await page.locator('[data-testid=upload-root_photo] .ant-upload-list-item-done img').waitFor();
      await still(page);
    }
    await page.locator('.ant-modal-wrap:not([style*="display: none"]) .ant-modal-close').click();
    await page.locator('#root_title').waitFor({ state: 'detached' });
  }
  expect(unexpectedErrors(errors, [400])).toEqual([]);
  await context.close();
});

it('Given the order form in the form designer, when it is previewed, then its sub-table is the grid of order lines with "Add a row"', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/eform/form' });
  await page.locator('.ant-table-row', { hasText: 'sales_order_form' }).locator('[data-testid=form-design]').click();
  await page.locator('[data-testid=designer-mode]').getByText('电脑').click();
  const preview = page.locator('[data-testid=designer-preview-desktop]');
  await preview.locator('[data-add-row=root_lines]').click();
  // The row form's columns head the grid, and the added row has its cells.
  await expect.poll(() => preview.locator('[data-subtable=root_lines] th').allInnerTexts()).toEqual(['#', '* 产品', '数量', '']);
  await preview.locator('[data-cell="root_lines.0.product"]').waitFor();
  expect(unexpectedErrors(errors, [400])).toEqual([]);
  await context.close();
});
