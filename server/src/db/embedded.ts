// The embedded database: PGlite in this process, through MikroORM's PGlite driver. Loaded only when no DATABASE_URL
// is set, so that a server on PostgreSQL never holds it.
import { PGlite } from '@electric-sql/pglite';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { PGliteDriver, PGliteKnexDialect } from 'mikro-orm-pglite';
import { hasSeveralStatements } from './statements.ts';

/**
 * The embedded database's knex dialect runs a text as a script (PGlite's exec, which answers a list of results) when it
 * finds a ';' anywhere in it; MikroORM puts values into the text, so a value holding ';' made a single select answer
 * the wrong shape. A text is a script only when it holds several statements.
 */
type PGliteQuery = (connection: { query(sql: string, values: unknown[]): Promise<unknown> }, obj: { sql: string; bindings?: unknown[]; method?: string; response?: unknown }) => Promise<unknown>;
const dialect = PGliteKnexDialect.prototype as unknown as { _query: PGliteQuery };
const scriptOrQuery = dialect._query;
dialect._query = async function (this: unknown, connection, obj) {
  if (obj.method !== 'raw' || !obj.sql || hasSeveralStatements(obj.sql)) return scriptOrQuery.call(this, connection, obj);
  obj.response = await connection.query(obj.sql, obj.bindings ?? []);
  return obj;
};

/** PGlite on the data folder `dir`, and MikroORM on it with the options the PostgreSQL server's ORM has too. */
export async function openEmbedded(dir: string, common: Partial<Options>, acquireMs: number): Promise<{ pglite: PGlite; orm: MikroORM }> {
  const pglite = new PGlite(dir);
  const orm = (await MikroORM.init({
    ...common,
    driver: PGliteDriver as never,
    dbName: 'postgres',
    // PGlite has one connection: every transaction waits for it, none may ask for a second.
    pool: { min: 1, max: 1, acquireTimeoutMillis: acquireMs },
    driverOptions: { connection: { pglite: () => pglite } },
  } as Parameters<typeof MikroORM.init>[0])) as unknown as MikroORM;
  return { pglite, orm };
}
