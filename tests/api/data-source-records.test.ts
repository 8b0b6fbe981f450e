// Records of table models that live in a data source: the list page's calls (list with filters, sorts and pages, read,
// add, edit with its version, delete, batch delete, data log) run in that database's own dialect — MariaDB here as a
// MySQL stand-in, and an enterprise's PostgreSQL — with the form's validation, unionCheck, and the caller's data rules.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_DATABASE_HOSTS, externalDatabases } from '../support/external-databases.ts';
import { type ApiClient, apiSuite } from '../support/server.ts';
import { expectOk, GROUP, ownRecordsRule } from './eform-fixtures.ts';

const dbs = externalDatabases();

const suite = apiSuite({ env: { DATA_SOURCE_ALLOWED_HOSTS: EXTERNAL_DATABASE_HOSTS } }, async ({ admin }) => {
  expectOk(await admin.post('/api/eform/manage/dataSource/add', { datasourceKey: 'erp', datasourceName: 'ERP', dbType: 'mariadb', url: `jdbc:mysql://127.0.0.1:3306/${dbs.mariaDb}`, username: 'root' }));
  expectOk(await admin.post('/api/eform/manage/dataSource/add', { datasourceKey: 'crm', datasourceName: 'CRM', dbType: 'postgresql', url: dbs.pgUrl }));
  expectOk(await admin.post('/api/eform/manage/appGroup/add', GROUP));
});

const COLUMNS = [
  { colCode: 'name', colName: 'Name', colType: 'varchar', colLength: 50, isRequired: true },
  { colCode: 'code', colName: 'Code', colType: 'varchar', colLength: 20 },
  { colCode: 'qty', colName: 'Quantity', colType: 'number', colLength: 5 },
  { colCode: 'due', colName: 'Due', colType: 'date' },
  { colCode: 'note', colName: 'Note', colType: 'clob' },
];

/** A model in the data source with its table, generated page on a menu of the general role, unionCheck on the code. */
async function setUpTable(table: string, dsName: string): Promise<string> {
  const admin = suite.admin;
  expectOk(await admin.post('/api/eform/manage/tableModel/add', { tableName: table, tableDesc: table, groupCode: 'crm', objStructure: 'main', persistenceType: 'db', dsName, columns: COLUMNS }));
  expectOk(await admin.post('/api/eform/manage/tableModel/createTable', { tableName: table }));
  expectOk(await admin.post('/api/eform/manage/tableModel/generate', { tableName: table }));
  const form = expectOk<any>(await admin.get(`/api/eform/manage/form/queryByCode?code=${table}_form`));
  const fields = form.fields.map((f: any) => (f.key === 'code' ? { ...f, rules: [...(f.rules ?? []), { unionCheck: true }] } : f));
  expectOk(await admin.put('/api/eform/manage/form/edit', { ...form, fields }));
  const view = expectOk<any>(await admin.get(`/api/eform/manage/view/queryByCode?code=${table}_list`));
  const columns = view.columns.map((c: any) => (['name', 'qty', 'due'].includes(c.colCode) ? { ...c, isQuery: true, isSort: true, queryOp: undefined } : c));
  expectOk(await admin.put('/api/eform/manage/view/edit', { ...view, columns }));
  expectOk(await admin.post('/api/eform/manage/view/addToMenu', { viewCode: `${table}_list`, back: '0', name: table, nameEn: table }));
  return `/api/eform/engine/view/${table}_list`;
}

/** A row as the data source itself has it. */
async function storedRow(dialect: 'mysql' | 'postgresql', table: string, id: string): Promise<Record<string, unknown> | undefined> {
  if (dialect === 'mysql') {
    const maria = await dbs.maria();
    const [rows] = await maria.query(`select name, code, cast(qty as char) as qty, data_version from ${table} where id = ?`, [id]);
    await maria.end();
    return (rows as Record<string, unknown>[])[0];
  }
  const client = await dbs.pg();
  const { rows } = await client.query(`select name, code, qty::text as qty, data_version from ${table} where id = $1`, [id]);
  await client.end();
  return rows[0];
}

describe.each([
  ['MariaDB', 'erp', 'mysql', 'ds_maria_order'],
  ['PostgreSQL', 'crm', 'postgresql', 'ds_pg_order'],
] as const)('records of a table in a %s data source', (_name, dsName, dialect, table) => {
  let page: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    page = await setUpTable(table, dsName);
  });

  it('adds records there, validated by the form, with the platform\'s columns filled', async () => {
    const ann = expectOk<any>(await suite.admin.post(`${page}/data`, { name: 'Ann', code: 'A1', qty: 3, due: '2026-03-01', note: 'first' }));
    expect(ann).toMatchObject({ name: 'Ann', code: 'A1', qty: '3', due: '2026-03-01', note: 'first', create_by: 'admin', data_version: 1 });
    expect(ann.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ann.tenant_id).toBeUndefined();
    ids.ann = ann.id;
    expect(await storedRow(dialect, table, ann.id)).toEqual({ name: 'Ann', code: 'A1', qty: '3', data_version: 1 });
    for (const [name, code, qty] of [['BOB', 'B1', 7], ['Dan', 'D1', 1], ['50% off', 'P1', 2]] as const) {
      ids[code] = expectOk<any>(await suite.admin.post(`${page}/data`, { name, code, qty })).id;
    }

    const missing = await suite.admin.post(`${page}/data`, { code: 'X1' });
    expect([missing.status, missing.body.result.errors[0].key]).toEqual([400, 'name']);
    const taken = await suite.admin.post(`${page}/data`, { name: 'Again', code: 'A1' });
    expect([taken.status, taken.body.message]).toEqual([400, 'The value is unavailable and already exists in the system']);
    const tooMany = await suite.admin.post(`${page}/data`, { name: 'Big', qty: 123456 });
    expect(tooMany.status).toBe(400);
    expect(expectOk<any>(await suite.admin.post(`${page}/list`, {})).total).toBe(4);
  });

  it('answers a save that loses a race for a unionCheck value with the field error (the unique index decides)', async () => {
    // Another writer inserts the value and holds its transaction open: the platform's check cannot see that row, its
    // insert waits on the unique index, and fails once the other writer commits.
    const other = { id: randomUUID(), name: 'Other writer', code: 'R1' };
    let commit: () => Promise<unknown>;
    /** How many statements wait on a lock in the data source's database (the platform's insert, once it got there). */
    let waiting: () => Promise<number>;
    if (dialect === 'mysql') {
      const maria = await dbs.maria();
      await maria.query('start transaction');
      await maria.query(`insert into ${table} (id, name, code) values (?, ?, ?)`, [other.id, other.name, other.code]);
      commit = async () => (await maria.query('commit'), await maria.end());
      waiting = async () => {
        // (MariaDB's innodb_trx may leave the waiting transaction out; an insert into the table still running is the
        // one blocked on the other writer's row.)
        const [rows] = await maria.query(`select count(*) n from information_schema.processlist where db = database()
          and id <> connection_id() and info like ?`, [`insert into \`${table}\`%`]);
        return Number((rows as { n: number }[])[0]!.n);
      };
    } else {
      const client = await dbs.pg();
      await client.query('begin');
      await client.query(`insert into ${table} (id, name, code) values ($1, $2, $3)`, [other.id, other.name, other.code]);
      commit = async () => (await client.query('commit'), await client.end());
      waiting = async () => (await client.query(`select count(*)::int n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`)).rows[0].n;
    }
    const saving = suite.admin.post(`${page}/data`, { name: 'Racer', code: 'R1' });
    // The other writer commits once the platform's insert waits on its row: the race is then lost, not avoided. (The
    // request's checks come first, which take seconds on a loaded machine; the other writer commits whatever happens,
    // so that no later test waits on its lock.)
    try {
      await expect.poll(waiting, { timeout: 30_000 }).toBeGreaterThan(0);
    } finally {
      await commit();
    }
    const refused = await saving;
    expect([refused.status, refused.body.message, refused.body.result?.errors[0].key]).toEqual([400, 'The value is unavailable and already exists in the system', 'code']);
    expectOk(await suite.admin.delete(`${page}/data/${other.id}`));
  });

  it('lists with the page\'s filters, sorts and pages in the data source\'s dialect', async () => {
    const names = async (body: Record<string, unknown>) => (expectOk<any>(await suite.admin.post(`${page}/list`, { pageSize: 50, ...body })).records as any[]).map((r) => r.name);
    expect(await names({ filters: [{ colCode: 'name', op: 'like', value: 'an' }], sort: { colCode: 'name' } })).toEqual(['Ann', 'Dan']);
    expect(await names({ filters: [{ colCode: 'name', op: 'like', value: '%' }] })).toEqual(['50% off']);
    expect(await names({ filters: [{ colCode: 'name', op: 'eqIgnoreCase', value: 'bob' }] })).toEqual(['BOB']);
    expect(await names({ filters: [{ colCode: 'qty', op: 'ge', value: 3 }], sort: { colCode: 'qty', order: 'desc' } })).toEqual(['BOB', 'Ann']);
    expect(await names({ filters: [{ colCode: 'due', op: 'isNull' }, { colCode: 'name', op: 'ne', value: 'Dan' }], sort: { colCode: 'name' } })).toEqual(['50% off', 'BOB']);
    expect(await names({ filters: [{ colCode: 'due', op: 'between', value: ['2026-01-01', '2026-12-31'] }] })).toEqual(['Ann']);
    const second = expectOk<any>(await suite.admin.post(`${page}/list`, { sort: { colCode: 'qty' }, pageNo: 2, pageSize: 3 }));
    expect([second.total, second.pages, second.current, second.records.map((r: any) => r.name)]).toEqual([4, 2, 2, ['BOB']]);
    const beyond = expectOk<any>(await suite.admin.post(`${page}/list`, { pageNo: 9, pageSize: 3 }));
    expect([beyond.total, beyond.records]).toEqual([4, []]);
    const injected = await suite.admin.post(`${page}/list`, { filters: [{ colCode: 'name', op: 'eq', value: "x' or '1'='1" }] });
    expect(expectOk<any>(injected).total).toBe(0);
  });

  it('reads, edits at the version read, refuses a stale edit, deletes, and logs every change', async () => {
    const read = expectOk<any>(await suite.admin.get(`${page}/data/${ids.ann}`));
    expect([read.name, read.due, read.data_version]).toEqual(['Ann', '2026-03-01', 1]);
    const edited = expectOk<any>(await suite.admin.put(`${page}/data/${ids.ann}`, { qty: 4, due: '2026-04-30', data_version: 1 }));
    expect([edited.qty, edited.due, edited.update_by, edited.data_version]).toEqual(['4', '2026-04-30', 'admin', 2]);
    expect(await storedRow(dialect, table, ids.ann!)).toMatchObject({ qty: '4', data_version: 2 });
    expect((await suite.admin.put(`${page}/data/${ids.ann}`, { qty: 5, data_version: 1 })).status).toBe(409);
    const taken = await suite.admin.put(`${page}/data/${ids.ann}`, { code: 'B1', data_version: 2 });
    expect([taken.status, taken.body.result.errors[0].key]).toEqual([400, 'code']);
    expect((await suite.admin.get(`${page}/data/${randomUUID()}`)).status).toBe(404);

    expectOk(await suite.admin.delete(`${page}/data/${ids.ann}`));
    expect((await suite.admin.delete(`${page}/data/${ids.ann}`)).status).toBe(404);
    expect(await storedRow(dialect, table, ids.ann!)).toBeUndefined();
    expect(expectOk<any>(await suite.admin.post(`${page}/batchDelete`, { ids: [ids.D1, ids.P1, randomUUID()] })).deleted).toBe(2);
    const log = expectOk<any[]>(await suite.admin.get(`${page}/data/${ids.ann}/log`));
    expect(log.map((e) => e.action)).toEqual(['add', 'edit', 'delete']);
    expect(log[1]).toMatchObject({ before: { qty: '3', data_version: 1 }, after: { qty: '4', data_version: 2 }, username: 'admin' });
  });

  it('applies the caller\'s data rules to every list, read, edit and delete there', async () => {
    await ownRecordsRule(suite.server, `/eform/view/${table}_list`);
    const user: ApiClient = await suite.server.login('user');
    const own = expectOk<any>(await user.post(`${page}/data`, { name: 'Mine', code: 'U1' }));
    expect(expectOk<any>(await user.post(`${page}/list`, {})).records.map((r: any) => r.name)).toEqual(['Mine']);
    expect((await user.get(`${page}/data/${ids.B1}`)).status).toBe(404);
    expect((await user.put(`${page}/data/${ids.B1}`, { name: 'Taken over', data_version: 1 })).status).toBe(404);
    expect(expectOk<any>(await user.post(`${page}/batchDelete`, { ids: [ids.B1, own.id] })).deleted).toBe(1);
    expect(expectOk<any>(await suite.admin.get(`${page}/data/${ids.B1}`)).name).toBe('BOB');
  });

  it('answers a table that went missing in the data source with a clear error, not a failure of the platform', async () => {
    if (dialect === 'mysql') {
      const maria = await dbs.maria();
      await maria.query(`rename table ${table} to ${table}_gone`);
      await maria.end();
    } else {
      const client = await dbs.pg();
      await client.query(`alter table ${table} rename to ${table}_gone`);
      await client.end();
    }
    const list = await suite.admin.post(`${page}/list`, {});
    expect([list.status, list.body.message]).toEqual([400, 'The table of this page has not been created yet; create or sync it first']);
    const add = await suite.admin.post(`${page}/data`, { name: 'Lost' });
    expect(add.status).toBe(400);
  });
});
