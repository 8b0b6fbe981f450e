// My tasks in Chromium: the administrator starts a two-step approval from the page; the general user finds it in their
// to-do list, approves it with an opinion and sees it among the done ones; the administrator copies the second step to
// the user (chosen in the user picker), who marks the copy read, and approves it — each list as its user sees it, and
// among each one's processes (started by the administrator, taken part in by the user); an
// administrator gives a waiting task to another handler, and delivers the message an instance waits for, from the
// process instances page; approves two tasks and reads two copies at once.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { expectOk } from '../api/eform-fixtures.ts';
import { twoStepBpmn } from '../api/bpm-fixtures.ts';
import type { ApiClient } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { choose, pickUser, still } from './eform-steps.ts';
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

it('starts an approval, and each user handles it from their own lists', async () => {
  const adminPage = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/bpm/tasks' });
  await adminPage.page.locator('[data-testid=bpm-start]').click();
  const starter = adminPage.page.locator('.ant-modal:visible');
  await choose(adminPage.page, starter.locator('[data-testid=bpm-start-template]'), '采购申请');
  await starter.locator('#businessTitle').fill('采购笔记本电脑');
  await starter.locator('[data-testid=form-modal-ok]').click();
  await starter.waitFor({ state: 'hidden' });

  const userPage = await signedInPage(suite.browser, suite.server.url, 'user', suite.server.userPassword, { at: '/bpm/tasks' });
  const mine = row(userPage.page, '采购笔记本电脑');
  await mine.waitFor();
  expect(await mine.innerText()).toContain('部门审批');
  await still(userPage.page);
  await mine.locator('[data-testid^=task-approve-]').click();
  const approve = userPage.page.locator('.ant-modal:visible');
  await approve.locator('[data-testid=bpm-task-opinion]').fill('同意采购');
  await approve.locator('[data-testid=form-modal-ok]').click();
  await mine.waitFor({ state: 'detached' });
  await tab(userPage.page, 'done');
  expect(await row(userPage.page, '采购笔记本电脑').innerText()).toContain('同意采购');

  await adminPage.page.reload();
  const next = row(adminPage.page, '采购笔记本电脑');
  await next.waitFor();
  expect(await next.innerText()).toContain('财务审批');
  await next.locator('[data-testid^=task-cc-]').click();
  const cc = adminPage.page.locator('.ant-modal:visible');
  await pickUser(adminPage.page, cc.locator('[data-testid=bpm-task-cc-users]'), 'user');
  await cc.locator('[data-testid=form-modal-ok]').click();
  await cc.waitFor({ state: 'hidden' });

  await userPage.page.reload();
  await tab(userPage.page, 'toRead');
  const copy = row(userPage.page, '采购笔记本电脑');
  await copy.locator('[data-testid^=task-read-]').click();
  await copy.waitFor({ state: 'detached' });
  await tab(userPage.page, 'read');
  await row(userPage.page, '采购笔记本电脑').waitFor();

  await next.locator('[data-testid^=task-approve-]').click();
  await adminPage.page.locator('.ant-modal:visible [data-testid=form-modal-ok]').click();
  await next.waitFor({ state: 'detached' });
  const [instance] = await suite.server.sql(`select state from bpm_instance where business_title = '采购笔记本电脑'`);
  expect(instance.state).toBe('COMPLETED');
  // My processes: the administrator started it; the user took part in it.
  await tab(adminPage.page, 'mine');
  await expect.poll(() => row(adminPage.page, '采购笔记本电脑').innerText()).toContain('已完成');
  await userPage.page.reload();
  await tab(userPage.page, 'mine');
  await expect.poll(() => userPage.page.locator('.ant-table-row:visible', { hasText: '采购笔记本电脑' }).count()).toBe(0);
  await userPage.page.locator('[data-testid=bpm-mine-type]').getByText('我参与的').click();
  await row(userPage.page, '采购笔记本电脑').waitFor();
  expect(unexpectedErrors(adminPage.errors)).toEqual([]);
  expect(unexpectedErrors(userPage.errors)).toEqual([]);
  await adminPage.context.close();
  await userPage.context.close();
});

it('lets an administrator give a waiting task to another handler, chosen by name, from the process instances page', async () => {
  const { id } = expectOk<{ id: string }>(await admin.post('/api/bpm/process/start', { templateKey: 'purchase', businessTitle: '采购打印机' }));
  const adminPage = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/bpm/instance' });
  const instance = row(adminPage.page, '采购打印机');
  await instance.waitFor();
  await instance.locator(`[data-testid=instance-reassign-${id}]`).click();
  const dialog = adminPage.page.locator('.ant-modal:visible');
  // The one open task is chosen already.
  await expect.poll(() => dialog.locator('[data-testid=instance-reassign-task]').textContent()).toContain('部门审批');
  await pickUser(adminPage.page, dialog.locator('[data-testid=instance-reassign-user]'), 'admin');
  await dialog.locator('textarea').fill('原处理人休假');
  await dialog.locator('[data-testid=form-modal-ok]').click();
  await dialog.waitFor({ state: 'hidden' });
  const tasks = await suite.server.sql(
    `select u.username, t.status, t.action, t.opinion from bpm_task t join sys_user u on u.id = t.assignee_id where t.instance_id = $1 order by t.created_at, t.status`, [id],
  );
  expect(tasks).toEqual([
    { username: 'user', status: 'cancelled', action: 'reassign', opinion: '原处理人休假' },
    { username: 'admin', status: 'open', action: null, opinion: null },
  ]);
  await adminPage.page.goto(`${suite.server.url}/bpm/tasks`);
  await row(adminPage.page, '采购打印机').waitFor();
  expect(unexpectedErrors(adminPage.errors)).toEqual([]);
  await adminPage.context.close();
});

it('lets an administrator deliver the message an instance waits for, from the process instances page', async () => {
  expectOk(await admin.post('/api/bpm/template/add', {
    group: '采购', name: '订单', key: 'order', startPermission: { type: 'all' }, nodes: { ship: { assignees: [{ type: 'user', values: ['user'] }] } },
    bpmnXml: `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="t"><process id="order" isExecutable="true">
  <startEvent id="start"/><sequenceFlow id="f1" sourceRef="start" targetRef="payment"/>
  <receiveTask id="payment" name="到账"/><sequenceFlow id="f2" sourceRef="payment" targetRef="ship"/>
  <userTask id="ship" name="发货"/><sequenceFlow id="f3" sourceRef="ship" targetRef="end"/><endEvent id="end"/>
</process></definitions>`,
  }));
  expectOk(await admin.post('/api/bpm/template/publish', { key: 'order' }));
  const { id } = expectOk<{ id: string }>(await admin.post('/api/bpm/process/start', { templateKey: 'order', businessTitle: '订单一号' }));
  const adminPage = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/bpm/instance' });
  const instance = row(adminPage.page, '订单一号');
  await instance.waitFor();
  expect(await instance.innerText()).toContain('到账');
  await instance.locator(`[data-testid=instance-deliver-${id}]`).click();
  const dialog = adminPage.page.locator('.ant-modal:visible');
  await expect.poll(() => dialog.locator('[data-testid=instance-deliver-event]').textContent()).toContain('到账');
  // OK once the dialog has zoomed in (a click on a dialog still moving may land beside its button).
  await still(adminPage.page);
  await dialog.locator('[data-testid=form-modal-ok]').click();
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => instance.innerText()).toContain('发货');
  const tasks = await suite.server.sql(`select t.node_id, u.username from bpm_task t join sys_user u on u.id = t.assignee_id where t.instance_id = $1`, [id]);
  expect(tasks).toEqual([{ node_id: 'ship', username: 'user' }]);
  expect(unexpectedErrors(adminPage.errors)).toEqual([]);
  await adminPage.context.close();
});

it('approves two tasks of the same step together with one opinion, and marks two copies read together', async () => {
  const ids: string[] = [];
  for (const title of ['采购显示器', '采购键盘']) ids.push(expectOk<{ id: string }>(await admin.post('/api/bpm/process/start', { templateKey: 'purchase', businessTitle: title })).id);
  const userPage = await signedInPage(suite.browser, suite.server.url, 'user', suite.server.userPassword, { at: '/bpm/tasks' });
  for (const title of ['采购显示器', '采购键盘']) await row(userPage.page, title).locator('input[type=checkbox]').check();
  await userPage.page.locator('[data-testid=bpm-batch-approve]').click();
  const dialog = userPage.page.locator('.ant-modal:visible');
  await dialog.locator('[data-testid=bpm-task-opinion]').fill('一并同意');
  await dialog.locator('[data-testid=form-modal-ok]').click();
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(async () => (await suite.server.sql(
    `select count(*)::int as n from bpm_task where instance_id in ($1, $2) and node_id = 'lead' and status = 'done' and opinion = '一并同意'`, ids,
  ))[0].n).toBe(2);
  // The administrator copies both second steps to the user, who marks the two copies read at once.
  for (const id of ids) {
    const [task] = await suite.server.sql(`select id from bpm_task where instance_id = $1 and node_id = 'second' and status = 'open'`, [id]);
    expectOk(await admin.post('/api/bpm/task/cc', { taskId: task.id, users: ['user'] }));
  }
  await userPage.page.reload();
  await tab(userPage.page, 'toRead');
  for (const title of ['采购显示器', '采购键盘']) await row(userPage.page, title).locator('input[type=checkbox]').check();
  await userPage.page.locator('[data-testid=bpm-batch-read]:visible').click();
  await expect.poll(() => userPage.page.locator('.ant-table-row:visible', { hasText: '采购键盘' }).count()).toBe(0);
  expect(unexpectedErrors(userPage.errors)).toEqual([]);
  await userPage.context.close();
});
