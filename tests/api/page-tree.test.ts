// Tree pages: a table model of departments with a parent field, listed one level at a time with hasChildren, nodes
// moved under others (never under themselves or below), and the last root node kept.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';
import { setUpPage } from './page-fixtures.ts';

const suite = apiSuite();
const page = '/api/eform/engine/view/dept_list';
const ids: Record<string, string> = {};

const add = async (name: string, parent?: string) => {
  const row = expectOk<any>(await suite.admin.post(`${page}/data`, { name, ...(parent ? { parent_id: ids[parent] } : {}) }));
  ids[name] = row.id;
  return row;
};
const children = (parentId?: string | null) => suite.admin.post(`${page}/tree/children`, parentId === undefined ? {} : { parentId });
const names = (rows: any[]) => rows.map((r) => `${r.name}${r.hasChildren ? '+' : ''}`);

beforeAll(async () => {
  await setUpPage(suite.admin, 'dept', 'Department', [
    { colCode: 'name', colName: 'Name', colType: 'varchar', colLength: 50, isRequired: true },
    { colCode: 'parent_id', colName: 'Parent', colType: 'varchar', colLength: 36 },
  ], (view) => ({ ...view, viewType: 'tree', treeConfig: { parentField: 'parent_id', labelField: 'name' } }));
  await add('Head office');
  await add('Sales', 'Head office');
  await add('R&D', 'Head office');
  await add('North', 'Sales');
});

describe('tree pages', () => {
  it('lists the roots, then the children of a node, each saying whether it has children', async () => {
    expect(names(expectOk<any[]>(await children()))).toEqual(['Head office+']);
    expect(names(expectOk<any[]>(await children(null)))).toEqual(['Head office+']);
    expect(names(expectOk<any[]>(await children(ids['Head office'])))).toEqual(['R&D', 'Sales+']);
    expect(names(expectOk<any[]>(await children(ids.North)))).toEqual([]);
  });

  it('keeps an index on the parent column', async () => {
    const { db, boot } = suite.server.platform;
    const rows = await db.inTenant(boot.defaultTenantId, (em) => em.execute(`select indexdef from pg_indexes where tablename = 'dept'`));
    expect(rows.map((r: any) => r.indexdef).join('\n')).toMatch(/\(parent_id\)/);
  });

  it('moves a node under another, and back to the roots', async () => {
    const moved = expectOk<any>(await suite.admin.put(`${page}/tree/move`, { id: ids.North, parentId: ids['R&D'] }));
    expect(moved.parent_id).toBe(ids['R&D']);
    expect(names(expectOk<any[]>(await children(ids['Head office'])))).toEqual(['R&D+', 'Sales']);
    expectOk(await suite.admin.put(`${page}/tree/move`, { id: ids.North, parentId: null }));
    expect(names(expectOk<any[]>(await children()))).toEqual(['Head office+', 'North']);
    expectOk(await suite.admin.put(`${page}/tree/move`, { id: ids.North, parentId: ids.Sales }));
  });

  it('refuses a move under the node itself or one of its descendants, changing nothing', async () => {
    for (const parent of ['Head office', 'Sales', 'North']) {
      const res = await suite.admin.put(`${page}/tree/move`, { id: ids['Head office'], parentId: ids[parent] });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('A node cannot be moved under itself or one of its descendants');
    }
    expect(names(expectOk<any[]>(await children()))).toEqual(['Head office+']);
    const missing = await suite.admin.put(`${page}/tree/move`, { id: ids.Sales, parentId: 'no-such-node' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('The new parent node does not exist');
  });

  it('refuses to delete the last root node, alone or in a batch, and deletes others', async () => {
    const res = await suite.admin.delete(`${page}/data/${ids['Head office']}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The last root node cannot be deleted');
    const batch = await suite.admin.post(`${page}/batchDelete`, { ids: [ids['Head office'], ids['R&D']] });
    expect(batch.status).toBe(400);
    expect(batch.body.message).toBe('The last root node cannot be deleted');
    expect(names(expectOk<any[]>(await children(ids['Head office'])))).toEqual(['R&D', 'Sales+']);
    // With a second root, the first may go.
    await add('Branch');
    expectOk(await suite.admin.delete(`${page}/data/${ids['R&D']}`));
    expectOk(await suite.admin.delete(`${page}/data/${ids.Branch}`).then((r) => r));
    expect(names(expectOk<any[]>(await children()))).toEqual(['Head office+']);
  });

  it('is refused on a page without tree fields, and to callers who may not open the page', async () => {
    const view = expectOk<any>(await suite.admin.get('/api/eform/manage/view/queryByCode?code=dept_list'));
    const { treeConfig: _t, ...plain } = view;
    expectOk(await suite.admin.put('/api/eform/manage/view/edit', { ...plain, viewType: 'table' }));
    const res = await children();
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The page is not a tree: set its parent and label fields');
    const again = expectOk<any>(await suite.admin.get('/api/eform/manage/view/queryByCode?code=dept_list'));
    expectOk(await suite.admin.put('/api/eform/manage/view/edit', { ...again, viewType: 'tree', treeConfig: { parentField: 'parent_id', labelField: 'name' } }));
    const user = await suite.server.login('user');
    expect((await user.post(`${page}/tree/children`, {})).status).toBe(403);
    expect((await suite.server.anonymous().post(`${page}/tree/children`, {})).status).toBe(401);
  });
});
