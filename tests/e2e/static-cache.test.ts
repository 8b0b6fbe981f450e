// The session's static answers cached in the console (#42 item 8), in Chromium: Given two users with different menus,
// When the first signs in and loads the console again, Then the permission list, settings, locale maps and login
// settings are not asked again (only their version is); When they log out and the second signs in, Then the second's
// own menu is asked and shown; When the language changes, Then the answers are asked again in it; and When an
// administrator changes the second's grants, Then their next page load asks again and shows the new menu.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from '../api/eform-fixtures.ts';
import { openPage } from '../support/browser.ts';
import { createRole, createUser, menuIds, STRONG_PASSWORD } from '../support/identity.ts';
import type { ApiClient } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { closeNotices, loginThroughForm, logOutThroughMenu, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
let admin: ApiClient;
const users = { a: '', b: '' };
let roleB = '';

/** The calls of the session's static answers, and the version call. */
const STATIC_CALLS = [
  '/api/system/permission/getUserPermissionByToken',
  '/api/system/sysconfig/querySysConfigByCodeList',
  '/api/eform/manage/localeProvider/getLocales',
  '/api/system/loginConfig',
];
const VERSION_CALL = '/api/system/session/staticVersion';

beforeAll(async () => {
  admin = await suite.server.login('admin');
  const a = await createRole(admin, ['system-user'], { back: '1' });
  roleB = await createRole(admin, ['system-role'], { back: '1' });
  users.a = (await createUser(admin, { selectedRole: [a] })).username;
  users.b = (await createUser(admin, { selectedRole: [roleB] })).username;
  // Their passwords count as chosen (a first login would open the password change instead of the console).
  await suite.server.tenantSql(`update sys_user set pwd_initial = false, pwd_reset = false where username in ($1, $2)`, [users.a, users.b]);
});

/** Counts the session's API calls (those carrying its token: not the login page's own) the page makes from now on. */
function countCalls(page: Page): Map<string, number> {
  const calls = new Map<string, number>();
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/') && r.headers()['x-access-token']) calls.set(path, (calls.get(path) ?? 0) + 1);
  });
  return calls;
}
const staticCalls = (calls: Map<string, number>) => STATIC_CALLS.map((p) => calls.get(p) ?? 0);

/** The console shown with `item` in its side menu (alone, or in the System group) and without `absent`. */
async function menuShows(page: Page, item: string, absent: string): Promise<void> {
  const entry = page.getByRole('menuitem', { name: item });
  const group = page.getByRole('menuitem', { name: /^(系统管理|System)$/ });
  await entry.or(group).first().waitFor({ timeout: 60_000 });
  if (!(await entry.isVisible())) await group.first().click();
  await entry.waitFor({ timeout: 60_000 });
  expect(await page.getByRole('menuitem', { name: absent }).count()).toBe(0);
}

/** A new page load of the console showing `item` and not `absent` (once every call has answered): the calls it made. */
async function reloadShowing(page: Page, item: string, absent: string): Promise<Map<string, number>> {
  const calls = countCalls(page);
  await page.reload({ waitUntil: 'networkidle' });
  await menuShows(page, item, absent);
  return calls;
}

describe('the session\'s static answers', () => {
  it('are asked once per session: not again on a new page load, again for the next user, in a new language and after a grant change', async () => {
    const { page, context, errors } = await openPage(suite.browser);
    await page.goto(`${suite.server.url}/index/login`);
    await loginThroughForm(page, users.a, STRONG_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/index/login'));
    await menuShows(page, '用户管理', '角色管理');
    await page.waitForLoadState('networkidle');

    // A second load within the session: the answers come from the cache, only their version is asked.
    let calls = await reloadShowing(page, '用户管理', '角色管理');
    expect(staticCalls(calls)).toEqual([0, 0, 0, 0]);
    expect(calls.get(VERSION_CALL)).toBe(1);

    // Another user signs in after the logout: their own answers are asked, and their own menu shown.
    await logOutThroughMenu(page);
    calls = countCalls(page);
    await loginThroughForm(page, users.b, STRONG_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/index/login'));
    await menuShows(page, '角色管理', '用户管理');
    await page.waitForLoadState('networkidle');
    expect(staticCalls(calls)).toEqual([1, 1, 1, 1]);
    expect(staticCalls(await reloadShowing(page, '角色管理', '用户管理'))).toEqual([0, 0, 0, 0]);

    // A language change drops them: the next load asks them in English, the one after does not.
    await closeNotices(page);
    await page.getByRole('button', { name: 'EN' }).click();
    await menuShows(page, 'Roles', 'Users');
    expect(staticCalls(await reloadShowing(page, 'Roles', 'Users'))).toEqual([1, 1, 1, 1]);
    expect(staticCalls(await reloadShowing(page, 'Roles', 'Users'))).toEqual([0, 0, 0, 0]);
    await closeNotices(page);
    await page.getByRole('button', { name: '中文' }).click();
    await menuShows(page, '角色管理', '用户管理');

    // An administrator grants the second user's role the user list: the version moves, the next load asks again and
    // shows the new item.
    const ids = await menuIds(admin);
    expectOk(await admin.post('/api/system/permission/saveRolePermission', { roleId: roleB, permissionIds: [ids('system-role'), ids('system-user')] }));
    await suite.server.platform.db.changes.fence();
    calls = await reloadShowing(page, '用户管理', 'Users');
    expect(calls.get(STATIC_CALLS[0]!)).toBe(1);

    // The list pages opened on the way may refuse look-ups these test roles are not granted (403): not this test's subject.
    expect(unexpectedErrors(errors, [403])).toEqual([]);
    await context.close();
  });
});
