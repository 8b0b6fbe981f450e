// Adding signers to a task: before the handler (they decide first; the handler's task waits and is theirs again once
// all have decided) or after (the handler's part is done; they decide next). Users deciding at the node already are
// left out; a selection made only of them is refused.
import type { AddSignPosition } from '@yc/engine';
import { addSignRefusal, handlerTaskAfterAddSign, newcomers, newcomersRefusal, signersRefusal } from '@yc/engine/bpm';
import type { FastifyRequest } from 'fastify';
import type { EntityManager } from '../../db/database.ts';
import { badRequest } from '../../wire/envelope.ts';
import { assertAssignee } from '../flow.ts';
import { userIds } from '../store/people.ts';
import { addTask, closeTask, holdersAtNode, lockOpenTask, updateTask } from '../store/tasks.ts';

/** Adds the signers; answers what became of the caller's task (waiting, or added after it). */
export async function addSigners(
  em: EntityManager, request: FastifyRequest, taskId: string, users: string[], position: AddSignPosition, opinion: string | undefined,
): Promise<{ status: 'waiting' | 'added' }> {
  const task = await lockOpenTask(em, taskId);
  assertAssignee(request, task);
  const refusal = addSignRefusal(task);
  if (refusal) throw badRequest(refusal);
  const ids = [...new Set(await userIds(em, [...new Set(users)]))];
  const self = signersRefusal(ids, request.caller().userId);
  if (self) throw badRequest(self);
  const signers = newcomers(ids, await holdersAtNode(em, task, 'deciding', ids));
  const none = newcomersRefusal(signers);
  if (none) throw badRequest(none);
  if (handlerTaskAfterAddSign(position) === 'waiting') await updateTask(em, { id: task.id }, { status: 'waiting', opinion: opinion ?? null });
  else await closeTask(em, task.id, 'addSignAfter', opinion);
  for (const assigneeId of signers) {
    await addTask(em, { instanceId: task.instance_id, nodeId: task.node_id, nodeName: task.node_name, assigneeId, parentId: task.id, addSign: position });
  }
  return { status: position === 'before' ? 'waiting' : 'added' };
}
