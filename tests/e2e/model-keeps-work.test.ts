// The table model editor keeps the user's work, in Chromium (#31 item 2): closing it with unsaved changes asks first
// (staying keeps the edit), and what was left unsaved is a draft, offered when the model is edited again; a save clears it.
import { beforeAll, expect, it } from 'vitest';
import { setUpCustomer } from '../api/eform-fixtures.ts';
import { consoleSuite } from './console-suite.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
beforeAll(async () => {
  await setUpCustomer(await suite.server.login('admin'));
});

it('asks before closing the model editor with unsaved changes, and offers them again as a draft', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { viewport: { width: 1600, height: 1000 }, at: '/eform/model?groupCode=crm' });
  const edit = async () => {
    await page.locator('.ant-table-row', { hasText: 'customer' }).locator('[data-testid=model-edit]').click();
    await page.locator('[data-testid=model-tableDesc]').waitFor();
  };
  await edit();
  await page.locator('[data-testid=model-tableDesc]').fill('Customers (edited)');
  await page.locator('.ant-drawer-close').last().click();
  await page.locator('[data-testid=designer-leave-text]').waitFor();
  await page.locator('[data-testid=designer-stay]').click();
  await page.locator('[data-testid=designer-leave-text]').waitFor({ state: 'detached' });
  expect(await page.locator('[data-testid=model-tableDesc]').inputValue()).toBe('Customers (edited)');
  await page.locator('.ant-drawer-close').last().click();
  await page.locator('[data-testid=designer-leave]').click();
  await page.locator('[data-testid=model-editor]').waitFor({ state: 'detached' });

  // Edited again: the draft is back; saved, it is gone from the next opening.
  await edit();
  await page.locator('[data-testid=model-draft-restored]').waitFor();
  expect(await page.locator('[data-testid=model-tableDesc]').inputValue()).toBe('Customers (edited)');
  await page.locator('[data-testid=model-save]').click();
  await page.locator('[data-testid=model-editor]').waitFor({ state: 'detached' });
  await page.locator('.ant-table-row', { hasText: 'Customers (edited)' }).waitFor();
  await edit();
  expect(await page.locator('[data-testid=model-draft-restored]').count()).toBe(0);
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});
