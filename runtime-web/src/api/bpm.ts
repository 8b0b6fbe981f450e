// Calls of the approval processes (/api/bpm): process templates.
import type { ProcessDiagram, ProcessDiff } from '@yc/engine/bpm';
import type {
  AddSignPosition, FieldAccessLevel, Form, MyInstanceType, ProcessInstanceState, ProcessPageAction, ProcessTemplate, ProcessTemplateStatus, RejectTarget as RejectTargetKind,
} from '../renderers/engine.ts';
import { api, narrowed, opened, readAs } from '../request/api.ts';
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

export const processTemplateApi = {
  list: (params: { pageNo?: number; pageSize?: number; keyword?: string; status?: ProcessTemplateStatus; group?: string }) =>
    // The list's templates are open objects in the document (a design of the engine's).
    readAs<PageResult<ProcessTemplateRow>>()(api.get('/api/bpm/template/list', { params: { query: params } })),
  get: (key: string) => opened<ProcessTemplateRow & { bpmnXml: string }>(api.get('/api/bpm/template/queryByKey', { params: { query: { key } } })),
  add: (template: Omit<ProcessTemplate, 'status'>) => opened<ProcessTemplateRow>(api.post('/api/bpm/template/add', { body: template })),
  edit: (template: Omit<ProcessTemplate, 'status'> & { version: number }) => opened<ProcessTemplateRow>(api.put('/api/bpm/template/edit', { body: template })),
  remove: (key: string) => api.delete('/api/bpm/template/delete', { params: { query: { key } } }),
  publish: (key: string, version: number): Promise<{ version: number; status: string }> => api.post('/api/bpm/template/publish', { body: { key, version } }),
  suspend: (key: string, version: number): Promise<{ version: number; status: string }> => api.post('/api/bpm/template/suspend', { body: { key, version } }),
  activate: (key: string, version: number): Promise<{ version: number; status: string }> => api.post('/api/bpm/template/activate', { body: { key, version } }),
  versions: (key: string): Promise<DefinitionVersion[]> => api.get('/api/bpm/template/versions', { params: { query: { key } } }),
  /** The process designer's save (add when it names no version): a refusal is the designer's to show, not a notice. */
  saveDesign: ({ version, ...template }: Omit<ProcessTemplate, 'status'> & { version?: number }) => (version === undefined
    ? opened<ProcessTemplateRow>(api.post('/api/bpm/template/add', { body: template }, { silent: true }))
    : opened<ProcessTemplateRow>(api.put('/api/bpm/template/edit', { body: { ...template, version } }, { silent: true }))),
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
  groups: (): Promise<{ groups: TemplateGroup[]; others: { name: string; templateCount: number }[] }> => api.get('/api/bpm/template/group/list'),
  addGroup: (group: { name: string; code: string; orderNo?: number }): Promise<{ id: string; version: number }> =>
    api.post('/api/bpm/template/group/add', { body: group }),
  editGroup: (group: { id: string; version: number; name: string; code: string; orderNo?: number }): Promise<{ id: string; version: number }> =>
    api.put('/api/bpm/template/group/edit', { body: group }),
  removeGroup: (id: string) => api.delete('/api/bpm/template/group/delete', { params: { query: { id } } }),
  /** Whether a template of the key exists (by the list, which answers a missing one with no error). */
  keyTaken: async (key: string) => (await processTemplateApi.list({ keyword: key.slice(0, 100), pageSize: 100 })).records.some((row) => row.key === key),
  importFile: (body: { bpmnXml: string; group?: string; key?: string; processId?: string; asNewVersion?: boolean }) =>
    opened<ProcessTemplateRow & { diagram: ProcessDiagram; warnings: string[] }>(api.post('/api/bpm/template/import', { body })),
  exportFile: (key: string, version?: number): Promise<{ fileName: string; bpmnXml: string }> =>
    api.get('/api/bpm/template/export', { params: { query: { key, version } } }),
  diff: (key: string, from: DesignRef, to: DesignRef) =>
    opened<TemplateDiff>(api.get('/api/bpm/template/diff', { params: { query: { key, from: String(from), to: String(to) } } })),
  /** The design rules' issues, each with its message in the console's language. */
  validate: (design: Pick<ProcessTemplate, 'key' | 'bpmnXml'> & { nodes: NonNullable<ProcessTemplate['nodes']> }) =>
    narrowed<{ severity: 'error' | 'warning'; elementId?: string; code: string; message: string }[]>(api.post('/api/bpm/template/validate', { body: design }, { silent: true })),
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
    narrowed<PageResult<TaskRow>>(api.get(`/api/bpm/task/${list}`, { params: { query: params } })),
  complete: (taskId: string, opinion?: string): Promise<{ instanceState: string }> => api.post('/api/bpm/task/complete', { body: { taskId, opinion } }),
  transfer: (taskId: string, toUser: string, opinion?: string): Promise<{ status: string }> => api.post('/api/bpm/task/transfer', { body: { taskId, toUser, opinion } }),
  cc: (taskId: string, users: string[]): Promise<{ status: string }> => api.post('/api/bpm/task/cc', { body: { taskId, users } }),
  read: (taskId: string): Promise<{ status: string }> => api.post('/api/bpm/task/read', { body: { taskId } }),
  batchComplete: (taskIds: string[], opinion?: string): Promise<{ completed: number }> => api.post('/api/bpm/task/batchComplete', { body: { taskIds, opinion } }),
  batchRead: (taskIds: string[]): Promise<{ read: number }> => api.post('/api/bpm/task/batchRead', { body: { taskIds } }),
  claim: (taskId: string): Promise<{ status: string }> => api.post('/api/bpm/task/claim', { body: { taskId } }),
  completeWith: (taskId: string, opinion: string | undefined, variables: Record<string, unknown>): Promise<{ instanceState: string }> =>
    api.post('/api/bpm/task/complete', { body: { taskId, opinion, variables } }),
  rejectTargets: (taskId: string): Promise<RejectTarget[]> => api.get('/api/bpm/task/rejectTargets', { params: { query: { taskId } } }),
  reject: (taskId: string, target: RejectTargetKind, nodeId: string | undefined, opinion?: string): Promise<{ nodeId: string }> =>
    api.post('/api/bpm/task/reject', { body: { taskId, target, nodeId, opinion } }),
  addSign: (taskId: string, users: string[], position: AddSignPosition, opinion?: string): Promise<{ status: string }> =>
    api.post('/api/bpm/task/addSign', { body: { taskId, users, position, opinion } }),
  detail: (taskId: string) => readAs<ProcessDetail>()(api.get('/api/bpm/task/detail', { params: { query: { taskId } } })),
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
  dataId: string | null;
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
  viewCode: string | null;
}

// The process pages' answers (detail, start form, diagram) carry a form and a diagram the document leaves open
// (`unknown`): they are read as the engine's types.

/** The spec's process calls under their legacy paths. */
export const processControllerApi = {
  selectUser: (params: { keyword?: string; orgCode?: string; pageNo?: number; pageSize?: number }): Promise<PageResult<ChoosableUser>> =>
    api.get('/api/processController/selectUser', { params: { query: params } }),
  updateUser: (taskId: string, username: string, opinion?: string): Promise<{ taskId: string }> =>
    api.put('/api/processController/updateUser', { body: { taskId, username, opinion } }),
};

export const processApi = {
  startable: (): Promise<StartableTemplate[]> => api.get('/api/bpm/process/startable'),
  startForm: (key: string) => readAs<StartForm>()(api.get('/api/bpm/process/startForm', { params: { query: { key } } })),
  list: (params: { pageNo?: number; pageSize?: number; state?: ProcessInstanceState; keyword?: string; templateKey?: string }) =>
    narrowed<PageResult<InstanceRow>>(api.get('/api/bpm/process/list', { params: { query: params } })),
  detail: (id: string) => readAs<ProcessDetail>()(api.get('/api/bpm/process/detail', { params: { query: { id } } })),
  diagram: (id: string) => readAs<InstanceDiagram>()(api.get('/api/bpm/process/diagram', { params: { query: { id } } })),
  history: (id: string): Promise<Circulation[]> => api.get('/api/bpm/process/history', { params: { query: { id } } }),
  suspend: (id: string): Promise<{ state: string }> => api.post('/api/bpm/process/suspend', { body: { id } }),
  activate: (id: string): Promise<{ state: string }> => api.post('/api/bpm/process/activate', { body: { id } }),
  restart: (id: string): Promise<{ state: string }> => api.post('/api/bpm/process/restart', { body: { id } }),
  mine: (params: { pageNo?: number; pageSize?: number; type?: MyInstanceType }) => narrowed<PageResult<InstanceRow>>(api.get('/api/bpm/process/mine', { params: { query: params } })),
  remove: (id: string): Promise<null> => api.post('/api/bpm/process/delete', { body: { id } }),
  deliver: (id: string, eventId: string): Promise<{ state: string }> => api.post('/api/bpm/process/deliver', { body: { id, eventId } }),
  start: (
    templateKey: string, businessTitle: string, variables: Record<string, unknown> = {}, record: { viewCode?: string; dataId?: string } = {},
  ): Promise<{ id: string; state: string; dataId?: string | null }> =>
    api.post('/api/bpm/process/start', { body: { templateKey, businessTitle, variables, ...record } }),
  withdraw: (id: string): Promise<{ state: string }> => api.post('/api/bpm/process/withdraw', { body: { id } }),
  urge: (id: string): Promise<{ urged: number }> => api.post('/api/bpm/process/urge', { body: { id } }),
};
