// Records list benchmark: 100,000 rows in a modelled table; the records list API over HTTP (a filter, a sort,
// a page of 20) against the same statements sent to PostgreSQL through `pg`, in one run. Prints both
// throughputs and `ratio: X` (API / raw). Usage: npm run bench -- records
import pg from 'pg';
import { compileCount, compileSelect, planListQuery, type TableModel, type UserQuery, type View } from '@yc/engine';
import { startTestServer, type ApiClient } from '../support/server.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const WARMUP = 20;
const PAGES = 50;

const model: TableModel = {
  tableName: 'bench_order',
  tableDesc: 'Orders',
  groupCode: 'bench',
  objStructure: 'main',
  persistenceType: 'db',
  columns: [
    { colCode: 'order_no', colName: 'Order number', colType: 'varchar', colLength: 32, isRequired: true },
    { colCode: 'customer', colName: 'Customer', colType: 'varchar', colLength: 50 },
    { colCode: 'amount', colName: 'Amount', colType: 'number', colLength: 12, colPointLength: 2 },
    { colCode: 'status', colName: 'Status', colType: 'varchar', colLength: 8 },
    { colCode: 'order_date', colName: 'Order date', colType: 'date' },
  ],
};

/** Request i: the paid orders, most expensive first, one of the first 50 pages of 20. */
const queryOf = (i: number): UserQuery => ({
  filters: [{ colCode: 'status', op: 'eq', value: 'paid' }],
  sort: { colCode: 'amount', order: 'desc' },
  pageNo: 1 + (i % PAGES),
  pageSize: 20,
});

async function ok<T>(call: Promise<{ status: number; body: { message: string; result: T } }>): Promise<T> {
  const res = await call;
  if (res.status !== 200) throw new Error(`setup call failed: ${res.status} ${res.body.message}`);
  return res.body.result;
}

async function setUp(admin: ApiClient): Promise<View> {
  await ok(admin.post('/api/eform/manage/appGroup/add', { groupCode: 'bench', groupName: 'Bench' }));
  await ok(admin.post('/api/eform/manage/tableModel/add', model));
  await ok(admin.post('/api/eform/manage/tableModel/createTable', { tableName: model.tableName }));
  await ok(admin.post('/api/eform/manage/tableModel/generate', { tableName: model.tableName }));
  const view = await ok<View & { version: number }>(admin.get('/api/eform/manage/view/queryByCode?code=bench_order_list'));
  const columns = view.columns.map((c) => (c.colCode === 'status' ? { ...c, isQuery: true, queryOp: 'eq' as const } : c));
  return ok<View>(admin.put('/api/eform/manage/view/edit', { ...view, columns }));
}

async function seed(client: pg.Client, tenantId: number): Promise<void> {
  await client.query(
    `insert into bench_order (tenant_id, create_by, order_no, customer, amount, status, order_date)
     select $1, 'bench', 'SO' || lpad(i::text, 8, '0'), 'Customer ' || (i % 1000), (i * 7919 % 100000) / 10.0,
            (array['new', 'paid', 'sent', 'closed'])[1 + i % 4], date '2020-01-01' + (i % 1500)
       from generate_series(1, $2::int) i`,
    [tenantId, ROWS],
  );
  await client.query('analyze bench_order');
}

/** Runs `n` calls of `work`, `concurrency` at a time; returns calls per second and the median latency. */
async function measure(n: number, concurrency: number, work: (i: number) => Promise<void>): Promise<{ perSecond: number; medianMs: number }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const i = next++;
        const t = performance.now();
        await work(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: n / seconds, medianMs: latencies[Math.floor(latencies.length / 2)] ?? NaN };
}

async function main(): Promise<void> {
  const server = await startTestServer();
  const raw = new pg.Pool({ connectionString: server.config.databaseUrl, max: CONCURRENCY });
  try {
    const admin = await server.login('admin');
    const view = await setUp(admin);
    const seeder = await raw.connect();
    try {
      await seed(seeder as unknown as pg.Client, server.platform.boot.defaultTenantId);
    } finally {
      seeder.release();
    }

    const url = `${server.url}/api/eform/engine/view/${view.viewCode}/list`;
    const headers = { 'content-type': 'application/json', 'X-Access-Token': admin.token! };
    const api = async (i: number) => {
      const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(queryOf(i)) });
      const body = (await res.json()) as { result: { records: unknown[]; total: number } };
      if (res.status !== 200 || body.result.records.length !== 20) throw new Error(`unexpected list response ${res.status}`);
    };
    // The statements the API runs for the page: the page itself and the total for the pager.
    const direct = async (i: number) => {
      const plan = planListQuery(view, model, queryOf(i));
      const page = compileSelect(plan);
      const count = compileCount(plan);
      const rows = await raw.query(page.text, page.values);
      await raw.query(count.text, count.values);
      if (rows.rowCount !== 20) throw new Error('unexpected page');
    };

    await measure(WARMUP, CONCURRENCY, api);
    await measure(WARMUP, CONCURRENCY, direct);
    const viaApi = await measure(REQUESTS, CONCURRENCY, api);
    const viaPg = await measure(REQUESTS, CONCURRENCY, direct);

    const sample = compileSelect(planListQuery(view, model, queryOf(0)));
    console.log(`records bench: ${ROWS} rows in ${model.tableName}; ${REQUESTS} requests, ${CONCURRENCY} at a time`);
    console.log(`query: ${sample.text}  -- values ${JSON.stringify(sample.values)}, plus the count for the pager`);
    console.log(`api (HTTP, session, page metadata, tenant policy, masking): ${viaApi.perSecond.toFixed(1)} req/s, median ${viaApi.medianMs.toFixed(1)} ms`);
    console.log(`raw pg (same select and count): ${viaPg.perSecond.toFixed(1)} req/s, median ${viaPg.medianMs.toFixed(1)} ms`);
    console.log(`ratio: ${(viaApi.perSecond / viaPg.perSecond).toFixed(2)}`);
  } finally {
    await raw.end();
    await server.stop();
  }
}

await main();
