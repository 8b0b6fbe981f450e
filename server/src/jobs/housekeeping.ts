// Housekeeping: what piles up on its own is purged on a schedule (HOUSEKEEPING_CRON, hourly by default), by one
// instance at a time through the job queue: expired or revoked sessions, expired captchas and SMS codes, used or expired
// password reset tokens, login failures older than the lock window, and system log entries older than the retention
// (LOG_RETENTION_DAYS; 0 keeps them), and scheduled jobs' runs older than their retention.
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { JobQueue } from './queue.ts';
import { purgeExpired, type Purged } from './store.ts';

export const HOUSEKEEPING_JOB = 'housekeeping';

/** Days a scheduled job's run history is kept. */
export const JOB_RUN_RETENTION_DAYS = 30;

export function purge(db: Database, config: ServerConfig): Promise<Purged> {
  return db.asSystem((em) => purgeExpired(em, {
    loginWindowMinutes: config.loginLimits.windowMinutes, logRetentionDays: config.logRetentionDays, jobRunRetentionDays: JOB_RUN_RETENTION_DAYS,
  }));
}

export async function scheduleHousekeeping(jobs: JobQueue, db: Database, config: ServerConfig): Promise<void> {
  await jobs.work(HOUSEKEEPING_JOB, () => purge(db, config));
  try {
    await jobs.schedule(HOUSEKEEPING_JOB, config.housekeepingCron);
  } catch (error) {
    throw new Error(`HOUSEKEEPING_CRON: ${config.housekeepingCron} is not a cron expression (${(error as Error).message})`, { cause: error });
  }
}
