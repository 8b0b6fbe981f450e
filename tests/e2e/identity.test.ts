// Identity administration in Chromium against the real server on PostgreSQL (issue 4): the administrator builds a
// department (with its leader), a role and a user through the console screens; the user gets exactly what the role grants, a data
// rule keeps them to their department's rows, and freezing them ends their session at the next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, MOBILE, successNotice } from '../support/browser.ts';
import { menuIds } from '../support/identity.ts';
import { startTestServer, type ApiClient, type TestServer } from '../support/server.ts';
import { pickUser } from './eform-steps.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

let server: TestServer;
let browser: Browser;
let api: ApiClient;
let ids: (codeOrAction: string) => string;
let admin: { page: Page; context: BrowserContext; errors: string[] };

const stamp = Date.now().toString(36);
const DEPT = { name: `质检部${stamp}`, code: `QA${stamp}` };
const ROLE = { name: `质检员${stamp}`, code: `qa_${stamp}` };
const USER = { username: `qa${stamp}`, realname: '质检员甲', password: 'Qa#Passw0rd1', changed: 'Qa#Passw0rd2' };
const RULE = 'own department';

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  api = await server.login('admin');
  ids = await menuIds(api);
  admin = await signedInPage(browser, server.url, 'admin', server.adminPassword);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});


/** Opens a console page through the address bar and waits for its content. */
async function open(page: Page, path: string, testId: string): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await page.locator(`[data-testid=${testId}]`).first().waitFor();
}

/** The open modal (antd puts data-testid on the modal's root element). */
const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal').last();

async function submitDialog(page: Page): Promise<void> {
  await dialog(page).locator('[data-testid=form-modal-ok]').click();
}

/** Picks an option of an antd select by typing part of its text. */
async function pick(page: Page, input: Locator, text: string): Promise<void> {
  await input.click();
  await input.fill(text);
  await page.locator('.ant-select-dropdown:visible').getByTitle(text, { exact: true }).first().click();
}

describe('the administrator builds access through the console', () => {
  it('creates a department on the organisation page', async () => {
    const { page } = admin;
    await open(page, '/system/org', 'orgs-page');
    await page.locator('[data-testid=org-add-root]').click();
    await page.locator('#org-name').fill(DEPT.name);
    await page.locator('#org-code').fill(DEPT.code);
    await dialog(page).getByText('部门', { exact: true }).click();
    await submitDialog(page);
    await successNotice(page);
    await page.locator('[data-testid=org-node]', { hasText: DEPT.name }).click();
    await page.locator('[data-testid=org-edit] #org-code').waitFor();
    expect(await page.locator('[data-testid=org-edit] #org-code').inputValue()).toBe(DEPT.code);
    // Its leader, chosen by name in the user picker, is kept and shown by name when the department is opened again.
    await pickUser(page, page.locator('[data-testid=org-edit] [data-testid=org-leader]'), 'admin');
    await page.locator('[data-testid=org-save]').click();
    await successNotice(page);
    const [{ username }] = await server.sql('select u.username from sys_org o join sys_user u on u.id = o.leader_id where o.org_code = $1', [DEPT.code]);
    expect(username).toBe('admin');
    await page.reload();
    await page.locator('[data-testid=org-node]', { hasText: DEPT.name }).click();
    await expect.poll(() => page.locator('[data-testid=org-edit] [data-testid=org-leader]').textContent()).toContain('(admin)');
  });

  it('makes the freeze button editable-type (2) and gives the user page a department data rule on the menu page', async () => {
    const { page } = admin;
    await open(page, '/system/menu', 'menus-page');
    await page.getByRole('button', { name: '展开全部' }).click();
    await page.locator('[data-testid=menu-edit-system-user-frozen]').click();
    await dialog(page).locator('#menu-perms').waitFor();
    await dialog(page).getByText('可编辑（未授权时禁用）').click();
    await submitDialog(page);
    await successNotice(page);

    await page.locator('[data-testid=menu-rules-system-user]').click();
    const drawer = page.locator('[data-testid=data-rules]');
    await drawer.locator('[data-testid=rule-add]').click();
    await page.locator('#rule-name').fill(RULE);
    await page.locator('#rule-column').fill('sysOrgCode');
    await page.locator('#rule-value').fill('#{sys_org_code}');
    await submitDialog(page);
    await successNotice(page);
    await drawer.getByText('#{sys_org_code}').waitFor();
    await drawer.locator('.ant-drawer-close').click();
  });

  it('creates a role and grants it two menus with their view rights, one button, and the data rule', async () => {
    const { page } = admin;
    await open(page, '/system/role', 'roles-page');
    await page.locator('[data-testid=role-add]').click();
    await page.locator('#role-name').fill(ROLE.name);
    await page.locator('#role-code').fill('质检');
    await page.locator('#role-name').click();
    await dialog(page).getByText('编码不能包含中文').first().waitFor();
    await page.locator('#role-code').fill(ROLE.code);
    await submitDialog(page);
    await successNotice(page);

    await page.locator('tr', { hasText: ROLE.code }).locator('[data-testid=role-authorize]').click();
    const drawer = page.locator('[data-testid=grant-drawer]');
    const node = (key: string) => drawer.locator('.ant-tree-treenode', { has: page.locator(`.yc-grant-node[data-key="${ids(key)}"]`) });
    // Checking a page checks all its buttons; unchecking it takes them (and the directory, left empty) away.
    await node('system-position').locator('.ant-tree-checkbox').click();
    await expect.poll(() => node('system:position:add').locator('.ant-tree-checkbox-checked').count()).toBe(1);
    await node('system-position').locator('.ant-tree-checkbox').click();
    await expect.poll(() => node('system:position:add').locator('.ant-tree-checkbox-checked').count()).toBe(0);
    // Checking a button grants its page and directory, which show half-checked.
    for (const key of ['system:user:list', 'system:user:add', 'system:job:list']) {
      await node(key).locator('.ant-tree-checkbox').click();
    }
    await expect.poll(() => node('system').locator('.ant-tree-checkbox-indeterminate').count()).toBe(1);
    await expect.poll(() => node('system-user').locator('.ant-tree-checkbox-indeterminate').count()).toBe(1);
    await node('system-user').locator('[data-testid=grant-data-rules]').click();
    await page.locator('[data-testid=role-data-rules]').getByText(RULE).click();
    await page.locator('[data-testid=role-rules-ok]').click();
    await successNotice(page);
    await drawer.locator('[data-testid=grant-save-close]').click();
    await successNotice(page);

    const roleId = (await api.get(`/api/system/role/list?roleCode=${ROLE.code}`)).body.result.records[0].id as string;
    const granted = (await api.get(`/api/system/permission/queryRolePermission?roleId=${roleId}`)).body.result as string[];
    const expected = ['system', 'system-user', 'system:user:list', 'system:user:add', 'system-job', 'system:job:list'].map(ids);
    expect([...granted].sort()).toEqual([...expected].sort());
  });

  it('creates a user in that role and department; the form checks the spec rules first', async () => {
    const { page } = admin;
    await open(page, '/system/user', 'users-page');
    await page.locator('[data-testid=user-add]').click();
    const form = dialog(page);
    await page.locator('#user-username').fill('admin');
    await page.locator('#user-realname').fill(USER.realname);
    await form.getByText('用户账号已存在').first().waitFor();
    await page.locator('#user-username').fill(USER.username);
    await page.locator('#user-password').fill('weak');
    await page.locator('#user-confirm-password').fill('weaker');
    await page.locator('#user-phone').fill('12345');
    await submitDialog(page);
    await form.getByText('密码强度不够').first().waitFor();
    await form.getByText('两次输入的密码不一致').first().waitFor();
    await form.getByText('手机号码格式不正确').first().waitFor();
    await page.locator('#user-password').fill(USER.password);
    await page.locator('#user-confirm-password').fill(USER.password);
    await page.locator('#user-phone').fill(`139${Date.now().toString().slice(-8)}`);
    await pick(page, page.locator('#user-roles'), ROLE.name);
    await page.locator('#user-departs').click();
    await page.locator('#user-departs').fill(DEPT.name);
    await page.locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper', { hasText: DEPT.name }).click();
    await dialog(page).locator('.ant-modal-title').click();
    // The first department chosen becomes the main one.
    await expect.poll(() => page.locator('#user-main-depart').isEnabled()).toBe(true);
    await submitDialog(page);
    await successNotice(page);
    await page.locator('tr', { hasText: USER.username }).getByText(DEPT.name).waitFor();
    await expect.poll(() => page.locator('.ant-modal-wrap:visible').count()).toBe(0);
    // The taken account name was refused by the server (400).
    expect(unexpectedErrors(admin.errors, [400])).toEqual([]);
  });
});

describe('the user gets exactly what the role grants', () => {
  let user: { page: Page; context: BrowserContext; errors: string[] };

  it('logs in, changes the first password and sees the two menus', async () => {
    user = await signedInPage(browser, server.url, USER.username, USER.password);
    const { page } = user;
    await page.waitForURL('**/index/alteration');
    await page.locator('#oldpassword').fill(USER.password);
    await page.locator('#password').fill(USER.changed);
    await page.locator('#confirmpassword').fill(USER.changed);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/index/'));
    await page.locator('[data-testid=sidebar]').waitFor();
    const sidebar = page.locator('[data-testid=sidebar]');
    if ((await sidebar.getByRole('menuitem', { name: '用户管理' }).count()) === 0) {
      await sidebar.getByRole('menuitem', { name: '系统管理' }).click();
    }
    await sidebar.getByRole('menuitem', { name: '用户管理' }).waitFor();
    const titles = await sidebar.locator('.ant-menu-title-content').allTextContents();
    expect(titles).toEqual(['系统管理', '用户管理', '职务管理']);
  });

  it('on the user page: the granted button shows, another is hidden, the type-2 one is disabled', async () => {
    const { page } = user;
    await open(page, '/system/user', 'users-page');
    await expect.poll(() => page.locator('[data-testid=user-add]').isEnabled()).toBe(true);
    expect(await page.locator('[data-testid=user-delete]').count()).toBe(0);
    expect(await page.locator('[data-testid=user-recycle-bin]').count()).toBe(0);
    expect(await page.locator('[data-testid=user-freeze]').isDisabled()).toBe(true);
    expect(await page.locator('[data-testid=user-unfreeze]').isDisabled()).toBe(true);
    expect(await page.locator('[data-testid=user-edit]').count()).toBe(0);
  });

  it('the data rule shows the user only the rows of their department', async () => {
    const { page } = user;
    await page.locator('.ant-table-row', { hasText: USER.username }).waitFor();
    expect(await page.locator('.ant-table-row').count()).toBe(1);
    expect(await page.locator('.ant-table-row', { hasText: 'admin' }).count()).toBe(0);
    const everyone = (await api.get('/api/system/user/list?pageSize=100')).body.result.total as number;
    expect(everyone).toBeGreaterThanOrEqual(3);
  });

  it('the job page lists without its add button', async () => {
    const { page } = user;
    await open(page, '/system/job', 'job-page');
    await page.locator('.ant-table').waitFor();
    expect(await page.getByRole('button', { name: '新增' }).count()).toBe(0);
    expect(unexpectedErrors(user.errors)).toEqual([]);
  });

  it('the administrator freezes the user; the user\'s next request is refused', async () => {
    await open(admin.page, '/system/user', 'users-page');
    const row = admin.page.locator('.ant-table-row', { hasText: USER.username });
    await row.locator('input[type=checkbox]').check();
    await admin.page.locator('[data-testid=user-freeze]').click();
    await admin.page.locator('[data-testid=confirm-ok]').click();
    await successNotice(admin.page);
    await row.getByText('冻结').waitFor();

    const { page } = user;
    await page.locator('[data-testid=query-search]:visible').click();
    await page.getByText('很抱歉，登录已过期，请重新登录').waitFor();
    expect(unexpectedErrors(user.errors, [401])).toEqual([]);
    await user.context.close();
  });
});

describe('the system log', () => {
  it("counts today's logins and draws the last seven days", async () => {
    const { page, context, errors } = await signedInPage(browser, server.url, 'admin', server.adminPassword);
    await open(page, '/system/log', 'logs-page');
    const counts = page.locator('[data-testid=login-counts]');
    await expect.poll(async () => Number((await counts.locator('.ant-statistic-content-value').first().textContent()) ?? 0)).toBeGreaterThan(0);
    await expect.poll(() => counts.locator('[data-testid=visit-bar]').count()).toBe(7);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});

describe('the screens on a phone', () => {
  it.each([
    ['users', '/system/user', 'users-page'],
    ['roles', '/system/role', 'roles-page'],
    ['orgs', '/system/org', 'orgs-page'],
    ['menus', '/system/menu', 'menus-page'],
    ['logs', '/system/log', 'logs-page'],
    ['config', '/system/config', 'config-page'],
    ['positions', '/system/position', 'position-page'],
  ])('%s', async (name, path, testId) => {
    const { page, context, errors } = await signedInPage(browser, server.url, 'admin', server.adminPassword, { viewport: MOBILE });
    await open(page, path, testId);
    await page.locator('.ant-table, .ant-tree, .ant-empty').first().waitFor();
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
