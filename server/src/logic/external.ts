// Connections to external data sources: one small pool per source and version, closed when the source changes or is
// removed, and at shutdown. Statements run read-only (a read-only transaction) unless the config is a write, under a
// statement time-out; values are bound by the driver (PostgreSQL `$n`, MySQL prepared `?`).
import pg from 'pg';
import mysql from 'mysql2/promise';
import { CONFIG_MESSAGES, MessageError, type ConnectionSettings } from '@yc/engine';

export interface RunOptions {
  write: boolean;
  timeoutMs: number;
  /** Roll a write back at the end (a designer's test). */
  dryRun?: boolean;
}

interface Pool {
  version: number;
  query(text: string, values: unknown[], options: RunOptions): Promise<Record<string, unknown>[]>;
  /** Statements without values in one transaction where the database has transactional DDL (PostgreSQL). */
  script(statements: readonly string[], timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

type Driver = Pool['query'] & { end(): Promise<void>; script: Pool['script'] };

/** A statement an external database refused or could not finish; its text stays in the server log, not on the wire. */
export class ExternalQueryFailed extends MessageError {}

function pgPool(settings: ConnectionSettings): Driver {
  const pool = new pg.Pool({
    host: settings.host, port: settings.port, database: settings.database, user: settings.user, password: settings.password,
    ssl: settings.ssl === 'off' || settings.ssl === 'prefer' ? false : { rejectUnauthorized: settings.ssl === 'verify' },
    connectionTimeoutMillis: settings.connectTimeoutMs, max: 5, idleTimeoutMillis: 30_000,
    application_name: settings.applicationName ?? 'yc-datasource',
  });
  pool.on('error', () => undefined);
  const run = async (text: string, values: unknown[], options: RunOptions) => {
    const client = await pool.connect();
    try {
      await client.query(options.write ? 'begin' : 'begin read only');
      await client.query(`select set_config('statement_timeout', $1, true)`, [String(options.timeoutMs)]);
      const result = await client.query({ text, values });
      if (options.write) result.rows = [{ affectedRows: result.rowCount ?? 0 }];
      await client.query(options.write && !options.dryRun ? 'commit' : 'rollback');
      return result.rows as Record<string, unknown>[];
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  const script = async (statements: readonly string[], timeoutMs: number) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(`select set_config('statement_timeout', $1, true)`, [String(timeoutMs)]);
      for (const text of statements) await client.query(text);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  return Object.assign(run, { end: () => pool.end(), script });
}

function mysqlPool(settings: ConnectionSettings): Driver {
  const pool = mysql.createPool({
    host: settings.host, port: settings.port, database: settings.database, user: settings.user, password: settings.password,
    ssl: settings.ssl === 'off' || settings.ssl === 'prefer' ? undefined : { rejectUnauthorized: settings.ssl === 'verify' },
    connectTimeout: settings.connectTimeoutMs, connectionLimit: 5, idleTimeout: 30_000, maxIdle: 2,
    charset: settings.charset,
    // Never: several statements in one text, LOAD DATA LOCAL, or values interpolated by the client.
    multipleStatements: false, flags: ['-LOCAL_FILES', '-MULTI_STATEMENTS'], namedPlaceholders: false,
  });
  const run = async (text: string, values: unknown[], options: RunOptions) => {
    const connection = await pool.getConnection();
    try {
      await connection.query(options.write ? 'start transaction' : 'start transaction read only');
      const [rows] = await connection.execute({ sql: text, values: values as never, timeout: options.timeoutMs });
      await connection.query(options.write && !options.dryRun ? 'commit' : 'rollback');
      return (Array.isArray(rows) ? rows : [{ affectedRows: (rows as { affectedRows?: number }).affectedRows ?? 0 }]) as Record<string, unknown>[];
    } catch (error) {
      await connection.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      connection.release();
    }
  };
  // MySQL commits each DDL statement on its own: they run one after the other.
  const script = async (statements: readonly string[], timeoutMs: number) => {
    const connection = await pool.getConnection();
    try {
      for (const sql of statements) await connection.query({ sql, timeout: timeoutMs });
    } finally {
      connection.release();
    }
  };
  return Object.assign(run, { end: () => pool.end(), script });
}

/** What a failed connection is called on the wire: the driver's error code, never the server's text. */
export function connectionFailure(error: unknown): string {
  const code = String((error as { code?: unknown })?.code ?? '');
  const known: Record<string, string> = {
    ECONNREFUSED: 'connection refused', ENOTFOUND: 'host not found', EAI_AGAIN: 'host not found', ETIMEDOUT: 'timed out',
    ECONNRESET: 'connection reset', '28P01': 'authentication failed', '28000': 'authentication failed', ER_ACCESS_DENIED_ERROR: 'authentication failed',
    '3D000': 'database does not exist', ER_BAD_DB_ERROR: 'database does not exist', ER_DBACCESS_DENIED_ERROR: 'access to the database denied',
  };
  if (known[code]) return known[code];
  if (/timeout/i.test(String((error as Error)?.message))) return 'timed out';
  return code || 'unknown error';
}

/** Maps a driver's failure of a statement to a catalogue message. */
export function statementFailure(error: unknown, timeoutMs: number): ExternalQueryFailed {
  const code = String((error as { code?: unknown })?.code ?? '');
  if (code === '57014' || code === 'PROTOCOL_SEQUENCE_TIMEOUT' || code === 'ER_QUERY_TIMEOUT' || code === 'ER_STATEMENT_TIMEOUT') {
    return new ExternalQueryFailed(CONFIG_MESSAGES.sqlTimeout(timeoutMs));
  }
  const sqlState = String((error as { sqlState?: unknown })?.sqlState ?? '') || (/^[0-9A-Z]{5}$/.test(code) ? code : '');
  if (sqlState) return new ExternalQueryFailed(CONFIG_MESSAGES.sqlFailed(sqlState));
  return new ExternalQueryFailed(CONFIG_MESSAGES.dsConnectFailed(connectionFailure(error)));
}

/** The pools of the external data sources, keyed by tenant and source id. */
export class ExternalDatabases {
  readonly #pools = new Map<string, Pool>();

  #pool(key: string, version: number, settings: ConnectionSettings): Pool {
    const current = this.#pools.get(key);
    if (current?.version === version) return current;
    if (current) void current.close();
    const query = settings.dialect === 'postgresql' ? pgPool(settings) : mysqlPool(settings);
    const pool: Pool = { version, query, script: query.script, close: () => query.end().catch(() => undefined) };
    this.#pools.set(key, pool);
    return pool;
  }

  /** Runs one statement on the source (pooled by tenant, id and version). */
  async run(source: { tenantId: number; id: string; version: number; settings: ConnectionSettings }, text: string, values: unknown[], options: RunOptions) {
    const pool = this.#pool(`${source.tenantId}:${source.id}`, source.version, source.settings);
    try {
      return await pool.query(text, values, options);
    } catch (error) {
      throw statementFailure(error, options.timeoutMs);
    }
  }

  /** Runs DDL statements on the source (one transaction on PostgreSQL). */
  async script(source: { tenantId: number; id: string; version: number; settings: ConnectionSettings }, statements: readonly string[], timeoutMs: number) {
    const pool = this.#pool(`${source.tenantId}:${source.id}`, source.version, source.settings);
    try {
      await pool.script(statements, timeoutMs);
    } catch (error) {
      throw statementFailure(error, timeoutMs);
    }
  }

  /** Closes the pool of a source that changed or was removed. */
  async forget(tenantId: number, id: string): Promise<void> {
    const key = `${tenantId}:${id}`;
    const pool = this.#pools.get(key);
    this.#pools.delete(key);
    await pool?.close();
  }

  async close(): Promise<void> {
    const pools = [...this.#pools.values()];
    this.#pools.clear();
    await Promise.all(pools.map((p) => p.close()));
  }
}

/** Connects once with the settings and runs `select 1`; resolves, or rejects with the reason as a catalogue message. */
export async function testConnection(settings: ConnectionSettings): Promise<void> {
  const query = settings.dialect === 'postgresql' ? pgPool(settings) : mysqlPool(settings);
  try {
    await query('select 1', [], { write: false, timeoutMs: settings.connectTimeoutMs });
  } catch (error) {
    throw new ExternalQueryFailed(CONFIG_MESSAGES.dsConnectFailed(connectionFailure(error)));
  } finally {
    await query.end().catch(() => undefined);
  }
}
