// How record statements are spelt in the databases a modelled table can live in: the platform's PostgreSQL (and an
// enterprise's own PostgreSQL), or an enterprise's MySQL/MariaDB. Plans and data rules compile through one of these;
// nothing else in the engine or the server writes dialect-specific SQL for records.
import { QUERY_MESSAGES, QueryRejected } from './errors.ts';

export type QueryDialectName = 'postgresql' | 'mysql';

export interface QueryDialect {
  name: QueryDialectName;
  /** A quoted identifier; anything but a plain name is refused even though names come from validated metadata. */
  quote(name: string): string;
  /** An expression compared as text. */
  text(expression: string): string;
  /** Text `a` matches the LIKE pattern `b`, ignoring case. */
  matches(a: string, b: string): string;
  /** `a` differs from `b`, a null differing from a value (SQL's `<>` says unknown). */
  distinct(a: string, b: string): string;
  /** A date column read as 'YYYY-MM-DD' text. */
  dateText(quoted: string): string;
  /** A binary column read as base64, and a base64 value written to one. */
  blobRead(quoted: string): string;
  blobWrite(placeholder: string): string;
  /** `count(*)` as a plain integer. */
  count: string;
  /** A bound value compared with a number column, or with a date or timestamp column (data rules bind text). */
  asNumber(placeholder: string): string;
  asTimestamp(placeholder: string): string;
  /** Whether insert, update and delete can return the rows they wrote (else the rows are read by id). */
  returning: boolean;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

const quoted = (open: string, close: string) => (name: string) => {
  if (!IDENTIFIER.test(name)) throw new QueryRejected(QUERY_MESSAGES.badIdentifier(name));
  return `${open}${name}${close}`;
};

const POSTGRESQL: QueryDialect = {
  name: 'postgresql',
  quote: quoted('"', '"'),
  text: (e) => `${e}::text`,
  matches: (a, b) => `${a} ilike ${b}`,
  distinct: (a, b) => `${a} is distinct from ${b}`,
  dateText: (q) => `${q}::text`,
  blobRead: (q) => `encode(${q}, 'base64')`,
  blobWrite: (p) => `decode(${p}, 'base64')`,
  count: 'count(*)::int',
  asNumber: (p) => `${p}::numeric`,
  asTimestamp: (p) => `${p}::timestamptz`,
  returning: true,
};

/** MySQL and MariaDB; LIKE escapes with a backslash as on PostgreSQL, so the engine's patterns hold unchanged. */
const MYSQL: QueryDialect = {
  name: 'mysql',
  quote: quoted('`', '`'),
  text: (e) => `cast(${e} as char)`,
  matches: (a, b) => `lower(${a}) like lower(${b})`,
  distinct: (a, b) => `not (${a} <=> ${b})`,
  dateText: (q) => `date_format(${q}, '%Y-%m-%d')`,
  blobRead: (q) => `to_base64(${q})`,
  blobWrite: (p) => `from_base64(${p})`,
  count: 'count(*)',
  asNumber: (p) => `cast(${p} as decimal(65,30))`,
  asTimestamp: (p) => `cast(${p} as datetime(6))`,
  returning: false,
};

export const QUERY_DIALECTS: Readonly<Record<QueryDialectName, QueryDialect>> = { postgresql: POSTGRESQL, mysql: MYSQL };

/** The platform's own database. */
export const PLATFORM_DIALECT = POSTGRESQL;
