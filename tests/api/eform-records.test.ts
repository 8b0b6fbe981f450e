// Records of a modelled table: CRUD with every validation error, data log, masking, injection attempts,
// page access for end users and field permissions.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiSuite } from '../support/server.ts';
import { expectOk, ownRecordsRule, setUpCustomer } from './eform-fixtures.ts';

const suite = apiSuite();

const page = '/api/eform/engine/view/customer_list';

const ANN = { name: 'Ann', code: 'C001', phone: '13812345678', email: 'ann@example.com', sex: '2', age: 31, born: '1993-05-04' };

beforeAll(async () => {
  await setUpCustomer(suite.admin, { generate: true });
  // The designer adds unionCheck to the code and masks the phone on the page.
  const form = expectOk<any>(await suite.admin.get('/api/eform/manage/form/queryByCode?code=customer_form'));
  const fields = form.fields.map((f: any) => (f.key === 'code' ? { ...f, rules: [...(f.rules ?? []), { unionCheck: true }] } : f));
  expectOk(await suite.admin.put('/api/eform/manage/form/edit', { ...form, fields }));
  const view = expectOk<any>(await suite.admin.get('/api/eform/manage/view/queryByCode?code=customer_list'));
  const columns = view.columns.map((c: any) => (c.colCode === 'phone' ? { ...c, tuoMin: 'phonenumber' } : c.colCode === 'age' ? { ...c, isQuery: true } : c));
  expectOk(await suite.admin.put('/api/eform/manage/view/edit', { ...view, columns }));
});

const add = (record: Record<string, unknown>) => suite.admin.post(`${page}/data`, record);

describe('adding records', () => {
  it('adds a valid record and returns it unmasked to its writer', async () => {
    const saved = expectOk<any>(await add(ANN));
    expect(saved).toMatchObject({ name: 'Ann', phone: '13812345678', sex: '2', age: '31', born: '1993-05-04', create_by: 'admin' });
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.tenant_id).toBeUndefined();
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a missing required field', { name: undefined }, 'name', 'Name cannot be empty'],
    ['a required field of spaces only', { name: '   ' }, 'name', 'Name cannot be empty'],
    ['a wrong phone number', { phone: '12345' }, 'phone', 'phone number is incorrect'],
    ['a wrong email', { email: 'ann@' }, 'email', 'Please enter a valid email address'],
    ['a value outside the dictionary', { sex: '9' }, 'sex', 'Sex must be one of its options'],
    ['text in a number', { age: 'thirty' }, 'age', 'Age must be a number'],
    ['a bad date', { born: '04/05/1993' }, 'born', 'Born must be a date like 2024-01-31'],
    ['a day the month does not have', { born: '2024-02-30' }, 'born', 'Born must be a date like 2024-01-31'],
    ['a value longer than the field', { name: 'x'.repeat(51) }, 'name', 'Name cannot be longer than 50 characters'],
    ['a code another record has (unionCheck)', { code: 'C001' }, 'code', 'The value is unavailable and already exists in the system'],
  ])('refuses %s', async (_name, change, key, message) => {
    const res = await add({ ...ANN, code: `X${randomUUID().slice(0, 8)}`, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    // Each problem carries its message code and placeholders too, for the console to render in its language.
    expect(res.body.result.errors).toContainEqual(expect.objectContaining({ key, message, code: expect.stringMatching(/^form\./) }));
  });

  it('ignores fields that are not on the form and the platform columns', async () => {
    const saved = expectOk<any>(await add({ ...ANN, code: 'C002', name: 'Bob', id: 'forced-id', create_by: 'mallory', tenant_id: 99, secret: 1 }));
    expect(saved.id).not.toBe('forced-id');
    expect(saved.create_by).toBe('admin');
  });
});

describe('listing records', () => {
  beforeAll(async () => {
    for (const [i, name] of ['Carl', 'Dora', 'Eve', 'Finn'].entries()) {
      expectOk(await add({ ...ANN, name, code: `L${i}`, age: 20 + i, phone: `1391234567${i}` }));
    }
  });

  it('lists a page with the total, masking the phone', async () => {
    const res = expectOk<any>(await suite.admin.post(`${page}/list`, { pageNo: 1, pageSize: 2 }));
    expect([res.total, res.records.length, res.pages, res.current, res.size]).toEqual([6, 2, 3, 1, 2]);
    expect(res.records[0].phone).toMatch(/^1\d\d\*{4}\d{4}$/);
    expect(res.records.every((r: any) => !String(r.phone).includes('5678') || r.phone === '138****5678')).toBe(true);
  });

  it('filters with the page operators and sorts by a sort column', async () => {
    const res = expectOk<any>(await suite.admin.post(`${page}/list`, {
      filters: [{ colCode: 'name', value: 'a' }, { colCode: 'age', op: 'between', value: [20, 22] }],
      sort: { colCode: 'age', order: 'desc' },
    }));
    expect(res.records.map((r: any) => r.name)).toEqual(['Dora', 'Carl']);
  });

  it('binds values: a quote in a value is just text', async () => {
    const res = expectOk<any>(await suite.admin.post(`${page}/list`, { filters: [{ colCode: 'name', value: "' or '1'='1" }] }));
    expect(res.total).toBe(0);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a sort on SQL', { sort: { colCode: 'name; drop table customer' } }, 'Column name; drop table customer cannot be sorted on this page'],
    ['a sort order with SQL', { sort: { colCode: 'name', order: 'desc, (select pg_sleep(1))' } }, 'Sort order must be asc or desc, not desc, (select pg_sleep(1))'],
    ['a filter on SQL', { filters: [{ colCode: '1=1) or (1', value: 'x' }] }, 'Column 1=1) or (1 cannot be queried on this page'],
    ['a filter on a column that is not queryable', { filters: [{ colCode: 'email', value: 'x' }] }, 'Column email cannot be queried on this page'],
    ['an operator with SQL', { filters: [{ colCode: 'age', op: "eq' or 1=1 --", value: 1 }] }, "Unknown query operator eq' or 1=1 --"],
    ['another operator than the column allows', { filters: [{ colCode: 'name', op: 'eq', value: 'x' }] }, 'Operator eq is not allowed for column name'],
    ['SQL as a number', { filters: [{ colCode: 'age', value: '1 or 1=1' }] }, 'Invalid query value for column age'],
  ])('refuses %s with 400', async (_name, query, message) => {
    const res = await suite.admin.post(`${page}/list`, query);
    expect([res.status, res.body.message]).toEqual([400, message]);
  });

  it('refuses in the caller\'s language', async () => {
    const res = await suite.admin.post(`${page}/list?lang=zh_CN`, { filters: [{ colCode: 'email', value: 'x' }] });
    expect([res.status, res.body.message]).toEqual([400, '此页面不能按列 email 查询']);
  });

  it('still has every record after the attempts', async () => {
    expect(expectOk<any>(await suite.admin.post(`${page}/list`, {})).total).toBe(6);
  });
});

describe('reading, editing, deleting and the data log', () => {
  let id: string;
  beforeAll(async () => {
    id = expectOk<any>(await add({ ...ANN, name: 'Gus', code: 'G1', phone: '13700001111' })).id;
  });

  it('reads a record masked, and unmasked for editing', async () => {
    expect(expectOk<any>(await suite.admin.get(`${page}/data/${id}`)).phone).toBe('137****1111');
    expect(expectOk<any>(await suite.admin.get(`${page}/data/${id}?mode=edit`)).phone).toBe('13700001111');
    expect((await suite.admin.get(`${page}/data/${randomUUID()}`)).status).toBe(404);
  });

  it('edits a record, validating the merged values', async () => {
    const read = expectOk<any>(await suite.admin.get(`${page}/data/${id}?mode=edit`));
    const edited = expectOk<any>(await suite.admin.put(`${page}/data/${id}`, { age: 45, data_version: read.data_version }));
    expect([edited.name, edited.age, edited.update_by, edited.data_version]).toEqual(['Gus', '45', 'admin', read.data_version + 1]);
    const refused = await suite.admin.put(`${page}/data/${id}`, { name: '', data_version: edited.data_version });
    expect([refused.status, refused.body.message]).toEqual([400, 'Name cannot be empty']);
    const taken = await suite.admin.put(`${page}/data/${id}`, { code: 'C001', data_version: edited.data_version });
    expect([taken.status, taken.body.message]).toEqual([400, 'The value is unavailable and already exists in the system']);
    expect((await suite.admin.put(`${page}/data/${id}`, { code: 'G1', data_version: edited.data_version })).status).toBe(200);
  });

  it('refuses an edit based on an older version of the record, or naming none, and keeps the record', async () => {
    const read = expectOk<any>(await suite.admin.get(`${page}/data/${id}?mode=edit`));
    expectOk(await suite.admin.put(`${page}/data/${id}`, { name: 'Gus first', data_version: read.data_version }));
    const stale = await suite.admin.put(`${page}/data/${id}`, { name: 'Gus second', data_version: read.data_version });
    expect(stale.status).toBe(409);
    const blind = await suite.admin.put(`${page}/data/${id}`, { name: 'Gus blind' });
    expect([blind.status, blind.body.message]).toEqual([400, 'The version of the item you edited is required']);
    expect(expectOk<any>(await suite.admin.get(`${page}/data/${id}`))).toMatchObject({ name: 'Gus first', data_version: read.data_version + 1 });
  });

  it('deletes records, one or several', async () => {
    expectOk(await suite.admin.delete(`${page}/data/${id}`));
    expect((await suite.admin.delete(`${page}/data/${id}`)).status).toBe(404);
    const list = expectOk<any>(await suite.admin.post(`${page}/list`, { filters: [{ colCode: 'name', value: 'Eve' }] }));
    const res = expectOk<any>(await suite.admin.post(`${page}/batchDelete`, { ids: [list.records[0].id, randomUUID()] }));
    expect(res.deleted).toBe(1);
    const none = await suite.admin.post(`${page}/batchDelete`, { ids: [] });
    expect([none.status, none.body.message]).toEqual([400, 'Please select a record']);
  });

  it('logs every change with before, after, who and when', async () => {
    const log = expectOk<any[]>(await suite.admin.get(`${page}/data/${id}/log`));
    expect(log.map((e) => e.action)).toEqual(['add', 'edit', 'edit', 'edit', 'delete']);
    expect(log[0]).toMatchObject({ before: null, after: { name: 'Gus', age: '31', phone: '137****1111' }, username: 'admin' });
    expect(log[1]).toMatchObject({ before: { age: '31' }, after: { age: '45' } });
    expect(log[3]).toMatchObject({ before: { name: 'Gus', data_version: 3 }, after: { name: 'Gus first', data_version: 4 } });
    expect(log[4]).toMatchObject({ before: { name: 'Gus first' }, after: null });
    expect(new Date(log[0].createTime).getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('end users', () => {
  let user: ApiClient;
  beforeAll(async () => {
    user = await suite.server.login('user');
  });

  /** Puts the page on a front menu granted to the general role, and a field permission of each type. */
  async function grantPage(): Promise<void> {
    const { db, boot } = suite.server.platform;
    await db.inTenant(boot.defaultTenantId, async (em) => {
      const menu = randomUUID();
      await em.execute(
        `insert into sys_permission (id, code, name, menu_type, back, sort_no, component, url) values (?, 'customers', 'Customers', 1, '0', 5, 'eform/view', '/eform/view/customer_list')`,
        [menu],
      );
      for (const [perms, type] of [['customer_form:phone', '1'], ['customer_form:age', '2']]) {
        await em.execute(`insert into sys_permission (id, code, parent_id, name, menu_type, back, sort_no, perms, perms_type) values (?, ?, ?, ?, 2, '0', 1, ?, ?)`,
          [randomUUID(), perms, menu, perms, perms, type]);
      }
      await em.execute(`insert into sys_role_permission (role_id, permission_id) select id, ? from sys_role where role_code = 'general'`, [menu]);
    });
    await db.changes.fence();
  }

  it('may not open a page that is on none of their menus', async () => {
    expect((await user.post(`${page}/list`, {})).status).toBe(403);
    expect((await user.post(`${page}/data`, ANN)).status).toBe(403);
  });

  it('work with a page on their menu, without the fields their permissions close', async () => {
    await grantPage();
    const list = expectOk<any>(await user.post(`${page}/list`, { sort: { colCode: 'name' } }));
    expect(list.total).toBe(5);
    expect(list.records[0].phone).toBeUndefined();
    const saved = expectOk<any>(await user.post(`${page}/data`, { ...ANN, code: 'U1', name: 'Hal', age: 99, phone: '13900000000' }));
    expect([saved.name, saved.age, saved.phone]).toEqual(['Hal', null, undefined]);
    const edited = expectOk<any>(await user.put(`${page}/data/${saved.id}`, { age: 50, name: 'Hal B', data_version: saved.data_version }));
    expect([edited.name, edited.age]).toEqual(['Hal B', null]);
    const page2 = expectOk<any>(await user.get(page));
    expect(page2.fieldAccess).toEqual({ phone: 'hidden', age: 'readonly' });
    expect((await user.get(`${page}/data/${saved.id}/log`)).status).toBe(403);
  });

  it('are refused buttons whose permission they lack (a permission item of the enterprise)', async () => {
    const view = expectOk<any>(await suite.admin.get('/api/eform/manage/view/queryByCode?code=customer_list'));
    const buttons = view.buttons.map((b: any) => (b.action === 'delete' ? { ...b, permission: 'customer:delete' } : b));
    expectOk(await suite.admin.put('/api/eform/manage/view/edit', { ...view, buttons }));
    const { db, boot } = suite.server.platform;
    await db.inTenant(boot.defaultTenantId, (em) => em.execute(
      `insert into sys_permission (id, code, parent_id, name, menu_type, back, sort_no, perms, perms_type)
       select ?, 'customers-delete', id, 'Delete', 2, '0', 9, 'customer:delete', '1' from sys_permission where code = 'customers'`,
      [randomUUID()],
    ));
    await db.changes.fence();
    const list = expectOk<any>(await user.post(`${page}/list`, {}));
    expect((await user.delete(`${page}/data/${list.records[0].id}`)).status).toBe(403);
  });

  it('see and change only the rows their data rules allow', async () => {
    await ownRecordsRule(suite.server, '/eform/view/customer_list');
    const mine = expectOk<any>(await user.post(`${page}/list`, {}));
    expect(mine.records.map((r: any) => r.name)).toEqual(['Hal B']);
    const others = expectOk<any>(await suite.admin.post(`${page}/list`, { filters: [{ colCode: 'name', value: 'Carl' }] }));
    const carl = others.records[0].id;
    expect((await user.get(`${page}/data/${carl}`)).status).toBe(404);
    expect((await user.put(`${page}/data/${carl}`, { name: 'Taken over' })).status).toBe(404);
    expect(expectOk<any>(await user.post(`${page}/batchDelete`, { ids: [carl] })).deleted).toBe(0);
    expect(expectOk<any>(await suite.admin.get(`${page}/data/${carl}`)).name).toBe('Carl');
  });
});
