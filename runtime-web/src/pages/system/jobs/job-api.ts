// Calls of scheduled jobs (spec §7 sysJob/…): the jobs, the registry's handlers, the next fire times of a cron
// expression, start, stop, run once and a job's run history.
import type { PagedQuery, PageResult } from '../../../components/crud/index.ts';
import { api, narrowed, type ApiQuery, type ApiResult } from '../../../request/api.ts';

export type JobStatus = 'running' | 'stopped';

export interface JobDraft {
  jobName: string;
  jobClassName: string;
  cronExpression: string;
  parameter?: string | null;
  description?: string | null;
  status?: JobStatus;
}

export interface Job extends Required<Omit<JobDraft, 'status'>> {
  id: string;
  status: JobStatus;
  startedAt: string | null;
  lastFireAt: string | null;
  nextFireTime: string | null;
  createBy: string | null;
  createTime: string;
  version: number;
}

/** A run of a job, as the document types it (runOnce answers one; history pages them). */
export type JobRun = ApiResult<'post', '/api/system/sysJob/runOnce'>;

const BASE = '/api/system/sysJob';

export const jobApi = {
  list: (q: PagedQuery) =>
    narrowed<PageResult<Job>>(api.get(`${BASE}/list`, { params: { query: q as ApiQuery<'get', '/api/system/sysJob/list'> } })),
  classes: () => api.get(`${BASE}/classes`),
  nextFireTimes: (cronExpression: string) => api.get(`${BASE}/nextFireTimes`, { params: { query: { cronExpression } } }, { silent: true }),
  add: (draft: JobDraft) => narrowed<Job>(api.post(`${BASE}/add`, { body: draft })),
  edit: (draft: Omit<JobDraft, 'status'> & { id: string; version: number }) => narrowed<Job>(api.put(`${BASE}/edit`, { body: draft })),
  remove: (id: string) => api.delete(`${BASE}/delete`, { params: { query: { id } } }),
  start: (id: string) => api.put(`${BASE}/start`, { body: { id } }),
  stop: (id: string) => api.put(`${BASE}/stop`, { body: { id } }),
  runOnce: (id: string) => api.post(`${BASE}/runOnce`, { body: { id } }),
  history: (jobId: string, q: PagedQuery) =>
    narrowed<PageResult<JobRun>>(api.get(`${BASE}/history`, { params: { query: { ...q, jobId } as ApiQuery<'get', '/api/system/sysJob/history'> } })),
};
