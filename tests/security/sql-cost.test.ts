// An SQL config cannot hold the database for every enterprise (#30 item 4): on the embedded database (PGlite), where a
// running statement cannot be interrupted, a statement is bounded before it runs — row generators need constant,
// small bounds, WITH RECURSIVE is refused — and text builders are bounded on every database (the answer travels through
// the server); on PostgreSQL the statement time-out stops what runs long. Another enterprise is answered meanwhile.
import { beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from '../api/eform-fixtures.ts';
import { EXTERNAL_DATABASE_HOSTS, externalDatabases } from '../support/external-databases.ts';
import { apiSuite, TEST_DB } from '../support/server.ts';

const dbs = externalDatabases();
const suite = apiSuite({ env: { SQL_CONFIG_TIMEOUT_MS: '500', DATA_SOURCE_ALLOWED_HOSTS: EXTERNAL_DATABASE_HOSTS } });
const test = (sqlQuery: string, extra: Record<string, unknown> = {}) => suite.admin.post('/api/eform/manage/sqlConfig/test', { sqlQuery, ...extra });
const TIMED_OUT = 'The query ran longer than 500 ms and was stopped';
const unbounded = (name: string, limit: number) =>
  `The query may call ${name} only with constant sizes, of at most ${limit} (its size must be bounded before it runs)`;

let otherTenant: number;

beforeAll(async () => {
  const { db } = suite.server.platform;
  otherTenant = await db.asSystem(async (em) => {
    const [row] = await em.execute<{ id: number }[]>(`insert into sys_tenant (code, name) values ('acme', 'Acme') returning id`);
    return row!.id;
  });
  expectOk(await suite.admin.post('/api/eform/manage/dataSource/add', {
    datasourceKey: 'erp', datasourceName: 'ERP', dbType: 'mariadb', url: `jdbc:mysql://127.0.0.1:3306/${dbs.mariaDb}`, username: 'root',
  }));
});

describe('the cost of an SQL config', () => {
  it('bounds a huge row generator (refused on the embedded database, stopped on PostgreSQL) while another enterprise is answered', async () => {
    const heavy = test('select count(*) from generate_series(1, 30000000)');
    // Once the statement would be running, another enterprise asks.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    await suite.server.platform.db.inTenant(otherTenant, (em) => em.execute('select count(*) from sys_user'));
    const otherWaited = Date.now() - started;
    const res = await heavy;
    expect([res.status, res.body.message]).toEqual([400, TEST_DB === 'pglite' ? unbounded('generate_series', 100000) : TIMED_OUT]);
    expect(otherWaited).toBeLessThan(2000);
  });

  it('refuses a huge text built by repeat, lpad, rpad, format or array_fill on every database, before it runs', async () => {
    const started = Date.now();
    for (const [sql, name] of [
      ["select repeat('x', 300000000) as big", 'repeat'],
      ["select lpad('', 300000000, 'x') as big", 'lpad'],
      ["select rpad(name, 20000) from (select 'a' as name) t", 'rpad'],
      ["select format('%300000000s', 'x') as big", 'format'],
      ["select format('%*s', 300000000, 'x') as big", 'format'],
      ['select array_fill(1, array[300000000]) as big', 'array_fill'],
      ["select repeat(repeat('x', 10000), 10000) as big", 'repeat'],
    ]) {
      const res = await test(sql!);
      expect([res.status, res.body.message], sql).toEqual([400, unbounded(name!, 10000)]);
    }
    const maria = await test("select repeat('x', 300000000) as big", { dsName: 'erp' });
    expect([maria.status, maria.body.message]).toEqual([400, unbounded('repeat', 10000)]);
    const space = await test('select space(300000000) as big', { dsName: 'erp' });
    expect([space.status, space.body.message]).toEqual([400, unbounded('space', 10000)]);
    expect(Date.now() - started).toBeLessThan(5000);
    const saved = await suite.admin.post('/api/eform/manage/sqlConfig/add', { sqlName: 'Big', sqlCode: 'big', sqlQuery: "select repeat('x', 300000000) as big" });
    expect([saved.status, saved.body.message]).toEqual([400, unbounded('repeat', 10000)]);
  });

  it('stops an answer larger than 10 MB inside the statement, on both databases', async () => {
    const started = Date.now();
    const wide = await test("select g as id, repeat('x', 10000) as a, repeat('y', 10000) as b from generate_series(1, 1000) g");
    expect([wide.status, wide.body.message]).toEqual([400, `The answer is larger than ${10 * 1024 * 1024} bytes: ask for fewer rows or columns`]);
    expect(Date.now() - started).toBeLessThan(5000);
    const narrow = expectOk<any>(await test("select g as id, repeat('x', 10) as a from generate_series(1, 3) g order by g desc"));
    expect(narrow).toEqual({ rows: [{ id: 3, a: 'xxxxxxxxxx' }, { id: 2, a: 'xxxxxxxxxx' }, { id: 1, a: 'xxxxxxxxxx' }], truncated: false });
  });

  it('counts the generators of one statement together on the embedded database (stopped by the time-out on PostgreSQL)', async () => {
    for (const sql of [
      'select count(*) from generate_series(1, 100000) a, generate_series(1, 300) b',
      'select count(*) from generate_series(1, 1000) a, (select * from generate_series(1, 1000)) b, generate_series(1, 1000) c',
    ]) {
      const joined = await test(sql);
      expect([joined.status, joined.body.message], sql).toEqual([400, TEST_DB === 'pglite' ? unbounded('generate_series', 100000) : TIMED_OUT]);
    }
  });

  it('measures a parameter-sized generator with the value it runs with, and refuses WITH RECURSIVE on the embedded database', async () => {
    const counted = { parameters: [{ parameterKey: 'n', defaultValue: '10' }] };
    const query = 'select count(*)::int as c from generate_series(1, :n) as n';
    expect(expectOk<any>(await test(query, counted)).rows).toEqual([{ c: 10 }]);
    const huge = await test(query, { ...counted, params: { n: 30000000 } });
    expect([huge.status, huge.body.message]).toEqual([400, TEST_DB === 'pglite' ? unbounded('generate_series', 100000) : TIMED_OUT]);
    const sized = await test('select repeat(:text, :n) as r', { parameters: [{ parameterKey: 'text', defaultValue: 'ab' }, { parameterKey: 'n', defaultValue: '3' }] });
    expect(expectOk<any>(sized).rows).toEqual([{ r: 'ababab' }]);
    const tooLong = await test('select repeat(:text, :n) as r', { parameters: [{ parameterKey: 'text', defaultValue: 'ab' }, { parameterKey: 'n', defaultValue: '150000000' }] });
    expect([tooLong.status, tooLong.body.message]).toEqual([400, unbounded('repeat', 10000)]);
    const endless = await test('with recursive t(n) as (select 1 union all select n + 1 from t) select count(*) from t');
    expect([endless.status, endless.body.message]).toEqual([400, TEST_DB === 'pglite'
      ? 'The query may not use WITH RECURSIVE on the embedded database (its end is not bounded); run it on PostgreSQL' : TIMED_OUT]);
  });

  it('runs bounded generators and builders on both databases', async () => {
    expect(expectOk<any>(await test('select count(*)::int as n from generate_series(1, 1000)')).rows).toEqual([{ n: 1000 }]);
    expect(expectOk<any>(await test('select count(*)::int as n from generate_series(10, 1, -1)')).rows).toEqual([{ n: 10 }]);
    const days = expectOk<any>(await test("select count(*)::int as n from generate_series('2024-01-01'::date, '2024-01-31'::date, interval '1 day')"));
    expect(days.rows).toEqual([{ n: 31 }]);
    const built = expectOk<any>(await test("select repeat('ab', 3) as r, lpad('7', 5, '0') as l, rpad('a', 3, '.') as p, format('%3s|', 'x') as f"));
    expect(built.rows).toEqual([{ r: 'ababab', l: '00007', p: 'a..', f: '  x|' }]);
  });
});
