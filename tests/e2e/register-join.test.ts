// Issue #34 item 2 in Chromium: a person joins an existing enterprise from the register pages — by the enterprise's
// code, waiting for its administrator's approval, and by an invitation link on the quick registration page with the
// phone number as the account — verified by the SMS code the logging provider was given.
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from '../support/browser.ts';
import { ENTERPRISE_PASSWORD, registerEnterprise, uniquePhone } from '../support/enterprises.ts';
import { consoleSuite } from './console-suite.ts';
import { verifyPhoneAndSubmit } from './register-steps.ts';
import { loginThroughForm, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite({ ENTERPRISE_REGISTRATION: 'open' });

/** Fills the join form's person, then its phone (with the code sent to it) and password, and submits it. */
async function fillAndSubmit(page: Page, fields: Record<string, string>, phone: string): Promise<void> {
  for (const [id, value] of Object.entries(fields)) await page.locator(`#${id}`).fill(value);
  await verifyPhoneAndSubmit(page, suite.server, phone);
}

it('joins an enterprise by its code, waits for the administrator\'s approval, then signs in', async () => {
  const east = await registerEnterprise(suite.server, 'eastjoin');
  expect((await east.put('/api/system/enterprise/joinSettings', { joinByCode: true, joinApproval: true })).status).toBe(200);
  const { page, context, errors } = await openPage(suite.browser);
  await page.goto(`${suite.server.url}/index/register`);
  await fillAndSubmit(page, { enterpriseCode: 'eastjoin', username: 'ann_joins', realname: 'Ann Joiner' }, uniquePhone('137'));
  await page.getByText('等待企业管理员审核').waitFor();

  const pending = (await east.get('/api/system/user/pendingList')).body.result as { id: string; username: string }[];
  expect(pending.map((p) => p.username)).toEqual(['ann_joins']);
  expect((await east.put('/api/system/user/approve', { ids: [pending[0]!.id], approve: true })).status).toBe(200);
  await page.goto(`${suite.server.url}/index/login`);
  await loginThroughForm(page, 'ann_joins', ENTERPRISE_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/index/login'));
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});

it('joins by an invitation link on the quick registration page, the phone number being the account', async () => {
  const west = await registerEnterprise(suite.server, 'westjoin');
  expect((await west.put('/api/system/enterprise/joinSettings', { joinByCode: false, joinApproval: false, newInvitation: true })).status).toBe(200);
  const { inviteToken } = (await west.get('/api/system/enterprise/joinSettings')).body.result as { inviteToken: string };
  const { page, context, errors } = await openPage(suite.browser);
  await page.goto(`${suite.server.url}/index/NewRegister?invite=${inviteToken}`);
  // The link names the enterprise: no code is asked.
  await page.locator('#realname').waitFor();
  expect(await page.locator('#enterpriseCode').count()).toBe(0);
  const phone = uniquePhone('139');
  await fillAndSubmit(page, { realname: 'Ben Invited' }, phone);
  await page.locator('.ant-result-title', { hasText: '注册成功' }).waitFor();
  await page.goto(`${suite.server.url}/index/login`);
  await loginThroughForm(page, phone, ENTERPRISE_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/index/login'));
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});
