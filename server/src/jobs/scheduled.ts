// Scheduled jobs on the platform's job queue. One platform schedule (SYS_JOB_TICK, every minute) is sent once per tick
// across instances; the instance that takes it finds each running job's latest fire time since it last fired (missed
// ones coalesce into one) and claims it by moving the job's last_fire_at forward in one conditional update, so a fire
// time is claimed once even when two ticks race. Each claimed fire is sent as a SYS_JOB_RUN job that any instance
// works: it runs the job's handler from the registry and writes a row of history. A handler's failure is recorded as
// the run's error and never reaches the queue, so it neither retries nor stops the other jobs. With JOB_TICK_SECONDS,
// every instance also ticks on its own every that many seconds (a fire time is then claimed within seconds of it rather
// than when the queue's minute tick comes, up to half a minute later); the claim keeps each fire time to one run.
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import cronParser from 'cron-parser';
import { isMessage, renderMessage, type Message } from '@yc/engine';
import type { JobQueue } from './queue.ts';
import { jobClass, JOB_MESSAGES, type JobServices } from './registry.ts';
import { claimFire, insertRun, jobToRun, runningJobs, type JobRunRow } from './store.ts';

export const SYS_JOB_TICK = 'sys-job-tick';
export const SYS_JOB_RUN = 'sys-job-run';
const EVERY_MINUTE = '* * * * *';
/** A run's result or error is kept up to this many characters. */
const TEXT_LIMIT = 4000;

/** The problem with a cron expression (five fields, in TIME_ZONE), or undefined. */
export function cronProblem(cron: string, timeZone: string): Message | undefined {
  const trimmed = cron.trim();
  if (trimmed.split(/\s+/).length !== 5) return JOB_MESSAGES.cronInvalid(trimmed);
  try {
    // One fire time at least: an expression that never matches is refused too.
    cronParser.parseExpression(trimmed, { tz: timeZone }).next();
    return undefined;
  } catch {
    return JOB_MESSAGES.cronInvalid(trimmed);
  }
}

/** The next `count` fire times after `from`, as instants. */
export function nextFireTimes(cron: string, timeZone: string, count = 5, from = new Date()): Date[] {
  const interval = cronParser.parseExpression(cron.trim(), { tz: timeZone, currentDate: from });
  return Array.from({ length: count }, () => interval.next().toDate());
}

/** The latest fire time in (since, now], or undefined. */
export function latestFireTime(cron: string, timeZone: string, since: Date, now: Date): Date | undefined {
  const interval = cronParser.parseExpression(cron.trim(), { tz: timeZone, currentDate: new Date(now.getTime() + 1) });
  const previous = interval.prev().toDate();
  return previous > since && previous <= now ? previous : undefined;
}

/** An instant as the wall-clock time of a time zone: YYYY-MM-DD HH:mm:ss. */
export const wallClock = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false })
    .format(at);

const clip = (text: string) => (text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT)}…` : text);

function errorText(error: unknown): string {
  const catalogued = (error as { catalogued?: unknown })?.catalogued;
  if (isMessage(catalogued)) return renderMessage(catalogued, 'en_US');
  return error instanceof Error ? error.message || error.name : String(error);
}

export class JobScheduler {
  /** This instance, as the history names it. */
  readonly instance = `${hostname()}#${process.pid}-${randomUUID().slice(0, 8)}`;
  /** This instance's own ticks (JOB_TICK_SECONDS), and whether one is under way. */
  private timer: NodeJS.Timeout | undefined;
  private ticking = false;

  constructor(private readonly jobs: JobQueue, private readonly services: JobServices) {}

  /** Works the tick and the runs on this instance and keeps the one tick schedule. */
  async start(): Promise<void> {
    await this.jobs.work(SYS_JOB_RUN, async (data) => {
      const run = await this.run(Number(data.tenantId), String(data.jobId), 'schedule', new Date(String(data.fireTime)));
      return run ? { runId: run.id, outcome: run.outcome } : { skipped: true };
    });
    await this.jobs.work(SYS_JOB_TICK, (data) => this.tick(typeof data.now === 'string' ? new Date(data.now) : new Date()));
    await this.jobs.schedule(SYS_JOB_TICK, EVERY_MINUTE);
    const seconds = this.services.config.jobTickSeconds;
    if (seconds > 0) {
      this.timer = setInterval(() => void this.ownTick(), seconds * 1000);
      this.timer.unref();
    }
  }

  /** Ends this instance's own ticks (the queue's stop ends the rest). */
  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One of this instance's own ticks; skipped while the last one is still under way. */
  private async ownTick(): Promise<void> {
    if (this.ticking) return;
    this.ticking = true;
    try {
      await this.tick(new Date());
    } catch (error) {
      console.error('scheduled jobs: tick failed:', error);
    } finally {
      this.ticking = false;
    }
  }

  /** Claims each running job's due fire time (once across instances) and sends its run; answers how many fired. */
  async tick(now: Date): Promise<{ fired: number }> {
    const { db, config } = this.services;
    const running = await db.asSystem((em) => runningJobs(em));
    let fired = 0;
    for (const job of running) {
      let fireTime: Date | undefined;
      try {
        fireTime = latestFireTime(job.cron_expression, config.timeZone, new Date(job.since), now);
      } catch {
        continue; // Checked when saved; an expression this parser no longer reads waits for an edit.
      }
      if (!fireTime) continue;
      if (!(await db.asSystem((em) => claimFire(em, job.id, fireTime)))) continue;
      // Never retried by the queue: a run cut short is a failure in history, not a second run of the handler.
      await this.jobs.send(SYS_JOB_RUN, { tenantId: job.tenant_id, jobId: job.id, fireTime: fireTime.toISOString() }, { retryLimit: 0 });
      fired++;
    }
    return { fired };
  }

  /** Runs a job of an enterprise now and records the run; undefined when the job is gone (or the fire time already ran). */
  async run(tenantId: number, jobId: string, trigger: JobRunRow['trigger'], fireTime: Date | null = null): Promise<JobRunRow | undefined> {
    const { db } = this.services;
    const job = await db.inTenant(tenantId, (em) => jobToRun(em, jobId));
    if (!job) return undefined;
    const startedAt = new Date();
    let outcome: JobRunRow['outcome'] = 'success';
    let result: string | null = null;
    let error: string | null = null;
    try {
      const handler = jobClass(job.job_class_name);
      if (!handler) throw new Error(renderMessage(JOB_MESSAGES.classUnknown(job.job_class_name), 'en_US'));
      const output = await handler.run({ tenantId, jobId, jobName: job.job_name, parameter: job.parameter, runAs: job.run_as, services: this.services });
      result = output === undefined ? null : clip(JSON.stringify(output) ?? String(output));
    } catch (failure) {
      outcome = 'failure';
      error = clip(errorText(failure));
    }
    const durationMs = Date.now() - startedAt.getTime();
    return db.inTenant(tenantId, (em) => insertRun(em, { jobId, fireTime, trigger, startedAt, durationMs, outcome, result, error, instance: this.instance }));
  }
}
