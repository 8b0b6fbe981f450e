// The console shell in Chromium against the real server on PostgreSQL (spec §2, §4, §8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, MOBILE, openPage } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import {
  loginThroughForm,
  logOutThroughMenu,
  nextFrames,
  path,
  reloadAfterIdle,
  signedInPage,
  storedToken,
  unexpectedErrors,
} from './shell-helpers.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('login and landing', () => {
  it('an anonymous deep link goes to login with a redirect, and back to the deep link after login', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.url}/system/role`);
    await page.waitForURL('**/index/login?redirect=%2Fsystem%2Frole');
    await loginThroughForm(page, 'admin', server.adminPassword);
    await page.waitForURL('**/system/role');
    await expect.poll(() => page.locator('.ant-menu-item-selected').textContent()).toContain('角色管理');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('the console user lands on /app/group in the console layout', async () => {
    const { page, context, errors } = await signedInPage(browser, server.url, 'admin', server.adminPassword);
    await page.waitForURL('**/app/group');
    await page.locator('[data-testid=console-home]').waitFor();
    await expect.poll(() => page.locator('[data-testid=sidebar]').isVisible()).toBe(true);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('the general user lands on /index/portal without the console menu', async () => {
    const { page, context, errors } = await signedInPage(browser, server.url, 'user', server.userPassword);
    await page.waitForURL('**/index/portal');
    await page.locator('[data-testid=portal-home]').waitFor();
    expect(await page.getByText('系统管理').count()).toBe(0);
    // A page of the console the user's menus do not open: 'access denied' under 'system hint', not 'not found'.
    await page.goto(`${server.url}/system/user`);
    await page.locator('[data-testid=access-denied]').waitFor();
    expect(await page.locator('[data-testid=access-denied]').textContent()).toContain('拒绝访问');
    expect(await page.locator('[data-testid=access-denied]').textContent()).toContain('系统提示');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('a refused login shows "Login failed" with the server message', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.url}/index/login`);
    await loginThroughForm(page, 'admin', 'wrong-Passw0rd!');
    await page.getByText('登录失败').waitFor();
    await page.getByText('用户名或密码错误').waitFor();
    expect(path(page)).toBe('/index/login');
    expect(unexpectedErrors(errors, [400])).toEqual([]);
    await context.close();
  });

  it('empty fields are refused before any call', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${server.url}/index/login`);
    await page.locator('[data-testid=login-submit]').click();
    await page.getByText('账号不能为空').waitFor();
    await page.getByText('密码不能为空').waitFor();
    await context.close();
  });
});

describe('language, device, not found', () => {
  it('the language switch changes the texts on the login page and in the console', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.url}/index/login`);
    await page.getByRole('button', { name: 'EN' }).click();
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await page.getByRole('tab', { name: 'Account' }).waitFor();
    await loginThroughForm(page, 'admin', server.adminPassword);
    await page.waitForURL('**/app/group');
    await page.getByRole('menuitem', { name: 'Applications' }).waitFor();
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByRole('menuitem', { name: '应用中心' }).waitFor();
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('a mobile viewport closes the sidebar; the menu opens as a drawer', async () => {
    const { page, context, errors } = await openPage(browser, MOBILE);
    await page.goto(`${server.url}/index/login`);
    await loginThroughForm(page, 'admin', server.adminPassword);
    await page.waitForURL('**/app/group');
    await page.locator('[data-testid=console-home]').waitFor();
    expect(await page.locator('[data-testid=sidebar]').count()).toBe(0);
    await page.locator('[data-testid=menu-toggle]').click();
    await page.getByRole('menuitem', { name: '系统管理' }).click();
    await page.getByRole('menuitem', { name: '用户管理' }).click();
    await page.waitForURL('**/system/user');
    await expect.poll(() => page.locator('.ant-drawer-open').count()).toBe(0);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('an unknown route shows the not-found page', async () => {
    const { page, context, errors } = await signedInPage(browser, server.url, 'admin', server.adminPassword, { at: '/no/such/page' });
    await page.locator('[data-testid=not-found]').waitFor();
    await page.locator('[data-testid=global-footer]').waitFor();
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});

describe('leaving the session', () => {
  it('logout returns to the login page and forgets the token', async () => {
    const { page, context, errors } = await signedInPage(browser, server.url, 'admin', server.adminPassword);
    await page.waitForURL('**/app/group');
    const token = await storedToken(page);
    await logOutThroughMenu(page);
    expect(await storedToken(page)).toBeUndefined();
    // The server revoked the token too.
    const info = await fetch(`${server.url}/api/user/info`, { headers: { 'X-Access-Token': token ?? '' } });
    expect(info.status).toBe(401);
    await page.goto(`${server.url}/app/group`);
    await page.waitForURL('**/index/login?redirect=%2Fapp%2Fgroup');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('a token revoked elsewhere shows the login-expired modal; its button leads to login', async () => {
    const { page, context, errors } = await signedInPage(browser, server.url, 'admin', server.adminPassword);
    await page.waitForURL('**/app/group');
    const token = await storedToken(page);
    const out = await fetch(`${server.url}/api/system/logout`, { method: 'POST', headers: { 'X-Access-Token': token ?? '' } });
    expect(out.status).toBe(200);
    await page.goto(`${server.url}/system/user`);
    await page.getByText('很抱歉，登录已过期，请重新登录').waitFor();
    await page.locator('.ant-modal-confirm-title', { hasText: '登录已过期' }).waitFor();
    await page.locator('#login-expired-ok').click();
    await page.waitForURL('**/index/login**');
    await page.locator('#login-password').waitFor();
    expect(await storedToken(page)).toBeUndefined();
    expect(unexpectedErrors(errors, [401])).toEqual([]);
    await context.close();
  });

  it('more than 600000 ms without activity logs out with one notice, which the next login closes', async () => {
    const { page, context, errors } = await signedInPage(browser, server.url, 'admin', server.adminPassword);
    await page.waitForURL('**/app/group');
    await reloadAfterIdle(page, 600_001);
    await page.getByText('长时间未操作，已退出登录').waitFor();
    await page.waitForURL('**/index/login**');
    expect(await storedToken(page)).toBeUndefined();
    // More checks (navigation, activity) see the ended session: still one notice.
    await page.mouse.click(5, 5);
    await page.keyboard.press('Tab');
    await nextFrames(page);
    expect(await page.locator('.ant-notification-notice', { hasText: '长时间未操作' }).count()).toBe(1);
    await loginThroughForm(page, 'admin', server.adminPassword);
    await page.waitForURL('**/app/group');
    await expect.poll(() => page.locator('.ant-notification-notice', { hasText: '长时间未操作' }).count()).toBe(0);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('the chosen language survives an idle logout', async () => {
    const { page, context } = await signedInPage(browser, server.url, 'admin', server.adminPassword);
    await page.waitForURL('**/app/group');
    await page.evaluate(`localStorage.setItem('yuncheng__LANGUAGE', JSON.stringify({ value: 'en_US', expire: null }))`);
    await reloadAfterIdle(page, 600_001);
    await page.getByText('long time without operation, logged out').waitFor();
    await page.waitForURL('**/index/login**');
    expect(JSON.parse((await page.evaluate(`localStorage.getItem('yuncheng__LANGUAGE')`)) as string).value).toBe('en_US');
    await context.close();
  });
});

describe('account and look', () => {
  it('the change of password has a way back: Back to the page before, or Log out when the change is required', async () => {
    const { page, context, errors } = await signedInPage(browser, server.url, 'user', server.userPassword);
    await page.waitForURL('**/index/portal');
    await page.goto(`${server.url}/index/alteration`);
    await page.locator('[data-testid=alteration-back]').click();
    await page.waitForURL('**/index/portal');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('the change of password checks strength and match, reports the server, then saves', async () => {
    const { page, context, errors } = await signedInPage(browser, server.url, 'user', server.userPassword);
    await page.waitForURL('**/index/portal');
    await page.goto(`${server.url}/index/alteration`);
    const fill = async (old: string, next: string, confirm: string) => {
      await page.locator('#oldpassword').fill(old);
      await page.locator('#password').fill(next);
      await page.locator('#confirmpassword').fill(confirm);
      await page.locator('form button[type=submit]').click();
    };
    await fill(server.userPassword, 'weak', 'weak');
    await page.getByText('密码强度不够').waitFor();
    await fill(server.userPassword, 'New#Passw0rd1', 'New#Passw0rd2');
    await page.getByText('两次输入的密码不一致').waitFor();
    await fill('Wrong#Passw0rd', 'New#Passw0rd1', 'New#Passw0rd1');
    await page.getByText('旧密码输入错误').waitFor();
    await fill(server.userPassword, 'New#Passw0rd1', 'New#Passw0rd1');
    await page.getByText('密码修改成功').waitFor();
    await page.waitForURL('**/index/portal');
    // Put the password back for the other tests.
    const client = await server.login('user', 'New#Passw0rd1');
    const back = await client.put('/api/system/user/changePassword', {
      oldpassword: 'New#Passw0rd1',
      password: server.userPassword,
      confirmpassword: server.userPassword,
    });
    expect(back.status).toBe(200);
    expect(unexpectedErrors(errors, [400])).toEqual([]);
    await context.close();
  });

  it('the settings drawer changes colour and tabs, kept in local storage across a reload', async () => {
    const { page, context, errors } = await signedInPage(browser, server.url, 'admin', server.adminPassword);
    await page.waitForURL('**/app/group');
    await page.locator('[data-testid=page-tabs]').waitFor();
    await page.getByRole('button', { name: '界面设置' }).click();
    await page.getByRole('button', { name: '#722ED1' }).click();
    await page.getByRole('switch', { name: '多页签模式' }).click();
    await expect.poll(() => page.locator('[data-testid=page-tabs]').count()).toBe(0);
    await page.reload();
    await page.locator('[data-testid=console-home]').waitFor();
    expect(await page.locator('[data-testid=page-tabs]').count()).toBe(0);
    const stored = (await page.evaluate(`localStorage.getItem('yuncheng__APP_SETTINGS')`)) as string;
    expect(JSON.parse(stored).value).toMatchObject({ primaryColor: '#722ED1', multiTab: false });
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('the process page and the city redirect page exist for a signed-in user, with the footer', async () => {
    const { page, context, errors } = await signedInPage(browser, server.url, 'admin', server.adminPassword, { at: '/flow/other/leave@1@42' });
    await page.locator('[data-testid=flow-unknown]').waitFor();
    await page.locator('[data-testid=global-footer]').waitFor();
    await page.goto(`${server.url}/view/redirect/city`);
    await page.locator('[data-testid=global-footer]').waitFor();
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
