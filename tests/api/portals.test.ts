// Portals: Given widgets over known rows, When portals are saved, Then they are validated (12 columns, no overlap,
// widgets, pages, menus and roles that exist) and versioned; a user gets the first of their roles' portals by
// priority, else the default of the portal settings; the widgets on it are read through the portal by that user, and
// nobody else; the settings' portal type reaches getUserPermissionByToken.
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@yc/engine';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { createRole, createUser, signedInWith, STRONG_PASSWORD } from '../support/identity.ts';
import { expectOk } from './eform-fixtures.ts';
import { salesByRegion, setUpSales } from './report-fixtures.ts';

const suite = apiSuite({}, async (s) => {
  await setUpSales(s);
  expectOk(await s.admin.post('/api/eform/manage/dataset/add', salesByRegion()));
  for (const [code, type] of [['qty_pie', 'Pie'], ['qty_bar', 'Column']]) {
    expectOk(await s.admin.post('/api/eform/manage/widget/add', {
      widgetName: code, widgetCode: code, widgetType: type, datasetCode: 'sales_by_region', options: { measures: ['total_qty'] },
    }));
  }
});
const base = '/api/eform/manage/portal';
const widget = (i: string, x: number, y: number, widgetCode = 'qty_pie') => ({ i, x, y, w: 6, h: 4, widgetCode });
const portal = (extra: Record<string, unknown> = {}) => ({
  portalName: 'Sales home', portalCode: 'sales_home', items: [widget('a', 0, 0), widget('b', 6, 0, 'qty_bar')], ...extra,
});
const mine = (client = suite.admin) => client.get('/api/eform/engine/portal');
const itemData = (code: string, i: string, client = suite.admin) => client.get(`/api/eform/engine/portal/${code}/item/${i}/data`);

describe('portals', () => {
  it('are added, read, listed, edited at their version and deleted', async () => {
    const added = expectOk<any>(await suite.admin.post(`${base}/add`, portal({ portalCode: 'crud_home' })));
    expect(added.version).toBe(1);
    const read = expectOk<any>(await suite.admin.get(`${base}/queryByCode?code=crud_home`));
    expect(read.items).toHaveLength(2);
    const edited = expectOk<any>(await suite.admin.put(`${base}/edit`, { ...read, portalName: 'Renamed' }));
    expect(edited.version).toBe(2);
    expect((await suite.admin.put(`${base}/edit`, { ...read, portalName: 'Stale' })).status).toBe(409);
    expect(expectOk<any>(await suite.admin.get(`${base}/list?keyword=Renamed`)).records.map((r: any) => r.portalCode)).toEqual(['crud_home']);
    expect(expectOk<any[]>(await suite.admin.get(`${base}/history?code=crud_home`)).map((h) => h.version)).toEqual([2, 1]);
    expectOk(await suite.admin.delete(`${base}/delete?code=crud_home`));
    expect((await suite.admin.get(`${base}/queryByCode?code=crud_home`)).status).toBe(404);
  });

  it('keep the widgets they place: a widget on a portal is not deleted until the portal lets it go', async () => {
    expectOk(await suite.admin.post('/api/eform/manage/widget/add', {
      widgetName: 'Placed', widgetCode: 'placed_pie', widgetType: 'Pie', datasetCode: 'sales_by_region', options: { measures: ['total_qty'] },
    }));
    const added = expectOk<any>(await suite.admin.post(`${base}/add`, portal({ portalCode: 'keeper', items: [widget('a', 0, 0, 'placed_pie')] })));
    const refused = await suite.admin.delete('/api/eform/manage/widget/delete?code=placed_pie');
    expect([refused.status, refused.body.message]).toEqual([400, 'The widget is placed on portal keeper; remove it from the portal first']);
    expect((await suite.admin.get('/api/eform/manage/widget/queryByCode?code=placed_pie')).status).toBe(200);
    expectOk(await suite.admin.put(`${base}/edit`, { ...added, items: [widget('a', 0, 0)] }));
    expectOk(await suite.admin.delete('/api/eform/manage/widget/delete?code=placed_pie'));
  });

  it.each([
    ['an item past the 12th column', { items: [{ ...widget('a', 8, 0) }] }, '/items/0/w', 'A portal item must fit in the 12-column grid'],
    ['overlapping items', { items: [widget('a', 0, 0), widget('b', 3, 2)] }, '/items/1/y', 'Portal item b overlaps item a'],
    ['a repeated key', { items: [widget('a', 0, 0), widget('a', 6, 0)] }, '/items/1/i', 'Portal item key cannot be repeated'],
    ['an unknown widget', { items: [widget('a', 0, 0, 'gone')] }, '/items/0/widgetCode', 'Report widget gone does not exist'],
    ['an unknown page', { items: [{ i: 'l', x: 0, y: 0, w: 4, h: 3, itemType: 'list', viewCode: 'no_page' }] }, '/items/0/viewCode', 'Page no_page does not exist'],
    ['an unknown menu', { items: [{ i: 's', x: 0, y: 0, w: 4, h: 3, itemType: 'shortcut', menuIds: ['not-a-menu'] }] }, '/items/0/menuIds/0', 'Menu not-a-menu does not exist'],
    ['an unknown role', { roleCodes: ['no_role'] }, '/roleCodes/0', 'Role no_role does not exist'],
    ['a widget item without its widget', { items: [{ i: 'a', x: 0, y: 0, w: 4, h: 3 }] }, '/items/0/widgetCode', 'Choose the report widget the item draws'],
  ])('refuses %s and writes nothing', async (_name, extra, path, message) => {
    const res = await suite.admin.post(`${base}/add`, portal({ portalCode: 'refused', ...extra }));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(JSON.stringify(res.body.result)).toContain(path);
    expect((await suite.admin.get(`${base}/queryByCode?code=refused`)).status).toBe(404);
  });

  it('accepts overlapping items where the portal allows it', async () => {
    expectOk(await suite.admin.post(`${base}/add`, portal({ portalCode: 'layered', allowOverlap: true, items: [widget('a', 0, 0), widget('b', 3, 2)] })));
  });

  it('Given portals for roles and a default, When users of those roles open their portal, Then the first by priority, else the default', async () => {
    const salesRole = await createRole(suite.admin, [], { roleCode: 'r_sales', back: '0' });
    const bossRole = await createRole(suite.admin, [], { roleCode: 'r_boss', back: '0' });
    const clerkRole = await createRole(suite.admin, [], { roleCode: 'r_clerk', back: '0' });
    expectOk(await suite.admin.post(`${base}/add`, portal({ roleCodes: ['r_sales'], priority: 5 })));
    expectOk(await suite.admin.post(`${base}/add`, portal({ portalCode: 'boss_home', portalName: 'Boss', roleCodes: ['r_boss', 'r_sales'], priority: 1, items: [widget('x', 0, 0, 'qty_bar')] })));
    expectOk(await suite.admin.post(`${base}/add`, portal({ portalCode: 'everyone', portalName: 'Everyone', items: [] })));

    const salesUser = await createUser(suite.admin, { selectedRole: [salesRole] });
    const bossUser = await createUser(suite.admin, { selectedRole: [bossRole] });
    const clerk = await createUser(suite.admin, { selectedRole: [clerkRole] });
    const sales = await suite.server.login(salesUser.username, STRONG_PASSWORD);
    const boss = await suite.server.login(bossUser.username, STRONG_PASSWORD);
    const clerkClient = await suite.server.login(clerk.username, STRONG_PASSWORD);

    // Sales holds two portals' role: boss_home comes first (priority 1).
    expect(expectOk<any>(await mine(sales)).portal.portalCode).toBe('boss_home');
    const own = expectOk<any>(await mine(boss)).portal;
    expect(own.portalCode).toBe('boss_home');
    expect(own.items[0].card.widget.widgetCode).toBe('qty_bar');
    expect(expectOk<any>(await mine(clerkClient)).portal).toBeNull();

    // The settings name the default portal (and the portal type getUserPermissionByToken reports).
    expect((await suite.admin.put(`${base}/settings`, { portalType: 2, defaultPortal: 'gone' })).body.message).toBe('Portal gone does not exist');
    expect(expectOk<any>(await suite.admin.put(`${base}/settings`, { portalType: 2, defaultPortal: 'everyone' }))).toEqual({ portalType: 2, defaultPortal: 'everyone' });
    expect(expectOk<any>(await mine(clerkClient))).toMatchObject({ portalType: 2, portal: { portalCode: 'everyone' } });
    expect(expectOk<any>(await clerkClient.get('/api/system/permission/getUserPermissionByToken')).portalType).toBe(2);
    expectOk(await suite.admin.put(`${base}/settings`, { portalType: 1, defaultPortal: 'everyone' }));
    expect(expectOk<any>(await clerkClient.get('/api/system/permission/getUserPermissionByToken')).portalType).toBe(1);

    // Widget rows through the user's own portal; another portal's items are closed to them.
    const rows = expectOk<any[]>(await itemData('boss_home', 'x', boss));
    expect(rows.map((r) => [r.region, r.total_qty])).toEqual([['east', 3], ['north', 7], ['south', 6]]);
    expect((await itemData('sales_home', 'a', boss)).status).toBe(403);
    expect((await itemData('boss_home', 'x', clerkClient)).status).toBe(403);
    expect((await itemData('boss_home', 'nope', boss)).body.message).toBe('The portal has no item nope');
    // Designers who may list portals preview any portal's widgets.
    expect((await itemData('sales_home', 'a')).status).toBe(200);
    expect((await suite.server.anonymous().get('/api/eform/engine/portal')).status).toBe(401);

    // What a widget's read needs is kept per user, and dropped when the settings take the default portal away.
    const all = (client: ApiClient) => client.post('/api/eform/engine/portal/boss_home/data', {});
    expectOk(await suite.admin.put(`${base}/settings`, { portalType: 1, defaultPortal: 'boss_home' }));
    for (let read = 0; read < 2; read += 1) {
      expect((await itemData('boss_home', 'x', clerkClient)).status).toBe(200);
      expect(Object.keys(expectOk<any>(await all(clerkClient)))).toEqual(['x']);
    }
    expectOk(await suite.admin.put(`${base}/settings`, { portalType: 1, defaultPortal: 'everyone' }));
    expect((await itemData('boss_home', 'x', clerkClient)).status).toBe(403);
    expect((await all(clerkClient)).status).toBe(403);
  });

  it('Given shortcuts, When a user opens the portal, Then only the menus they are granted', async () => {
    const menus = expectOk<any>(await suite.admin.post('/api/system/permission/add', { name: 'Orders', menuType: 0, back: '0', url: '/front/orders', component: 'layout/RouteView' }));
    const hidden = expectOk<any>(await suite.admin.post('/api/system/permission/add', { name: 'Secret', menuType: 0, back: '0', url: '/front/secret', component: 'layout/RouteView' }));
    const roleId = await createRole(suite.admin, [], { roleCode: 'r_short', back: '0' });
    expectOk(await suite.admin.post('/api/system/permission/saveRolePermission', { roleId, permissionIds: [menus.id] }));
    expectOk(await suite.admin.post(`${base}/add`, {
      portalName: 'Shortcuts', portalCode: 'short_home', roleCodes: ['r_short'],
      items: [{ i: 's', x: 0, y: 0, w: 4, h: 2, itemType: 'shortcut', menuIds: [hidden.id, menus.id] }, { i: 't', x: 4, y: 0, w: 4, h: 2, itemType: 'todo' }],
    }));
    const user = await createUser(suite.admin, { selectedRole: [roleId] });
    const client = await suite.server.login(user.username, STRONG_PASSWORD);
    const got = expectOk<any>(await mine(client)).portal;
    expect(got.items[0].menus.map((m: any) => m.name)).toEqual(['Orders']);
    expect(got.items[1].itemType).toBe('todo');
  });

  it('opens the portal screens to their permissions only', async () => {
    const reader = await signedInWith(suite.server, suite.admin, [PERMISSIONS.eform.portal.list]);
    expect((await reader.client.get(`${base}/list`)).status).toBe(200);
    expect((await reader.client.get(`${base}/settings`)).status).toBe(200);
    expect((await reader.client.post(`${base}/add`, portal({ portalCode: 'not_mine' }))).status).toBe(403);
    expect((await reader.client.put(`${base}/settings`, { portalType: 1, defaultPortal: null })).status).toBe(403);
    const nobody = await signedInWith(suite.server, suite.admin, []);
    expect((await nobody.client.get(`${base}/list`)).status).toBe(403);
  });
});
