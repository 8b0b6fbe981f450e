// A table namespace per enterprise: two enterprises each model and sync `customer` with their own columns, and each
// sees only its own table, in the DDL preview, in syncs and in its records, on the write and on the read-only path.
import { beforeAll, describe, expect, it } from 'vitest';
import { installEnterprise } from '../../server/src/install/bootstrap.ts';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { CUSTOMER_COLUMNS, customerModel, expectOk, setUpCustomer } from './eform-fixtures.ts';

let acme: ApiClient;
let acmeTenant: number;

const ACME_COLUMNS = [
  { colCode: 'name', colName: 'Name', colType: 'varchar', colLength: 80, isRequired: true },
  { colCode: 'credit_limit', colName: 'Credit limit', colType: 'number', colLength: 10 },
] as const;

const suite = apiSuite({}, async (s) => {
  const [row] = await s.server.sql<{ id: number }>(`insert into sys_tenant (code, name) values ('acme', 'Acme') returning id`);
  acmeTenant = row!.id;
  await installEnterprise(s.server.platform.db, s.server.config, acmeTenant, [
    { username: 'acme_admin', realname: 'Acme admin', roles: ['admin', 'general'], passwordEnv: 'ADMIN_PASSWORD' },
  ]);
  acme = await s.server.login('acme_admin', s.server.adminPassword);
});

const columnsOf = async (client: ApiClient) => {
  const plan = expectOk<any>(await client.get('/api/eform/manage/tableModel/ddl?code=customer'));
  return { action: plan.action, statements: plan.statements.join('\n') as string };
};
const page = '/api/eform/engine/view/customer_list';
const names = async (client: ApiClient) => expectOk<any>(await client.post(`${page}/list`, {})).records.map((r: any) => r.name).sort();

beforeAll(async () => {
  await setUpCustomer(suite.admin, { generate: true });
  expectOk(await acme.post('/api/eform/manage/appGroup/add', { groupCode: 'crm', groupName: 'CRM', orderNum: 1 }));
  expectOk(await acme.post('/api/eform/manage/tableModel/add', customerModel([...ACME_COLUMNS])));
});

describe('two enterprises modelling customer', () => {
  it('lets the second enterprise create its own table, with its own columns, beside the first one\'s', async () => {
    // Before it creates its table, its preview is a creation of its own columns and shows nothing of the other's.
    const before = await columnsOf(acme);
    expect(before.action).toBe('create');
    expect(before.statements).toContain('"credit_limit"');
    expect(before.statements).not.toMatch(/"phone"|"email"/);
    expectOk(await acme.post('/api/eform/manage/tableModel/createTable', { tableName: 'customer' }));
    expectOk(await acme.post('/api/eform/manage/tableModel/generate', { tableName: 'customer' }));

    const columns = async (tenant: number) => (await suite.server.sql<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = yc_tenant_schema($1) and table_name = 'customer'`, [tenant],
    )).map((c) => c.column_name);
    expect(await columns(acmeTenant)).toContain('credit_limit');
    expect(await columns(acmeTenant)).not.toContain('phone');
    expect(await columns(suite.server.platform.boot.defaultTenantId)).toEqual(expect.arrayContaining(CUSTOMER_COLUMNS.map((c) => c.colCode)));
    expect(await columns(suite.server.platform.boot.defaultTenantId)).not.toContain('credit_limit');
    // No modelled table lands in the platform's schema.
    expect(await suite.server.sql(`select 1 from information_schema.tables where table_schema = 'public' and table_name = 'customer'`)).toEqual([]);
  });

  it('keeps each enterprise\'s records in its own table', async () => {
    expectOk(await suite.admin.post(`${page}/data`, { name: 'Ann', phone: '13812345678' }));
    expectOk(await acme.post(`${page}/data`, { name: 'Wile E.', credit_limit: 500 }));
    expect(await names(suite.admin)).toEqual(['Ann']);
    expect(await names(acme)).toEqual(['Wile E.']);
    // Interleaved reads on the shared read connections each find their own enterprise's table.
    const reads = await Promise.all(Array.from({ length: 12 }, (_, i) => names(i % 2 ? acme : suite.admin)));
    reads.forEach((found, i) => expect(found).toEqual(i % 2 ? ['Wile E.'] : ['Ann']));
  });

  it('syncs one enterprise\'s table without touching the other\'s', async () => {
    const model = expectOk<any>(await acme.get('/api/eform/manage/tableModel/queryByCode?code=customer'));
    const columns = [...model.columns, { colCode: 'region', colName: 'Region', colType: 'varchar', colLength: 20 }];
    expectOk(await acme.put('/api/eform/manage/tableModel/edit', { ...model, columns }));
    expectOk(await acme.post('/api/eform/manage/tableModel/syncTable', { tableName: 'customer' }));
    expect((await columnsOf(acme)).action).toBe('sync');
    const mine = await columnsOf(suite.admin);
    expect(mine.statements).toBe('');
    expect(mine.statements).not.toContain('region');
  });
});

describe('tables outside the enterprise\'s schema', () => {
  it('refuses a model named like a platform-schema table, and shows nothing of that table', async () => {
    await suite.server.sql(`create table stray (id uuid primary key, stray_secret_col text)`);
    const add = await suite.admin.post('/api/eform/manage/tableModel/add', { ...customerModel(), tableName: 'stray', tableDesc: 'Stray' });
    expect(add.status).toBe(400);
    expect(add.body.message).toContain('reserved by the platform');
    const res = await suite.admin.get('/api/eform/manage/tableModel/ddl?code=stray');
    expect(res.status).not.toBe(200);
    expect(JSON.stringify([add.body, res.body])).not.toContain('stray_secret_col');
  });
});
