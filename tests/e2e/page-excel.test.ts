// Excel export and import of a list page in Chromium (issue 17): the list sorted by a column is exported and the
// workbook has its rows in that order; the workbook, edited, is imported again with the progress bar fed by the server
// and the list shows the new records and the dialog "N rows imported"; a workbook with a bad row is refused with the
// spec's message and the row and column at fault, nothing written; the import dialog opened again starts empty. In
// English, an import of the valid rows writes them, says how many were imported and rejected, and offers the rejected
// rows as a workbook with an error column (issue 31).
import fs from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectOk, setUpCustomer } from '../api/eform-fixtures.ts';
import { readWorkbook, writeWorkbook } from '../api/excel-fixtures.ts';
import type { ApiClient } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
let admin: ApiClient;
const VIEW = 'customer_list';
const ROWS = 30;

const total = async () => expectOk<any>(await admin.post(`/api/eform/engine/view/${VIEW}/list`, {})).total as number;

beforeAll(async () => {
  admin = await suite.server.login('admin');
  await setUpCustomer(admin, { generate: true });
  const view = expectOk<any>(await admin.get(`/api/eform/manage/view/queryByCode?code=${VIEW}`));
  const buttons = [
    ...view.buttons,
    { buttonName: '导出', buttonType: 'toolbar', action: 'export', permission: `${VIEW}:export` },
    { buttonName: '导入', buttonType: 'toolbar', action: 'import', permission: `${VIEW}:import` },
  ];
  expectOk(await admin.put('/api/eform/manage/view/edit', { ...view, buttons }));
  expectOk(await admin.post('/api/eform/manage/view/addToMenu', { viewCode: VIEW, back: '1', name: '客户', nameEn: 'Customers' }));
  for (let i = 0; i < ROWS; i++) {
    // Ages descending as the records are added: the list's default order (newest first) is by age ascending.
    expectOk(await admin.post(`/api/eform/engine/view/${VIEW}/data`, { name: `Client ${i}`, code: `K${i}`, phone: '13812345678', age: 80 - i }));
  }
});

async function download(page: Page, selector: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.locator(selector).click()]);
  return { name: file.suggestedFilename(), bytes: fs.readFileSync((await file.path())!) };
}

async function importFile(page: Page, bytes: Buffer) {
  const dialog = page.locator('[data-testid=excel-import-dialog]');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'customers.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bytes });
  return dialog;
}

it('Given a list page with Excel buttons, when the sorted list is exported, edited and imported, then the records come back; a bad file is refused with its rows', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: `/eform/view/${VIEW}` });
  // The newest first: Client 29.
  await page.locator('.ant-table-row').first().filter({ hasText: 'Client 29' }).waitFor();

  // Sorted by age, descending (two clicks): the export has the rows in that order, under the page's headers.
  await page.locator('th', { hasText: 'Age' }).click();
  await page.locator('th[aria-sort=ascending]', { hasText: 'Age' }).waitFor();
  await page.locator('th', { hasText: 'Age' }).click();
  await page.locator('.ant-table-row').first().filter({ hasText: 'Client 0' }).waitFor();
  const exported = await download(page, '[data-testid=toolbar-export]');
  expect(exported.name).toMatch(/^Customer_\d{14}\.xlsx$/);
  const rows = await readWorkbook(exported.bytes);
  expect(rows[0]).toEqual(['Name', 'Code', 'Phone', 'Email', 'Sex', 'Age', 'Born']);
  expect(rows.length).toBe(ROWS + 1);
  expect(rows.slice(1).map((r) => r[5])).toEqual(Array.from({ length: ROWS }, (_, i) => 80 - i));

  // The template has the import columns.
  await page.locator('[data-testid=toolbar-import]').click();
  const template = await download(page, '[data-testid=excel-template]');
  expect((await readWorkbook(template.bytes))[0]).toEqual(rows[0]);

  // The edited workbook (new names and codes) imported: progress to the end, the new records listed.
  const edited = rows.map((r, i) => (i === 0 ? r : [`Copy ${r[0]}`, `${r[1]}c`, ...r.slice(2)]));
  const dialog = await importFile(page, await writeWorkbook(edited));
  const progress = dialog.locator('[data-testid=excel-progress][data-state=done]');
  await progress.waitFor();
  expect(await progress.locator('[data-testid=excel-summary]').innerText()).toBe(`已导入 ${ROWS} 行`);
  expect(await total()).toBe(ROWS * 2);
  await dialog.locator('[data-testid=excel-close]').click();
  await dialog.waitFor({ state: 'detached' });

  // Bad rows (a phone that is no phone number, an age that is no number): refused with the spec's message and the rows at fault.
  await page.locator('[data-testid=toolbar-import]').click();
  const bad = [rows[0]!, ['Good', 'Kgood', '13800000000', '', '', 20, ''], ['Bad', 'Kbad', '12345', '', '', 21, ''], ['Old', 'Kold', '', '', '', 'old', '']];
  const refused = await importFile(page, await writeWorkbook(bad));
  await refused.locator('[data-testid=excel-failed]', { hasText: '导入失败，数据格式错误' }).waitFor();
  const table = refused.locator('[data-testid=excel-errors]');
  await table.locator('tr', { hasText: 'Phone' }).filter({ hasText: '3' }).waitFor();
  await table.locator('tr', { hasText: 'Age' }).filter({ hasText: '4' }).waitFor();
  expect(await total()).toBe(ROWS * 2);

  // Opened again, the dialog starts empty.
  await refused.locator('[data-testid=excel-close]').click();
  await refused.waitFor({ state: 'detached' });
  await page.locator('[data-testid=toolbar-import]').click();
  const again = page.locator('[data-testid=excel-import-dialog]');
  await again.locator('[data-testid=excel-choose]').waitFor();
  expect(await again.locator('[data-testid=excel-errors], [data-testid=excel-progress]').count()).toBe(0);
  await again.locator('[data-testid=excel-close]').click();

  expect(unexpectedErrors(errors, [400])).toEqual([]);
  await context.close();
});

it('Given the console in English, when the valid rows of a workbook are imported, then it says "N rows imported" and offers the rejected rows with their errors', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword);
  await page.evaluate(`localStorage.setItem('yuncheng__LANGUAGE', JSON.stringify({ value: 'en_US', expire: null }))`);
  await page.goto(`${suite.server.url}/eform/view/${VIEW}`);
  await page.locator('.ant-table-row').first().waitFor();
  const before = await total();
  await page.locator('[data-testid=toolbar-import]').click();
  const dialog = page.locator('[data-testid=excel-import-dialog]');
  await dialog.locator('[data-testid=excel-valid-only]').click();
  // Sex in labels (Male) and as a code (2); one row names no option.
  const rows = [['Name', 'Code', 'Sex', 'Age'], ['Label', 'L1', 'Male', 30], ['Coded', 'L2', '2', 31], ['Odd', 'L3', 'Unknown', 32]];
  await importFile(page, await writeWorkbook(rows));
  const summary = dialog.locator('[data-testid=excel-summary]');
  await summary.waitFor();
  expect(await summary.innerText()).toBe('2 rows imported; 1 row rejected (download them with their errors)');
  await dialog.locator('[data-testid=excel-errors] tr', { hasText: 'Sex' }).filter({ hasText: '4' }).waitFor();
  expect(await total()).toBe(before + 2);
  const rejected = await download(page, '[data-testid=excel-rejected]');
  expect(rejected.name).toBe('Customer_rejected.xlsx');
  const back = await readWorkbook(rejected.bytes);
  expect(back[0]).toEqual(['Name', 'Code', 'Sex', 'Age', 'Error']);
  expect(back.slice(1).map((r) => r.slice(0, 3))).toEqual([['Odd', 'L3', 'Unknown']]);
  expect(String(back[1]![4])).toMatch(/^Sex: /);
  expect(unexpectedErrors(errors, [400])).toEqual([]);
  await context.close();
});
