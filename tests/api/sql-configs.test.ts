// SQL configs through the API, on the platform's own database: named parameters always bound (an injection attempt in
// a value is data), read-only as the reader role, system schemas and platform tables refused on the syntax tree with
// the catalogue's text (nothing of the database's), the row limit and time-out, writes only where marked and rolled
// back on test, and the option and batch calls forms use.
import { describe, expect, it } from 'vitest';
import { apiSuite, TEST_DB } from '../support/server.ts';
import { expectOk, setUpCustomer } from './eform-fixtures.ts';

const suite = apiSuite({ env: { SQL_CONFIG_MAX_ROWS: '3', SQL_CONFIG_TIMEOUT_MS: '300' } }, async (s) => {
  await setUpCustomer(s.admin);
  for (const [name, age] of [['Alice', 30], ['Bob', 41], ['Carol', 25], ['Dave', 52]] as const) {
    await s.server.tenantSql(`insert into customer (id, name, age) values (gen_random_uuid(), $1, $2)`, [name, age]);
  }
});

const base = '/api/eform/manage/sqlConfig';
const items = '/api/eform/engine/viewEngine/getSqlConfigItems';
const byName = {
  sqlName: 'Customers by name', sqlCode: 'customers_by_name',
  sqlQuery: 'select id, name, age from customer where name like :name order by name',
  parameters: [{ parameterKey: 'name', defaultValue: '%' }],
};

const refusal = async (sqlQuery: string, extra: Record<string, unknown> = {}) => {
  const res = await suite.admin.post(`${base}/add`, { sqlName: 'x', sqlCode: `x${Math.random().toString(36).slice(2, 8)}`, sqlQuery, ...extra });
  expect(res.status).toBe(400);
  return res.body.message;
};

describe('SQL configs on the platform database', () => {
  it('binds parameters as values: an injection attempt is data', async () => {
    expectOk(await suite.admin.post(`${base}/add`, byName));
    const all = expectOk<any[]>(await suite.admin.post(`${items}?sqlCode=customers_by_name`, {}));
    expect(all.map((r) => r.name)).toEqual(['Alice', 'Bob', 'Carol']);
    expect(expectOk<any[]>(await suite.admin.post(`${items}?sqlCode=customers_by_name`, { name: 'B%' })).map((r) => r.name)).toEqual(['Bob']);
    const injected = await suite.admin.post(`${items}?sqlCode=customers_by_name`, { name: "x' or '1'='1" });
    expect(expectOk<any[]>(injected)).toEqual([]);
    const stacked = await suite.admin.post(`${items}?sqlCode=customers_by_name`, { name: "%'; delete from customer; --" });
    expect(expectOk<any[]>(stacked)).toEqual([]);
    expect((await suite.server.tenantSql('select count(*)::int as n from customer'))[0].n).toBe(4);
  });

  it('answers at most the row limit, and tells the designer when there were more', async () => {
    const tested = expectOk<any>(await suite.admin.post(`${base}/test`, { sqlCode: 'customers_by_name' }));
    expect([tested.rows.length, tested.truncated]).toEqual([3, true]);
    const few = expectOk<any>(await suite.admin.post(`${base}/test`, { sqlCode: 'customers_by_name', params: { name: 'D%' } }));
    expect([few.rows.map((r: any) => r.name), few.truncated]).toEqual([['Dave'], false]);
  });

  it('refuses system schemas, platform tables, other enterprises and dangerous functions without database text', async () => {
    expect(await refusal('select * from sys_user')).toBe('The query may not use sys_user: system and platform tables are not reachable');
    expect(await refusal('select * from ef_metadata')).toBe('The query may not use ef_metadata: system and platform tables are not reachable');
    expect(await refusal('select table_name from information_schema.tables'))
      .toBe('The query may not use information_schema.tables: system and platform tables are not reachable');
    expect(await refusal('select usename, passwd from pg_catalog.pg_shadow')).toBe('The query may not use pg_catalog.pg_shadow: system and platform tables are not reachable');
    expect(await refusal('select * from pg_user')).toBe('The query may not use pg_user: system and platform tables are not reachable');
    expect(await refusal('select * from yc_t999.customer')).toBe("The query may not name the schema yc_t999: only the enterprise's own tables are reachable");
    expect(await refusal('select * from public.customer')).toBe("The query may not name the schema public: only the enterprise's own tables are reachable");
    expect(await refusal("select set_config('role', 'postgres', true)")).toBe('The query may not call set_config');
    expect(await refusal("select query_to_xml('select * from sys_user', true, true, '')")).toBe('The query may not call query_to_xml');
    expect(await refusal("select pg_read_file('/etc/passwd')")).toBe('The query may not call pg_read_file');
    expect(await refusal("select yc_ensure_tenant_schema('yc_app')")).toBe('The query may not call yc_ensure_tenant_schema');
    expect(await refusal("select 'sys_user'::regclass")).toBe('The query may not use ::regclass');
    expect(await refusal('delete from customer')).toBe('Only a query (SELECT) may run: the SQL config is not marked as a write');
    expect(await refusal('with gone as (delete from customer returning *) select * from gone')).toBe('The query may not use a data-modifying WITH');
    expect(await refusal('select 1; select 2')).toBe('An SQL config holds exactly one statement');
    expect(await refusal('selec name fro customer')).toBe('The query cannot be read: only statements the SQL parser understands may run');
    expect(await refusal("select 'unterminated")).toBe('The query cannot be read: only statements the SQL parser understands may run');
    expect(await refusal('select * from customer where id = $1')).toBe('The query may not use $n');
    expect((await suite.admin.get(`${base}/list?pageNo=1&pageSize=50`)).body.result.records.map((r: any) => r.sqlCode)).toEqual(['customers_by_name']);
  });

  it('checks parameter keys: declared, non-empty and unique', async () => {
    expect(await refusal('select * from customer where name = :who')).toBe('The query uses :who, which is not a declared parameter');
    expect(await refusal('select 1', { parameters: [{ parameterKey: ' ' }] })).toBe('Parameter key cannot be empty');
    expect(await refusal('select 1', { parameters: [{ parameterKey: 'a' }, { parameterKey: 'a' }] })).toBe('Parameter key cannot be repeated');
  });

  it('reads as the reader role, which may not read the platform\'s tables at all', async () => {
    const [grants] = await suite.server.sql<{ platform: boolean; own: boolean }>(
      `select has_table_privilege('yc_app_reader', 'public.sys_user', 'select') as platform,
              has_table_privilege('yc_app_reader', yc_tenant_schema($1) || '.customer', 'select') as own`, [suite.server.platform.boot.defaultTenantId]);
    expect(grants).toEqual({ platform: false, own: true });
    const role = expectOk<any>(await suite.admin.post(`${base}/test`, { sqlQuery: 'select current_user as who' }));
    expect(role.rows).toEqual([{ who: 'yc_app_reader' }]);
  });

  it('stops a query that runs past the time-out (refuses it by its cost on the embedded database), and serves the next one', async () => {
    const slow = await suite.admin.post(`${base}/test`, { sqlQuery: 'select count(*) from generate_series(1, 300000000) a' });
    if (TEST_DB === 'pglite') {
      expect([slow.status, slow.body.message]).toEqual([400, 'The query may call generate_series only with constant sizes, of at most 100000 (its size must be bounded before it runs)']);
    } else {
      expect([slow.status, slow.body.message]).toEqual([400, 'The query ran longer than 300 ms and was stopped']);
    }
    expect(expectOk<any>(await suite.admin.post(`${base}/test`, { sqlCode: 'customers_by_name', params: { name: 'A%' } })).rows).toHaveLength(1);
  });

  it('reports a failing query by its SQLSTATE only', async () => {
    const res = await suite.admin.post(`${base}/test`, { sqlQuery: 'select nosuchcolumn from customer' });
    expect([res.status, res.body.message]).toEqual([400, 'The query failed (SQLSTATE 42703)']);
  });

  it('runs a write only when marked, only on test (rolled back), never through the option call', async () => {
    const write = {
      sqlName: 'Set age', sqlCode: 'set_age', writable: true, sqlQuery: 'update customer set age = :age where name = :name',
      parameters: [{ parameterKey: 'age' }, { parameterKey: 'name' }],
    };
    expectOk(await suite.admin.post(`${base}/add`, write));
    const tested = expectOk<any>(await suite.admin.post(`${base}/test`, { sqlCode: 'set_age', params: { age: 99, name: 'Alice' } }));
    expect(tested.rows).toEqual([{ affectedRows: 1 }]);
    expect((await suite.server.tenantSql(`select age::int as age from customer where name = 'Alice'`))[0].age).toBe(30);
    const viaItems = await suite.admin.post(`${items}?sqlCode=set_age`, { age: 1, name: 'Alice' });
    expect([viaItems.status, viaItems.body.message]).toEqual([400, 'Only a query (SELECT) may run: the SQL config is not marked as a write']);
    expect(await refusal('update sys_user set status = 2', { writable: true })).toBe('The query may not use sys_user: system and platform tables are not reachable');
    expect(await refusal('select 1', { writable: true })).toBe('A write SQL config may only insert, update or delete');
  });

  it('answers several configs at once, and insists on an id for page SQL', async () => {
    const batch = expectOk<any[]>(await suite.admin.post(`${items}Batch`, {
      items: [{ sqlCode: 'customers_by_name', params: { name: 'C%' } }, { sqlCode: 'customers_by_name', params: { name: 'Z%' } }],
    }));
    expect(batch.map((b) => [b.sqlCode, b.rows.map((r: any) => r.name)])).toEqual([['customers_by_name', ['Carol']], ['customers_by_name', []]]);
    const page = await suite.admin.post(`${base}/test`, { sqlQuery: 'select name from customer', forPage: true });
    expect([page.status, page.body.message]).toEqual([400, 'Page SQL must return an id field']);
    const unknown = await suite.admin.post(`${items}?sqlCode=nope`, {});
    expect([unknown.status, unknown.body.message]).toEqual([400, 'There is no SQL config nope']);
  });

  it('runs a config for a plain user only through what binds it (issue 30), and only administrators design and test', async () => {
    const user = await suite.server.login('user');
    expect((await user.post(`${items}?sqlCode=customers_by_name`, { name: 'A%' })).status).toBe(403);
    expect((await user.post(`${base}/test`, { sqlQuery: 'select 1' })).status).toBe(403);
    expect((await user.post(`${base}/add`, { ...byName, sqlCode: 'u1' })).status).toBe(403);
    expect((await suite.server.anonymous().post(`${items}?sqlCode=customers_by_name`, {})).status).toBe(401);
  });
});
