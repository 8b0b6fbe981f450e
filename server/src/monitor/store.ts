// The monitor's store: what it reads from PostgreSQL's statistics views and from pg-boss's job tables. Each read but the
// first answers null where the view or table is not there (or may not be read).
import type { Database } from '../db/database.ts';

async function tryQuery<T extends object>(db: Database, sql: string): Promise<T[] | null> {
  try {
    return await db.systemQuery<T>(sql);
  } catch {
    return null;
  }
}

/** The server's version and the database's size. */
export const databaseAbout = (db: Database) => db.systemQuery<{ version: string; size: string | number }>(
  `select current_setting('server_version') as version, pg_database_size(current_database()) as size`,
);

/** The database's client connections by state. */
export const connectionStates = (db: Database) => tryQuery<{ state: string | null; n: string | number }>(db,
  `select state, count(*) as n from pg_stat_activity where datname = current_database() and backend_type = 'client backend' group by state`);

/** The server's connection limit. */
export const maxConnections = (db: Database) => tryQuery<{ max: string }>(db, `select current_setting('max_connections') as max`);

/** The database's block reads: from the buffer cache and from disk. */
export const blockReads = (db: Database) => tryQuery<{ hit: string | number; read: string | number }>(db,
  'select blks_hit as hit, blks_read as read from pg_stat_database where datname = current_database()');

/** The ten slowest statements on average (pg_stat_statements). */
export const slowestStatements = (db: Database) => tryQuery<{ query: string; calls: string; total: number; mean: number; rows: string }>(db,
  `select query, calls, total_exec_time as total, mean_exec_time as mean, rows from pg_stat_statements
    where dbid = (select oid from pg_database where datname = current_database()) order by mean_exec_time desc limit 10`);

/** pg-boss's jobs by queue and state, with how many of them completed in the last hour. */
export const jobCounts = (db: Database) => tryQuery<{ name: string; state: string; n: string | number; recent: string | number }>(db,
  `select name, state::text as state, count(*) as n,
     count(*) filter (where completed_on > now() - interval '1 hour') as recent
   from pgboss.job group by name, state order by name`);

/** pg-boss's queues, by name. */
export const queueNames = (db: Database) => tryQuery<{ name: string }>(db, 'select name from pgboss.queue order by name');
