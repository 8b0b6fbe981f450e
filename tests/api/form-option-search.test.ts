// A select over another table model with server-side search (issue 16): a SQL config over 100,000 customers with a
// searchKey (the keyword typed, bound) and a valueKey (the stored ids). The optionItems call answers the first
// OPTION_SEARCH_LIMIT matches of a keyword, the chosen customer with its label even when it is far from the first
// matches, a save checks the id by asking for it (an unknown id refused with the notOption message), and the list's
// optionLabels call labels a page of stored ids with one query per control. PostgreSQL and PGlite.
import { beforeAll, describe, expect, it } from 'vitest';
import { OPTION_SEARCH_LIMIT } from '@yc/engine';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

const suite = apiSuite();
const PAGE = '/api/eform/engine/view/deal_list';
const CUSTOMERS = 100_000;
const ACME = ['Acme Trading', 'Northern Acme', 'Acme Tools'];
let admin: ApiClient;

/** The customers' ids by name. */
const idOf = async (name: string) => (await suite.server.tenantSql<{ id: string }>('select id from customer where name = $1', [name]))[0]!.id;

beforeAll(async () => {
  admin = suite.admin;
  expectOk(await admin.post('/api/eform/manage/appGroup/add', { groupCode: 'crm', groupName: 'CRM', orderNum: 1 }));
  const varchar = (colCode: string, colName: string, colLength = 100) => ({ colCode, colName, colType: 'varchar', colLength });
  for (const [tableName, columns] of [['customer', [varchar('name', 'Name')]], ['deal', [varchar('title', 'Title'), varchar('customer', 'Customer', 36)]]] as const) {
    expectOk(await admin.post('/api/eform/manage/tableModel/add', { tableName, tableDesc: tableName, groupCode: 'crm', objStructure: 'main', persistenceType: 'db', columns }));
    expectOk(await admin.post('/api/eform/manage/tableModel/createTable', { tableName }));
  }
  await suite.server.tenantSql(`insert into customer (id, name) select gen_random_uuid(), 'Customer ' || lpad(i::text, 6, '0') from generate_series(1, ${CUSTOMERS - ACME.length}) as i`);
  for (const name of ACME) await suite.server.tenantSql('insert into customer (id, name) values (gen_random_uuid(), $1)', [name]);
  expectOk(await admin.post('/api/eform/manage/sqlConfig/add', {
    sqlName: 'Customers', sqlCode: 'customers',
    sqlQuery: "select id as value, name as label from customer where (:keyword = '' or name ilike '%' || :keyword || '%')"
      + " and (:ids = '' or id = any(string_to_array(:ids, ','))) order by name",
    parameters: [{ parameterKey: 'keyword', defaultValue: '' }, { parameterKey: 'ids', defaultValue: '' }],
  }));
  expectOk(await admin.post('/api/eform/manage/tableModel/generate', { tableName: 'deal' }));
  const form = expectOk<any>(await admin.get('/api/eform/manage/form/queryByCode?code=deal_form'));
  const fields = form.fields.map((f: any) => (f.key === 'customer'
    ? { ...f, type: 'select', showConfig: { sqlConfig: { sqlCode: 'customers', searchKey: 'keyword', valueKey: 'ids' } } } : f));
  expectOk(await admin.put('/api/eform/manage/form/edit', { ...form, fields }));
}, 120_000);

type FieldOptions = { key: string; options: { value: string; label: string }[]; error?: string };
const customerOptions = async (body: unknown) =>
  expectOk<FieldOptions[]>(await admin.post(`${PAGE}/optionItems`, body)).find((f) => f.key === 'customer')!;

describe('searching customers on the server', () => {
  it('answers the first matches only, whatever the size of the table', async () => {
    const first = await customerOptions({ values: {} });
    expect(first.error).toBeUndefined();
    expect(first.options).toHaveLength(OPTION_SEARCH_LIMIT);
    expect(first.options[0]!.label).toBe('Acme Tools');
    const many = await customerOptions({ values: {}, keywords: { customer: 'customer 09' } });
    expect(many.options).toHaveLength(OPTION_SEARCH_LIMIT);
    expect(many.options.every((o) => o.label.startsWith('Customer 09'))).toBe(true);
  });

  it('answers the customers whose name holds the keyword, as id and name', async () => {
    const acme = await customerOptions({ values: {}, keywords: { customer: 'acme' } });
    expect(acme.options.map((o) => o.label)).toEqual(['Acme Tools', 'Acme Trading', 'Northern Acme']);
    expect(acme.options[1]!.value).toBe(await idOf('Acme Trading'));
    const one = await customerOptions({ values: {}, keywords: { customer: '012345' } });
    expect(one.options).toEqual([{ value: await idOf('Customer 012345'), label: 'Customer 012345' }]);
  });

  it('binds the keyword as a value: an injection attempt matches nothing and changes nothing', async () => {
    for (const keyword of ["' or '1'='1", "x'; delete from customer; --"]) {
      expect((await customerOptions({ values: {}, keywords: { customer: keyword } })).options).toEqual([]);
    }
    expect((await suite.server.tenantSql('select count(*)::int as n from customer'))[0].n).toBe(CUSTOMERS);
  });

  it('offers the chosen customer with its name even when it is far from the first matches', async () => {
    const far = await idOf('Customer 099990');
    const answer = await customerOptions({ values: { customer: far } });
    expect(answer.options).toHaveLength(OPTION_SEARCH_LIMIT + 1);
    expect(answer.options).toContainEqual({ value: far, label: 'Customer 099990' });
    const searched = await customerOptions({ values: { customer: far }, keywords: { customer: 'acme' } });
    expect(searched.options.map((o) => o.label)).toEqual(['Acme Tools', 'Acme Trading', 'Northern Acme', 'Customer 099990']);
  });
});

describe('saving and listing a deal', () => {
  it('saves a far customer by id, and refuses an id that is not a customer with the notOption message', async () => {
    const far = await idOf('Customer 088888');
    const saved = expectOk<any>(await admin.post(`${PAGE}/data`, { title: 'Big deal', customer: far }));
    expect(saved.customer).toBe(far);
    for (const customer of ['no-such-customer', `${far},${await idOf('Acme Tools')}`]) {
      const refused = await admin.post(`${PAGE}/data`, { title: 'Bad deal', customer });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('Customer must be one of its options');
    }
    expect(expectOk<any>(await admin.post(`${PAGE}/list`, {})).total).toBe(1);
  });

  it('labels the stored ids of a page of rows in one call, unknown ids left out', async () => {
    const ids = [await idOf('Customer 000007'), await idOf('Acme Trading'), await idOf('Customer 077777')];
    const answer = expectOk<FieldOptions[]>(await admin.post(`${PAGE}/optionLabels`, { values: { customer: [...ids, 'no-such-customer'], title: ['x'] } }));
    expect(answer).toHaveLength(1);
    expect(answer[0]!.options).toEqual([
      { value: ids[1], label: 'Acme Trading' }, { value: ids[0], label: 'Customer 000007' }, { value: ids[2], label: 'Customer 077777' },
    ]);
  });

  it('refuses the calls to a caller who may not open the page', async () => {
    const user = await suite.server.login('user');
    expect((await user.post(`${PAGE}/optionLabels`, { values: { customer: ['x'] } })).status).toBe(403);
    expect((await user.post(`${PAGE}/optionItems`, { values: {}, keywords: { customer: 'a' } })).status).toBe(403);
    expect((await suite.server.anonymous().post(`${PAGE}/optionLabels`, { values: { customer: ['x'] } })).status).toBe(401);
  });
});
