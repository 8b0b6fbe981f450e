// A portal's items under the caller's data rules: Given one portal with a widget over a cached dataset and a list of
// the sales page, and users of the portal's role whose data rules (region north, region south) sit on the menu items
// showing the widget and the page, When each opens the portal and reads its items, Then each sees only their rows —
// the widget's aggregated rows (cached per scope, never answered with another user's) and the list's records (read
// through the page's records API, which needs the page on one of their menus); a user with the portal but not the
// page is refused its rows; a designer previewing the portal sees every row.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { createRole, createUser, STRONG_PASSWORD } from '../support/identity.ts';
import { expectOk } from './eform-fixtures.ts';
import { salesByRegion, setUpSales } from './report-fixtures.ts';

const menus = { widget: '', page: '', portalRole: '' };
const suite = apiSuite({}, async (s) => {
  await setUpSales(s);
  expectOk(await s.admin.post('/api/eform/manage/tableModel/generate', { tableName: 'sale' }));
  expectOk(await s.admin.post('/api/eform/manage/dataset/add', salesByRegion({ datasetCode: 'ruled_sales', cacheTime: 600 })));
  expectOk(await s.admin.post('/api/eform/manage/widget/add', {
    widgetName: 'Sales', widgetCode: 'ruled_pie', widgetType: 'Pie', datasetCode: 'ruled_sales', options: { measures: ['total_qty'] },
  }));
  menus.widget = expectOk<any>(await s.admin.post('/api/system/permission/add', {
    name: 'Sales chart', menuType: 0, back: '0', url: '/report/widget/ruled_pie', component: 'report/widget',
  })).id;
  menus.page = expectOk<any>(await s.admin.post('/api/system/permission/add', {
    name: 'Sales page', menuType: 0, back: '0', url: '/eform/view/sale_list', component: 'eform/view',
  })).id;
  menus.portalRole = await createRole(s.admin, [], { roleCode: 'r_ruled', back: '0' });
  expectOk(await s.admin.post('/api/eform/manage/portal/add', {
    portalName: 'Sales home', portalCode: 'ruled_home', roleCodes: ['r_ruled'], items: [
      { i: 'chart', x: 0, y: 0, w: 6, h: 4, widgetCode: 'ruled_pie' },
      { i: 'sales', x: 6, y: 0, w: 6, h: 4, itemType: 'list', viewCode: 'sale_list', rows: 10 },
    ],
  }));
});

/** A user of the portal's role and of a role granted the widget's and the page's menus with the rule region = `region`. */
async function reader(region: string, withPage = true): Promise<ApiClient> {
  const roleId = await createRole(suite.admin, [], { back: '0' });
  expectOk(await suite.admin.post('/api/system/permission/saveRolePermission', { roleId, permissionIds: withPage ? [menus.widget, menus.page] : [menus.widget] }));
  const { db, boot } = suite.server.platform;
  await db.inTenant(boot.defaultTenantId, async (em) => {
    for (const menu of [menus.widget, menus.page]) {
      const rule = randomUUID();
      await em.execute(
        `insert into sys_permission_data_rule (id, permission_id, rule_name, rule_column, rule_conditions, rule_value) values (?, ?, ?, 'region', 'eq', ?)`,
        [rule, menu, `Region ${region}`, region],
      );
      await em.execute(`insert into sys_role_data_rule (role_id, rule_id) values (?, ?)`, [roleId, rule]);
    }
  });
  await db.changes.fence();
  const user = await createUser(suite.admin, { selectedRole: [roleId, menus.portalRole] });
  return suite.server.login(user.username, STRONG_PASSWORD);
}

/** Region → total quantity of the portal's chart as `client` reads it. */
const chart = async (client: ApiClient) =>
  Object.fromEntries(expectOk<any[]>(await client.get('/api/eform/engine/portal/ruled_home/item/chart/data')).map((r) => [r.region, r.total_qty]));
/** The regions of the list item's records as `client` reads them (the console's PortalList calls the page's list). */
const listed = async (client: ApiClient) =>
  (expectOk<any>(await client.post('/api/eform/engine/view/sale_list/list', { pageSize: 10 })).records as any[]).map((r) => r.region).sort();

describe('a portal\'s items under the caller\'s data rules', () => {
  it('Given two users with different data rules on one portal, When each reads its chart and list, Then each sees only their rows, cached results never crossing', async () => {
    const north = await reader('north');
    const south = await reader('south');
    for (const client of [north, south]) expect(expectOk<any>(await client.get('/api/eform/engine/portal')).portal.portalCode).toBe('ruled_home');

    // One after the other, twice (the second reads are cache hits of each user's own scope).
    for (let round = 0; round < 2; round++) {
      expect(await chart(north)).toEqual({ north: 7 });
      expect(await chart(south)).toEqual({ south: 6 });
    }
    // The designer previewing the portal (every row) is not answered with a user's cached rows, nor they with theirs.
    expect(await chart(suite.admin)).toEqual({ east: 3, north: 7, south: 6 });
    expect(await chart(north)).toEqual({ north: 7 });

    // The list item's records come through the page's records API, under the same rules.
    expect(await listed(north)).toEqual(['north', 'north', 'north']);
    expect(await listed(south)).toEqual(['south', 'south']);
    expect((await listed(suite.admin)).length).toBe(6);
  });

  it('Given a user with the portal but not the list\'s page, When they read the list item\'s rows, Then refused; the chart still under their rules', async () => {
    const east = await reader('east', false);
    expect(expectOk<any>(await east.get('/api/eform/engine/portal')).portal.items.map((i: any) => i.i)).toEqual(['chart', 'sales']);
    expect((await east.post('/api/eform/engine/view/sale_list/list', { pageSize: 10 })).status).toBe(403);
    expect(await chart(east)).toEqual({ east: 3 });
  });

  it('Given the batch call of the portal\'s data, When users and a designer read it, Then every widget item\'s rows under each caller\'s rules as the single call answers; another portal\'s refused, an unknown one not found', async () => {
    const north = await reader('north');
    const batch = async (client: ApiClient, code = 'ruled_home') => client.post(`/api/eform/engine/portal/${code}/data`, {});
    const regions = (rows: any[]) => Object.fromEntries(rows.map((r) => [r.region, r.total_qty]));
    // Twice: the second answer comes from each scope's cached result, never another's. The list item has no rows here.
    for (let round = 0; round < 2; round++) {
      const mine = expectOk<Record<string, any[]>>(await batch(north));
      expect(Object.keys(mine)).toEqual(['chart']);
      expect(regions(mine.chart!)).toEqual({ north: 7 });
      expect(regions(expectOk<Record<string, any[]>>(await batch(suite.admin)).chart!)).toEqual({ east: 3, north: 7, south: 6 });
    }
    expect(regions(expectOk<Record<string, any[]>>(await batch(north)).chart!)).toEqual(await chart(north));
    // A portal that is not theirs (a user without portal rights), and one that does not exist.
    expectOk(await suite.admin.post('/api/eform/manage/portal/add', {
      portalName: 'Other', portalCode: 'other_home', items: [{ i: 'c', x: 0, y: 0, w: 6, h: 4, widgetCode: 'ruled_pie' }],
    }));
    expect((await batch(north, 'other_home')).status).toBe(403);
    expect((await batch(suite.admin, 'no_such_home')).status).toBe(404);
  });

  it('Given the caller\'s portal asked with its data (the HTML\'s first call), When a user with data rules and one without a portal ask it, Then the portal with every widget item\'s rows under the caller\'s rules; none for no portal; a bad `with` refused', async () => {
    const south = await reader('south');
    const mine = expectOk<any>(await south.get('/api/eform/engine/portal?with=data'));
    expect(mine.portal.portalCode).toBe('ruled_home');
    expect(Object.keys(mine.data)).toEqual(['chart']);
    expect(Object.fromEntries(mine.data.chart.map((r: any) => [r.region, r.total_qty]))).toEqual(await chart(south));
    expect(Object.fromEntries(mine.data.chart.map((r: any) => [r.region, r.total_qty]))).toEqual({ south: 6 });
    // Without `with`, the portal alone, as before.
    expect(expectOk<any>(await south.get('/api/eform/engine/portal')).data).toBeUndefined();
    // A user with no portal: none, and no data.
    const nobody = await suite.server.login((await createUser(suite.admin, { selectedRole: [await createRole(suite.admin, [], { back: '0' })] })).username, STRONG_PASSWORD);
    const none = expectOk<any>(await nobody.get('/api/eform/engine/portal?with=data'));
    expect(none.portal).toBeNull();
    expect(none.data).toBeUndefined();
    expect((await south.get('/api/eform/engine/portal?with=everything')).status).toBe(400);
  });
});
