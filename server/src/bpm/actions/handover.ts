// Handing a user's open tasks over to another active user (an administrator): all of them or the chosen ones, all or
// nothing, the task rows locked. A moved task stays the same task; a record of each move shows in the circulation; a
// to-do task that would give the receiver a second voice refuses the handover; a copy they have already is withdrawn.
import { handoverRequestRefusal, planHandover, type HandoverRequest } from '@yc/engine/bpm';
import type { FastifyRequest } from 'fastify';
import type { EntityManager } from '../../db/database.ts';
import { badRequest } from '../../wire/envelope.ts';
import { heldAtNodes, insertHandover, lockHandoverTasks, moveTasks } from '../store/handover.ts';
import { existingUser, userIds } from '../store/people.ts';

/** Refuses a request that cannot be a handover whatever the database holds (before a transaction opens). */
export function checkHandover(asked: HandoverRequest) {
  const refusal = handoverRequestRefusal(asked);
  if (refusal) throw badRequest(refusal);
}

/** Hands the tasks over; answers the handover's id and how many tasks it took. */
export async function handOver(em: EntityManager, request: FastifyRequest, asked: HandoverRequest, notice: string | undefined) {
  const { userId, username } = request.caller();
  const from = await existingUser(em, asked.fromUser);
  const [to] = await userIds(em, [asked.toUser]);
  const tasks = await lockHandoverTasks(em, from, asked.type === 'all' ? null : asked.taskIds);
  const ids = tasks.map((t) => t.id);
  const plan = planHandover(asked, from, tasks, ids.length ? await heldAtNodes(em, ids, to!) : []);
  if (plan.refusal) throw badRequest(plan.refusal);
  await moveTasks(em, to!, plan.moved, plan.withdrawn, notice ?? null);
  const id = await insertHandover(em, { fromId: from, toId: to!, type: asked.type!, taskIds: ids, notice: notice ?? null, username, userId });
  return { id, taskCount: ids.length };
}
