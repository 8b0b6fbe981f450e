// PostgreSQL building blocks: quoted identifiers (from metadata only), bound parameters and fragments.
import type { PhysicalColumn } from '../ddl/columns.ts';
import { QUERY_MESSAGES, QueryRejected } from './errors.ts';

/** A statement with its bound values; `$n` placeholders, or `?` for drivers that number them (knex). */
export interface SqlStatement {
  text: string;
  values: unknown[];
}

/** A condition written with `?` placeholders and its values (e.g. a data rule), ANDed into a statement. */
export interface SqlFragment {
  text: string;
  values: unknown[];
}

export type PlaceholderStyle = 'dollar' | 'question';

export interface CompileOptions {
  placeholder?: PlaceholderStyle;
  /** Extra conditions ANDed to the WHERE clause (data rules); their `?` placeholders are renumbered. */
  extraWhere?: readonly SqlFragment[];
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/** A quoted identifier; anything but a plain name is refused even though names come from validated metadata. */
export function quoteIdent(name: string): string {
  if (!IDENTIFIER.test(name)) throw new QueryRejected(QUERY_MESSAGES.badIdentifier(name));
  return `"${name}"`;
}

/** Collects bound values and hands out their placeholders. */
export class Params {
  readonly values: unknown[] = [];
  constructor(private readonly style: PlaceholderStyle = 'dollar') {}

  add(value: unknown): string {
    this.values.push(value);
    return this.style === 'dollar' ? `$${this.values.length}` : '?';
  }

  /** A fragment's text with its `?` placeholders bound through this list. */
  fragment(fragment: SqlFragment): string {
    let i = 0;
    const text = fragment.text.replace(/\?/g, () => this.add(fragment.values[i++]));
    if (i !== fragment.values.length) throw new Error('SQL fragment placeholders and values differ in number');
    return `(${text})`;
  }
}

/** How a column is read: dates as 'YYYY-MM-DD' text, binary as base64, the rest as stored. */
export function selectColumn(column: PhysicalColumn): string {
  const q = quoteIdent(column.name);
  if (column.type === 'date') return `${q}::text as ${q}`;
  if (column.type === 'blob') return `encode(${q}, 'base64') as ${q}`;
  return q;
}

export const selectList = (columns: readonly PhysicalColumn[]) => columns.map(selectColumn).join(', ');

/** How a value is written: binary from base64, the rest as bound. */
export function writeValue(column: PhysicalColumn, params: Params, value: unknown): string {
  const p = params.add(value);
  return column.type === 'blob' && value !== null ? `decode(${p}, 'base64')` : p;
}

export function whereClause(conditions: readonly string[]): string {
  return conditions.length ? ` where ${conditions.join(' and ')}` : '';
}
