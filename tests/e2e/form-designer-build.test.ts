// A form built in the designer by dragging controls from the palette (a two-column grid, a required text field and a
// dictionary select inside it, a remark hidden by a linkage rule), published, its page put on a menu, and used by an
// end user granted that menu: the rule hides the remark, the required name is enforced, the record reaches the list.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { expectOk, GROUP } from '../api/eform-fixtures.ts';
import type { ApiClient } from '../support/server.ts';
import { createUser, STRONG_PASSWORD, unique } from '../support/identity.ts';
import { consoleSuite } from './console-suite.ts';
import { choose, still } from './eform-steps.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
let admin: ApiClient;
beforeAll(async () => {
  admin = await suite.server.login('admin');
  expectOk(await admin.post('/api/eform/manage/appGroup/add', GROUP));
  expectOk(await admin.post('/api/eform/manage/tableModel/add', {
    tableName: 'visit', tableDesc: 'Visit', groupCode: 'crm', objStructure: 'main', persistenceType: 'db',
    columns: [
      { colCode: 'guest', colName: 'Guest', colType: 'varchar', colLength: 50 },
      { colCode: 'sex', colName: 'Sex', colType: 'varchar', colLength: 2 },
      { colCode: 'remark', colName: 'Remark', colType: 'varchar', colLength: 200 },
    ],
  }));
  expectOk(await admin.post('/api/eform/manage/tableModel/createTable', { tableName: 'visit' }));
  expectOk(await admin.post('/api/eform/manage/tableModel/generate', { tableName: 'visit' }));
  // The design starts from an empty form.
  const form = expectOk<any>(await admin.get('/api/eform/manage/form/queryByCode?code=visit_form'));
  expectOk(await admin.put('/api/eform/manage/form/edit', { ...form, fields: [] }));
});

/** Drags with the mouse as a person does: press, move a little (the drag starts), move onto the target, release. */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 8, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.move(b.x + b.width / 2 + 2, b.y + b.height / 2 + 1, { steps: 2 });
  await page.mouse.up();
}

const $ = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"]`);

async function bindTo(page: Page, column: string) {
  await choose(page, $(page, 'prop-key'), column);
}

it('builds a form by dragging, publishes it, and an end user granted its menu fills it in', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/eform/form?groupCode=crm' });
  await page.locator('.ant-table-row', { hasText: 'visit_form' }).locator('[data-testid=form-design]').click();
  await $(page, 'designer-canvas').waitFor();
  await still(page);

  // A two-column grid, a text field in its first column, a select in its second, a remark below the grid.
  await drag(page, $(page, 'palette-grid'), $(page, 'drop-end-form'));
  await $(page, 'block-grid').waitFor();
  await drag(page, $(page, 'palette-input'), $(page, 'drop-end-grid-c0'));
  await $(page, 'block-input').waitFor();
  await bindTo(page, 'guest');
  await $(page, 'rule-required').click();
  await drag(page, $(page, 'palette-select'), $(page, 'drop-end-grid-c1'));
  await $(page, 'block-select').waitFor();
  await bindTo(page, 'sex');
  await $(page, 'options-source').getByText('数据字典').click();
  await $(page, 'options-code').fill('sex');
  await $(page, 'options-code').press('Enter');
  await drag(page, $(page, 'palette-textarea'), $(page, 'drop-end-form'));
  await $(page, 'block-textarea').waitFor();
  await bindTo(page, 'remark');
  // The remark is hidden when the sex is '2'.
  await $(page, 'linkage-add').click();
  await choose(page, $(page, 'linkage-field-0-0'), 'sex');
  await $(page, 'linkage-value-0-0').fill('2');
  await $(page, 'linkage-value-0-0').press('Enter');
  await choose(page, $(page, 'linkage-action-0'), '隐藏');
  await $(page, 'designer-publish').click();
  await $(page, 'designer-notice').getByText('已发布').waitFor();
  const form = expectOk<any>(await admin.get('/api/eform/manage/form/queryByCode?code=visit_form'));
  expect(form.formStatus).toBe('published');
  expect(form.fields.map((f: { key: string }) => f.key)).toEqual(['grid', 'remark']);
  expect(form.fields[0].columns.map((c: { children: { key: string }[] }) => c.children.map((x) => x.key))).toEqual([['guest'], ['sex']]);
  expect(form.fields[0].columns[0].children[0].rules).toEqual([{ required: true }]);
  expect(form.fields[0].columns[1].children[0].showConfig).toEqual({ dictOption: { dictCode: 'sex' } });
  expect(form.fields[1].showConfig.linkage).toEqual([{ when: { '==': [{ var: 'sex' }, '2'] }, actions: [{ action: 'hide', target: 'remark' }] }]);
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();

  // Its page goes on a console menu, granted to a role of the end user.
  const menu = expectOk<any>(await admin.post('/api/eform/manage/view/addToMenu', { viewCode: 'visit_list', parentId: null, back: '1', name: '来访', nameEn: 'Visits' }));
  const role = expectOk<any>(await admin.post('/api/system/role/add', { roleCode: unique('r_'), roleName: 'Reception', back: '1' })).id as string;
  const buttons = await suite.server.sql<{ id: string }>(`select id from sys_permission where id = $1 or parent_id = $1`, [menu.id]);
  expectOk(await admin.post('/api/system/permission/saveRolePermission', { roleId: role, permissionIds: buttons.map((b) => b.id) }));
  const user = await createUser(admin, { selectedRole: [role] });
  const client = await suite.server.login(user.username, STRONG_PASSWORD);
  expect((await client.put('/api/system/user/changePassword', { oldpassword: STRONG_PASSWORD, password: 'Visit#Pass1', confirmpassword: 'Visit#Pass1' })).status).toBe(200);

  const enduser = await signedInPage(suite.browser, suite.server.url, user.username, 'Visit#Pass1');
  const p = enduser.page;
  await p.locator('[data-testid=sidebar]').getByText('来访').click();
  await p.waitForURL('**/eform/view/visit_list');
  await p.locator('[data-testid=toolbar-add]').click();
  await p.locator('#root_remark').waitFor();
  // The required guest is enforced; choosing sex 2 hides the remark.
  await p.locator('[data-testid=record-save]').click();
  await p.locator('.ant-form-item-explain-error').first().waitFor();
  await p.locator('#root_guest').fill('Dana');
  await p.locator('#root_sex').click();
  await p.locator('.ant-select-item-option', { hasText: '女' }).click();
  await p.locator('#root_remark').waitFor({ state: 'hidden' });
  await p.locator('[data-testid=record-save]').click();
  await p.locator('.ant-table-row', { hasText: 'Dana' }).waitFor();
  const rows = expectOk<any>(await client.post('/api/eform/engine/view/visit_list/list', {}));
  expect(rows.records.map((r: { guest: string; sex: string }) => [r.guest, r.sex])).toEqual([['Dana', '2']]);
  expect(unexpectedErrors(enduser.errors)).toEqual([]);
  await enduser.context.close();
});
