// Record statements of a modelled table: read by id, insert, update and delete, identifiers quoted, values bound.
// Where the dialect returns written rows (PostgreSQL), the statements return them; elsewhere the caller reads them by id.
import type { PhysicalColumn } from '../ddl/columns.ts';
import { PLATFORM_DIALECT, type QueryDialect } from './dialect.ts';
import { Params, selectList, whereClause, writeValue, type CompileOptions, type SqlStatement } from './sql.ts';

/** A value written to a column. */
export interface ColumnValue {
  column: PhysicalColumn;
  value: unknown;
}

export interface RecordTarget {
  table: string;
  /** Columns returned by the statement. */
  columns: readonly PhysicalColumn[];
}

const idCondition = (d: QueryDialect, params: Params, ids: readonly string[]) => `${d.quote('id')} in (${ids.map((id) => params.add(id)).join(', ')})`;

function conditions(d: QueryDialect, params: Params, ids: readonly string[], options: CompileOptions): string[] {
  return [idCondition(d, params, ids), ...(options.extraWhere ?? []).map((f) => params.fragment(f))];
}

const returning = (d: QueryDialect, target: RecordTarget) => (d.returning ? ` returning ${selectList(target.columns, d)}` : '');

/** Rows by id; `lock` takes row locks for a following update or delete. */
export function compileSelectByIds(target: RecordTarget, ids: readonly string[], options: CompileOptions & { lock?: boolean } = {}): SqlStatement {
  const d = options.dialect ?? PLATFORM_DIALECT;
  const params = new Params(options.placeholder);
  const where = whereClause(conditions(d, params, ids, options));
  const text = `select ${selectList(target.columns, d)} from ${d.quote(target.table)}${where}${options.lock ? ' for update' : ''}`;
  return { text, values: params.values };
}

export function compileInsert(target: RecordTarget, values: readonly ColumnValue[], options: CompileOptions = {}): SqlStatement {
  const d = options.dialect ?? PLATFORM_DIALECT;
  const params = new Params(options.placeholder);
  const names = values.map((v) => d.quote(v.column.name)).join(', ');
  const bound = values.map((v) => writeValue(v.column, params, v.value, d)).join(', ');
  return { text: `insert into ${d.quote(target.table)} (${names}) values (${bound})${returning(d, target)}`, values: params.values };
}

export function compileUpdate(target: RecordTarget, id: string, values: readonly ColumnValue[], options: CompileOptions = {}): SqlStatement {
  const d = options.dialect ?? PLATFORM_DIALECT;
  const params = new Params(options.placeholder);
  const set = values.map((v) => `${d.quote(v.column.name)} = ${writeValue(v.column, params, v.value, d)}`).join(', ');
  const where = whereClause(conditions(d, params, [id], options));
  return { text: `update ${d.quote(target.table)} set ${set}${where}${returning(d, target)}`, values: params.values };
}

export function compileDelete(target: RecordTarget, ids: readonly string[], options: CompileOptions = {}): SqlStatement {
  const d = options.dialect ?? PLATFORM_DIALECT;
  const params = new Params(options.placeholder);
  const where = whereClause(conditions(d, params, ids, options));
  return { text: `delete from ${d.quote(target.table)}${where}${returning(d, target)}`, values: params.values };
}

/** Whether another record than `exceptId` has `value` in the column (a unionCheck field). */
export function compileTaken(table: string, column: string, value: unknown, exceptId: string | null, options: CompileOptions = {}): SqlStatement {
  const d = options.dialect ?? PLATFORM_DIALECT;
  const params = new Params(options.placeholder);
  const conditions = [`${d.quote(column)} = ${params.add(value)}`, ...(exceptId ? [`${d.quote('id')} <> ${params.add(exceptId)}`] : [])];
  return { text: `select 1 as taken from ${d.quote(table)}${whereClause(conditions)} limit 1`, values: params.values };
}
