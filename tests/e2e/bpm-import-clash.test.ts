// Importing a .bpmn file whose process id is a template's key already, in Chromium. Given a template `clash`, When the
// administrator imports a file of process `clash`, Then a dialog names the key and offers the two ways: under a new key
// (a second template, its process id rewritten), or as the template's new version (its design replaced, publishing
// makes it version 2).
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { expectOk } from '../api/eform-fixtures.ts';
import type { ApiClient } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
let admin: ApiClient;

const bpmn = (lead: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="d" targetNamespace="t">
  <process id="clash" name="Clash" isExecutable="true">
    <startEvent id="start"/><sequenceFlow id="f1" sourceRef="start" targetRef="lead"/>
    <userTask id="lead" name="${lead}" camunda:assignee="\${initiator}"/><sequenceFlow id="f2" sourceRef="lead" targetRef="end"/>
    <endEvent id="end"/>
  </process>
</definitions>`;

const stored = async (key: string) => (await admin.get(`/api/bpm/template/queryByKey?key=${key}`)).body.result as any;

async function upload(page: Page, lead: string) {
  const file = join(tmpdir(), `clash-${Date.now()}.bpmn`);
  writeFileSync(file, bpmn(lead));
  await page.locator('.ant-upload-wrapper', { has: page.locator('[data-testid=bpm-template-import]') }).locator('input[type=file]').setInputFiles(file);
  await page.locator('.ant-modal:visible', { hasText: 'clash' }).waitFor();
}

beforeAll(async () => {
  admin = await suite.server.login('admin');
  expectOk(await admin.post('/api/bpm/template/add', { group: 'Clash', name: 'Clash', key: 'clash', startPermission: { type: 'all' }, bpmnXml: bpmn('First lead') }));
  expectOk(await admin.post('/api/bpm/template/publish', { key: 'clash' }));
});

it('asks whether a file of an existing key is a new version or a new key, and does what is chosen', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/bpm/template' });
  await page.locator('.ant-table-row', { hasText: 'clash' }).first().waitFor();

  // A new key: a second template, the file's process under it.
  await upload(page, 'Second lead');
  await page.locator('[data-testid=bpm-import-as-key]').click();
  await page.locator('[data-testid=bpm-import-key]').fill('clash_copy');
  await page.locator('[data-testid=bpm-import-confirm]').click();
  await expect.poll(async () => (await stored('clash_copy'))?.key).toBe('clash_copy');
  expect((await stored('clash_copy')).bpmnXml).toContain('<process id="clash_copy"');
  expect((await stored('clash')).bpmnXml).toContain('First lead');

  // A new version: the design replaced, published as version 2.
  await upload(page, 'Third lead');
  await page.locator('[data-testid=bpm-import-as-version]').click();
  await page.locator('[data-testid=bpm-import-confirm]').click();
  await expect.poll(async () => (await stored('clash')).bpmnXml).toContain('Third lead');
  expect(await stored('clash')).toMatchObject({ status: 'active', publishedVersion: 1 });
  expectOk(await admin.post('/api/bpm/template/publish', { key: 'clash' }));
  expect((await stored('clash')).publishedVersion).toBe(2);

  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});
