// ER models: an app group's diagram (where its tables stand, their relations) stored with the other metadata:
// tables of its own group only, each once, relations between tables it draws ('ER model not set or invalid'),
// saved at the version read, for the table models' designers.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { customerModel, expectOk, setUpCustomer } from './eform-fixtures.ts';

const suite = apiSuite();
const base = '/api/eform/manage/erModel';

beforeAll(async () => {
  await setUpCustomer(suite.admin);
  expectOk(await suite.admin.post('/api/eform/manage/tableModel/add', {
    ...customerModel([{ colCode: 'customer_id', colName: 'Customer', colType: 'varchar', colLength: 36 }]),
    tableName: 'contact', tableDesc: 'Contact', objStructure: 'oneToMany', mainTable: { tableName: 'customer', foreignKey: 'customer_id' },
  }));
  expectOk(await suite.admin.post('/api/eform/manage/appGroup/add', { groupCode: 'hr', groupName: 'HR', orderNum: 2 }));
  expectOk(await suite.admin.post('/api/eform/manage/tableModel/add', { ...customerModel(), tableName: 'staff', tableDesc: 'Staff', groupCode: 'hr' }));
});

const DIAGRAM = {
  erName: 'crm', erCode: 'er_crm', groupCode: 'crm',
  tables: [{ tableName: 'customer', x: 0, y: 0 }, { tableName: 'contact', x: 400, y: 20 }],
  relations: [{ fromTable: 'customer', fromColumn: 'id', toTable: 'contact', toColumn: 'customer_id', relationType: 'oneToMany' }],
};

describe('ER models', () => {
  it.each<[string, Record<string, unknown>]>([
    ['a table of another group', { tables: [...DIAGRAM.tables, { tableName: 'staff' }] }],
    ['a table that is not modelled', { tables: [...DIAGRAM.tables, { tableName: 'nowhere' }] }],
    ['a table drawn twice', { tables: [...DIAGRAM.tables, { tableName: 'customer', x: 9, y: 9 }] }],
    ['a relation to a table it does not draw', { tables: DIAGRAM.tables.slice(0, 1) }],
  ])('refuses %s', async (_name, change) => {
    const res = await suite.admin.post(`${base}/add`, { ...DIAGRAM, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('ER model not set or invalid');
    expect((await suite.admin.get(`${base}/queryByCode?code=er_crm`)).status).toBe(404);
  });

  it('keeps the diagram and its places, saved at the version read', async () => {
    const added = expectOk<any>(await suite.admin.post(`${base}/add`, DIAGRAM));
    const moved = { ...DIAGRAM, tables: [{ tableName: 'customer', x: 10, y: 30 }, DIAGRAM.tables[1]], version: added.version };
    const saved = expectOk<any>(await suite.admin.put(`${base}/edit`, moved));
    expect(saved.version).toBe(added.version + 1);
    expect(expectOk<any>(await suite.admin.get(`${base}/queryByCode?code=er_crm`)).tables[0]).toEqual({ tableName: 'customer', x: 10, y: 30 });
    const stale = await suite.admin.put(`${base}/edit`, moved);
    expect(stale.status).toBe(409);
    const listed = expectOk<any>(await suite.admin.get(`${base}/list?groupCode=crm`));
    expect(listed.records.map((r: any) => r.erCode)).toEqual(['er_crm']);
  });

  it('is for the table models\' designers only', async () => {
    const user = await suite.server.login('user');
    expect((await user.get(`${base}/queryByCode?code=er_crm`)).status).toBe(403);
    expect((await user.post(`${base}/add`, { ...DIAGRAM, erCode: 'er_other' })).status).toBe(403);
  });
});
