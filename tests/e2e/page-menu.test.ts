// A generated page goes on a menu from the page list: the administrator sees the new menu at once and opens the
// page from it; a user granted the menu but not the add button sees no Add button; a model change reaches the
// generated form and page through 'Update form and page from the model'.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { startTestServer, type ApiClient, type TestServer } from '../support/server.ts';
import { createUser, STRONG_PASSWORD, unique } from '../support/identity.ts';
import { CUSTOMER_COLUMNS, customerModel, expectOk, setUpCustomer } from '../api/eform-fixtures.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

let server: TestServer;
let browser: Browser;
let api: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  api = await server.login('admin');
  await setUpCustomer(api, { generate: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal').last();

it('puts the page on a console menu from the page list; the administrator opens it from the sidebar', async () => {
  const { page, context, errors } = await signedInPage(browser, server.url, 'admin', server.adminPassword, { at: '/eform/page?groupCode=crm' });
  await page.locator('[data-testid=page-add-to-menu-customer_list]').click();
  await dialog(page).locator('#menu-title').fill('客户列表');
  await dialog(page).locator('#menu-title-en').fill('Customers');
  await dialog(page).locator('[data-testid=form-modal-ok]').click();
  await page.locator('.ant-notification-notice-success').last().waitFor();
  await page.reload();
  await page.locator('[data-testid=sidebar]').getByText('客户列表').click();
  await page.waitForURL('**/eform/view/customer_list');
  await page.locator('[data-testid=toolbar-add]').waitFor();
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});

it('a user granted the menu but not the add button sees no Add button', async () => {
  const [menu] = await server.sql<{ id: string }>(`select id from sys_permission where url = '/eform/view/customer_list'`);
  const role = expectOk<any>(await api.post('/api/system/role/add', { roleCode: unique('r_'), roleName: 'Viewer', back: '1' })).id as string;
  expectOk(await api.post('/api/system/permission/saveRolePermission', { roleId: role, permissionIds: [menu!.id] }));
  const viewer = await createUser(api, { selectedRole: [role] });
  const client = await server.login(viewer.username, STRONG_PASSWORD);
  expect((await client.put('/api/system/user/changePassword', { oldpassword: STRONG_PASSWORD, password: 'Viewer#Pass1', confirmpassword: 'Viewer#Pass1' })).status).toBe(200);
  const { page, context } = await signedInPage(browser, server.url, viewer.username, 'Viewer#Pass1', { at: '/eform/view/customer_list' });
  await page.locator('.ant-table').first().waitFor();
  expect(await page.locator('[data-testid=toolbar-add]').count()).toBe(0);
  await context.close();
});

it('brings the generated form and page up to date after a model change', async () => {
  const model = expectOk<any>(await api.get('/api/eform/manage/tableModel/queryByCode?code=customer'));
  const columns = [...CUSTOMER_COLUMNS, { colCode: 'city', colName: 'City', colType: 'varchar' as const, colLength: 40 }];
  expectOk(await api.put('/api/eform/manage/tableModel/edit', { ...customerModel(columns), version: model.version }));
  const { page, context, errors } = await signedInPage(browser, server.url, 'admin', server.adminPassword, { at: '/eform/model?groupCode=crm' });
  await page.locator('tr', { hasText: 'customer' }).locator('[data-testid=model-update-generated]').click();
  await expect.poll(() => page.locator('[data-testid=updated-generated]').textContent()).toContain('city');
  const view = expectOk<any>(await api.get('/api/eform/manage/view/queryByCode?code=customer_list'));
  expect(view.columns.map((c: any) => c.colCode)).toContain('city');
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});
