// Issue #34 in Chromium: a visitor registers an enterprise with the SMS code the logging provider was given, signs in
// and models a table; a second registered enterprise models a table of the same name with other columns.
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { smsOutbox } from '../../server/src/enterprise/sms.ts';
import { openPage } from '../support/browser.ts';
import { ENTERPRISE_PASSWORD, registerEnterprise, uniquePhone } from '../support/enterprises.ts';
import { consoleSuite } from './console-suite.ts';
import { fillColumn, pressOk, settled, still, syncStateOrError, type FieldSpec } from './eform-steps.ts';
import { verifyPhoneAndSubmit } from './register-steps.ts';
import { loginThroughForm, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite({ ENTERPRISE_REGISTRATION: 'open' });

/** Models `customer` with the given columns in the signed-in enterprise's group `crm` and creates its table. */
async function modelCustomer(page: Page, columns: FieldSpec[]): Promise<void> {
  await page.goto(`${suite.server.url}/eform/model?groupCode=crm`);
  await page.locator('[data-testid=model-add]').click();
  await page.locator('#tableName').fill('customer');
  await page.locator('#tableDesc').fill('客户');
  for (const [i, spec] of columns.entries()) {
    if (i > 0) await page.locator('[data-testid=column-add]').click();
    await fillColumn(page, i, spec);
  }
  await still(page);
  await page.locator('[data-testid=model-save]').click();
  await expect.poll(() => syncStateOrError(page, 'customer')).toBe('notCreated');
  await settled(page);
  await page.locator('[data-testid=model-create-table]').click();
  await pressOk(page, 'ddl-ok');
  await expect.poll(() => syncStateOrError(page, 'customer')).toBe('created');
}

const columnsOf = async (code: string) => (await suite.server.sql<{ column_name: string }>(
  `select column_name from information_schema.columns c join sys_tenant t on c.table_schema = yc_tenant_schema(t.id)
    where t.code = $1 and c.table_name = 'customer'`, [code],
)).map((c) => c.column_name);

it('registers an enterprise, signs its administrator in to a console of its own, and each enterprise models its customer', async () => {
  const { page, context, errors } = await openPage(suite.browser);
  const phone = uniquePhone('186');
  await page.goto(`${suite.server.url}/index/enterpriseRegister`);
  await page.locator('#enterpriseName').fill('East Trading');
  await page.locator('#enterpriseCode').fill('east');
  await page.locator('#username').fill('east_admin');
  await page.locator('#realname').fill('East admin');
  await verifyPhoneAndSubmit(page, suite.server, phone);
  await page.locator('.ant-result-title', { hasText: '注册成功' }).waitFor();

  await page.goto(`${suite.server.url}/index/login`);
  await loginThroughForm(page, 'east_admin', ENTERPRISE_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/index/login'));
  // A console of its own: the group is made through the API, the table in the model editor.
  const east = await suite.server.login('east_admin', ENTERPRISE_PASSWORD);
  expect((await east.post('/api/eform/manage/appGroup/add', { groupCode: 'crm', groupName: 'CRM', orderNum: 1 })).status).toBe(200);
  await modelCustomer(page, [{ colCode: 'name', colName: '客户名称', colLength: 50, required: true }]);
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();

  const west = await registerEnterprise(suite.server, 'west');
  expect((await west.post('/api/eform/manage/appGroup/add', { groupCode: 'crm', groupName: 'CRM', orderNum: 1 })).status).toBe(200);
  const second = await openPage(suite.browser);
  await second.page.goto(`${suite.server.url}/index/login`);
  await loginThroughForm(second.page, 'west_admin', ENTERPRISE_PASSWORD);
  await second.page.waitForURL((url) => !url.pathname.startsWith('/index/login'));
  await modelCustomer(second.page, [{ colCode: 'region', colName: '区域', colLength: 40 }]);
  expect(await columnsOf('east')).toContain('name');
  expect(await columnsOf('east')).not.toContain('region');
  expect(await columnsOf('west')).toContain('region');
  expect(await columnsOf('west')).not.toContain('name');
  await second.context.close();
});

it('signs the registered administrator in on the login page\'s phone tab with the code the phone was sent', async () => {
  const [{ phone }] = await suite.server.sql<{ phone: string }>(`select phone from sys_user where username = 'east_admin'`) as [{ phone: string }];
  const { page, context, errors } = await openPage(suite.browser);
  await page.goto(`${suite.server.url}/index/login`);
  await page.getByRole('tab', { name: '手机号登录' }).click();
  await page.locator('#mobile-mobile').fill(phone);
  const outbox = smsOutbox(suite.server.platform.db);
  const sentBefore = outbox.sent.length;
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect.poll(() => outbox.sent.length).toBeGreaterThan(sentBefore);
  await page.locator('#mobile-code').fill(outbox.lastCode(phone)!);
  await page.locator('form[aria-label=手机号登录] button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/index/login'));
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});
