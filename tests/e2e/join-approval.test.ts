// Issue #34 item 2 in Chromium: the enterprise administrator's System › Joining and approval screen — joining by the
// enterprise code with approval switched on and saved, an invitation link made, a person who joined waits in the list,
// the administrator approves them and they sign in; a refused one is removed and cannot sign in.
import { expect, it } from 'vitest';
import { smsOutbox } from '../../server/src/enterprise/sms.ts';
import { openPage } from '../support/browser.ts';
import { ENTERPRISE_PASSWORD, registerEnterprise, uniquePhone } from '../support/enterprises.ts';
import { consoleSuite } from './console-suite.ts';
import { loginThroughForm, openFromMenu, signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite({ ENTERPRISE_REGISTRATION: 'open' });

/** A person joins the enterprise by its code through the API (the register page has its own test). */
async function join(enterpriseCode: string, username: string): Promise<void> {
  const visitor = suite.server.anonymous();
  const phone = uniquePhone('136');
  expect((await visitor.post('/api/system/sms', { mobile: phone, smsmode: '2' })).status).toBe(200);
  const res = await visitor.post('/api/system/user/register', {
    enterpriseCode, username, realname: `${username} person`, phone, password: ENTERPRISE_PASSWORD, confirmPassword: ENTERPRISE_PASSWORD,
    smsCode: smsOutbox(suite.server.platform.db).lastCode(phone),
  });
  expect(res.body).toMatchObject({ result: { pending: true } });
}

it('switches joining by code and approval on, makes an invitation link, approves one person and refuses another', async () => {
  const admin = await registerEnterprise(suite.server, 'joinscreen');
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'joinscreen_admin', ENTERPRISE_PASSWORD);
  // The screen is a System menu item of the enterprise's administrator.
  await openFromMenu(page, '系统管理', '加入与审批', '/system/join');
  const settings = page.locator('[data-testid=join-settings]');
  await settings.locator('#joinByCode:not([disabled])').waitFor();
  await settings.getByText('joinscreen', { exact: true }).waitFor();

  await settings.locator('#joinByCode').click();
  await settings.locator('#joinApproval').click();
  await settings.locator('[data-testid=join-save]').click();
  await expect.poll(async () => (await admin.get('/api/system/enterprise/joinSettings')).body.result)
    .toMatchObject({ joinByCode: true, joinApproval: true, inviteToken: null });

  await settings.locator('[data-testid=join-new-invitation]').click();
  const link = settings.locator('[data-testid=join-invitation-link]');
  await link.waitFor();
  const { inviteToken } = (await admin.get('/api/system/enterprise/joinSettings')).body.result as { inviteToken: string };
  expect(await link.textContent()).toBe(`${suite.server.url}/index/register?invite=${inviteToken}`);

  await join('joinscreen', 'amy_waits');
  await join('joinscreen', 'bob_waits');
  expect((await suite.server.anonymous().post('/api/system/login', { username: 'amy_waits', password: ENTERPRISE_PASSWORD })).status)
    .not.toBe(200);
  await page.reload();
  const pending = page.locator('[data-testid=join-pending]');
  await pending.locator('[data-testid=approve-amy_waits]').click();
  await pending.getByText('amy_waits', { exact: true }).waitFor({ state: 'detached' });
  await pending.locator('[data-testid=refuse-bob_waits]').click();
  await page.locator('[data-testid=confirm-ok]').click();
  await pending.getByText('bob_waits', { exact: true }).waitFor({ state: 'detached' });
  await pending.getByText('没有等待审批的注册').waitFor();
  expect((await admin.get('/api/system/user/pendingList')).body.result).toEqual([]);
  expect((await suite.server.anonymous().post('/api/system/login', { username: 'bob_waits', password: ENTERPRISE_PASSWORD })).status)
    .not.toBe(200);
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();

  // The approved person signs in to the console.
  const amy = await openPage(suite.browser);
  await amy.page.goto(`${suite.server.url}/index/login`);
  await loginThroughForm(amy.page, 'amy_waits', ENTERPRISE_PASSWORD);
  await amy.page.waitForURL((url) => !url.pathname.startsWith('/index/login'));
  expect(unexpectedErrors(amy.errors)).toEqual([]);
  await amy.context.close();
});
