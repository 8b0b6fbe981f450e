// Handling several tasks at once, decided from the tasks found: approving takes open to-do tasks of one template and
// one node only; marking read takes unread copies only. All or none: one task that does not fit refuses the batch.
import type { Message } from '../wire/message.ts';
import { BPM_MESSAGES } from './messages.ts';

/** A task named in a batch. */
export interface BatchTask {
  task_type: string;
  status: string;
}

/** Why the tasks cannot be approved together (null: they can): one missing, one not an open to-do task, or more than one template and node. */
export function batchCompleteRefusal(tasks: readonly (BatchTask & { node_id: string; template_key: string })[], requested: number): Message | null {
  const nodes = new Set(tasks.map((t) => `${t.template_key}\n${t.node_id}`));
  const fits = tasks.length === requested && tasks.every((t) => t.task_type === 'todo' && t.status === 'open') && nodes.size === 1;
  return fits ? null : BPM_MESSAGES.batchOneNode;
}

/** Why the tasks cannot be marked read together (null: they can): one missing, or one not an unread copy. */
export function batchReadRefusal(tasks: readonly BatchTask[], requested: number): Message | null {
  const fits = tasks.length === requested && tasks.every((t) => t.task_type === 'toRead' && t.status === 'open');
  return fits ? null : BPM_MESSAGES.batchReadOnly;
}

/** The order tasks are handled in: fixed, so that two batches over the same tasks never wait for each other's locks in turn. */
export const batchOrder = (ids: readonly string[]): string[] => [...ids].sort();
