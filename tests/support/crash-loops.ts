// Crash loops (#40 item 6): a server process killed with SIGKILL at a random moment of a piece of work, a new one
// started on the same PostgreSQL database, and the work checked against the database: all of it or none of it, nothing
// acknowledged lost, nothing left running for ever; then the work done again. Shared by the bounded test
// (tests/api/crash-loops.test.ts, a few kills) and the full bench (tests/bench/crash-loops.ts, CRASH_KILLS kills).
// A scenario reports what it finds wrong as sentences (the test expects none; the bench prints them and fails).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { AppBundle, ExcelJobStatus, TableModel } from '@yc/engine';
import { twoStepBpmn } from '../api/bpm-fixtures.ts';
import { expectOk, setUpCustomer } from '../api/eform-fixtures.ts';
import { fetchBytes, pagePath, readWorkbook, uploadWorkbook, waitForJob, writeWorkbook } from '../api/excel-fixtures.ts';
import { MARKET, upload } from '../api/market-fixtures.ts';
import { ADMIN_PASSWORD, ApiClient, apiLogin, createTestDatabase } from './server.ts';
import { killAll, startServerProcess, type ServerProcess } from './server-process.ts';

type Response = Awaited<ReturnType<ApiClient['get']>>;

/** A server process on a database of its own, killed and started again; `sql` reads the database directly. */
export class CrashRig {
  server!: ServerProcess;
  admin!: ApiClient;
  restarts = 0;
  /** The time the restarts took, until the new server answered a sign-in. */
  restartMs = 0;
  private constructor(readonly sql: pg.Client, private readonly database: Awaited<ReturnType<typeof createTestDatabase>>, private readonly dir: string) {}

  static async open(): Promise<CrashRig> {
    const database = await createTestDatabase({ migrated: true });
    const sql = new pg.Client({ connectionString: database.databaseUrl });
    await sql.connect();
    const rig = new CrashRig(sql, database, fs.mkdtempSync(path.join(os.tmpdir(), 'yc-crash-')));
    await rig.start();
    return rig;
  }

  async start(): Promise<void> {
    this.server = await startServerProcess(this.database.databaseUrl, path.join(this.dir, 'data'), 'crash');
    this.admin = new ApiClient(this.server.url, await apiLogin(this.server.url, 'admin', ADMIN_PASSWORD));
  }

  /**
   * Kills the server (SIGKILL) and waits until the database has ended the sessions it had: a statement under way runs
   * to its end before its session notices, and a transaction whose commit had been sent may still commit.
   */
  async kill(): Promise<void> {
    const exited = new Promise((r) => this.server.child.once('exit', r));
    this.server.child.kill('SIGKILL');
    await exited;
    for (const until = Date.now() + 120_000; ;) {
      const { rows: [left] } = await this.sql.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`);
      if (left!.n === 0) return;
      if (Date.now() > until) throw new Error(`the killed server's ${left!.n} database sessions did not end`);
      await sleep(50);
    }
  }

  async restart(): Promise<void> {
    const start = performance.now();
    await this.start();
    this.restartMs += performance.now() - start;
    this.restarts++;
  }

  async close(): Promise<void> {
    killAll();
    await this.sql.end();
    await this.database.drop();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  /** The schema holding the enterprise's table of that name (null: no such table). */
  async schemaOf(table: string): Promise<string | null> {
    const { rows: [found] } = await this.sql.query<{ schemaname: string }>(`select schemaname from pg_tables where tablename = $1`, [table]);
    return found?.schemaname ?? null;
  }

  async count(table: string): Promise<number> {
    const schema = await this.schemaOf(table);
    if (!schema) return 0;
    const { rows: [count] } = await this.sql.query<{ n: number }>(`select count(*)::int as n from ${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(table)}`);
    return count!.n;
  }

  /**
   * Sends a request, kills the server `afterMs` later and waits for its sessions to end: the response if one came
   * before the kill (acknowledged when 200), else null.
   */
  async killDuring(request: Promise<Response>, afterMs: number): Promise<Response | null> {
    const answered = request.then((r) => r, () => null);
    await sleep(afterMs);
    await this.kill();
    return answered;
  }
}

export interface Loop { outcome: string; findings: string[] }

export interface CrashScenario {
  name: string;
  /** Sets the scenario up on the rig's server and measures one unkilled run of its work (the kills land within 1.5 times it). */
  setUp(rig: CrashRig): Promise<void>;
  /** One kill at a random moment of the work, the restart, the checks against the database and the work done again. */
  once(rig: CrashRig, n: number): Promise<Loop>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A random moment within 1.5 times the work's measured time. */
const moment = (spanMs: number) => Math.floor(Math.random() * spanMs * 1.5);
const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
};
const acknowledged = (res: Response | null) => res?.status === 200;

/** An Excel import of `rows` rows into the customer list page: its rows all kept or none, and its job says which. */
export function excelImport(rows: number): CrashScenario {
  const VIEW = 'customer_list';
  let header: unknown[] = [];
  let span = 0;
  const workbook = (tag: string) => writeWorkbook([header, ...Array.from({ length: rows }, (_, i) => header.map((h) => (h === 'Name' ? `Crash ${tag} ${i}` : h === 'Code' ? `k${tag}_${i}` : null)))]);
  return {
    name: `Excel import (${rows} rows)`,
    async setUp(rig) {
      await setUpCustomer(rig.admin, { generate: true });
      const view = expectOk<any>(await rig.admin.get(`/api/eform/manage/view/queryByCode?code=${VIEW}`));
      expectOk(await rig.admin.put('/api/eform/manage/view/edit', { ...view, buttons: [...view.buttons, { buttonName: 'Import', buttonType: 'toolbar', action: 'import' }] }));
      [header] = await readWorkbook((await fetchBytes(rig.admin, `${pagePath(VIEW)}/importTemplate`)).bytes) as [unknown[]];
      const bytes = await workbook('w');
      [, span] = await timed(async () => {
        const res = await uploadWorkbook(rig.admin, VIEW, bytes);
        return waitForJob(rig.admin, VIEW, expectOk<ExcelJobStatus>(res));
      });
    },
    async once(rig, n) {
      const findings: string[] = [];
      const before = await rig.count('customer');
      const res = await uploadWorkbook(rig.admin, VIEW, await workbook(String(n)));
      const job = expectOk<ExcelJobStatus>(res);
      const after = moment(span);
      await sleep(after);
      await rig.kill();
      const kept = (await rig.count('customer')) - before;
      if (kept !== 0 && kept !== rows) findings.push(`import ${n}: ${kept} of ${rows} rows kept`);
      await rig.restart();
      // Time passes for the job of the killed process: its heartbeat goes stale.
      await rig.sql.query(`update sys_excel_job set heartbeat_at = now() - interval '1 hour' where id = $1 and state = 'running'`, [job.id]);
      const status = expectOk<ExcelJobStatus>(await rig.admin.get(`${pagePath(VIEW)}/excelJob/${job.id}`));
      const expected = kept === rows ? ['done', `${rows} rows imported`] : ['failed', 'The server running the job stopped; nothing was kept'];
      if (status.state !== expected[0] || status.message !== expected[1]) {
        findings.push(`import ${n}: ${kept} rows kept, its job says ${status.state} "${status.message}"`);
      }
      return { outcome: `${after} ms: ${kept === rows ? 'all kept' : 'none kept'}`, findings };
    },
  };
}

/** The columns (name and type) and indexes (definition) of a table, one line each, sorted. */
async function shapeOf(rig: CrashRig, table: string): Promise<string[]> {
  const schema = await rig.schemaOf(table);
  const { rows } = await rig.sql.query<{ line: string }>(
    `select 'column ' || column_name || ' ' || data_type || coalesce('(' || character_maximum_length || ')', '') as line
       from information_schema.columns where table_schema = $1 and table_name = $2
     union all
     select 'index ' || indexdef from pg_indexes where schemaname = $1 and tablename = $2
     order by 1`,
    [schema, table],
  );
  return rows.map((r) => r.line);
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * A table model's sync adding two columns and an index to a table of `rows` rows: the table is the old shape or the new
 * one, and the model's recorded sync state agrees; a sync after the restart reaches the new shape.
 */
export function tableSync(rows: number): CrashScenario {
  const TABLE = 'crash_sync';
  const MODEL = '/api/eform/manage/tableModel';
  let span = 0;
  const model = async (rig: CrashRig): Promise<TableModel & { version: number }> => expectOk<any>(await rig.admin.get(`${MODEL}/queryByCode?code=${TABLE}`));
  const syncState = async (rig: CrashRig) => (await rig.sql.query<{ s: string }>(`select sync_state as s from ef_metadata where kind = 'tableModel' and code = $1`, [TABLE])).rows[0]!.s;
  /** The model with the columns and index of sync `tag` added (not synced yet). */
  const grow = async (rig: CrashRig, tag: string) => {
    const current = await model(rig);
    const saved = expectOk<any>(await rig.admin.put(`${MODEL}/edit`, {
      ...current,
      columns: [...current.columns,
        { colCode: `c${tag}_a`, colName: `A ${tag}`, colType: 'varchar', colLength: 20, colDefaultVal: 'x' },
        { colCode: `c${tag}_b`, colName: `B ${tag}`, colType: 'number', colLength: 10 }],
      indexes: [...(current.indexes ?? []), { indexName: `ix_${tag}`, columns: [{ colCode: 'name' }, { colCode: 'amount', order: 'desc' }] }],
    }));
    if (saved.isSync !== 'notSynced') throw new Error(`the grown model is ${saved.isSync}`);
  };
  const sync = (rig: CrashRig) => rig.admin.post(`${MODEL}/syncTable`, { tableName: TABLE });
  return {
    name: `table sync (2 columns and an index on ${rows} rows)`,
    async setUp(rig) {
      expectOk(await rig.admin.post('/api/eform/manage/appGroup/add', { groupCode: 'crash', groupName: 'Crash', orderNum: 9 }));
      expectOk(await rig.admin.post(`${MODEL}/add`, {
        tableName: TABLE, tableDesc: 'Crash', groupCode: 'crash', objStructure: 'main', persistenceType: 'db',
        columns: [{ colCode: 'name', colName: 'Name', colType: 'varchar', colLength: 50 }, { colCode: 'amount', colName: 'Amount', colType: 'number', colLength: 12, colPointLength: 2 }],
      }));
      expectOk(await rig.admin.post(`${MODEL}/createTable`, { tableName: TABLE }));
      const table = `${pg.escapeIdentifier((await rig.schemaOf(TABLE))!)}.${TABLE}`;
      await rig.sql.query(`insert into ${table} (id, tenant_id, name, amount)
        select gen_random_uuid()::text, (select id from sys_tenant order by id limit 1), md5(g::text), g % 1000 from generate_series(1, $1::int) g`, [rows]);
      await grow(rig, 'w');
      [, span] = await timed(async () => expectOk(await sync(rig)));
    },
    async once(rig, n) {
      const findings: string[] = [];
      await grow(rig, String(n));
      const old = await shapeOf(rig, TABLE);
      const after = moment(span);
      const res = await rig.killDuring(sync(rig), after);
      const shape = await shapeOf(rig, TABLE);
      const state = await syncState(rig);
      const kept = await rig.count(TABLE);
      await rig.restart();
      const again = await sync(rig);
      if (again.status !== 200) findings.push(`sync ${n}: the sync after the restart failed: ${again.body.message}`);
      const synced = await shapeOf(rig, TABLE);
      const added = synced.filter((l) => !old.includes(l));
      if (added.length !== 3 || !added.some((l) => l.startsWith('index ') && l.includes(`ix_${n}`))) {
        findings.push(`sync ${n}: the new shape adds ${JSON.stringify(added)}, not two columns and the index`);
      }
      const isOld = same(shape, old);
      const isNew = same(shape, synced);
      if (!isOld && !isNew) findings.push(`sync ${n}: the table is half synced: ${JSON.stringify(shape.filter((l) => !old.includes(l)))} of ${JSON.stringify(added)}`);
      if (isOld && state !== 'notSynced') findings.push(`sync ${n}: the table is the old shape, its model says ${state}`);
      if (isNew && state !== 'synced') findings.push(`sync ${n}: the table is the new shape, its model says ${state}`);
      if (acknowledged(res) && !isNew) findings.push(`sync ${n}: acknowledged, yet the table is not the new shape`);
      if (kept !== rows) findings.push(`sync ${n}: ${kept} of ${rows} rows left`);
      if (await syncState(rig) !== 'synced') findings.push(`sync ${n}: the model is not synced after the sync`);
      return { outcome: `${after} ms: ${isNew ? 'synced' : isOld ? 'not synced' : 'half'}`, findings };
    },
  };
}

/**
 * Installing an app bundle (an app group, a table model and its table with `records` seed records, a menu): after the
 * kill it is fully installed or not at all, no install is under way any more, and installing it again works.
 */
export function bundleInstall(records: number): CrashScenario {
  let span = 0;
  const bundle = (tag: string): AppBundle => ({
    format: 'yc-app-bundle/1', appCode: `crash${tag}`, appName: `Crash ${tag}`, appVersion: '1.0.0',
    groups: [{ groupCode: `crash${tag}`, groupName: `Crash ${tag}` }],
    tableModels: [{
      tableName: `cr${tag}_order`, tableDesc: 'Order', groupCode: `crash${tag}`, objStructure: 'main', persistenceType: 'db',
      columns: [{ colCode: 'id', colName: 'Id', colType: 'varchar', colLength: 36, isKey: true, isSystem: true }, { colCode: 'order_no', colName: 'Order number', colType: 'varchar', colLength: 32 }, { colCode: 'amount', colName: 'Amount', colType: 'number', colLength: 12, colPointLength: 2 }],
    }],
    menus: [{ id: `crash-${tag}`, name: '崩溃', nameEn: 'Crash', menuType: 1, back: '0', sortNo: 1, url: `/crash/${tag}` }],
    records: [{ tableName: `cr${tag}_order`, rows: Array.from({ length: records }, (_, i) => ({ id: `r${i}`, order_no: `SO${i}`, amount: i })) }],
  });
  /** Which pieces of the app are in the database. */
  const pieces = async (rig: CrashRig, tag: string) => {
    const { rows: [found] } = await rig.sql.query<Record<string, number>>(
      `select (select count(*) from sys_app where app_code = $1)::int as app, (select count(*) from sys_app_group where group_code = $1)::int as "group",
              (select count(*) from ef_metadata where kind = 'tableModel' and code = $2)::int as model, (select count(*) from sys_permission where code = $3)::int as menu,
              (select count(*) from pg_tables where tablename = $2)::int as "table"`,
      [`crash${tag}`, `cr${tag}_order`, `crash-${tag}`]);
    return { ...found!, records: (await rig.count(`cr${tag}_order`)) === records ? 1 : 0 };
  };
  const install = async (rig: CrashRig, body: unknown) => rig.admin.post(`${MARKET}/installation`, body);
  return {
    name: `bundle install (a table with ${records} records, a group, a menu)`,
    async setUp(rig) {
      const body = await upload(bundle('w'));
      [, span] = await timed(async () => expectOk(await install(rig, body)));
    },
    async once(rig, n) {
      const findings: string[] = [];
      const tag = String(n);
      const body = await upload(bundle(tag));
      const after = moment(span);
      const res = await rig.killDuring(install(rig, body), after);
      const found = await pieces(rig, tag);
      const present = Object.values(found).filter((v) => v > 0).length;
      const whole = present === Object.keys(found).length;
      if (present && !whole) findings.push(`install ${n}: half installed: ${JSON.stringify(found)}`);
      if (acknowledged(res) && !whole) findings.push(`install ${n}: acknowledged, yet not installed: ${JSON.stringify(found)}`);
      const { rows: [app] } = await rig.sql.query<{ state: string }>(`select state from sys_app where app_code = $1`, [`crash${tag}`]);
      if (app && app.state !== 'installed') findings.push(`install ${n}: the app's state is ${app.state}`);
      await rig.restart();
      const progress = await rig.admin.get(`${MARKET}/installation/progress`);
      if (progress.status !== 200 || progress.body.result !== null) findings.push(`install ${n}: an install is still under way after the restart: ${JSON.stringify(progress.body.result)}`);
      if (whole) {
        const again = await install(rig, body);
        if (again.status !== 400) findings.push(`install ${n}: installed twice (${again.status})`);
        const update = await rig.admin.put(`${MARKET}/update`, body);
        if (update.status !== 200 || update.body.result.outcome !== 'unchanged') findings.push(`install ${n}: its update to the same bundle answers ${update.status} ${update.body.message}`);
      } else {
        const again = await install(rig, body);
        if (again.status !== 200) findings.push(`install ${n}: installing again failed: ${again.body.message}`);
        const now = await pieces(rig, tag);
        if (Object.values(now).some((v) => v !== 1)) findings.push(`install ${n}: installed again, the pieces are ${JSON.stringify(now)}`);
      }
      return { outcome: `${after} ms: ${whole ? 'installed' : 'not installed'}`, findings };
    },
  };
}

/**
 * Completing the first step of a two-step approval: the step is done and the second one open, or the first is still
 * open; never both or neither; and the approval completes after the restart.
 */
export function approvalStep(): CrashScenario {
  let span = 0;
  const tasks = async (rig: CrashRig, instance: string) => (await rig.sql.query<{ node_id: string; status: string }>(
    `select node_id, status from bpm_task where instance_id = $1 and task_type = 'todo' order by created_at, node_id`, [instance])).rows;
  const start = async (rig: CrashRig, title: string) => {
    const { id } = expectOk<{ id: string }>(await rig.admin.post('/api/bpm/process/start', { templateKey: 'crash', businessTitle: title, variables: { days: 2 } }));
    const open = (await tasks(rig, id)).filter((t) => t.status === 'open');
    const { rows: [task] } = await rig.sql.query<{ id: string }>(`select id from bpm_task where instance_id = $1 and status = 'open'`, [id]);
    if (open.length !== 1 || !task) throw new Error(`the started approval has ${open.length} open tasks`);
    return { id, task: task.id };
  };
  const complete = (rig: CrashRig, taskId: string) => rig.admin.post('/api/bpm/task/complete', { taskId, opinion: 'Approved' });
  return {
    name: 'approval step (the first of two)',
    async setUp(rig) {
      expectOk(await rig.admin.post('/api/bpm/template/add', {
        group: 'HR', name: 'Leave', key: 'crash', startPermission: { type: 'all' },
        bpmnXml: twoStepBpmn('crash', { attrs: 'camunda:assignee="admin"' }, { attrs: 'camunda:assignee="admin"' }),
      }));
      expectOk(await rig.admin.post('/api/bpm/template/publish', { key: 'crash' }));
      const { task } = await start(rig, 'Warm');
      [, span] = await timed(async () => expectOk(await complete(rig, task)));
    },
    async once(rig, n) {
      const findings: string[] = [];
      const { id, task } = await start(rig, `Crash ${n}`);
      const after = moment(span);
      const res = await rig.killDuring(complete(rig, task), after);
      const seen = (await tasks(rig, id)).map((t) => `${t.node_id}:${t.status}`).join(' ');
      const { rows: [instance] } = await rig.sql.query<{ state: string }>(`select state from bpm_instance where id = $1`, [id]);
      const stepped = seen === 'lead:done second:open';
      if (!stepped && seen !== 'lead:open') findings.push(`approval ${n}: half applied: tasks ${seen}`);
      if (instance?.state !== 'ACTIVE') findings.push(`approval ${n}: the instance is ${instance?.state}`);
      if (acknowledged(res) && !stepped) findings.push(`approval ${n}: acknowledged, yet the tasks are ${seen}`);
      await rig.restart();
      for (let i = 0; i < 2; i++) {
        const { rows: [open] } = await rig.sql.query<{ id: string }>(`select id from bpm_task where instance_id = $1 and status = 'open'`, [id]);
        if (!open) break;
        const done = await complete(rig, open.id);
        if (done.status !== 200) findings.push(`approval ${n}: completing a step after the restart failed: ${done.body.message}`);
      }
      const { rows: [end] } = await rig.sql.query<{ state: string }>(`select state from bpm_instance where id = $1`, [id]);
      if (end?.state !== 'COMPLETED') findings.push(`approval ${n}: not completed after the restart (${end?.state})`);
      return { outcome: `${after} ms: ${stepped ? 'step done' : 'step open'}`, findings };
    },
  };
}
