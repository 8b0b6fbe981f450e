// Excel benchmark: a modelled table of 1,000,000 rows (seeded by SQL, the list's sort indexed, `vacuum analyze`d) is
// exported through the HTTP API, and a workbook of 100,000 rows is imported, by a client in a separate process. The
// server runs as `npm run serve` runs it (built-server.ts: the built server/dist/main.mjs with that script's node flags),
// in a process of its own: its resident memory alone is sampled while each run lasts. Prints
//   export: <rows> rows in <seconds> s, peak rss <MB> MB
//   import: <rows> rows in <seconds> s, peak rss <MB> MB
// Usage: npm run bench -- excel   (BENCH_EXPORT_ROWS, BENCH_IMPORT_ROWS to change the sizes; runs on PostgreSQL)
// BENCH_SERVER_NODE_OPTIONS: node options of the server's process only (e.g. --max-old-space-size=256).
// BENCH_SERVER_TRACE=1: the server's memory (rss, V8 heap used and total, external, array buffers) every second.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TableModel, View } from '@yc/engine';
import { ADMIN_PASSWORD, ApiClient, apiLogin, createTestDatabase, USER_PASSWORD } from '../support/server.ts';
import { nodeCommand, shown, startServer } from './built-server.ts';
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

const here = path.dirname(fileURLToPath(import.meta.url));

/** The memory trace of BENCH_SERVER_TRACE, preloaded into the server's process (plain JavaScript: no loader). */
const TRACE = `const mb = (n) => (n / 1048576).toFixed(0);
setInterval(() => {
  const m = process.memoryUsage();
  console.log(\`server memory: rss \${mb(m.rss)} heap \${mb(m.heapUsed)}/\${mb(m.heapTotal)} external \${mb(m.external)} buffers \${mb(m.arrayBuffers)} MB\`);
}, 1000).unref();`;

/** The resident memory of a process, MB (Linux /proc). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * Peak resident memory of the server's process while `work` runs, sampled every 50 ms; also the peak of each 5 s
 * (whether memory grows with the rows done or stays flat).
 */
async function peakRss<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakMb: number; trace: string }> {
  let peak = rssMb(pid);
  const slices: number[] = [];
  const started = Date.now();
  const timer = setInterval(() => {
    const now = rssMb(pid);
    peak = Math.max(peak, now);
    const slice = Math.floor((Date.now() - started) / 5000);
    slices[slice] = Math.max(slices[slice] ?? 0, now);
  }, 50);
  try {
    const result = await work();
    peak = Math.max(peak, rssMb(pid));
    return { result, peakMb: peak, trace: [...slices].map((mb) => (mb ?? 0).toFixed(0)).join(' ') };
  } finally {
    clearInterval(timer);
  }
}

function client() {
  const process = fork(path.join(here, 'excel-client.ts'), [], { execArgv: ['--no-node-snapshot', '--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return {
    run: (job: ClientJob) => new Promise<ClientResult>((resolve, reject) => {
      process.once('message', (m: { ok: true; result: ClientResult } | { ok: false; error: string }) => (m.ok ? resolve(m.result) : reject(new Error(m.error))));
      process.send(job);
    }),
    close: () => {
      process.send('exit');
    },
  };
}

async function main(): Promise<void> {
  const command = await nodeCommand('serve');
  const database = await createTestDatabase();
  const execArgv = [
    ...(process.env.BENCH_SERVER_NODE_OPTIONS ?? '').split(/\s+/).filter(Boolean),
    ...(process.env.BENCH_SERVER_TRACE ? ['--import', `data:text/javascript,${encodeURIComponent(TRACE)}`] : []),
  ];
  const server = await startServer(command, {
    DATABASE_URL: database.databaseUrl, ADMIN_PASSWORD, USER_PASSWORD, LOGIN_CAPTCHA: 'false', LOG_LEVEL: 'error',
    EXCEL_EXPORT_MAX_ROWS: String(Math.max(EXPORT_ROWS, 1)), EXCEL_IMPORT_MAX_MB: '200',
  }, execArgv).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  const pid = server.process.pid!;
  const load = client();
  const sql = new pg.Client({ connectionString: database.databaseUrl });
  try {
    console.log(`excel bench: the server as npm run serve runs it: ${shown({ ...command, flags: [...command.flags, ...execArgv.map((a) => (a.startsWith('data:') ? '<trace>' : a))] })}`);
    const admin = new ApiClient(server.url, await apiLogin(server.url, 'admin', ADMIN_PASSWORD));
    const view = await setUp(admin);
    await sql.connect();
    // The default enterprise (the one the server's first start installed) and its schema.
    const [{ tenantId, schema }] = (await sql.query<{ tenantId: number; schema: string }>(
      `select id as "tenantId", yc_tenant_schema(id) as schema from sys_tenant where code = 'default'`,
    )).rows as [{ tenantId: number; schema: string }];
    await sql.query(
      `insert into ${schema}.bench_excel (tenant_id, create_by, order_no, customer, amount, status, order_date)
       select $1, 'bench', 'SO' || lpad(i::text, 8, '0'), 'Customer ' || (i % 1000), (i::bigint * 7919 % 100000) / 10.0,
              (array['new', 'paid', 'sent', 'closed'])[1 + i % 4], date '2020-01-01' + (i % 1500)
         from generate_series(1, $2::int) i`,
      [tenantId, EXPORT_ROWS],
    );
    await sql.query(`vacuum analyze ${schema}.bench_excel`);
    console.log(`excel bench: ${EXPORT_ROWS} rows in ${model.tableName} (index on order number), vacuumed by this process; server and client in processes of their own`);

    console.log(`server rss before: ${rssMb(pid).toFixed(0)} MB`);
    const common = { url: server.url, token: admin.token!, viewCode: view.viewCode };
    const exported = await peakRss(pid, () => load.run({ kind: 'export', ...common, query: { sort: { colCode: 'order_no', order: 'asc' } } }));
    if (exported.result.state !== 'done') throw new Error(`export ended ${exported.result.state}: ${exported.result.message}`);
    console.log(`export: ${exported.result.rows} rows in ${exported.result.seconds.toFixed(1)} s, peak rss ${exported.peakMb.toFixed(0)} MB`);
    console.log(`  (workbook ${(exported.result.bytes / 1024 / 1024).toFixed(1)} MB; server rss after ${rssMb(pid).toFixed(0)} MB; peak per 5 s: ${exported.trace})`);

    const header = model.columns.map((c) => c.colCode);
    console.log(`server rss before: ${rssMb(pid).toFixed(0)} MB`);
    const imported = await peakRss(pid, () => load.run({ kind: 'import', ...common, rows: IMPORT_ROWS, header }));
    if (imported.result.state !== 'done') throw new Error(`import ended ${imported.result.state}: ${imported.result.message}`);
    console.log(`import: ${imported.result.rows} rows in ${imported.result.seconds.toFixed(1)} s, peak rss ${imported.peakMb.toFixed(0)} MB`);
    const [{ n }] = (await sql.query<{ n: number }>(`select count(*)::int as n from ${schema}.bench_excel`)).rows as [{ n: number }];
    console.log(`  (rows checked after ${imported.result.checkSeconds?.toFixed(1)} s; table now ${n} rows; peak per 5 s: ${imported.trace})`);
  } finally {
    await sql.end().catch(() => undefined);
    load.close();
    await server.stop();
    await database.drop();
  }
}

await main();
