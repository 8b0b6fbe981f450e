// The dashboard the portal benchmarks open: `rows` sales in an indexed, vacuumed table, one dataset aggregating them
// (cached for 10 minutes, as a dashboard's author would set it), 8 report widgets of 8 chart types over it, and a portal
// of the 8 for a front role.
import type { Dataset } from '@yc/engine';
import { setUpSales } from '../api/report-fixtures.ts';
import { createRole } from '../support/identity.ts';
import type { ApiClient, ApiSuite, TestServer } from '../support/server.ts';
import type { Call, DashboardResult } from './dashboard-client.ts';

const ms = (x: number | null) => (typeof x === 'number' && Number.isFinite(x) ? x.toFixed(0) : '–');

export const CHART_TYPES = ['Column', 'Bar', 'Line', 'Area', 'Pie', 'Donut', 'Funnel', 'StackedColumn'] as const;

export const DATASET = {
  datasetName: 'Sales', datasetCode: 'bench_sales', tableName: 'sale', dimension: ['region', 'product'], cacheTime: 600,
  measure: [{ colCode: 'qty', agg: 'sum', alias: 'total_qty' }, { colCode: '*', agg: 'count', alias: 'sales' }, { colCode: 'qty', agg: 'sum', alias: 'revenue', exp: 'qty * price' }],
} satisfies Dataset;

export const ok = <T>(res: { status: number; body: { message: string; result: T } }): T => {
  if (res.status !== 200) throw new Error(`${res.status}: ${res.body.message}`);
  return res.body.result;
};

/** Sets the dashboard up; answers the sales table's schema and the front role's id (its users see the portal). */
export async function setUpDashboard(server: TestServer, admin: ApiClient, rows: number): Promise<{ schema: string; roleId: string }> {
  await setUpSales({ admin, server } as ApiSuite);
  const t0 = performance.now();
  await server.tenantSql(`insert into sale (id, region, product, qty, price)
    select gen_random_uuid(), (array['north','south','east','west','centre'])[1 + g % 5], (array['tea','rice','salt','oil'])[1 + g % 4],
           1 + g % 17, 1 + (g % 23) * 0.5 from generate_series(1, $1::int) g`, [rows]);
  const [found] = await server.sql<{ schema: string }>(`select schemaname as schema from pg_tables where tablename = 'sale' limit 1`);
  const schema = found?.schema ?? 'public';
  const table = `"${schema}".sale`;
  await server.sql(`create index if not exists sale_region_bench on ${table} (region) include (qty, price, product)`);
  await server.sql(`vacuum analyze ${table}`);
  console.log(`loaded ${rows} rows, indexed and vacuumed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  ok(await admin.post('/api/eform/manage/dataset/add', DATASET));
  for (const [n, type] of CHART_TYPES.entries()) {
    ok(await admin.post('/api/eform/manage/widget/add', {
      widgetName: `W${n}`, widgetCode: `bench_w${n}`, widgetType: type, datasetCode: 'bench_sales',
      options: { xField: 'region', measures: [n % 2 ? 'revenue' : 'total_qty'], ...(type === 'StackedColumn' ? { seriesField: 'product' } : {}) },
    }));
  }
  await createRole(admin, ['index-portal'], { roleCode: 'bench_front', back: '0' });
  const roleId = ok<{ records: { id: string; roleCode: string }[] }>(await admin.get('/api/system/role/list?pageSize=100')).records.find((r) => r.roleCode === 'bench_front')!.id;
  ok(await admin.post('/api/eform/manage/portal/add', {
    portalName: 'Dashboard', portalCode: 'bench_dashboard', roleCodes: ['bench_front'],
    items: CHART_TYPES.map((_, n) => ({ i: `w${n}`, x: (n % 4) * 3, y: Math.floor(n / 4) * 4, w: 3, h: 4, widgetCode: `bench_w${n}` })),
  }));
  return { schema, roleId };
}

/** Where one open's time went, from navigation start (ms). */
/** A call that answered widget rows: one widget's, the portal's batch, or the portal asked with its data (the HTML's call). */
export const carriesWidgetData = (c: Call) => c.withData || /\/item\/[^/]+\/data$|\/widget\/[^/]+\/data$|\/portal\/[^/]+\/data$/.test(c.path);

export function breakdown(label: string, r: DashboardResult): string {
  const data = r.calls.filter(carriesWidgetData);
  const others = r.calls.filter((c) => !data.includes(c));
  const span = (xs: number[]) => (xs.length ? `${ms(Math.min(...xs))}–${ms(Math.max(...xs))}` : '–');
  return [
    `  ${label}: html ${ms(r.html)}, DOM ready ${ms(r.domReady)}; ${r.scripts.count} scripts ${(r.scripts.bytes / 1024).toFixed(0)} kB (entry done ${ms(r.scripts.entryEnd)}, last ${ms(r.scripts.lastEnd)})`,
    `    largest scripts: ${r.scripts.largest.map((x) => `${x.name} ${(x.bytes / 1024).toFixed(0)} kB ${ms(x.start)}→${ms(x.end)}`).join(', ')}`,
    ...others.map((c) => `    ${c.path}: ${ms(c.start)} → ${ms(c.end)} (server ${ms(c.server)})`),
    `    ${data.length} widget data calls (one per widget, the portal's batch, or the portal with its data): asked ${span(data.map((c) => c.start))}, server ${span(data.map((c) => c.server))}, answered ${span(data.map((c) => c.end))}`,
    `    vega-embed: asked ${ms(r.vega.start)}, arrived ${ms(r.vega.end)} (${(r.vega.bytes / 1024).toFixed(0)} kB); first chart ${ms(r.firstChart)}, all drawn ${ms(r.drawn)}`,
  ].join('\n');
}
