// Two server processes on one PostgreSQL database behind haproxy (round robin), as a deployment runs them (#40 item 5):
// a session signed in through the proxy works on both; a grant and a page edit made through one are in force on the other; one task
// completed through both at once completes once; `kill -9` of one instance during a write load loses no acknowledged
// write (counted in the database) and the other keeps answering. PostgreSQL only: a proxy needs two
// server processes on one database (the embedded database refuses a second process).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
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

beforeAll(async () => {
  database = await createTestDatabase({ migrated: true });
  instances.push(...await Promise.all(['i0', 'i1'].map((name) => startServerProcess(database.databaseUrl, path.join(work, `data-${name}`), name))));
  const proxyPort = await freePort();
  const config = path.join(work, 'haproxy.cfg');
  fs.writeFileSync(config, [
    'global', '  maxconn 256',
    'defaults', '  mode http', '  timeout connect 2s', '  timeout client 30s', '  timeout server 30s', '  option redispatch', '  retries 2',
    'frontend web', `  bind 127.0.0.1:${proxyPort}`, '  default_backend instances',
    'backend instances', '  balance roundrobin', '  http-response set-header X-Instance %s',
    '  default-server inter 300ms fall 2 rise 1',
    ...instances.map((instance, i) => `  server i${i} 127.0.0.1:${instance.port} check`),
  ].join('\n') + '\n');
  const proxy = watch(spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] }));
  proxyUrl = `http://127.0.0.1:${proxyPort}`;
  // Served once haproxy has seen both instances up: until then it answers 503.
  await waitFor(proxy, 'haproxy', async () => {
    const res = await fetch(`${proxyUrl}/api/user/info`).catch(() => null);
    return res && res.status < 500 ? true : undefined;
  });
}, 300_000);

afterAll(async () => {
  killAll();
  await database?.drop();
  fs.rmSync(work, { recursive: true, force: true });
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
