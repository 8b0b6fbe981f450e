// Data log and portal settings in Chromium: Given the administrator in English mode and a customer record edited in the
// test, When they open System › Data log and filter it to that record, Then the edit shows with its user and the field
// before and after, and a record's log drawer links there. When they open System › Portal settings, refuse a
// javascript: logo and save a new English name, Then the next sign-in shows that name in the header. No screen shows
// Chinese.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { expectOk, setUpCustomer } from '../api/eform-fixtures.ts';
import { consoleSuite } from './console-suite.ts';
import { clean, setLanguage } from './english-scan.ts';
import { still } from './eform-steps.ts';
import { openFromMenu, signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();

it('an administrator finds a record\'s edit in the data log and renames the platform for the next sign-in', async () => {
  const admin = await suite.server.login('admin');
  // A retry finds the model of the first attempt.
  await setUpCustomer(admin, { generate: true }).catch(() => undefined);
  const view = '/api/eform/engine/view/customer_list';
  const id = expectOk<any>(await admin.post(`${view}/data`, { name: 'Ann', code: `A${randomUUID().slice(0, 6)}` })).id;
  expectOk(await admin.post(`${view}/data`, { name: 'Bob', code: `B${randomUUID().slice(0, 6)}` }));
  const read = expectOk<any>(await admin.get(`${view}/data/${id}`));
  expectOk(await admin.put(`${view}/data/${id}`, { name: 'Ann Lee', data_version: read.data_version }));

  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword);
  await setLanguage(page, 'en_US');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await openFromMenu(page, 'System', 'Data log', '/system/dataLog');
  const log = page.locator('[data-testid=data-log-page]');
  await log.locator('.ant-table-row').first().waitFor();
  expect(await log.locator('.ant-table-row').count()).toBeGreaterThanOrEqual(3);
  await log.getByLabel('Record ID').fill(id);
  await log.getByRole('button', { name: /Search/ }).click();
  await expect.poll(() => log.locator('.ant-table-row').count()).toBe(2);
  const edit = log.locator('.ant-table-row', { hasText: 'Edited' });
  await edit.getByText('admin').waitFor();
  await edit.locator('.ant-table-row-expand-icon').click();
  const changes = log.locator('[data-testid=data-log-changes]');
  await changes.locator('tr', { hasText: 'Ann Lee' }).getByText('Ann', { exact: true }).waitFor();
  await still(page);
  await clean(page, 'data log');

  // The record's log drawer on its list page links to the screen, filtered to the record.
  expectOk(await admin.post('/api/system/permission/add', {
    name: 'Customers', nameEn: 'Customers', menuType: 1, back: '1', sortNo: 5, component: 'eform/view', url: '/crm/customer_list', icon: 'TeamOutlined',
  }));
  await page.goto(`${suite.server.url}/crm/customer_list`);
  await page.locator('.ant-table-row', { hasText: 'Ann Lee' }).locator('[data-testid=row-log]').click();
  await page.locator('[data-testid=data-log] [data-testid=data-log-open-all]').click();
  await page.locator('[data-testid=data-log-record]', { hasText: `Record ${id}` }).waitFor();
  await expect.poll(() => log.locator('.ant-table-row').count()).toBe(2);

  await openFromMenu(page, 'System', 'Portal settings', '/system/portalSettings');
  const branding = page.locator('[data-testid=branding]');
  await branding.locator('[data-testid=branding-fullName]').waitFor();
  await expect.poll(() => branding.locator('[data-testid=branding-fullName]').inputValue()).not.toBe('');
  await branding.locator('[data-testid=branding-logoUrl]').fill('javascript:alert(1)');
  await branding.locator('[data-testid=branding-save]').click();
  await branding.getByText('The logo must be an http(s) address or a file of the platform').waitFor();
  await branding.locator('[data-testid=branding-logoUrl]').fill('');
  await branding.locator('[data-testid=branding-fullNameEn]').fill('Acme Works Platform');
  await branding.locator('[data-testid=branding-simpleNameEn]').fill('Acme Works');
  await branding.locator('[data-testid=branding-save]').click();
  await page.getByText('Saved: applies from the next sign-in').waitFor();
  await still(page);
  await clean(page, 'portal settings');
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();

  const again = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword);
  await setLanguage(again.page, 'en_US');
  await again.page.reload();
  await again.page.locator('.yc-brand', { hasText: 'Acme Works' }).first().waitFor();
  await clean(again.page, 'after sign-in');
  await again.context.close();
});
