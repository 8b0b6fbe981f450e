// Layout pages at run time (the records runtime GET /api/eform/engine/view/{viewCode}): the page and its blocks for
// whoever may open it, a broken layout refused on save, and the blocks' own pages opened through the layout page's
// menu (and no other page with them); the former /layout call is gone.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiSuite } from '../support/server.ts';
import { expectOk, setUpCustomer } from './eform-fixtures.ts';

const suite = apiSuite();

const board = {
  viewName: 'Customer board',
  viewCode: 'customer_board',
  viewType: 'layout',
  groupCode: 'crm',
  columns: [],
  layout: {
    blocks: [
      { key: 'all', kind: 'list', viewCode: 'customer_list', x: 0, y: 0, w: 12, h: 8 },
      { key: 'same', kind: 'list', viewCode: 'customer_list', x: 12, y: 0, w: 12, h: 8 },
    ],
    links: [{ source: 'all', target: 'same', field: 'name', sourceField: 'name' }],
  },
};

let user: ApiClient;
beforeAll(async () => {
  await setUpCustomer(suite.admin, { generate: true });
  const list = expectOk<any>(await suite.admin.get('/api/eform/manage/view/queryByCode?code=customer_list'));
  const { id: _id, version: _version, ...rest } = list;
  expectOk(await suite.admin.post('/api/eform/manage/view/add', { ...rest, viewCode: 'customer_other', viewName: 'Other' }));
  expectOk(await suite.admin.post('/api/eform/manage/view/add', board));
  user = await suite.server.login('user');
});

describe('a layout page', () => {
  it('is read with its blocks and links by a designer', async () => {
    const { view, form } = expectOk<any>(await suite.admin.get('/api/eform/engine/view/customer_board'));
    expect(view.layout).toEqual(board.layout);
    expect(form).toBeUndefined();
  });

  it('is refused on save where a link names no block, with the rule message', async () => {
    const broken = { ...board, viewCode: 'broken_board', layout: { ...board.layout, links: [{ source: 'nowhere', target: 'same', field: 'name' }] } };
    const res = await suite.admin.post('/api/eform/manage/view/add', broken);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Block nowhere does not exist');
    expect((await suite.admin.get('/api/eform/engine/view/broken_board')).status).toBe(404);
  });

  it('answers a page of another type with its form, not blocks; the former /layout call no longer exists', async () => {
    const { view, form } = expectOk<any>(await suite.admin.get('/api/eform/engine/view/customer_list'));
    expect(view.layout).toBeUndefined();
    expect(form.fields.length).toBeGreaterThan(0);
    expect((await suite.admin.get('/api/eform/engine/view/customer_board/layout')).status).toBe(404);
  });
});

describe('end users', () => {
  it('may open neither the layout page nor its blocks without a menu', async () => {
    expect((await user.get('/api/eform/engine/view/customer_board')).status).toBe(403);
    expect((await user.post('/api/eform/engine/view/customer_list/list', {})).status).toBe(403);
  });

  it('open the blocks through the layout page\'s menu, and no other page with them', async () => {
    const { db, boot } = suite.server.platform;
    await db.inTenant(boot.defaultTenantId, async (em) => {
      const menu = randomUUID();
      await em.execute(
        `insert into sys_permission (id, code, name, menu_type, back, sort_no, component, url) values (?, 'board', 'Board', 1, '0', 5, 'eform/view', '/eform/view/customer_board')`,
        [menu],
      );
      await em.execute(`insert into sys_role_permission (role_id, permission_id) select id, ? from sys_role where role_code = 'general'`, [menu]);
    });
    await db.changes.fence();
    expectOk(await suite.admin.post('/api/eform/engine/view/customer_list/data', { name: 'Ann', code: 'A1' }));
    const { view } = expectOk<any>(await user.get('/api/eform/engine/view/customer_board'));
    expect(view.layout.blocks).toHaveLength(2);
    const rows = expectOk<any>(await user.post('/api/eform/engine/view/customer_list/list', {}));
    expect(rows.records.map((r: any) => r.name)).toEqual(['Ann']);
    expect((await user.post('/api/eform/engine/view/customer_other/list', {})).status).toBe(403);
  });
});
