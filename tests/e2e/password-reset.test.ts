// Issue #34 item 4 in Chromium: a signed-out visitor's /index/alteration is the password reset — by the phone's SMS
// code (from the logging provider) or by the link mailed to the account's address (received in the test process) —
// and they then sign in with the new password. A signed-in user's /index/alteration stays the change of password.
import { afterAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { smsOutbox } from '../../server/src/enterprise/sms.ts';
import { openPage } from '../support/browser.ts';
import { uniquePhone } from '../support/enterprises.ts';
import { openMailbox } from '../support/mailbox.ts';
import { consoleSuite } from './console-suite.ts';
import { loginThroughForm, signedInPage, unexpectedErrors } from './shell-helpers.ts';

const mailbox = await openMailbox();
afterAll(() => mailbox.close());
const suite = consoleSuite({ MAIL_SMTP_URL: mailbox.url, PUBLIC_URL: 'http://console.example' });
const FIRST = 'First#Passw0rd';
const NEW_PASSWORD = 'Reset#Passw0rd';

async function person(email?: string): Promise<{ phone: string; username: string }> {
  const phone = uniquePhone('133');
  const username = `forgot_${phone}`;
  const admin = await suite.server.login('admin');
  const res = await admin.post('/api/system/user/add', {
    username, realname: 'Forgetful', password: FIRST, confirmPassword: FIRST, phone, ...(email ? { email } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await suite.server.sql(`update sys_user set pwd_initial = false where username = $1`, [username]);
  return { phone, username };
}

async function setNewPassword(page: Page): Promise<void> {
  await page.locator('#password').fill(NEW_PASSWORD);
  await page.locator('#confirmPassword').fill(NEW_PASSWORD);
  await page.locator('button[type=submit]').click();
  await page.waitForURL('**/index/login');
}

async function signsInWithNewPassword(page: Page, username: string): Promise<void> {
  await loginThroughForm(page, username, NEW_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/index/login'));
  expect((await suite.server.anonymous().post('/api/system/login', { username, password: FIRST })).status).not.toBe(200);
}

it('resets the password with the phone\'s SMS code and signs in with the new one', async () => {
  const { phone, username } = await person();
  const { page, context, errors } = await openPage(suite.browser);
  // From the login page's 'Forgot password?'.
  await page.goto(`${suite.server.url}/index/login`);
  await page.locator('[data-testid=forgot-password]').click();
  await page.waitForURL('**/index/alteration');
  const form = page.locator('[data-testid=reset-phone-form]');
  await form.locator('#phone').fill(phone);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect.poll(() => smsOutbox(suite.server.platform.db).lastCode(phone)).toMatch(/^\d{6}$/);
  await form.locator('#smsCode').fill(smsOutbox(suite.server.platform.db).lastCode(phone)!);
  await setNewPassword(page);
  await signsInWithNewPassword(page, username);
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});

it('mails a reset link, whose single-use token sets the new password', async () => {
  const email = `forgot${Date.now()}@example.com`;
  const { username } = await person(email);
  const { page, context, errors } = await openPage(suite.browser);
  await page.goto(`${suite.server.url}/index/alteration`);
  await page.getByRole('tab', { name: '邮箱链接' }).click();
  await page.locator('[data-testid=reset-mail-form] #email').fill(email);
  await page.locator('[data-testid=reset-mail-form] button[type=submit]').click();
  await page.locator('[data-testid=reset-link-sent]').waitFor();
  await expect.poll(() => mailbox.received.find((m) => m.to.includes(email))).toBeDefined();
  const mail = mailbox.received.find((m) => m.to.includes(email))!;
  const token = /\/index\/alteration\?token=([\w-]+)/.exec(mail.text)?.[1];
  expect(token).toBeDefined();
  await page.goto(`${suite.server.url}/index/alteration?token=${token}`);
  await page.locator('[data-testid=reset-token-form]').waitFor();
  await setNewPassword(page);
  await signsInWithNewPassword(page, username);

  // The token works once: a second use is refused with the server's message.
  await context.clearCookies();
  await page.evaluate(() => (globalThis as unknown as { localStorage: { clear(): void } }).localStorage.clear());
  await page.goto(`${suite.server.url}/index/alteration?token=${token}`);
  await page.locator('#password').fill('Again#Passw0rd');
  await page.locator('#confirmPassword').fill('Again#Passw0rd');
  await page.locator('button[type=submit]').click();
  await page.getByText(/The reset link is invalid or has expired|重置链接无效或已过期/).first().waitFor();
  expect(unexpectedErrors(errors, [400])).toEqual([]);
  await context.close();
});

it('stays the change of password for a signed-in user', async () => {
  const { page, context } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword);
  await page.waitForURL((url) => !url.pathname.startsWith('/index/login'));
  await page.goto(`${suite.server.url}/index/alteration`);
  await page.locator('#oldpassword').waitFor();
  expect(await page.locator('[data-testid=reset-phone-form]').count()).toBe(0);
  await context.close();
});
