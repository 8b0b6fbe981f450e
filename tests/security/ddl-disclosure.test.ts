// The DDL preview shows only what the caller's enterprise owns: a table name owned by another enterprise, or a table
// nobody on the platform created, is refused without a word about its columns.
import { beforeAll, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { customerModel, expectOk, setUpCustomer } from '../api/eform-fixtures.ts';

const suite = apiSuite();

beforeAll(async () => {
  await setUpCustomer(suite.admin);
});

const refusedWithoutDetail = (res: { status: number; body: { message: string; result: unknown } }, secret: string) => {
  expect(res.status).toBe(400);
  expect(res.body.message).toBe('The table name is used by another enterprise; choose another name');
  expect(JSON.stringify(res.body)).not.toContain(secret);
};

it('previews the enterprise\'s own table', async () => {
  const plan = expectOk<any>(await suite.admin.get('/api/eform/manage/tableModel/ddl?code=customer'));
  expect(plan.action).toBe('sync');
});

it('refuses the preview, create and sync of a table another enterprise owns', async () => {
  await suite.server.sql(`create table rival (id uuid primary key, tenant_id integer, rival_secret_col text)`);
  const [acme] = await suite.server.sql<{ id: number }>(`insert into sys_tenant (code, name) values ('acme', 'Acme') returning id`);
  await suite.server.sql(`insert into ef_table_owner (table_name, tenant_id) values ('rival', $1)`, [acme!.id]);
  expectOk(await suite.admin.post('/api/eform/manage/tableModel/add', { ...customerModel(), tableName: 'rival', tableDesc: 'Rival' }));
  refusedWithoutDetail(await suite.admin.get('/api/eform/manage/tableModel/ddl?code=rival'), 'rival_secret_col');
  refusedWithoutDetail(await suite.admin.post('/api/eform/manage/tableModel/createTable', { tableName: 'rival' }), 'rival_secret_col');
  refusedWithoutDetail(await suite.admin.post('/api/eform/manage/tableModel/syncTable', { tableName: 'rival', force: true }), 'rival_secret_col');
  expect((await suite.server.sql(`select column_name from information_schema.columns where table_name = 'rival'`)).length).toBe(3);
});

it('refuses the preview of a table that exists but was created by nobody on the platform', async () => {
  await suite.server.sql(`create table stray (id uuid primary key, stray_secret_col text)`);
  expectOk(await suite.admin.post('/api/eform/manage/tableModel/add', { ...customerModel(), tableName: 'stray', tableDesc: 'Stray' }));
  refusedWithoutDetail(await suite.admin.get('/api/eform/manage/tableModel/ddl?code=stray'), 'stray_secret_col');
});
