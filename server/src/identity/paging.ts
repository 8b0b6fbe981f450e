// Paged lists on the wire: pageNo/pageSize in, {records, total, current, size} out.
import type { EntityManager } from '../db/database.ts';
import type { SqlFragment } from './sql.ts';
import type { PageQuery } from '../wire/requests.ts';

export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

/**
 * Runs `select <columns> from <from> where <where> order by <orderBy>` one page at a time with its total.
 * `columns`, `from` and `orderBy` are code; every request value is in `where.values`.
 */
export async function pagedQuery<T>(
  em: EntityManager,
  sql: { columns: string; from: string; where: SqlFragment; orderBy: string },
  query: PageQuery,
): Promise<Page<T>> {
  const { pageNo: current, pageSize: size } = query;
  const [count] = await em.execute<{ n: string }[]>(`select count(*) as n from ${sql.from} where ${sql.where.text}`, sql.where.values);
  const records = await em.execute<T[]>(
    `select ${sql.columns} from ${sql.from} where ${sql.where.text} order by ${sql.orderBy} limit ? offset ?`,
    [...sql.where.values, size, (current - 1) * size],
  );
  return { records, total: Number(count?.n ?? 0), current, size };
}
