// The dataset result cache: Given datasets over known sales, one with a cache time and one without, When widgets read
// them, rows are written beside the platform and through it, and users with different data rules read the same widget,
// Then a cached dataset answers its former rows until a record is written through the platform, a dataset without a
// cache time reads the table each time, parameter values and each user's data scope get rows of their own.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiSuite, startPeerInstance, TEST_DB, type ApiClient } from '../support/server.ts';
import { createRole, createUser, STRONG_PASSWORD } from '../support/identity.ts';
import { expectOk } from './eform-fixtures.ts';
import { salesByRegion, setUpSales } from './report-fixtures.ts';

const byRegion = { colCode: 'region', op: 'eq', param: 'region' };
const suite = apiSuite({}, async (s) => {
  await setUpSales(s);
  expectOk(await s.admin.post('/api/eform/manage/tableModel/generate', { tableName: 'sale' }));
  expectOk(await s.admin.post('/api/eform/manage/dataset/add', salesByRegion({ datasetCode: 'cached_sales', cacheTime: 600 })));
  expectOk(await s.admin.post('/api/eform/manage/dataset/add', salesByRegion({ datasetCode: 'fresh_sales', cacheTime: 0 })));
  expectOk(await s.admin.post('/api/eform/manage/dataset/add', salesByRegion({
    datasetCode: 'region_sales', cacheTime: 600, parameters: [{ parameterKey: 'region', defaultValue: 'north' }], filters: [byRegion],
  })));
  for (const [widgetCode, datasetCode] of [['cached_pie', 'cached_sales'], ['fresh_pie', 'fresh_sales'], ['region_pie', 'region_sales']]) {
    expectOk(await s.admin.post('/api/eform/manage/widget/add', {
      widgetName: widgetCode, widgetCode, widgetType: 'Pie', datasetCode, options: { measures: ['total_qty'] },
    }));
  }
});

const data = (code: string, client: ApiClient = suite.admin, query = '') => client.get(`/api/eform/engine/widget/${code}/data${query}`);
/** Region → total quantity as the widget draws it. */
const totals = async (code: string, client?: ApiClient, query?: string) =>
  Object.fromEntries(expectOk<any[]>(await data(code, client, query)).map((r) => [r.region, r.total_qty]));
/** A sale written beside the platform (as another program would): no notification. */
const besideThePlatform = (region: string, qty: number) =>
  suite.server.tenantSql('insert into sale (id, region, product, qty, price) values (gen_random_uuid(), $1, $2, $3, $4)', [region, 'tea', qty, 1]);

describe('dataset result cache', () => {
  it('Given a cached dataset read once, When rows change beside the platform, Then it answers its former rows; a dataset without a cache time reads them; a record written through the platform drops the cache', async () => {
    expect(await totals('cached_pie')).toEqual({ east: 3, north: 7, south: 6 });
    expect(await totals('fresh_pie')).toEqual({ east: 3, north: 7, south: 6 });
    await besideThePlatform('north', 100);
    // A hit: the cached rows, not the table's.
    expect(await totals('cached_pie')).toEqual({ east: 3, north: 7, south: 6 });
    // Cache time 0: off.
    expect(await totals('fresh_pie')).toEqual({ east: 3, north: 107, south: 6 });
    // Written through the platform (the records of the table's page): the cached rows are dropped on commit.
    expectOk(await suite.admin.post('/api/eform/engine/view/sale_list/data', { region: 'east', product: 'rice', qty: 1, price: 1 }));
    expect(await totals('cached_pie')).toEqual({ east: 4, north: 107, south: 6 });
    // And cached again from there.
    await besideThePlatform('south', 50);
    expect(await totals('cached_pie')).toEqual({ east: 4, north: 107, south: 6 });
  });

  it('Given another server instance holding the rows (on PostgreSQL; the embedded database has one), When a record is written through this one, Then that instance drops them too', async () => {
    const peer = TEST_DB === 'postgres' ? await startPeerInstance(suite.server) : undefined;
    const there = peer ? peer.as(suite.admin) : suite.admin;
    try {
      const before = await totals('cached_pie', there);
      await besideThePlatform('west', 5);
      expect(await totals('cached_pie', there)).toEqual(before);
      expectOk(await suite.admin.post('/api/eform/engine/view/sale_list/data', { region: 'west', product: 'tea', qty: 1, price: 1 }));
      // The notification reaches every instance when the write commits: the table's rows as they now are.
      const now = await totals('fresh_pie');
      expect(now.west).toBe(6);
      await expect.poll(() => totals('cached_pie', there)).toEqual(now);
    } finally {
      await peer?.stop();
    }
  });

  it('Given a dataset with a parameter, When read with different values, Then each value gets its own rows (cached each)', async () => {
    const north = await totals('region_pie', suite.admin, '?region=north');
    expect(Object.keys(north)).toEqual(['north']);
    expect(Object.keys(await totals('region_pie', suite.admin, '?region=east'))).toEqual(['east']);
    // The default value is north: the same key as north given.
    expect(await totals('region_pie')).toEqual(north);
  });

  it('Given users whose data rules on the widget\'s menu item differ, When each reads the cached widget, Then each sees only their rows', async () => {
    const menu = expectOk<any>(await suite.admin.post('/api/system/permission/add', {
      name: 'Cached sales', menuType: 0, back: '0', url: '/report/widget/cached_pie', component: 'report/widget',
    }));
    const reader = async (region: string) => {
      const roleId = await createRole(suite.admin, [], { back: '0' });
      expectOk(await suite.admin.post('/api/system/permission/saveRolePermission', { roleId, permissionIds: [menu.id] }));
      const { db, boot } = suite.server.platform;
      await db.inTenant(boot.defaultTenantId, async (em) => {
        const rule = randomUUID();
        await em.execute(
          `insert into sys_permission_data_rule (id, permission_id, rule_name, rule_column, rule_conditions, rule_value) values (?, ?, ?, 'region', 'eq', ?)`,
          [rule, menu.id, `Region ${region}`, region],
        );
        await em.execute(`insert into sys_role_data_rule (role_id, rule_id) values (?, ?)`, [roleId, rule]);
      });
      await db.changes.fence();
      const user = await createUser(suite.admin, { selectedRole: [roleId] });
      return suite.server.login(user.username, STRONG_PASSWORD);
    };
    const north = await reader('north');
    const south = await reader('south');
    const truth = await totals('fresh_pie');
    // Read one after the other and again: each under their own scope, never the other's rows.
    expect(await totals('cached_pie', north)).toEqual({ north: truth.north });
    expect(await totals('cached_pie', south)).toEqual({ south: truth.south });
    // The second reads are hits of their own keys: a sale written beside the platform is not seen yet.
    await besideThePlatform('north', 1000);
    expect(await totals('cached_pie', north)).toEqual({ north: truth.north });
    expect(await totals('cached_pie', south)).toEqual({ south: truth.south });
    expect(Object.keys(await totals('cached_pie')).sort()).toEqual(Object.keys(truth).sort());
  });
});
