// The logic layer's screens in Chromium: an SQL config designed in its form and tested in place (rows, and a refusal's
// reason), a data source's connection tested from the form, a fill rule drawn, a check rule failing with its own
// message, an HTTP config refused by the SSRF guard, and the category tree built with fresh dialogs.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { expectOk, setUpCustomer } from '../api/eform-fixtures.ts';
import { TEST_PG_TCP_URL, type ApiClient, type TestServer } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';
import { EXTERNAL_DATABASE_HOSTS, externalDatabases } from '../support/external-databases.ts';
import { choose, closeDialog, fillColumn, pressOk, settled, still, syncStateOrError } from './eform-steps.ts';

const suite = consoleSuite({ DATA_SOURCE_ALLOWED_HOSTS: `${EXTERNAL_DATABASE_HOSTS},127.0.0.1:1` });
const dbs = externalDatabases();
let server: TestServer;
let api: ApiClient;
let admin: { page: Page; context: BrowserContext; errors: string[] };

beforeAll(async () => {
  server = suite.server;
  api = await server.login('admin');
  await setUpCustomer(api);
  for (const name of ['Alice', 'Bob']) await server.tenantSql(`insert into customer (id, name) values (gen_random_uuid(), $1)`, [name]);
  admin = await signedInPage(suite.browser, server.url, 'admin', server.adminPassword);
});

const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal').last();
const submit = async (page: Page) => {
  await dialog(page).locator('[data-testid=form-modal-ok]').click();
  await page.locator('.ant-notification-notice-success').last().waitFor();
  await page.locator('.ant-modal-wrap:visible').waitFor({ state: 'detached' });
};
const row = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text }).first();

describe('logic screens', () => {
  it('designs an SQL config with a parameter and tests it: rows, then a refusal with its reason', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/system/sqlConfig`);
    await page.locator('[data-testid=sqlConfig-page]').waitFor();
    await page.getByRole('button', { name: '新增' }).click();
    await dialog(page).locator('#sqlName').fill('按姓名查客户');
    await dialog(page).locator('#sqlCode').fill('customers_by_name');
    await dialog(page).locator('#sqlQuery').fill('select id, name from customer where name like :name order by name');
    await dialog(page).getByRole('button', { name: '添加参数' }).click();
    await dialog(page).getByLabel('参数名').fill('name');
    await dialog(page).getByLabel('默认值').fill('%');
    await submit(page);
    await row(page, 'customers_by_name').getByRole('button', { name: '测试' }).click();
    const tester = page.locator('[data-testid=logic-test]').last();
    await tester.locator('#name').fill('B%');
    await tester.locator('[data-testid=logic-run]').click();
    await tester.locator('[data-testid=logic-rows] .ant-table-row').first().waitFor();
    expect(await tester.locator('[data-testid=logic-rows] .ant-table-row').allTextContents()).toEqual([expect.stringContaining('Bob')]);
    await tester.locator('.ant-modal-close').click();

    await row(page, 'customers_by_name').getByRole('button', { name: '编辑' }).click();
    await dialog(page).locator('#sqlQuery').fill('select * from sys_user where username like :name');
    await dialog(page).locator('[data-testid=form-modal-ok]').click();
    await page.locator('.ant-notification-notice-error', { hasText: '查询不能使用 sys_user：系统表和平台表不可访问' }).waitFor();
    await dialog(page).locator('.ant-modal-close').click();
    expect(expectOk<any>(await api.get('/api/eform/manage/sqlConfig/queryByCode?code=customers_by_name')).sqlQuery).toContain('from customer');
  });

  it('tests a data source connection from its form, with one message when it fails', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/system/dataSource`);
    await page.locator('[data-testid=dataSource-page]').waitFor();
    await page.getByRole('button', { name: '新增' }).click();
    await dialog(page).locator('#datasourceName').fill('客户库');
    await dialog(page).locator('#datasourceKey').fill('crm');
    await dialog(page).locator('#dbType').click();
    await page.locator('.ant-select-item-option', { hasText: 'postgresql' }).click();
    await dialog(page).locator('#url').fill('jdbc:postgresql://127.0.0.1:1/postgres');
    await dialog(page).locator('[data-testid=ds-test]').click();
    // A failed connection answers after the connection test's time-out (3 s), whatever the cause.
    await expect.poll(() => dialog(page).locator('[data-testid=ds-outcome]').textContent(), { timeout: 10_000 }).toBe('无法连接数据源：请检查地址、端口、数据库、用户名和密码');
    await dialog(page).locator('#url').fill(`jdbc:${new URL(TEST_PG_TCP_URL).toString().replace(/^postgres:/, 'postgresql:')}`);
    await dialog(page).locator('[data-testid=ds-test]').click();
    await expect.poll(() => dialog(page).locator('[data-testid=ds-outcome]').textContent()).toBe('连接成功');
    await submit(page);
    await row(page, 'crm').getByRole('button', { name: '测试连接' }).click();
    await expect.poll(() => row(page, 'crm').locator('[data-testid=ds-row-outcome]').textContent()).toBe('连接成功');
  });

  it('draws from a fill rule and checks a value against a check rule', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/system/fillRule`);
    await page.getByRole('button', { name: '新增' }).click();
    await dialog(page).locator('#ruleName').fill('订单号');
    await dialog(page).locator('#ruleCode').fill('order_no');
    await dialog(page).locator('#ruleClass').click();
    await page.locator('.ant-select-item-option', { hasText: '流水号' }).click();
    await dialog(page).locator('#prefix').fill('SO');
    await dialog(page).locator('#digits').fill('4');
    await submit(page);
    await row(page, 'order_no').getByRole('button', { name: '测试' }).click();
    await page.locator('[data-testid=logic-run]').click();
    await expect.poll(() => page.locator('[data-testid=logic-value]').textContent()).toBe('SO0001');
    await page.locator('[data-testid=logic-test] .ant-modal-close').last().click();

    await page.goto(`${server.url}/system/checkRule`);
    await page.getByRole('button', { name: '新增' }).click();
    await dialog(page).locator('#ruleName').fill('手机号');
    await dialog(page).locator('#ruleCode').fill('mobile');
    await dialog(page).locator('#pattern').fill('^1[3-9]\\d{9}$');
    await dialog(page).locator('#message').fill('请输入手机号');
    await submit(page);
    await row(page, 'mobile').getByRole('button', { name: '测试' }).click();
    const tester = page.locator('[data-testid=logic-test]').last();
    await tester.locator('#value').fill('12345');
    await tester.locator('[data-testid=logic-run]').click();
    await expect.poll(() => tester.locator('[data-testid=logic-error]').textContent()).toBe('请输入手机号');
    await tester.locator('#value').fill('13800138000');
    await tester.locator('[data-testid=logic-run]').click();
    await tester.locator('[data-testid=logic-passed]').waitFor();
  });

  it('shows why an HTTP config may not call a private address', async () => {
    const { page } = admin;
    expectOk(await api.post('/api/eform/manage/httpConfig/add', { httpName: '元数据', httpCode: 'meta', httpUrl: 'http://169.254.169.254/latest/meta-data/', httpMethod: 'GET' }));
    await page.goto(`${server.url}/system/httpConfig`);
    await row(page, 'meta').getByRole('button', { name: '测试' }).click();
    await page.locator('[data-testid=logic-test] [data-testid=logic-run]').waitFor();
    await still(page);
    await page.locator('[data-testid=logic-run]').click();
    await expect.poll(() => page.locator('[data-testid=logic-error]').textContent())
      .toBe('服务器不能访问地址 169.254.169.254（回环、私有、链路本地或保留网络）');
  });

  it('models a table in a MariaDB data source and creates it there', async () => {
    const { page } = admin;
    expectOk(await api.post('/api/eform/manage/dataSource/add', { datasourceKey: 'erp', datasourceName: 'ERP', dbType: 'mariadb', url: `jdbc:mysql://127.0.0.1:3306/${dbs.mariaDb}`, username: 'root' }));
    await page.goto(`${server.url}/eform/model?groupCode=crm`);
    await page.locator('[data-testid=model-add]').click();
    await page.locator('#tableName').fill('ext_note');
    await page.locator('#tableDesc').fill('外部便签');
    await choose(page, page.locator('[data-testid=model-editor] [data-testid=data-source-select]'), 'ERP (erp)');
    await fillColumn(page, 0, { colCode: 'title', colName: '标题', colLength: 40, required: true });
    await page.locator('[data-testid=model-save]').click();
    await expect.poll(() => syncStateOrError(page, 'ext_note')).toBe('notCreated');
    await settled(page);
    await page.locator('.ant-table-row', { hasText: 'ext_note' }).locator('[data-testid=model-create-table]').click();
    await pressOk(page, 'ddl-ok');
    await expect.poll(() => syncStateOrError(page, 'ext_note')).toBe('created');
    const maria = await dbs.maria();
    const [columns] = await maria.query(`select column_name as c from information_schema.columns where table_schema = database() and table_name = 'ext_note' order by ordinal_position`);
    await maria.end();
    expect((columns as { c: string }[]).map((r) => r.c)).toEqual(['id', 'create_by', 'create_time', 'update_by', 'update_time', 'sys_org_code', 'data_version', 'title']);
  });

  it('works with the records of that table on its generated page: add, edit and delete land in MariaDB', async () => {
    const { page, errors } = admin;
    const before = errors.length;
    expectOk(await api.post('/api/eform/manage/tableModel/generate', { tableName: 'ext_note' }));
    const menu = expectOk<{ url: string }>(await api.post('/api/eform/manage/view/addToMenu', { viewCode: 'ext_note_list', back: '1', name: '外部便签', nameEn: 'Notes' }));
    const titles = async () => {
      const maria = await dbs.maria();
      const [rows] = await maria.query(`select title from ext_note order by title`);
      await maria.end();
      return (rows as { title: string }[]).map((r) => r.title);
    };
    await page.goto(`${server.url}${menu.url}`);
    await page.locator('[data-testid=eform-list]').waitFor();
    await page.locator('[data-testid=toolbar-add]').click();
    await page.locator('#root_title').fill('Call the supplier');
    await page.locator('[data-testid=record-save]').click();
    await row(page, 'Call the supplier').waitFor();
    expect(await titles()).toEqual(['Call the supplier']);

    await row(page, 'Call the supplier').locator('[data-testid=row-edit]').click();
    await expect.poll(() => page.locator('#root_title').inputValue()).toBe('Call the supplier');
    await page.locator('#root_title').fill('Call the supplier again');
    await page.locator('[data-testid=record-save]').click();
    await row(page, 'Call the supplier again').waitFor();
    await expect.poll(titles).toEqual(['Call the supplier again']);

    await row(page, 'Call the supplier again').locator('[data-testid=row-delete]').click();
    await page.locator('[data-testid=confirm-ok]').click();
    await expect.poll(() => page.locator('.ant-table-row', { hasText: 'Call the supplier' }).count()).toBe(0);
    await expect.poll(titles).toEqual([]);
    expect(unexpectedErrors(errors.slice(before))).toEqual([]);
  });

  it('builds the category tree; Add child after Edit starts empty under the chosen parent', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/system/category`);
    await page.locator('[data-testid=category-page]').waitFor();
    await page.getByRole('button', { name: '新增' }).click();
    await dialog(page).locator('#name').fill('产品');
    await dialog(page).locator('#code').fill('P');
    await submit(page);
    await row(page, '产品').getByRole('button', { name: '编辑' }).click();
    await expect.poll(() => dialog(page).locator('#name').inputValue()).toBe('产品');
    await closeDialog(page);
    await row(page, '产品').getByRole('button', { name: '添加下级' }).click();
    expect(await dialog(page).locator('#name').inputValue()).toBe('');
    await dialog(page).locator('#name').fill('手机');
    await dialog(page).locator('#code').fill('P01');
    await submit(page);
    const all = expectOk<any[]>(await api.get('/api/system/category/loadAllData'));
    const parent = all.find((c) => c.code === 'P');
    expect(all.find((c) => c.code === 'P01')?.pid).toBe(parent.id);
    expect(unexpectedErrors(admin.errors, [400])).toEqual([]);
  });
});
