// Process templates in Chromium: a template added from a Camunda .bpmn file read in the editor (its assignees become
// node settings), a file that is no BPMN refused with the server's reason, published (asked first) as version 1 and 2,
// its versions listed, suspended and activated again, opened for editing twice in a row on the right template.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { expectOk } from '../api/eform-fixtures.ts';
import type { ApiClient } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { still } from './eform-steps.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
let admin: ApiClient;

const bpmn = (key: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="d" targetNamespace="t">
  <process id="${key}" isExecutable="true">
    <startEvent id="start"/><sequenceFlow id="f1" sourceRef="start" targetRef="lead"/>
    <userTask id="lead" name="Team lead" camunda:assignee="\${initiator}"/><sequenceFlow id="f2" sourceRef="lead" targetRef="end"/>
    <endEvent id="end"/>
  </process>
</definitions>`;

beforeAll(async () => {
  admin = await suite.server.login('admin');
  expectOk(await admin.post('/api/bpm/template/add', { group: 'Finance', name: 'Expense claim', key: 'expense', bpmnXml: bpmn('expense'), startPermission: { type: 'all' } }));
});

const stored = async (key: string) => expectOk<any>(await admin.get(`/api/bpm/template/queryByKey?key=${key}`));

it('adds a template from a .bpmn file, publishes, suspends and activates it', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/bpm/template' });
  await page.locator('.ant-table-row', { hasText: 'expense' }).waitFor();

  await page.locator('[data-testid=bpm-template-add]').click();
  const editor = page.locator('.ant-modal:visible');
  await editor.locator('#name').fill('请假申请');
  await editor.locator('#key').fill('leave');
  await editor.locator('#group').fill('人事');
  // Not BPMN: the server's reason, and nothing saved.
  await editor.locator('#bpmnXml').fill('<html/>');
  await editor.locator('[data-testid=form-modal-ok]').click();
  await page.getByText('无法读取 BPMN 文件').first().waitFor();
  // Closed, so that it covers no row button later.
  for (const close of await page.locator('.ant-notification-notice-close').all()) await close.click();
  await page.locator('.ant-notification-notice').first().waitFor({ state: 'detached' });
  const file = join(tmpdir(), `leave-${Date.now()}.bpmn`);
  writeFileSync(file, bpmn('leave'));
  await editor.locator('input[type=file]').setInputFiles(file);
  await expect.poll(() => editor.locator('#bpmnXml').inputValue()).toContain('process id="leave"');
  await editor.locator('[data-testid=form-modal-ok]').click();
  await page.locator('.ant-table-row', { hasText: 'leave' }).waitFor();
  expect((await stored('leave')).nodes).toEqual({ lead: { assignees: [{ type: 'initiator' }] } });

  // Published twice: asked first each time.
  for (const version of [1, 2]) {
    await page.locator('[data-testid=bpm-template-publish-leave]').click();
    await page.locator('.ant-modal-confirm').getByText('确定发布此流程模板吗').waitFor();
    await page.locator('[data-testid=confirm-ok]').click();
    await expect.poll(async () => (await stored('leave')).publishedVersion).toBe(version);
    await page.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
  }
  await page.locator('.ant-table-row', { hasText: 'leave' }).getByText('已激活').waitFor();
  const versions = page.locator('[data-testid=bpm-template-versions-leave]');
  await expect.poll(() => versions.isEnabled()).toBe(true);
  await versions.click();
  await expect.poll(() => page.locator('[data-testid=bpm-template-version-list] .ant-table-row').count()).toBe(2);
  await page.locator('.ant-drawer-close').click();

  await page.locator('[data-testid=bpm-template-suspend-leave]').click();
  await page.locator('.ant-modal-confirm').getByText('确定挂起此流程模板吗').waitFor();
  await page.locator('[data-testid=confirm-ok]').click();
  await page.locator('.ant-table-row', { hasText: 'leave' }).getByText('已挂起').waitFor();
  await page.locator('[data-testid=bpm-template-activate-leave]').click();
  await page.locator('[data-testid=confirm-ok]').click();
  await page.locator('.ant-table-row', { hasText: 'leave' }).getByText('已激活').waitFor();
  await still(page);
  // Edit opens on the template it was asked for, twice in a row.
  for (const [key, name] of [['expense', 'Expense claim'], ['leave', '请假申请']] as const) {
    await page.locator(`[data-testid=bpm-template-edit-${key}]`).click();
    await expect.poll(() => page.locator('.ant-modal:visible #name').inputValue()).toBe(name);
    await expect.poll(() => page.locator('.ant-modal:visible #bpmnXml').inputValue()).toContain(`process id="${key}"`);
    await page.keyboard.press('Escape');
    await page.locator('[data-testid=bpm-template-editor]').waitFor({ state: 'hidden' });
  }
  // An edit saves at the version read, keeping the node settings.
  await page.locator('[data-testid=bpm-template-edit-leave]').click();
  await expect.poll(() => page.locator('.ant-modal:visible #name').inputValue()).toBe('请假申请');
  await page.locator('.ant-modal:visible #name').fill('请假申请（新）');
  await page.locator('.ant-modal:visible [data-testid=form-modal-ok]').click();
  await page.locator('.ant-table-row', { hasText: '请假申请（新）' }).waitFor();
  expect(await stored('leave')).toMatchObject({ name: '请假申请（新）', nodes: { lead: { assignees: [{ type: 'initiator' }] } } });
  expect(unexpectedErrors(errors, [400])).toEqual([]);
  await context.close();
});
