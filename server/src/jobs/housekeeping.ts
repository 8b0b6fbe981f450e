// Housekeeping: what piles up on its own is purged on a schedule (HOUSEKEEPING_CRON, hourly by default), by one
// instance at a time through the job queue: expired or revoked sessions, expired captchas and SMS codes, used or expired
// password reset tokens, login failures older than the lock window, and system log entries older than the retention
// (LOG_RETENTION_DAYS; 0 keeps them), and scheduled jobs' runs older than their retention.
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { JobQueue } from './queue.ts';

export const HOUSEKEEPING_JOB = 'housekeeping';

export interface Purged {
  tokens: number;
  captchas: number;
  smsCodes: number;
  passwordResets: number;
  loginFailures: number;
  logs: number;
  jobRuns: number;
}

/** Days a scheduled job's run history is kept. */
export const JOB_RUN_RETENTION_DAYS = 30;

export async function purge(db: Database, config: ServerConfig): Promise<Purged> {
  return db.asSystem(async (em) => {
    const count = async (sql: string, params: unknown[] = []) => (await em.execute<{ n: number }[]>(
      `with gone as (${sql} returning 1) select count(*)::int as n from gone`, params,
    ))[0]!.n;
    return {
      // A revoked or expired session is refused whether or not its row exists; the row serves nothing after that.
      tokens: await count(`delete from sys_token where expires_at < now() or revoked_at is not null`),
      captchas: await count(`delete from sys_captcha where expires_at < now()`),
      // An expired code is refused whether or not its row exists; the rows of the last hour count a phone's codes.
      smsCodes: await count(`delete from sys_sms_code where expires_at < now() and created_at < now() - interval '1 hour'`),
      // A used or expired reset token is refused either way; the rows of the last hour count an account's resets.
      passwordResets: await count(`delete from sys_password_reset where (used_at is not null or expires_at < now()) and created_at < now() - interval '1 hour'`),
      loginFailures: await count(`delete from sys_login_failure where created_at < now() - make_interval(mins => ?)`, [config.loginLimits.windowMinutes]),
      logs: config.logRetentionDays > 0
        ? await count(`delete from sys_log where created_at < now() - make_interval(days => ?)`, [config.logRetentionDays])
        : 0,
      jobRuns: await count(`delete from sys_quartz_job_run where started_at < now() - make_interval(days => ?)`, [JOB_RUN_RETENTION_DAYS]),
    };
  });
}

export async function scheduleHousekeeping(jobs: JobQueue, db: Database, config: ServerConfig): Promise<void> {
  await jobs.work(HOUSEKEEPING_JOB, () => purge(db, config));
  try {
    await jobs.schedule(HOUSEKEEPING_JOB, config.housekeepingCron);
  } catch (error) {
    throw new Error(`HOUSEKEEPING_CRON: ${config.housekeepingCron} is not a cron expression (${(error as Error).message})`, { cause: error });
  }
}
