// Building blocks of record statements: quoted identifiers (from metadata only), bound parameters and fragments,
// spelt in the dialect of the table's database.
import type { PhysicalColumn } from '../ddl/columns.ts';
import { PLATFORM_DIALECT, type QueryDialect } from './dialect.ts';

/** A statement with its bound values; `$n` placeholders, or `?` for drivers that number them (knex, mysql2). */
export interface SqlStatement {
  text: string;
  values: unknown[];
}

/** A condition written with `?` placeholders and its values (e.g. a data rule), ANDed into a statement. */
export interface SqlFragment {
  text: string;
  values: unknown[];
}

export const ALWAYS: SqlFragment = { text: 'true', values: [] };
export const NEVER: SqlFragment = { text: 'false', values: [] };

export type PlaceholderStyle = 'dollar' | 'question';

export interface CompileOptions {
  placeholder?: PlaceholderStyle;
  /** The table's database; the platform's PostgreSQL when absent. */
  dialect?: QueryDialect;
  /** Extra conditions ANDed to the WHERE clause (data rules); their `?` placeholders are renumbered. */
  extraWhere?: readonly SqlFragment[];
}

/** A quoted PostgreSQL identifier; anything but a plain name is refused even though names come from validated metadata. */
export const quoteIdent = (name: string): string => PLATFORM_DIALECT.quote(name);

/** Collects bound values and hands out their placeholders. */
export class Params {
  readonly values: unknown[] = [];
  constructor(private readonly style: PlaceholderStyle = 'dollar') {}

  add(value: unknown): string {
    this.values.push(value);
    return this.style === 'dollar' ? `$${this.values.length}` : '?';
  }

  /** A fragment's text with its `?` placeholders bound through this list, in parentheses. */
  fragment(fragment: SqlFragment): string {
    return `(${this.bind(fragment)})`;
  }

  /** A fragment's text with its `?` placeholders bound through this list (the text uses no `?` operator). */
  bind(fragment: SqlFragment): string {
    let i = 0;
    const text = fragment.text.replace(/\?/g, () => this.add(fragment.values[i++]));
    if (i !== fragment.values.length) throw new Error('SQL fragment placeholders and values differ in number');
    return text;
  }
}

/** `?, ?, …`: one placeholder for each value of a non-empty list (`in ()` is no SQL). */
export function placeholders(values: readonly unknown[]): string {
  if (values.length === 0) throw new Error('placeholders for an empty list');
  return values.map(() => '?').join(', ');
}

/** A fragment as a statement with `$1`, `$2`, … placeholders, as prepared statements take them. */
export function numbered(fragment: SqlFragment): SqlStatement {
  const params = new Params('dollar');
  return { text: params.bind(fragment), values: params.values };
}

/** How a column is read: dates as 'YYYY-MM-DD' text, binary as base64, the rest as stored. */
export function selectColumn(column: PhysicalColumn, dialect: QueryDialect = PLATFORM_DIALECT): string {
  const q = dialect.quote(column.name);
  if (column.type === 'date') return `${dialect.dateText(q)} as ${q}`;
  if (column.type === 'blob') return `${dialect.blobRead(q)} as ${q}`;
  return q;
}

export const selectList = (columns: readonly PhysicalColumn[], dialect: QueryDialect = PLATFORM_DIALECT) =>
  columns.map((c) => selectColumn(c, dialect)).join(', ');

/** How a value is written: binary from base64, the rest as bound. */
export function writeValue(column: PhysicalColumn, params: Params, value: unknown, dialect: QueryDialect = PLATFORM_DIALECT): string {
  const p = params.add(value);
  return column.type === 'blob' && value !== null ? dialect.blobWrite(p) : p;
}

export function whereClause(conditions: readonly string[]): string {
  return conditions.length ? ` where ${conditions.join(' and ')}` : '';
}

/** A page's limit and offset: integers of a plan, written as they are (MySQL's prepared statements refuse bound doubles). */
export function pageClause(limit: number, offset: number): string {
  if (!Number.isSafeInteger(limit) || !Number.isSafeInteger(offset) || limit < 0 || offset < 0) throw new Error('a page is two non-negative integers');
  return ` limit ${limit} offset ${offset}`;
}
