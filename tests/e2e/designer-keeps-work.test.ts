// Designers that keep the table and the user's work, in Chromium (#31 item 3): a column created from the form designer
// leaves the table behind its model — the designer says so and syncs it through the model designer's DDL preview, after
// which the list page's preview opens without 'sync the table first'.
import { beforeAll, expect, it } from 'vitest';
import { expectOk, setUpCustomer } from '../api/eform-fixtures.ts';
import type { ApiClient } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { pressOk } from './eform-steps.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
let admin: ApiClient;
beforeAll(async () => {
  admin = await suite.server.login('admin');
  await setUpCustomer(admin, { generate: true });
});

const model = async () => expectOk<any>(await admin.get('/api/eform/manage/tableModel/queryByCode?code=customer'));
const NOT_SYNCED = /sync the table first|请先同步表/;

it('creates a column from the form designer, syncs the table from there with its DDL preview, and the page preview opens', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { viewport: { width: 1600, height: 1000 }, at: '/eform/form?groupCode=crm' });
  await page.locator('.ant-table-row', { hasText: 'customer_form' }).locator('[data-testid=form-design]').click();
  await page.locator('[data-testid=form-designer]').waitFor();
  expect(await page.locator('[data-testid=designer-table-sync]').count()).toBe(0);

  // A rating bound to a new column 'stars', created in the model from the designer: the table is now behind it.
  await page.locator('[data-testid=palette-rate]').click();
  await page.locator('[data-testid=prop-key]').click();
  await page.keyboard.type('stars');
  await page.keyboard.press('Enter');
  await page.locator('[data-testid=block-stars]').waitFor();
  await page.locator('[data-testid=prop-create-column]').click();
  await page.locator('[data-testid=designer-table-sync]').waitFor();
  expect((await model()).isSync).toBe('notSynced');

  // The sync shows what it will do (the DDL adding the column), then applies it.
  await page.locator('[data-testid=designer-sync-table]').click();
  await page.locator('[data-testid=ddl-confirmation]').waitFor();
  expect(await page.locator('.ant-modal-confirm pre').innerText()).toMatch(/stars/i);
  await pressOk(page, 'ddl-ok');
  await expect.poll(async () => (await model()).isSync).toBe('synced');
  await page.locator('[data-testid=designer-table-sync]').waitFor({ state: 'detached' });
  await page.locator('[data-testid=designer-save]').click();
  await page.locator('[data-testid=designer-notice]').waitFor();
  await page.locator('.ant-drawer-close').last().click();
  await page.locator('[data-testid=form-designer]').waitFor({ state: 'detached' });

  // The list page's preview reads the table with its new column.
  await page.goto(`${suite.server.url}/eform/page?groupCode=crm`);
  await page.locator('.ant-table-row', { hasText: 'customer_list' }).locator('[data-testid=page-design]').click();
  await page.locator('[data-testid=page-designer]').waitFor();
  await page.locator('[data-testid=page-add-column-stars]').click();
  await page.locator('[data-testid=designer-mode]').locator('.ant-segmented-item').nth(1).click();
  await page.locator('[data-testid=page-preview] .ant-table').first().waitFor();
  await expect.poll(() => page.locator('[data-testid=page-preview]').innerText()).not.toMatch(NOT_SYNCED);
  expect(await page.locator('body').innerText()).not.toMatch(NOT_SYNCED);

  // Closing the page designer with the added column unsaved asks first; staying keeps the work.
  await page.locator('.ant-drawer-close').last().click();
  await page.locator('[data-testid=designer-leave-text]').waitFor();
  await page.locator('[data-testid=designer-stay]').click();
  await page.locator('[data-testid=designer-leave-text]').waitFor({ state: 'detached' });
  expect(await page.locator('[data-testid=page-designer]').count()).toBe(1);
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});
