// What approving a task does, decided from the task and its node's settings: an opinion the node requires must be
// written; the initiator's task after a rejection submits the process again from its start; a signer added before the
// handler gives the task back to them once all such signers have decided; any other approval counts towards the
// node's sign (sign.ts).
import { INITIATOR_NODE } from '../vocab/status.ts';
import type { NodeSettings } from '../metadata/processTemplate.ts';
import type { Message } from '../wire/message.ts';
import { BPM_MESSAGES } from './messages.ts';

/** What the completion decisions read of a task. */
export interface TaskPosition {
  node_id: string;
  add_sign: 'before' | 'after' | null;
}

/** Whether the task hands the process back to its initiator (after a rejection to them). */
export const isResubmission = (task: Pick<TaskPosition, 'node_id'>): boolean => task.node_id === INITIATOR_NODE;

/** 'Please enter the approval opinion' when the node requires one and none (or only blanks) was written. */
export const opinionRefusal = (settings: NodeSettings | undefined, opinion: string | undefined | null): Message | null =>
  settings?.opinionRequired && !opinion?.trim() ? BPM_MESSAGES.opinionRequired : null;

/** The action the circulation records for an approval. */
export const completionAction = (task: TaskPosition): 'resubmit' | 'approve' => (isResubmission(task) ? 'resubmit' : 'approve');

/**
 * Which way an approval goes: `resubmit` (the process starts again from its start), `handBack` (a signer added before
 * the handler: the handler's task opens again once no such signer's task is open), `sign` (the node's sign decides).
 */
export function completionPath(task: TaskPosition): 'resubmit' | 'handBack' | 'sign' {
  if (isResubmission(task)) return 'resubmit';
  return task.add_sign === 'before' ? 'handBack' : 'sign';
}

/** Whether the handler's task opens again: no signer added before them has a task still open. */
export const handlerAgain = (openBeforeSigners: number): boolean => openBeforeSigners === 0;

/** Whether what the handler may edit goes back to the record: the node shows the process's own form (another form writes none). */
export const writesBack = (settings: NodeSettings | undefined, processForm: string | null | undefined): boolean =>
  (settings?.formCode ?? processForm) === processForm;
