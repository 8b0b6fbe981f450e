// The database: MikroORM on a PostgreSQL server (DATABASE_URL) or on embedded PGlite, migrated at
// open. All tenant-scoped work goes through `inTenant` (and the read-only hot path through `readInTenant`): the one
// module where the tenant is applied.
//
// Inside a transaction every statement uses that transaction's connection: `inTenant`, `asSystem` and
// `systemQuery` refuse to run while the calling code is inside one (an async-context check), because a
// second connection deadlocks the embedded database (one connection) and escapes the transaction anywhere.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { CONFIG_MESSAGES, MessageError } from '@yc/engine';
import type { ServerConfig } from '../config.ts';
import { isSocketFolder, postgresAddress } from './address.ts';
import { SYSTEM_ENTITIES } from './entities/system.ts';
import { MIGRATIONS } from './migrations/index.ts';
import { ensureTenantSecurity } from './security.ts';
import { pgliteChangeBus, postgresChangeBus, type ChangeBus } from './changes.ts';
import { lockDataDir } from './data-dir-lock.ts';

export type { EntityManager };

/** A statement with `$n` placeholders and its values, as the engine compiles it. */
export interface Statement {
  text: string;
  values: readonly unknown[];
}

/** Runs read-only statements of one tenant; rows as the driver returns them. */
export type ReadStatements = <T>(statement: Statement) => Promise<T[]>;

export interface Database {
  readonly orm: MikroORM;
  readonly embedded: boolean;
  /** What went stale, pushed by the database to every server instance: what caches listen to. */
  readonly changes: ChangeBus;
  /** Runs `work` in one transaction as the tenant's runtime role: row-level security applies. */
  /** `username`: who saves (kept with every version in the metadata history). */
  inTenant<T>(tenantId: number, work: (em: EntityManager) => Promise<T>, username?: string): Promise<T>;
  /**
   * Runs read-only statements of the tenant, each on its own (no transaction: under READ COMMITTED each statement
   * has its own snapshot anyway), as the runtime role so row-level security applies, as named prepared statements.
   * The hot path of list pages: a page costs its statements and nothing else. On the embedded database it is inTenant.
   */
  readInTenant<T>(tenantId: number, work: (read: ReadStatements) => Promise<T>): Promise<T>;
  /** Runs `work` in one transaction with no tenant: for sign-in, tokens and installation only. */
  asSystem<T>(work: (em: EntityManager) => Promise<T>): Promise<T>;
  /** One statement with no tenant and no transaction: the per-request session and permission look-ups. */
  systemQuery<T extends object>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** A second connection was asked for while a transaction is open in the same async context: a bug, never input. */
export class NestedConnectionError extends Error {
  constructor(what: string) {
    super(`${what} called inside a transaction: use the transaction's EntityManager`);
  }
}

/** No connection came free in time: the database is overloaded or a connection is stuck. */
export class ConnectionTimeoutError extends Error {
  constructor(ms: number) {
    super(`no database connection became free within ${ms} ms`);
  }
}

/** A statement of `readInTenant` ran past the reader's time-out and was cancelled: the caller's query is too heavy (400). */
export class ReadTimeoutError extends MessageError {
  constructor(readonly ms: number) {
    super(CONFIG_MESSAGES.sqlTimeout(ms));
  }
}

/** Runs one statement on whichever it is given: the database (no transaction) or a transaction's EntityManager. */
export function runSql<T extends object>(on: Database | EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
  return 'systemQuery' in on ? on.systemQuery<T>(sql, params) : on.execute<T[]>(sql, params);
}

const insideTransaction = new AsyncLocalStorage<true>();

function outsideTransaction(what: string): void {
  if (insideTransaction.getStore()) throw new NestedConnectionError(what);
}

/** Knex reports a pool that had no free connection as a KnexTimeoutError; it becomes a clear error of ours. */
async function acquiring<T>(ms: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as Error)?.name === 'KnexTimeoutError') throw new ConnectionTimeoutError(ms);
    throw error;
  }
}


/** The advisory lock key instances take while they migrate: hashtext('yc_migrations') would do, a constant is plainer. */
const MIGRATION_LOCK = 741_802_315;

/**
 * Runs the migrations of one instance while no other migrates the same PostgreSQL database: instances started together
 * (a deployment of several) would otherwise race to apply the same migration, and all but one fail to start. The lock
 * is held by a connection of its own and is released when that session ends, even if this process dies. The embedded
 * database has one process by design.
 */
async function oneMigratorAtATime(databaseUrl: string | undefined, migrate: () => Promise<void>): Promise<void> {
  if (!databaseUrl) return migrate();
  const holder = new pg.Client({ connectionString: databaseUrl });
  await holder.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await holder.end();
  }
}

/**
 * The Unix socket a DATABASE_URL names in libpq's form (`postgres://user@localhost/db?host=/var/run/postgresql`): node-pg
 * honours it, MikroORM reads only the URL's host and port, so they are passed to it. On one machine a socket costs less
 * than loopback TCP: ~30 µs less of the server's processor time per statement, measured here.
 */
export function socketOf(databaseUrl: string): { host: string; port: number } | Record<string, never> {
  const { host, port } = postgresAddress(databaseUrl);
  return isSocketFolder(host) ? { host, port } : {};
}

export async function openDatabase(config: ServerConfig): Promise<Database> {
  const acquireMs = config.dbAcquireTimeoutMs;
  const common = {
    entities: SYSTEM_ENTITIES,
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    debug: false,
    allowGlobalContext: false,
  };
  let pglite: PGlite | undefined;
  let releaseDataDir: (() => void) | undefined;
  let orm: MikroORM;
  if (config.databaseUrl) {
    orm = await MikroORM.init({
      ...common,
      clientUrl: config.databaseUrl,
      ...socketOf(config.databaseUrl),
      pool: { min: 0, max: config.dbPoolMax, acquireTimeoutMillis: acquireMs },
    });
  } else {
    const dir = path.join(config.dataDir, 'pgdata');
    // Refuses (with the holder's process id) when another live process has this data folder open.
    releaseDataDir = lockDataDir(config.dataDir);
    fs.mkdirSync(dir, { recursive: true });
    // Loaded only here: a server on PostgreSQL never holds PGlite and its driver.
    const { openEmbedded } = await import('./embedded.ts');
    ({ pglite, orm } = await openEmbedded(dir, common, acquireMs));
  }
  await oneMigratorAtATime(config.databaseUrl, async () => {
    await orm.getMigrator().up();
    await ensureTenantSecurity(orm.em.fork(), config.appRole);
  });
  const notify = async (channel: string, payload: string) => {
    await orm.em.getConnection().execute('select pg_notify(?, ?)', [channel, payload]);
  };
  const changes = pglite
    ? await pgliteChangeBus(pglite, notify)
    : await postgresChangeBus(config.databaseUrl!, notify, (error) => console.error('change listener:', error));

  const appRole = config.appRole;
  const reader = config.databaseUrl
    ? tenantReader(config.databaseUrl, appRole, { acquireMs, statementMs: config.dbReadTimeoutMs }, changes, config.dbPoolMax)
    : null;
  const database: Database = {
    orm,
    embedded: !config.databaseUrl,
    changes,
    inTenant(tenantId, work, username) {
      outsideTransaction('inTenant');
      if (!Number.isInteger(tenantId) || tenantId <= 0) throw new Error('tenant required');
      return acquiring(acquireMs, () => orm.em.fork().transactional((em) => insideTransaction.run(true, async () => {
        // Every setting is local to the transaction: the pooled connection comes back clean. The search_path finds the
        // enterprise's own modelled tables first.
        await em.execute(
          `select set_config('role', ?, true), set_config('app.tenant_id', ?, true), set_config('search_path', yc_tenant_search_path(?), true),
                  set_config('app.username', ?, true)`,
          [appRole, String(tenantId), tenantId, username ?? ''],
        );
        return work(em);
      })));
    },
    readInTenant(tenantId, work) {
      outsideTransaction('readInTenant');
      if (!Number.isInteger(tenantId) || tenantId <= 0) throw new Error('tenant required');
      if (!reader) {
        return database.inTenant(tenantId, async (em) => {
          await em.execute('set transaction read only');
          return work(readOnEntityManager(em));
        });
      }
      return reader.read(tenantId, work);
    },
    asSystem(work) {
      outsideTransaction('asSystem');
      return acquiring(acquireMs, () => orm.em.fork().transactional((em) => insideTransaction.run(true, () => work(em))));
    },
    systemQuery<T extends object>(sql: string, params: unknown[] = []) {
      outsideTransaction('systemQuery');
      return acquiring(acquireMs, () => orm.em.getConnection().execute<T[]>(sql, params));
    },
    async close() {
      await reader?.close();
      await changes.close();
      await orm.close(true);
      await pglite?.close();
      releaseDataDir?.();
    },
  };
  return database;
}

/** The statements on a transaction's EntityManager (`$n` placeholders become knex's `?`). */
export function readOnEntityManager(em: EntityManager): ReadStatements {
  return <T>(statement: Statement) => {
    const values: unknown[] = [];
    const text = statement.text.replace(/\$(\d+)/g, (_, n: string) => {
      values.push(statement.values[Number(n) - 1] ?? null);
      return '?';
    });
    return em.execute<T[]>(text, values);
  };
}

/**
 * Connections of their own for `readInTenant` (PostgreSQL): each is the runtime role for its whole session, read only,
 * with a statement time-out, and remembers the tenant it was last set to, so a read sets it only when the tenant changes. Statements are prepared
 * once per connection under a name derived from the tenant, their text and the metadata generation (a changed table gets
 * statements of its own).
 */
function tenantReader(databaseUrl: string, appRole: string, limits: { acquireMs: number; statementMs: number }, changes: ChangeBus, max: number) {
  const { acquireMs, statementMs } = limits;
  const pool = new pg.Pool({ connectionString: databaseUrl, max, connectionTimeoutMillis: acquireMs, application_name: 'yc-reader' });
  // An idle connection the server closed is dropped by the pool; nothing to report.
  pool.on('error', () => undefined);
  const tenants = new WeakMap<pg.PoolClient, number>();
  let metadataGeneration = 0;
  changes.on((change) => {
    if (change.topic === 'metadata' || change.topic === 'all') metadataGeneration++;
  });
  // The digest of each text, kept: a page's plan hands the same text object on every request, whose lookup V8 answers
  // from the hash it keeps on the string, while a digest reads the whole text each time. Emptied at a bound.
  const digests = new Map<string, string>();
  const digestOf = (text: string) => {
    let digest = digests.get(text);
    if (digest === undefined) {
      if (digests.size >= 2_000) digests.clear();
      digest = createHash('sha1').update(text).digest('hex').slice(0, 24);
      digests.set(text, digest);
    }
    return digest;
  };
  // Per tenant: one text names different tables in different enterprises' schemas.
  const nameOf = (tenantId: number, text: string) => `yc_${metadataGeneration}_${tenantId}_${digestOf(text)}`;

  return {
    async read<T>(tenantId: number, work: (read: ReadStatements) => Promise<T>): Promise<T> {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        if (/timeout/i.test(String((error as Error)?.message))) throw new ConnectionTimeoutError(acquireMs);
        throw error;
      }
      // A connection is dropped only when the driver failed on it (no SQLSTATE: reset, closed); a refused statement or an
      // error of the caller's own leaves it healthy.
      let broken = false;
      const query = async <R>(config: pg.QueryConfig): Promise<R[]> => {
        try {
          return (await client.query(config)).rows as R[];
        } catch (error) {
          const code = String((error as { code?: unknown })?.code);
          if (!/^[0-9A-Z]{5}$/.test(code)) broken = true;
          // Cancelled by the time-out (the connection stays healthy): a clear refusal, never a server error.
          if (code === '57014') throw new ReadTimeoutError(statementMs);
          throw error;
        }
      };
      try {
        if (tenants.get(client) !== tenantId) {
          // Role, tenant, its tables, read-only and the time-out together: a connection is never used before all are set
          // (a failure leaves it unmarked), nothing run on it can write, and no statement runs on past the time-out.
          tenants.delete(client);
          await query({
            text: `select set_config('role', $1, false), set_config('app.tenant_id', $2, false), set_config('search_path', yc_tenant_search_path($3), false),
                          set_config('default_transaction_read_only', 'on', false), set_config('statement_timeout', $4, false)`,
            values: [appRole, String(tenantId), tenantId, String(statementMs)],
          });
          tenants.set(client, tenantId);
        }
        return await work(async <R>(statement: Statement) => {
          const values = statement.values.map((v) => (v === undefined ? null : v));
          try {
            return await query<R>({ name: nameOf(tenantId, statement.text), text: statement.text, values });
          } catch (error) {
            // A table changed under a prepared statement ('cached plan must not change result type'): once more, unnamed.
            if ((error as { code?: string }).code !== '0A000') throw error;
            return await query<R>({ text: statement.text, values });
          }
        });
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
