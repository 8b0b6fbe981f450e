// A searched select needs its valueKey (issue 16): a form whose select has a sqlConfig searchKey but no valueKey is
// refused on save with the engine's message at the valueKey (a chosen value beyond the first matches could show no
// label nor pass the save's check) and changes nothing; with its valueKey it is saved. PostgreSQL and PGlite.
import { beforeAll, describe, expect, it } from 'vitest';
import { RULE_MESSAGES, renderMessage } from '@yc/engine';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

const suite = apiSuite();
let admin: ApiClient;

beforeAll(async () => {
  admin = suite.admin;
  expectOk(await admin.post('/api/eform/manage/appGroup/add', { groupCode: 'crm', groupName: 'CRM', orderNum: 1 }));
  expectOk(await admin.post('/api/eform/manage/tableModel/add', {
    tableName: 'deal', tableDesc: 'deal', groupCode: 'crm', objStructure: 'main', persistenceType: 'db',
    columns: [{ colCode: 'customer', colName: 'Customer', colType: 'varchar', colLength: 36 }],
  }));
  expectOk(await admin.post('/api/eform/manage/tableModel/generate', { tableName: 'deal' }));
}, 120_000);

const withCustomer = (form: any, sqlConfig: Record<string, unknown>) => ({
  ...form, fields: form.fields.map((f: any) => (f.key === 'customer' ? { ...f, type: 'select', showConfig: { sqlConfig: { sqlCode: 'customers', ...sqlConfig } } } : f)),
});

describe('a searched select without its valueKey', () => {
  it('is refused with the message and changes nothing; with its valueKey it is saved', async () => {
    const form = expectOk<any>(await admin.get('/api/eform/manage/form/queryByCode?code=deal_form'));
    const refused = await admin.put('/api/eform/manage/form/edit', withCustomer(form, { searchKey: 'keyword' }));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(renderMessage(RULE_MESSAGES.searchKeyWithoutValueKey, 'en_US'));
    const unchanged = expectOk<any>(await admin.get('/api/eform/manage/form/queryByCode?code=deal_form'));
    expect(unchanged.version).toBe(form.version);
    expect(unchanged.fields.find((f: any) => f.key === 'customer').showConfig?.sqlConfig).toBeUndefined();
    expectOk(await admin.put('/api/eform/manage/form/edit', withCustomer(form, { searchKey: 'keyword', valueKey: 'ids' })));
    const saved = expectOk<any>(await admin.get('/api/eform/manage/form/queryByCode?code=deal_form'));
    expect(saved.fields.find((f: any) => f.key === 'customer').showConfig.sqlConfig).toEqual({ sqlCode: 'customers', searchKey: 'keyword', valueKey: 'ids' });
  }, 60_000);
});
