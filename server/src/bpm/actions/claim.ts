// Claiming a task offered to the members of its node's candidate roles (only one nobody holds, only by a member), and
// giving a claimed task back to those roles.
import { candidateRoles, claimRefusal, unclaimRefusal } from '@yc/engine/bpm';
import type { FastifyRequest } from 'fastify';
import type { EntityManager } from '../../db/database.ts';
import { badRequest } from '../../wire/envelope.ts';
import { assertAssignee } from '../flow.ts';
import { holdsRole } from '../store/people.ts';
import { definitionOf } from '../store/runs.ts';
import { lockOpenTask, updateTask } from '../store/tasks.ts';

export async function claimTask(em: EntityManager, userId: string, taskId: string) {
  const task = await lockOpenTask(em, taskId);
  const member = task.assignee_id === null && (await holdsRole(em, userId, candidateRoles((await definitionOf(em, task)).nodes[task.node_id])));
  const refusal = claimRefusal(task.assignee_id, member);
  if (refusal) throw badRequest(refusal);
  await updateTask(em, { id: task.id }, { assigneeId: userId });
}

export async function unclaimTask(em: EntityManager, request: FastifyRequest, taskId: string) {
  const task = await lockOpenTask(em, taskId);
  assertAssignee(request, task);
  const refusal = unclaimRefusal((await definitionOf(em, task)).nodes[task.node_id]);
  if (refusal) throw badRequest(refusal);
  await updateTask(em, { id: task.id }, { assigneeId: null });
}
