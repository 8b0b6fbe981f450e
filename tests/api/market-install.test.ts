// The app market's install side (#35): an app exported from one enterprise as a folder, installed into a second one
// after its plan, updated after a form changed, rolled back (metadata and table back exactly, rows kept), the
// enterprise's own edits kept unless replaced, data-losing table changes refused unless forced.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleToFiles, type AppBundle } from '@yc/engine';
import { registerEnterprise } from '../support/enterprises.ts';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { twoStepBpmn } from './bpm-fixtures.ts';
import { expectOk, setUpCustomer } from './eform-fixtures.ts';
import { actions, bundleOf, exportZip, MARKET, upload } from './market-fixtures.ts';

const suite = apiSuite({ env: { ENTERPRISE_REGISTRATION: 'open' } }, (s) => setUpCustomer(s.admin, { generate: true }));
let beta: ApiClient;
let v1: AppBundle;
const BETA = `mk${Date.now() % 100000}`;

beforeAll(async () => {
  beta = await registerEnterprise(suite.server, BETA);
});

const metadata = (client: ApiClient, kind: string, code: string) => client.get(`/api/eform/manage/${kind}/queryByCode?code=${code}`);
const contentOf = async (client: ApiClient, kind: string, code: string) => {
  const { version: _v, isSync: _s, ...content } = expectOk<Record<string, unknown>>(await metadata(client, kind, code));
  return content;
};
const columnsOf = async (tenantCode: string) => (await suite.server.sql<{ column_name: string }>(
  `select column_name from information_schema.columns c join sys_tenant t on c.table_schema = 'yc_t' || t.id
    where t.code = $1 and c.table_name = 'customer' order by column_name`, [tenantCode])).map((r) => r.column_name);

describe('export and install into a second enterprise', () => {
  it('exports the app group as a folder of files that installs into another enterprise after its plan', async () => {
    const zip = await exportZip(suite.admin, 'crm');
    ({ bundle: v1 } = await bundleOf(zip));
    // The folder on disk, and back: one file per item.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-'));
    for (const [name, text] of bundleToFiles(v1)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    }
    expect(fs.readdirSync(dir).sort()).toEqual(['appGroup', 'form', 'manifest.json', 'tableModel', 'view']);
    expect(fs.readdirSync(path.join(dir, 'form'))).toEqual(['customer_form.json']);
    const files = new Map(['manifest.json', 'appGroup/crm.json', 'tableModel/customer.json', 'form/customer_form.json', 'view/customer_list.json']
      .map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]));
    fs.rmSync(dir, { recursive: true });

    const plan = expectOk<any>(await beta.post(`${MARKET}/plan`, await upload(files)));
    expect(actions(plan)).toEqual(['appGroup crm: added', 'form customer_form: added', 'tableModel customer: added', 'view customer_list: added']);
    expect(plan.ddl).toEqual([expect.objectContaining({ table: 'customer', action: 'create' })]);
    const installed = expectOk<any>(await beta.post(`${MARKET}/installation`, await upload(files)));
    expect(installed).toMatchObject({ appCode: 'crm', appVersion: '1.0.0', outcome: 'installed', kept: [] });
    expect(await contentOf(beta, 'form', 'customer_form')).toEqual(await contentOf(suite.admin, 'form', 'customer_form'));
    expect(await columnsOf(BETA)).toEqual(expect.arrayContaining(['age', 'born', 'code', 'email', 'id', 'name', 'phone', 'sex', 'tenant_id']));
    const apps = expectOk<any[]>(await beta.get(`${MARKET}/queryAppList`));
    expect(apps.find((a) => a.appCode === 'crm')).toMatchObject({ appName: 'CRM', appVersion: '1.0.0', state: 'installed', canRollBack: true });
    // Installing again is refused: it is an update.
    const again = await beta.post(`${MARKET}/installation`, await upload(files));
    expect([again.status, again.body.message]).toEqual([400, 'The app crm is already installed; update it instead']);
  });

  it('exports the processes bound to the group\'s forms with it', async () => {
    expectOk(await suite.admin.post('/api/bpm/template/add', {
      group: 'CRM', name: 'Customer check', key: 'crm_check', formCode: 'customer_form', startPermission: { type: 'all' },
      bpmnXml: twoStepBpmn('crm_check', { attrs: '' }, { attrs: '' }),
    }));
    try {
      const { bundle } = await bundleOf(await exportZip(suite.admin, 'crm'));
      expect(bundle.processTemplates?.map((t) => [t.key, t.formCode])).toEqual([['crm_check', 'customer_form']]);
    } finally {
      expectOk(await suite.admin.delete('/api/bpm/template/delete?key=crm_check'));
    }
  });
});

describe('update and roll back', () => {
  const record = async (sql: string) => {
    const [tenant] = await suite.server.sql<{ id: number }>(`select id from sys_tenant where code = $1`, [BETA]);
    return suite.server.sql(sql.replaceAll('$schema', `yc_t${tenant!.id}`), [tenant!.id]);
  };
  const v2 = () => ({
    ...v1, appVersion: '1.1.0',
    forms: v1.forms!.map((f) => ({ ...f, formName: 'Customer v2' })),
    tableModels: v1.tableModels!.map((t) => ({ ...t, columns: [...t.columns, { colCode: 'note', colName: 'Note', colType: 'varchar' as const, colLength: 200 }] })),
  });

  it('updates after a form changed (plan by JSON pointer, table synced) and rolls back exactly, keeping the rows', async () => {
    await record(`insert into $schema.customer (id, tenant_id, name) values ('r1', $1, 'Ann')`);
    const formBefore = await contentOf(beta, 'form', 'customer_form');
    const modelBefore = await contentOf(beta, 'tableModel', 'customer');
    const columnsBefore = await columnsOf(BETA);
    const plan = expectOk<any>(await beta.post(`${MARKET}/plan`, await upload(v2())));
    expect(plan).toMatchObject({ fromVersion: '1.0.0', toVersion: '1.1.0' });
    expect(plan.items.find((i: any) => i.kind === 'form').changes).toEqual([{ path: '/formName', kind: 'changed', before: formBefore.formName, after: 'Customer v2' }]);
    expect(plan.tables).toEqual([expect.objectContaining({ tableName: 'customer', columnsAdded: ['note'], losesData: false })]);
    expect(expectOk<any>(await beta.put(`${MARKET}/update`, await upload(v2())))).toMatchObject({ outcome: 'updated', appVersion: '1.1.0' });
    expect((await contentOf(beta, 'form', 'customer_form')).formName).toBe('Customer v2');
    expect(await columnsOf(BETA)).toContain('note');

    expect(expectOk<any>(await beta.post(`${MARKET}/rollback`, { appCode: 'crm' }))).toEqual({ appCode: 'crm', appVersion: '1.0.0' });
    expect(await contentOf(beta, 'form', 'customer_form')).toEqual(formBefore);
    expect(await contentOf(beta, 'tableModel', 'customer')).toEqual(modelBefore);
    expect(await columnsOf(BETA)).toEqual(columnsBefore);
    expect(await record(`select name from $schema.customer where id = 'r1' and tenant_id = $1`)).toEqual([{ name: 'Ann' }]);
    const [app] = expectOk<any[]>(await beta.get(`${MARKET}/queryAppList`)).filter((a) => a.appCode === 'crm');
    expect(app).toMatchObject({ appVersion: '1.0.0', state: 'rolledBack', canRollBack: false });
    const again = await beta.post(`${MARKET}/rollback`, { appCode: 'crm' });
    expect([again.status, again.body.message]).toEqual([400, 'The app crm has no previous version to roll back to']);
  });

  it('keeps a form the enterprise changed (reported), replaces it when asked, and refuses a data-losing table change unless forced', async () => {
    const form = expectOk<any>(await metadata(beta, 'form', 'customer_form'));
    expectOk(await beta.put('/api/eform/manage/form/edit', { ...form, formName: 'Ours' }));
    const plan = expectOk<any>(await beta.post(`${MARKET}/plan`, await upload(v2())));
    expect(plan.items.find((i: any) => i.kind === 'form')).toMatchObject({ action: 'kept', reason: 'changedByEnterprise' });
    expect(expectOk<any>(await beta.put(`${MARKET}/update`, await upload(v2()))).kept).toEqual([{ kind: 'form', code: 'customer_form' }]);
    expect((await contentOf(beta, 'form', 'customer_form')).formName).toBe('Ours');
    const v3 = { ...v2(), appVersion: '1.2.0' };
    expectOk(await beta.put(`${MARKET}/update`, await upload(v3, { replace: ['form:customer_form'] })));
    expect((await contentOf(beta, 'form', 'customer_form')).formName).toBe('Customer v2');

    const v4 = { ...v3, appVersion: '1.3.0', tableModels: v3.tableModels.map((t) => ({ ...t, columns: t.columns.filter((c) => c.colCode !== 'age') })) };
    const lossy = await beta.put(`${MARKET}/update`, await upload(v4));
    expect([lossy.status, lossy.body.message]).toEqual([400, 'Installing would lose data of the table customer; confirm with force to go ahead']);
    expect(await columnsOf(BETA)).toContain('age');
    expect(expectOk<any[]>(await beta.get(`${MARKET}/queryAppList`)).find((a) => a.appCode === 'crm').appVersion).toBe('1.2.0');
    expectOk(await beta.put(`${MARKET}/update`, await upload(v4, { force: true })));
    expect(await columnsOf(BETA)).not.toContain('age');
  });
});
