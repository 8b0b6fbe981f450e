// Named parameters of SQL configs: `:name` in a query is always bound as a value, never spliced into the text. The
// lexer skips strings, quoted identifiers, comments, dollar quotes and `::` casts, so only real parameters are found.
import { CONFIG_MESSAGES } from './messages.ts';
import type { QueryDialectName } from '../query/dialect.ts';
import { MessageError } from '../wire/message.ts';
import type { PlaceholderStyle } from '../query/sql.ts';

/** The SQL dialects of the platform's drivers (MariaDB speaks MySQL's). */
/** The databases a SQL config can run on: the query dialects'. */
export type SqlDialect = QueryDialectName;

/** A query that cannot be read: unterminated strings or comments, or positional placeholders of its own. */
export class SqlRefused extends MessageError {
  constructor(message: ConstructorParameters<typeof MessageError>[0]) {
    super(message);
    this.name = 'SqlRefused';
  }
}

interface Token {
  name: string;
  start: number;
  end: number;
}

const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
const DOLLAR_TAG = /\$([A-Za-z_][A-Za-z0-9_]*)?\$/y;

function closing(sql: string, from: number, quote: string, backslash: boolean): number {
  for (let i = from; i < sql.length; i++) {
    const c = sql[i];
    if (backslash && c === '\\') {
      i++;
      continue;
    }
    if (c === quote) {
      if (sql[i + 1] === quote) {
        i++;
        continue;
      }
      return i + 1;
    }
  }
  throw new SqlRefused(CONFIG_MESSAGES.sqlUnreadable);
}

function scan(sql: string, dialect: SqlDialect): Token[] {
  const tokens: Token[] = [];
  const mysql = dialect === 'mysql';
  let i = 0;
  while (i < sql.length) {
    const c = sql[i]!;
    const next = sql[i + 1];
    if (c === "'") {
      const escaped = mysql || /[eE]/.test(sql[i - 1] ?? '') && !/[A-Za-z0-9_]/.test(sql[i - 2] ?? '');
      i = closing(sql, i + 1, "'", escaped);
    } else if (c === '"') {
      i = closing(sql, i + 1, '"', mysql);
    } else if (c === '`' && mysql) {
      i = closing(sql, i + 1, '`', false);
    } else if ((c === '-' && next === '-') || (c === '#' && mysql)) {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end + 1;
    } else if (c === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      if (end < 0) throw new SqlRefused(CONFIG_MESSAGES.sqlUnreadable);
      i = end + 2;
    } else if (c === '$' && !mysql) {
      if (/[0-9]/.test(next ?? '')) throw new SqlRefused(CONFIG_MESSAGES.sqlForbiddenClause('$n'));
      DOLLAR_TAG.lastIndex = i;
      const tag = DOLLAR_TAG.exec(sql);
      if (!tag) {
        i++;
        continue;
      }
      const end = sql.indexOf(tag[0], i + tag[0].length);
      if (end < 0) throw new SqlRefused(CONFIG_MESSAGES.sqlUnreadable);
      i = end + tag[0].length;
    } else if (c === '?' && mysql) {
      throw new SqlRefused(CONFIG_MESSAGES.sqlForbiddenClause('?'));
    } else if (c === ':' && next === ':') {
      i += 2;
    } else if (c === ':') {
      NAME.lastIndex = i + 1;
      const name = NAME.exec(sql);
      if (name) {
        tokens.push({ name: name[0], start: i, end: i + 1 + name[0].length });
        i += 1 + name[0].length;
      } else {
        i++;
      }
    } else if (/[A-Za-z0-9_]/.test(c)) {
      // A word (possibly `e` of E'…', which the quote branch looks back at).
      const word = /[A-Za-z0-9_]+/y;
      word.lastIndex = i;
      word.exec(sql);
      i = word.lastIndex;
    } else {
      i++;
    }
  }
  return tokens;
}

/** The distinct names of the query's parameters, in order of first use. */
export function namedParameters(sql: string, dialect: SqlDialect): string[] {
  return [...new Set(scan(sql, dialect).map((t) => t.name))];
}

/**
 * The query with its named parameters as placeholders and the values in placeholder order. PostgreSQL `dollar` numbers
 * them (a name used twice reuses its number); PostgreSQL `question` (knex) takes one `?` per use and escapes every other
 * `?` of the text (a jsonb operator, a question mark in a string) so that it stays as it is; MySQL takes one `?` per use.
 */
export function bindNamed(
  sql: string, dialect: SqlDialect, values: Readonly<Record<string, unknown>>, style: PlaceholderStyle = 'dollar',
): { text: string; values: unknown[] } {
  const tokens = scan(sql, dialect);
  const bound: unknown[] = [];
  const numbers = new Map<string, number>();
  const knex = dialect === 'postgresql' && style === 'question';
  const plain = (part: string) => (knex ? part.replace(/\?/g, '\\?') : part);
  let text = '';
  let at = 0;
  for (const token of tokens) {
    text += plain(sql.slice(at, token.start));
    const value = Object.hasOwn(values, token.name) ? values[token.name] : null;
    if (dialect === 'mysql' || knex) {
      bound.push(value);
      text += '?';
    } else {
      let n = numbers.get(token.name);
      if (n === undefined) {
        bound.push(value);
        n = bound.length;
        numbers.set(token.name, n);
      }
      text += `$${n}`;
    }
    at = token.end;
  }
  return { text: text + plain(sql.slice(at)), values: bound };
}
