// Steps the registration pages' Chromium tests share: the phone with the SMS code the logging provider was given, the
// password twice, and the submit that leads to the result page.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { smsOutbox } from '../../server/src/enterprise/sms.ts';
import type { TestServer } from '../support/server.ts';
import { ENTERPRISE_PASSWORD } from '../support/enterprises.ts';

export async function verifyPhoneAndSubmit(page: Page, server: TestServer, phone: string): Promise<void> {
  await page.locator('#phone').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect.poll(() => smsOutbox(server.platform.db).lastCode(phone)).toMatch(/^\d{6}$/);
  await page.locator('#smsCode').fill(smsOutbox(server.platform.db).lastCode(phone)!);
  await page.locator('#password').fill(ENTERPRISE_PASSWORD);
  await page.locator('#confirmPassword').fill(ENTERPRISE_PASSWORD);
  await page.locator('button[type=submit]').click();
  await page.waitForURL('**/index/register-result');
}
