// The model editor's indexes: added in the Indexes tab, planned as a readable sentence, created by 'Sync table'
// (leading with tenant_id), and shown again when the editor reopens on that model.
import { beforeAll, expect, it } from 'vitest';
import { setUpCustomer } from '../api/eform-fixtures.ts';
import { consoleSuite } from './console-suite.ts';
import type { Page } from 'playwright-core';
import { option, settled, syncState, pressOk } from './eform-steps.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();

/** Picks options of a multiple select in order, then closes its dropdown. */
async function pickMany(page: Page, testId: string, texts: string[]): Promise<void> {
  const select = page.locator(`[data-testid=${testId}]`);
  await select.click();
  for (const text of texts) {
    await option(page, text).click();
    await expect.poll(() => select.locator('.ant-select-selection-item').allTextContents()).toContain(text);
  }
  await page.keyboard.press('Escape');
  await expect.poll(() => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count()).toBe(0);
}
beforeAll(async () => {
  await setUpCustomer(await suite.server.login('admin'));
});

it('adds an index in the editor, syncs it to the table, and shows it when the editor opens again', async () => {
  const { server } = suite;
  const { page, context, errors } = await signedInPage(suite.browser, server.url, 'admin', server.adminPassword, { viewport: { width: 1440, height: 900 }, at: '/eform/model?groupCode=crm' });
  await page.locator('.ant-table-row', { hasText: 'customer' }).locator('[data-testid=model-edit]').click();
  await page.locator('[data-testid=model-indexes-tab]').click();
  await page.locator('[data-testid=index-add]').click();
  await page.locator('[data-testid=index-name-0]').fill('by_sex_age');
  await pickMany(page, 'index-columns-0', ['sex', 'age']);
  await pickMany(page, 'index-desc-0', ['age']);
  await page.locator('[data-testid=model-save]').click();
  await expect.poll(() => syncState(page, 'customer')).toBe('notSynced');

  await settled(page);
  await page.locator('[data-testid=model-sync-table]').click();
  await page.locator('[data-testid=ddl-changes]', { hasText: '创建索引 ix_customer_by_sex_age（tenant_id, sex, age desc）' }).waitFor();
  await pressOk(page, 'ddl-ok');
  await expect.poll(() => syncState(page, 'customer')).toBe('synced');
  const [index] = await server.sql<{ indexdef: string }>(`select indexdef from pg_indexes where indexname = 'ix_customer_by_sex_age'`);
  expect(index?.indexdef).toMatch(/\(tenant_id, sex, age DESC\)$/);

  await settled(page);
  await page.locator('.ant-table-row', { hasText: 'customer' }).locator('[data-testid=model-edit]').click();
  await page.locator('[data-testid=model-indexes-tab]', { hasText: '1' }).click();
  await expect.poll(() => page.locator('[data-testid=index-name-0]').inputValue()).toBe('by_sex_age');
  expect(await page.locator('[data-testid=index-columns-0]').textContent()).toContain('sexage');
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});
