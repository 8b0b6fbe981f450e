// The metadata runtime in Chromium against the real server on PostgreSQL (issue 5): a designer models a
// 'customer' table, generates its form and list page and puts the page on a menu; an end user granted that
// menu adds, filters, sorts, edits and deletes records and sees the phone masked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, MOBILE } from '../support/browser.ts';
import { createRole, createUser, STRONG_PASSWORD } from '../support/identity.ts';
import { startTestServer, type ApiClient, type TestServer } from '../support/server.ts';
import { SCREENSHOT_DIR, signedInPage, unexpectedErrors } from './shell-helpers.ts';

let server: TestServer;
let browser: Browser;
let admin: ApiClient;
let endUser: string;
const USER_PASSWORD = 'Cust0mer#Pass';

const ok = <T = any>(res: { status: number; body: { message: string; result: T } }): T => {
  if (res.status !== 200) throw new Error(`${res.status}: ${res.body.message}`);
  return res.body.result;
};

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  admin = await server.login('admin');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function modelThroughApi(): Promise<void> {
  ok(await admin.post('/api/eform/manage/appGroup/add', { groupCode: 'crm', groupName: 'CRM', orderNum: 1 }));
  ok(await admin.post('/api/system/dict/add', {
    dictCode: 'customer_level', dictName: 'Customer level', category: 'app',
    items: [{ itemText: '贵宾', itemTextEn: 'VIP', itemValue: 'vip', sortOrder: 1 }, { itemText: '普通', itemTextEn: 'Standard', itemValue: 'std', sortOrder: 2 }],
  }));
  ok(await admin.post('/api/eform/manage/tableModel/add', {
    tableName: 'customer', tableDesc: '客户', groupCode: 'crm', objStructure: 'main', persistenceType: 'db',
    columns: [
      { colCode: 'name', colName: '客户名称', colType: 'varchar', colLength: 50, isRequired: true },
      { colCode: 'level', colName: '客户等级', colType: 'varchar', colLength: 10, showType: 'select', showConfig: { dictOption: { dictCode: 'customer_level' } } },
      { colCode: 'phone', colName: '手机号', colType: 'varchar', colLength: 11, validRule: 'phone' },
      { colCode: 'age', colName: '年龄', colType: 'number', colLength: 3 },
    ],
  }));
  ok(await admin.post('/api/eform/manage/tableModel/createTable', { tableName: 'customer' }));
  ok(await admin.post('/api/eform/manage/tableModel/generate', { tableName: 'customer' }));
  const view = ok(await admin.get('/api/eform/manage/view/queryByCode?code=customer_list'));
  const columns = view.columns.map((c: any) => (c.colCode === 'phone' ? { ...c, tuoMin: 'phonenumber' } : c));
  ok(await admin.put('/api/eform/manage/view/edit', { ...view, columns }));
}

/** A front menu item opening the page, and a user whose role grants it (and the data log). */
async function menuAndUser(): Promise<string> {
  const item = ok(await admin.post('/api/system/permission/add', {
    name: '客户', nameEn: 'Customers', menuType: 1, back: '0', sortNo: 5, component: 'eform/view', url: '/crm/customer_list', icon: 'TeamOutlined',
  }));
  const roleId = await createRole(admin, [item.code, 'eform:view:log'], { back: '0' });
  const user = await createUser(admin, { selectedRole: [roleId] });
  // A new account changes its first password before it works.
  const first = await server.login(user.username, STRONG_PASSWORD);
  ok(await first.put('/api/system/user/changePassword', { oldpassword: STRONG_PASSWORD, password: USER_PASSWORD, confirmpassword: USER_PASSWORD }));
  return user.username;
}

const row = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });

describe('records of the customer page', () => {
  beforeAll(async () => {
    await modelThroughApi();
    endUser = await menuAndUser();
  });

  it('the end user adds, filters, sorts, edits and deletes customers and sees the phone masked', async () => {
    const { page, context, errors } = await signedInPage(browser, server.url, endUser, USER_PASSWORD);
    await page.getByRole('menuitem', { name: '客户' }).click();
    await page.waitForURL('**/crm/customer_list');
    await page.locator('[data-testid=eform-list]').waitFor();

    // Add: the required name is refused in the browser first, then the record is saved.
    await page.locator('[data-testid=toolbar-add]').click();
    await page.locator('[data-testid=record-save]').click();
    await page.getByText('客户名称不能为空').waitFor();
    await page.locator('#root_name').fill('Ann');
    await page.locator('#root_phone').fill('13812345678');
    await page.locator('#root_age').fill('31');
    await page.locator('#root_level').click();
    await page.locator('.ant-select-item-option', { hasText: '贵宾' }).click();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/yc-eform-form-desktop.png` });
    await page.locator('[data-testid=record-save]').click();
    await page.getByText('操作成功').first().waitFor();
    await row(page, 'Ann').waitFor();
    expect(await row(page, 'Ann').textContent()).toContain('138****5678');
    expect(await row(page, 'Ann').textContent()).toContain('贵宾');

    // Two more customers, through the same page API the list uses.
    const client = await server.login(endUser, USER_PASSWORD);
    for (const [name, age, level] of [['Bob', 45, 'std'], ['Cleo', 23, 'std']] as const) {
      ok(await client.post('/api/eform/engine/view/customer_list/data', { name, age, level, phone: '13900001111' }));
    }
    await page.locator('[data-testid=query-reset]').click();
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(3);

    // Filter by name (like) and by the dictionary-backed level.
    await page.locator('[data-testid=query-bar] input').first().fill('Bo');
    await page.locator('[data-testid=query-search]').click();
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    await row(page, 'Bob').waitFor();
    await page.locator('[data-testid=query-reset]').click();
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(3);

    // Sort by age: ascending, then descending.
    const names = () => page.locator('.ant-table-row td:nth-child(3)').allTextContents();
    await page.locator('.ant-table-thead th', { hasText: '年龄' }).click();
    await expect.poll(names).toEqual(['Cleo', 'Ann', 'Bob']);
    await page.locator('.ant-table-thead th', { hasText: '年龄' }).click();
    await expect.poll(names).toEqual(['Bob', 'Ann', 'Cleo']);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/yc-eform-list-desktop.png` });

    // Edit: the form shows the real phone; the list shows it masked again.
    await row(page, 'Ann').locator('[data-testid=row-edit]').click();
    await expect.poll(() => page.locator('#root_phone').inputValue()).toBe('13812345678');
    await page.locator('#root_name').fill('Ann Lee');
    await page.locator('[data-testid=record-save]').click();
    await row(page, 'Ann Lee').waitFor();
    expect(await row(page, 'Ann Lee').textContent()).toContain('138****5678');

    // The data log of the record: added, then edited from Ann to Ann Lee.
    await row(page, 'Ann Lee').locator('[data-testid=row-log]').click();
    const log = page.locator('[data-testid=data-log]');
    await log.getByText('修改', { exact: true }).waitFor();
    expect(await log.textContent()).toContain('Ann Lee');
    await page.waitForTimeout(400); // the drawer slides in
    await page.screenshot({ path: `${SCREENSHOT_DIR}/yc-eform-data-log-desktop.png` });
    await page.keyboard.press('Escape');

    // Delete: confirmed, then gone; a batch delete without a selection asks for one.
    await row(page, 'Bob').locator('[data-testid=row-delete]').click();
    await page.getByText('确定删除该记录吗？').waitFor();
    await page.locator('[data-testid=confirm-ok]').click();
    await expect.poll(() => row(page, 'Bob').count()).toBe(0);
    await page.locator('[data-testid=toolbar-batchDelete]').click();
    await page.getByText('请选择一条记录').waitFor();
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('the list page on a phone', async () => {
    const { page, context, errors } = await signedInPage(browser, server.url, endUser, USER_PASSWORD, MOBILE);
    await page.goto(`${server.url}/crm/customer_list`);
    await page.locator('[data-testid=eform-list]').waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/yc-eform-list-mobile.png`, fullPage: true });
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
