// Calls of delegation (/api/bpm/delegate: a user's approvals given to a bailee for a period) and handover
// (/api/bpm/handover: an administrator moving a user's open tasks to another).
import type { DelegationState, HandoverType } from '../renderers/engine.ts';
import { http } from '../request/http.ts';
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
  list: (params: { pageNo?: number; pageSize?: number; scope?: 'mine' | 'all'; state?: DelegationState; keyword?: string }) =>
    http.get<PageResult<DelegationRow>>('/api/bpm/delegate/list', { ...params }),
  processes: () => http.get<DelegableProcess[]>('/api/bpm/delegate/processes'),
  add: (delegation: NewDelegation) => http.post<{ id: string; state: DelegationState }>('/api/bpm/delegate/add', delegation),
  cancel: (id: string) => http.post<{ returned: number }>('/api/bpm/delegate/cancel', { id }),
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
  list: (params: { pageNo?: number; pageSize?: number; keyword?: string }) => http.get<PageResult<HandoverRow>>('/api/bpm/handover/list', { ...params }),
  tasks: (fromUser: string) => http.get<HandoverTask[]>('/api/bpm/handover/tasks', { fromUser }),
  add: (handover: { fromUser: string; toUser: string; type?: HandoverType; taskIds?: string[]; notice?: string }) =>
    http.post<{ id: string; taskCount: number }>('/api/bpm/handover/add', handover),
};
