// Every create/edit dialog starts from exactly the record (or parent) it was opened for: opening two in a row never
// carries the first one's values into the second (issue: Edit on one menu after another showed the other's parent,
// so OK moved it; Add child after Add top-level created a top-level item; the same on the organisation page).
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { createOrg, createUser, type MenuRow } from '../support/identity.ts';
import type { ApiClient, TestServer } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { still } from './eform-steps.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
let server: TestServer;
let api: ApiClient;
let admin: { page: Page; context: BrowserContext; errors: string[] };

beforeAll(async () => {
  server = suite.server;
  api = await server.login('admin');
  admin = await signedInPage(suite.browser, server.url, 'admin', server.adminPassword);
});

const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal').last();
/** Closes the dialog and waits until it is gone and its closing animation has ended, so the next click lands. */
const closeDialog = async (page: Page) => {
  await dialog(page).locator('.ant-modal-close').click();
  await expect.poll(() => page.locator('.ant-modal-wrap:visible').count()).toBe(0);
  await still(page);
};
const submit = async (page: Page) => {
  await dialog(page).locator('[data-testid=form-modal-ok]').click();
  await page.locator('.ant-notification-notice-success').last().waitFor();
};

/** Parent of every menu item, by code. */
async function menuParents(): Promise<Map<string, string | null>> {
  const tree = (await api.get<MenuRow[]>('/api/system/permission/list')).body.result;
  const parents = new Map<string, string | null>();
  const walk = (rows: MenuRow[], parent: string | null) => rows.forEach((r) => { parents.set(r.code, parent); walk(r.children ?? [], r.code); });
  walk(tree, null);
  return parents;
}

describe('menu dialogs', () => {
  it('Edit on one item after another shows and keeps the second item\'s own parent', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/system/menu`);
    await page.getByRole('button', { name: '展开全部' }).click();
    const before = await menuParents();
    const eformPage = [...before].find(([code, parent]) => parent === 'eform' && code.startsWith('eform-'))![0];
    await page.locator(`[data-testid=menu-edit-${eformPage}]`).click();
    await dialog(page).locator('#menu-name').waitFor();
    await closeDialog(page);
    await page.locator('[data-testid=menu-edit-system-user]').click();
    await dialog(page).locator('#menu-name').waitFor();
    expect(await dialog(page).locator('#menu-name').inputValue()).toBe('用户管理');
    await expect.poll(() => dialog(page).locator('.ant-select-content, .ant-select-selection-item').first().textContent()).toContain('系统管理');
    await submit(page);
    expect((await menuParents()).get('system-user')).toBe('system');
    expect((await menuParents()).get(eformPage)).toBe('eform');
  });

  it('Add child right after Add top-level creates the item under the chosen parent', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/system/menu`);
    await page.getByRole('button', { name: '展开全部' }).click();
    await page.locator('[data-testid=menu-add]').click();
    await dialog(page).locator('#menu-name').fill('Top');
    await closeDialog(page);
    await page.locator('[data-testid=menu-add-child-system]').click();
    await dialog(page).locator('#menu-name').waitFor();
    expect(await dialog(page).locator('#menu-name').inputValue()).toBe('');
    // A front item under a console directory would never open: the form says so.
    expect(await dialog(page).locator('[data-testid=menu-layout-warning]').count()).toBe(0);
    await dialog(page).getByText('前台', { exact: true }).click();
    await dialog(page).locator('[data-testid=menu-layout-warning]').waitFor();
    await dialog(page).getByText('后台', { exact: true }).click();
    await dialog(page).locator('[data-testid=menu-layout-warning]').waitFor({ state: 'detached' });
    await dialog(page).locator('#menu-name').fill('子菜单甲');
    await dialog(page).locator('#menu-url').fill('/system/child-a');
    await dialog(page).locator('#menu-component').fill('system/child-a');
    await submit(page);
    const tree = (await api.get<MenuRow[]>('/api/system/permission/list')).body.result;
    const system = tree.find((r) => r.code === 'system')!;
    expect((system.children ?? []).map((c) => c.name)).toContain('子菜单甲');
    expect(tree.map((r) => r.name)).not.toContain('子菜单甲');
  });
});

describe('organisation dialogs', () => {
  it('Add child right after Add organisation creates a department under the selected one', async () => {
    const head = await createOrg(api, { orgType: 'org', orgName: '总部甲', orgCode: 'HQA' });
    const { page } = admin;
    await page.goto(`${server.url}/system/org`);
    await page.locator('[data-testid=org-add-root]').click();
    await page.locator('#org-name').fill('Never saved');
    await closeDialog(page);
    await page.locator('[data-testid=org-node]', { hasText: '总部甲' }).click();
    await page.locator('[data-testid=org-add-child]').click();
    await dialog(page).locator('#org-name').waitFor();
    expect(await dialog(page).locator('#org-name').inputValue()).toBe('');
    await dialog(page).locator('#org-name').fill('质检部甲');
    await dialog(page).locator('#org-code').fill('HQA-QA');
    await submit(page);
    const [row] = await server.sql(`select parent_id from sys_org where org_code = 'HQA-QA'`);
    expect(row).toEqual({ parent_id: head });
    expect(unexpectedErrors(admin.errors)).toEqual([]);
  });

  it('the edit panel shows the organisation selected, one after another', async () => {
    await createOrg(api, { orgType: 'org', orgName: '总部乙', orgCode: 'HQB' });
    const { page } = admin;
    await page.goto(`${server.url}/system/org`);
    for (const [name, code] of [['总部甲', 'HQA'], ['总部乙', 'HQB'], ['总部甲', 'HQA']]) {
      await page.locator('[data-testid=org-node]', { hasText: name! }).first().click();
      await expect.poll(() => page.locator('[data-testid=org-edit] #org-code').inputValue()).toBe(code);
    }
  });
});

describe('user dialogs', () => {
  it('Edit on one user after another shows the second user, and Add after Edit starts empty', async () => {
    const first = await createUser(api, { realname: '甲用户' });
    const second = await createUser(api, { realname: '乙用户' });
    const { page } = admin;
    await page.goto(`${server.url}/system/user`);
    for (const user of [first, second]) {
      await page.locator('tr', { hasText: user.username }).locator('[data-testid=user-edit]').click();
      await expect.poll(() => dialog(page).locator('#user-username').inputValue()).toBe(user.username);
      expect(await dialog(page).locator('#user-realname').inputValue()).toBe(user === first ? '甲用户' : '乙用户');
      await closeDialog(page);
    }
    await page.locator('[data-testid=user-add]').click();
    await dialog(page).locator('#user-username').waitFor();
    expect(await dialog(page).locator('#user-username').inputValue()).toBe('');
    expect(await dialog(page).locator('#user-realname').inputValue()).toBe('');
    await closeDialog(page);
  });
});
