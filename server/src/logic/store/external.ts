// Connections to external data sources: one small pool per source and version, closed when the source changes or is
// removed, and at shutdown. A pool connects to the address the source guard checked (source-guard.ts), never to the
// name again. Statements run read-only (a read-only transaction) unless the config is a write, under a statement
// time-out; values are bound by the driver (PostgreSQL `$n`, MySQL prepared `?`). A connection that fails answers one
// message whatever the cause (refused, timed out, unknown host, authentication): the cause goes to the server log.
import net from 'node:net';
import pg from 'pg';
import { createRequire } from 'node:module';
import type * as Mysql from 'mysql2/promise';
import { CONFIG_MESSAGES, MessageError, type ConnectionSettings } from '@yc/engine';
import type { ServerConfig } from '../../config.ts';
import { AddressRefused } from '../address-guard.ts';
import { SourceGuard } from '../source-guard.ts';

/** The connection test's connect time-out, and the least time before it answers a failure (all failures alike). */
const TEST_CONNECT_MS = 3000;

export interface RunOptions {
  write: boolean;
  timeoutMs: number;
  /** Roll a write back at the end (a designer's test). */
  dryRun?: boolean;
}

/** Runs one statement on a transaction's connection: its rows (none for a write without rows). */
export type SessionQuery = (text: string, values: readonly unknown[]) => Promise<Record<string, unknown>[]>;

/** Work on one connection in one transaction: committed when it resolves (and is a write), rolled back when it throws. */
export type Session = <T>(options: RunOptions, work: (query: SessionQuery) => Promise<T>) => Promise<T>;

/** A statement's rows, and the rows it changed. */
type Executed = { rows: Record<string, unknown>[]; affected: number };
type RawSession = <T>(options: RunOptions, work: (exec: (text: string, values: readonly unknown[]) => Promise<Executed>) => Promise<T>) => Promise<T>;

/** A driver's transactions as sessions, and its one-statement run (a write answers with the rows it changed). */
function sessions(raw: RawSession): { session: Session; run: Pool['query'] } {
  return {
    session: (options, work) => raw(options, (exec) => work(async (text, values) => (await exec(text, values)).rows)),
    run: (text, values, options) =>
      raw(options, async (exec) => {
        const { rows, affected } = await exec(text, values);
        return options.write ? [{ affectedRows: affected }] : rows;
      }),
  };
}

interface Pool {
  version: number;
  query(text: string, values: unknown[], options: RunOptions): Promise<Record<string, unknown>[]>;
  session: Session;
  /** Statements without values in one transaction where the database has transactional DDL (PostgreSQL). */
  script(statements: readonly string[], timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

type Driver = Pool['query'] & { end(): Promise<void>; script: Pool['script']; session: Session };

/**
 * A statement an external database refused or could not finish; its text stays in the server log, not on the wire.
 * A refusal by a unique index names the index.
 */
export class ExternalQueryFailed extends MessageError {
  /** The SQLSTATE of a refused statement (standard across the databases: 22001 too long, 22003 out of range, …). */
  sqlState?: string;
  uniqueIndex?: string;
}

/** A connection that could not be opened (whatever the cause: it is told apart in the server log only). */
class ConnectFailed extends Error {
  constructor(readonly reason: unknown) {
    super('connection failed');
  }
}

/** Opens a connection, a failure of it as ConnectFailed. */
const opening = <T>(connecting: Promise<T>): Promise<T> => connecting.catch((error: unknown) => {
  throw new ConnectFailed(error);
});

/**
 * The unique index a refusal names: PostgreSQL's constraint (from the error, or its message where a driver keeps only
 * that), MySQL's/MariaDB's key ('t.uq_x' on MySQL 8), or what a data source's refusal already carries.
 */
export function uniqueIndexOf(error: unknown): string | undefined {
  if (error instanceof ExternalQueryFailed) return error.uniqueIndex;
  const { code, constraint, message } = (error ?? {}) as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code === '23505') return typeof constraint === 'string' ? constraint : /unique constraint "([^"]+)"/.exec(String(message))?.[1];
  if (code === 'ER_DUP_ENTRY') return /for key '(?:[^'.]*\.)?([^']+)'/.exec(String(message))?.[1];
  return undefined;
}

/** Settings as a driver connects: to the checked address; TLS still checks the certificate against the name. */
type Target = ConnectionSettings & { address: string };

/** How a session's transaction ends: a write that is not a dry run commits, anything else rolls back. */
const finish = (options: RunOptions) => (options.write && !options.dryRun ? 'commit' : 'rollback');

/**
 * `body` in one transaction on a connection: `begin`, then `end` (commit or rollback) once it resolves, a rollback when
 * it throws; the connection is released either way.
 */
async function inTransaction<T>(
  connection: { query(text: string): Promise<unknown> }, release: () => void, begin: string, end: 'commit' | 'rollback', body: () => Promise<T>,
): Promise<T> {
  try {
    await connection.query(begin);
    const result = await body();
    await connection.query(end);
    return result;
  } catch (error) {
    await connection.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    release();
  }
}

function pgPool(settings: Target): Driver {
  const identity = net.isIP(settings.host) ? { host: settings.host } : { host: settings.host, servername: settings.host };
  const pool = new pg.Pool({
    host: settings.address, port: settings.port, database: settings.database, user: settings.user, password: settings.password,
    ssl: settings.ssl === 'off' || settings.ssl === 'prefer' ? false : { rejectUnauthorized: settings.ssl === 'verify', ...identity },
    connectionTimeoutMillis: settings.connectTimeoutMs, max: 5, idleTimeoutMillis: 30_000,
    application_name: settings.applicationName ?? 'yc-datasource',
  });
  pool.on('error', () => undefined);
  const { session, run } = sessions(async (options, work) => {
    const client = await opening(pool.connect());
    return inTransaction(client, () => client.release(), options.write ? 'begin' : 'begin read only', finish(options), async () => {
      await client.query(`select set_config('statement_timeout', $1, true)`, [String(options.timeoutMs)]);
      return work(async (text, values) => {
        const { rows, rowCount } = await client.query({ text, values: [...values] });
        return { rows: rows as Record<string, unknown>[], affected: rowCount ?? 0 };
      });
    });
  });
  const script = async (statements: readonly string[], timeoutMs: number) => {
    const client = await opening(pool.connect());
    await inTransaction(client, () => client.release(), 'begin', 'commit', async () => {
      await client.query(`select set_config('statement_timeout', $1, true)`, [String(timeoutMs)]);
      for (const text of statements) await client.query(text);
    });
  };
  return Object.assign(run, { end: () => pool.end(), script, session });
}

function mysqlPool(settings: Target): Driver {
  // mysql2 is loaded by the first MySQL/MariaDB data source used, not at start (#40 item 2).
  const mysql = createRequire(import.meta.url)('mysql2/promise') as typeof Mysql;
  const pool = mysql.createPool({
    host: settings.address, port: settings.port, database: settings.database, user: settings.user, password: settings.password,
    ssl: settings.ssl === 'off' || settings.ssl === 'prefer' ? undefined : { rejectUnauthorized: settings.ssl === 'verify' },
    connectTimeout: settings.connectTimeoutMs, connectionLimit: 5, idleTimeout: 30_000, maxIdle: 2,
    charset: settings.charset,
    // datetime columns hold UTC: read and written as such, current_timestamp included (set on each new connection).
    timezone: 'Z',
    // Never: several statements in one text, LOAD DATA LOCAL, or values interpolated by the client.
    multipleStatements: false, flags: ['-LOCAL_FILES', '-MULTI_STATEMENTS'], namedPlaceholders: false,
  });
  pool.pool.on('connection', (connection) => {
    connection.query(`set time_zone = '+00:00'`);
  });
  const { session, run } = sessions(async (options, work) => {
    const connection = await opening(pool.getConnection());
    const begin = options.write ? 'start transaction' : 'start transaction read only';
    return inTransaction(connection, () => connection.release(), begin, finish(options), () => work(async (sql, values) => {
      const [rows] = await connection.execute({ sql, values: values as never, timeout: options.timeoutMs });
      return Array.isArray(rows)
        ? { rows: rows as Record<string, unknown>[], affected: 0 }
        : { rows: [], affected: (rows as { affectedRows?: number }).affectedRows ?? 0 };
    }));
  });
  // MySQL commits each DDL statement on its own: they run one after the other.
  const script = async (statements: readonly string[], timeoutMs: number) => {
    const connection = await opening(pool.getConnection());
    try {
      for (const sql of statements) await connection.query({ sql, timeout: timeoutMs });
    } finally {
      connection.release();
    }
  };
  return Object.assign(run, { end: () => pool.end(), script, session });
}

/** What the server log says of a failed connection: the driver's code and text (never sent to the caller). */
export function connectionDetail(error: unknown): { code: string; message: string } {
  const cause = error instanceof ConnectFailed ? error.reason : error;
  return { code: String((cause as { code?: unknown })?.code ?? ''), message: String((cause as Error)?.message ?? cause) };
}

/** Maps a driver's failure of a statement to a catalogue message. */
export function statementFailure(error: unknown, timeoutMs: number): ExternalQueryFailed {
  const code = String((error as { code?: unknown })?.code ?? '');
  if (code === '57014' || code === 'PROTOCOL_SEQUENCE_TIMEOUT' || code === 'ER_QUERY_TIMEOUT' || code === 'ER_STATEMENT_TIMEOUT') {
    return new ExternalQueryFailed(CONFIG_MESSAGES.sqlTimeout(timeoutMs));
  }
  const sqlState = String((error as { sqlState?: unknown })?.sqlState ?? '') || (/^[0-9A-Z]{5}$/.test(code) ? code : '');
  if (sqlState) return Object.assign(new ExternalQueryFailed(CONFIG_MESSAGES.sqlFailed(sqlState)), { sqlState, uniqueIndex: uniqueIndexOf(error) });
  return new ExternalQueryFailed(CONFIG_MESSAGES.dsConnectFailed);
}

/** A source to connect to: the enterprise, its id and version (the pool's identity), its settings. */
type Source = { tenantId: number; id: string; version: number; settings: ConnectionSettings };

/** What the server log is told of a connection that failed. */
export type ConnectLog = (detail: { host: string; port: number; code: string; message: string }, text: string) => void;

/** The pools of the external data sources, keyed by tenant and source id. */
export class ExternalDatabases {
  readonly #pools = new Map<string, { version: number; ready: Promise<Pool> }>();
  readonly guard: SourceGuard;
  /** Where the cause of a failed connection is logged (the logic routes set the server's log). */
  log: ConnectLog = () => undefined;

  constructor(config: Pick<ServerConfig, 'databaseUrl' | 'dataSource'>) {
    this.guard = new SourceGuard(config);
  }

  /** The source's pool (one per tenant, id and version), made once the guard allowed its address. */
  #pool(source: Source): Promise<Pool> {
    const key = `${source.tenantId}:${source.id}`;
    const current = this.#pools.get(key);
    if (current?.version === source.version) return current.ready;
    if (current) void current.ready.then((p) => p.close(), () => undefined);
    const ready = (async () => {
      const query = driver({ ...source.settings, address: await this.guard.address(source.settings) });
      return { version: source.version, query, session: query.session, script: query.script, close: () => query.end().catch(() => undefined) };
    })();
    this.#pools.set(key, { version: source.version, ready });
    // A refused or unresolved address is asked again on the next call.
    ready.catch(() => this.#pools.get(key)?.ready === ready && this.#pools.delete(key));
    return ready;
  }

  /** A failure as the caller is told it: a connection's (one message, its cause logged), a statement's, or a refusal. */
  #failure(error: unknown, settings: ConnectionSettings, timeoutMs: number): Error {
    if (error instanceof MessageError) return error;
    if (error instanceof ConnectFailed || error instanceof AddressRefused) {
      this.log({ host: settings.host, port: settings.port, ...connectionDetail(error) }, 'data source connection failed');
      return new ExternalQueryFailed(CONFIG_MESSAGES.dsConnectFailed);
    }
    return statementFailure(error, timeoutMs);
  }

  /** Runs one statement on the source (pooled by tenant, id and version). */
  async run(source: Source, text: string, values: unknown[], options: RunOptions) {
    try {
      return await (await this.#pool(source)).query(text, values, options);
    } catch (error) {
      throw this.#failure(error, source.settings, options.timeoutMs);
    }
  }

  /**
   * Runs `work` in one transaction on one connection of the source; a statement's failure reaches `work` already as
   * an ExternalQueryFailed (so it may look at a refusing unique index), as does a failure to connect.
   */
  async session<T>(source: Source, options: RunOptions, work: (query: SessionQuery) => Promise<T>): Promise<T> {
    // Errors of `work` pass as they are (its statements' failures are converted); the driver's own are converted here.
    const thrown = new Set<unknown>();
    try {
      const pool = await this.#pool(source);
      return await pool.session(options, (query) =>
        work(async (text, values) => {
          try {
            return await query(text, values);
          } catch (error) {
            throw statementFailure(error, options.timeoutMs);
          }
        }).catch((error: unknown) => {
          thrown.add(error);
          throw error;
        }),
      );
    } catch (error) {
      throw thrown.has(error) ? error : this.#failure(error, source.settings, options.timeoutMs);
    }
  }

  /** Runs DDL statements on the source (one transaction on PostgreSQL). */
  async script(source: Source, statements: readonly string[], timeoutMs: number) {
    try {
      await (await this.#pool(source)).script(statements, timeoutMs);
    } catch (error) {
      throw this.#failure(error, source.settings, timeoutMs);
    }
  }

  /**
   * Connects once with the settings (the guard first) and runs `select 1`. A failure answers one message, no sooner
   * than the test's connect time-out, whatever its cause: refused, timed out, unknown host or bad credentials look
   * alike (no probing of ports through it); the guard's refusals name themselves.
   */
  async test(settings: ConnectionSettings): Promise<void> {
    const started = Date.now();
    const connectTimeoutMs = Math.min(settings.connectTimeoutMs, TEST_CONNECT_MS);
    try {
      const query = driver({ ...settings, connectTimeoutMs, address: await this.guard.address(settings) });
      try {
        await query('select 1', [], { write: false, timeoutMs: connectTimeoutMs });
      } catch (error) {
        throw new ConnectFailed(error instanceof ConnectFailed ? error.reason : error);
      } finally {
        await query.end().catch(() => undefined);
      }
    } catch (error) {
      const failure = this.#failure(error, settings, connectTimeoutMs);
      if (failure instanceof ExternalQueryFailed) await new Promise((resolve) => setTimeout(resolve, started + connectTimeoutMs - Date.now()));
      throw failure;
    }
  }

  /** Closes the pool of a source that changed or was removed. */
  async forget(tenantId: number, id: string): Promise<void> {
    const key = `${tenantId}:${id}`;
    const pool = this.#pools.get(key);
    this.#pools.delete(key);
    await pool?.ready.then((p) => p.close(), () => undefined);
  }

  async close(): Promise<void> {
    const pools = [...this.#pools.values()];
    this.#pools.clear();
    await Promise.all(pools.map((p) => p.ready.then((pool) => pool.close(), () => undefined)));
  }
}

const driver = (target: Target): Driver => (target.dialect === 'postgresql' ? pgPool(target) : mysqlPool(target));
