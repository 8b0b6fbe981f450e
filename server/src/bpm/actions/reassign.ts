// Reassigning a task (process administrators): an open task goes to another handler — not the one it has, never one
// who decides at its node already (a second voice).
import { reassignRefusal } from '@yc/engine/bpm';
import type { EntityManager } from '../../db/database.ts';
import { badRequest } from '../../wire/envelope.ts';
import { userIds } from '../store/people.ts';
import { holdersAtNode, lockOpenTask, reassign } from '../store/tasks.ts';

/** Gives the task to `username`; answers the new task's id. */
export async function reassignTask(em: EntityManager, taskId: string, username: string, opinion: string | undefined) {
  const task = await lockOpenTask(em, taskId);
  const [receiver] = await userIds(em, [username]);
  const decides = receiver !== task.assignee_id && (await holdersAtNode(em, task, 'deciding', [receiver!])).length > 0;
  const refusal = reassignRefusal(receiver!, task.assignee_id, decides);
  if (refusal) throw badRequest(refusal);
  return { taskId: await reassign(em, task.id, receiver!, opinion ?? null) };
}
