// Housekeeping through the job queue: expired and revoked sessions, expired captchas, used or expired password reset
// tokens, old login failures and log entries past the retention are purged, and what is still live stays; a job is done by exactly one instance.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { HOUSEKEEPING_JOB, scheduleHousekeeping } from '../../server/src/jobs/housekeeping.ts';
import { openJobQueue, type JobQueue } from '../../server/src/jobs/queue.ts';
import { BPM_TIMER_JOB } from '../../server/src/bpm/timers.ts';
import { KEY_ROTATION_CRON, KEY_ROTATION_JOB } from '../../server/src/auth/oauth/provider.ts';
import { SYS_JOB_TICK } from '../../server/src/jobs/scheduled.ts';
import { OVERDUE_JOB } from '../../server/src/messages/delivery.ts';
import { apiSuite, startPeerInstance, startTestServer, TEST_DB, type PeerInstance } from '../support/server.ts';

const suite = apiSuite({ env: { LOG_RETENTION_DAYS: '30' } });

describe('housekeeping', () => {
  it('purges what expired or passed its retention and keeps the rest', async () => {
    const { server } = suite;
    const [admin] = await server.sql<{ id: string; tenant_id: number }>(`select id, tenant_id from sys_user where username = 'admin'`);
    const token = (expires: string, revoked: string | null) => server.sql(
      `insert into sys_token (jti, tenant_id, user_id, expires_at, revoked_at) values ($1, $2, $3, now() + $4::interval, now() + $5::interval)`,
      [randomUUID(), admin!.tenant_id, admin!.id, expires, revoked],
    );
    await token('-1 hour', null);
    await token('1 hour', '-1 minute');
    const live = randomUUID();
    await server.sql(`insert into sys_token (jti, tenant_id, user_id, expires_at) values ($1, $2, $3, now() + interval '1 hour')`, [live, admin!.tenant_id, admin!.id]);
    await server.sql(`insert into sys_captcha (check_key, code, expires_at) values ('old', 'abcd', now() - interval '1 minute'), ('new', 'efgh', now() + interval '5 minutes')`);
    await server.sql(`insert into sys_login_failure (key, created_at) values ('account:x@1', now() - interval '2 days'), ('account:y@1', now())`);
    // Reset tokens: used two hours ago, expired two hours ago, used a minute ago (still counted for the hour), live.
    const reset = (hash: string, created: string, expires: string, used: string | null) => server.sql(
      `insert into sys_password_reset (user_id, token_hash, created_at, expires_at, used_at) values ($1, $2, now() + $3::interval, now() + $4::interval, now() + $5::interval)`,
      [admin!.id, hash, created, expires, used],
    );
    await reset('used-old', '-2 hours', '-90 minutes', '-110 minutes');
    await reset('expired-old', '-2 hours', '-90 minutes', null);
    await reset('used-recent', '-2 minutes', '28 minutes', '-1 minute');
    await reset('live', '-2 minutes', '28 minutes', null);
    const log = (age: string) => server.sql(
      `insert into sys_log (id, tenant_id, log_type, outcome, content, created_at) values ($1, $2, 'login', 'success', $3, now() - $4::interval)`,
      [randomUUID(), admin!.tenant_id, `aged ${age}`, age],
    );
    await log('40 days');
    await log('10 days');
    const liveTokens = Number((await server.sql(`select count(*) n from sys_token where expires_at > now() and revoked_at is null`))[0].n);

    const purged = await server.platform.jobs.runNow(HOUSEKEEPING_JOB);
    expect(purged).toMatchObject({ captchas: 1, passwordResets: 2, loginFailures: 1, logs: 1 });
    expect((await server.sql(`select token_hash from sys_password_reset where token_hash in ('used-old', 'expired-old', 'used-recent', 'live') order by token_hash`)).map((r) => r.token_hash))
      .toEqual(['live', 'used-recent']);
    expect((purged as { tokens: number }).tokens).toBeGreaterThanOrEqual(2);
    expect(Number((await server.sql(`select count(*) n from sys_token`))[0].n)).toBe(liveTokens);
    expect(await server.sql(`select 1 from sys_token where jti = $1`, [live])).toHaveLength(1);
    expect((await server.sql(`select check_key from sys_captcha`)).map((r) => r.check_key)).toEqual(['new']);
    expect((await server.sql(`select key from sys_login_failure`)).map((r) => r.key)).toEqual(['account:y@1']);
    expect((await server.sql(`select content from sys_log where content like 'aged %'`)).map((r) => r.content)).toEqual(['aged 10 days']);
    // The signed-in administrator still works.
    expect((await suite.admin.get('/api/user/info')).status).toBe(200);
  });

  it('refuses to start with a schedule that is not a cron expression', async () => {
    await expect(startTestServer({ env: { HOUSEKEEPING_CRON: 'every hour' } })).rejects.toThrow('HOUSEKEEPING_CRON: every hour is not a cron expression');
  });

  it('has one schedule each (housekeeping, process timers, OAuth key rotation, scheduled jobs, overdue task messages), in the configured time zone', async () => {
    const schedules = await suite.server.sql(`select name, cron, timezone from pgboss.schedule order by name`);
    expect(schedules).toEqual([
      { name: BPM_TIMER_JOB, cron: '* * * * *', timezone: 'Asia/Shanghai' },
      { name: HOUSEKEEPING_JOB, cron: '17 * * * *', timezone: 'Asia/Shanghai' },
      { name: OVERDUE_JOB, cron: '*/5 * * * *', timezone: 'Asia/Shanghai' },
      { name: KEY_ROTATION_JOB, cron: KEY_ROTATION_CRON, timezone: 'Asia/Shanghai' },
      { name: SYS_JOB_TICK, cron: '* * * * *', timezone: 'Asia/Shanghai' },
    ]);
  });
});

describe('across server instances', () => {
  let peer: PeerInstance | undefined;
  let second: JobQueue | undefined;
  afterAll(async () => {
    await peer?.stop();
    await second?.stop();
  });

  it('does each job on exactly one instance, and keeps one schedule', async () => {
    const { server } = suite;
    // On PostgreSQL a second server on the same database; on the embedded one a second queue in the same process.
    if (TEST_DB === 'postgres') {
      peer = await startPeerInstance(server);
      second = undefined;
    } else {
      second = await openJobQueue(server.platform.db, server.config);
      await scheduleHousekeeping(second, server.platform.db, server.config);
    }
    const queues = [server.platform.jobs, peer?.platform.jobs ?? second!];
    const seen: string[][] = [[], []];
    queues.forEach((queue, i) => queue.done.on('done', (job) => job.name === HOUSEKEEPING_JOB && seen[i]!.push(job.id)));
    await Promise.all(Array.from({ length: 6 }, (_, i) => queues[i % 2]!.runNow(HOUSEKEEPING_JOB)));
    const all = seen.flat();
    expect(all).toHaveLength(6);
    expect(new Set(all).size).toBe(6);
    expect(await server.sql(`select name from pgboss.schedule order by name`)).toEqual([{ name: BPM_TIMER_JOB }, { name: HOUSEKEEPING_JOB }, { name: OVERDUE_JOB }, { name: KEY_ROTATION_JOB }, { name: SYS_JOB_TICK }]);
  });
});
