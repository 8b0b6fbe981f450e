// Dashboard benchmark: a portal of 8 report widgets over 1,000,000 rows (one dataset over an indexed, vacuumed table;
// aggregation in PostgreSQL; the dataset cached for 10 minutes, as a dashboard's author would set it), opened by front
// users in Chromium driven from a process of its own (tests/bench/dashboard-client.ts; a fresh context per open). Each
// run starts another server instance on the same database (caches empty) and measures:
//   cold — the first open after that server start (session, grants and dataset result caches empty: the aggregate runs),
//   warm — a second user opening the same dashboard on that instance (the dataset's rows come from the result cache),
// from navigation start until all 8 charts are drawn, next to a baseline measured in the same run: the dataset's own
// aggregate statement sent 8 times through `pg` (one after another and 8 at once). Prints the load average, the plan of
// the aggregate (EXPLAIN ANALYZE) and where the time of the median cold and warm opens went, read from the page's
// performance timeline. Usage: npm run bench -- dashboard (PostgreSQL on TEST_DATABASE_URL; needs a console build in
// runtime-web/dist or WEB_DIST). Issue 18's target: under 2 s.
//
// Where the time goes (2026-11-26, 1M rows, load average 14–21 on 2 cores; medians, ms from navigation start):
//   cold: entry script done ~100; session and permission calls ~260–580, system config ~840; the portal call is asked
//   when its page starts loading (~670, home/portal-prefetch.ts) and answers ~1,200 (server ~300, caches empty); the 8
//   widget data calls go out at once and answer ~2,000–2,140 — ONE aggregate run serves them (single-flight; server
//   ~770 ms, its EXPLAIN ANALYZE ~700 ms under that load, a parallel plan since yc_current_tenant() is PARALLEL SAFE);
//   vega-embed (232 kB) asked ~1,230, arrived ~2,040; first chart ~2,520, all 8 drawn ~3,080.
//   warm: the same start; the portal ~1,200–1,310; the 8 calls answer from the result cache in 60–160 ms (~1,460–
//   1,620); vega arrived ~1,600; first chart ~1,880, all 8 drawn ~2,250.
// So cold is bounded by the console's start (~1.2 s to the portal's answer), the aggregate over 1M rows and vega's
// load and draw (~0.5 s for 8 charts on a loaded CPU); warm by the start and vega. At load 14–21 both miss 2 s; at
// load 6–12 warm draws all 8 in ~1.7 s (portal asked ~710, rows from the cache by ~1,290, vega ~1,420) and cold in ~2.15 s.
import { loadavg } from 'node:os';
import pg from 'pg';
import { compileAggregate, Params, planDataset, readableColumns, type ValueType } from '@yc/engine';
import { createUser, STRONG_PASSWORD } from '../support/identity.ts';
import { startPeerInstance, startTestServer, TEST_PG_URL } from '../support/server.ts';
import { SALE_MODEL } from '../api/report-fixtures.ts';
import { breakdown, DATASET, setUpDashboard } from './dashboard-setup.ts';
import type { DashboardJob, DashboardResult, Storage } from './dashboard-client.ts';
import { LoadProcess } from './load-client.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const ms = (x: number) => `${x.toFixed(0)}`;
const load = () => `load average (uptime) ${loadavg().map((l) => l.toFixed(2)).join(', ')}`;

async function main(): Promise<void> {
  console.log(`at start: ${load()}`);
  const server = await startTestServer();
  const pool: pg.Client[] = [];
  const browser = new LoadProcess<DashboardJob, Storage | DashboardResult>('dashboard-client.ts');
  try {
    const admin = await server.login('admin');
    const { schema, roleId } = await setUpDashboard(server, admin, ROWS);
    // Two front users: the first opens the dashboard after a server start, the second after them.
    const storages: Storage[] = [];
    for (let u = 0; u < 2; u += 1) {
      const user = await createUser(admin, { selectedRole: [roleId] });
      storages.push((await browser.run({ count: 1, url: `${server.url}/index/login`, username: user.username, password: STRONG_PASSWORD })) as Storage);
    }

    // The statement the dataset runs (as the runner compiles it), its plan, and the baseline: 8 times through pg.
    const columns = new Map<string, ValueType>([...readableColumns(SALE_MODEL as never)].map(([code, c]) => [code, c.type]));
    const bound = new Params('dollar');
    const sql = compileAggregate(planDataset(DATASET, { columns, params: {} }), { from: { table: 'sale' }, bind: (v) => bound.add(v) });
    const url = new URL(server.config.databaseUrl ?? TEST_PG_URL);
    for (let i = 0; i < 8; i += 1) {
      const c = new pg.Client({ connectionString: url.toString(), options: `-c search_path=${schema}` });
      await c.connect();
      pool.push(c);
    }
    // Its plan as the platform runs it (the tenant's runtime role, the tenant policy applying) and as the baseline does.
    const platformPlan = await server.tenantSql<{ 'QUERY PLAN': string }>(`explain (analyze, costs off) ${sql}`, bound.values);
    const plan = await pool[0]!.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off) ${sql}`, bound.values);
    const lines = (rows: { 'QUERY PLAN': string }[]) => rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n');
    console.log(`the dataset's aggregate: ${sql}\nas the platform runs it:\n${lines(platformPlan)}\nthrough pg (the baseline):\n${lines(plan.rows)}`);
    const sequential: number[] = [];
    const parallel: number[] = [];
    for (let r = 0; r < RUNS + 1; r += 1) {
      let s = performance.now();
      for (const c of pool) await c.query(sql, bound.values);
      if (r > 0) sequential.push(performance.now() - s);
      s = performance.now();
      await Promise.all(pool.map((c) => c.query(sql, bound.values)));
      if (r > 0) parallel.push(performance.now() - s);
    }

    // Each run: another server instance started on the same database; a user opens the dashboard, then another.
    const cold: DashboardResult[] = [];
    const warm: DashboardResult[] = [];
    for (let r = 0; r < RUNS; r += 1) {
      const peer = await startPeerInstance(server);
      try {
        for (const [n, into] of [cold, warm].entries()) {
          // The token lives in the console's local storage, per origin: the same user on the instance's address.
          const storage = { ...storages[n]!, origins: storages[n]!.origins.map((o) => ({ ...o, origin: peer.url })) };
          into.push((await browser.run({ count: 1, url: `${peer.url}/index/portal`, storage })) as DashboardResult);
        }
      } finally {
        await peer.stop();
      }
    }
    const byDrawn = (runs: DashboardResult[]) => [...runs].sort((a, b) => a.drawn - b.drawn)[Math.floor(runs.length / 2)]!;
    const m = { cold: median(cold.map((r) => r.drawn)), warm: median(warm.map((r) => r.drawn)), sequential: median(sequential), parallel: median(parallel) };
    console.log('where the time went (median opens, ms from navigation start):');
    console.log(breakdown('cold', byDrawn(cold)));
    console.log(breakdown('warm', byDrawn(warm)));
    console.log(`cold (first open after a server start, caches empty), navigation start → all 8 charts drawn: median ${ms(m.cold)} ms, runs ${cold.map((r) => ms(r.drawn)).join(' / ')}`);
    console.log(`warm (a second user opens the same dashboard): median ${ms(m.warm)} ms, runs ${warm.map((r) => ms(r.drawn)).join(' / ')}`);
    console.log(`pg baseline, the dataset's aggregate over ${ROWS} rows 8 times: one after another median ${ms(m.sequential)} ms, 8 at once median ${ms(m.parallel)} ms; ratio cold / pg 8 at once ${(m.cold / m.parallel).toFixed(2)}, warm / pg 8 at once ${(m.warm / m.parallel).toFixed(2)} (issue 18's target: under 2000 ms)`);
    console.log(`at end: ${load()}`);
  } finally {
    await browser.close();
    await Promise.all(pool.map((c) => c.end()));
    await server.stop();
  }
}

await main();
