// What the initiator of a process does besides submitting: withdraw it while no one has acted on it (or once it was
// rejected back to them: their task there is closed as withdrawn) — it ends, and its record is withdrawn and may be
// submitted again — and urge its current handlers (each open task is marked urged, shown in their to-do list).
import { INITIATOR_NODE, type Message } from '@yc/engine';
import { BPM_MESSAGES } from '@yc/engine/bpm';
import type { EntityManager } from '../../db/database.ts';
import { badRequest, notFound } from '../../wire/envelope.ts';
import { endWithdrawn, initiatorPosition, initiatorTask, lockOwnInstance, urgeHandlers } from '../store/initiator.ts';
import { addTask, cancelOpenTasks, closeTask } from '../store/tasks.ts';

/**
 * Whether the initiator may withdraw the running instance: it waits at them (rejected back), or no handler has acted
 * since it was last submitted (approved, rejected, transferred, added a signer).
 */
export async function withdrawable(em: EntityManager, instanceId: string): Promise<boolean> {
  const { waitingInitiator, acted } = await initiatorPosition(em, instanceId);
  return waitingInitiator || !acted;
}

/** The instance locked for its initiator's action; 404 when it does not exist, `refusal` when the caller did not start it or it is not running. */
async function lockOwn(em: EntityManager, id: string, userId: string, refusal: Message) {
  const instance = await lockOwnInstance(em, id);
  if (!instance) throw notFound();
  if (instance.start_user_id !== userId || instance.state !== 'ACTIVE') throw badRequest(refusal);
  return instance;
}

/** Withdraws the caller's process. */
export async function withdrawProcess(em: EntityManager, userId: string, id: string) {
  const instance = await lockOwn(em, id, userId, BPM_MESSAGES.withdrawNotAllowed);
  if (!(await withdrawable(em, instance.id))) throw badRequest(BPM_MESSAGES.withdrawNotAllowed);
  const own = await initiatorTask(em, instance.id);
  if (own) await closeTask(em, own, 'withdraw');
  await cancelOpenTasks(em, instance.id);
  // The circulation records the withdrawal at the initiator's step.
  if (!own) await addTask(em, { instanceId: instance.id, nodeId: INITIATOR_NODE, assigneeId: userId, status: 'done', action: 'withdraw', completedAt: new Date() });
  await endWithdrawn(em, instance.id);
}

/** Urges the handlers of the caller's process; answers how many tasks. */
export async function urgeProcess(em: EntityManager, userId: string, id: string) {
  const instance = await lockOwn(em, id, userId, BPM_MESSAGES.urgeOnlyInitiator);
  const urged = await urgeHandlers(em, instance.id);
  if (!urged) throw badRequest(BPM_MESSAGES.urgeNothing);
  return urged;
}
