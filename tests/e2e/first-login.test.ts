// The first-login change of password in Chromium (issue #42), on a desktop and on a touch phone: a user the
// administrator created signs in and meets the change page; typing another address (the portal, My tasks) leads back
// there and the console asks the server nothing it would refuse; once changed, the user lands on the portal and works.
import { describe, expect, it } from 'vitest';
import { DESKTOP } from '../support/browser.ts';
import { createUser, STRONG_PASSWORD } from '../support/identity.ts';
import { consoleSuite } from './console-suite.ts';
import { loginThroughForm, path, storedToken, unexpectedErrors } from './shell-helpers.ts';
import { openOn, PHONE } from './touch-page.ts';

const suite = consoleSuite(undefined, { database: 'pglite' });
const NEW_PASSWORD = 'Chang3d#Pass';

describe('a new user signs in for the first time', () => {
  it.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('on a %s: held on the change page until the password is changed, then the portal', async (_, viewport) => {
    const admin = await suite.server.login('admin');
    const [general] = await suite.server.sql<{ id: string }>(`select id from sys_role where role_code = 'general'`);
    const user = await createUser(admin, { selectedRole: [general!.id] }, { firstLogin: true });
    const { page, context, errors } = await openOn(suite.browser, viewport);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(new URL(request.url()).pathname);
    });

    await page.goto(`${suite.server.url}/index/login`);
    await loginThroughForm(page, user.username, STRONG_PASSWORD);
    await page.waitForURL('**/index/alteration');
    await page.getByText('首次登录或密码已过期，请修改密码后继续使用').waitFor();

    // Typed addresses, a full load each, and a link followed inside the console: all lead back to the change page.
    for (const typed of ['/index/portal', '/bpm/tasks', '/flow/start/leave']) {
      await page.goto(`${suite.server.url}${typed}`);
      await page.waitForURL('**/index/alteration');
      await page.locator('#oldpassword').waitFor();
    }
    await page.evaluate(`history.pushState(null, '', '/bpm/tasks'); dispatchEvent(new PopStateEvent('popstate'))`);
    await expect.poll(() => path(page)).toBe('/index/alteration');
    expect(await storedToken(page)).toBeDefined();
    // Nothing was asked that the server refuses before the change (a 403 would also be logged as an error): only the login
    // page's public calls.
    expect(asked.filter((p) => !['/api/system/login', '/api/system/loginConfig', '/api/system/sso/options'].includes(p) && !p.startsWith('/api/system/randomImage'))).toEqual([]);

    await page.locator('#oldpassword').fill(STRONG_PASSWORD);
    await page.locator('#password').fill(NEW_PASSWORD);
    await page.locator('#confirmpassword').fill(NEW_PASSWORD);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL('**/index/portal');
    await page.locator('[data-testid=portal-home]').waitFor();
    await page.goto(`${suite.server.url}/bpm/tasks`);
    await page.locator('[data-testid=bpm-tasks-tab-todo]').waitFor();
    expect(path(page)).toBe('/bpm/tasks');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
