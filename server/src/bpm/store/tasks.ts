// The BPM store's task rows: locking a task with its instance, closing, withdrawing, adding and changing tasks, and
// who holds a task at a node already. Only SQL here; what is allowed is decided in the engine (engine/src/bpm).
import { randomUUID } from 'node:crypto';
import { BPM_MESSAGES } from '@yc/engine/bpm';
import type { EntityManager } from '../../db/database.ts';
import { BpmTaskEntity, type BpmTask } from '../../db/entities/bpm.ts';
import { bpmTaskMessages } from '../../messages/delivery.ts';
import { badRequest } from '../../wire/envelope.ts';
import { placeholders } from './sql.ts';

/** A task locked for an action, with its instance (locked too: runs of one instance never overlap). */
export interface LockedTask {
  id: string;
  instance_id: string;
  node_id: string;
  node_name: string | null;
  task_type: 'todo' | 'toRead';
  assignee_id: string | null;
  status: string;
  parent_id: string | null;
  add_sign: 'before' | 'after' | null;
  instance_state: string;
  template_key: string;
  definition_version: number;
  start_user_id: string;
  variables: Record<string, unknown>;
  /** The record the process is about and the page it is kept through (approvals on records). */
  data_id: string | null;
  view_code: string | null;
}

/** The open task of `type`, locked with its instance; 'No running task' when it is gone or done, 'Process suspended'. */
export async function lockOpenTask(em: EntityManager, taskId: string, type: 'todo' | 'toRead' = 'todo'): Promise<LockedTask> {
  const [task] = await em.execute<LockedTask[]>(
    `select t.id, t.instance_id, t.node_id, t.node_name, t.task_type, t.assignee_id, t.status, t.parent_id, t.add_sign,
            i.state as instance_state, i.template_key, i.definition_version, i.start_user_id, i.variables, i.data_id, i.view_code
       from bpm_task t join bpm_instance i on i.id = t.instance_id where t.id = ? for update of t, i`, [taskId],
  );
  if (!task || task.status !== 'open' || task.task_type !== type) throw badRequest(BPM_MESSAGES.noRunningTask);
  if (task.instance_state === 'SUSPENDED') throw badRequest(BPM_MESSAGES.processSuspended);
  if (task.instance_state !== 'ACTIVE') throw badRequest(BPM_MESSAGES.noRunningTask);
  return task;
}

/** Closes the task with what its handler did. */
export const closeTask = (em: EntityManager, taskId: string, action: NonNullable<BpmTask['action']>, opinion?: string | null) =>
  em.execute(`update bpm_task set status = 'done', action = ?, opinion = ?, completed_at = clock_timestamp() where id = ?`, [action, opinion ?? null, taskId])
    .then(() => bpmTaskMessages(em, action, [taskId]));

/** Withdraws the tasks to do of the nodes the run no longer waits at (an interrupting timer or message took it away). */
export function withdrawTasksNotWaiting(em: EntityManager, instanceId: string, run: { waits: readonly { id: string }[] }) {
  const waiting = run.waits.map((wait) => wait.id);
  return em.execute(
    `update bpm_task set status = 'cancelled', completed_at = clock_timestamp()
      where instance_id = ? and task_type = 'todo' and status in ('open', 'waiting')${waiting.length ? ` and node_id not in (${placeholders(waiting)})` : ''}`,
    [instanceId, ...waiting],
  );
}

/** Ends the instance's open and waiting tasks to do (a rejection, a restart); copies stay. */
export const cancelOpenTasks = (em: EntityManager, instanceId: string) => withdrawTasksNotWaiting(em, instanceId, { waits: [] });

/** A new task (open, to do unless said otherwise). */
export const addTask = (em: EntityManager, task: Omit<Partial<BpmTask>, 'id'> & Pick<BpmTask, 'instanceId' | 'nodeId'>) =>
  em.insert(BpmTaskEntity, { id: randomUUID(), ...task });

/** Changes a task's status, handler or opinion (where it still has `where`'s values). */
export const updateTask = (em: EntityManager, where: { id: string; status?: BpmTask['status'] }, changes: Partial<BpmTask>) =>
  em.nativeUpdate(BpmTaskEntity, where, changes);

/** Of `userIds`, those who hold a task of `kind` at the task's node: a copy, or a to-do task open or waiting their turn (a voice). */
export async function holdersAtNode(em: EntityManager, at: { instance_id: string; node_id: string }, kind: 'toRead' | 'deciding', userIds: string[]) {
  const where = kind === 'toRead' ? { taskType: 'toRead' as const } : { taskType: 'todo' as const, status: { $in: ['open' as const, 'waiting' as const] } };
  const rows = await em.find(BpmTaskEntity, { instanceId: at.instance_id, nodeId: at.node_id, ...where, assigneeId: { $in: userIds } }, { fields: ['assigneeId'] });
  return rows.map((t) => t.assigneeId ?? null);
}

/** The tasks of a batch (with their instance's template), for the engine to judge together. */
export const batchTasks = (em: EntityManager, ids: string[]) => em.execute<{ task_type: string; status: string; node_id: string; template_key: string }[]>(
  `select t.task_type, t.status, t.node_id, i.template_key from bpm_task t join bpm_instance i on i.id = t.instance_id
    where t.id in (${placeholders(ids)})`, ids,
);

/** Copies locked in one order (so that two batches never wait for each other in turn), for marking read. */
export const lockCopies = (em: EntityManager, ids: string[]) => em.execute<{ task_type: string; status: string; assignee_id: string }[]>(
  `select task_type, status, assignee_id from bpm_task where id in (${placeholders(ids)}) order by id for update`, ids,
);

/** Marks copies read. */
export const markRead = (em: EntityManager, ids: string[]) => em.execute(
  `update bpm_task set status = 'done', action = 'read', completed_at = clock_timestamp() where id in (${placeholders(ids)})`, ids,
);

/**
 * Gives the task to another handler (an administrator's reassignment): the old task is withdrawn (not among its
 * handler's done tasks; reassigned in the circulation, with the reason), the new handler gets the same task — its node,
 * due date and add-sign place. Answers the new task's id.
 */
export async function reassign(em: EntityManager, taskId: string, receiverId: string, opinion: string | null): Promise<string> {
  await em.execute(`update bpm_task set status = 'cancelled', action = 'reassign', opinion = ?, completed_at = clock_timestamp() where id = ?`, [opinion, taskId]);
  const id = randomUUID();
  await em.execute(
    `insert into bpm_task (id, instance_id, node_id, node_name, assignee_id, due_at, parent_id, add_sign)
     select ?, instance_id, node_id, node_name, ?, due_at, parent_id, add_sign from bpm_task where id = ?`,
    [id, receiverId, taskId],
  );
  return id;
}
