// Dashboard benchmark: a portal of 8 report widgets over 1,000,000 rows (one dataset over an indexed, vacuumed table;
// aggregation in PostgreSQL), opened by a front user in Chromium (its own process, fresh context per run): the time
// from navigation start until all 8 charts are drawn, printed next to a baseline measured in the same run — the same
// 8 aggregate SELECTs sent through `pg` (one after another and 8 at once). Prints measurements only (issue 18's target:
// under 2 s). Usage: npm run bench -- dashboard (PostgreSQL on TEST_DATABASE_URL; needs a console build in
// runtime-web/dist or WEB_DIST).
import pg from 'pg';
import { launchBrowser } from '../support/browser.ts';
import { createRole, createUser, STRONG_PASSWORD } from '../support/identity.ts';
import { startTestServer, TEST_PG_URL } from '../support/server.ts';
import { setUpSales } from '../api/report-fixtures.ts';
import type { ApiSuite } from '../support/server.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TYPES = ['Column', 'Bar', 'Line', 'Area', 'Pie', 'Donut', 'Funnel', 'StackedColumn'] as const;
const ok = <T>(res: { status: number; body: { message: string; result: T } }): T => {
  if (res.status !== 200) throw new Error(`${res.status}: ${res.body.message}`);
  return res.body.result;
};

/** Marks of every chart drawn: 8 chart containers each holding vega's SVG marks. */
const ALL_DRAWN = `(() => {
  const charts = [...document.querySelectorAll('[data-testid^="portal-chart-"]')];
  return charts.length === 8 && charts.every((c) => c.querySelector('svg g[class*="mark-"] path, svg g[class*="mark-"] rect'));
})()`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

async function main(): Promise<void> {
  const server = await startTestServer();
  const pool: pg.Client[] = [];
  try {
    const admin = await server.login('admin');
    await setUpSales({ admin, server } as ApiSuite);
    const t0 = performance.now();
    await server.tenantSql(`insert into sale (id, region, product, qty, price)
      select gen_random_uuid(), (array['north','south','east','west','centre'])[1 + g % 5], (array['tea','rice','salt','oil'])[1 + g % 4],
             1 + g % 17, 1 + (g % 23) * 0.5 from generate_series(1, $1::int) g`, [ROWS]);
    const [found] = await server.sql<{ schema: string }>(`select schemaname as schema from pg_tables where tablename = 'sale' limit 1`);
    const table = `"${found?.schema ?? 'public'}".sale`;
    await server.sql(`create index if not exists sale_region_bench on ${table} (region) include (qty, price, product)`);
    await server.sql(`vacuum analyze ${table}`);
    console.log(`loaded ${ROWS} rows, indexed and vacuumed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    ok(await admin.post('/api/eform/manage/dataset/add', {
      datasetName: 'Sales', datasetCode: 'bench_sales', tableName: 'sale', dimension: ['region', 'product'],
      measure: [{ colCode: 'qty', agg: 'sum', alias: 'total_qty' }, { colCode: '*', agg: 'count', alias: 'sales' }, { colCode: 'qty', agg: 'sum', alias: 'revenue', exp: 'qty * price' }],
    }));
    for (const [n, type] of TYPES.entries()) {
      ok(await admin.post('/api/eform/manage/widget/add', {
        widgetName: `W${n}`, widgetCode: `bench_w${n}`, widgetType: type, datasetCode: 'bench_sales',
        options: { xField: 'region', measures: [n % 2 ? 'revenue' : 'total_qty'], ...(type === 'StackedColumn' ? { seriesField: 'product' } : {}) },
      }));
    }
    await createRole(admin, ['index-portal'], { roleCode: 'bench_front', back: '0' });
    const roleId = ok<{ records: { id: string; roleCode: string }[] }>(await admin.get('/api/system/role/list?pageSize=100')).records.find((r) => r.roleCode === 'bench_front')!.id;
    ok(await admin.post('/api/eform/manage/portal/add', {
      portalName: 'Dashboard', portalCode: 'bench_dashboard', roleCodes: ['bench_front'],
      items: TYPES.map((_, n) => ({ i: `w${n}`, x: (n % 4) * 3, y: Math.floor(n / 4) * 4, w: 3, h: 4, widgetCode: `bench_w${n}` })),
    }));
    const user = await createUser(admin, { selectedRole: [roleId] });
    const token = ok<{ token: string }>(await admin.post('/api/system/login', { username: user.username, password: STRONG_PASSWORD })).token;

    // Baseline: the SQL the dataset runs (group by both dimensions in PostgreSQL), 8 times through pg.
    const sql = `select region, product, sum(qty) as total_qty, count(*) as sales, sum(qty * price) as revenue from ${table} group by region, product`;
    const url = new URL(server.config.databaseUrl ?? TEST_PG_URL);
    for (let i = 0; i < 8; i += 1) {
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      pool.push(c);
    }
    const sequential: number[] = [];
    const parallel: number[] = [];
    for (let r = 0; r < RUNS + 1; r += 1) {
      let s = performance.now();
      for (const c of pool) await c.query(sql);
      if (r > 0) sequential.push(performance.now() - s);
      s = performance.now();
      await Promise.all(pool.map((c) => c.query(sql)));
      if (r > 0) parallel.push(performance.now() - s);
    }

    // Chromium: a fresh context per run, the token in local storage as the console keeps it after a login.
    const browser = await launchBrowser();
    const drawn: number[] = [];
    try {
      const login = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const first = await login.newPage();
      await first.goto(`${server.url}/index/login`);
      await first.locator('input[type=password]').waitFor();
      await first.locator('#login-username').fill(user.username);
      await first.locator('input[type=password]').fill(STRONG_PASSWORD);
      await first.keyboard.press('Enter');
      await first.waitForURL((u) => !u.pathname.startsWith('/index/login'));
      const storage = await login.storageState();
      await login.close();
      for (let r = 0; r < RUNS + 1; r += 1) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState: storage });
        const page = await context.newPage();
        await page.goto(`${server.url}/index/portal`);
        await page.waitForFunction(ALL_DRAWN, undefined, { timeout: 180_000, polling: 'raf' }).catch(async (error: unknown) => {
          // What was on the screen instead: which charts were drawn, and any message shown in their place.
          console.error(await page.evaluate(`[...document.querySelectorAll('[data-testid^="portal-card-"]')].map((c) => c.getAttribute('data-testid') + ': ' + (c.querySelector('svg') ? 'svg' : c.textContent)).join('\\n')`));
          throw error;
        });
        const at = (await page.evaluate('performance.now()')) as number;
        if (r > 0) drawn.push(at);
        await context.close();
      }
    } finally {
      await browser.close();
    }
    void token;
    const m = { drawn: median(drawn), sequential: median(sequential), parallel: median(parallel) };
    console.log(`8 aggregate SELECTs over ${ROWS} rows through pg: one after another median ${m.sequential.toFixed(0)} ms, 8 at once median ${m.parallel.toFixed(0)} ms`);
    console.log(`portal of 8 widgets in Chromium, navigation start → all 8 charts drawn: median ${m.drawn.toFixed(0)} ms, runs ${drawn.map((d) => d.toFixed(0)).join(' / ')}`);
    console.log(`ratio drawn / pg one after another: ${(m.drawn / m.sequential).toFixed(2)}; drawn / pg 8 at once: ${(m.drawn / m.parallel).toFixed(2)} (issue 18's target: under 2000 ms)`);
  } finally {
    await Promise.all(pool.map((c) => c.end()));
    await server.stop();
  }
}

await main();
