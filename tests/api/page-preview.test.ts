// The page designer's live preview: real records listed by a design that is not saved, from the stored page's
// table, for designers only.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { expectOk, setUpCustomer } from './eform-fixtures.ts';

const suite = apiSuite();
const page = '/api/eform/engine/view/customer_list';
let stored: any;

beforeAll(async () => {
  await setUpCustomer(suite.admin, { generate: true });
  for (const [i, name] of ['Ann', 'Bob', 'Cid'].entries()) {
    expectOk(await suite.admin.post(`${page}/data`, { name, code: `P${i}`, phone: `1381234567${i}`, age: 30 + i }));
  }
  stored = expectOk<any>(await suite.admin.get('/api/eform/manage/view/queryByCode?code=customer_list'));
});

const preview = (view: unknown, query: Record<string, unknown> = {}) => suite.admin.post(`${page}/preview`, { view, ...query });

describe('page preview', () => {
  it('lists the records with the design: its masks and its sorts, not the stored ones', async () => {
    const { version: _v, ...view } = stored;
    const masked = { ...view, columns: view.columns.map((c: any) => (c.colCode === 'phone' ? { ...c, tuoMin: 'phonenumber' } : c.colCode === 'age' ? { ...c, isSort: true } : c)) };
    const res = expectOk<any>(await preview(masked, { sort: { colCode: 'age', order: 'desc' }, pageNo: 1, pageSize: 2 }));
    expect(res.total).toBe(3);
    expect(res.records.map((r: any) => r.name)).toEqual(['Cid', 'Bob']);
    expect(res.records[0].phone).toBe('138****5672');
    // The stored page is unchanged: no mask there.
    const listed = expectOk<any>(await suite.admin.post(`${page}/list`, {}));
    expect(listed.records.map((r: any) => r.phone)).toContain('13812345672');
    expect(expectOk<any>(await suite.admin.get('/api/eform/manage/view/queryByCode?code=customer_list')).version).toBe(stored.version);
  });

  it('refuses a design the engine refuses, with its message', async () => {
    const { version: _v, ...view } = stored;
    const res = await preview({ ...view, columns: view.columns.map((c: any) => ({ ...c, isQuery: true, isDefaultQuery: true })) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('only one default query allowed');
  });

  it('reads only the stored page’s table', async () => {
    const { version: _v, ...view } = stored;
    const res = await preview({ ...view, tableName: 'sys_user' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('A preview lists the table of the stored page (customer)');
  });

  it('is for designers only', async () => {
    const { version: _v, ...view } = stored;
    const user = await suite.server.login('user');
    const res = await user.post(`${page}/preview`, { view });
    expect(res.status).toBe(403);
    expect((await suite.server.anonymous().post(`${page}/preview`, { view })).status).toBe(401);
  });
});
