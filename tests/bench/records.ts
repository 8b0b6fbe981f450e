// Records list benchmark: 100,000 rows in a modelled table with the index its query needs (declared on the table model,
// `vacuum analyze`d after seeding); the records list API over HTTP (filter status = paid, sort amount desc, a page of
// 20 of the first 50) against the same select and count sent straight to PostgreSQL through `pg`. The load comes from
// a separate process; rounds of API and raw alternate, at 4 and 16 clients, on the machine as it is and then while a
// busy-loop process of the bench's own keeps one core busy. Prints req/s, p50, p99 and the server's CPU per request for
// both, `ratio: X` (API / raw, the lower of the two concurrencies), `ratio (one core busy): X`, and the goals.
// Usage: npm run bench -- records   (BENCH_ROWS, BENCH_REQUESTS, BENCH_ROUNDS, BENCH_WARMUP to change the size)
import pg from 'pg';
import { compileCount, compileSelect, planListQuery, type TableModel, type UserQuery, type View } from '@yc/engine';
import { startTestServer, type ApiClient } from '../support/server.ts';
import { modelledPage, ok, ORDER_COLUMNS } from './modelled-page.ts';
import { compareSides, LoadProcess, withBusyCore } from './load-client.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// V8 optimises the request's path over its first few thousand calls: measured in rounds of 2,000 after a warm-up of 1,000,
// the server's CPU per request fell from ~0.5 ms in the first round to ~0.26 ms from the third on. Each side and
// concurrency warms up this long before its rounds, so that the rounds measure the server as it runs, not its start.
const WARMUP = Number(process.env.BENCH_WARMUP ?? 4_000);
const CONCURRENCIES = [4, 16];
const PAGES = 50;
// Issue #40: what the list may cost the server, and the ratios it should then hold.
const CPU_GOAL_MS = 0.3;
const IDLE_GOAL = 0.85;
const BUSY_GOAL = 0.75;

const model: TableModel = {
  tableName: 'bench_order',
  tableDesc: 'Orders',
  groupCode: 'bench',
  objStructure: 'main',
  persistenceType: 'db',
  columns: ORDER_COLUMNS,
  // What a modeller declares for this list: the filter column, then the sort, then the tie-breaker.
  indexes: [{ indexName: 'status_amount', columns: [{ colCode: 'status' }, { colCode: 'amount', order: 'desc' }, { colCode: 'id' }] }],
};

/** Request i: the paid orders, most expensive first, one of the first 50 pages of 20. */
const queryOf = (i: number): UserQuery => ({
  filters: [{ colCode: 'status', op: 'eq', value: 'paid' }],
  sort: { colCode: 'amount', order: 'desc' },
  pageNo: 1 + (i % PAGES),
  pageSize: 20,
});

async function setUp(admin: ApiClient): Promise<View> {
  const view = await modelledPage(admin, model, 'bench_order_list');
  const columns = view.columns.map((c) => (c.colCode === 'status' ? { ...c, isQuery: true, queryOp: 'eq' as const } : c));
  return ok<View>(admin.put('/api/eform/manage/view/edit', { ...view, columns }));
}

async function main(): Promise<void> {
  const server = await startTestServer();
  const load = new LoadProcess();
  try {
    if (!server.config.databaseUrl) throw new Error('the records bench runs on PostgreSQL (unset TEST_DB)');
    const admin = await server.login('admin');
    const view = await setUp(admin);
    const tenant = server.platform.boot.defaultTenantId;
    // The enterprise's modelled tables are in its own schema; the raw side finds them as the API does, by search_path.
    const [{ schema }] = await server.sql<{ schema: string }>(`select yc_tenant_schema($1) as schema`, [tenant]) as [{ schema: string }];
    const tenantUrl = new URL(server.config.databaseUrl);
    tenantUrl.searchParams.set('options', `-c search_path=${schema},public`);
    await server.sql(
      `insert into ${schema}.bench_order (tenant_id, create_by, order_no, customer, amount, status, order_date)
       select $1, 'bench', 'SO' || lpad(i::text, 8, '0'), 'Customer ' || (i % 1000), (i * 7919 % 100000) / 10.0,
              (array['new', 'paid', 'sent', 'closed'])[1 + i % 4], date '2020-01-01' + (i % 1500)
         from generate_series(1, $2::int) i`,
      [tenant, ROWS],
    );
    // As a user's database would have it: statistics and the visibility map up to date (vacuum runs outside a transaction).
    const maintenance = new pg.Client({ connectionString: tenantUrl.toString() });
    await maintenance.connect();
    await maintenance.query('vacuum analyze bench_order');
    await maintenance.end();

    const api = {
      kind: 'http' as const,
      url: `${server.url}/api/eform/engine/view/${view.viewCode}/list`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json', 'X-Access-Token': admin.token! },
      bodies: Array.from({ length: PAGES }, (_, i) => JSON.stringify(queryOf(i))),
      // Every fourth row is paid.
      expect: `"total":${Math.floor((ROWS + 3) / 4)}`,
    };
    // The statements the API runs for a page: the page and the total for the pager, with the enterprise's condition
    // that the API's row-level policy adds.
    const tenantOnly = { extraWhere: [{ text: '"tenant_id" = ?', values: [tenant] }] };
    const raw = {
      kind: 'pg' as const,
      connectionString: tenantUrl.toString(),
      requests: Array.from({ length: PAGES }, (_, i) => {
        const plan = planListQuery(view, model, queryOf(i));
        return [compileSelect(plan, tenantOnly), compileCount(plan, tenantOnly)];
      }),
    };

    console.log(`records bench: ${ROWS} rows in ${model.tableName}, index (tenant_id, status, amount desc, id), vacuumed`);
    console.log(`query: ${raw.requests[0]![0]!.text}  -- plus the count for the pager`);
    const sides = { platform: { label: 'api (HTTP, session, page metadata, tenant policy, masking)', job: api }, baseline: { label: 'raw pg (same select and count)', job: raw } };
    const idle = await compareSides(load, sides, { concurrencies: CONCURRENCIES, count: REQUESTS, rounds: ROUNDS, warmup: WARMUP });
    // The same rounds while a process of the bench's own keeps one core busy.
    const busy = await withBusyCore(() => compareSides(load, sides, { concurrencies: CONCURRENCIES, count: REQUESTS, rounds: ROUNDS, warmup: WARMUP, condition: 'one core busy' }));
    console.log(`goals: server CPU ≤ ${CPU_GOAL_MS} ms per list request; ratio ≥ ${IDLE_GOAL} idle (${idle.map((r) => r.toFixed(2)).join(', ')}), ≥ ${BUSY_GOAL} with one core busy (${busy.map((r) => r.toFixed(2)).join(', ')})`);
  } finally {
    await load.close();
    await server.stop();
  }
}

await main();
