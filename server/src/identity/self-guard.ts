// Operations that would lock the platform's administrators out are refused for the caller's own account.
import { platformMessage, type Message } from '@yc/engine';
import type { EntityManager } from '../db/database.ts';
import { badRequest } from '../wire/envelope.ts';
import { holdsConsoleRole } from './store/grants.ts';

export function refuseSelf(callerId: string, ids: readonly string[], message: Message): void {
  if (ids.includes(callerId)) throw badRequest(message);
}

/**
 * Runs a change (inside the caller's transaction) and refuses it when the caller held a console role before
 * and holds none after: the transaction is rolled back by the error.
 */
export async function keepingConsoleRole<T>(em: EntityManager, callerId: string, change: () => Promise<T>): Promise<T> {
  const before = await holdsConsoleRole(em, callerId);
  const result = await change();
  if (before && !(await holdsConsoleRole(em, callerId))) throw badRequest(platformMessage('cannotRemoveOwnConsoleRole'));
  return result;
}
