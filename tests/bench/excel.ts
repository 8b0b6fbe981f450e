// Excel benchmark: a modelled table of 1,000,000 rows (seeded by SQL, the list's sort indexed, `vacuum analyze`d) is
// exported through the HTTP API, and a workbook of 100,000 rows is imported, by a client in a separate process. The
// server runs in this process: its resident memory is sampled while each run lasts. Prints
//   export: <rows> rows in <seconds> s, peak rss <MB> MB
//   import: <rows> rows in <seconds> s, peak rss <MB> MB
// Usage: npm run bench -- excel   (BENCH_EXPORT_ROWS, BENCH_IMPORT_ROWS to change the sizes; runs on PostgreSQL)
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TableModel, View } from '@yc/engine';
import { startTestServer, type ApiClient } from '../support/server.ts';
import { modelledPage, ok, ORDER_COLUMNS } from './modelled-page.ts';
import type { ClientJob, ClientResult } from './excel-client.ts';

const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);

const model: TableModel = {
  tableName: 'bench_excel',
  tableDesc: 'Orders',
  groupCode: 'bench',
  objStructure: 'main',
  persistenceType: 'db',
  columns: ORDER_COLUMNS,
  // The export's sort (order number, then the tie-breaker).
  indexes: [{ indexName: 'order_no', columns: [{ colCode: 'order_no' }, { colCode: 'id' }] }],
};

async function setUp(admin: ApiClient): Promise<View> {
  const view = await modelledPage(admin, model, 'bench_excel_list');
  const buttons = [
    ...(view.buttons ?? []),
    { buttonName: 'Export', buttonType: 'toolbar' as const, action: 'export' as const },
    { buttonName: 'Import', buttonType: 'toolbar' as const, action: 'import' as const },
  ];
  return ok<View>(admin.put('/api/eform/manage/view/edit', { ...view, buttons }));
}

/** Peak resident memory of this (the server's) process while `work` runs, sampled every 50 ms. */
async function peakRss<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 50);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, peakMb: peak / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}

function client() {
  const child = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'excel-client.ts'), [], {
    execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return {
    run: (job: ClientJob) => new Promise<ClientResult>((resolve, reject) => {
      child.once('message', (m: { ok: true; result: ClientResult } | { ok: false; error: string }) => (m.ok ? resolve(m.result) : reject(new Error(m.error))));
      child.send(job);
    }),
    close: () => {
      child.send('exit');
    },
  };
}

async function main(): Promise<void> {
  const server = await startTestServer({ env: { EXCEL_EXPORT_MAX_ROWS: String(Math.max(EXPORT_ROWS, 1)), EXCEL_IMPORT_MAX_MB: '200' } });
  const load = client();
  try {
    if (!server.config.databaseUrl) throw new Error('the excel bench runs on PostgreSQL (unset TEST_DB)');
    const admin = await server.login('admin');
    const view = await setUp(admin);
    const tenant = server.platform.boot.defaultTenantId;
    const [{ schema }] = await server.sql<{ schema: string }>(`select yc_tenant_schema($1) as schema`, [tenant]) as [{ schema: string }];
    await server.sql(
      `insert into ${schema}.bench_excel (tenant_id, create_by, order_no, customer, amount, status, order_date)
       select $1, 'bench', 'SO' || lpad(i::text, 8, '0'), 'Customer ' || (i % 1000), (i::bigint * 7919 % 100000) / 10.0,
              (array['new', 'paid', 'sent', 'closed'])[1 + i % 4], date '2020-01-01' + (i % 1500)
         from generate_series(1, $2::int) i`,
      [tenant, EXPORT_ROWS],
    );
    const maintenance = new pg.Client({ connectionString: server.config.databaseUrl });
    await maintenance.connect();
    await maintenance.query(`vacuum analyze ${schema}.bench_excel`);
    await maintenance.end();
    console.log(`excel bench: ${EXPORT_ROWS} rows in ${model.tableName} (index on order number), vacuumed; client in a separate process`);

    console.log(`server rss before: ${(process.memoryUsage.rss() / 1024 / 1024).toFixed(0)} MB`);
    const common = { url: server.url, token: admin.token!, viewCode: view.viewCode };
    const exported = await peakRss(() => load.run({ kind: 'export', ...common, query: { sort: { colCode: 'order_no', order: 'asc' } } }));
    if (exported.result.state !== 'done') throw new Error(`export ended ${exported.result.state}: ${exported.result.message}`);
    console.log(`export: ${exported.result.rows} rows in ${exported.result.seconds.toFixed(1)} s, peak rss ${exported.peakMb.toFixed(0)} MB`);
    console.log(`  (workbook ${(exported.result.bytes / 1024 / 1024).toFixed(1)} MB)`);

    const header = model.columns.map((c) => c.colCode);
    const imported = await peakRss(() => load.run({ kind: 'import', ...common, rows: IMPORT_ROWS, header }));
    if (imported.result.state !== 'done') throw new Error(`import ended ${imported.result.state}: ${imported.result.message}`);
    console.log(`import: ${imported.result.rows} rows in ${imported.result.seconds.toFixed(1)} s, peak rss ${imported.peakMb.toFixed(0)} MB`);
    const [{ n }] = await server.sql<{ n: number }>(`select count(*)::int as n from ${schema}.bench_excel`) as [{ n: number }];
    console.log(`  (rows checked after ${imported.result.checkSeconds?.toFixed(1)} s; table now ${n} rows)`);
  } finally {
    load.close();
    await server.stop();
  }
}

await main();
