// Copying a task (CC): its handler gives users a to-read task each at the task's node; users who have one already are
// left out, and a selection made only of them is refused.
import { newcomers, newcomersRefusal } from '@yc/engine/bpm';
import type { FastifyRequest } from 'fastify';
import type { EntityManager } from '../../db/database.ts';
import { badRequest } from '../../wire/envelope.ts';
import { assertAssignee } from '../flow.ts';
import { userIds } from '../store/people.ts';
import { addTask, holdersAtNode, lockOpenTask } from '../store/tasks.ts';

export async function copyTask(em: EntityManager, request: FastifyRequest, taskId: string, users: string[]) {
  const task = await lockOpenTask(em, taskId);
  assertAssignee(request, task);
  const ids = [...new Set(await userIds(em, [...new Set(users)]))];
  const readers = newcomers(ids, await holdersAtNode(em, task, 'toRead', ids));
  const refusal = newcomersRefusal(readers);
  if (refusal) throw badRequest(refusal);
  for (const assigneeId of readers) {
    await addTask(em, { instanceId: task.instance_id, nodeId: task.node_id, nodeName: task.node_name, taskType: 'toRead', assigneeId });
  }
}
