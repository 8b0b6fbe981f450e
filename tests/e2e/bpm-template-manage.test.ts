// Template management in Chromium. Given the templates page, When the administrator makes a process group, imports a
// .bpmn file into it from the screen, publishes it, edits and publishes it again, Then the group lists it, the
// versions drawer shows what changed from version 1 to version 2, and Export downloads the file with its diagram (the
// design's and version 1's); the question before a publish names the design's warnings; a group with templates is not
// deleted.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { expectOk } from '../api/eform-fixtures.ts';
import type { ApiClient } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { still } from './eform-steps.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
let admin: ApiClient;

const bpmn = (lead: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="d" targetNamespace="t">
  <process id="travel" name="出差申请" isExecutable="true">
    <startEvent id="start"/><sequenceFlow id="f1" sourceRef="start" targetRef="lead"/>
    <userTask id="lead" name="${lead}" camunda:assignee="\${initiator}"/><sequenceFlow id="f2" sourceRef="lead" targetRef="end"/>
    <endEvent id="end"/>
  </process>
</definitions>`;

const stored = async (key: string) => expectOk<any>(await admin.get(`/api/bpm/template/queryByKey?key=${key}`));
const row = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });

/** Clicks a download button and reads what the browser saved, with its file name. */
async function download(page: Page, selector: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.locator(selector).click()]);
  return { name: file.suggestedFilename(), xml: readFileSync((await file.path())!, 'utf8') };
}

async function publish(page: Page, version: number) {
  await page.locator('[data-testid=bpm-template-publish-travel]').click();
  await page.locator('[data-testid=confirm-ok]').click();
  await expect.poll(async () => (await stored('travel')).publishedVersion).toBe(version);
  await page.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
}

beforeAll(async () => {
  admin = await suite.server.login('admin');
  expectOk(await admin.post('/api/bpm/template/add', {
    group: '财务', name: '报销', key: 'expense', startPermission: { type: 'all' }, bpmnXml: bpmn('经理').replaceAll('travel', 'expense'),
  }));
  // A design with a warning only: its task is for nobody until an administrator gives it to someone.
  expectOk(await admin.post('/api/bpm/template/add', {
    group: '财务', name: '通知', key: 'notice', startPermission: { type: 'all' }, nodes: { lead: {} },
    bpmnXml: bpmn('阅知').replaceAll('travel', 'notice').replace(' camunda:assignee="${initiator}"', ''),
  }));
});

it('makes a group, imports a .bpmn file into it, publishes twice, compares the versions and exports the file', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/bpm/template' });
  await row(page, 'expense').waitFor();
  // A category templates name before it is a group is listed beside the groups.
  await page.locator('[data-testid=bpm-group-list]').getByText('财务').waitFor();

  // Given a new group, picked beside the table.
  await page.locator('[data-testid=bpm-group-add]').click();
  const groupEditor = page.locator('.ant-modal:visible');
  await groupEditor.locator('[data-testid=bpm-group-name]').fill('行政');
  await groupEditor.locator('[data-testid=bpm-group-code]').fill('admin_office');
  await groupEditor.locator('[data-testid=form-modal-ok]').click();
  await page.locator('[data-testid=bpm-group-admin_office]').click();
  await expect.poll(() => page.locator('.ant-table-row').count()).toBe(0);

  // When a .bpmn file (drawn by no tool) is imported from the screen, it lands in that group.
  const file = join(tmpdir(), `travel-${Date.now()}.bpmn`);
  writeFileSync(file, bpmn('部门经理'));
  await page.locator('.ant-upload-wrapper', { has: page.locator('[data-testid=bpm-template-import]') }).locator('input[type=file]').setInputFiles(file);
  await row(page, 'travel').waitFor();
  expect(await stored('travel')).toMatchObject({ group: '行政', name: '出差申请', status: 'design', nodes: { lead: { assignees: [{ type: 'initiator' }] } } });
  await expect.poll(() => page.locator('[data-testid=bpm-group-admin_office]').innerText()).toContain('1');
  expect(await page.locator('.ant-table-row').count()).toBe(1);

  // Published, edited (the node renamed, the name changed) and published again.
  await publish(page, 1);
  await page.locator('[data-testid=bpm-template-edit-travel]').click();
  const editor = page.locator('.ant-modal:visible');
  await expect.poll(() => editor.locator('#bpmnXml').inputValue()).toContain('部门经理');
  await editor.locator('#name').fill('出差申请（新）');
  await editor.locator('#bpmnXml').fill(bpmn('分管领导'));
  await editor.locator('[data-testid=form-modal-ok]').click();
  await row(page, '出差申请（新）').waitFor();
  await publish(page, 2);

  // Then the versions drawer shows what changed from version 1 to version 2.
  await page.locator('[data-testid=bpm-template-versions-travel]').click();
  const drawer = page.locator('[data-testid=bpm-template-versions]');
  await expect.poll(() => drawer.locator('[data-testid=bpm-template-version-list] .ant-table-row').count()).toBe(2);
  await expect.poll(() => drawer.locator('[data-testid=diff-nodes-renamed]').innerText()).toContain('lead: 部门经理 → 分管领导');
  expect(await drawer.locator('[data-testid=diff-name]').innerText()).toContain('出差申请 → 出差申请（新）');
  await still(page);
  // Version 1 against itself: nothing changed.
  await drawer.locator('[data-testid=bpm-versions-to]').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'v1' }).click();
  await drawer.locator('[data-testid=bpm-template-diff-none]').waitFor();
  // Version 1's file, as it was published.
  const first = await download(page, '[data-testid=bpm-template-export-travel-v1]');
  expect(first.name).toBe('travel-v1.bpmn');
  expect(first.xml).toContain('name="部门经理"');
  await page.locator('.ant-drawer-close').click();

  // Export downloads the design's file, with the diagram the console draws.
  const design = await download(page, '[data-testid=bpm-template-export-travel]');
  expect(design.name).toBe('travel.bpmn');
  expect(design.xml).toContain('name="分管领导"');
  expect(design.xml).toContain('<bpmndi:BPMNShape id="lead_di" bpmnElement="lead">');

  // A group with templates is not deleted.
  await page.locator('[data-testid=bpm-group-delete]').click();
  await page.locator('[data-testid=confirm-ok]').click();
  await page.getByText('分组下有流程模板，不能删除').first().waitFor();
  await page.locator('[data-testid=bpm-group-all]').click();
  await expect.poll(() => page.locator('.ant-table-row').count()).toBe(3);

  // The question before a publish names the design's warnings, which do not block it.
  await page.locator('[data-testid=bpm-template-publish-notice]').click();
  await expect.poll(() => page.locator('[data-testid=bpm-publish-issues]').innerText()).toContain('用户任务 阅知 (lead) 没有处理人规则');
  await page.locator('[data-testid=confirm-ok]').click();
  await expect.poll(async () => (await stored('notice')).publishedVersion).toBe(1);
  await still(page);
  expect(unexpectedErrors(errors, [400])).toEqual([]);
  await context.close();
});
