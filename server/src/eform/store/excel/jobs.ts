// The Excel jobs' rows (sys_excel_job), shared by every instance of the server: a job's place among its owner's running
// ones, its progress and heartbeat, a cancel asked through any instance, its end; and an import's commit row
// (sys_excel_import_commit), written in the import's transaction, that tells a stale import's outcome.
import { EXCEL_DEFAULTS, type ExcelJobKind, type ExcelJobStatus, type ImportRowError, type Message } from '@yc/engine';
import type { Database, EntityManager } from '../../../db/database.ts';

/** The user (and enterprise) a job belongs to. */
type Owner = { userId: string; tenantId: number };

/** A job as its row holds it. */
export interface JobRow extends Pick<ExcelJobStatus, 'id' | 'kind' | 'state' | 'phase' | 'done' | 'total'> {
  reason: Message | string | null;
  errors: ImportRowError[] | string;
  error_count: number;
  file_name: string | null;
  file_key: string | null;
  stale: boolean;
}

/** A job as this instance holds it while it runs. */
interface LiveJob extends Pick<ExcelJobStatus, 'id' | 'state' | 'phase' | 'done' | 'total'> {
  reason?: Message;
  errors: ImportRowError[];
  errorCount: number;
  fileName?: string;
  fileKey?: string;
}

/** The owner's running jobs: this instance's, and others' whose heartbeat is not stale. */
export async function countRunningJobs(db: Database, owner: Owner, instanceId: string): Promise<number> {
  const [running] = await db.systemQuery<{ n: number }>(
    `select count(*)::int as n from sys_excel_job
      where tenant_id = ? and user_id = ? and state = 'running' and (instance_id = ? or heartbeat_at >= now() - make_interval(secs => ?))`,
    [owner.tenantId, owner.userId, instanceId, EXCEL_DEFAULTS.staleJobSeconds],
  );
  return running?.n ?? 0;
}

export const insertJob = (db: Database, job: Pick<LiveJob, 'id' | 'phase'>, owner: Owner, viewCode: string, kind: ExcelJobKind, total: number, instanceId: string) =>
  db.systemQuery(
    `insert into sys_excel_job (id, tenant_id, user_id, view_code, kind, phase, total, instance_id) values (?, ?, ?, ?, ?, ?, ?, ?)`,
    [job.id, owner.tenantId, owner.userId, viewCode, kind, job.phase, total, instanceId],
  );

/** The ended job's row: how it ended, what it did, its file. */
export const saveEndedJob = (db: Database, job: LiveJob) => db.systemQuery(
  `update sys_excel_job set state = ?, phase = ?, done = ?, total = ?, reason = ?::jsonb, errors = ?::jsonb, error_count = ?, file_name = ?,
     file_key = ?, heartbeat_at = now(), ended_at = now() where id = ?`,
  [job.state, job.phase, job.done, job.total, job.reason ? JSON.stringify(job.reason) : null, JSON.stringify(job.errors), job.errorCount,
    job.fileName ?? null, job.fileKey ?? null, job.id],
);

/** Records a running job's progress (its heartbeat); answers whether a cancel was asked, or undefined when it is not running. */
export async function beatJob(db: Database, job: Pick<LiveJob, 'id' | 'phase' | 'done' | 'total'>): Promise<boolean | undefined> {
  const [row] = await db.systemQuery<{ cancel_requested: boolean }>(
    `update sys_excel_job set phase = ?, done = ?, total = ?, heartbeat_at = now() where id = ? and state = 'running' returning cancel_requested`,
    [job.phase, job.done, job.total, job.id],
  );
  return row?.cancel_requested;
}

/** The owner's job of the page, with whether it is running with a stale heartbeat. */
export async function findJob(db: Database, owner: Owner, viewCode: string, id: string): Promise<JobRow | undefined> {
  const [row] = await db.systemQuery<JobRow>(
    `select id, kind, state, phase, done, total, reason, errors, error_count, file_name, file_key,
            (state = 'running' and heartbeat_at < now() - make_interval(secs => ?)) as stale
       from sys_excel_job where id = ? and tenant_id = ? and user_id = ? and view_code = ?`,
    [EXCEL_DEFAULTS.staleJobSeconds, id, owner.tenantId, owner.userId, viewCode],
  );
  return row;
}

/** Asks the owner's running job of the page to stop (its instance reads it at its next heartbeat). */
export const requestCancel = (db: Database, owner: Owner, viewCode: string, id: string) => db.systemQuery(
  `update sys_excel_job set cancel_requested = true where id = ? and tenant_id = ? and user_id = ? and view_code = ? and state = 'running'`,
  [id, owner.tenantId, owner.userId, viewCode],
);

/** The rows an import committed, when its transaction committed. */
export async function importCommit(db: Database, id: string): Promise<{ imported: number } | undefined> {
  const [commit] = await db.systemQuery<{ imported: number }>(`select imported from sys_excel_import_commit where job_id = ?`, [id]);
  return commit;
}

/** Ends a running job as `outcome` when its heartbeat is stale (`any`: whatever its heartbeat); whether it did. */
export async function endStaleJob(db: Database, id: string, outcome: { state: string; reason: Message }, any: boolean): Promise<boolean> {
  const ended = await db.systemQuery<{ id: string }>(
    `update sys_excel_job set state = ?, reason = ?::jsonb, ended_at = now()
      where id = ? and state = 'running' and (?::boolean or heartbeat_at < now() - make_interval(secs => ?)) returning id`,
    [outcome.state, JSON.stringify(outcome.reason), id, any, EXCEL_DEFAULTS.staleJobSeconds],
  );
  return ended.length > 0;
}

/** The running jobs of other instances whose heartbeat is stale (`all`: every one). */
export const staleJobs = (db: Database, instanceId: string, all: boolean) => db.systemQuery<{ id: string }>(
  `select id from sys_excel_job where state = 'running' and instance_id <> ? and (?::boolean or heartbeat_at < now() - make_interval(secs => ?))`,
  [instanceId, all, EXCEL_DEFAULTS.staleJobSeconds],
);

/** Forgets the jobs that ended longer ago than `seconds`; answers their files' keys. */
export const deleteEndedJobs = (db: Database, seconds: number) => db.systemQuery<{ file_key: string | null }>(
  `delete from sys_excel_job where state <> 'running' and ended_at < now() - make_interval(secs => ?) returning file_key`, [seconds],
);

/** Forgets the imports' commit rows older than `seconds`. */
export const deleteOldCommits = (db: Database, seconds: number) =>
  db.systemQuery(`delete from sys_excel_import_commit where created_at < now() - make_interval(secs => ?)`, [seconds]);

/** The import's commit row, written in its transaction (its last statement). */
export const insertImportCommit = (em: EntityManager, jobId: string, imported: number) =>
  em.execute(`insert into sys_excel_import_commit (job_id, imported) values (?, ?)`, [jobId, imported]);
