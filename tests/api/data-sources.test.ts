// Data sources through the API, against the MariaDB and PostgreSQL servers of this machine: connection tests, options
// that are refused by name, passwords sealed and never returned, SQL configs on an external database (bound parameters,
// system schemas refused), pools replaced when a source changes, and no deleting a source in use.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EXTERNAL_DATABASE_HOSTS, externalDatabases } from '../support/external-databases.ts';
import { apiSuite } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

const dbs = externalDatabases(async ({ maria, pg }) => {
  const m = await maria();
  await m.query(`create table orders (id int primary key, title varchar(50))`);
  await m.query(`insert into orders values (1, 'Desk'), (2, 'Chair'), (3, 'Lamp')`);
  await m.end();
  const p = await pg();
  await p.query(`create table items (id int primary key, label text); insert into items values (1, 'one'), (2, 'two')`);
  await p.end();
});

// 127.0.0.1:1 is listed too: a closed port, for connections that fail.
const suite = apiSuite({ env: { DATA_SOURCE_ALLOWED_HOSTS: `${EXTERNAL_DATABASE_HOSTS},127.0.0.1:1` } });
const base = '/api/eform/manage/dataSource';
const FAILED = 'Could not connect to the data source: check its address, port, database, user name and password';
const items = '/api/eform/engine/viewEngine/getSqlConfigItems';
const maria = () => ({
  datasourceKey: 'erp', datasourceName: 'ERP (MariaDB)', dbType: 'mariadb', username: 'root', password: '',
  url: `jdbc:mysql://127.0.0.1:3306/${dbs.mariaDb}?characterEncoding=UTF-8&useUnicode=true&useSSL=false&serverTimezone=Asia/Shanghai`,
  driverClassName: 'com.mysql.cj.jdbc.Driver',
});
const external = () => ({ datasourceKey: 'crm', datasourceName: 'CRM (PostgreSQL)', dbType: 'postgresql', url: `jdbc:${dbs.pgUrl.replace(/^postgres:/, 'postgresql:')}`, password: 'S3cret-pw' });

describe('data sources', () => {
  it('tests a connection from unsaved fields and by key, with one message whatever makes it fail', async () => {
    expect(expectOk(await suite.admin.post(`${base}/testConnection`, maria()))).toEqual({ connected: true });
    const refused = await suite.admin.post(`${base}/testConnection`, { ...maria(), url: 'jdbc:mysql://127.0.0.1:1/x' });
    expect([refused.status, refused.body.message]).toEqual([400, FAILED]);
    const noDb = await suite.admin.post(`${base}/testConnection`, { ...external(), url: 'postgres://postgres@127.0.0.1:5432/yc_no_such_db' });
    expect([noDb.status, noDb.body.message]).toEqual([400, FAILED]);
    expectOk(await suite.admin.post(`${base}/add`, maria()));
    expect(expectOk(await suite.admin.post(`${base}/testConnection`, { datasourceKey: 'erp' }))).toEqual({ connected: true });
  });

  it('refuses options that are not allow-listed, by name, and saves nothing', async () => {
    const infile = await suite.admin.post(`${base}/add`, { ...maria(), datasourceKey: 'bad1', url: `${maria().url}&allowLoadLocalInfile=true` });
    expect([infile.status, infile.body.message]).toEqual([400, 'The connection option allowLoadLocalInfile is not allowed']);
    const init = await suite.admin.post(`${base}/add`, { ...maria(), datasourceKey: 'bad2', attributesJson: '{"initSql":"set global x=1"}' });
    expect([init.status, init.body.message]).toEqual([400, 'The connection option initSql is not allowed']);
    const driver = await suite.admin.post(`${base}/add`, { ...maria(), datasourceKey: 'bad3', url: 'jdbc:sqlite:/etc/passwd' });
    expect(driver.status).toBe(400);
    expect(expectOk<any>(await suite.admin.get(`${base}/list?pageNo=1&pageSize=10`)).records.map((r: any) => r.datasourceKey)).toEqual(['erp']);
  });

  it('seals the password at rest and never returns it', async () => {
    const saved = expectOk<any>(await suite.admin.post(`${base}/add`, external()));
    expect(saved).not.toHaveProperty('password');
    expect(saved.hasPassword).toBe(true);
    const [row] = await suite.server.sql<{ password_enc: string }>(`select password_enc from sys_data_source where datasource_key = 'crm'`);
    expect(row!.password_enc).toMatch(/^v1:/);
    expect(row!.password_enc).not.toContain('S3cret');
    const listed = JSON.stringify((await suite.admin.get(`${base}/list?pageNo=1&pageSize=10`)).body);
    expect(listed).not.toContain('S3cret');
    expect(listed).not.toContain(row!.password_enc);
  });

  it('runs SQL configs on MariaDB and PostgreSQL data sources with bound parameters', async () => {
    expectOk(await suite.admin.post('/api/eform/manage/sqlConfig/add', {
      sqlName: 'Orders', sqlCode: 'erp_orders', dsName: 'erp', sqlQuery: 'select id, title from orders where title = :title or :title = \'*\' order by id',
      parameters: [{ parameterKey: 'title', defaultValue: '*' }],
    }));
    expect(expectOk<any[]>(await suite.admin.post(`${items}?sqlCode=erp_orders`, {})).map((r) => r.title)).toEqual(['Desk', 'Chair', 'Lamp']);
    expect(expectOk<any[]>(await suite.admin.post(`${items}?sqlCode=erp_orders`, { title: 'Lamp' }))).toEqual([{ id: 3, title: 'Lamp' }]);
    expect(expectOk<any[]>(await suite.admin.post(`${items}?sqlCode=erp_orders`, { title: "x' or '1'='1" }))).toEqual([]);
    expectOk(await suite.admin.post('/api/eform/manage/sqlConfig/add', {
      sqlName: 'Items', sqlCode: 'crm_items', dsName: 'crm', sqlQuery: 'select id, label from public.items where id >= :from order by id',
      parameters: [{ parameterKey: 'from', defaultValue: '1' }],
    }));
    expect(expectOk<any[]>(await suite.admin.post(`${items}?sqlCode=crm_items`, { from: 2 }))).toEqual([{ id: 2, label: 'two' }]);
  });

  it('refuses system schemas and dangerous functions of either dialect', async () => {
    const add = (dsName: string, sqlQuery: string) =>
      suite.admin.post('/api/eform/manage/sqlConfig/add', { sqlName: 'x', sqlCode: `x${randomBytes(3).toString('hex')}`, dsName, sqlQuery });
    const user = await add('erp', 'select user, password from mysql.user');
    expect([user.status, user.body.message]).toEqual([400, 'The query may not use mysql.user: system and platform tables are not reachable']);
    const file = await add('erp', "select load_file('/etc/passwd')");
    expect([file.status, file.body.message]).toEqual([400, 'The query may not call load_file']);
    const outfile = await add('erp', "select * from orders into outfile '/tmp/x'");
    expect([outfile.status, outfile.body.message]).toEqual([400, 'The query may not use INTO']);
    const catalog = await add('crm', 'select * from pg_catalog.pg_authid');
    expect([catalog.status, catalog.body.message]).toEqual([400, 'The query may not use pg_catalog.pg_authid: system and platform tables are not reachable']);
    const unknown = await add('nope', 'select 1');
    expect([unknown.status, unknown.body.message]).toEqual([400, 'There is no data source nope']);
  });

  it('uses the new settings after an edit (the old pool is closed), keeping the password when none is sent', async () => {
    const [current] = expectOk<any>(await suite.admin.get(`${base}/list?pageNo=1&pageSize=10&keyword=erp`)).records;
    const edited = expectOk<any>(await suite.admin.put(`${base}/edit`, { ...maria(), url: 'jdbc:mysql://127.0.0.1:1/x', version: current.version }));
    expect(edited.version).toBe(current.version + 1);
    const broken = await suite.admin.post(`${items}?sqlCode=erp_orders`, {});
    expect([broken.status, broken.body.message]).toEqual([400, FAILED]);
    expectOk(await suite.admin.put(`${base}/edit`, { ...maria(), version: edited.version }));
    expect(expectOk<any[]>(await suite.admin.post(`${items}?sqlCode=erp_orders`, { title: 'Desk' }))).toEqual([{ id: 1, title: 'Desk' }]);
    const [crm] = expectOk<any>(await suite.admin.get(`${base}/list?pageNo=1&pageSize=10&keyword=crm`)).records;
    const { password: _password, ...withoutPassword } = external();
    expectOk(await suite.admin.put(`${base}/edit`, { ...withoutPassword, datasourceName: 'CRM', version: crm.version }));
    const [after] = await suite.server.sql<{ password_enc: string }>(`select password_enc from sys_data_source where datasource_key = 'crm'`);
    expect(after!.password_enc).toMatch(/^v1:/);
    const stale = await suite.admin.put(`${base}/edit`, { ...maria(), version: 1 });
    expect(stale.status).toBe(409);
  });

  it('refuses to delete a source a config uses, and is for administrators only', async () => {
    const inUse = await suite.admin.delete(`${base}/delete?code=erp`);
    expect([inUse.status, inUse.body.message]).toEqual([400, 'The data source is used by sqlConfig erp_orders']);
    const user = await suite.server.login('user');
    expect((await user.get(`${base}/list?pageNo=1&pageSize=10`)).status).toBe(403);
    expect((await user.post(`${base}/testConnection`, { datasourceKey: 'erp' })).status).toBe(403);
    expectOk(await suite.admin.delete('/api/eform/manage/sqlConfig/delete?code=erp_orders'));
    expectOk(await suite.admin.delete(`${base}/delete?code=erp`));
  });
});
