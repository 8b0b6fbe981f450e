// Crash loops, bounded (#40 item 6): a server process killed with SIGKILL at a random moment of an Excel import, three
// times; after each restart on the same PostgreSQL database the import kept all its rows or none (counted in the
// database), and its job, once its heartbeat is stale, says which — never half-applied, never running for ever, never
// "nothing was kept" over kept rows. (An approval step killed and resumed: bpm-restart.test.ts.) PostgreSQL only:
// the servers are processes of their own on a database of their own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ExcelJobStatus } from '@yc/engine';
import { ADMIN_PASSWORD, ApiClient, apiLogin, createTestDatabase } from '../support/server.ts';
import { killAll, startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { expectOk, setUpCustomer } from './eform-fixtures.ts';
import { fetchBytes, pagePath, readWorkbook, uploadWorkbook, writeWorkbook } from './excel-fixtures.ts';

const VIEW = 'customer_list';
const ROWS = 4_000;
const KILLS = 3;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let sql: pg.Client;
let server: ServerProcess;
let admin: ApiClient;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-crash-'));

async function start(): Promise<void> {
  server = await startServerProcess(database.databaseUrl, path.join(work, 'data'), 'crash');
  admin = new ApiClient(server.url, await apiLogin(server.url, 'admin', ADMIN_PASSWORD));
}

/** The rows of the modelled table, wherever the enterprise's schema is. */
async function customers(): Promise<number> {
  const { rows: [table] } = await sql.query<{ schemaname: string }>(`select schemaname from pg_tables where tablename = 'customer'`);
  const { rows: [count] } = await sql.query<{ n: number }>(`select count(*)::int as n from ${pg.escapeIdentifier(table!.schemaname)}.customer`);
  return count!.n;
}

beforeAll(async () => {
  database = await createTestDatabase({ migrated: true });
  sql = new pg.Client({ connectionString: database.databaseUrl });
  await sql.connect();
  await start();
  await setUpCustomer(admin, { generate: true });
  const view = expectOk<any>(await admin.get(`/api/eform/manage/view/queryByCode?code=${VIEW}`));
  expectOk(await admin.put('/api/eform/manage/view/edit', { ...view, buttons: [...view.buttons, { buttonName: 'Import', buttonType: 'toolbar', action: 'import' }] }));
}, 300_000);

afterAll(async () => {
  killAll();
  await sql?.end();
  await database?.drop();
  fs.rmSync(work, { recursive: true, force: true });
});

it(`keeps all of an Excel import or none when its server is killed at a random moment (${KILLS} times)`, async () => {
  const [header] = await readWorkbook((await fetchBytes(admin, `${pagePath(VIEW)}/importTemplate`)).bytes);
  const outcomes: string[] = [];
  for (let kill = 0; kill < KILLS; kill++) {
    const rows = Array.from({ length: ROWS }, (_, i) => header!.map((h) => (h === 'Name' ? `Crash ${kill} ${i}` : h === 'Code' ? `k${kill}_${i}` : null)));
    const before = await customers();
    const upload = await uploadWorkbook(admin, VIEW, await writeWorkbook([header!, ...rows]));
    expect(upload.status, upload.body.message).toBe(200);
    // Somewhere within the import's time (it takes about a second here), or after it.
    const after = Math.floor(Math.random() * 1_500);
    await new Promise((r) => setTimeout(r, after));
    server.child.kill('SIGKILL');
    await new Promise((r) => server.child.once('exit', r));

    const kept = (await customers()) - before;
    expect([0, ROWS]).toContain(kept);
    await start();
    // Time passes for the job of the killed process: its heartbeat goes stale.
    await sql.query(`update sys_excel_job set heartbeat_at = now() - interval '1 hour' where id = $1 and state = 'running'`, [upload.body.result.id]);
    const job = expectOk<ExcelJobStatus>(await admin.get(`${pagePath(VIEW)}/excelJob/${upload.body.result.id}`));
    // As its transaction ended: the rows committed (the job says so even when the kill came before its own row did), or none.
    expect([job.state, job.message]).toEqual(kept === ROWS ? ['done', `${ROWS} rows imported`] : ['failed', 'The server running the job stopped; nothing was kept']);
    outcomes.push(`${after} ms: ${kept === ROWS ? 'all kept' : 'none kept'}`);
  }
  console.log(`killed during the import: ${outcomes.join('; ')}`);
}, 300_000);
