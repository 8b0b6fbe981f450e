// The metadata runtime in Chromium against the real server on PostgreSQL (issue 5): a designer models a
// 'customer' table, generates its form and list page and puts the page on a menu; an end user granted that
// menu adds, filters, sorts, edits and deletes records and sees the phone masked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, MOBILE } from '../support/browser.ts';
import { createRole, createUser, STRONG_PASSWORD } from '../support/identity.ts';
import { startTestServer, type ApiClient, type TestServer } from '../support/server.ts';
import { fillColumn, gridRow, pressOk, settled, still, syncState, syncStateOrError } from './eform-steps.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

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

/** Front menu items opening the page (one of them pre-filtered to VIP customers), and a user whose role grants them. */
async function menuAndUser(): Promise<string> {
  type Props = { label: string; value: string }[];
  const menu = (name: string, url: string, componentProps?: Props, component = 'eform/view') =>
    admin.post('/api/system/permission/add', { name, menuType: 1, back: '0', sortNo: 5, component, url, icon: 'TeamOutlined', componentProps });
  const all = ok(await menu('客户', '/crm/customer_list'));
  const vip = ok(await menu('贵宾客户', '/crm/vip/customer_list', [{ label: 'level', value: 'vip' }]));
  const add = ok(await menu('登记客户', '/crm/add/customer_form', [{ label: 'viewCode', value: 'customer_list' }], 'eform/formAdd'));
  const roleId = await createRole(admin, [all.code, vip.code, add.code, 'eform:view:log'], { back: '0' });
  const user = await createUser(admin, { selectedRole: [roleId] });
  // A new account changes its first password before it works.
  const first = await server.login(user.username, STRONG_PASSWORD);
  ok(await first.put('/api/system/user/changePassword', { oldpassword: STRONG_PASSWORD, password: USER_PASSWORD, confirmpassword: USER_PASSWORD }));
  return user.username;
}

/** A menu item by its exact title (its icon makes the accessible name longer). */
const menuItem = (page: Page, title: string) => page.locator('.ant-menu-item').filter({ hasText: new RegExp(`^${title}$`) });
const row = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });

describe('the designer models, creates, syncs and generates', () => {
  it('app group, dictionary, table model with create and sync, generated form and page, masked phone', async () => {
    const { page, context, errors } = await signedInPage(browser, server.url, 'admin', server.adminPassword);
    await page.waitForURL('**/app/group');
    await page.locator('[data-testid=console-home]').waitFor();

    // The console home lists the app groups; a new one is added there.
    await page.locator('[data-testid=group-add]').click();
    await page.locator('#groupName').fill('客户关系');
    await page.locator('#groupCode').fill('crm');
    await page.locator('[data-testid=form-modal-ok]').click();
    await page.locator('[data-testid=group-crm]').waitFor();
    await settled(page);
    await still(page);
    // A dictionary with two items.
    await page.goto(`${server.url}/system/dict`);
    await page.locator('[data-testid=dict-add]').click();
    await page.locator('#dictName').fill('客户等级');
    await page.locator('#dictCode').fill('customer_level');
    await page.locator('[data-testid=form-modal-ok]').click();
    await page.locator('.ant-table-row', { hasText: 'customer_level' }).locator('[data-testid=dict-items]').click();
    for (const [text, en, value] of [['贵宾', 'VIP', 'vip'], ['普通', 'Standard', 'std']]) {
      await page.locator('[data-testid=dict-item-add]').click();
      await page.locator('#itemText').fill(text!);
      await page.locator('#itemTextEn').fill(en!);
      await page.locator('#itemValue').fill(value!);
      await page.locator('[data-testid=form-modal-ok]').click();
      await page.locator('[data-testid=dict-items-drawer] .ant-table-row', { hasText: value! }).waitFor();
    }
    await still(page);
    await page.keyboard.press('Escape');

    // The table model, from the group's tile; a bad field name is refused by the engine's rules first.
    await page.goto(`${server.url}/app/group`);
    await page.locator('[data-testid=group-crm]').click();
    await page.waitForURL('**/eform/model?groupCode=crm');
    await page.locator('[data-testid=model-add]').click();
    await page.locator('#tableName').fill('customer');
    await page.locator('#tableDesc').fill('客户');
    await fillColumn(page, 0, { colCode: '1name', colName: '客户名称', colLength: 50, required: true });
    await page.locator('[data-testid=model-save]').click();
    await page.locator('[data-testid=model-issues]').getByText('字段名必须以字母开头，只能包含字母、数字和下划线').waitFor();
    await gridRow(page, 0).locator('[data-testid=col-colCode-0]').fill('name');
    for (const [i, spec] of [
      { colCode: 'level', colName: '客户等级', colLength: 10, showType: '下拉选择', dictCode: 'customer_level' },
      { colCode: 'phone', colName: '手机号', colLength: 11, validRule: '手机号码' },
      { colCode: 'age', colName: '年龄', colType: 'number' as const, colLength: 3 },
    ].entries()) {
      await page.locator('[data-testid=column-add]').click();
      await fillColumn(page, i + 1, spec);
    }
    await still(page);
    await page.locator('[data-testid=model-save]').click();
    await expect.poll(() => syncState(page, 'customer')).toBe('notCreated');

    // Create table: the confirmation text, then the state.
    await settled(page);
    await page.locator('[data-testid=model-create-table]').click();
    await page.getByText('确定要根据此模型创建数据库表吗？').waitFor();
    await pressOk(page, 'ddl-ok');
    await expect.poll(() => syncStateOrError(page, 'customer')).toBe('created');

    // A new column: not synced until 'Sync table'.
    await page.locator('[data-testid=model-edit]').click();
    await page.locator('[data-testid=column-add]').click();
    await fillColumn(page, 4, { colCode: 'remark', colName: '备注', colLength: 100 });
    await page.locator('[data-testid=model-save]').click();
    await expect.poll(() => syncState(page, 'customer')).toBe('notSynced');
    await settled(page);
    await page.locator('[data-testid=model-sync-table]').click();
    await page.getByText('确定要将数据库表与此模型同步吗？').waitFor();
    await pressOk(page, 'ddl-ok');
    await expect.poll(() => syncState(page, 'customer')).toBe('synced');

    // Dropping the column loses data: refused, asked again, then forced.
    await page.locator('[data-testid=model-edit]').click();
    await gridRow(page, 4).getByRole('button', { name: '删除' }).click();
    await page.locator('[data-testid=model-save]').click();
    await expect.poll(() => syncState(page, 'customer')).toBe('notSynced');
    await settled(page);
    await page.locator('[data-testid=model-sync-table]').click();
    await page.getByText('此次同步会丢失数据', { exact: false }).waitFor();
    await pressOk(page, 'ddl-ok');
    await page.locator('[data-testid=ddl-refusal]').waitFor();
    await pressOk(page, 'ddl-force');
    await expect.poll(() => syncState(page, 'customer')).toBe('synced');
    await settled(page);
    await still(page);
    // Generate the form and the list page.
    await page.locator('[data-testid=model-generate]').click();
    await page.locator('[data-testid=generated]').waitFor();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();

    // The page masks the phone (in the page designer); the form previews (in the form designer).
    await page.goto(`${server.url}/eform/page`);
    await page.locator('.ant-table-row', { hasText: 'customer_list' }).locator('[data-testid=page-design]').click();
    await page.locator('[data-testid=page-column-phone]').click();
    await page.locator('[data-testid=page-properties] .ant-select:has(#root_tuoMin)').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '手机号' }).click();
    await still(page);
    await page.locator('[data-testid=designer-save]').click();
    await page.locator('[data-testid=designer-notice]').getByText('版本 2').waitFor();
    await page.locator('.ant-drawer-close').last().click();
    await page.locator('.ant-table-row', { hasText: 'customer_list' }).getByText('v2').waitFor();
    await page.goto(`${server.url}/eform/form`);
    await page.locator('.ant-table-row', { hasText: 'customer_form' }).locator('[data-testid=form-design]').click();
    await page.locator('[data-testid=designer-mode]').getByText('电脑').click();
    await page.locator('[data-testid=designer-preview-desktop] #root_name').waitFor();
    await still(page);
    expect(unexpectedErrors(errors, [400])).toEqual([]);
    await context.close();
  });
});

describe('records of the customer page', () => {
  beforeAll(async () => {
    endUser = await menuAndUser();
    // The detail button opens the form inside the page's own tab (dialog size 'inside tab').
    const view = ok(await admin.get('/api/eform/manage/view/queryByCode?code=customer_list'));
    const buttons = view.buttons.map((b: any) => (b.action === 'detail' ? { ...b, openType: 'insideTab' } : b));
    ok(await admin.put('/api/eform/manage/view/edit', { ...view, buttons }));
  });

  it('the end user adds, filters, sorts, edits and deletes customers and sees the phone masked', async () => {
    const { page, context, errors } = await signedInPage(browser, server.url, endUser, USER_PASSWORD);
    await menuItem(page, '客户').click();
    await page.waitForURL('**/crm/customer_list');
    await page.locator('[data-testid=eform-list]').waitFor();

    // The empty list offers its Add. Add: the required name is refused in the browser first, then the record is saved.
    await page.locator('[data-testid=crud-empty] [data-testid=empty-add]').waitFor();
    await page.locator('[data-testid=toolbar-add]').click();
    await page.locator('[data-testid=record-save]').click();
    await page.getByText('客户名称不能为空').waitFor();
    await page.locator('#root_name').fill('Ann');
    await page.locator('#root_phone').fill('13812345678');
    await page.locator('#root_age').fill('31');
    await page.locator('#root_level').click();
    await page.locator('.ant-select-item-option', { hasText: '贵宾' }).click();
    await still(page);
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
    await still(page);
    // Edit: the form shows the real phone; the list shows it masked again.
    await row(page, 'Ann').locator('[data-testid=row-edit]').click();
    await expect.poll(() => page.locator('#root_phone').inputValue()).toBe('13812345678');
    await page.locator('#root_name').fill('Ann Lee');
    await page.locator('[data-testid=record-save]').click();
    await row(page, 'Ann Lee').waitFor();
    expect(await row(page, 'Ann Lee').textContent()).toContain('138****5678');

    // Detail inside the tab: the form read-only, the phone masked; back to the list.
    await row(page, 'Ann Lee').locator('[data-testid=row-detail]').click();
    await page.locator('[data-testid=record-page]').waitFor();
    // Values shown as text, not in grey disabled controls (#42).
    await expect.poll(() => page.locator('[data-formatted=phone]').textContent()).toBe('138****5678');
    expect(await page.locator('[data-formatted=name]').textContent()).toBe('Ann Lee');
    await page.locator('[data-testid=record-page]').getByRole('button', { name: '返 回' }).click();
    await row(page, 'Ann Lee').waitFor();

    // The data log of the record: added, then edited from Ann to Ann Lee.
    await row(page, 'Ann Lee').locator('[data-testid=row-log]').click();
    const log = page.locator('[data-testid=data-log]');
    await log.getByText('修改', { exact: true }).waitFor();
    expect(await log.textContent()).toContain('Ann Lee');
    await still(page);
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

  it("a menu item's componentProps pre-filter the page", async () => {
    const { page, context, errors } = await signedInPage(browser, server.url, endUser, USER_PASSWORD, { at: '/crm/vip/customer_list' });
    await menuItem(page, '贵宾客户').waitFor();
    await row(page, 'Ann Lee').waitFor();
    expect(await page.locator('.ant-table-row').count()).toBe(1);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('a form-add menu item adds one record after another', async () => {
    const { page, context, errors } = await signedInPage(browser, server.url, endUser, USER_PASSWORD, { at: '/crm/add/customer_form' });
    await page.locator('[data-testid=form-add-page] #root_name').fill('Dora');
    await page.locator('[data-testid=record-save]').click();
    await page.getByText('操作成功').first().waitFor();
    await expect.poll(() => page.locator('#root_name').inputValue()).toBe('');
    await menuItem(page, '客户').click();
    await row(page, 'Dora').waitFor();
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('the list page on a phone', async () => {
    const { page, context, errors } = await signedInPage(browser, server.url, endUser, USER_PASSWORD, { viewport: MOBILE, at: '/crm/customer_list' });
    await page.locator('[data-testid=eform-list]').waitFor();
    await row(page, 'Ann Lee').waitFor();
    await still(page);
    await page.locator('[data-testid=toolbar-add]').click();
    await page.locator('#root_name').waitFor();
    await still(page);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});

describe('the design console on a phone', () => {
  it('home, dictionaries, table models and the model editor fit a phone', async () => {
    const { page, context, errors } = await signedInPage(browser, server.url, 'admin', server.adminPassword, { viewport: MOBILE });
    await page.locator('[data-testid=group-crm]').waitFor();
    await still(page);
    await page.goto(`${server.url}/system/dict`);
    await page.locator('.ant-table-row', { hasText: 'customer_level' }).waitFor();
    await still(page);
    await page.goto(`${server.url}/eform/model`);
    const row = page.locator('.ant-table-row', { hasText: 'customer' });
    await row.waitFor();
    await still(page);
    // On a phone a row's actions sit behind its "⋯" button.
    await row.locator('[data-testid=row-actions]').click();
    await page.locator('[data-testid=row-actions-menu] [data-testid=model-edit]').click();
    await page.locator('[data-testid=columns-grid]').waitFor();
    await still(page);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
