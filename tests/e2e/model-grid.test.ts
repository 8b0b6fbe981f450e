// The table-model editor's columns grid fits a 1440 px wide screen: every field of a column (rule, required,
// message included) is in view without sideways scrolling.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  const admin = await server.login('admin');
  expect((await admin.post('/api/eform/manage/appGroup/add', { groupCode: 'crm', groupName: 'CRM', orderNum: 1 })).status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('shows every field of the grid at 1440 px without a horizontal scrollbar', async () => {
  const { page, context, errors } = await signedInPage(browser, server.url, 'admin', server.adminPassword, { viewport: { width: 1440, height: 900 }, at: '/eform/model?groupCode=crm' });
  await page.locator('[data-testid=model-add]').click();
  await page.locator('[data-testid=column-add]').click();
  const grid = page.locator('[data-testid=columns-grid] .ant-table-content, [data-testid=columns-grid] .ant-table-body').first();
  await grid.waitFor();
  const { scroll, client } = await grid.evaluate((el: { scrollWidth: number; clientWidth: number }) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(scroll).toBeLessThanOrEqual(client);
  for (const testId of ['col-validRule-0', 'col-customMessage-0']) {
    const box = await page.locator(`[data-testid=${testId}]`).boundingBox();
    expect(box && box.x + box.width <= 1440, testId).toBe(true);
  }
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});
