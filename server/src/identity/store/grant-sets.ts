// Saving who holds which menu items: a role's, a department's or a department role's set of permission ids.
import { requestMessage } from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';
import { badRequest } from '../../wire/envelope.ts';
import { placeholders, uuidArray } from '../sql.ts';

/** The tables that hold a set of permission ids per owner (code, never request data). */
export const GRANT_SETS = {
  role: { table: 'sys_role_permission', owner: 'role_id' },
  depart: { table: 'sys_depart_permission', owner: 'org_id' },
} as const;
export type GrantSet = (typeof GRANT_SETS)[keyof typeof GRANT_SETS];

export async function readGrantSet(em: EntityManager, set: GrantSet, ownerId: string): Promise<string[]> {
  const rows = await em.execute<{ permission_id: string }[]>(`select permission_id from ${set.table} where ${set.owner} = ?`, [ownerId]);
  return rows.map((r) => r.permission_id);
}

/**
 * Saves the owner's set. With `last` (the set the screen started from) only the difference the user made is
 * applied, so that two administrators editing different items do not undo each other; without it the set is replaced.
 */
export async function saveGrantSet(em: EntityManager, set: GrantSet, ownerId: string, ids: string[], last?: string[]): Promise<void> {
  if (ids.length) {
    const [row] = await em.execute<{ n: string }[]>(`select count(*) as n from sys_permission where id in (${placeholders(ids)})`, ids);
    if (Number(row?.n) !== ids.length) throw badRequest(requestMessage('unknownMenuItem'));
  }
  const current = new Set(await readGrantSet(em, set, ownerId));
  const wanted = new Set(ids);
  const removed = last ? last.filter((id) => !wanted.has(id)) : [...current].filter((id) => !wanted.has(id));
  const added = (last ? ids.filter((id) => !last.includes(id)) : ids).filter((id) => !current.has(id));
  if (removed.length) {
    await em.execute(`delete from ${set.table} where ${set.owner} = ? and permission_id in (${placeholders(removed)})`, [ownerId, ...removed]);
  }
  if (added.length) {
    await em.execute(`insert into ${set.table} (${set.owner}, permission_id) select ?, unnest(?::uuid[]) on conflict do nothing`, [ownerId, uuidArray(added)]);
  }
}
