// What an SQL config may run, decided on the statement's syntax tree: the real PostgreSQL parser (libpg-query) for
// PostgreSQL, node-sql-parser for MySQL/MariaDB. One statement; a query unless the config is marked as a write; no
// system schemas, no platform tables (sys_*, ef_*), no schema but the enterprise's own, no function that reaches
// settings, files, other statements or other sessions. Anything the parser cannot read is refused (fail closed).
// What a statement builds is bounded before it runs (sql-bounds.ts): text builders everywhere, row generators and
// recursion on the embedded database, where a running statement cannot be interrupted.
import { createRequire } from 'node:module';
import type { Parser } from 'node-sql-parser';
import { CONFIG_MESSAGES, SqlRefused, type SqlDialect } from '@yc/engine';
import { boundMysqlCall, boundPgCall, type Generated } from './sql-bounds.ts';

/** Tables of the platform and of the databases' catalogues. */
const FORBIDDEN_TABLE = /^(sys_|ef_|pg_|mikro_orm_|pgboss)/i;
const SYSTEM_SCHEMAS = new Set(['pg_catalog', 'information_schema', 'pg_toast', 'mysql', 'performance_schema', 'sys']);

/** Whether a schema (or a MySQL/MariaDB database) is a system one, out of reach of SQL configs and data sources. */
export const isSystemSchema = (name: string) => SYSTEM_SCHEMAS.has(name.toLowerCase());

/**
 * Functions that read or change settings and roles, read files or large objects, run a text as a statement, wait on
 * or signal other sessions, tell about the server, or are the platform's own (`yc_*`). Matched on the unqualified name.
 */
const FORBIDDEN_FUNCTION = new RegExp([
  '^pg_', '^yc_', '^lo_', '^dblink', '^set_config$', '^current_setting$', '^query_to_', '^cursor_to_', '^table_to_', '^schema_to_',
  '^database_to_', '^ts_stat$', '^ts_rewrite$', '^txid_', '^has_.*_privilege$', '^version$', '^inet_(server|client)_',
  '^xmlparse$', '^load_file$', '^sleep$', '^benchmark$', '^get_lock$', '^release_', '^is_(free|used)_lock$', '^master_pos_wait$',
  '^source_pos_wait$', '^sys_(exec|eval)$', '^uuid_short$', '^connection_id$', '^row_count$', '^found_rows$', '^last_insert_id$',
  '^user$', '^system_user$', '^session_user$', '^current_user$', '^database$', '^schema$',
].join('|'), 'i');

type PgParse = (sql: string) => unknown;
let pgReady: Promise<PgParse> | undefined;
let parseSync: PgParse | undefined;
/**
 * Loads the PostgreSQL parser (WebAssembly) once, on the first statement checked (#40 item 2: loaded at start it held
 * ~15 MB of a server's memory that never runs an SQL config).
 */
const loadPgParser = () => (pgReady ??= import('libpg-query').then(async (pg) => {
  await pg.loadModule();
  parseSync = pg.parseSync;
  return pg.parseSync;
}));

const READ_STATEMENTS_PG = new Set(['SelectStmt']);
const WRITE_STATEMENTS_PG = new Set(['InsertStmt', 'UpdateStmt', 'DeleteStmt']);
const NESTED_WRITES_PG = new Set([...WRITE_STATEMENTS_PG, 'MergeStmt']);

export interface GuardOptions {
  /** A write config (insert, update or delete); otherwise only a query. */
  write: boolean;
  /**
   * The platform's database: the one schema a table may be qualified with (the enterprise's own). Without it (an
   * external data source) any schema but the system ones may be named.
   */
  ownSchema?: string;
  /**
   * The statement runs on the embedded database (PGlite), which cannot stop a running statement: row generators must
   * have constant, small bounds and WITH RECURSIVE is refused.
   */
  embedded?: boolean;
  /** The values of the statement's parameters (`$n`) it runs with; none when a config is saved. */
  values?: readonly unknown[];
}

function refuseName(schema: string | undefined, name: string, options: GuardOptions): void {
  if (schema) {
    if (isSystemSchema(schema)) throw new SqlRefused(CONFIG_MESSAGES.sqlForbiddenTable(`${schema}.${name}`));
    if (options.ownSchema !== undefined && schema.toLowerCase() !== options.ownSchema.toLowerCase()) throw new SqlRefused(CONFIG_MESSAGES.sqlForbiddenSchema(schema));
  }
  if (FORBIDDEN_TABLE.test(name)) throw new SqlRefused(CONFIG_MESSAGES.sqlForbiddenTable(name));
}

const sval = (node: unknown) => (node as { String?: { sval?: string } })?.String?.sval ?? '';

function walkPg(node: unknown, options: GuardOptions, top: boolean, generated: Generated): void {
  if (Array.isArray(node)) {
    for (const item of node) walkPg(item, options, false, generated);
    return;
  }
  if (!node || typeof node !== 'object') return;
  // A relation: wrapped as { RangeVar } where any node may stand, bare where only a relation may (an UPDATE's target).
  const relation = node as { relname?: unknown; schemaname?: string };
  if (typeof relation.relname === 'string') refuseName(relation.schemaname, relation.relname, options);
  for (const [key, value] of Object.entries(node)) {
    if (!top && NESTED_WRITES_PG.has(key)) throw new SqlRefused(CONFIG_MESSAGES.sqlForbiddenClause('a data-modifying WITH'));
    if (key === 'FuncCall') {
      const names = ((value as { funcname?: unknown[] }).funcname ?? []).map(sval);
      const name = names[names.length - 1] ?? '';
      if (names.length > 1 || FORBIDDEN_FUNCTION.test(name)) throw new SqlRefused(CONFIG_MESSAGES.sqlForbiddenFunction(names.join('.')));
      boundPgCall(name, (value as { args?: unknown[] }).args ?? [], options.embedded ?? false, generated, options.values);
    } else if (key === 'withClause' && options.embedded && (value as { recursive?: boolean }).recursive) {
      throw new SqlRefused(CONFIG_MESSAGES.sqlRecursive);
    } else if (key === 'TypeCast' || key === 'TypeName') {
      const typeName = key === 'TypeName' ? value : (value as { typeName?: unknown }).typeName;
      const names = ((typeName as { names?: unknown[] })?.names ?? []).map(sval);
      if (names.some((n) => /^reg/i.test(n))) throw new SqlRefused(CONFIG_MESSAGES.sqlForbiddenClause(`::${names[names.length - 1]}`));
    } else if (key === 'intoClause') {
      throw new SqlRefused(CONFIG_MESSAGES.sqlForbiddenClause('SELECT INTO'));
    } else if (key === 'lockingClause') {
      throw new SqlRefused(CONFIG_MESSAGES.sqlForbiddenClause('FOR UPDATE'));
    }
    walkPg(value, options, false, generated);
  }
}

function guardPostgres(sql: string, options: GuardOptions): void {
  let tree: { stmts?: { stmt: Record<string, unknown> }[] };
  try {
    tree = parseSync!(sql) as typeof tree;
  } catch {
    throw new SqlRefused(CONFIG_MESSAGES.sqlUnreadable);
  }
  const statements = tree.stmts ?? [];
  if (statements.length !== 1) throw new SqlRefused(CONFIG_MESSAGES.sqlOneStatement);
  const [kind] = Object.keys(statements[0]!.stmt);
  const allowed = options.write ? WRITE_STATEMENTS_PG : READ_STATEMENTS_PG;
  if (!kind || !allowed.has(kind)) throw new SqlRefused(options.write ? CONFIG_MESSAGES.sqlWriteKind : CONFIG_MESSAGES.sqlReadOnly);
  walkPg(statements[0]!.stmt[kind], options, true, { rows: 1 });
}

// node-sql-parser's own entry loads the grammars of every dialect it knows (~26 MB of heap); data sources are
// PostgreSQL or MySQL/MariaDB (dialectOf), read with the MariaDB grammar only: its build is loaded on the first
// MySQL/MariaDB statement, then kept.
let mysqlParser: Parser | undefined;
const mariadbParser = (): Parser => {
  if (!mysqlParser) {
    const build = createRequire(import.meta.url)('node-sql-parser/build/mariadb.js') as { Parser: new () => Parser };
    mysqlParser = new build.Parser();
  }
  return mysqlParser;
};

const nameText = (name: unknown): string => {
  if (typeof name === 'string') return name;
  const parts = (name as { name?: { value?: unknown }[] })?.name;
  return Array.isArray(parts) ? parts.map((p) => String(p?.value ?? '')).join('.') : '';
};

function walkMysql(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) walkMysql(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (record.type === 'function' || record.type === 'aggr_func') {
    const name = nameText(record.name);
    if (name.includes('.') || FORBIDDEN_FUNCTION.test(name)) throw new SqlRefused(CONFIG_MESSAGES.sqlForbiddenFunction(name));
    boundMysqlCall(name, (record.args as { value?: unknown[] } | undefined)?.value ?? []);
  }
  if (record.into && typeof record.into === 'object' && (record.into as { position?: unknown }).position) {
    throw new SqlRefused(CONFIG_MESSAGES.sqlForbiddenClause('INTO'));
  }
  if (record.locking_read) throw new SqlRefused(CONFIG_MESSAGES.sqlForbiddenClause('FOR UPDATE'));
  for (const value of Object.values(record)) walkMysql(value);
}

function guardMysql(sql: string, options: GuardOptions): void {
  const parser = mariadbParser();
  let parsed: { tableList: string[]; ast: unknown };
  try {
    parsed = parser.parse(sql, { database: 'MariaDB' }) as typeof parsed;
  } catch {
    throw new SqlRefused(CONFIG_MESSAGES.sqlUnreadable);
  }
  const statements = Array.isArray(parsed.ast) ? parsed.ast : [parsed.ast];
  if (statements.length !== 1) throw new SqlRefused(CONFIG_MESSAGES.sqlOneStatement);
  const type = String((statements[0] as { type?: unknown })?.type ?? '');
  const allowed = options.write ? ['insert', 'update', 'delete'] : ['select'];
  if (!allowed.includes(type)) throw new SqlRefused(options.write ? CONFIG_MESSAGES.sqlWriteKind : CONFIG_MESSAGES.sqlReadOnly);
  for (const entry of parsed.tableList) {
    const [operation, db, table] = entry.split('::');
    if (!options.write && operation !== 'select') throw new SqlRefused(CONFIG_MESSAGES.sqlReadOnly);
    refuseName(db === 'null' ? undefined : db, table ?? '', options);
  }
  walkMysql(statements[0]);
}

/**
 * Refuses (SqlRefused) a statement an SQL config may not run; the statement is the one to be executed, with its
 * parameters as placeholders. The first PostgreSQL statement loads that parser.
 */
export async function guardStatement(sql: string, dialect: SqlDialect, options: GuardOptions): Promise<void> {
  if (dialect === 'postgresql') {
    await loadPgParser();
    guardPostgres(sql, options);
  } else guardMysql(sql, options);
}
