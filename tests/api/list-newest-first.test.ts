// A list page without a sort asked shows the newest records first (#31 item 7): by creation time, newest first, on
// PostgreSQL and PGlite alike; a sort the user asks for still wins.
import { beforeAll, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { expectOk, setUpCustomer } from './eform-fixtures.ts';

const suite = apiSuite();
const page = '/api/eform/engine/view/customer_list';
const NAMES = ['Ann', 'Bob', 'Carl', 'Dora'];

beforeAll(async () => {
  await setUpCustomer(suite.admin, { generate: true });
  // One by one, each in its own request (and transaction): each is newer than the one before.
  for (const [i, name] of NAMES.entries()) {
    expectOk(await suite.admin.post(`${page}/data`, { name, code: `N00${i}`, phone: '13812345678', sex: '1', age: 30 + i }));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});

it('lists the newest record first when no sort is asked', async () => {
  const res = expectOk<any>(await suite.admin.post(`${page}/list`, { pageNo: 1, pageSize: 10 }));
  expect(res.records.map((r: any) => r.name)).toEqual([...NAMES].reverse());
  const second = expectOk<any>(await suite.admin.post(`${page}/list`, { pageNo: 2, pageSize: 3 }));
  expect(second.records.map((r: any) => r.name)).toEqual(['Ann']);
});
