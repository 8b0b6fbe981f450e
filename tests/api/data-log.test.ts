// System › Data log: Given records of a table model added, edited and deleted through the list page, When the
// administrator reads the data log, Then each change shows with who, when, before and after, filtered by table, record
// id, user, action and time and paged on the server; another enterprise's changes never show; a bad time is refused
// with its message; and a user without the data log permission is refused.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { signedInWith } from '../support/identity.ts';
import { expectOk, setUpCustomer } from './eform-fixtures.ts';

const suite = apiSuite();
const page = '/api/eform/engine/view/customer_list';
const LOG = '/api/system/dataLog/list';
let annId = '';
let bobId = '';
let edited: Date;

beforeAll(async () => {
  await setUpCustomer(suite.admin, { generate: true });
  annId = expectOk<any>(await suite.admin.post(`${page}/data`, { name: 'Ann', code: `A${randomUUID().slice(0, 6)}` })).id;
  bobId = expectOk<any>(await suite.admin.post(`${page}/data`, { name: 'Bob', code: `B${randomUUID().slice(0, 6)}` })).id;
  const read = expectOk<any>(await suite.admin.get(`${page}/data/${annId}`));
  await new Promise((r) => setTimeout(r, 20));
  // The moment between the adds and the edit by the database's clock, which stamps the log: the embedded PGlite's can
  // run some milliseconds behind this process's Date (an edit once fell before a `new Date()` taken ahead of it).
  const [clock] = await suite.server.sql<{ now: string }>(`select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as now`);
  edited = new Date(clock!.now);
  expectOk(await suite.admin.put(`${page}/data/${annId}`, { name: 'Ann Lee', data_version: read.data_version }));
  // Another enterprise's change of a record with the same id and table: never visible here.
  const { db } = suite.server.platform;
  const other = await db.asSystem(async (em) =>
    (await em.execute<{ id: number }[]>(`insert into sys_tenant (code, name) values ('acme-log', 'Acme') returning id`))[0]!.id);
  await db.inTenant(other, (em) => em.execute(
    `insert into ef_data_log (table_name, record_id, action, before, after, username) values ('customer', ?, 'edit', '{"name":"Ann"}', '{"name":"Acme secret"}', 'acme')`, [annId]));
});

const list = async (query: string) => expectOk<any>(await suite.admin.get(`${LOG}?${query}`));

describe('the data log', () => {
  it('shows each change of a record with who, when, before and after, newest first', async () => {
    const page1 = await list(`tableName=customer&recordId=${annId}`);
    expect(page1.total).toBe(2);
    const [edit, add] = page1.records;
    expect(edit).toMatchObject({ tableName: 'customer', recordId: annId, action: 'edit', username: 'admin' });
    expect(edit.before.name).toBe('Ann');
    expect(edit.after.name).toBe('Ann Lee');
    expect(add).toMatchObject({ action: 'add', before: null });
    expect(add.after.name).toBe('Ann');
    expect(new Date(edit.createTime).getTime()).toBeGreaterThanOrEqual(new Date(add.createTime).getTime());
    expect(JSON.stringify(page1.records)).not.toContain('Acme secret');
  });

  it('filters by table, user, action and time, and pages on the server', async () => {
    expect((await list('tableName=no_such_table')).total).toBe(0);
    expect((await list(`tableName=customer&action=edit`)).records.map((r: any) => r.recordId)).toEqual([annId]);
    expect((await list(`recordId=${bobId}`)).records.map((r: any) => r.action)).toEqual(['add']);
    expect((await list('username=adm')).total).toBe(3);
    expect((await list('username=nobody')).total).toBe(0);
    const since = await list(`from=${encodeURIComponent(edited.toISOString())}`);
    expect(since.records.map((r: any) => [r.recordId, r.action])).toEqual([[annId, 'edit']]);
    expect((await list(`to=${encodeURIComponent(edited.toISOString())}`)).total).toBe(2);
    const first = await list('pageSize=2&pageNo=1');
    const second = await list('pageSize=2&pageNo=2');
    expect(first).toMatchObject({ total: 3, current: 1, size: 2 });
    expect(first.records).toHaveLength(2);
    expect(second.records).toHaveLength(1);
    expect(new Set([...first.records, ...second.records].map((r: any) => r.id)).size).toBe(3);
    expect(expectOk<any>(await suite.admin.get('/api/system/dataLog/tables'))).toEqual(['customer']);
  });

  it('never shows another enterprise\'s changes', async () => {
    const all = await list('pageSize=100');
    expect(all.total).toBe(3);
    expect(all.records.some((r: any) => r.username === 'acme')).toBe(false);
  });

  it('refuses a bad time and SQL in a filter is only a value', async () => {
    const bad = await suite.admin.get(`${LOG}?from=yesterday`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('yesterday is not a date and time');
    const zh = await suite.admin.get(`${LOG}?from=yesterday&lang=zh_CN`);
    expect(zh.body.message).toBe('yesterday 不是有效的日期时间');
    const reversed = await suite.admin.get(`${LOG}?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('The start time must not be after the end time');
    expect((await list(`tableName=${encodeURIComponent("customer' or '1'='1")}`)).total).toBe(0);
  });

  it('refuses a user without the data log permission', async () => {
    const { client } = await signedInWith(suite.server, suite.admin, []);
    expect((await client.get(LOG)).status).toBe(403);
    expect((await client.get('/api/system/dataLog/tables')).status).toBe(403);
  });
  it('masks a column that a page over the table masks, before and after', async () => {
    const view = expectOk<any>(await suite.admin.get('/api/eform/manage/view/queryByCode?code=customer_list'));
    const columns = view.columns.map((c: any) => (c.colCode === 'phone' ? { ...c, tuoMin: 'phonenumber' } : c));
    expectOk(await suite.admin.put('/api/eform/manage/view/edit', { ...view, columns }));
    const id = expectOk<any>(await suite.admin.post(`${page}/data`, { name: 'Cy', code: `C${randomUUID().slice(0, 6)}`, phone: '13812345678' })).id;
    const read = expectOk<any>(await suite.admin.get(`${page}/data/${id}?mode=edit`));
    expectOk(await suite.admin.put(`${page}/data/${id}`, { phone: '13987654321', data_version: read.data_version }));
    const [edit, add] = (await list(`recordId=${id}`)).records;
    expect([add.after.phone, edit.before.phone, edit.after.phone]).toEqual(['138****5678', '138****5678', '139****4321']);
    expect(edit.after.name).toBe('Cy');
  });
});
