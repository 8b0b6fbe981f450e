// Runs engine-compiled statements with real bound parameters on the request's transaction.
import type { Knex } from '@mikro-orm/knex';
import type { SqlStatement } from '@yc/engine';
import type { EntityManager } from '../db/database.ts';

/** Rows of a statement compiled with `?` placeholders; knex numbers them and the driver binds the values. */
export async function runStatement<T>(em: EntityManager, statement: SqlStatement): Promise<T[]> {
  const trx = em.getTransactionContext<Knex.Transaction>();
  if (!trx) throw new Error('eform statements run inside the request transaction');
  const values = statement.values.map((v) => (v === undefined ? null : v)) as Knex.RawBinding[];
  // Without values the text goes as it is (DDL may hold a literal '?').
  const result = (await (values.length ? trx.raw(statement.text, values) : trx.raw(statement.text))) as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}
