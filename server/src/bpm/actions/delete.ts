// Deleting an instance: its starter's own, while no task of it has been handled.
import { BPM_MESSAGES } from '@yc/engine/bpm';
import type { EntityManager } from '../../db/database.ts';
import { badRequest, notFound } from '../../wire/envelope.ts';
import { deletableInstance, deleteInstance } from '../store/instances.ts';

export async function deleteOwnInstance(em: EntityManager, userId: string, id: string) {
  const deletable = await deletableInstance(em, id, userId);
  if (deletable === undefined) throw notFound();
  if (!deletable) throw badRequest(BPM_MESSAGES.deleteOnlyUnsubmitted);
  await deleteInstance(em, id);
}
