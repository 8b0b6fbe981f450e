// Transferring a task: its handler gives it to another active user; the task ends as transferred (with the opinion,
// in the circulation) and the same node opens a task for the receiver.
import { transferRefusal } from '@yc/engine/bpm';
import type { FastifyRequest } from 'fastify';
import type { EntityManager } from '../../db/database.ts';
import { badRequest } from '../../wire/envelope.ts';
import { assertAssignee } from '../flow.ts';
import { userIds } from '../store/people.ts';
import { addTask, closeTask, lockOpenTask } from '../store/tasks.ts';

export async function transferTask(em: EntityManager, request: FastifyRequest, taskId: string, toUser: string, opinion: string | undefined) {
  const task = await lockOpenTask(em, taskId);
  assertAssignee(request, task);
  const [receiver] = await userIds(em, [toUser]);
  const refusal = transferRefusal(receiver!, request.caller().userId);
  if (refusal) throw badRequest(refusal);
  await closeTask(em, task.id, 'transfer', opinion);
  await addTask(em, { instanceId: task.instance_id, nodeId: task.node_id, nodeName: task.node_name, assigneeId: receiver });
}
