// Runs engine-compiled statements with real bound parameters on the request's transaction, and bounds a query's answer
// inside its statement (the database stops producing rows once the bound is passed).
import type { Knex } from '@mikro-orm/knex';
import type { SqlStatement } from '@yc/engine';
import type { EntityManager } from '../../../db/database.ts';

/** Rows of a statement compiled with `?` placeholders; knex numbers them and the driver binds the values. */
export async function runStatement<T>(em: EntityManager, statement: SqlStatement): Promise<T[]> {
  const trx = em.getTransactionContext<Knex.Transaction>();
  if (!trx) throw new Error('eform statements run inside the request transaction');
  const values = statement.values.map((v) => (v === undefined ? null : v)) as Knex.RawBinding[];
  // Without values the text goes as it is (DDL may hold a literal '?').
  const result = (await (values.length ? trx.raw(statement.text, values) : trx.raw(statement.text))) as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** The most bytes a query's rows may hold, as text, on the platform's database. */
export const ANSWER_MAX_BYTES = 10 * 1024 * 1024;
const TOO_LARGE = 'yc_answer_too_large:';

/**
 * A PostgreSQL query wrapped so that it answers at most `maxRows` + 1 rows (the extra one tells that there were more)
 * and fails as soon as its rows, as text, pass `maxBytes`: a running total of each row's size, and a cast that cannot
 * succeed once it is over (isAnswerTooLarge tells that failure apart). Columns, their types and order stay the query's.
 */
export function boundedQuery(text: string, maxRows: number, maxBytes = ANSWER_MAX_BYTES): string {
  return `select (yc_w.yc_q).* from (
    select yc_q, sum(octet_length(yc_q::text)) over (rows unbounded preceding) as yc_bytes from (${text}) as yc_q limit ${maxRows + 1}
  ) as yc_w where case when yc_w.yc_bytes > ${maxBytes} then ('${TOO_LARGE}' || yc_w.yc_bytes)::int else 1 end = 1`;
}

/** Whether a database error is boundedQuery's refusal of an answer over its size (the failed cast names the total). */
export const isAnswerTooLarge = (error: unknown): boolean =>
  String((error as { code?: unknown })?.code) === '22P02' && String((error as { message?: unknown })?.message ?? '').includes(`"${TOO_LARGE}`);
