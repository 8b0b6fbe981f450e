// The expense-claim app built in the console by clicks, in English, as a new administrator builds it (issue 31's
// "Done when", the building half; expense-journey.test.ts is the using half): an app group; the claim model and its
// lines as a one-to-many sub-table, both created as tables; their forms and pages generated; the lines put into the
// claim's form as a sub-table in the form designer; the claims page on the menu; a role granted it; a user in that role.
// The user then signs in, finds the claims on the menu, and adds a claim with two lines. No screen on the way shows
// Chinese, a raw key or JSON.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { expectOk } from '../api/eform-fixtures.ts';
import { consoleSuite } from './console-suite.ts';
import { choose, fillColumn, pressOk, settled, still, syncStateOrError } from './eform-steps.ts';
import { clean, setLanguage } from './english-scan.ts';
import { signedInPage } from './shell-helpers.ts';

const suite = consoleSuite(undefined, { database: 'pglite' });
const PASSWORD = 'Claim#Pass1';
const NEW_PASSWORD = 'Claim#Pass2';
let page: Page;

beforeAll(async () => {
  ({ page } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword));
  await setLanguage(page, 'en_US');
});

const $ = (testId: string) => page.locator(`[data-testid="${testId}"]`);
const modelRow = (tableName: string) => page.locator('.ant-table-row', { has: page.locator('td', { hasText: new RegExp(`^${tableName}$`) }) });
const dialog = () => page.locator('.ant-modal-wrap:visible').last();

/** A model saved from the editor, then created as a table after the DDL preview. */
async function createModel(tableName: string, tableDesc: string, columns: Parameters<typeof fillColumn>[2][], sub?: { main: string; key: string }) {
  await $('model-add').click();
  await page.locator('#tableName').fill(tableName);
  await page.locator('#tableDesc').fill(tableDesc);
  if (sub) {
    await choose(page, page.locator('.ant-select:has(#objStructure)'), 'One to many');
    await page.locator('#mainTableName').fill(sub.main);
    await page.locator('#foreignKey').fill(sub.key);
  }
  for (const [index, column] of columns.entries()) {
    if (index > 0) await $('column-add').click();
    await fillColumn(page, index, column);
  }
  await clean(page, `model editor of ${tableName}`);
  await $('model-save').click();
  await expect.poll(() => syncStateOrError(page, tableName)).toBe('notCreated');
  await settled(page);
  await modelRow(tableName).locator('[data-testid=model-create-table]').click();
  await clean(page, `DDL preview of ${tableName}`);
  await pressOk(page, 'ddl-ok');
  await expect.poll(() => syncStateOrError(page, tableName)).toBe('created');
  await settled(page);
  await modelRow(tableName).locator('[data-testid=model-generate]').click();
  await $('generated').waitFor();
  await clean(page, `generated from ${tableName}`);
  await page.locator('.ant-modal-confirm .ant-btn-primary').click();
  await settled(page);
}

it('is built by the administrator in the console: models with a sub-table, the form, the page on the menu, a role and a user', async () => {
  await page.goto(`${suite.server.url}/app/group`);
  await $('console-home').waitFor();
  await clean(page, 'console home');
  await $('group-add').click();
  await page.locator('#groupName').fill('Expenses');
  await page.locator('#groupCode').fill('expenses');
  await clean(page, 'new app group');
  await $('form-modal-ok').click();
  await $('group-expenses').click();
  await page.waitForURL('**/eform/model?groupCode=expenses');
  await clean(page, 'table models');

  await createModel('expense_claim', 'Expense claim', [
    { colCode: 'title', colName: 'Title', colLength: 50, required: true },
    { colCode: 'amount', colName: 'Amount', colType: 'number', colLength: 10 },
  ]);
  await createModel('expense_line', 'Expense line', [
    { colCode: 'claim_id', colName: 'Claim', colLength: 36 },
    { colCode: 'item', colName: 'Item', colLength: 40, required: true },
    { colCode: 'cost', colName: 'Cost', colType: 'number', colLength: 8 },
  ], { main: 'expense_claim', key: 'claim_id' });

  // The lines go into the claim's form as a sub-table, in the form designer.
  await page.goto(`${suite.server.url}/eform/form?groupCode=expenses`);
  await page.locator('.ant-table-row', { hasText: 'expense_claim_form' }).locator('[data-testid=form-design]').click();
  await $('designer-canvas').waitFor();
  await still(page);
  await $('palette-editableTable').click();
  await $('block-editableTable').waitFor();
  await $('prop-title').fill('Lines');
  await $('prop-title').press('Enter');
  await $('prop-control').locator('#root_tableName').fill('expense_line');
  await still(page);
  await clean(page, 'form designer with the sub-table');
  await $('designer-publish').click();
  await $('designer-notice').waitFor();
  await clean(page, 'form published');
  const admin = await suite.server.login('admin');
  const form = expectOk<any>(await admin.get('/api/eform/manage/form/queryByCode?code=expense_claim_form'));
  expect(form.fields.find((f: any) => f.type === 'editableTable')).toMatchObject({ title: 'Lines', props: { tableName: 'expense_line' } });

  // The claims page on the front menu.
  await page.goto(`${suite.server.url}/eform/page?groupCode=expenses`);
  await page.locator('[data-testid=page-add-to-menu-expense_claim_list]').click();
  await dialog().locator('#menu-title').fill('报销单');
  await dialog().locator('#menu-title-en').fill('Expense claims');
  await dialog().getByText('Front').click();
  await clean(page, 'add to menu');
  await $('form-modal-ok').click();
  await page.locator('.ant-notification-notice', { hasText: 'Added to the menu as “Expense claims”' }).waitFor();

  // A role granted the page (and its buttons), and a user in it.
  await page.goto(`${suite.server.url}/system/role`);
  await $('role-add').click();
  await page.locator('#role-name').fill('Claimants');
  await page.locator('#role-code').fill('claimants');
  await clean(page, 'new role');
  await $('form-modal-ok').click();
  await page.locator('tr', { hasText: 'claimants' }).locator('[data-testid=role-authorize]').click();
  const grants = $('grant-drawer');
  await grants.locator('.ant-tree-treenode', { hasText: 'Expense claims' }).first().locator('.ant-tree-checkbox').click();
  await clean(page, 'authorise');
  await grants.locator('[data-testid=grant-save-close]').click();
  await grants.waitFor({ state: 'hidden' });

  await page.goto(`${suite.server.url}/system/user`);
  await $('user-add').click();
  await page.locator('#user-username').fill('claimant');
  await page.locator('#user-realname').fill('Casey Claimant');
  await page.locator('#user-password').fill(PASSWORD);
  await page.locator('#user-confirm-password').fill(PASSWORD);
  await page.locator('#user-roles').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Claimants' }).click();
  await dialog().locator('.ant-modal-title').click();
  await clean(page, 'new user');
  await $('form-modal-ok').click();
  await page.locator('tr', { hasText: 'claimant' }).first().waitFor();
  await settled(page);
});

it('is used by the new user: the claims on the menu, a claim added with two lines', async () => {
  const user = await signedInPage(suite.browser, suite.server.url, 'claimant', PASSWORD);
  const p = user.page;
  await setLanguage(p, 'en_US');
  // The first sign-in asks for a new password.
  await p.goto(`${suite.server.url}/index/alteration`);
  await p.locator('#oldpassword').fill(PASSWORD);
  await p.locator('#password').fill(NEW_PASSWORD);
  await p.locator('#confirmpassword').fill(NEW_PASSWORD);
  await clean(p, 'new password');
  await p.locator('form button[type=submit]').click();
  await p.waitForURL((url) => !url.pathname.startsWith('/index/'));
  await p.locator('.ant-menu-item', { hasText: 'Expense claims' }).first().click();
  await p.waitForURL('**/expense_claim_list');
  await p.locator('[data-testid=eform-list]').waitFor();
  await clean(p, 'claims list');
  await p.locator('[data-testid=toolbar-add]').click();
  await p.locator('#root_title').fill('Team offsite');
  await p.locator('#root_amount').fill('90');
  for (const [index, [item, cost]] of [['Bus', '40'], ['Lunch', '50']].entries()) {
    await p.locator('[data-add-row]').first().click();
    await p.locator(`[data-cell$=".${index}.item"]`).fill(item!);
    await p.locator(`[data-cell$=".${index}.cost"] input, input[data-cell$=".${index}.cost"]`).first().fill(cost!);
  }
  await clean(p, 'new claim with lines');
  await p.locator('[data-testid=record-save]').click();
  await p.locator('[data-testid=eform-list] .ant-table-row', { hasText: 'Team offsite' }).waitFor();
  const [claim] = await suite.server.tenantSql<{ id: string }>(`select id from expense_claim where title = 'Team offsite'`);
  const lines = await suite.server.tenantSql<{ item: string }>(`select item from expense_line where claim_id = $1 order by cost`, [claim!.id]);
  expect(lines.map((l) => l.item)).toEqual(['Bus', 'Lunch']);
  await user.context.close();
});
