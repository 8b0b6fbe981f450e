// Approving several tasks at once, all or none: to-do tasks of one template and one node, with one opinion (each as a
// single approval, in a fixed order so that two batches over the same tasks never wait for each other's locks in turn).
import type { ScriptRunner } from '@yc/engine';
import { batchCompleteRefusal, batchOrder } from '@yc/engine/bpm';
import type { FastifyRequest } from 'fastify';
import type { EntityManager } from '../../db/database.ts';
import { badRequest } from '../../wire/envelope.ts';
import { batchTasks } from '../store/tasks.ts';
import { completeTask } from './complete.ts';

/** Approves the tasks with one opinion; answers how many. */
export async function batchComplete(em: EntityManager, request: FastifyRequest, sandbox: ScriptRunner, ids: string[], opinion: string | undefined) {
  const refusal = batchCompleteRefusal(await batchTasks(em, ids), ids.length);
  if (refusal) throw badRequest(refusal);
  for (const id of batchOrder(ids)) await completeTask(em, request, sandbox, id, opinion, {});
  return { completed: ids.length };
}
