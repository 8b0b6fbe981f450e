// The rows of a page a user may read, update and delete: the one place where data rules join record statements.
import type { SqlFragment } from '@yc/engine';
import type { EntityManager } from '../db/database.ts';
import type { RecordContext } from './records-context.ts';

/**
 * Conditions ANDed into every list, read, update and delete of the page's records. Designers trying a page
 * out (no menu item) see every row of their enterprise; tenant isolation itself is the database's job.
 */
export async function rowScope(_em: EntityManager, _ctx: RecordContext, _userId: string): Promise<SqlFragment[]> {
  return [];
}
