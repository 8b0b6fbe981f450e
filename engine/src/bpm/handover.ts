// A handover (an administrator moves a user's open tasks to another user), decided from the request, the tasks found
// and what the receiver holds already: all or nothing. Every task must be the giving user's and open; a to-do task
// at a node where the receiver decides already would give them a second voice (refused, naming it); a copy the
// receiver has already is withdrawn instead of moved.
import type { HandoverType } from '../vocab/status.ts';
import type { Message } from '../wire/message.ts';
import { BPM_MESSAGES } from './messages.ts';

/** A handover as asked for. */
export interface HandoverRequest {
  fromUser: string;
  toUser: string;
  type?: HandoverType;
  taskIds: readonly string[];
}

/** Why the handover cannot be made, from the request alone (null: it can, so far). */
export function handoverRequestRefusal({ fromUser, toUser, type, taskIds }: HandoverRequest): Message | null {
  if (fromUser === toUser) return BPM_MESSAGES.handoverToSelf;
  if (!type) return BPM_MESSAGES.handoverTypeRequired;
  return type === 'task' && !taskIds.length ? BPM_MESSAGES.handoverTasksRequired : null;
}

/** A task found for the handover. */
export interface HandoverTask {
  id: string;
  assignee_id: string | null;
  task_type: 'todo' | 'toRead';
  status: string;
  instance_id: string;
  node_id: string;
  node_name: string | null;
  business_title: string;
}

/** What the receiver holds at a node already: a to-do task (a voice) or a copy. */
export interface HeldTask {
  instance_id: string;
  node_id: string;
  task_type: string;
}

/** A task a handover may move: a to-do task open or waiting its turn, an unread copy. */
export const handoverOpen = (task: Pick<HandoverTask, 'task_type' | 'status'>): boolean =>
  task.task_type === 'todo' ? task.status === 'open' || task.status === 'waiting' : task.status === 'open';

/** The handover's plan: a refusal, or the tasks that change hands and the copies withdrawn (the receiver has them). */
export type HandoverPlan = { refusal: Message } | { refusal: null; moved: string[]; withdrawn: string[] };

/**
 * Plans moving `tasks` (found for the request) from `fromId` to the receiver `toUser`, who holds `held` at their nodes.
 * Type `all` with nothing found has nothing to hand over; type `task` must find every task named.
 */
export function planHandover(
  request: Pick<HandoverRequest, 'fromUser' | 'toUser' | 'type' | 'taskIds'>, fromId: string, tasks: readonly HandoverTask[], held: readonly HeldTask[],
): HandoverPlan {
  if (request.type === 'all' && !tasks.length) return { refusal: BPM_MESSAGES.handoverNothing(request.fromUser) };
  const notOpen = (request.type === 'task' && tasks.length !== request.taskIds.length) || tasks.some((t) => t.assignee_id !== fromId || !handoverOpen(t));
  if (notOpen) return { refusal: BPM_MESSAGES.handoverTaskNotOpen(request.fromUser) };
  const holds = (t: HandoverTask, kind: string) => held.some((h) => h.instance_id === t.instance_id && h.node_id === t.node_id && h.task_type === kind);
  const twice = tasks.find((t) => t.task_type === 'todo' && holds(t, 'todo'));
  if (twice) return { refusal: BPM_MESSAGES.handoverSecondVoice(request.toUser, twice.node_name ?? twice.node_id, twice.business_title) };
  const withdrawn = tasks.filter((t) => t.task_type === 'toRead' && holds(t, 'toRead')).map((t) => t.id);
  return { refusal: null, moved: tasks.map((t) => t.id).filter((id) => !withdrawn.includes(id)), withdrawn };
}
