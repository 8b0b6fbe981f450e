// An editable table of order lines in Chromium: cells edited in place by their column's control (text, a number, a
// select of dictionary options, a date) and marked, a wrong row refused with its message before anything is sent, the
// batch saved with typed values and still there after a reload; then 10,000 rows scroll with only a window of them in
// the DOM.
import { beforeAll, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { ApiClient } from '../support/server.ts';
import { expectOk } from '../api/eform-fixtures.ts';
import { setUpPage } from '../api/page-fixtures.ts';
import { consoleSuite } from './console-suite.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
const view = '/api/eform/engine/view/order_line_list';
let api: ApiClient;

beforeAll(async () => {
  api = await suite.server.login('admin');
  await setUpPage(api, 'order_line', 'Order line', [
    { colCode: 'product', colName: 'Product', colType: 'varchar', colLength: 50, isRequired: true },
    { colCode: 'qty', colName: 'Qty', colType: 'number', colLength: 6, isRequired: true },
    { colCode: 'priority', colName: 'Priority', colType: 'varchar', colLength: 2, showType: 'select', showConfig: { dictOption: { dictCode: 'priority' } } },
    { colCode: 'ship_date', colName: 'Ship date', colType: 'date' },
    { colCode: 'note', colName: 'Note', colType: 'varchar', colLength: 50 },
  ], (v) => ({ ...v, viewType: 'editableTable' }));
  expectOk(await api.post('/api/eform/manage/view/addToMenu', { viewCode: 'order_line_list', back: '1', name: 'Order lines', nameEn: 'Order lines' }));
  for (const [product, qty] of [['Apple', 1], ['Banana', 2], ['Cherry', 3]] as const) expectOk(await api.post(`${view}/data`, { product, qty, note: `${product} note` }));
});

const rowOf = (page: Page, product: string) => page.locator('[data-testid=grid-row]').filter({ has: page.locator(`input[value="${product}"]`) });
const stored = async () => {
  const records = expectOk<any>(await api.post(`${view}/list`, { pageNo: 1, pageSize: 100 })).records as any[];
  return records.map((r) => `${r.product}:${Number(r.qty)}`).sort();
};
const cell = (row: Locator, key: string) => row.locator(`[data-testid=cell-${key}]`);
/** A cell's editor: a text cell's input, or the editor the cell draws once clicked (its input inside). */
async function editorOf(row: Locator, key: string): Promise<Locator> {
  const target = cell(row, key);
  if ((await target.getAttribute('role')) === 'button') await target.click();
  await row.locator(`[data-testid=cell-${key}] input`).first().waitFor();
  return row.locator(`[data-testid=cell-${key}] input`).first();
}
const fillCell = async (row: Locator, key: string, value: string) => (await editorOf(row, key)).fill(value);

it('edits cells inline, refuses a wrong row with its message, saves the batch, and shows it after a reload', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/eform/view/order_line_list' });
  await expect.poll(() => page.locator('[data-testid=grid-row]').count()).toBe(3);

  // A number cell is edited in an InputNumber drawn in that cell only.
  expect(await page.locator('[data-testid=cell-qty] .ant-input-number').count()).toBe(0);
  await fillCell(rowOf(page, 'Apple'), 'qty', '10');
  expect(await page.locator('[data-testid=cell-qty] .ant-input-number').count()).toBe(1);
  expect(await rowOf(page, 'Apple').getAttribute('data-state')).toBe('dirty');
  // A select of the dictionary's options: the option chosen by its label (the console speaks Chinese).
  await editorOf(rowOf(page, 'Apple'), 'priority');
  await cell(rowOf(page, 'Apple'), 'priority').locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '高' }).click();
  await expect.poll(() => cell(rowOf(page, 'Apple'), 'priority').textContent()).toContain('高');
  // A date typed in its picker.
  const date = await editorOf(rowOf(page, 'Apple'), 'ship_date');
  await date.click();
  await date.fill('2026-03-15');
  await date.press('Enter');
  await expect.poll(() => cell(rowOf(page, 'Apple'), 'ship_date').locator('input').inputValue()).toBe('2026-03-15');
  // A required text emptied makes a wrong row.
  await fillCell(rowOf(page, 'Banana'), 'product', '');
  await page.locator('[data-testid=grid-add]').click();
  await fillCell(page.locator('[data-testid=grid-row]').first(), 'product', 'Damson');
  await fillCell(page.locator('[data-testid=grid-row]').first(), 'qty', '4');
  await expect.poll(() => page.locator('[data-testid=grid-changes]').textContent()).toContain('3');

  // The wrong row is refused by the form's rules with its message; nothing is written.
  const sent: unknown[] = [];
  page.on('request', (r) => void (new URL(r.url()).pathname.endsWith('/order_line_list/batchSave') && sent.push(JSON.parse(r.postData() ?? '{}'))));
  await page.locator('[data-testid=grid-save]').click();
  await page.locator('[data-testid=grid-problem]').waitFor();
  expect(await page.locator('[data-testid=grid-problem]').textContent()).toContain('Product');
  const banana = page.locator('[data-testid=grid-row][data-state=error]');
  expect(await banana.count()).toBe(1);
  expect(await stored()).toEqual(['Apple:1', 'Banana:2', 'Cherry:3']);

  // Mended, the batch saves the values typed as the form expects; a reload shows the saved values.
  await fillCell(banana, 'product', 'Banana');
  await fillCell(rowOf(page, 'Banana'), 'qty', '20');
  await page.locator('[data-testid=grid-save]').click();
  await expect.poll(stored).toEqual(['Apple:10', 'Banana:20', 'Cherry:3', 'Damson:4']);
  expect(sent).toHaveLength(1);
  const apple = (sent[0] as { rows: Record<string, unknown>[] }).rows.find((r) => r.qty === 10);
  expect(apple).toMatchObject({ qty: 10, priority: 'H', ship_date: '2026-03-15' });
  const records = expectOk<any>(await api.post(`${view}/list`, { pageNo: 1, pageSize: 100 })).records as any[];
  expect(records.find((r) => r.product === 'Apple')).toMatchObject({ priority: 'H' });
  expect(String(records.find((r) => r.product === 'Apple').ship_date)).toContain('2026-03-15');
  await page.reload();
  await expect.poll(() => page.locator('[data-testid=grid-row]').count()).toBe(4);
  expect(await cell(rowOf(page, 'Banana'), 'qty').textContent()).toBe('20');
  expect(await cell(rowOf(page, 'Apple'), 'qty').textContent()).toBe('10');
  expect(await cell(rowOf(page, 'Apple'), 'priority').textContent()).toBe('高');
  expect(await cell(rowOf(page, 'Apple'), 'ship_date').textContent()).toContain('2026-03-15');
  expect(await page.locator('[data-testid=grid-row][data-state]').count()).toBe(0);
  // A cleared cell is saved empty.
  await fillCell(rowOf(page, 'Cherry'), 'note', '');
  await page.locator('[data-testid=grid-save]').click();
  await expect.poll(async () => {
    const rows = expectOk<any>(await api.post(`${view}/list`, { pageNo: 1, pageSize: 100 })).records as any[];
    return rows.find((r) => r.product === 'Cherry')?.note ?? null;
  }).toBeNull();
  await page.locator('[data-testid=grid-changes]').waitFor({ state: 'detached' });

  // A column header dragged onto another moves before it; a column is resized by its edge.
  const headers = () => page.locator('[data-testid^=grid-header-]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('grid-header-'.length)));
  // (The grid draws its rows again after the save: its headers are awaited, not read at once.)
  await expect.poll(async () => (await headers()).slice(0, 3)).toEqual(['__select', 'product', 'qty']);
  await page.locator('[data-testid=grid-header-qty]').dragTo(page.locator('[data-testid=grid-header-product]'));
  await expect.poll(async () => (await headers()).slice(0, 3)).toEqual(['__select', 'qty', 'product']);
  const before = (await page.locator('[data-testid=grid-header-product]').boundingBox())!.width;
  const edge = (await page.locator('[data-testid=grid-resize-product]').boundingBox())!;
  await page.mouse.move(edge.x + 2, edge.y + edge.height / 2);
  await page.mouse.down();
  await page.mouse.move(edge.x + 82, edge.y + edge.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await page.locator('[data-testid=grid-header-product]').boundingBox())!.width).toBeGreaterThan(before + 40);

  // Discarding drops unsaved changes.
  await fillCell(rowOf(page, 'Cherry'), 'qty', '30');
  await page.locator('[data-testid=grid-discard]').click();
  await expect.poll(() => cell(rowOf(page, 'Cherry'), 'qty').textContent()).toBe('3');
  expect(unexpectedErrors(errors, [400])).toEqual([]);
  await context.close();
});

it('scrolls 10,000 rows with only a window of them in the DOM', async () => {
  await suite.server.tenantSql(`insert into order_line (product, qty) select 'P' || lpad(g::text, 5, '0'), g from generate_series(1, 9996) g`);
  const { page, context } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/eform/view/order_line_list' });
  await page.locator('[data-testid=grid-row]').first().waitFor();
  const scroller = page.locator('[data-testid=grid-scroller]');
  // The whole height is there (10,000 rows of 40 px), the rows in the DOM are a window.
  await expect.poll(() => scroller.evaluate((el) => el.scrollHeight), { timeout: 60_000 }).toBeGreaterThan(10_000 * 40 - 100);
  expect(await page.locator('[data-testid=grid-row]').count()).toBeLessThan(60);
  await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect.poll(async () => Math.max(...(await page.locator('[data-testid=grid-row]').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-index'))))))).toBe(9999);
  expect(await page.locator('[data-testid=grid-row]').count()).toBeLessThan(60);
  await context.close();
});
