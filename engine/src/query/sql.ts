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

/** Marks the fragments `sql` builds, so that one spliced into another is not taken for a value. */
const BUILT = new WeakSet<SqlFragment>();

function built(text: string, values: unknown[]): SqlFragment {
  const fragment = { text, values };
  BUILT.add(fragment);
  return fragment;
}

/**
 * A statement or fragment written as a template, its values bound: sql`select id from t where a = ${a}` gives
 * `{ text: 'select id from t where a = ?', values: [a] }`. Every interpolated value becomes a bound `?`, never text;
 * a fragment built by `sql` (or taken in by `sql.from`) is spliced in with its values. Run it with `numbered` where a
 * driver takes `$n`.
 */
export function sql(strings: TemplateStringsArray, ...parts: unknown[]): SqlFragment {
  let text = strings[0]!;
  const values: unknown[] = [];
  parts.forEach((part, i) => {
    if (typeof part === 'object' && part !== null && BUILT.has(part as SqlFragment)) {
      text += (part as SqlFragment).text;
      values.push(...(part as SqlFragment).values);
    } else {
      text += '?';
      values.push(part);
    }
    text += strings[i + 1]!;
  });
  return built(text, values);
}

/** A fragment from elsewhere (a data rule, `ALWAYS`) made spliceable; its placeholders and values must agree. */
sql.from = (fragment: SqlFragment): SqlFragment => {
  if ((fragment.text.match(/\?/g)?.length ?? 0) !== fragment.values.length) throw new Error('SQL fragment placeholders and values differ in number');
  return built(fragment.text, [...fragment.values]);
};

/** A quoted identifier (a name from validated metadata; anything but a plain name is refused). */
sql.ident = (name: string): SqlFragment => built(quoteIdent(name), []);

/** `?, ?, …` bound to a non-empty list's values, for `in (${sql.list(ids)})`. */
sql.list = (values: readonly unknown[]): SqlFragment => built(placeholders(values), [...values]);

/** Fragments joined by a separator written as it is (`, `, ` and `). */
sql.join = (fragments: readonly SqlFragment[], separator = ', '): SqlFragment => {
  const parts = fragments.map((f) => (BUILT.has(f) ? f : sql.from(f)));
  return built(parts.map((f) => f.text).join(separator), parts.flatMap((f) => f.values));
};

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
