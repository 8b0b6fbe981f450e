// Issue #35 item 4 in Chromium: the administrator of instance 1 publishes an app from its app-market screen; instance
// 2, pointed at instance 1 (MARKET_HOST), installs it from its own app-market screen after the plan (a long install
// shows the step it is at), instance 1 publishes a new version after a form changed, instance 2 updates to it (the plan
// shows the form changed), then rolls back to the first version.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import pg from 'pg';
import { createTestDatabase, startTestServer, type ApiClient, type TestServer } from '../support/server.ts';
import { expectOk, setUpCustomer } from '../api/eform-fixtures.ts';
import { consoleSuite } from './console-suite.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const host = consoleSuite();
let client: TestServer;
let hostAdmin: ApiClient;
let clientAdmin: ApiClient;

let clientDatabase: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  // The installing instance runs on PostgreSQL, where a test's own transaction can hold its install at a step.
  clientDatabase = await createTestDatabase({ migrated: true });
  client = await startTestServer({ env: { DATABASE_URL: clientDatabase.databaseUrl, MARKET_HOST: host.server.url, MARKET_ALLOWED_HOSTS: '127.0.0.1' } });
  hostAdmin = await host.server.login('admin');
  clientAdmin = await client.login('admin');
  await setUpCustomer(hostAdmin, { generate: true });
});
afterAll(async () => {
  await client?.stop();
  await clientDatabase?.drop();
});

const MARKET = '/api/eform/manage/market';
const formName = async (admin: ApiClient) => expectOk<any>(await admin.get('/api/eform/manage/form/queryByCode?code=customer_form')).formName;
const installedCrm = async () => expectOk<any[]>(await clientAdmin.get(`${MARKET}/queryAppList`)).find((a) => a.appCode === 'crm');
const testId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/** Opens the plan of the button, checks the form's action in it, and applies it (`meanwhile` runs while it applies). */
async function applyPlan(page: Page, button: string, formAction: RegExp, meanwhile?: () => Promise<void>) {
  await testId(page, button).click();
  const plan = testId(page, 'market-plan');
  await expect.poll(() => testId(page, 'plan-action-form:customer_form').textContent()).toMatch(formAction);
  await plan.locator('[data-testid=market-plan-apply]').click();
  await meanwhile?.();
  await plan.waitFor({ state: 'detached' });
}

/**
 * Holds the install at its models' step: a transaction of the test's own keeps the client instance's metadata table
 * locked against writes until `release` (reads, as the plan's, go on).
 */
async function holdMetadataWrites(): Promise<{ release: () => Promise<void> }> {
  const held = new pg.Client({ connectionString: clientDatabase.databaseUrl });
  // Ended by the database's drop when a failed test left it open.
  held.on('error', () => undefined);
  await held.connect();
  await held.query('begin');
  await held.query('lock table public.ef_metadata in share mode');
  return {
    release: async () => {
      await held.query('commit');
      await held.end();
    },
  };
}

it('publishes an app on one instance, and installs, updates and rolls it back from another instance\'s app market', async () => {
  // Instance 1 publishes crm 1.0.0 from its screen.
  const one = await signedInPage(host.browser, host.server.url, 'admin', host.server.adminPassword, { at: '/eform/market' });
  await testId(one.page, 'market-publish-open').click();
  const publish = testId(one.page, 'market-publish');
  await publish.locator('#appCode').click();
  await one.page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '(crm)' }).click();
  await publish.locator('#appVersion').fill('1.0.0');
  await publish.locator('#groupCode').fill('sales');
  await publish.locator('#groupName').fill('Sales');
  await publish.locator('#description').fill('Customers and their contacts');
  await testId(one.page, 'market-publish-ok').click();
  await publish.waitFor({ state: 'detached' });
  // Its own market (no MARKET_HOST) lists it.
  await testId(one.page, 'market-app-crm').waitFor();

  // Instance 2 lists instance 1's market and installs crm after its plan.
  const two = await signedInPage(host.browser, client.url, 'admin', client.adminPassword, { at: '/eform/market' });
  await expect.poll(() => testId(two.page, 'market-host').textContent()).toContain(host.server.url);
  await testId(two.page, 'market-app-crm').click();
  await expect.poll(() => testId(two.page, 'market-details').textContent()).toContain('Customers and their contacts');
  await two.page.keyboard.press('Escape');
  await testId(two.page, 'market-details').waitFor({ state: 'hidden' });
  // A long install shows the step it is at.
  const hold = await holdMetadataWrites();
  await applyPlan(two.page, 'market-install-crm', /Added|新增/, async () => {
    try {
      await expect.poll(() => testId(two.page, 'market-progress').textContent(), { timeout: 30_000 }).toMatch(/第 \d+\/\d+ 步：表模型、表单、页面及其他设计/);
    } finally {
      await hold.release();
    }
  });
  await testId(two.page, 'market-current-crm').waitFor();
  expect(await installedCrm()).toMatchObject({ appVersion: '1.0.0', state: 'installed' });
  const firstName = await formName(clientAdmin);
  expect(firstName).toBe(await formName(hostAdmin));

  // Instance 1's form changes and a new version is published; instance 2 updates to it.
  const form = expectOk<any>(await hostAdmin.get('/api/eform/manage/form/queryByCode?code=customer_form'));
  expectOk(await hostAdmin.put('/api/eform/manage/form/edit', { ...form, formName: 'Customer v2' }));
  expectOk(await hostAdmin.post(`${MARKET}/publish`, { appCode: 'crm', appVersion: '1.1.0', groupCode: 'sales' }));
  await two.page.reload();
  await applyPlan(two.page, 'market-update-crm', /Changed|修改/);
  await testId(two.page, 'market-current-crm').waitFor();
  expect(await installedCrm()).toMatchObject({ appVersion: '1.1.0', state: 'updated' });
  expect(await formName(clientAdmin)).toBe('Customer v2');

  // Roll back from the installed apps.
  await testId(two.page, 'market-tab-installed').click();
  await expect.poll(() => testId(two.page, 'installed-version-crm').textContent()).toBe('1.1.0');
  await testId(two.page, 'installed-rollback-crm').click();
  await two.page.locator('[data-testid=confirm-ok]').click();
  await expect.poll(() => testId(two.page, 'installed-version-crm').textContent()).toBe('1.0.0');
  expect(await installedCrm()).toMatchObject({ appVersion: '1.0.0', state: 'rolledBack' });
  expect(await formName(clientAdmin)).toBe(firstName);

  expect(unexpectedErrors(one.errors)).toEqual([]);
  expect(unexpectedErrors(two.errors)).toEqual([]);
  await one.context.close();
  await two.context.close();
});
