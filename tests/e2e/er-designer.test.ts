// The ER designer in Chromium: the app group's models on a diagram; a relation drawn from a main table onto a column
// of another table makes it a sub table (saved on its model), its type changed and the relation removed again.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { expectOk, setUpCustomer } from '../api/eform-fixtures.ts';
import type { ApiClient } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { choose, still } from './eform-steps.ts';
import { SCREENSHOT_DIR, signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
let admin: ApiClient;
beforeAll(async () => {
  admin = await suite.server.login('admin');
  await setUpCustomer(admin);
  expectOk(await admin.post('/api/eform/manage/tableModel/add', {
    tableName: 'contact', tableDesc: 'Contact', groupCode: 'crm', objStructure: 'main', persistenceType: 'db',
    columns: [{ colCode: 'customer_id', colName: 'Customer', colType: 'varchar', colLength: 36 }, { colCode: 'mobile', colName: 'Mobile', colType: 'varchar', colLength: 20 }],
  }));
});

const contact = async () => expectOk<any>(await admin.get('/api/eform/manage/tableModel/queryByCode?code=contact'));

async function connect(page: Page, from: string, toRow: string) {
  const source = (await page.locator(`[data-testid=er-source-${from}]`).boundingBox())!;
  const row = (await page.locator(`[data-testid=${toRow}] .react-flow__handle`).boundingBox())!;
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + 40, source.y + 20, { steps: 5 });
  await page.mouse.move(row.x + row.width / 2, row.y + row.height / 2, { steps: 15 });
  await page.mouse.up();
}

it('relates two models by drawing on the diagram, changes the relation and removes it', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword);
  await page.goto(`${suite.server.url}/eform/model?groupCode=crm`);
  await page.locator('[data-testid=model-er]').click();
  await page.locator('[data-testid=er-table-contact]').waitFor();
  await page.locator('[data-testid=er-table-customer]').waitFor();
  await still(page);

  await connect(page, 'customer', 'er-column-contact-customer_id');
  await expect.poll(async () => (await contact()).objStructure).toBe('oneToMany');
  expect((await contact()).mainTable).toEqual({ tableName: 'customer', foreignKey: 'customer_id' });
  const edge = page.locator('.react-flow__edge');
  await expect.poll(() => edge.count()).toBe(1);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/yc-er-designer-desktop.png` });

  // A main table cannot hang under its own sub table.
  await connect(page, 'contact', 'er-column-customer-name');
  await page.locator('[data-testid=er-refused]').waitFor();

  await page.locator('.react-flow__edge-interaction').first().click({ force: true });
  await choose(page, page.locator('[data-testid=er-relation-type]'), '一对一');
  await expect.poll(async () => (await contact()).objStructure).toBe('oneToOne');
  await page.locator('[data-testid=er-relation-remove]').click();
  await expect.poll(async () => (await contact()).objStructure).toBe('main');
  await expect.poll(() => edge.count()).toBe(0);
  expect((await contact()).mainTable).toBeUndefined();
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});
