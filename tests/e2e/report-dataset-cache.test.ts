// A dataset's cache time in Chromium: Given the sales table, When an administrator builds a dataset and types a cache
// time in its editor, Then the dataset is stored with it; edited back to 0, the cache is off (no cache time stored).
import { beforeAll, expect, it } from 'vitest';
import { expectOk } from '../api/eform-fixtures.ts';
import { setUpSales } from '../api/report-fixtures.ts';
import type { ApiClient, ApiSuite } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { choose, option } from './eform-steps.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
let admin: ApiClient;
beforeAll(async () => {
  admin = await suite.server.login('admin');
  await setUpSales({ admin, server: suite.server } as ApiSuite);
});

it('stores the cache time typed in the dataset editor, and none once set back to 0', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { viewport: { width: 1440, height: 900 }, at: '/eform/report' });
  await page.locator('[data-testid=dataset-add]').click();
  const editor = page.locator('.ant-modal:visible');
  await editor.locator('[data-testid=dataset-name]').fill('Cached sales');
  await editor.locator('[data-testid=dataset-code]').fill('sales_cached');
  await choose(page, editor.locator('[data-testid=dataset-source-code]'), 'sale');
  await editor.locator('[data-testid=dataset-dimension]').click();
  await option(page, 'Region (region)').click();
  await page.keyboard.press('Escape');
  await editor.locator('[data-testid=dataset-cache-time]').fill('300');
  await editor.locator('[data-testid=dataset-cache-time]').scrollIntoViewIfNeeded();
  await editor.locator('[data-testid=form-modal-ok]').click();
  await page.locator('.ant-table-row', { hasText: 'sales_cached' }).waitFor();
  const stored = expectOk<any>(await admin.get('/api/eform/manage/dataset/queryByCode?code=sales_cached'));
  expect(stored).toMatchObject({ tableName: 'sale', dimension: ['region'], cacheTime: 300 });

  await page.locator('[data-testid=dataset-edit-sales_cached]').click();
  const again = page.locator('.ant-modal:visible');
  await expect.poll(() => again.locator('[data-testid=dataset-cache-time]').inputValue()).toBe('300');
  await again.locator('[data-testid=dataset-cache-time]').fill('0');
  await again.locator('[data-testid=form-modal-ok]').click();
  await expect.poll(async () => expectOk<any>(await admin.get('/api/eform/manage/dataset/queryByCode?code=sales_cached')).version).toBeGreaterThan(stored.version);
  expect(expectOk<any>(await admin.get('/api/eform/manage/dataset/queryByCode?code=sales_cached')).cacheTime).toBeUndefined();
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});
