// Scheduled jobs: Given an administrator, When they add a job naming a registered handler with a cron expression, Then a
// bad name, handler, cron or parameter is refused with nothing written; the next five fire times are shown in TIME_ZONE;
// start, stop, edit, delete and run once work and each run leaves history (a failing handler's error in it, the other
// jobs still running); and a fire time runs once however many instances tick for it, on one database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerJobClass } from '../../server/src/jobs/registry.ts';
import { SYS_JOB_TICK } from '../../server/src/jobs/scheduled.ts';
import { PERMISSIONS } from '@yc/engine';
import { createUser, signedInWith, STRONG_PASSWORD } from '../support/identity.ts';
import { apiSuite, startPeerInstance, TEST_DB, type PeerInstance } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

const suite = apiSuite();
const BASE = '/api/system/sysJob';

/** Every call of the counting handler: the job and the fire time it ran for (none when run once). */
const calls: { jobId: string; at: number }[] = [];
registerJobClass({
  name: 'test-count',
  label: { en_US: 'Count (test)', zh_CN: '计数（测试）' },
  parameterHint: { en_US: 'No parameter', zh_CN: '无参数' },
  async run({ jobId }) {
    calls.push({ jobId, at: Date.now() });
    return { counted: calls.length };
  },
});
registerJobClass({
  name: 'test-fail',
  label: { en_US: 'Fail (test)', zh_CN: '失败（测试）' },
  parameterHint: { en_US: 'No parameter', zh_CN: '无参数' },
  async run() {
    throw new Error('disk on fire');
  },
});

let seq = 0;
const draft = (extra: Record<string, unknown> = {}) => ({ jobName: `job ${++seq}`, jobClassName: 'test-count', cronExpression: '*/15 * * * *', ...extra });
const add = async (extra: Record<string, unknown> = {}) => expectOk<any>(await suite.admin.post(`${BASE}/add`, draft(extra)));
const total = async () => expectOk<any>(await suite.admin.get(`${BASE}/list?pageSize=100`)).total;
const history = async (jobId: string) => expectOk<any>(await suite.admin.get(`${BASE}/history?jobId=${jobId}&pageSize=100`)).records;

async function until<T>(what: () => Promise<T>, done: (value: T) => boolean, ms: number): Promise<T> {
  for (const end = Date.now() + ms; ; await new Promise((r) => setTimeout(r, 250))) {
    const value = await what();
    if (done(value) || Date.now() > end) return value;
  }
}

describe('writing scheduled jobs', () => {
  it('refuses a bad name, handler, cron or parameter with nothing written', async () => {
    const before = await total();
    expectOk(await suite.admin.post(`${BASE}/add`, draft({ jobName: 'Taken' })));
    for (const [body, message] of [
      [{ jobName: '   ' }, 'Job name cannot be empty'],
      [{ jobName: 'Taken' }, 'A job named Taken already exists'],
      [{ jobClassName: 'java.lang.Runtime' }, 'Job class java.lang.Runtime is not a registered handler'],
      [{ cronExpression: '61 * * * *' }, 'Cron expression 61 * * * * is not valid: five fields (minute hour day-of-month month day-of-week)'],
      [{ cronExpression: 'every hour' }, 'Cron expression every hour is not valid: five fields (minute hour day-of-month month day-of-week)'],
      [{ cronExpression: '0 0 * * * *' }, 'Cron expression 0 0 * * * * is not valid: five fields (minute hour day-of-month month day-of-week)'],
      [{ jobClassName: 'sqlConfig', parameter: 'not json' }, 'The parameter must be a JSON object'],
      [{ jobClassName: 'sqlConfig', parameter: '{"params": {}}' }, 'The parameter must name the config: {"code": "…"}'],
      [{ jobClassName: 'sqlConfig', parameter: '{"code": "nope"}' }, 'There is no SQL config nope'],
      [{ jobClassName: 'httpConfig', parameter: '{"code": "nope"}' }, 'There is no HTTP config nope'],
    ] as const) {
      const res = await suite.admin.post(`${BASE}/add`, draft(body));
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const zh = await suite.admin.post(`${BASE}/add?lang=zh_CN`, draft({ cronExpression: 'x' }));
    expect(zh.body.message).toBe('Cron 表达式 x 无效：应为五个字段（分 时 日 月 周）');
    expect(await total()).toBe(before + 1);
  });

  it('adds, reads, lists, edits and deletes a job', async () => {
    const job = await add({ jobName: 'Nightly', parameter: null, description: 'the night run', cronExpression: ' 0   2 * * * ' });
    expect(job).toMatchObject({ jobName: 'Nightly', jobClassName: 'test-count', cronExpression: '0 2 * * *', status: 'stopped', nextFireTime: null, version: 1 });
    expect(expectOk<any>(await suite.admin.get(`${BASE}/queryById?id=${job.id}`)).description).toBe('the night run');
    expect(expectOk<any[]>(await suite.admin.get(`${BASE}/queryall`)).map((j) => j.jobName)).toContain('Nightly');
    expect(expectOk<any>(await suite.admin.get(`${BASE}/list?jobName=night`)).records.map((j: any) => j.id)).toEqual([job.id]);
    const edited = expectOk<any>(await suite.admin.put(`${BASE}/edit`, { ...draft({ jobName: 'Nightly run', cronExpression: '30 3 * * 1-5' }), id: job.id, version: 1 }));
    expect(edited).toMatchObject({ jobName: 'Nightly run', cronExpression: '30 3 * * 1-5', version: 2 });
    expect((await suite.admin.put(`${BASE}/edit`, { ...draft(), id: job.id, version: 1 })).status).toBe(409);
    const badEdit = await suite.admin.put(`${BASE}/edit`, { ...draft({ cronExpression: '* * *' }), id: job.id });
    expect([badEdit.status, expectOk<any>(await suite.admin.get(`${BASE}/queryById?id=${job.id}`)).cronExpression]).toEqual([400, '30 3 * * 1-5']);
    expectOk(await suite.admin.delete(`${BASE}/delete?id=${job.id}`));
    expect((await suite.admin.get(`${BASE}/queryById?id=${job.id}`)).status).toBe(404);
  });

  it('lists the registered handlers with their labels in the language asked', async () => {
    const classes = expectOk<any[]>(await suite.admin.get(`${BASE}/classes`));
    expect(classes.map((c) => c.name)).toEqual(expect.arrayContaining(['housekeeping', 'sqlConfig', 'httpConfig', 'test-count']));
    const zh = expectOk<any[]>(await suite.admin.get(`${BASE}/classes?lang=zh_CN`));
    expect(zh.find((c) => c.name === 'sqlConfig').label).toBe('执行 SQL 配置');
  });

  it('shows the next five fire times in TIME_ZONE, or why the expression is not valid', async () => {
    const next = expectOk<any>(await suite.admin.get(`${BASE}/nextFireTimes?cronExpression=${encodeURIComponent('30 9 * * *')}`));
    expect(next).toMatchObject({ valid: true, message: null, timeZone: 'Asia/Shanghai' });
    expect(next.times).toHaveLength(5);
    for (const time of next.times) expect(time).toMatch(/^\d{4}-\d\d-\d\d 09:30:00$/);
    expect(new Set(next.times).size).toBe(5);
    const bad = expectOk<any>(await suite.admin.get(`${BASE}/nextFireTimes?cronExpression=nonsense`));
    expect(bad).toMatchObject({ valid: false, times: [] });
    expect(bad.message).toContain('Cron expression nonsense is not valid');
  });

  it('lets no one without the permissions manage jobs', async () => {
    const user = await createUser(suite.admin);
    const client = await suite.server.login(user.username, STRONG_PASSWORD);
    expect((await client.get(`${BASE}/list`)).status).toBe(403);
    expect((await client.post(`${BASE}/add`, draft())).status).toBe(403);
    expect((await client.get(`${BASE}/queryall`)).status).toBe(403);
  });

  it('adds a job running only for a caller who may also start jobs', async () => {
    const adder = await signedInWith(suite.server, suite.admin, [PERMISSIONS.system.sysJob.list, PERMISSIONS.system.sysJob.add]);
    const before = await total();
    const refused = await adder.client.post(`${BASE}/add`, draft({ status: 'running' }));
    expect(refused.status).toBe(403);
    expect(await total()).toBe(before);
    expect(expectOk<any>(await adder.client.post(`${BASE}/add`, draft())).status).toBe('stopped');
    const starter = await signedInWith(suite.server, suite.admin, [PERMISSIONS.system.sysJob.add, PERMISSIONS.system.sysJob.start]);
    expect(expectOk<any>(await starter.client.post(`${BASE}/add`, draft({ status: 'running' }))).status).toBe('running');
  });
});

describe('running scheduled jobs', () => {
  it('starts and stops a job, showing its next fire time while it runs', async () => {
    const job = await add();
    const started = expectOk<any>(await suite.admin.put(`${BASE}/start`, { id: job.id }));
    expect(started.status).toBe('running');
    expect(started.nextFireTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:(00|15|30|45):00$/);
    const again = await suite.admin.put(`${BASE}/start`, { id: job.id });
    expect([again.status, again.body.message]).toEqual([400, 'The job is already running']);
    expect(expectOk<any>(await suite.admin.get(`${BASE}/list?status=running&pageSize=100`)).records.map((j: any) => j.id)).toContain(job.id);
    expect(expectOk<any>(await suite.admin.put(`${BASE}/stop`, { id: job.id })).status).toBe('stopped');
    expect((await suite.admin.put(`${BASE}/stop`, { id: job.id })).body.message).toBe('The job is already stopped');
  });

  it('runs a job once and writes its history; a failing handler leaves its error there', async () => {
    const job = await add();
    const run = expectOk<any>(await suite.admin.post(`${BASE}/runOnce`, { id: job.id }));
    expect(run).toMatchObject({ jobId: job.id, trigger: 'manual', outcome: 'success', error: null, fireTime: null });
    expect(JSON.parse(run.result).counted).toBeGreaterThan(0);
    expect(run.instance).toMatch(/#\d+-/);
    expect(await history(job.id)).toEqual([expect.objectContaining({ id: run.id, durationMs: expect.any(Number) })]);

    const failing = await add({ jobClassName: 'test-fail' });
    const failed = expectOk<any>(await suite.admin.post(`${BASE}/runOnce`, { id: failing.id }));
    expect(failed).toMatchObject({ outcome: 'failure', error: 'disk on fire', result: null });
    expect((await history(failing.id)).map((r: any) => r.error)).toEqual(['disk on fire']);
    expect(expectOk<any>(await suite.admin.get(`${BASE}/history?jobId=${failing.id}&outcome=success`)).total).toBe(0);
  });

  it('runs an SQL config and housekeeping from the registry', async () => {
    expectOk(await suite.admin.post('/api/eform/manage/sqlConfig/add', { sqlName: 'Users', sqlCode: 'job_users', sqlQuery: 'select 1 as n union all select 2' }));
    const sql = await add({ jobClassName: 'sqlConfig', parameter: '{"code": "job_users"}' });
    const run = expectOk<any>(await suite.admin.post(`${BASE}/runOnce`, { id: sql.id }));
    expect(run.outcome).toBe('success');
    expect(JSON.parse(run.result).rows).toBeGreaterThan(0);
    const house = await add({ jobClassName: 'housekeeping' });
    const purged = expectOk<any>(await suite.admin.post(`${BASE}/runOnce`, { id: house.id }));
    expect(JSON.parse(purged.result)).toMatchObject({ jobRuns: 0, captchas: expect.any(Number) });
  });

  it('prunes runs past the retention in housekeeping', async () => {
    const job = await add();
    expectOk(await suite.admin.post(`${BASE}/runOnce`, { id: job.id }));
    await suite.server.sql(`update sys_quartz_job_run set started_at = now() - interval '31 days' where job_id = $1`, [job.id]);
    expectOk(await suite.admin.post(`${BASE}/runOnce`, { id: job.id }));
    const house = await add({ jobClassName: 'housekeeping' });
    expect(JSON.parse(expectOk<any>(await suite.admin.post(`${BASE}/runOnce`, { id: house.id })).result).jobRuns).toBe(1);
    expect(await history(job.id)).toHaveLength(1);
  });
});

describe('firing across server instances', () => {
  let peer: PeerInstance | undefined;
  beforeAll(async () => {
    // On PostgreSQL a second server on the same database; the embedded database has one server, ticking twice at once.
    if (TEST_DB === 'postgres') peer = await startPeerInstance(suite.server);
  });
  afterAll(async () => peer?.stop());

  /** A running job whose schedule began at `since` (five minutes ago unless said). */
  async function running(extra: Record<string, unknown>, since = new Date(Date.now() - 5 * 60_000)) {
    const job = await add(extra);
    await suite.server.sql(`update sys_quartz_job set status = 'running', started_at = $2 where id = $1`, [job.id, since]);
    return job;
  }
  const queues = () => [suite.server.platform.jobs, peer?.platform.jobs ?? suite.server.platform.jobs];

  it('runs each fire time once when two instances tick for it, and a failing job does not stop the others', async () => {
    // Ticks for times ahead of the clock, on schedules that begin then: a tick of the schedule's own on the real clock
    // (every minute, at any moment of this test) finds nothing to fire, before the test's ticks or after.
    const base = Math.ceil(Date.now() / 60_000) * 60_000 + 24 * 3600_000;
    const since = new Date(base - 5 * 60_000);
    const counted = await running({ cronExpression: '* * * * *' }, since);
    const failing = await running({ jobClassName: 'test-fail', cronExpression: '* * * * *' }, since);
    for (const minute of [0, 0, 1]) {
      const now = new Date(base + minute * 60_000 + 5_000).toISOString();
      await Promise.all(queues().flatMap((queue) => [queue.runNow(SYS_JOB_TICK, { now }), queue.runNow(SYS_JOB_TICK, { now })]));
    }
    const runs = await until(() => history(counted.id), (r) => r.length >= 2, 20_000);
    await new Promise((r) => setTimeout(r, 3000));
    const scheduled = (await history(counted.id)).filter((r: any) => r.trigger === 'schedule');
    expect(scheduled.map((r: any) => new Date(r.fireTime).getTime()).sort()).toEqual([base, base + 60_000]);
    expect(runs.length).toBe(2);
    expect(calls.filter((c) => c.jobId === counted.id)).toHaveLength(2);
    expect((await history(failing.id)).map((r: any) => [r.outcome, r.error])).toEqual([['failure', 'disk on fire'], ['failure', 'disk on fire']]);
  });

  // pg-boss sends the tick every minute (its schedule is checked in housekeeping.test.ts); a tick on the real clock fires
  // the latest fire time due, once, however often it comes.
  it('fires a running job at the latest fire time due when the tick comes on the real clock, once', async () => {
    const job = await running({ cronExpression: '* * * * *' });
    const before = Date.now();
    await suite.server.platform.jobs.runNow(SYS_JOB_TICK, {});
    await suite.server.platform.jobs.runNow(SYS_JOB_TICK, {});
    const runs = await until(() => history(job.id), (r) => r.length >= 1, 20_000);
    await new Promise((r) => setTimeout(r, 1000));
    const all = await history(job.id);
    expect(all).toHaveLength(1);
    expect(runs[0]).toMatchObject({ trigger: 'schedule', outcome: 'success' });
    const fired = new Date(runs[0].fireTime).getTime();
    expect(fired % 60_000).toBe(0);
    expect(before - fired).toBeLessThan(60_000 + 5_000);
    expect(calls.filter((c) => c.jobId === job.id)).toHaveLength(1);
  });
});
