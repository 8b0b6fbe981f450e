// Dataset filters and parameters in Chromium: Given the sales table, When an administrator adds to a dataset a fixed
// filter (region ne east) and a filter taking a parameter with a default (region eq {area}, default south), Then the
// preview honours both, a value typed for the parameter replaces its default, and the dataset is stored as built.
import type { Page } from 'playwright-core';
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

const editorOf = (page: Page) => page.locator('.ant-modal:visible');

async function previewRows(page: Page): Promise<string[]> {
  await editorOf(page).locator('[data-testid=dataset-preview]').click();
  const table = editorOf(page).locator('[data-testid=dataset-preview-table]');
  await table.locator('.ant-table-row').first().waitFor();
  return table.locator('.ant-table-row').allInnerTexts();
}

it('previews a dataset with a fixed filter and a parameter, its default and a typed value, then stores them', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { viewport: { width: 1440, height: 900 }, at: '/eform/report' });
  await page.locator('[data-testid=dataset-add]').click();
  const editor = editorOf(page);
  await editor.locator('[data-testid=dataset-name]').fill('Sales outside the east');
  await editor.locator('[data-testid=dataset-code]').fill('sales_filtered');
  await choose(page, editor.locator('[data-testid=dataset-source-code]'), 'sale');
  await editor.locator('[data-testid=dataset-dimension]').click();
  await option(page, 'Region (region)').click();
  await page.keyboard.press('Escape');
  expect(await previewRows(page)).toEqual(['east\t1', 'north\t3', 'south\t2']);

  // A fixed filter: region ne east.
  await editor.locator('[data-testid=dataset-add-filter]').click();
  const fixed = editor.locator('[data-testid=dataset-filter-0]');
  await choose(page, fixed.locator('[data-testid=filter-column]'), 'Region (region)');
  await choose(page, fixed.locator('[data-testid=filter-op]'), 'ne (');
  await fixed.locator('[data-testid=filter-value]').fill('east');
  await expect.poll(() => previewRows(page)).toEqual(['north\t3', 'south\t2']);

  // A parameter with a default, and a filter taking its value from it.
  await editor.locator('[data-testid=dataset-add-parameter]').click();
  await editor.locator('[data-testid=dataset-parameter-0] [data-testid=parameter-key]').fill('area');
  await editor.locator('[data-testid=dataset-parameter-0] [data-testid=parameter-default]').fill('south');
  await editor.locator('[data-testid=dataset-add-filter]').click();
  const byParam = editor.locator('[data-testid=dataset-filter-1]');
  await choose(page, byParam.locator('[data-testid=filter-column]'), 'Region (region)');
  await choose(page, byParam.locator('[data-testid=filter-param]'), 'area');
  await expect.poll(() => previewRows(page)).toEqual(['south\t2']);
  await editor.locator('[data-testid=preview-param-area]').fill('north');
  await expect.poll(() => previewRows(page)).toEqual(['north\t3']);

  await editor.locator('[data-testid=form-modal-ok]').click();
  await page.locator('.ant-table-row', { hasText: 'sales_filtered' }).waitFor();
  expect(expectOk<any>(await admin.get('/api/eform/manage/dataset/queryByCode?code=sales_filtered'))).toMatchObject({
    tableName: 'sale',
    dimension: ['region'],
    filters: [{ colCode: 'region', op: 'ne', value: 'east' }, { colCode: 'region', op: 'eq', param: 'area' }],
    parameters: [{ parameterKey: 'area', defaultValue: 'south' }],
  });
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});
