// The ER designer in Chromium: the app group's models on a diagram; a relation drawn from a main table onto a column
// of another table makes it a sub table (saved on its model), its type changed and the relation removed again; a table
// dragged stays where it was put (kept in the group's ER model) and is created from the diagram after the DDL preview.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { expectOk, setUpCustomer } from '../api/eform-fixtures.ts';
import type { ApiClient } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { choose, still } from './eform-steps.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

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
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/eform/model?groupCode=crm' });
  await page.locator('[data-testid=model-er]').click();
  await page.locator('[data-testid=er-table-contact]').waitFor();
  await page.locator('[data-testid=er-table-customer]').waitFor();
  await still(page);

  await connect(page, 'customer', 'er-column-contact-customer_id');
  await expect.poll(async () => (await contact()).objStructure).toBe('oneToMany');
  expect((await contact()).mainTable).toEqual({ tableName: 'customer', foreignKey: 'customer_id' });
  const edge = page.locator('.react-flow__edge');
  await expect.poll(() => edge.count()).toBe(1);
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

it('keeps where a table was dragged, and creates a table from the diagram after the DDL preview', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/eform/model?groupCode=crm' });
  const openDiagram = async () => {
    await page.locator('[data-testid=model-er]').click();
    await page.locator('[data-testid=er-table-contact]').waitFor();
    await still(page);
  };
  await openDiagram();
  const node = page.locator('.react-flow__node', { has: page.locator('[data-testid=er-table-contact]') });
  const before = (await node.boundingBox())!;
  await page.mouse.move(before.x + 30, before.y + 12);
  await page.mouse.down();
  await page.mouse.move(before.x + 80, before.y + 60, { steps: 5 });
  await page.mouse.move(before.x + 230, before.y + 162, { steps: 10 });
  await page.mouse.up();
  await expect.poll(async () => (await admin.get('/api/eform/manage/erModel/queryByCode?code=er_crm')).status).toBe(200);
  const stored = expectOk<any>(await admin.get('/api/eform/manage/erModel/queryByCode?code=er_crm'));
  expect(stored.tables.map((t: any) => t.tableName).sort()).toEqual(['contact', 'customer']);
  const place = (await node.getAttribute('style'));

  // Opened again: the table is where it was left.
  await page.locator('.ant-drawer-close').last().click();
  await page.locator('[data-testid=er-designer]').waitFor({ state: 'detached' });
  await openDiagram();
  expect(await node.getAttribute('style')).toBe(place);

  // The table is not created yet: create it from the diagram, after the DDL preview.
  await node.click();
  await page.locator('[data-testid=er-table-tools]').getByText('contact').waitFor();
  await page.locator('[data-testid=er-create-table]').click();
  await page.locator('[data-testid=ddl-confirmation]').waitFor();
  expect(await page.locator('.ant-modal-confirm').innerText()).toContain('create table');
  await still(page);
  await page.locator('[data-testid=ddl-ok]').click();
  await expect.poll(async () => (await contact()).isSync).toBe('created');
  await page.locator('[data-testid=er-sync-table]').waitFor();
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});
