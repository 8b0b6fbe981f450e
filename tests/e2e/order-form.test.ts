// The order form in Chromium (issue 16): a customer contact picked with the user picker (searched on the server, shown
// by name when reopened), a serial number drawn at save, an order-lines sub-table edited inline (a row missing its
// product flagged by the row form's rule and refused), an uploaded image, a drawn signature and the order line page
// embedded (waiting for the order with the spec's message, then listing its lines); saved (the list showing the customer
// by name), and two orders reopened one after the other, each with its own lines.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectOk } from '../api/eform-fixtures.ts';
import type { ApiClient } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { option, still } from './eform-steps.ts';
import { SCREENSHOT_DIR, signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite({ FILE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'yc-e2e-order-form-')) });
const PAGE = '/api/eform/engine/view/sales_order_list';
// A real 2×2 red PNG, so that Chromium draws it.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8AARAwQCgQAAP//1T4B/2UPnQQAAAAASUVORK5CYII=', 'base64');
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
  await model({
    tableName: 'sales_order', tableDesc: '订单', objStructure: 'main',
    columns: [
      { colCode: 'title', colName: '标题', colType: 'varchar', colLength: 50, isRequired: true },
      { colCode: 'order_no', colName: '订单号', colType: 'varchar', colLength: 30, showType: 'serialno' },
      { colCode: 'customer', colName: '客户联系人', colType: 'varchar', colLength: 36, showType: 'user' },
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
    : f.key === 'customer' ? { ...f, type: 'user' } : f.key === 'sign' ? { ...f, type: 'signature', required: 'Y', span: 24 } : f));
  fields.push({ type: 'editableTable', key: 'lines', title: '订单行', span: 24, props: { tableName: 'order_line', formCode: 'order_line_form' } });
  // The order's lines again, as the order line page lists them (filtered by the order shown).
  fields.push({ type: 'page', key: 'line_page', title: '订单行页面', span: 24, props: { viewCode: 'order_line_list', filterField: 'order_id' } });
  expectOk(await admin.put('/api/eform/manage/form/edit', { ...form, fields }));
  const view = expectOk<any>(await admin.get('/api/eform/manage/view/queryByCode?code=order_line_list'));
  const columns = view.columns.map((c: any) => (c.colCode === 'order_id' ? { ...c, isQuery: true, queryOp: 'eq' } : c));
  expectOk(await admin.put('/api/eform/manage/view/edit', { ...view, columns }));
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

async function pickCustomer(page: Page) {
  const picker = page.locator('.ant-select', { has: page.locator('#root_customer') });
  await picker.click();
  await page.locator('#root_customer').fill('admin');
  await option(page, 'admin').click();
  await expect.poll(() => picker.textContent()).toContain('admin');
  await page.keyboard.press('Escape');
}

async function newOrder(page: Page, title: string, rows: [string, number][]) {
  await page.locator('[data-testid=toolbar-add]').click();
  await page.locator('#root_title').waitFor();
  await page.locator('#root_title').fill(title);
  await pickCustomer(page);
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
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword);
  await page.goto(`${suite.server.url}/eform/view/sales_order_list`);
  await newOrder(page, 'First order', [['Bolt', 10]]);
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
  await page.screenshot({ path: `${SCREENSHOT_DIR}/yc-order-form.png` });
  await page.locator('[data-testid=record-save]').click();
  const first = page.locator('.ant-table-row', { hasText: 'First order' });
  await first.getByText('SO0001').waitFor();
  // The list shows the customer by name, not by id.
  await first.getByText(adminName).waitFor();

  await newOrder(page, 'Second order', [['Washer', 7]]);
  await page.locator('[data-testid=record-save]').click();
  const second = page.locator('.ant-table-row', { hasText: 'Second order' });
  await second.getByText('SO0002').waitFor();

  const stored = expectOk<any>(await admin.post(`${PAGE}/list`, {})).records as any[];
  expect(stored.map((r) => r.title).sort()).toEqual(['First order', 'Second order']);
  expect(stored.find((r) => r.title === 'First order').photo).toMatch(/\.png$/);

  // Reopened one after the other: each order's own number, customer (by name), lines, image and signature.
  for (const [row, title, number, expected] of [[first, 'First order', 'SO0001', ['Bolt:10', 'Nut:3']], [second, 'Second order', 'SO0002', ['Washer:7']]] as const) {
    await row.locator('[data-testid=row-edit]').click();
    await expect.poll(() => page.locator('#root_title').inputValue()).toBe(title);
    expect(await page.locator('#root_order_no').inputValue()).toBe(number);
    await expect.poll(() => lines(page)).toEqual(expected);
    await expect.poll(() => page.locator('.ant-select', { has: page.locator('#root_customer') }).textContent()).toContain(adminName);
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
      await page.screenshot({ path: `${SCREENSHOT_DIR}/yc-order-form-reopened.png` });
    }
    await page.locator('.ant-modal-wrap:not([style*="display: none"]) .ant-modal-close').click();
    await page.locator('#root_title').waitFor({ state: 'detached' });
  }
  expect(unexpectedErrors(errors, [400])).toEqual([]);
  await context.close();
});
