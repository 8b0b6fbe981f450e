// Calls of the approval processes (/api/bpm): process templates.
import type { ProcessTemplate, ProcessTemplateStatus } from '../renderers/engine.ts';
import { http } from '../request/http.ts';
import type { PageResult } from './eform.ts';

/** A process template as listed: its design without the BPMN file, the last published definition, the lock version. */
export type ProcessTemplateRow = Omit<ProcessTemplate, 'bpmnXml'> & {
  version: number;
  publishedVersion: number | null;
  updateTime: string;
  bpmnXml?: string;
};

export interface DefinitionVersion {
  version: number;
  name: string;
  publishedBy: string | null;
  publishedAt: string;
}

const base = '/api/bpm/template';

export const processTemplateApi = {
  list: (params: { pageNo?: number; pageSize?: number; keyword?: string; status?: ProcessTemplateStatus }) =>
    http.get<PageResult<ProcessTemplateRow>>(`${base}/list`, { ...params }),
  get: (key: string) => http.get<ProcessTemplateRow & { bpmnXml: string }>(`${base}/queryByKey`, { key }),
  add: (template: Omit<ProcessTemplate, 'status'>) => http.post<ProcessTemplateRow>(`${base}/add`, template),
  edit: (template: Omit<ProcessTemplate, 'status'> & { version: number }) => http.put<ProcessTemplateRow>(`${base}/edit`, template),
  remove: (key: string) => http.delete<null>(`${base}/delete`, { key }),
  publish: (key: string, version: number) => http.post<{ version: number; status: string }>(`${base}/publish`, { key, version }),
  suspend: (key: string, version: number) => http.post<{ version: number; status: string }>(`${base}/suspend`, { key, version }),
  activate: (key: string, version: number) => http.post<{ version: number; status: string }>(`${base}/activate`, { key, version }),
  versions: (key: string) => http.get<DefinitionVersion[]>(`${base}/versions`, { key }),
};

/** A task as the lists show it (spec §3 task fields). */
export interface TaskRow {
  id: string;
  instanceId: string;
  taskTitle: string;
  taskName: string | null;
  taskType: 'todo' | 'toRead';
  fromUserName: string | null;
  assigneeName: string | null;
  sendTimeString: string;
  dueDateString: string | null;
  status: string;
  opinion: string | null;
}

export type TaskList = 'todo' | 'toRead' | 'done' | 'read';

export interface StartableTemplate {
  key: string;
  name: string;
  group: string;
  formCode: string | null;
}

export const taskApi = {
  list: (list: TaskList, params: { pageNo?: number; pageSize?: number }) => http.get<PageResult<TaskRow>>(`/api/bpm/task/${list}`, { ...params }),
  complete: (taskId: string, opinion?: string) => http.post<{ instanceState: string }>('/api/bpm/task/complete', { taskId, opinion }),
  transfer: (taskId: string, toUser: string, opinion?: string) => http.post<{ status: string }>('/api/bpm/task/transfer', { taskId, toUser, opinion }),
  cc: (taskId: string, users: string[]) => http.post<{ status: string }>('/api/bpm/task/cc', { taskId, users }),
  read: (taskId: string) => http.post<{ status: string }>('/api/bpm/task/read', { taskId }),
  claim: (taskId: string) => http.post<{ status: string }>('/api/bpm/task/claim', { taskId }),
};

export const processApi = {
  startable: () => http.get<StartableTemplate[]>('/api/bpm/process/startable'),
  start: (templateKey: string, businessTitle: string, variables: Record<string, unknown> = {}) =>
    http.post<{ id: string; state: string }>('/api/bpm/process/start', { templateKey, businessTitle, variables }),
};
