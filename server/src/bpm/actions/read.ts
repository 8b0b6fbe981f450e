// Marking copies (to-read tasks) of the caller's read: one, or several at once (unread copies only, all or none).
import { BPM_MESSAGES, batchReadRefusal } from '@yc/engine/bpm';
import type { EntityManager } from '../../db/database.ts';
import { badRequest, forbidden } from '../../wire/envelope.ts';
import { lockCopies, markRead } from '../store/tasks.ts';

/** Marks one copy of the caller's read; 'No running task' when it is no unread copy. */
export async function readCopy(em: EntityManager, userId: string, id: string) {
  const [copy] = await lockCopies(em, [id]);
  if (!copy || copy.task_type !== 'toRead' || copy.status !== 'open') throw badRequest(BPM_MESSAGES.noRunningTask);
  if (copy.assignee_id !== userId) throw forbidden();
  await markRead(em, [id]);
}

/** Marks several copies of the caller's read; answers how many. */
export async function readCopies(em: EntityManager, userId: string, ids: string[]) {
  const copies = await lockCopies(em, ids);
  const refusal = batchReadRefusal(copies, ids.length);
  if (refusal) throw badRequest(refusal);
  if (copies.some((t) => t.assignee_id !== userId)) throw forbidden();
  await markRead(em, ids);
  return { read: ids.length };
}
