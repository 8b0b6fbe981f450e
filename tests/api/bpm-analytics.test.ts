// Process analytics: Given instances and tasks whose times are known (a completed, a running, a suspended instance of one
// template, a running one of another, some tasks past their due time), When an administrator asks for the summary, the
// nodes, the handlers and the overdue tasks — all, by template, by date range —, Then the counts and durations are
// exactly those of the fixtures, ranked slowest and busiest first; a reversed range is refused; users without the
// analytics permission get 403.
import { PERMISSIONS } from '@yc/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInWith, STRONG_PASSWORD } from '../support/identity.ts';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';
import { twoStepBpmn } from './bpm-fixtures.ts';

const suite = apiSuite();
const T0 = Date.parse('2026-01-05T08:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(T0 + ms).toISOString();

let ann: { username: string; client: ApiClient };
let bob: { username: string; client: ApiClient };
const ids: Record<'a1' | 'a2' | 'a3' | 'b1', string> = { a1: '', a2: '', a3: '', b1: '' };

const get = async <T = any>(client: ApiClient, path: string) => expectOk<T>(await client.get(`/api/bpm/analytics/${path}`));
const mine = <T extends { templateKey: string }>(rows: T[]) => rows.filter((r) => ['alpha', 'beta'].includes(r.templateKey));

async function person() {
  const user = await createUser(suite.admin);
  return { username: user.username, client: await suite.server.login(user.username, STRONG_PASSWORD) };
}

/** The one open task of an instance, approved by its handler. */
async function approve(client: ApiClient, instanceId: string) {
  const [task] = await suite.server.sql<{ id: string }>(`select id from bpm_task where instance_id = $1 and status = 'open'`, [instanceId]);
  expectOk(await client.post('/api/bpm/task/complete', { taskId: task!.id }));
}

/** Sets a task's times (by instance and node), as if it had arrived and been handled then. */
const taskTimes = (instanceId: string, node: string, created: number, completed: number | null, due: Date | null = null) =>
  suite.server.sql(`update bpm_task set created_at = $3, completed_at = $4, due_at = $5 where instance_id = $1 and node_id = $2`,
    [instanceId, node, at(created), completed === null ? null : at(completed), due?.toISOString() ?? null]);

beforeAll(async () => {
  [ann, bob] = [await person(), await person()];
  for (const [key, second] of [['alpha', bob], ['beta', ann]] as const) {
    expectOk(await suite.admin.post('/api/bpm/template/add', {
      group: 'Finance', name: `Flow ${key}`, key, bpmnXml: twoStepBpmn(key, { name: 'Check', attrs: '' }, { name: 'Pay', attrs: '' }), startPermission: { type: 'all' },
      nodes: { lead: { assignees: [{ type: 'user', values: [ann.username] }] }, second: { assignees: [{ type: 'user', values: [second.username] }] } },
    }));
    expectOk(await suite.admin.post('/api/bpm/template/publish', { key }));
  }
  for (const [name, key] of [['a1', 'alpha'], ['a2', 'alpha'], ['a3', 'alpha'], ['b1', 'beta']] as const) {
    ids[name] = expectOk<{ id: string }>(await suite.admin.post('/api/bpm/process/start', { templateKey: key, businessTitle: `Claim ${name}` })).id;
  }
  // a1 completed (Ann 1 h, Bob 2 h); a2 waits at Pay (Ann took 30 min); a3 suspended at Check; b1 waits at Check.
  await approve(ann.client, ids.a1);
  await approve(bob.client, ids.a1);
  await approve(ann.client, ids.a2);
  expectOk(await suite.admin.post('/api/bpm/process/suspend', { id: ids.a3 }));
  const now = Date.now();
  await suite.server.sql('update bpm_instance set start_time = $2, end_time = $3 where id = $1', [ids.a1, at(0), at(3 * HOUR)]);
  await taskTimes(ids.a1, 'lead', 0, HOUR);
  await taskTimes(ids.a1, 'second', HOUR, 3 * HOUR);
  await suite.server.sql('update bpm_instance set start_time = $2 where id = $1', [ids.a2, at(DAY)]);
  await taskTimes(ids.a2, 'lead', DAY, DAY + HOUR / 2);
  await taskTimes(ids.a2, 'second', DAY + HOUR / 2, null, new Date(now - 2 * HOUR));
  await suite.server.sql('update bpm_instance set start_time = $2 where id = $1', [ids.a3, at(2 * DAY)]);
  await taskTimes(ids.a3, 'lead', 2 * DAY, null, new Date(now + HOUR));
  await suite.server.sql('update bpm_instance set start_time = $2 where id = $1', [ids.b1, at(10 * DAY)]);
  await taskTimes(ids.b1, 'lead', 10 * DAY, null, new Date(now - DAY));
});

describe('summary', () => {
  it('Given the fixtures, When the summary is read, Then each template has its counts by state and the durations of its completed instances', async () => {
    expect(mine(await get(suite.admin, 'summary'))).toEqual([
      { templateKey: 'alpha', templateName: 'Flow alpha', started: 3, running: 1, completed: 1, suspended: 1, avgDurationSeconds: 10800, maxDurationSeconds: 10800 },
      { templateKey: 'beta', templateName: 'Flow beta', started: 1, running: 1, completed: 0, suspended: 0, avgDurationSeconds: null, maxDurationSeconds: null },
    ]);
  });

  it('When narrowed to a template or a date range, Then only those instances count', async () => {
    expect((await get<any[]>(suite.admin, 'summary?templateKey=beta')).map((r) => [r.templateKey, r.started])).toEqual([['beta', 1]]);
    const range = `from=${encodeURIComponent(at(DAY))}&to=${encodeURIComponent(at(5 * DAY))}`;
    expect(mine(await get(suite.admin, `summary?${range}`))).toEqual([
      { templateKey: 'alpha', templateName: 'Flow alpha', started: 2, running: 1, completed: 0, suspended: 1, avgDurationSeconds: null, maxDurationSeconds: null },
    ]);
  });

  it('When the range ends before it starts, Then it is refused', async () => {
    const res = await suite.admin.get(`/api/bpm/analytics/summary?from=${encodeURIComponent(at(DAY))}&to=${encodeURIComponent(at(0))}`);
    expect([res.status, res.body.message]).toEqual([400, 'The start time cannot be later than the end time']);
  });
});

describe('nodes and handlers', () => {
  it('Given the fixtures, When the nodes are read, Then each node has its handled and open tasks and handling times, slowest first', async () => {
    expect(mine(await get(suite.admin, 'nodes'))).toEqual([
      { templateKey: 'alpha', templateName: 'Flow alpha', nodeId: 'second', nodeName: 'Pay', handled: 1, avgSeconds: 7200, maxSeconds: 7200, open: 1 },
      { templateKey: 'alpha', templateName: 'Flow alpha', nodeId: 'lead', nodeName: 'Check', handled: 2, avgSeconds: 2700, maxSeconds: 3600, open: 1 },
      { templateKey: 'beta', templateName: 'Flow beta', nodeId: 'lead', nodeName: 'Check', handled: 0, avgSeconds: null, maxSeconds: null, open: 1 },
    ]);
    const firstDay = await get<any[]>(suite.admin, `nodes?templateKey=alpha&to=${encodeURIComponent(at(DAY - 1))}`);
    expect(firstDay.map((r) => [r.nodeId, r.handled, r.avgSeconds])).toEqual([['second', 1, 7200], ['lead', 1, 3600]]);
  });

  it('Given the fixtures, When the handlers are read, Then each is named realname (username) with their handled and open tasks, busiest first', async () => {
    const rows = (await get<any[]>(suite.admin, 'users')).filter((r) => [ann.username, bob.username].some((u) => r.handlerName.endsWith(`(${u})`)));
    expect(rows.map(({ userId: _id, ...r }) => r)).toEqual([
      { handlerName: `Real ${ann.username} (${ann.username})`, handled: 2, avgSeconds: 2700, open: 2 },
      { handlerName: `Real ${bob.username} (${bob.username})`, handled: 1, avgSeconds: 7200, open: 1 },
    ]);
    const beta = await get<any[]>(suite.admin, 'users?templateKey=beta');
    expect(beta.map((r) => [r.handlerName, r.handled, r.open])).toEqual([[`Real ${ann.username} (${ann.username})`, 0, 1]]);
  });
});

describe('overdue tasks', () => {
  it('Given open tasks past their due time, When the overdue list is read, Then they come most overdue first with how long, paged', async () => {
    const page = await get<any>(suite.admin, 'overdue');
    expect(page.total).toBe(2);
    expect(page.records.map((r: any) => [r.businessTitle, r.nodeName, r.templateName, r.handlerName])).toEqual([
      ['Claim b1', 'Check', 'Flow beta', `Real ${ann.username} (${ann.username})`],
      ['Claim a2', 'Pay', 'Flow alpha', `Real ${bob.username} (${bob.username})`],
    ]);
    expect(page.records[0].overdueSeconds).toBeGreaterThanOrEqual(86_400);
    expect(page.records[0].overdueSeconds).toBeLessThan(86_400 + 600);
    expect(page.records[1].overdueSeconds).toBeGreaterThanOrEqual(7200);
    const second = await get<any>(suite.admin, 'overdue?pageSize=1&pageNo=2');
    expect([second.total, second.records.map((r: any) => r.instanceId)]).toEqual([2, [ids.a2]]);
    expect((await get<any>(suite.admin, 'overdue?templateKey=alpha')).records.map((r: any) => r.instanceId)).toEqual([ids.a2]);
  });
});

describe('access', () => {
  it('Given a user without the analytics permission, When they ask for any report, Then 403; a role granting it opens them', async () => {
    for (const path of ['summary', 'nodes', 'users', 'overdue']) {
      expect([path, (await ann.client.get(`/api/bpm/analytics/${path}`)).status]).toEqual([path, 403]);
    }
    const analyst = await signedInWith(suite.server, suite.admin, [PERMISSIONS.bpm.analytics.list]);
    expect(mine(await get(analyst.client, 'summary')).map((r: any) => r.templateKey)).toEqual(['alpha', 'beta']);
    expect((await suite.server.anonymous().get('/api/bpm/analytics/summary')).status).toBe(401);
  });
});
