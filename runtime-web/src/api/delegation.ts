// Calls of delegation (/api/bpm/delegate: a user's approvals given to a bailee for a period) and handover
// (/api/bpm/handover: an administrator moving a user's open tasks to another).
import type { DelegationState, HandoverType } from '../renderers/engine.ts';
import { api, narrowed } from '../request/api.ts';
import type { PageResult } from './eform.ts';

export interface DelegationRow {
  id: string;
  delegator: string;
  delegatorName: string | null;
  delegateBailee: string;
  delegateBaileeName: string | null;
  /** Template keys; empty when `allProcesses`. */
  delegateResource: string[];
  resourceNames: string[];
  allProcesses: boolean;
  startTime: string;
  endTime: string;
  state: DelegationState;
  /** What the delegation is to the caller. */
  role: 'delegator' | 'bailee' | 'other';
  taskCount: number;
  createTime: string;
  cancelTime: string | null;
  cancelBy: string | null;
}

export interface NewDelegation {
  delegateBailee: string;
  delegateResource?: string[];
  allProcesses?: boolean;
  startTime: string;
  endTime: string;
}

export interface DelegableProcess {
  key: string;
  name: string;
  group: string;
}

export const delegateApi = {
  list: (params: { pageNo?: number; pageSize?: number; scope?: 'mine' | 'all'; state?: DelegationState; keyword?: string }): Promise<PageResult<DelegationRow>> =>
    api.get('/api/bpm/delegate/list', { params: { query: params } }),
  processes: (): Promise<DelegableProcess[]> => api.get('/api/bpm/delegate/processes'),
  add: (delegation: NewDelegation): Promise<{ id: string; state: DelegationState }> => api.post('/api/bpm/delegate/add', { body: delegation }),
  cancel: (id: string): Promise<{ returned: number }> => api.post('/api/bpm/delegate/cancel', { body: { id } }),
};

/** An open task of a user, as a handover offers it. */
export interface HandoverTask {
  id: string;
  instanceId: string;
  taskTitle: string;
  taskName: string | null;
  taskType: 'todo' | 'toRead';
  status: string;
  templateKey: string;
  sendTimeString: string;
}

export interface HandoverRow {
  id: string;
  fromUser: string;
  fromUserName: string | null;
  toUser: string;
  toUserName: string | null;
  type: HandoverType;
  taskCount: number;
  notice: string | null;
  createBy: string | null;
  createDept: string | null;
  createTime: string;
}

export const handoverApi = {
  list: (params: { pageNo?: number; pageSize?: number; keyword?: string }): Promise<PageResult<HandoverRow>> =>
    api.get('/api/bpm/handover/list', { params: { query: params } }),
  tasks: (fromUser: string) => narrowed<HandoverTask[]>(api.get('/api/bpm/handover/tasks', { params: { query: { fromUser } } })),
  add: (handover: { fromUser: string; toUser: string; type?: HandoverType; taskIds?: string[]; notice?: string }): Promise<{ id: string; taskCount: number }> =>
    api.post('/api/bpm/handover/add', { body: handover }),
};
