// Names a modelled table or column may not take: SQL/PostgreSQL reserved words and the platform's system columns.
import { SYSTEM_COLUMN_NAMES } from '../vocab/index.ts';

/** PostgreSQL reserved key words plus the statement words of standard SQL. */
export const SQL_RESERVED_WORDS = new Set([
  'add', 'all', 'alter', 'analyse', 'analyze', 'and', 'any', 'array', 'as', 'asc', 'asymmetric', 'authorization',
  'between', 'binary', 'both', 'by', 'case', 'cast', 'check', 'collate', 'collation', 'column', 'concurrently',
  'constraint', 'create', 'cross', 'current_catalog', 'current_date', 'current_role', 'current_schema',
  'current_time', 'current_timestamp', 'current_user', 'database', 'default', 'deferrable', 'delete', 'desc',
  'distinct', 'do', 'drop', 'else', 'end', 'except', 'exists', 'false', 'fetch', 'for', 'foreign', 'freeze',
  'from', 'full', 'grant', 'group', 'having', 'ilike', 'in', 'index', 'initially', 'inner', 'insert', 'intersect',
  'into', 'is', 'isnull', 'join', 'key', 'lateral', 'leading', 'left', 'like', 'limit', 'localtime',
  'localtimestamp', 'natural', 'not', 'notnull', 'null', 'offset', 'on', 'only', 'or', 'order', 'outer',
  'overlaps', 'placing', 'primary', 'references', 'returning', 'revoke', 'right', 'schema', 'select',
  'session_user', 'set', 'similar', 'some', 'symmetric', 'system_user', 'table', 'tablesample', 'then', 'to',
  'trailing', 'true', 'union', 'unique', 'update', 'user', 'using', 'values', 'variadic', 'verbose', 'view',
  'when', 'where', 'window', 'with',
]);

const SYSTEM_COLUMNS: ReadonlySet<string> = new Set(SYSTEM_COLUMN_NAMES);

export const isSqlReservedWord = (name: string) => SQL_RESERVED_WORDS.has(name.toLowerCase());

/** True for names the platform keeps for its own columns (id, tenant_id, create_by, …). */
export const isSystemColumnName = (name: string) => SYSTEM_COLUMNS.has(name.toLowerCase());
