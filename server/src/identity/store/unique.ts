// The identity store's uniqueness statements: whether a value is taken in a table, or an account name anywhere.
import type { EntityManager } from '../../db/database.ts';

/** Whether an account name is taken in any enterprise (not by `exceptId`). */
export async function usernameTakenAnywhere(em: EntityManager, value: string, exceptId: string): Promise<boolean> {
  const [row] = await em.execute<{ taken: boolean }[]>(`select yc_username_taken(?, ?) as taken`, [value, exceptId]);
  return row?.taken === true;
}

/** Whether a row of `table` other than `exceptId` holds the value in `column` (both code, never request data). */
export async function valueTaken(em: EntityManager, table: string, column: string, caseInsensitive: boolean, value: string, exceptId: string): Promise<boolean> {
  const compared = caseInsensitive ? `lower(${column})` : column;
  const rows = await em.execute(`select 1 from ${table} where ${compared} = ${caseInsensitive ? 'lower(?)' : '?'} and id::text <> ? limit 1`, [value, exceptId]);
  return rows.length > 0;
}
