// English mode shows the English names and descriptions where they exist (issue 8, point 9): the seeded roles,
// dictionaries, configuration entries and app group, and a role added with an English name; Chinese mode shows
// the default texts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { unique } from '../support/identity.ts';
import type { TestServer } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
let server: TestServer;
let admin: { page: Page; context: BrowserContext; errors: string[] };

const setLanguage = (page: Page, language: 'en_US' | 'zh_CN') =>
  page.evaluate(`localStorage.setItem('yuncheng__LANGUAGE', JSON.stringify({ value: '${language}', expire: null }))`);

const tableText = async (page: Page, url: string) => {
  await page.goto(`${server.url}${url}`);
  await page.locator('.ant-table-row').first().waitFor();
  return page.locator('.ant-table-tbody').innerText();
};

beforeAll(async () => {
  server = suite.server;
  admin = await signedInPage(suite.browser, server.url, 'admin', server.adminPassword);
});

describe('English mode', () => {
  it('the roles list shows English names and descriptions; a role without one shows its name', async () => {
    const { page, errors } = admin;
    const api = await server.login('admin');
    const plain = unique('仓库');
    expect((await api.post('/api/system/role/add', { roleCode: unique('wh_'), roleName: plain, back: '0' })).body.success).toBe(true);
    await setLanguage(page, 'en_US');
    const text = await tableText(page, '/system/role?pageSize=50');
    expect(text).toContain('Administrator');
    expect(text).toContain('Console administrator');
    expect(text).toContain('General user');
    expect(text).not.toContain('管理员');
    expect(text).toContain(plain);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('the role picker of the user form offers the English names', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/system/user`);
    await page.locator('[data-testid=user-add]').click();
    await page.locator('#user-roles').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Administrator' }).waitFor();
    expect(await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '管理员' }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('dictionaries, configuration and the app group tile are in English', async () => {
    const { page, errors } = admin;
    const dicts = await tableText(page, '/system/dict');
    expect(dicts).toContain('Sex');
    expect(dicts).toContain('User status');
    expect(dicts).not.toContain('性别');
    const configs = await tableText(page, '/system/config');
    expect(configs).toContain('Full product name');
    expect(configs).not.toContain('产品全称');
    await page.goto(`${server.url}/app/group`);
    await expect.poll(() => page.locator('[data-testid=group-system] .ant-card-meta-title').innerText()).toBe('System');
    expect(await page.locator('[data-testid=group-system]').innerText()).toContain('Built-in system app');
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('Chinese mode shows the default names', async () => {
    const { page } = admin;
    await setLanguage(page, 'zh_CN');
    const roles = await tableText(page, '/system/role');
    expect(roles).toContain('管理员');
    expect(roles).toContain('后台管理员');
    expect(roles).not.toContain('Administrator');
    const dicts = await tableText(page, '/system/dict');
    expect(dicts).toContain('性别');
    expect(dicts).not.toContain('Sex');
  });
});
