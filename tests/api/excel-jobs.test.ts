// Excel jobs kept in the platform's database (PostgreSQL and PGlite): progress recorded while a job runs, cancel, the
// exported workbook in the file store, a job whose server stopped ends failed (never running for ever); on PostgreSQL
// two instances on one database: a job started through one is followed and cancelled through the other.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExcelJobStatus } from '@yc/engine';
import type { ApiClient} from '../support/server.ts';
import { startPeerInstance, startTestServer, TEST_DB, type TestServer } from '../support/server.ts';
import { expectOk, setUpCustomer } from './eform-fixtures.ts';
import { fetchBytes, pagePath, readWorkbook, uploadWorkbook, waitForJob, writeWorkbook } from './excel-fixtures.ts';

const VIEW = 'customer_list';
const page = pagePath(VIEW);
const ROWS = 100_000;
const INTERRUPTED = 'The server running the job stopped; nothing was kept';

let server: TestServer;
let admin: ApiClient;

const row = async (id: string) =>
  (await server.sql<{ state: string; done: number; file_key: string | null }>(`select state, done, file_key from sys_excel_job where id = $1`, [id]))[0];

/** Whether the local file store holds the key. */
const stored = (key: string) => fs.existsSync(path.join(server.config.files.dir, ...key.split('/')));

const startExport = async (client: ApiClient = admin) => expectOk<ExcelJobStatus>(await client.post(`${page}/exportXls`, {}));

/** A job row as an instance that stopped leaves it: running, its heartbeat `age` seconds old. */
async function orphan(age: number): Promise<string> {
  const [user] = await server.sql<{ id: string }>(`select id from sys_user where username = 'admin'`);
  const [job] = await server.sql<{ id: string }>(
    `insert into sys_excel_job (id, tenant_id, user_id, view_code, kind, phase, done, total, instance_id, heartbeat_at)
     values (gen_random_uuid(), $1, $2, $3, 'export', 'write', 10, 100, 'stopped-instance', now() - make_interval(secs => $4)) returning id`,
    [server.platform.boot.defaultTenantId, user!.id, VIEW, age],
  );
  return job!.id;
}

beforeAll(async () => {
  server = await startTestServer({ env: { EXCEL_EXPORT_MAX_ROWS: String(5 * ROWS) } });
  admin = await server.login('admin');
  await setUpCustomer(admin, { generate: true });
  const view = expectOk<any>(await admin.get(`/api/eform/manage/view/queryByCode?code=${VIEW}`));
  const buttons = [
    ...view.buttons, { buttonName: 'Export', buttonType: 'toolbar', action: 'export' }, { buttonName: 'Import', buttonType: 'toolbar', action: 'import' },
  ];
  expectOk(await admin.put('/api/eform/manage/view/edit', { ...view, buttons }));
  await server.tenantSql(
    `insert into customer (name, code, age, create_by) select 'Person ' || i, 'c' || i, i % 90, 'admin' from generate_series(1, ${ROWS}) i`,
  );
}, 300_000);

afterAll(() => server?.stop());

describe('excel jobs in the database', () => {
  it('records the progress of a running export, and its workbook goes to the file store', async () => {
    const started = await startExport();
    expect([started.state, started.total]).toEqual(['running', ROWS]);
    // The row shows the rows done while the job runs (its heartbeat), as any instance reads it.
    let seen = 0;
    for (;;) {
      const r = (await row(started.id))!;
      if (r.state !== 'running') break;
      if (r.done > 0 && r.done < ROWS) seen = r.done;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen).toBeGreaterThan(0);
    const done = await waitForJob(admin, VIEW, started);
    expect([done.state, done.done, done.total]).toEqual(['done', ROWS, ROWS]);
    const key = (await row(done.id))!.file_key!;
    expect(key).toMatch(/^excel-export\/[0-9a-f]{32}\.xlsx$/);
    expect(stored(key)).toBe(true);
    const file = await fetchBytes(admin, `${page}/excelJob/${done.id}/file`);
    expect(file.status).toBe(200);
    const rows = await readWorkbook(file.bytes);
    expect(rows.length).toBe(ROWS + 1);
  }, 300_000);

  it('a cancelled export ends cancelled and leaves no file', async () => {
    const started = await startExport();
    const cancelled = expectOk<ExcelJobStatus>(await admin.post(`${page}/excelJob/${started.id}/cancel`, {}));
    expect(cancelled.id).toBe(started.id);
    const job = await waitForJob(admin, VIEW, started);
    expect([job.state, job.message]).toEqual(['cancelled', 'Cancelled; nothing was kept']);
    expect((await fetchBytes(admin, `${page}/excelJob/${job.id}/file`)).status).toBe(400);
    expect(await row(started.id)).toMatchObject({ state: 'cancelled', file_key: null });
  }, 300_000);

  it('a running job whose instance stopped beating ends failed when read, and nobody else sees it', async () => {
    const id = await orphan(3600);
    const user = await server.login('user');
    expect((await user.get(`${page}/excelJob/${id}`)).status).toBe(404);
    const job = expectOk<ExcelJobStatus>(await admin.get(`${page}/excelJob/${id}`));
    expect([job.state, job.message]).toEqual(['failed', INTERRUPTED]);
    expect((await row(id))?.state).toBe('failed');
    // A job that was just beating is still running.
    const fresh = await orphan(0);
    expect(expectOk<ExcelJobStatus>(await admin.get(`${page}/excelJob/${fresh}`)).state).toBe('running');
    await server.sql(`update sys_excel_job set state = 'failed', ended_at = now() where id = $1`, [fresh]);
  });

  it('an import whose rows were committed reads as done when its server stopped before its job said so', async () => {
    const count = async () => (await server.tenantSql<{ n: number }>(`select count(*)::int as n from customer`))[0]!.n;
    const before = await count();
    const [header] = await readWorkbook((await fetchBytes(admin, `${page}/importTemplate`)).bytes);
    const rows = Array.from({ length: 3 }, (_, i) => header!.map((h) => (h === 'Name' ? `Committed ${i}` : h === 'Code' ? `com${i}` : null)));
    const upload = await uploadWorkbook(admin, VIEW, await writeWorkbook([header!, ...rows]));
    expect((await waitForJob(admin, VIEW, upload.body.result)).state).toBe('done');
    expect(await count()).toBe(before + 3);
    // The job's row as a process killed between the import's commit and that row's update leaves it.
    await server.sql(`update sys_excel_job set state = 'running', reason = null, ended_at = null, instance_id = 'stopped-instance',
      heartbeat_at = now() - interval '1 hour' where id = $1`, [upload.body.result.id]);
    const job = expectOk<ExcelJobStatus>(await admin.get(`${page}/excelJob/${upload.body.result.id}`));
    expect([job.state, job.message]).toEqual(['done', '3 rows imported']);
    expect((await row(upload.body.result.id))?.state).toBe('done');
    // The table as the other tests count it.
    await server.tenantSql(`delete from customer where code like 'com%'`);
  });

  it('jobs of stopped instances do not count against the jobs a user may run', async () => {
    await orphan(3600);
    await orphan(3600);
    const started = await startExport();
    expect((await waitForJob(admin, VIEW, started)).state).toBe('done');
  }, 300_000);
});

describe('a server that restarts', () => {
  it('fails the jobs its previous run left running; a job running when it closes ends failed', async () => {
    // On PostgreSQL another instance may still run a job that beats: only stale ones are failed at start.
    const left = await orphan(TEST_DB === 'pglite' ? 0 : 3600);
    const started = await startExport();
    await server.restart();
    const rows = await server.sql<{ id: string; state: string }>(`select id, state from sys_excel_job where id in ($1, $2)`, [left, started.id]);
    expect(rows.map((r) => r.state)).toEqual(['failed', 'failed']);
    const closed = expectOk<ExcelJobStatus>(await admin.get(`${page}/excelJob/${started.id}`));
    expect([closed.state, closed.message]).toEqual(['failed', INTERRUPTED]);
    expect(expectOk<ExcelJobStatus>(await admin.get(`${page}/excelJob/${left}`)).message).toBe(INTERRUPTED);
  }, 300_000);
});

describe('two instances on one PostgreSQL database', () => {
  it('a job started through one instance is followed and cancelled through the other', async () => {
    if (TEST_DB !== 'postgres') {
      // One embedded database has one server: its jobs are shown by it alone (the tests above).
      expect(server.config.databaseUrl).toBeUndefined();
      return;
    }
    // Enough rows that the export still runs when the cancel, asked of the peer, reaches the instance running it.
    await server.tenantSql(
      `insert into customer (name, code, age, create_by) select 'More ' || i, 'm' || i, i % 90, 'admin' from generate_series(1, ${4 * ROWS}) i`,
    );
    const peer = await startPeerInstance(server);
    try {
      const onPeer = peer.as(admin);
      const started = await startExport();
      // The peer answers the job's progress from the database.
      const followed = await waitForJob(onPeer, VIEW, started, (s) => s.done > 0);
      expect(followed.id).toBe(started.id);
      const cancelled = expectOk<ExcelJobStatus>(await onPeer.post(`${page}/excelJob/${started.id}/cancel`, {}));
      expect(cancelled.id).toBe(started.id);
      const ended = await waitForJob(admin, VIEW, started);
      expect([ended.state, ended.message]).toEqual(['cancelled', 'Cancelled; nothing was kept']);
      expect(expectOk<ExcelJobStatus>(await onPeer.get(`${page}/excelJob/${started.id}`)).state).toBe('cancelled');
      // An import running on the first instance, cancelled through the peer, is rolled back.
      const count = async () => (await server.tenantSql<{ n: number }>(`select count(*)::int as n from customer`))[0]!.n;
      const before = await count();
      const [header] = await readWorkbook((await fetchBytes(admin, `${page}/importTemplate`)).bytes);
      const rows = Array.from({ length: 30_000 }, (_, i) => header!.map((h) => (h === 'Name' ? `Imported ${i}` : h === 'Code' ? `imp${i}` : null)));
      const upload = await uploadWorkbook(admin, VIEW, await writeWorkbook([header!, ...rows]));
      expect(upload.status).toBe(200);
      await waitForJob(onPeer, VIEW, upload.body.result, (s) => s.done > 0);
      expectOk(await onPeer.post(`${page}/excelJob/${upload.body.result.id}/cancel`, {}));
      const imported = await waitForJob(admin, VIEW, upload.body.result);
      expect(imported.state).toBe('cancelled');
      expect(await count()).toBe(before);
      // A finished export started through the peer is downloaded through the first instance.
      const other = await startExport(onPeer);
      const done = await waitForJob(admin, VIEW, other);
      expect(done.state).toBe('done');
      expect((await fetchBytes(admin, `${page}/excelJob/${other.id}/file`)).status).toBe(200);
    } finally {
      await peer.stop();
    }
  }, 300_000);
});
