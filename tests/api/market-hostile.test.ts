// Hostile and broken bundles (#35 item 5): each is refused with its message and changes nothing.
import { describe, expect, it } from 'vitest';
import { bundleToFiles, type AppBundle } from '@yc/engine';
import { writeArchive } from '../../server/src/market/archive.ts';
import { apiSuite } from '../support/server.ts';
import { GROUP, customerModel, expectOk } from './eform-fixtures.ts';
import { MARKET, upload } from './market-fixtures.ts';

const suite = apiSuite({}, async (s) => {
  // Another app owns the customer model here.
  expectOk(await s.admin.post(`${MARKET}/installation`, await upload({ ...evil, appCode: 'crm', groups: [GROUP], tableModels: [customerModel()] })));
});

const evil: AppBundle = { format: 'yc-app-bundle/1', appCode: 'evil', appName: 'Evil', appVersion: '1.0.0', groups: [{ ...GROUP, groupCode: 'evil_group' }] };
const model = { ...customerModel(), tableName: 'evil_table', groupCode: 'evil_group' };
const form = { formName: 'F', formCode: 'evil_form', objectName: 'evil_table', groupCode: 'evil_group', fields: [] };
const withFile = (name: string, text: string) => bundleToFiles({ ...evil, tableModels: [model] }).set(name, text);

const state = async () => [
  await suite.server.sql(`select kind, code, app_code from ef_metadata order by kind, code`),
  await suite.server.sql(`select app_code, app_version from sys_app order by app_code`),
  await suite.server.sql(`select group_code from sys_app_group order by group_code`),
];

async function refused(body: unknown, message: string | RegExp) {
  const before = await state();
  const res = await suite.admin.post(`${MARKET}/installation`, body);
  expect(res.status).toBe(400);
  expect(res.body.message).toMatch(message);
  expect(await state()).toEqual(before);
}

describe('hostile bundles', () => {
  it('refuses malformed JSON, schema-invalid items and path characters in codes', async () => {
    await refused(await upload(withFile('form/evil_form.json', '{"formCode": ')), 'The file form/evil_form.json is not valid JSON');
    await refused(await upload(withFile('form/evil_form.json', JSON.stringify({ ...form, fields: 'x' }))), /^The file form\/evil_form.json does not match its schema/);
    await refused(await upload(withFile('form/c:evil.json', JSON.stringify({ ...form, formCode: 'c:evil' }))), 'The code c:evil contains path characters (/, \\, .., :) or control characters');
    // As a file name in the archive (zip slip) the archive is not read at all; inside a single-document bundle the code
    // fails the code rules.
    await refused(await upload({ ...evil, forms: [{ ...form, formCode: '../../x' } as never], tableModels: [model] }), 'The bundle is not a readable zip archive');
    const single = JSON.stringify({ ...evil, tableModels: [model], forms: [{ ...form, formCode: '../../x' }] });
    await refused(await upload(new Map([['bundle.json', single]])), /^The file \/forms\/0\/formCode does not match its schema/);
  });

  it("refuses items of another app's group, codes another app owns and references to missing items", async () => {
    await refused(await upload({ ...evil, tableModels: [{ ...model, groupCode: 'crm' }] }), 'The item tableModel evil_table belongs to the app group crm, which is not in the bundle');
    await refused(await upload({ ...evil, tableModels: [{ ...customerModel(), groupCode: 'evil_group' }] }), 'The item tableModel customer is already installed by the app crm');
    await refused(await upload({ ...evil, forms: [{ ...form, objectName: 'nowhere' } as never] }), 'The item form evil_form refers to tableModel nowhere, which is neither in the bundle nor installed');
  });

  it('refuses BPMN with a DOCTYPE (XXE)', async () => {
    const bpmnXml = '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><definitions>&x;</definitions>';
    const template = { group: '', groupCode: 'evil_group', name: 'P', key: 'evil_process', status: 'design', bpmnXml, startPermission: { type: 'all' } };
    await refused(await upload({ ...evil, processTemplates: [template as never] }), 'The process template evil_process declares a DOCTYPE or an entity, which bundles may not contain');
  });

  it('refuses what is not a zip, oversized archives and zip bombs', async () => {
    await refused({ archive: Buffer.from('not a zip').toString('base64') }, 'The bundle is not a readable zip archive');
    await refused({ archive: 'A'.repeat(15 * 1024 * 1024) }, 'The bundle is larger than the limit of 10485760 bytes');
    const bomb = await writeArchive(withFile('form/zeros.json', ' '.repeat(8 * 1024 * 1024)));
    expect(bomb.length).toBeLessThan(100_000);
    await refused({ archive: bomb.toString('base64') }, 'The bundle is larger than the limit of 41943040 bytes');
  });
});
