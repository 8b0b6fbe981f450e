// Delegation and handover in Chromium: the general user delegates their approvals of a process to the administrator
// on My tasks (the bailee from the user picker, the process chosen, the period as offered); a process started
// afterwards shows in the administrator's to-do list "on behalf of" the user, who approves it (the circulation says so
// too); the user cancels the delegation after the catalogue's question. An administrator hands the user's open task
// over to themselves on the handover page (the task chosen from the user's open tasks, a notice; choosing none is
// refused with the catalogue's text), sees the handover listed and the task among their own.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { expectOk } from '../api/eform-fixtures.ts';
import { twoStepBpmn } from '../api/bpm-fixtures.ts';
import type { ApiClient } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { option, pickUser, pressOk, still } from './eform-steps.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
let admin: ApiClient;

const BPMN = twoStepBpmn('purchase', { name: '部门审批', attrs: 'camunda:assignee="user"' }, { name: '财务审批', attrs: 'camunda:assignee="admin"' });

beforeAll(async () => {
  admin = await suite.server.login('admin');
  expectOk(await admin.post('/api/bpm/template/add', { group: '采购', name: '采购申请', key: 'purchase', bpmnXml: BPMN, startPermission: { type: 'all' } }));
  expectOk(await admin.post('/api/bpm/template/publish', { key: 'purchase' }));
});

const row = (page: Page, text: string) => page.locator('.ant-table-row:visible', { hasText: text });
const tab = async (page: Page, list: string) => {
  await page.locator(`[data-testid=bpm-tasks-tab-${list}]`).click();
  await still(page);
};
const start = async (title: string) => expectOk<{ id: string }>(await admin.post('/api/bpm/process/start', { templateKey: 'purchase', businessTitle: title })).id;

it('delegates the user\'s approvals to the administrator, who approves on their behalf; the user cancels the delegation', async () => {
  const userPage = await signedInPage(suite.browser, suite.server.url, 'user', suite.server.userPassword, { at: '/bpm/tasks' });
  await tab(userPage.page, 'delegations');
  await userPage.page.locator('[data-testid=delegate-add]').click();
  const dialog = userPage.page.locator('.ant-modal:visible');
  await pickUser(userPage.page, dialog.locator('[data-testid=delegate-bailee]'), 'admin');
  await dialog.locator('[data-testid=delegate-processes]').click();
  await option(userPage.page, '采购申请').click();
  await userPage.page.keyboard.press('Escape');
  await expect.poll(() => dialog.locator('[data-testid=delegate-processes]').textContent()).toContain('采购申请');
  await still(userPage.page);
  await dialog.locator('[data-testid=form-modal-ok]').click();
  await dialog.waitFor({ state: 'hidden' });
  const delegation = row(userPage.page, '采购申请');
  await expect.poll(() => delegation.innerText()).toContain('生效中');

  const id = await start('采购投影仪');
  const adminPage = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/bpm/tasks' });
  const task = row(adminPage.page, '采购投影仪');
  await task.waitFor();
  expect(await task.innerText()).toContain('代 演示用户');
  expect(await task.innerText()).toContain('部门审批');
  await still(adminPage.page);
  await task.locator('[data-testid^=task-approve-]').click();
  const approve = adminPage.page.locator('.ant-modal:visible');
  await approve.locator('[data-testid=bpm-task-opinion]').fill('代为同意');
  await approve.locator('[data-testid=form-modal-ok]').click();
  await approve.waitFor({ state: 'hidden' });
  // The process went on: the second step is the administrator's own.
  await expect.poll(() => task.innerText()).toContain('财务审批');
  expect(await task.innerText()).not.toContain('代 演示用户');
  await adminPage.page.goto(`${suite.server.url}/flow/instance/${id}`);
  await expect.poll(() => adminPage.page.locator('[data-testid=flow-history]').innerText()).toContain('代 演示用户');
  // Everyone's delegations, for the administrator.
  await adminPage.page.goto(`${suite.server.url}/bpm/delegate`);
  await expect.poll(() => row(adminPage.page, '采购申请').innerText()).toContain('演示用户');

  await userPage.page.reload();
  await tab(userPage.page, 'delegations');
  await expect.poll(() => delegation.innerText()).toContain('1');
  await delegation.locator('[data-testid^=delegate-cancel-]').click();
  await expect.poll(() => userPage.page.locator('.ant-modal-confirm').innerText()).toContain('受托人尚未处理的待办任务将退回委托人');
  await pressOk(userPage.page, 'confirm-ok');
  await expect.poll(() => delegation.innerText()).toContain('已取消');
  expect(unexpectedErrors(userPage.errors)).toEqual([]);
  expect(unexpectedErrors(adminPage.errors)).toEqual([]);
  await userPage.context.close();
  await adminPage.context.close();
});

it('hands the user\'s chosen open task over to the administrator on the handover page, who then has it to do', async () => {
  await start('采购白板');
  const adminPage = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/bpm/handover' });
  const { page } = adminPage;
  await page.locator('[data-testid=handover-add]').click();
  const dialog = page.locator('.ant-modal:visible');
  // The dialog's form is in place (its initial values read) and the dialog has stopped moving in.
  await dialog.locator('[data-testid=handover-from]').waitFor();
  await still(page);
  await pickUser(page, dialog.locator('[data-testid=handover-from]'), 'user');
  await pickUser(page, dialog.locator('[data-testid=handover-to]'), 'admin');
  await dialog.locator('[data-testid=handover-type]').getByText('按任务').click();
  const open = dialog.locator('[data-testid=handover-tasks] .ant-table-row', { hasText: '采购白板' });
  await open.waitFor();
  // Nothing chosen: the catalogue's text, and nothing is sent.
  await dialog.locator('[data-testid=form-modal-ok]').click();
  await expect.poll(() => dialog.innerText()).toContain('请选择要交接的任务');
  await open.locator('input[type=checkbox]').check();
  await dialog.locator('[data-testid=handover-notice]').fill('演示用户休假');
  await still(page);
  await dialog.locator('[data-testid=form-modal-ok]').click();
  await dialog.waitFor({ state: 'hidden' });
  const record = row(page, '演示用户休假');
  await record.waitFor();
  expect(await record.innerText()).toContain('按任务');
  await page.goto(`${suite.server.url}/bpm/tasks`);
  await expect.poll(() => row(page, '采购白板').innerText()).toContain('部门审批');
  // In English, the handovers speak English.
  await page.evaluate(`localStorage.setItem('yuncheng__LANGUAGE', JSON.stringify({ value: 'en_US', expire: null }))`);
  await page.goto(`${suite.server.url}/bpm/handover`);
  await expect.poll(() => row(page, '演示用户休假').innerText()).toContain('Chosen tasks');
  await still(page);
  expect(unexpectedErrors(adminPage.errors)).toEqual([]);
  await adminPage.context.close();
});
