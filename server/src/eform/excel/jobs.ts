// Excel imports and exports as jobs of this server instance: each belongs to the user (and enterprise) that started
// it and is visible to nobody else; it reports rows done of total, can be cancelled (an export stops and its file
// goes, an import rolls back), and is forgotten with its file some time after it ended.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  customMessage, EXCEL_DEFAULTS, EXCEL_MESSAGES, renderMessage, type ExcelJobKind, type ExcelJobState, type ExcelJobStatus, type ImportRowError, type Message,
} from '@yc/engine';
import { ApiError, badRequest, notFound } from '../../wire/envelope.ts';

/** How long an ended job (and an export's file) stays to be read. */
const KEEP_MS = 30 * 60_000;

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
  /** The export's workbook (or the import's upload while it runs). */
  file?: string;
  endedAt = 0;
  private readonly abort = new AbortController();

  constructor(readonly owner: JobOwner, readonly viewCode: string, readonly kind: ExcelJobKind) {}

  get cancelled(): boolean {
    return this.abort.signal.aborted;
  }

  /** Throws JobCancelled once the job was cancelled: the work checks it between rows. */
  check(): void {
    if (this.cancelled) throw new JobCancelled();
  }

  cancel(): void {
    this.abort.abort();
  }

  status(): ExcelJobStatus {
    return {
      id: this.id, kind: this.kind, state: this.state, phase: this.kind === 'export' ? 'write' : this.phase, done: this.done, total: this.total,
      ...(this.reason ? { message: renderMessage(this.reason, 'en_US'), messageCode: this.reason } : {}),
      errors: this.errors, errorCount: this.errorCount,
      ...(this.fileName && this.state === 'done' ? { fileName: this.fileName } : {}),
    };
  }
}

/** A temporary file of a job, in the system's temporary folder. */
export const tempFile = (suffix: string) => path.join(os.tmpdir(), `yc-excel-${randomUUID()}${suffix}`);

export const removeFile = (file: string | undefined) => (file ? fs.promises.rm(file, { force: true }) : Promise.resolve());

export class ExcelJobs {
  private readonly jobs = new Map<string, ExcelJob>();
  private readonly sweeper: NodeJS.Timeout;

  constructor() {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  /**
   * Starts `work` as a job of the owner; what it throws ends the job as failed (JobFailed: its message and row
   * errors), cancelled (JobCancelled) or failed with the generic message (anything else, logged).
   */
  start(owner: JobOwner, viewCode: string, kind: ExcelJobKind, work: (job: ExcelJob) => Promise<void>, log: (error: unknown) => void, total = 0): ExcelJob {
    const running = [...this.jobs.values()].filter((j) => j.state === 'running' && j.owner.userId === owner.userId && j.owner.tenantId === owner.tenantId);
    if (running.length >= EXCEL_DEFAULTS.jobsPerUser) throw badRequest(EXCEL_MESSAGES.tooManyJobs(EXCEL_DEFAULTS.jobsPerUser));
    const job = new ExcelJob(owner, viewCode, kind);
    job.total = total;
    this.jobs.set(job.id, job);
    void (async () => {
      try {
        await work(job);
        job.check();
        job.state = 'done';
      } catch (error) {
        if (error instanceof JobCancelled || job.cancelled) {
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
          if (!(error instanceof ApiError)) log(error);
        }
        await removeFile(job.file);
      } finally {
        job.endedAt = Date.now();
      }
    })();
    return job;
  }

  /** The caller's job: another user's (or enterprise's) job is as unknown as one that never was. */
  get(owner: JobOwner, viewCode: string, id: string): ExcelJob {
    const job = this.jobs.get(id);
    if (!job || job.owner.userId !== owner.userId || job.owner.tenantId !== owner.tenantId || job.viewCode !== viewCode) throw notFound();
    return job;
  }

  private sweep(now = Date.now()): void {
    for (const [id, job] of this.jobs) {
      if (job.state !== 'running' && now - job.endedAt > KEEP_MS) {
        this.jobs.delete(id);
        void removeFile(job.file);
      }
    }
  }

  /** Stops every running job and removes every file (the server is closing). */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    for (const job of this.jobs.values()) job.cancel();
    await Promise.all([...this.jobs.values()].map((j) => removeFile(j.file)));
  }
}
