// A main form with a oneToOne section in Chromium (issue 16): an order whose 'Shipping' card edits the one row of the
// order_ship table. Saved with the order, reopened with its values shown, edited (the same row changed, no second
// one), and two orders opened one after the other each showing its own section values.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { expectOk } from '../api/eform-fixtures.ts';
import { ORDER_LINK, orderModel, salesOrder } from '../api/order-fixtures.ts';
import type { ApiClient } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { closeDialog, still } from './eform-steps.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
let admin: ApiClient;
const model = (body: Record<string, unknown>) => orderModel(admin, body);

beforeAll(async () => {
  admin = await suite.server.login('admin');
  await salesOrder(admin);
  await model({
    tableName: 'order_ship', tableDesc: 'Shipping', objStructure: 'oneToOne', mainTable: ORDER_LINK,
    columns: [
      { colCode: 'order_id', colName: 'Order', colType: 'varchar', colLength: 36 },
      { colCode: 'ship_to', colName: 'Ship to', colType: 'varchar', colLength: 60 },
      { colCode: 'phone', colName: 'Phone', colType: 'varchar', colLength: 20 },
    ],
  });
  const form = expectOk<any>(await admin.get('/api/eform/manage/form/queryByCode?code=sales_order_form'));
  expectOk(await admin.put('/api/eform/manage/form/edit', {
    ...form,
    fields: [...form.fields, {
      type: 'card', key: 'shipping', title: '收货信息', span: 24, props: { oneToOne: 'order_ship' },
      children: [{ type: 'input', key: 'ship_to', title: '收货地址', rules: [{ max: 60 }] }, { type: 'input', key: 'phone', title: '电话' }],
    }],
  }));
  expectOk(await admin.post('/api/eform/manage/view/addToMenu', { viewCode: 'sales_order_list', back: '1', name: '订单', nameEn: 'Orders' }));
});

const shipRows = () => suite.server.tenantSql<{ order_id: string; ship_to: string | null; phone: string | null }>(
  'select order_id, ship_to, phone from order_ship order by ship_to');
const orderRow = (page: Page, title: string) => page.locator('.ant-table-row', { hasText: title });

async function addOrder(page: Page, title: string, shipTo: string, phone?: string) {
  await page.locator('[data-testid=toolbar-add]').click();
  await page.locator('#root_title').fill(title);
  await page.locator('#root_ship_to').fill(shipTo);
  if (phone) await page.locator('#root_phone').fill(phone);
  await page.locator('[data-testid=record-save]').click();
  await page.locator('#root_title').waitFor({ state: 'detached' });
  await orderRow(page, title).waitFor();
}

async function openOrder(page: Page, title: string) {
  await orderRow(page, title).locator('[data-testid=row-edit]').click();
  await expect.poll(() => page.locator('#root_title').inputValue()).toBe(title);
}

it('Given an order form with a oneToOne section, when orders are saved, reopened and edited, then each shows and keeps its own section row', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/eform/view/sales_order_list' });
  await addOrder(page, 'Order A', 'Berlin', '111');
  await addOrder(page, 'Order B', 'Paris');
  const ids = Object.fromEntries((await suite.server.tenantSql<{ id: string; title: string }>('select id, title from sales_order')).map((r) => [r.title, r.id]));
  expect(await shipRows()).toEqual([
    { order_id: ids['Order A'], ship_to: 'Berlin', phone: '111' },
    { order_id: ids['Order B'], ship_to: 'Paris', phone: null },
  ]);

  // Reopened: the section shows the order's row; edited, the same row changes.
  await openOrder(page, 'Order A');
  await expect.poll(() => page.locator('#root_ship_to').inputValue()).toBe('Berlin');
  expect(await page.locator('#root_phone').inputValue()).toBe('111');
  await still(page);
  await page.locator('#root_ship_to').fill('Hamburg');
  await page.locator('[data-testid=record-save]').click();
  await page.locator('#root_title').waitFor({ state: 'detached' });
  await expect.poll(shipRows).toEqual([
    { order_id: ids['Order A'], ship_to: 'Hamburg', phone: '111' },
    { order_id: ids['Order B'], ship_to: 'Paris', phone: null },
  ]);

  // Opened one after the other, twice: each order's own values, never the one opened before.
  for (const [title, shipTo, phone] of [['Order A', 'Hamburg', '111'], ['Order B', 'Paris', ''], ['Order A', 'Hamburg', '111']] as const) {
    await openOrder(page, title);
    await expect.poll(() => page.locator('#root_ship_to').inputValue()).toBe(shipTo);
    expect(await page.locator('#root_phone').inputValue()).toBe(phone);
    await closeDialog(page);
  }
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});
