// Issue #34 item 5 in Chromium: the platform operator's System › Enterprises — the list with user counts and storage,
// freezing (its users cannot sign in) and unfreezing, and deleting a frozen enterprise only once its code is typed.
// The default enterprise has no actions, and an enterprise's own administrator is not shown the screen.
import { expect, it } from 'vitest';
import { ENTERPRISE_PASSWORD, registerEnterprise } from '../support/enterprises.ts';
import { consoleSuite } from './console-suite.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite({ ENTERPRISE_REGISTRATION: 'open', PLATFORM_OPERATORS: 'admin' });

const signIn = (username: string) => suite.server.anonymous().post('/api/system/login', { username, password: ENTERPRISE_PASSWORD });

it('lists, freezes, unfreezes and deletes an enterprise after its code is typed; the default one has no actions', async () => {
  await registerEnterprise(suite.server, 'northco');
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword);
  await page.getByRole('menuitem', { name: '系统管理' }).click();
  await page.getByRole('menuitem', { name: '企业管理' }).click();
  await page.waitForURL('**/system/enterprise');
  const screen = page.locator('[data-testid=operator-enterprises]');
  const north = screen.locator('[data-testid=enterprise-northco]');
  await north.getByText('Enterprise northco').waitFor();
  expect(await north.locator('td').nth(3).textContent()).toBe('1');
  const defaultRow = screen.locator('[data-testid=enterprise-default]');
  await defaultRow.getByText('默认企业', { exact: true }).last().waitFor();
  expect(await defaultRow.locator('button').count()).toBe(0);

  await north.locator('[data-testid=freeze-northco]').click();
  await page.locator('[data-testid=confirm-ok]').click();
  await north.getByText('已冻结').waitFor();
  expect((await signIn('northco_admin')).body.message).toBe('The enterprise is frozen');
  await north.locator('[data-testid=unfreeze-northco]').click();
  await north.getByText('正常').waitFor();
  expect((await signIn('northco_admin')).status).toBe(200);

  await north.locator('[data-testid=freeze-northco]').click();
  await page.locator('[data-testid=confirm-ok]').click();
  await north.locator('[data-testid=delete-northco]').click();
  const ok = page.locator('[data-testid=enterprise-delete-ok]');
  await page.locator('[data-testid=enterprise-delete-code]').fill('north');
  expect(await ok.isDisabled()).toBe(true);
  await page.locator('[data-testid=enterprise-delete-code]').fill('northco');
  await ok.click();
  await north.waitFor({ state: 'detached' });
  const codes = ((await (await suite.server.login('admin')).get('/api/saas/enterprise/list')).body.result as { code: string }[]).map((e) => e.code);
  expect(codes).not.toContain('northco');
  expect(await suite.server.sql(`select 1 from sys_user where username = 'northco_admin'`)).toHaveLength(0);
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});

it('is not shown to an enterprise\'s own administrator', async () => {
  await registerEnterprise(suite.server, 'southco');
  const { page, context } = await signedInPage(suite.browser, suite.server.url, 'southco_admin', ENTERPRISE_PASSWORD);
  await page.getByRole('menuitem', { name: '系统管理' }).click();
  await page.getByRole('menuitem', { name: '加入与审批' }).waitFor();
  expect(await page.getByRole('menuitem', { name: '企业管理' }).count()).toBe(0);
  await context.close();
});
