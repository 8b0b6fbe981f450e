// Calls of the approval processes (/api/bpm): process templates.
import type { ProcessDiagram, ProcessDiff } from '@yc/engine/bpm';
import type {
  AddSignPosition, FieldAccessLevel, Form, MyInstanceType, ProcessInstanceState, ProcessPageAction, ProcessTemplate, ProcessTemplateStatus, RejectTarget as RejectTargetKind,
} from '../renderers/engine.ts';
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
  list: (params: { pageNo?: number; pageSize?: number; keyword?: string; status?: ProcessTemplateStatus; group?: string }) =>
    http.get<PageResult<ProcessTemplateRow>>(`${base}/list`, { ...params }),
  get: (key: string) => http.get<ProcessTemplateRow & { bpmnXml: string }>(`${base}/queryByKey`, { key }),
  add: (template: Omit<ProcessTemplate, 'status'>) => http.post<ProcessTemplateRow>(`${base}/add`, template),
  edit: (template: Omit<ProcessTemplate, 'status'> & { version: number }) => http.put<ProcessTemplateRow>(`${base}/edit`, template),
  remove: (key: string) => http.delete<null>(`${base}/delete`, { key }),
  publish: (key: string, version: number) => http.post<{ version: number; status: string }>(`${base}/publish`, { key, version }),
  suspend: (key: string, version: number) => http.post<{ version: number; status: string }>(`${base}/suspend`, { key, version }),
  activate: (key: string, version: number) => http.post<{ version: number; status: string }>(`${base}/activate`, { key, version }),
  versions: (key: string) => http.get<DefinitionVersion[]>(`${base}/versions`, { key }),
  /** The process designer's save (add when it names no version): a refusal is the designer's to show, not a notice. */
  saveDesign: ({ version, ...template }: Omit<ProcessTemplate, 'status'> & { version?: number }) => (version === undefined
    ? http.post<ProcessTemplateRow>(`${base}/add`, template, { silent: true })
    : http.put<ProcessTemplateRow>(`${base}/edit`, { ...template, version }, { silent: true })),
};

/** A process group of the templates page, with how many templates name it. */
export interface TemplateGroup {
  id: string;
  name: string;
  code: string;
  orderNo: number;
  version: number;
  templateCount: number;
}

/** A design of a template to compare: a published version or the design being edited. */
export type DesignRef = number | 'design';

/** What changed from one design of a template to another (the engine's diff). */
export type TemplateDiff = ProcessDiff & { from: DesignRef; to: DesignRef };

/** Process groups, BPMN files in and out, and the comparison of versions. */
export const templateManageApi = {
  groups: () => http.get<{ groups: TemplateGroup[]; others: { name: string; templateCount: number }[] }>(`${base}/group/list`),
  addGroup: (group: { name: string; code: string; orderNo?: number }) => http.post<{ id: string; version: number }>(`${base}/group/add`, group),
  editGroup: (group: { id: string; version: number; name: string; code: string; orderNo?: number }) =>
    http.put<{ id: string; version: number }>(`${base}/group/edit`, group),
  removeGroup: (id: string) => http.delete<null>(`${base}/group/delete`, { id }),
  importFile: (body: { bpmnXml: string; group?: string }) => http.post<ProcessTemplateRow & { diagram: ProcessDiagram; warnings: string[] }>(`${base}/import`, body),
  exportFile: (key: string, version?: number) => http.get<{ fileName: string; bpmnXml: string }>(`${base}/export`, { key, version }),
  diff: (key: string, from: DesignRef, to: DesignRef) => http.get<TemplateDiff>(`${base}/diff`, { key, from, to }),
  /** The design rules' issues, each with its message in the console's language. */
  validate: (design: { key: string; bpmnXml: string; nodes: Record<string, unknown> }) =>
    http.post<{ severity: 'error' | 'warning'; elementId?: string; code: string; message: string }[]>(`${base}/validate`, design, { silent: true }),
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
  /** Who a copy went to (to-read and read lists). */
  readerName: string | null;
  sendTimeString: string;
  dueDateString: string | null;
  status: string;
  opinion: string | null;
  templateKey: string;
  /** Whom the task was delegated from (its handler acts on their behalf). */
  delegatedFromName: string | null;
  /** When the initiator last urged the task, and how often. */
  urgedAt?: string | null;
  urgeCount?: number;
}

/** A user a process step may name, as the user picker lists them. */
export interface ChoosableUser {
  id: string;
  username: string;
  realname: string;
  orgNames: string[];
}

export type TaskList = 'todo' | 'toRead' | 'done' | 'read';

export interface StartableTemplate {
  key: string;
  name: string;
  group: string;
  formCode: string | null;
}

export const taskApi = {
  list: (list: TaskList, params: { pageNo?: number; pageSize?: number; keyword?: string; templateKey?: string }) =>
    http.get<PageResult<TaskRow>>(`/api/bpm/task/${list}`, { ...params }),
  complete: (taskId: string, opinion?: string) => http.post<{ instanceState: string }>('/api/bpm/task/complete', { taskId, opinion }),
  transfer: (taskId: string, toUser: string, opinion?: string) => http.post<{ status: string }>('/api/bpm/task/transfer', { taskId, toUser, opinion }),
  cc: (taskId: string, users: string[]) => http.post<{ status: string }>('/api/bpm/task/cc', { taskId, users }),
  read: (taskId: string) => http.post<{ status: string }>('/api/bpm/task/read', { taskId }),
  batchComplete: (taskIds: string[], opinion?: string) => http.post<{ completed: number }>('/api/bpm/task/batchComplete', { taskIds, opinion }),
  batchRead: (taskIds: string[]) => http.post<{ read: number }>('/api/bpm/task/batchRead', { taskIds }),
  claim: (taskId: string) => http.post<{ status: string }>('/api/bpm/task/claim', { taskId }),
  completeWith: (taskId: string, opinion: string | undefined, variables: Record<string, unknown>) =>
    http.post<{ instanceState: string }>('/api/bpm/task/complete', { taskId, opinion, variables }),
  rejectTargets: (taskId: string) => http.get<RejectTarget[]>('/api/bpm/task/rejectTargets', { taskId }),
  reject: (taskId: string, target: RejectTargetKind, nodeId: string | undefined, opinion?: string) =>
    http.post<{ nodeId: string }>('/api/bpm/task/reject', { taskId, target, nodeId, opinion }),
  addSign: (taskId: string, users: string[], position: AddSignPosition, opinion?: string) =>
    http.post<{ status: string }>('/api/bpm/task/addSign', { taskId, users, position, opinion }),
  detail: (taskId: string) => http.get<ProcessDetail>('/api/bpm/task/detail', { taskId }),
};

export interface RejectTarget {
  nodeId: string;
  nodeName: string | null;
}

/** A process instance as the lists show it. */
export interface InstanceRow {
  id: string;
  templateKey: string;
  businessTitle: string;
  processInstanceState: ProcessInstanceState;
  startTimeString: string;
  endTimeString: string | null;
  durationString: string | null;
  startUserName: string | null;
  currentNodes?: string[];
  /** The open tasks to do (administrators' list). */
  openTasks?: { id: string; taskName: string; assigneeName: string | null }[];
  /** The messages and signals it waits for (administrators' list). */
  waitingEvents?: { id: string; name?: string; type: string }[];
}

/** An instance on its process page: the form with each field's access at the node, the data, the caller's actions. */
export interface ProcessDetail {
  instance: { id: string; businessTitle: string; templateKey: string; templateName: string; state: ProcessInstanceState; startUserName: string | null; startTimeString: string };
  task: { id: string; nodeId: string; taskName: string | null; taskType: 'todo' | 'toRead'; status: string } | null;
  form: Form | null;
  access: Record<string, FieldAccessLevel>;
  data: Record<string, unknown>;
  /** The record the process is about (approvals on records), or null. */
  dataId?: string | null;
  opinionRequired: boolean;
  /** The page's actions; the initiator's own (withdraw, urge) besides. */
  actions: (ProcessPageAction | 'withdraw' | 'urge')[];
}

export interface Circulation {
  passName: string | null;
  passType: string;
  passTime: string | null;
  passMessage: string | null;
  handlerName: string | null;
  /** The delegator the handler acted for. */
  onBehalfOf?: string | null;
}

/** The process's diagram with the nodes it waits at and those it has passed. */
export interface InstanceDiagram {
  diagram: ProcessDiagram;
  current: string[];
  done: string[];
}

export interface StartForm {
  key: string;
  name: string;
  form: Form | null;
  /** The page the record is saved through (null: the process runs on the form's values only). */
  viewCode?: string | null;
}

/** The spec's process calls under their legacy paths. */
export const processControllerApi = {
  selectUser: (params: { keyword?: string; orgCode?: string; pageNo?: number; pageSize?: number }) =>
    http.get<PageResult<ChoosableUser>>('/api/processController/selectUser', { ...params }),
  updateUser: (taskId: string, username: string, opinion?: string) =>
    http.put<{ taskId: string }>('/api/processController/updateUser', { taskId, username, opinion }),
};

export const processApi = {
  startable: () => http.get<StartableTemplate[]>('/api/bpm/process/startable'),
  startForm: (key: string) => http.get<StartForm>('/api/bpm/process/startForm', { key }),
  list: (params: { pageNo?: number; pageSize?: number; state?: ProcessInstanceState; keyword?: string; templateKey?: string }) =>
    http.get<PageResult<InstanceRow>>('/api/bpm/process/list', { ...params }),
  detail: (id: string) => http.get<ProcessDetail>('/api/bpm/process/detail', { id }),
  diagram: (id: string) => http.get<InstanceDiagram>('/api/bpm/process/diagram', { id }),
  history: (id: string) => http.get<Circulation[]>('/api/bpm/process/history', { id }),
  suspend: (id: string) => http.post<{ state: string }>('/api/bpm/process/suspend', { id }),
  activate: (id: string) => http.post<{ state: string }>('/api/bpm/process/activate', { id }),
  restart: (id: string) => http.post<{ state: string }>('/api/bpm/process/restart', { id }),
  mine: (params: { pageNo?: number; pageSize?: number; type?: MyInstanceType }) => http.get<PageResult<InstanceRow>>('/api/bpm/process/mine', { ...params }),
  remove: (id: string) => http.post<null>('/api/bpm/process/delete', { id }),
  deliver: (id: string, eventId: string) => http.post<{ state: string }>('/api/bpm/process/deliver', { id, eventId }),
  start: (templateKey: string, businessTitle: string, variables: Record<string, unknown> = {}, record: { viewCode?: string; dataId?: string } = {}) =>
    http.post<{ id: string; state: string; dataId?: string | null }>('/api/bpm/process/start', { templateKey, businessTitle, variables, ...record }),
  withdraw: (id: string) => http.post<{ state: string }>('/api/bpm/process/withdraw', { id }),
  urge: (id: string) => http.post<{ urged: number }>('/api/bpm/process/urge', { id }),
};
