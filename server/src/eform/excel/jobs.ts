// Excel imports and exports as jobs shared by every instance of the server: each is a row of sys_excel_job, belongs to
// the user (and enterprise) that started it and is visible to nobody else. The instance that runs it keeps the live
// job in memory and records its progress on the row every heartbeat, reading back a cancel asked through any instance;
// a job whose instance stopped (its heartbeat went stale, or the instance restarted) is failed, never running for
// ever. An export's workbook goes to the platform's file store; an ended job is forgotten with its file some time later.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  customMessage, EXCEL_DEFAULTS, EXCEL_MESSAGES, renderMessage, type ExcelJobKind, type ExcelJobState, type ExcelJobStatus, type ImportRowError, type Message,
} from '@yc/engine';
import type { Database } from '../../db/database.ts';
import type { FileStore } from '../../files/storage.ts';
import { ApiError, badRequest, notFound } from '../../wire/envelope.ts';
import {
  beatJob, countRunningJobs, deleteEndedJobs, deleteOldCommits, endStaleJob, findJob, importCommit, insertJob, requestCancel, saveEndedJob, staleJobs,
  type JobRow,
} from '../store/excel/jobs.ts';

/** How long an ended job (and an export's file) stays to be read. */
const KEEP_MS = 30 * 60_000;
/** How often ended jobs are forgotten and stale ones failed. */
const SWEEP_MS = 60_000;
/** How long a closing instance waits for its jobs to stop. */
const CLOSE_WAIT_MS = 10_000;

export interface JobOwner {
  userId: string;
  tenantId: number;
}

/** Thrown inside a job's work when it was cancelled. */
export class JobCancelled extends Error {
  constructor() {
    super('cancelled');
  }
}

/** A job's failure with a catalogue message and (an import's) row errors. */
export class JobFailed extends Error {
  constructor(readonly reason: Message, readonly errors: ImportRowError[] = [], readonly errorCount = errors.length) {
    super(renderMessage(reason, 'en_US'));
  }
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function statusOf(row: Omit<JobRow, 'stale'>): ExcelJobStatus {
  const reason = row.reason ? json<Message>(row.reason) : undefined;
  return {
    id: row.id, kind: row.kind, state: row.state, phase: row.kind === 'export' ? 'write' : row.phase, done: Number(row.done), total: Number(row.total),
    ...(reason ? { message: renderMessage(reason, 'en_US'), messageCode: reason } : {}),
    errors: json<ImportRowError[]>(row.errors), errorCount: Number(row.error_count),
    ...(row.file_name && row.state === 'done' ? { fileName: row.file_name } : {}),
  };
}

/** A job running on this instance. */
export class ExcelJob {
  readonly id = randomUUID();
  state: ExcelJobState = 'running';
  done = 0;
  total = 0;
  /** An import checks every row first, then writes them. */
  phase: 'check' | 'write' = 'check';
  reason?: Message;
  errors: ImportRowError[] = [];
  errorCount = 0;
  fileName?: string;
  /** The import's upload, a file of this instance while the job runs. */
  file?: string;
  /** The export's workbook in the file store. */
  fileKey?: string;
  /** Why the job was stopped: a cancel (by the user) or this instance closing. */
  private stopReason?: 'cancel' | 'close';

  constructor(readonly owner: JobOwner, readonly viewCode: string, readonly kind: ExcelJobKind) {}

  get cancelled(): boolean {
    return this.stopReason !== undefined;
  }

  /** Throws JobCancelled once the job was stopped: the work checks it between rows. */
  check(): void {
    if (this.cancelled) throw new JobCancelled();
  }

  cancel(why: 'cancel' | 'close' = 'cancel'): void {
    this.stopReason ??= why;
  }

  get stoppedByClose(): boolean {
    return this.stopReason === 'close';
  }

  status(): ExcelJobStatus {
    return statusOf({
      id: this.id, kind: this.kind, state: this.state, phase: this.phase, done: this.done, total: this.total, reason: this.reason ?? null,
      errors: this.errors, error_count: this.errorCount, file_name: this.fileName ?? null, file_key: this.fileKey ?? null,
    });
  }
}

const TEMP_PREFIX = 'yc-excel-';

/** A temporary file of a job, in the system's temporary folder. */
export const tempFile = (suffix: string) => path.join(os.tmpdir(), `${TEMP_PREFIX}${randomUUID()}${suffix}`);

export const removeFile = (file: string | undefined) => (file ? fs.promises.rm(file, { force: true }) : Promise.resolve());

/** Older than any job runs: a job's temporary file this old was left by a process killed before it could remove it. */
export const TEMP_FILE_MAX_AGE_MS = 24 * 3_600_000;

/**
 * Removes the jobs' temporary files that their process, killed, left behind: those older than TEMP_FILE_MAX_AGE_MS
 * (another instance on this machine may be using a newer one). Returns how many went.
 */
export async function removeLeftTempFiles(dir = os.tmpdir(), now = Date.now()): Promise<number> {
  let removed = 0;
  for (const name of await fs.promises.readdir(dir).catch(() => [] as string[])) {
    if (!name.startsWith(TEMP_PREFIX)) continue;
    const file = path.join(dir, name);
    const stat = await fs.promises.lstat(file).catch(() => undefined);
    if (!stat?.isFile() || now - stat.mtimeMs <= TEMP_FILE_MAX_AGE_MS) continue;
    await removeFile(file);
    removed += 1;
  }
  return removed;
}

/** The folder of the file store exported workbooks go to. */
export const EXPORT_FOLDER = 'excel-export';

export class ExcelJobs {
  /** This instance's running jobs (and their ends, awaited when it closes). */
  private readonly live = new Map<string, { job: ExcelJob; ended: Promise<void> }>();
  private readonly instanceId = randomUUID();
  private readonly sweeper: NodeJS.Timeout;
  private readonly heartbeat: NodeJS.Timeout;
  private beating = false;

  constructor(private readonly db: Database, readonly store: FileStore, private readonly log: (error: unknown) => void) {
    this.sweeper = setInterval(() => void this.sweep().catch(log), SWEEP_MS);
    this.sweeper.unref();
    this.heartbeat = setInterval(() => void this.beat(), EXCEL_DEFAULTS.heartbeatMs);
    this.heartbeat.unref();
  }

  /**
   * At start: the jobs of instances that stopped end failed. On the embedded database this instance is the only one,
   * so every job still running was another process's; on PostgreSQL those whose heartbeat went stale. The temporary
   * files killed processes left go too.
   */
  async open(): Promise<void> {
    await this.sweep(this.db.embedded);
    await removeLeftTempFiles().catch(this.log);
  }

  /**
   * Starts `work` as a job of the owner; what it throws ends the job as failed (JobFailed: its message and row
   * errors), cancelled (JobCancelled) or failed with the generic message (anything else, logged).
   */
  async start(owner: JobOwner, viewCode: string, kind: ExcelJobKind, work: (job: ExcelJob) => Promise<void>, total = 0): Promise<ExcelJob> {
    // Jobs of stopped instances (stale heartbeat) hold no place.
    if ((await countRunningJobs(this.db, owner, this.instanceId)) >= EXCEL_DEFAULTS.jobsPerUser) throw badRequest(EXCEL_MESSAGES.tooManyJobs(EXCEL_DEFAULTS.jobsPerUser));
    const job = new ExcelJob(owner, viewCode, kind);
    job.total = total;
    await insertJob(this.db, job, owner, viewCode, kind, total, this.instanceId);
    const ended = this.run(job, work);
    this.live.set(job.id, { job, ended });
    return job;
  }

  private async run(job: ExcelJob, work: (job: ExcelJob) => Promise<void>): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    try {
      await work(job);
      job.check();
      job.state = 'done';
    } catch (error) {
      if (job.stoppedByClose) {
        job.state = 'failed';
        job.reason = EXCEL_MESSAGES.interrupted;
      } else if (error instanceof JobCancelled || job.cancelled) {
        job.state = 'cancelled';
        job.reason = EXCEL_MESSAGES.cancelled;
      } else if (error instanceof JobFailed) {
        job.state = 'failed';
        job.reason = error.reason;
        job.errors = error.errors;
        job.errorCount = error.errorCount;
      } else {
        job.state = 'failed';
        job.reason = error instanceof ApiError ? (error.catalogued ?? customMessage(error.message)) : { code: 'm.serverError' };
        if (!(error instanceof ApiError)) this.log(error);
      }
      if (job.fileKey) await this.store.delete(job.fileKey).catch(this.log);
      job.fileKey = undefined;
    } finally {
      await removeFile(job.file);
    }
    try {
      await saveEndedJob(this.db, job);
    } catch (error) {
      // Its heartbeat stops: the job ends failed for whoever reads it next.
      this.log(error);
    } finally {
      this.live.delete(job.id);
    }
  }

  /**
   * Records the progress of this instance's running jobs (their heartbeat) and stops those cancelled through another
   * instance. Never awaited by the work: on the embedded database it waits while an import's transaction holds the
   * one connection (and the job is read from memory meanwhile).
   */
  private async beat(): Promise<void> {
    if (this.beating || !this.live.size) return;
    this.beating = true;
    try {
      for (const { job } of [...this.live.values()]) {
        if (job.state !== 'running') continue;
        if (await beatJob(this.db, job)) job.cancel();
      }
    } catch {
      // Tried again at the next beat.
    } finally {
      this.beating = false;
    }
  }

  /** The caller's job as it stands: another user's (or enterprise's) job is as unknown as one that never was. */
  async status(owner: JobOwner, viewCode: string, id: string): Promise<ExcelJobStatus & { fileKey?: string }> {
    const entry = this.live.get(id);
    if (entry) {
      const local = entry.job;
      if (local.owner.userId !== owner.userId || local.owner.tenantId !== owner.tenantId || local.viewCode !== viewCode) throw notFound();
      // Ended here, its row being written: the answer waits for the row, so that no instance reads it as running after
      // this one said it ended.
      if (local.state !== 'running') await entry.ended;
      return { ...local.status(), ...(local.state === 'done' && local.fileKey ? { fileKey: local.fileKey } : {}) };
    }
    const row = await findJob(this.db, owner, viewCode, id);
    if (!row) throw notFound();
    const ended = row.stale ? await this.endStale(id) : null;
    if (ended) return statusOf({ ...row, ...ended });
    return { ...statusOf(row), ...(row.state === 'done' && row.file_key ? { fileKey: row.file_key } : {}) };
  }

  /** Asks the caller's running job to stop, on whichever instance runs it; answers the job. */
  async cancel(owner: JobOwner, viewCode: string, id: string): Promise<ExcelJobStatus> {
    const local = this.live.get(id)?.job;
    if (local?.owner.userId === owner.userId && local.owner.tenantId === owner.tenantId && local.viewCode === viewCode) {
      // Stopped here at once (on the embedded database an import's transaction may hold the one connection).
      local.cancel();
      return local.status();
    }
    await requestCancel(this.db, owner, viewCode, id);
    return this.status(owner, viewCode, id);
  }

  /**
   * Ends a running job whose instance stopped beating, as what it did: an import whose transaction committed (its
   * commit row says so) is done, anything else failed with nothing kept. Answers how it ended when this call ended it.
   */
  private async endStale(id: string, any = false): Promise<Pick<JobRow, 'state' | 'reason'> | null> {
    const commit = await importCommit(this.db, id);
    const outcome = commit
      ? { state: 'done' as const, reason: EXCEL_MESSAGES.imported(commit.imported) }
      : { state: 'failed' as const, reason: EXCEL_MESSAGES.interrupted };
    return (await endStaleJob(this.db, id, outcome, any)) ? outcome : null;
  }

  /** Ends the stale jobs of stopped instances (`all`: every running job of another instance); forgets old ended jobs
   * and old imports' commit rows. */
  private async sweep(all = false): Promise<void> {
    const running = await staleJobs(this.db, this.instanceId, all);
    for (const { id } of running) await this.endStale(id, all);
    const old = await deleteEndedJobs(this.db, KEEP_MS / 1000);
    for (const { file_key } of old) if (file_key) await this.store.delete(file_key).catch(this.log);
    await deleteOldCommits(this.db, KEEP_MS / 1000);
  }

  /** Stops this instance's running jobs (the server is closing): they end failed, as the instance stopped. */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    clearInterval(this.heartbeat);
    const running = [...this.live.values()];
    for (const { job } of running) job.cancel('close');
    await Promise.race([Promise.all(running.map((r) => r.ended)), new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]);
  }
}
