// The platform's job queue: pg-boss on the platform's own database (its tables in the `pgboss` schema), the one queue
// that housekeeping, scheduled jobs and process timers use. A job is worked by exactly one instance, and a schedule
// fires once per tick across all instances (pg-boss elects the instance that checks the clock and sends each tick as a
// singleton). On PostgreSQL it has a small pool of its own; on the embedded database it shares the one connection,
// taking it through the ORM's pool so that it never runs inside another's transaction.
import { EventEmitter } from 'node:events';
import PgBoss from 'pg-boss';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { embeddedDb } from './store.ts';

export type JobHandler = (data: Record<string, unknown>) => Promise<unknown>;

/** How a sent job is retried when its handler throws (seconds; backoff doubles the delay each time) and when it starts. */
export type SendOptions = Pick<PgBoss.SendOptions, 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'startAfter'>;

export interface JobDone {
  name: string;
  id: string;
  output: unknown;
}

export interface JobQueue {
  /** Works the jobs of `name` on this instance (each job on one instance only). */
  work(name: string, handler: JobHandler): Promise<void>;
  /** Sends a job of `name` every time the cron expression matches, in the configured time zone; one schedule per name. */
  schedule(name: string, cron: string): Promise<void>;
  /** Sends one job of `name` now, for whichever instance takes it (nothing waits for it); retried as `options` say. */
  send(name: string, data?: Record<string, unknown>, options?: SendOptions): Promise<void>;
  /** Sends one job of `name` now; resolves with its output when an instance has done it (rejects after `timeoutMs`). */
  runNow(name: string, data?: Record<string, unknown>, timeoutMs?: number): Promise<unknown>;
  /** Every job this instance finished, as it finishes: for monitoring (and the tests). */
  readonly done: EventEmitter<{ done: [JobDone] }>;
  stop(): Promise<void>;
}

/**
 * Runs a pg-boss statement that instances started together may race on: creating a queue inserts its row and creates its
 * partition table, and two instances doing that at once deadlock (PostgreSQL aborts one: 40P01) or collide on the name
 * (23505). Both are done again: the statements find what the other instance made.
 */
async function raceSafe(work: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await work();
      return;
    } catch (error) {
      const code = (error as { code?: string })?.code;
      if ((code !== '40P01' && code !== '23505') || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 100 * attempt));
    }
  }
}

export async function openJobQueue(db: Database, config: ServerConfig): Promise<JobQueue> {
  const boss = new PgBoss({
    ...(config.databaseUrl ? { connectionString: config.databaseUrl, max: 3, application_name: 'yc-jobs' } : { db: embeddedDb(db) }),
    schema: 'pgboss',
    // Finished jobs are kept a week for inspection, then dropped by pg-boss's own maintenance.
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 7,
  });
  const done = new EventEmitter<{ done: [JobDone] }>();
  const errors = (error: unknown) => console.error('job queue:', error);
  boss.on('error', errors);
  await boss.start();

  const queue: JobQueue = {
    done,
    async work(name, handler) {
      await raceSafe(() => boss.createQueue(name));
      await boss.work<Record<string, unknown>>(name, { pollingIntervalSeconds: 2 }, async ([job]) => {
        const output = await handler(job!.data ?? {});
        done.emit('done', { name, id: job!.id, output });
        return output;
      });
    },
    async schedule(name, cron) {
      await raceSafe(() => boss.createQueue(name));
      await raceSafe(() => boss.schedule(name, cron, {}, { tz: config.timeZone }));
    },
    async send(name, data = {}, options = {}) {
      if (!(await boss.send(name, data, options))) throw new Error(`job ${name} was not sent`);
    },
    async runNow(name, data = {}, timeoutMs = 60_000) {
      const id = await boss.send(name, data);
      if (!id) throw new Error(`job ${name} was not sent`);
      // Done on whichever instance took it: poll its state.
      for (const until = Date.now() + timeoutMs; Date.now() < until;) {
        const job = await boss.getJobById(name, id, { includeArchive: true });
        if (job?.state === 'completed') return job.output;
        if (job && ['failed', 'cancelled'].includes(job.state)) throw new Error(`job ${name} ${job.state}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`job ${name} was not done within ${timeoutMs} ms`);
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, close: true, timeout: 10_000 });
    },
  };
  return queue;
}
