// Charts speak in labels, in Chromium: Given a table model whose priority column is coded by a dictionary (H, M, L),
// a dataset counting its rows by priority, a bar and a pie over it and an announcement item on the default portal,
// When the portal opens in English and then in Chinese, Then the bar's axis and the pie's legend show the dictionary's
// labels in that language (never the codes), the pie's legend gives each slice's value and share, every item has a
// header — the widgets' names, "Announcements" — and the charts are SVG drawn by react-vega.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { expectOk, GROUP } from '../api/eform-fixtures.ts';
import type { ApiClient } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
let admin: ApiClient;

beforeAll(async () => {
  admin = await suite.server.login('admin');
  expectOk(await admin.post('/api/eform/manage/appGroup/add', GROUP));
  expectOk(await admin.post('/api/system/dict/add', {
    dictCode: 'ticket_priority', dictName: 'Priority', category: 'app',
    items: [{ itemText: '高', itemTextEn: 'High', itemValue: 'H', sortOrder: 1 }, { itemText: '中', itemTextEn: 'Medium', itemValue: 'M', sortOrder: 2 }, { itemText: '低', itemTextEn: 'Low', itemValue: 'L', sortOrder: 3 }],
  }));
  expectOk(await admin.post('/api/eform/manage/tableModel/add', {
    tableName: 'ticket', tableDesc: 'Tickets', groupCode: 'crm', objStructure: 'main', persistenceType: 'db',
    columns: [{ colCode: 'priority', colName: 'Priority', colType: 'varchar', colLength: 8, showType: 'select', showConfig: { dictOption: { dictCode: 'ticket_priority' } } }],
  }));
  expectOk(await admin.post('/api/eform/manage/tableModel/createTable', { tableName: 'ticket' }));
  for (const priority of ['H', 'H', 'H', 'M', 'L']) await suite.server.tenantSql('insert into ticket (id, priority) values (gen_random_uuid(), $1)', [priority]);
  expectOk(await admin.post('/api/eform/manage/dataset/add', {
    datasetName: 'Tickets by priority', datasetCode: 'tickets_by_priority', tableName: 'ticket', dimension: ['priority'], measure: [{ colCode: '*', agg: 'count', alias: 'tickets' }],
  }));
  for (const [code, name, type] of [['tickets_bar', 'Tickets per priority', 'Column'], ['tickets_pie', 'Share of priorities', 'Pie']]) {
    expectOk(await admin.post('/api/eform/manage/widget/add', { widgetName: name, widgetCode: code, widgetType: type, datasetCode: 'tickets_by_priority' }));
  }
  expectOk(await admin.post('/api/eform/manage/portal/add', {
    portalName: 'Tickets', portalCode: 'tickets_home',
    items: [
      { i: 'bar', x: 0, y: 0, w: 6, h: 5, widgetCode: 'tickets_bar' }, { i: 'pie', x: 6, y: 0, w: 6, h: 5, widgetCode: 'tickets_pie' },
      { i: 'news', x: 0, y: 5, w: 6, h: 3, itemType: 'announcement' },
    ],
  }));
  expectOk(await admin.put('/api/eform/manage/portal/settings', { portalType: 1, defaultPortal: 'tickets_home' }));
});

/** The texts of a chart's SVG once it is drawn. */
async function chartTexts(page: Page, i: string): Promise<string[]> {
  const chart = page.locator(`[data-testid=portal-chart-${i}] svg`);
  await chart.locator('text').first().waitFor();
  return chart.locator('text').allTextContents();
}

async function openPortal(page: Page, lang: 'en_US' | 'zh_CN'): Promise<void> {
  await page.evaluate(`localStorage.setItem('yuncheng__LANGUAGE', JSON.stringify({ value: '${lang}', expire: null }))`);
  await page.goto(`${suite.server.url}/index/portal`);
  await page.locator('[data-testid=portal-home]').waitFor();
}

it('Given the portal in English then in Chinese, Then charts show the dictionary labels, the pie its values, and every item a header', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPortal(page, 'en_US');

  const title = (i: string) => page.locator(`[data-testid=portal-card-title-${i}]`).textContent();
  expect([await title('bar'), await title('pie'), await title('news')]).toEqual(['Tickets per priority', 'Share of priorities', 'Announcements']);

  const bar = await chartTexts(page, 'bar');
  expect(bar).toEqual(expect.arrayContaining(['High', 'Medium', 'Low']));
  expect(bar.filter((t) => ['H', 'M', 'L'].includes(t))).toEqual([]);
  await expect.poll(() => chartTexts(page, 'pie')).toEqual(expect.arrayContaining(['High: 3 (60%)', 'Medium: 1 (20%)', 'Low: 1 (20%)']));

  await openPortal(page, 'zh_CN');
  expect(await chartTexts(page, 'bar')).toEqual(expect.arrayContaining(['高', '中', '低']));
  await expect.poll(() => chartTexts(page, 'pie')).toEqual(expect.arrayContaining(['高: 3 (60%)', '中: 1 (20%)', '低: 1 (20%)']));
  expect(await title('news')).toBe('通知公告');

  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});
