// An app an agent built through the MCP server (issue #41), used by a person in Chromium: the administrator's agent
// builds the expense-claim app through tools only (model with a sub-table, form, page, menu, role), gives a user the
// role and files a first claim; the user signs in, finds the claims on their menu, sees the agent's claim with its
// lines, and adds one of their own with a line, which the agent then reads back.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { buildExpenseApp, connectAgent, type Agent } from '../api/mcp-fixtures.ts';
import { consoleSuite } from './console-suite.ts';
import { still } from './eform-steps.ts';
import { signedInPage } from './shell-helpers.ts';

const suite = consoleSuite();
const CLAIMS = 'expense_claim_list';
let agent: Agent;
let listUrl: string;

beforeAll(async () => {
  const admin = await suite.server.login('admin');
  agent = await connectAgent(suite.server.url, { 'X-Access-Token': admin.token! }, 'claims-builder');
  const app = await buildExpenseApp(agent);
  listUrl = app.menu.url;
  const [{ id: userId }] = await suite.server.sql(`select id from sys_user where username = 'user'`);
  const found = await agent.ok('user_get', { id: userId });
  await agent.ok('user_edit', { id: userId, version: found.version, selectedRole: [...found.selectedRole, app.roleId] });
  await agent.ok('record_add', { viewCode: CLAIMS, body: { title: 'Agent claim', amount: 50, lines: [{ item: 'Parking', cost: 50 }] } });
});

const lineRows = (page: Page) => page.locator('[data-subtable=root_lines] tbody tr.ant-table-row');

it('a person uses the app the agent built: the agent\'s claim is listed, and their own claim with a line is saved', async () => {
  const { page } = await signedInPage(suite.browser, suite.server.url, 'user', suite.server.userPassword);
  await page.evaluate(`localStorage.setItem('yuncheng__LANGUAGE', JSON.stringify({ value: 'en_US', expire: null }))`);
  await page.goto(`${suite.server.url}${listUrl}`);
  await page.locator('[data-testid=eform-list]').waitFor();
  await page.locator('[data-testid=eform-list] .ant-table-row', { hasText: 'Agent claim' }).waitFor();
  await still(page);

  await page.locator('[data-testid=toolbar-add]').click();
  await page.locator('#root_title').waitFor();
  await page.locator('#root_title').fill('Taxi to the airport');
  await page.locator('#root_amount').fill('35');
  await page.locator('[data-add-row=root_lines]').click();
  await lineRows(page).nth(0).locator('input').nth(0).fill('Taxi');
  await lineRows(page).nth(0).locator('input').nth(1).fill('35');
  await still(page);
  await page.locator('[data-testid=record-save]').click();
  await page.locator('[data-testid=eform-list] .ant-table-row', { hasText: 'Taxi to the airport' }).waitFor();

  // The agent reads back what the person wrote, lines included.
  const listed = await agent.ok('record_query', { viewCode: CLAIMS, body: {} });
  const mine = listed.records.find((r: any) => r.title === 'Taxi to the airport');
  const read = await agent.ok('record_get', { viewCode: CLAIMS, id: mine.id, mode: 'edit' });
  expect((read.lines as any[]).map((l) => [l.item, Number(l.cost)])).toEqual([['Taxi', 35]]);
  await page.context().close();
});
