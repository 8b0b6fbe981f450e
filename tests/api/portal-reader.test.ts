// A portal's widget data read after the request's transaction, the aggregate on the tenant's read connection (#40 item
// 4): Given a portal whose chart aggregates a table model (no result cache) and a user whose data rule on the chart's
// menu item is region = north, When they read the chart through the item, the batch, the portal with its data and the
// widget's own route, Then every answer holds the same rows, theirs only, with every measure as the dataset defines it.
// On PostgreSQL, Given the table locked by another session (the aggregate then waits as a runaway one would), When the
// chart is read, Then the reader's statement time-out cancels it on the read connection (no ORM connection waits): a
// 400 with the time-out's text in either language; the server answers other requests meanwhile and the chart afterwards.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { apiSuite, TEST_DB, type ApiClient } from '../support/server.ts';
import { createRole, createUser, STRONG_PASSWORD } from '../support/identity.ts';
import { expectOk } from './eform-fixtures.ts';
import { salesByRegion, setUpSales } from './report-fixtures.ts';

const menus = { widget: '', portalRole: '' };
/** The reader's statement time-out this server is given (DB_READ_TIMEOUT_MS; the default is 5000). */
const READ_STATEMENT_TIMEOUT_MS = 4_000;

const suite = apiSuite({ env: { DB_READ_TIMEOUT_MS: String(READ_STATEMENT_TIMEOUT_MS) } }, async (s) => {
  await setUpSales(s);
  expectOk(await s.admin.post('/api/eform/manage/dataset/add', salesByRegion({ datasetCode: 'live_sales' })));
  expectOk(await s.admin.post('/api/eform/manage/widget/add', {
    widgetName: 'Sales', widgetCode: 'live_bar', widgetType: 'Bar', datasetCode: 'live_sales', options: { measures: ['total_qty'] },
  }));
  menus.widget = expectOk<any>(await s.admin.post('/api/system/permission/add', {
    name: 'Live sales chart', menuType: 0, back: '0', url: '/report/widget/live_bar', component: 'report/widget',
  })).id;
  menus.portalRole = await createRole(s.admin, [], { roleCode: 'r_live', back: '0' });
  expectOk(await s.admin.post('/api/eform/manage/portal/add', {
    portalName: 'Live home', portalCode: 'live_home', roleCodes: ['r_live'], items: [{ i: 'chart', x: 0, y: 0, w: 6, h: 4, widgetCode: 'live_bar' }],
  }));
});

/** A user of the portal's role and of a role granted the chart's menu item with the rule region = `region` (set as an administrator does). */
async function reader(region: string): Promise<ApiClient> {
  const roleId = await createRole(suite.admin, [], { back: '0' });
  expectOk(await suite.admin.post('/api/system/permission/saveRolePermission', { roleId, permissionIds: [menus.widget] }));
  const rule = expectOk<{ id: string }>(await suite.admin.post('/api/system/permission/addPermissionRule', {
    permissionId: menus.widget, ruleName: `Region ${region}`, ruleColumn: 'region', ruleConditions: 'eq', ruleValue: region,
  }));
  expectOk(await suite.admin.post('/api/system/role/datarule', { roleId, permissionId: menus.widget, ruleIds: [rule.id] }));
  const user = await createUser(suite.admin, { selectedRole: [roleId, menus.portalRole] });
  return suite.server.login(user.username, STRONG_PASSWORD);
}

const itemData = (client: ApiClient, query = '') => client.get(`/api/eform/engine/portal/live_home/item/chart/data${query}`);

/** The chart's rows by the four routes that answer them (the portal with its data: for a user whose portal it is); they must agree. */
async function everyRoute(client: ApiClient, own = true): Promise<any[]> {
  const item = expectOk<any[]>(await itemData(client));
  const batch = expectOk<Record<string, any[]>>(await client.post('/api/eform/engine/portal/live_home/data', {}));
  const withData = expectOk<any>(await client.get('/api/eform/engine/portal?with=data'));
  const widget = expectOk<any[]>(await client.get('/api/eform/engine/widget/live_bar/data'));
  expect(batch).toEqual({ chart: item });
  expect(withData.data).toEqual(own ? { chart: item } : undefined);
  expect(widget).toEqual(item);
  return item;
}

describe('a portal\'s widget data on the read connection', () => {
  it('Given a user whose data rule is region north, When they read the chart by every route, Then the same rows: theirs only, each measure as defined; a designer reads every region', async () => {
    const north = await reader('north');
    // Twice: the second read takes the cached plan (no transaction) and runs the aggregate again (no result cache).
    for (let round = 0; round < 2; round++) {
      const rows = await everyRoute(north);
      expect(rows).toHaveLength(1);
      // north: (qty 2, price 10), (4, 5), (1, 3).
      expect(rows[0]).toMatchObject({ region: 'north', total_qty: 7, sales: 3, least_qty: 1, most_qty: 4, revenue: 43 });
      expect(Number(rows[0].avg_qty)).toBeCloseTo(7 / 3, 5);
    }
    // The designer previews the portal (not theirs: no portal of their own).
    const all = await everyRoute(suite.admin, false);
    expect(Object.fromEntries(all.map((r) => [r.region, [r.total_qty, r.sales]]))).toEqual({ north: [7, 3], south: [6, 2], east: [3, 1] });
  });

  // PostgreSQL only, and not registered on PGlite (one connection, no reader, no second session to hold a lock).
  if (TEST_DB === 'postgres') it('Given the table locked by another session, When the chart is read, Then it is cancelled by the reader\'s time-out with a clear 400 in both languages, other requests answered meanwhile, and the chart read again once the lock is gone', async () => {
    const south = await reader('south');
    expect(await everyRoute(south)).toMatchObject([{ region: 'south', total_qty: 6 }]);
    const [{ schema }] = (await suite.server.sql<{ schema: string }>('select yc_tenant_schema($1) as schema', [suite.server.platform.boot.defaultTenantId])) as [{ schema: string }];
    const locker = new pg.Client({ connectionString: suite.server.config.databaseUrl });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query(`lock table "${schema}".sale in access exclusive mode`);
      const started = Date.now();
      const [english, chinese] = [itemData(south), itemData(south, '?lang=zh_CN')];
      // While they wait on the lock (the same aggregate asked twice runs once): on a read connection, none of the ORM's.
      await expect.poll(async () => (await suite.server.sql<{ app: string }>(
        `select application_name as app from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      )).map((r) => r.app), { timeout: READ_STATEMENT_TIMEOUT_MS / 2 }).toEqual(['yc-reader']);
      // The server keeps serving: the portal itself and a metadata read answer at once.
      expect(expectOk<any>(await south.get('/api/eform/engine/portal')).portal.portalCode).toBe('live_home');
      expectOk(await suite.admin.get('/api/eform/manage/widget/queryByCode?code=live_bar'));
      const [en, zh] = await Promise.all([english, chinese]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(READ_STATEMENT_TIMEOUT_MS - 100);
      expect([en.status, zh.status]).toEqual([400, 400]);
      expect(en.body.message).toBe(`The query ran longer than ${READ_STATEMENT_TIMEOUT_MS} ms and was stopped`);
      expect(zh.body.message).toBe(`查询运行超过 ${READ_STATEMENT_TIMEOUT_MS} 毫秒，已被终止`);
      // The batch refuses the same way (one item timed out).
      const batchStarted = Date.now();
      const batch = await south.post('/api/eform/engine/portal/live_home/data', {});
      expect(batch.status).toBe(400);
      expect(batch.body.message).toBe(en.body.message);
      expect(Date.now() - batchStarted).toBeLessThan(READ_STATEMENT_TIMEOUT_MS * 3);
    } finally {
      await locker.query('rollback').catch(() => undefined);
      await locker.end();
    }
    // The read connections that were cancelled serve the next reads.
    expect(await everyRoute(south)).toMatchObject([{ region: 'south', total_qty: 6 }]);
  }, 60_000);
});
