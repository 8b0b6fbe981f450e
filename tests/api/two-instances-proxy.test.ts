// Two server processes on one PostgreSQL database behind haproxy (round robin), as a deployment runs them (#40 item 5):
// a session signed in through the proxy works on both; a grant and a page edit made through one are in force on the other; one task
// completed through both at once completes once; a scheduled job that an administrator adds and starts through the proxy
// fires once per fire time while both instances tick for it (every second, JOB_TICK_SECONDS: counted in the job queue's
// runs sent, in the job's history and by the calls its handler makes); `kill -9` of one instance during a write load
// loses no acknowledged write (counted in the database) and the other keeps answering. The job starts in the first test
// and is checked before the kill, so the wait for its first fire time (up to a minute) overlaps the tests between.
// PostgreSQL only: a proxy needs two server processes on one database (the embedded database refuses a second process).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRole, createUser, menuIds, STRONG_PASSWORD } from '../support/identity.ts';
import { ADMIN_PASSWORD, ApiClient, apiLogin, createTestDatabase } from '../support/server.ts';
import { killAll, startServerProcess, waitFor, watch, type ServerProcess } from '../support/server-process.ts';
import { twoStepBpmn } from './bpm-fixtures.ts';
import { expectOk, setUpCustomer } from './eform-fixtures.ts';

const HAPROXY = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((file) => fs.existsSync(file)) ?? 'haproxy';

/** A free TCP port on the loopback. */
const freePort = () => new Promise<number>((resolve, reject) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as net.AddressInfo;
    probe.close(() => resolve(port));
  }).on('error', reject);
});

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let proxyUrl = '';
const instances: ServerProcess[] = [];
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-proxy-'));
/** When the scheduled job's handler (an HTTP config) called this file's endpoint. */
const jobCalls: number[] = [];
const endpoint = http.createServer((req, res) => {
  jobCalls.push(Date.now());
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ data: [] }));
});
let endpointUrl = '';

/**
 * haproxy in front of the instances, round robin, on a free port; its URL once it has seen both up (until then it
 * answers 503). The port is probed free first, so another process may take it before haproxy binds it: then haproxy
 * ends saying so and another port is tried. What answers must be haproxy (its X-Instance header), not the taker.
 */
async function startProxy(): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const config = path.join(work, 'haproxy.cfg');
    fs.writeFileSync(config, [
      'global', '  maxconn 256',
      'defaults', '  mode http', '  timeout connect 2s', '  timeout client 30s', '  timeout server 30s', '  option redispatch', '  retries 2',
      'frontend web', `  bind 127.0.0.1:${port}`, '  default_backend instances',
      'backend instances', '  balance roundrobin', '  http-response set-header X-Instance %s',
      '  default-server inter 300ms fall 2 rise 1',
      ...instances.map((instance, i) => `  server i${i} 127.0.0.1:${instance.port} check`),
    ].join('\n') + '\n');
    const proxy = watch(spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] }));
    const url = `http://127.0.0.1:${port}`;
    try {
      await waitFor(proxy, 'haproxy', async () => {
        const res = await fetch(`${url}/api/user/info`).catch(() => null);
        return res && res.status < 500 && res.headers.get('x-instance') ? true : undefined;
      });
      return url;
    } catch (error) {
      if (attempt === 3 || !/cannot bind/i.test(proxy.output())) throw error;
    }
  }
}

beforeAll(async () => {
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  endpointUrl = `http://127.0.0.1:${(endpoint.address() as net.AddressInfo).port}`;
  database = await createTestDatabase({ migrated: true });
  // The servers' settings beyond the test defaults.
  const settings = { JOB_TICK_SECONDS: '1', HTTP_CONFIG_ALLOWED_HOSTS: new URL(endpointUrl).host };
  instances.push(...await Promise.all(['i0', 'i1'].map((name) => startServerProcess(database.databaseUrl, path.join(work, `data-${name}`), name, settings))));
  proxyUrl = await startProxy();
}, 300_000);

afterAll(async () => {
  killAll();
  endpoint.close();
  await database?.drop();
  fs.rmSync(work, { recursive: true, force: true });
});

/** The scheduled job started through the proxy, and when its schedule began (the database's clock). */
let scheduled: { id: string; startedAt: number } | undefined;

it('adds and starts a scheduled job through the proxy', async () => {
  const admin = new ApiClient(proxyUrl, await apiLogin(proxyUrl, 'admin', ADMIN_PASSWORD));
  expectOk(await admin.post('/api/eform/manage/httpConfig/add', { httpName: 'Tick', httpCode: 'proxy_tick', httpMethod: 'GET', httpUrl: `${endpointUrl}/tick`, resultPath: 'data' }));
  const job = expectOk<any>(await admin.post('/api/system/sysJob/add', { jobName: 'Every minute', jobClassName: 'httpConfig', cronExpression: '* * * * *', parameter: '{"code": "proxy_tick"}' }));
  const started = expectOk<any>(await admin.put('/api/system/sysJob/start', { id: job.id }));
  expect(started.status).toBe('running');
  scheduled = { id: job.id, startedAt: new Date(started.startedAt).getTime() };
});

it('serves one session on both instances through the proxy', async () => {
  const admin = new ApiClient(proxyUrl, await apiLogin(proxyUrl, 'admin', ADMIN_PASSWORD));
  const seen = new Set<string>();
  for (let i = 0; i < 8; i++) {
    const info = await admin.get<{ username: string }>('/api/user/info');
    expect([info.status, info.body.result?.username]).toEqual([200, 'admin']);
    seen.add(info.headers.get('x-instance') ?? '');
  }
  expect([...seen].sort()).toEqual(['i0', 'i1']);
});

/** The instance at `i` asked directly, not through the proxy. */
const direct = (i: number) => `http://127.0.0.1:${instances[i]!.port}`;

it('puts a grant made through one instance in force on the other (the change travels by the database)', async () => {
  const admin = new ApiClient(direct(0), await apiLogin(direct(0), 'admin', ADMIN_PASSWORD));
  const roleId = await createRole(admin, ['system-role']);
  const { username } = await createUser(admin, { selectedRole: [roleId] });
  const user = new ApiClient(direct(1), await apiLogin(direct(1), username, STRONG_PASSWORD));
  expect((await user.get('/api/system/user/list')).status).toBe(403);

  const ids = await menuIds(admin);
  expectOk(await admin.post('/api/system/permission/saveRolePermission', { roleId, permissionIds: ['system-role', 'system-user', 'system:user:list'].map(ids) }));
  const granted = Date.now();
  let status = 0;
  while (Date.now() - granted < 10_000 && (status = (await user.get('/api/system/user/list')).status) !== 200) {
    await new Promise((r) => setTimeout(r, 5));
  }
  expect(status).toBe(200);
  // The aim is 100 ms (#40 item 5); printed, not asserted: a loaded machine delays the notification, not the rule.
  console.log(`grant in force on the other instance after ${Date.now() - granted} ms`);
});

it('shows a page edit made through one instance on the other\'s next lists', async () => {
  const [own, other] = await Promise.all([0, 1].map(async (i) => new ApiClient(direct(i), await apiLogin(direct(i), 'admin', ADMIN_PASSWORD))));
  await setUpCustomer(own!, { generate: true });
  const page = '/api/eform/engine/view/customer_list';
  expectOk(await own!.post(`${page}/data`, { code: 'C1', name: 'Ann', phone: '13812345678' }));
  const phone = async () => expectOk<any>(await other!.post(`${page}/list`, {})).records[0].phone as string;
  // The other instance has the page's plan cached.
  expect(await phone()).toBe('13812345678');

  const view = expectOk<any>(await own!.get('/api/eform/manage/view/queryByCode?code=customer_list'));
  const columns = view.columns.map((c: any) => (c.colCode === 'phone' ? { ...c, tuoMin: 'phonenumber' } : c));
  expectOk(await own!.put('/api/eform/manage/view/edit', { ...view, columns }));
  const edited = Date.now();
  let shown = '';
  while (Date.now() - edited < 10_000 && (shown = await phone()) !== '138****5678') await new Promise((r) => setTimeout(r, 5));
  expect(shown).toBe('138****5678');
  console.log(`page edit in force on the other instance after ${Date.now() - edited} ms`);
});

it('completes a task once when its assignee completes it through both instances at once', async () => {
  const clients = await Promise.all([0, 1].map(async (i) => new ApiClient(direct(i), await apiLogin(direct(i), 'admin', ADMIN_PASSWORD))));
  const key = 'proxy_race';
  const bpmn = twoStepBpmn(key, { attrs: 'camunda:assignee="admin"' }, { attrs: 'camunda:assignee="admin"' });
  expectOk(await clients[0]!.post('/api/bpm/template/add', { group: 'HR', name: 'Race', key, bpmnXml: bpmn, startPermission: { type: 'all' } }));
  expectOk(await clients[0]!.post('/api/bpm/template/publish', { key }));
  const { id } = expectOk<any>(await clients[1]!.post('/api/bpm/process/start', { templateKey: key, businessTitle: 'Race', variables: {} }));
  const open = async () => (expectOk<any>(await clients[0]!.get('/api/bpm/task/todo?pageSize=100')).records as any[]).filter((t) => t.instanceId === id);
  const [task] = await open();

  const answers = await Promise.all(clients.map((client) => client.post('/api/bpm/task/complete', { taskId: task.id })));
  expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  expect(answers.find((a) => a.status === 400)!.body.message).toBe('No running task');
  // One step further: the second task alone is open, and the first was completed once.
  expect((await open()).map((t) => t.taskName)).toEqual(['Clerk']);
  const client = new pg.Client({ connectionString: database.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`select count(*)::int as n from bpm_task where instance_id = $1 and status = 'done'`, [id]);
    expect(rows[0].n).toBe(1);
  } finally {
    await client.end();
  }
});

it('fires the scheduled job once for each fire time while both instances tick for it', async () => {
  const { id, startedAt } = scheduled!;
  const first = Math.ceil((startedAt + 1) / 60_000) * 60_000;
  /** Ticks come every second on each instance: past this, both have ticked for the fire time. */
  const ticked = (fireTime: number) => fireTime + 1_500;
  const client = new pg.Client({ connectionString: database.databaseUrl });
  await client.connect();
  try {
    const read = async () => {
      // The job queue's runs sent for the job: one per fire time claimed (a second claim would send a second).
      const sent = await client.query<{ fire_time: string; state: string }>(
        `select data->>'fireTime' as fire_time, state from pgboss.job where name = 'sys-job-run' and data->>'jobId' = $1
         union all select data->>'fireTime', state from pgboss.archive where name = 'sys-job-run' and data->>'jobId' = $1`, [id]);
      const history = await client.query<{ fire_time: Date; outcome: string; instance: string }>(
        `select fire_time, outcome, instance from sys_quartz_job_run where job_id = $1 and trigger = 'schedule' order by fire_time`, [id]);
      return { at: Date.now(), calls: jobCalls.length, sent: sent.rows, runs: history.rows };
    };
    // Until the first fire time is past both instances' ticks and every run sent has run (the queue polls every 2 s).
    const waitFrom = Date.now();
    let state = await read();
    while (Date.now() - waitFrom < 90_000 && !(state.at > ticked(first) && state.sent.length > 0 && state.sent.every((r) => r.state === 'completed')
      && state.runs.length === state.sent.length && state.calls === state.sent.length)) {
      await new Promise((r) => setTimeout(r, 200));
      state = await read();
    }
    /** The job's fire times from its first to `until`. */
    const minutes = (until: number) => Array.from({ length: Math.max(0, Math.floor((until - first) / 60_000) + 1) }, (_, i) => first + i * 60_000);
    const sentTimes = state.sent.map((r) => new Date(r.fire_time).getTime()).sort((a, b) => a - b);
    // Each fire time both instances have ticked for was sent once; besides, at most the one that has just come.
    expect(sentTimes.filter((t) => ticked(t) <= state.at)).toEqual(minutes(state.at - 1_500));
    expect(new Set(sentTimes).size).toBe(sentTimes.length);
    expect(sentTimes.filter((t) => t > state.at)).toEqual([]);
    // Each ran once: one row of history each, and its handler called once each.
    expect(state.runs.map((r) => [r.fire_time.getTime(), r.outcome])).toEqual(sentTimes.map((t) => [t, 'success']));
    expect(state.calls).toBe(sentTimes.length);
    // Both instances were up and answering for all of it.
    for (const instance of instances) expect(instance.ended()).toBeNull();
    for (let i = 0; i < 2; i++) expect((await fetch(`${direct(i)}/api/user/info`)).status).toBeLessThan(500);
    console.log(`scheduled job: ${sentTimes.length} fire time(s) run once each, on ${[...new Set(state.runs.map((r) => r.instance))].join(', ')}; `
      + `first call ${jobCalls[0]! - first} ms after its fire time; waited ${Date.now() - waitFrom} ms here`);
  } finally {
    await client.end();
  }
}, 120_000);

it('loses no acknowledged write when one instance is killed during a write load, and the other keeps serving', async () => {
  const admin = new ApiClient(proxyUrl, await apiLogin(proxyUrl, 'admin', ADMIN_PASSWORD));
  const acknowledged: string[] = [];
  let failed = 0;
  let n = 0;
  const writer = async (stopAt: number) => {
    while (Date.now() < stopAt) {
      const code = `load_${n++}`;
      const res = await admin.post('/api/eform/manage/appGroup/add', { groupCode: code, groupName: code, orderNum: 1 }).catch(() => null);
      if (res?.status === 200) acknowledged.push(code);
      else failed++;
    }
  };
  const stopAt = Date.now() + 3_000;
  const load = Promise.all([writer(stopAt), writer(stopAt), writer(stopAt), writer(stopAt)]);
  await new Promise((r) => setTimeout(r, 1_000));
  instances[0]!.child.kill('SIGKILL');
  await load;

  const client = new pg.Client({ connectionString: database.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ group_code: string }>(`select group_code from sys_app_group where group_code like 'load\\_%'`);
    const stored = new Set(rows.map((r) => r.group_code));
    expect(acknowledged.filter((code) => !stored.has(code))).toEqual([]);
    console.log(`writes: ${n} sent, ${acknowledged.length} acknowledged, ${failed} failed (the killed instance's), ${stored.size} stored`);
  } finally {
    await client.end();
  }
  expect(acknowledged.length).toBeGreaterThan(0);
  // The survivor answers every request through the proxy.
  for (let i = 0; i < 6; i++) {
    const info = await admin.get('/api/user/info');
    expect([info.status, info.headers.get('x-instance')]).toEqual([200, 'i1']);
  }
}, 60_000);
