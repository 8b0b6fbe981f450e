// A leave request in Chromium, end to end: a general user starts it from its form on the process page; the team lead
// approves it there; the chief rejects it back to the initiator, who changes the days and submits it again; the lead
// and the chief approve it. Each step is in its user's lists; the circulation tells the story, the diagram shows where
// the process waits.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { defaultFormCode } from '@yc/engine';
import { expectOk } from '../api/eform-fixtures.ts';
import { twoStepBpmn } from '../api/bpm-fixtures.ts';
import { createUser, STRONG_PASSWORD } from '../support/identity.ts';
import type { ApiClient } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { still } from './eform-steps.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
let admin: ApiClient;
let leadName: string;
let chiefName: string;

beforeAll(async () => {
  admin = await suite.server.login('admin');
  expectOk(await admin.post('/api/eform/manage/appGroup/add', { groupCode: 'hr', groupName: 'HR', orderNum: 1 }));
  expectOk(await admin.post('/api/eform/manage/tableModel/add', {
    tableName: 'leave_request', tableDesc: '请假申请', groupCode: 'hr', objStructure: 'main', persistenceType: 'db',
    columns: [
      { colCode: 'reason', colName: '事由', colType: 'varchar', colLength: 100, isRequired: true },
      { colCode: 'days', colName: '天数', colType: 'number', colLength: 3, isRequired: true },
    ],
  }));
  expectOk(await admin.post('/api/eform/manage/tableModel/createTable', { tableName: 'leave_request' }));
  expectOk(await admin.post('/api/eform/manage/tableModel/generate', { tableName: 'leave_request' }));
  const [{ id: general }] = await suite.server.sql(`select id from sys_role where role_code = 'general'`);
  leadName = (await createUser(admin, { selectedRole: [general] })).username;
  chiefName = (await createUser(admin, { selectedRole: [general] })).username;
  expectOk(await admin.post('/api/bpm/template/add', {
    group: '人事', name: '请假', key: 'leave', formCode: defaultFormCode({ tableName: 'leave_request' }), startPermission: { type: 'all' },
    bpmnXml: twoStepBpmn('leave', { name: '主管审批', attrs: '' }, { name: '经理审批', attrs: '' }),
    nodes: {
      lead: { assignees: [{ type: 'user', values: [leadName] }], fieldAccess: { reason: 'read', days: 'read' } },
      second: { assignees: [{ type: 'user', values: [chiefName] }], opinionRequired: true },
    },
  }));
  expectOk(await admin.post('/api/bpm/template/publish', { key: 'leave' }));
});

const TITLE = '年假申请';
const row = (page: Page) => page.locator('.ant-table-row:visible', { hasText: TITLE });

/** Opens the user's to-do task of the leave from their list onto its process page. */
async function openTask(page: Page, step: string) {
  await page.goto(`${suite.server.url}/bpm/tasks`);
  const task = row(page);
  await task.waitFor();
  expect(await task.innerText()).toContain(step);
  await task.locator('[data-testid^=task-open-]').click();
  await page.locator('[data-testid=flow-actions]').waitFor();
  await still(page);
}

/** Approves the open task on its process page with an opinion; the page then shows the task closed. */
async function approve(page: Page, opinion: string) {
  await page.locator('[data-testid=flow-opinion]').fill(opinion);
  await page.locator('[data-testid=flow-approve]').click();
  await page.locator('[data-testid=flow-task-closed]').waitFor();
}

const passes = async (page: Page) => (await page.locator('[data-testid=flow-pass]').allInnerTexts()).map((text) => text.split('\n')[0] ?? '');

it('is submitted, rejected once, submitted again and approved by two others', async () => {
  const starter = await signedInPage(suite.browser, suite.server.url, 'user', suite.server.userPassword, { at: '/flow/start/leave' });
  await starter.page.locator('[data-testid=process-start-title]').fill(TITLE);
  await starter.page.locator('#root_reason').fill('回老家');
  await starter.page.locator('#root_days').fill('5');
  await starter.page.locator('[data-testid=process-start-submit]').click();
  await starter.page.waitForURL(/\/flow\/instance\//);
  await starter.page.locator('[data-testid=flow-diagram] [data-node-id=lead][data-state=current]').waitFor();

  const lead = await signedInPage(suite.browser, suite.server.url, leadName, STRONG_PASSWORD);
  await openTask(lead.page, '主管审批');
  // The lead's node shows the form read-only: its values as text.
  expect(await lead.page.locator('[data-formatted=days]').textContent()).toBe('5');
  await approve(lead.page, '同意');

  const chief = await signedInPage(suite.browser, suite.server.url, chiefName, STRONG_PASSWORD);
  await openTask(chief.page, '经理审批');
  await chief.page.locator('[data-testid=flow-diagram] [data-node-id=second][data-state=current]').waitFor();
  expect(await chief.page.locator('[data-testid=flow-diagram] [data-node-id=lead]').getAttribute('data-state')).toBe('done');
  // The chief's opinion is required (checked in the browser, at the box); the rejection goes back to the initiator.
  await chief.page.locator('[data-testid=flow-reject]').click();
  await chief.page.locator('.ant-form-item-explain-error', { hasText: '请填写审批意见' }).waitFor();
  const dialog = chief.page.locator('.ant-modal:visible');
  expect(await dialog.count()).toBe(0);
  await chief.page.locator('[data-testid=flow-opinion]').fill('天数太多');
  await chief.page.locator('[data-testid=flow-reject]').click();
  await dialog.locator('[data-testid=flow-reject-target] input[value=initiator]').check();
  await dialog.locator('[data-testid=form-modal-ok]').click();
  await chief.page.locator('[data-testid=flow-task-closed]').waitFor();

  // The initiator finds it back in their list and submits it again with fewer days.
  await openTask(starter.page, '');
  expect(await starter.page.locator('#root_days').isDisabled()).toBe(false);
  await starter.page.locator('#root_days').fill('3');
  await starter.page.locator('[data-testid=flow-opinion]').fill('改为三天');
  await starter.page.locator('[data-testid=flow-resubmit]').click();
  await starter.page.locator('[data-testid=flow-task-closed]').waitFor();

  await openTask(lead.page, '主管审批');
  expect(await lead.page.locator('[data-formatted=days]').textContent()).toBe('3');
  await approve(lead.page, '同意三天');
  await openTask(chief.page, '经理审批');
  await approve(chief.page, '批准');
  await chief.page.locator('[data-testid=flow-state]', { hasText: '已完成' }).waitFor();
  // The circulation is read beside the instance's state: it may arrive a moment later.
  await expect.poll(async () => (await passes(chief.page)).map((pass) => pass.split(' · ').slice(0, 2).join(' · '))).toEqual([
    '发起 · 发起', '主管审批 · 同意', '经理审批 · 驳回', '发起人（重新提交） · 重新提交', '主管审批 · 同意', '经理审批 · 同意',
  ]);

  // Each user's lists: done for the approvers, the instance among the starter's own.
  await lead.page.goto(`${suite.server.url}/bpm/tasks`);
  await lead.page.locator('[data-testid=bpm-tasks-tab-done]').click();
  await expect.poll(async () => row(lead.page).count()).toBe(2);
  const [instance] = await suite.server.sql(`select state, variables ->> 'days' as days from bpm_instance where business_title = $1`, [TITLE]);
  expect(instance).toEqual({ state: 'COMPLETED', days: '3' });
  for (const { errors, context } of [starter, lead, chief]) {
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  }
});
