// A list page's filters match the column's type (#42 item 6): only the operators the engine gives the column's kind
// are accepted (a number is never 'like'; a user column is matched by the user's id), anything else is a 400 with
// the engine's message and no rows.
import { beforeAll, describe, expect, it } from 'vitest';
import { KIND_OPERATORS, operatorsFor } from '@yc/engine';
import { apiSuite } from '../support/server.ts';
import { expectOk, setUpListPage, VISIT_COLUMNS } from './eform-fixtures.ts';

const suite = apiSuite();
const page = '/api/eform/engine/view/customer_list';
let adminId = '';

beforeAll(async () => {
  const { admin } = suite;
  await setUpListPage(admin, VISIT_COLUMNS, (c) => (['name', 'amount', 'owner'].includes(c.colCode) ? { ...c, isQuery: true, queryOp: undefined } : c));
  adminId = (await suite.server.tenantSql<{ id: string }>(`select id from sys_user where username = 'admin'`))[0]!.id;
  expectOk(await admin.post(`${page}/data`, { name: 'Visit A', amount: 2600.5, owner: adminId }));
  expectOk(await admin.post(`${page}/data`, { name: 'Visit B', amount: 12 }));
});

const list = (filters: unknown[]) => suite.admin.post<any>(`${page}/list`, { filters });

describe('operators by column type', () => {
  it('the engine gives a number no text match and a user column only id comparisons', () => {
    expect(operatorsFor('number', 'number')).not.toContain('like');
    expect(operatorsFor('number', 'number')).not.toContain('leftLike');
    expect(operatorsFor('user', 'varchar')).toEqual(KIND_OPERATORS.id);
    expect(operatorsFor('input', 'varchar')).toContain('like');
  });

  it.each([
    ['like on a number', { colCode: 'amount', op: 'like', value: '26' }, 'Operator like does not apply to column amount'],
    ['left like on a number', { colCode: 'amount', op: 'leftLike', value: '5' }, 'Operator leftLike does not apply to column amount'],
    ['like on a user column', { colCode: 'owner', op: 'like', value: 'adm' }, 'Operator like does not apply to column owner'],
  ])('refuses %s with the engine message', async (_name, filter, message) => {
    const res = await list([filter]);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(res.body.message).toContain('eq');
  });

  it('compares numbers with the operators a number supports', async () => {
    const rows = expectOk<any>(await list([{ colCode: 'amount', op: 'gt', value: '100' }])).records;
    expect(rows.map((r: any) => r.name)).toEqual(['Visit A']);
  });

  it('matches a user column by the user id, alone or in a list', async () => {
    const byEq = expectOk<any>(await list([{ colCode: 'owner', op: 'eq', value: adminId }])).records;
    expect(byEq.map((r: any) => r.name)).toEqual(['Visit A']);
    const byIn = expectOk<any>(await list([{ colCode: 'owner', op: 'in', value: [adminId, 'nobody'] }])).records;
    expect(byIn.map((r: any) => r.name)).toEqual(['Visit A']);
  });

  it('still matches text columns with like', async () => {
    const rows = expectOk<any>(await list([{ colCode: 'name', op: 'like', value: 'visit b' }])).records;
    expect(rows.map((r: any) => r.name)).toEqual(['Visit B']);
  });
});
