// Paged lists on the wire: pageNo/pageSize in, {records, total, current, size} out.
import { QUERY_LIMITS } from '@yc/engine';
import type { EntityManager } from '../db/database.ts';
import type { SqlFragment } from './sql.ts';

export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

export interface PageQuery {
  pageNo?: number;
  pageSize?: number;
}


/** Querystring schema properties of a paged list. */
export const PAGE_QUERY_PROPERTIES = {
  pageNo: { type: 'integer', minimum: 1, maximum: QUERY_LIMITS.maxPageNo, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: QUERY_LIMITS.maxPageSize, default: 10 },
} as const;

/**
 * Runs `select <columns> from <from> where <where> order by <orderBy>` one page at a time with its total.
 * `columns`, `from` and `orderBy` are code; every request value is in `where.values`.
 */
export async function pagedQuery<T>(
  em: EntityManager,
  sql: { columns: string; from: string; where: SqlFragment; orderBy: string },
  query: PageQuery,
): Promise<Page<T>> {
  const current = query.pageNo ?? 1;
  const size = query.pageSize ?? 10;
  const [count] = await em.execute<{ n: string }[]>(`select count(*) as n from ${sql.from} where ${sql.where.text}`, sql.where.values);
  const records = await em.execute<T[]>(
    `select ${sql.columns} from ${sql.from} where ${sql.where.text} order by ${sql.orderBy} limit ? offset ?`,
    [...sql.where.values, size, (current - 1) * size],
  );
  return { records, total: Number(count?.n ?? 0), current, size };
}
