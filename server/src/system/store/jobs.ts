// The system store's scheduled jobs: the jobs (sys_quartz_job) and their runs (sys_quartz_job_run, written by the scheduler).
import type { EntityManager } from '../../db/database.ts';
import { RUN_COLUMNS, type JobRunRow } from '../../jobs/store.ts';
import { containing, whereGiven } from './where.ts';

/** A job as stored (its next fire time is worked out from its schedule). */
export interface StoredJob {
  id: string; jobName: string; jobClassName: string; cronExpression: string; parameter: string | null; status: 'running' | 'stopped';
  description: string | null; startedAt: string | null; lastFireAt: string | null; createBy: string | null; createTime: string; version: number;
}

/** A draft's values in the order of their columns: job_name, job_class_name, cron_expression, parameter, description. */
export type JobDraftValues = unknown[];

const COLUMNS = `j.id, j.job_name as "jobName", j.job_class_name as "jobClassName", j.cron_expression as "cronExpression", j.parameter, j.status,
  j.description, j.started_at as "startedAt", j.last_fire_at as "lastFireAt", j.created_by as "createBy", j.created_at as "createTime", j.version`;

/** One job, locked for a change when asked. */
export async function jobById(em: EntityManager, id: string, lock = false): Promise<StoredJob | undefined> {
  const [row] = await em.execute<StoredJob[]>(`select ${COLUMNS} from sys_quartz_job j where j.id = ?${lock ? ' for update' : ''}`, [id]);
  return row;
}

/** Whether another job (than `id`) has the name. */
export async function jobNameTaken(em: EntityManager, jobName: string, id?: string): Promise<boolean> {
  const [taken] = await em.execute(`select 1 from sys_quartz_job where job_name = ?${id ? ' and id <> ?' : ''}`, id ? [jobName, id] : [jobName]);
  return !!taken;
}

/** One page of the jobs, newest first, by name (contains), handler and status, with how many there are. */
export async function jobPage(
  em: EntityManager, { jobName, jobClassName, status }: { jobName?: string; jobClassName?: string; status?: string }, pageNo: number, pageSize: number,
) {
  const { filter, params } = whereGiven([['j.job_name ilike ?', containing(jobName)], ['j.job_class_name = ?', jobClassName], ['j.status = ?', status]]);
  const [{ total }] = await em.execute<[{ total: string }]>(`select count(*) as total from sys_quartz_job j ${filter}`, params);
  const records = await em.execute<StoredJob[]>(
    `select ${COLUMNS} from sys_quartz_job j ${filter} order by j.created_at desc, j.id limit ? offset ?`, [...params, pageSize, (pageNo - 1) * pageSize]);
  return { records, total: Number(total) };
}

/** Every job, by name. */
export const allJobs = (em: EntityManager) => em.execute<StoredJob[]>(`select ${COLUMNS} from sys_quartz_job j order by j.job_name`);

/** A new job, running (started now) or stopped. */
export const insertJob = (em: EntityManager, id: string, draft: JobDraftValues, running: boolean, username: string) => em.execute(
  `insert into sys_quartz_job (id, job_name, job_class_name, cron_expression, parameter, description, status, started_at, created_by, updated_by)
   values (?, ?, ?, ?, ?, ?, ?, ${running ? 'now()' : 'null'}, ?, ?)`,
  [id, ...draft, running ? 'running' : 'stopped', username, username]);

/** A job changed (a running one goes on from now). */
export const updateJob = (em: EntityManager, id: string, draft: JobDraftValues, username: string) => em.execute(
  `update sys_quartz_job set job_name = ?, job_class_name = ?, cron_expression = ?, parameter = ?, description = ?,
     started_at = case when status = 'running' then now() else started_at end, updated_by = ?, updated_at = now(), version = version + 1 where id = ?`,
  [...draft, username, id]);

export const deleteJob = (em: EntityManager, id: string) => em.execute('delete from sys_quartz_job where id = ?', [id]);

/** A job started (from now) or stopped; whoever does it does not become whom it runs as. */
export const switchJob = (em: EntityManager, id: string, start: boolean) => em.execute(
  `update sys_quartz_job set status = ?, started_at = ${start ? 'now()' : 'started_at'}, updated_at = now(), version = version + 1 where id = ?`,
  [start ? 'running' : 'stopped', id]);

/** One page of a job's runs, newest first (only those with the outcome when given), with how many there are. */
export async function jobRunPage(em: EntityManager, jobId: string, outcome: string | undefined, pageNo: number, pageSize: number) {
  const filter = `where job_id = ?${outcome ? ' and outcome = ?' : ''}`;
  const params = outcome ? [jobId, outcome] : [jobId];
  const [{ total }] = await em.execute<[{ total: string }]>(`select count(*) as total from sys_quartz_job_run ${filter}`, params);
  const records = await em.execute<JobRunRow[]>(
    `select ${RUN_COLUMNS} from sys_quartz_job_run ${filter} order by started_at desc, id limit ? offset ?`, [...params, pageSize, (pageNo - 1) * pageSize]);
  return { records, total: Number(total) };
}
