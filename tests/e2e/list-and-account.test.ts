// What a user meets on every list screen and on the change of password: "Delete selected" with nothing selected
// says 'Please select a record' (and deletes nothing); the change of password has a way back.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { openPage } from '../support/browser.ts';
import { createUser, STRONG_PASSWORD, unique } from '../support/identity.ts';
import type { TestServer } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { loginThroughForm, path, signedInPage, storedToken, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
let server: TestServer;
let admin: { page: Page; context: BrowserContext; errors: string[] };

beforeAll(async () => {
  server = suite.server;
  admin = await signedInPage(suite.browser, server.url, 'admin', server.adminPassword);
  // Every list has rows, so that "nothing deleted" means something.
  const api = await server.login('admin');
  for (const [base, field] of [['/api/org/sysPosition', 'position'], ['/api/org/sysJob', 'job']] as const) {
    const added = await api.post(`${base}/add`, { [`${field}Name`]: unique('n'), [`${field}Code`]: unique('c'), [`${field}Order`]: 0 });
    expect(added.status, added.body.message).toBe(200);
  }
});

/** Every console list with a "Delete selected" button. */
const LISTS = ['/system/user', '/system/role', '/system/position', '/system/job', '/system/menu', '/system/log'];

describe('Delete selected with nothing selected', () => {
  it.each(LISTS)("%s says 'Please select a record' and sends no delete", async (url) => {
    const { page, errors } = admin;
    const deletes: string[] = [];
    const onRequest = (request: { method(): string; url(): string }) => {
      if (request.method() === 'DELETE') deletes.push(request.url());
    };
    page.on('request', onRequest);
    await page.goto(`${server.url}${url}`);
    // Loaded: rows, or the empty table (the operation log is written in batches and may have none yet).
    await page.locator('.ant-table-row, .ant-table-placeholder .ant-empty').first().waitFor();
    await page.locator('[data-testid=toolbar] button', { hasText: '批量删除' }).click();
    await expect.poll(() => page.locator('.ant-notification-notice-warning', { hasText: '请选择一条记录' }).count()).toBe(1);
    expect(await page.locator('.ant-modal-confirm').count()).toBe(0);
    page.off('request', onRequest);
    expect(deletes).toEqual([]);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it("says it in English in English mode: 'Please select a record'", async () => {
    const { page } = admin;
    await page.evaluate(`localStorage.setItem('yuncheng__LANGUAGE', JSON.stringify({ value: 'en_US', expire: null }))`);
    await page.goto(`${server.url}/system/role`);
    await page.locator('.ant-table-row').first().waitFor();
    await page.locator('[data-testid=toolbar] button', { hasText: 'Delete selected' }).click();
    await page.locator('.ant-notification-notice-warning', { hasText: 'Please select a record' }).waitFor();
    await page.evaluate(`localStorage.setItem('yuncheng__LANGUAGE', JSON.stringify({ value: 'zh_CN', expire: null }))`);
  });
});

describe('the change of password has a way back', () => {
  it.each(['/system/role', '/app/group'])('Change password from the user menu on %s, then Back, returns there', async (from) => {
    const { page, errors } = admin;
    await page.goto(`${server.url}${from}`);
    await page.locator('[data-testid=user-menu]').click();
    await page.locator('.ant-dropdown-menu-item', { hasText: '修改密码' }).click();
    await page.waitForURL('**/index/alteration');
    await page.locator('#oldpassword').fill('typed, then abandoned');
    await page.locator('[data-testid=alteration-back]').click();
    await expect.poll(() => path(page)).toBe(from);
    expect(await storedToken(page)).toBeDefined();
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('a change the first login requires offers Log out instead, which returns to the login page', async () => {
    const user = await createUser(await server.login('admin'), {}, { firstLogin: true });
    const { page, context, errors } = await openPage(suite.browser);
    await page.goto(`${server.url}/index/login`);
    await loginThroughForm(page, user.username, STRONG_PASSWORD);
    await page.waitForURL('**/index/alteration');
    await page.getByText('首次登录或密码已过期，请修改密码后继续使用').waitFor();
    expect(await page.locator('[data-testid=alteration-back]').count()).toBe(0);
    await page.locator('[data-testid=alteration-logout]').click();
    await page.waitForURL('**/index/login**');
    expect(await storedToken(page)).toBeUndefined();
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
