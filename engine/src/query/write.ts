// Record statements of a modelled table: read by id, insert, update and delete, identifiers quoted, values bound.
import type { PhysicalColumn } from '../ddl/columns.ts';
import { Params, quoteIdent, selectList, whereClause, writeValue, type CompileOptions, type SqlStatement } from './sql.ts';

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

const idCondition = (params: Params, ids: readonly string[]) => `"id" in (${ids.map((id) => params.add(id)).join(', ')})`;

function conditions(params: Params, ids: readonly string[], options: CompileOptions): string[] {
  return [idCondition(params, ids), ...(options.extraWhere ?? []).map((f) => params.fragment(f))];
}

/** Rows by id; `lock` takes row locks for a following update or delete. */
export function compileSelectByIds(target: RecordTarget, ids: readonly string[], options: CompileOptions & { lock?: boolean } = {}): SqlStatement {
  const params = new Params(options.placeholder);
  const where = whereClause(conditions(params, ids, options));
  const text = `select ${selectList(target.columns)} from ${quoteIdent(target.table)}${where}${options.lock ? ' for update' : ''}`;
  return { text, values: params.values };
}

export function compileInsert(target: RecordTarget, values: readonly ColumnValue[], options: CompileOptions = {}): SqlStatement {
  const params = new Params(options.placeholder);
  const names = values.map((v) => quoteIdent(v.column.name)).join(', ');
  const bound = values.map((v) => writeValue(v.column, params, v.value)).join(', ');
  const text = `insert into ${quoteIdent(target.table)} (${names}) values (${bound}) returning ${selectList(target.columns)}`;
  return { text, values: params.values };
}

export function compileUpdate(target: RecordTarget, id: string, values: readonly ColumnValue[], options: CompileOptions = {}): SqlStatement {
  const params = new Params(options.placeholder);
  const set = values.map((v) => `${quoteIdent(v.column.name)} = ${writeValue(v.column, params, v.value)}`).join(', ');
  const where = whereClause(conditions(params, [id], options));
  return { text: `update ${quoteIdent(target.table)} set ${set}${where} returning ${selectList(target.columns)}`, values: params.values };
}

export function compileDelete(target: RecordTarget, ids: readonly string[], options: CompileOptions = {}): SqlStatement {
  const params = new Params(options.placeholder);
  const where = whereClause(conditions(params, ids, options));
  return { text: `delete from ${quoteIdent(target.table)}${where} returning ${selectList(target.columns)}`, values: params.values };
}
