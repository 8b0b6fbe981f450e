// The history drawer of the design screens: the versions of an item, what changed since one of them, and restoring
// it; opened for two items in a row, each shows its own versions.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { customerModel, expectOk, setUpCustomer } from '../api/eform-fixtures.ts';
import type { ApiClient } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { settled, pressOk } from './eform-steps.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
let admin: ApiClient;
beforeAll(async () => {
  admin = await suite.server.login('admin');
  await setUpCustomer(admin, { generate: true });
  // A second model with a second version: its history differs from the customer model's (one version).
  const supplier = expectOk<any>(await admin.post('/api/eform/manage/tableModel/add', { ...customerModel(), tableName: 'supplier', tableDesc: 'Supplier' }));
  expectOk(await admin.put('/api/eform/manage/tableModel/edit', { ...supplier, tableDesc: 'Suppliers' }));
  for (const viewName of ['Customers (2)', 'Customers (3)']) {
    const view = expectOk<any>(await admin.get('/api/eform/manage/view/queryByCode?code=customer_list'));
    expectOk(await admin.put('/api/eform/manage/view/edit', { ...view, viewName }));
  }
});

const versionsShown = (page: Page) =>
  page.locator('[data-testid=history-drawer] .ant-table-tbody').first().locator('tr.ant-table-row td:first-child').allTextContents();

it('lists the versions of the item it was opened for, twice in a row', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/eform/model?groupCode=crm' });
  await page.locator('.ant-table-row', { hasText: 'supplier' }).locator('[data-testid=model-history]').click();
  await expect.poll(() => versionsShown(page)).toEqual(['2', '1']);
  await page.locator('[data-testid=history-drawer] .ant-drawer-close').click();
  await settled(page);
  // The customer model changed once (creating its table moves the version, not the document).
  await page.locator('.ant-table-row', { hasText: 'customer' }).filter({ hasNotText: 'supplier' }).locator('[data-testid=model-history]').click();
  await expect.poll(() => versionsShown(page)).toEqual(['1']);
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});

it('shows what changed since a version of a page and restores it', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/eform/page?groupCode=crm' });
  await page.locator('.ant-table-row', { hasText: 'customer_list' }).locator('[data-testid=meta-history]').click();
  await expect.poll(() => versionsShown(page)).toEqual(['3', '2', '1']);
  await page.locator('[data-testid=history-open-1]').click();
  const changes = page.locator('[data-testid=history-version]');
  await changes.getByText('页面名称').waitFor();
  expect(await changes.innerText()).toContain('Customers (3)');
  await page.locator('[data-testid=history-restore]').click();
  await pressOk(page, 'history-restore-ok');
  await expect.poll(() => versionsShown(page)).toEqual(['4', '3', '2', '1']);
  // The current version has nothing to restore.
  await page.locator('[data-testid=history-open-4]').click();
  await page.locator('[data-testid=history-version] .ant-empty').waitFor();
  expect(await page.locator('[data-testid=history-restore]').isDisabled()).toBe(true);
  const view = expectOk<any>(await admin.get('/api/eform/manage/view/queryByCode?code=customer_list'));
  const first = expectOk<any>(await admin.get('/api/eform/manage/view/historyVersion?code=customer_list&version=1')).content;
  expect([view.version, view.viewName]).toEqual([4, first.viewName]);
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});

it('restores an earlier version of a menu item from the menus screen', async () => {
  const added = expectOk<any>(await admin.post('/api/system/permission/add', { name: 'Archive', menuType: 0, back: '1', url: '/archive', component: 'layout/RouteView', sortNo: 90 }));
  const code = (await suite.server.sql<{ code: string }>(`select code from sys_permission where id = $1`, [added.id]))[0]!.code;
  const current = async () => (await suite.server.sql<{ name: string; version: number }>(`select name, version from sys_permission where id = $1`, [added.id]))[0]!;
  expectOk(await admin.put('/api/system/permission/edit', { id: added.id, name: 'Old archive', version: (await current()).version }));
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/system/menu' });
  await page.locator(`[data-testid=menu-history-${code}]`).click();
  await expect.poll(() => versionsShown(page)).toEqual(['2', '1']);
  await page.locator('[data-testid=history-open-1]').click();
  await page.locator('[data-testid=history-version]').getByText('名称', { exact: true }).waitFor();
  expect(await page.locator('[data-testid=history-version]').innerText()).toContain('Old archive');
  await page.locator('[data-testid=history-restore]').click();
  await pressOk(page, 'history-restore-ok');
  await expect.poll(() => versionsShown(page)).toEqual(['3', '2', '1']);
  expect(await current()).toEqual({ name: 'Archive', version: 3 });
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});
