// Report widgets in Chromium: Given a table model with known rows, When an administrator builds a dataset on the
// report page (source, dimension, measures, preview) and three widgets of different types, Then each live preview is
// drawn (SVG marks of its kind), and a widget card menu item draws its widget full-page.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { expectOk } from '../api/eform-fixtures.ts';
import { setUpSales } from '../api/report-fixtures.ts';
import type { ApiClient, ApiSuite } from '../support/server.ts';
import { readBuildManifest } from './build-manifest.ts';
import { consoleSuite } from './console-suite.ts';
import { choose, option, still } from './eform-steps.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
let admin: ApiClient;
beforeAll(async () => {
  admin = await suite.server.login('admin');
  await setUpSales({ admin, server: suite.server } as ApiSuite);
});

/** Picks an option of a multiple select; it stays open for more, so it is closed after. */
async function pickMany(page: Page, testId: string, text: string): Promise<void> {
  await page.locator(`[data-testid=${testId}]`).click();
  await option(page, text).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => page.locator(`[data-testid=${testId}]`).textContent()).toContain(text.replace(/ \(.*$/, ''));
}

const selectOf = (page: Page, testId: string) => page.locator(`.ant-modal:visible [data-testid=${testId}]`);

/** Picks an option of a long (virtual) list by typing to search it, as a person would past the first options. */
async function chooseTyped(page: Page, testId: string, text: string): Promise<void> {
  await selectOf(page, testId).click();
  await page.keyboard.type(text);
  await option(page, text).click();
  await expect.poll(() => selectOf(page, testId).textContent()).toContain(text);
}

async function addWidget(page: Page, name: string, code: string, type: string, mark: string, measure?: string): Promise<void> {
  await page.locator('[data-testid=widget-add]').click();
  const editor = page.locator('.ant-modal:visible');
  await editor.locator('[data-testid=widget-name]').fill(name);
  await editor.locator('[data-testid=widget-code]').fill(code);
  await chooseTyped(page, 'widget-type', type);
  await choose(page, selectOf(page, 'widget-dataset'), 'sales_by_region');
  if (measure) await pickMany(page, 'widget-measures', measure);
  // The live preview draws the chart: SVG marks of the widget's kind.
  await editor.locator(`[data-testid=widget-preview] svg g.${mark} path`).first().waitFor();
  expect(await editor.locator(`[data-testid=widget-preview] svg g.${mark} path`).count()).toBeGreaterThan(0);
  await still(page);
  await editor.locator('[data-testid=form-modal-ok]').click();
  await page.locator('.ant-table-row', { hasText: code }).waitFor();
}

it('builds a dataset and three widgets on the report page, and opens a widget card menu', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { viewport: { width: 1440, height: 900 }, at: '/eform/report' });

  // The dataset: the sale table grouped by region, counting rows and summing the quantity.
  await page.locator('[data-testid=dataset-add]').click();
  const editor = page.locator('.ant-modal:visible');
  await editor.locator('[data-testid=dataset-name]').fill('各区域销量');
  await editor.locator('[data-testid=dataset-code]').fill('sales_by_region');
  await choose(page, selectOf(page, 'dataset-source-code'), 'sale');
  await pickMany(page, 'dataset-dimension', 'Region (region)');
  await editor.locator('[data-testid=dataset-add-measure]').click();
  const second = editor.locator('[data-testid=dataset-measure-1]');
  await choose(page, second.locator('.ant-select').first(), 'Quantity (qty)');
  await second.locator('input[placeholder=别名]').fill('qty_sum');
  await editor.locator('[data-testid=dataset-preview]').click();
  const preview = editor.locator('[data-testid=dataset-preview-table]');
  await preview.locator('.ant-table-row', { hasText: 'north' }).waitFor();
  expect(await preview.locator('.ant-table-row').allInnerTexts()).toEqual(['east\t1\t3', 'north\t3\t7', 'south\t2\t6']);
  await still(page);
  await editor.locator('[data-testid=form-modal-ok]').click();
  await page.locator('.ant-table-row', { hasText: 'sales_by_region' }).waitFor();
  expect(expectOk<any>(await admin.get('/api/eform/manage/dataset/queryByCode?code=sales_by_region'))).toMatchObject({
    tableName: 'sale', dimension: ['region'], measure: [{ colCode: '*', agg: 'count', alias: 'total' }, { colCode: 'qty', agg: 'sum', alias: 'qty_sum' }],
  });

  // Three widgets of different types, each seen drawn in its live preview.
  await page.locator('[data-testid=report-tab-widgets]').click();
  await addWidget(page, '销量柱状图', 'sales_column', '柱状图', 'mark-rect', 'qty_sum');
  await addWidget(page, '销量饼图', 'sales_pie', '饼图', 'mark-arc');
  await addWidget(page, '销量折线图', 'sales_line', '折线图', 'mark-line', 'qty_sum');
  expect(await page.locator('[data-testid=widget-list] .ant-table-row').count()).toBe(3);

  // A widget card menu item (spec §2: report widget card) draws its widget full-page.
  const menu = await admin.post('/api/system/permission/add', {
    name: '销量饼图', menuType: 1, back: '1', url: '/report/widget/sales_pie', component: 'report/widget', parentId: null,
  });
  expect(menu.status, menu.body.message).toBe(200);
  await page.goto(`${suite.server.url}/report/widget/sales_pie`);
  await page.locator('[data-testid=widget-card] svg g.mark-arc path').first().waitFor();
  expect(await page.locator('[data-testid=widget-card] svg g.mark-arc path').count()).toBe(3);
  await still(page);
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});

it('keeps vega out of the entry and the login page: the report screens fetch it when a chart is drawn', () => {
  const { chunks: manifest, keyOf, loadedWith, entry } = readBuildManifest();
  const vega = (key: string) => [...loadedWith(key)].filter((k) => /vega/.test(k + manifest[k]!.file));
  for (const page of [entry, keyOf('src/pages/login/LoginPage.tsx'), keyOf('src/pages/eform/report/ReportPage.tsx'), keyOf('src/pages/eform/report/WidgetCardPage.tsx'), keyOf('src/pages/home/PortalPage.tsx')]) {
    expect({ page, vega: vega(page) }).toEqual({ page, vega: [] });
  }
});
