// The embedded database: PGlite in this process, through MikroORM's PGlite driver. Loaded only when no DATABASE_URL
// is set, so that a server on PostgreSQL never holds it.
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import { PGlite, types } from '@electric-sql/pglite';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { PGliteDriver, PGliteKnexDialect } from 'mikro-orm-pglite';
import pg from 'pg';
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

/**
 * PGlite 0.3 starts PostgreSQL with `-c shared_buffers=128MB`, fixed in its WebAssembly (it reads neither
 * postgresql.conf nor ALTER SYSTEM, and takes no start parameters), and Emscripten zeroes the shared memory it
 * allocates: 128 MB resident from the start, most of an idle embedded server's memory. Its WebAssembly is compiled
 * here with 16 MB in that argument instead (the same length, padded with NUL), as PostgreSQL defaults to on small
 * machines: the buffer cache of a database in one process that reads its files through the OS's page cache anyway.
 * Nothing on disk changes. Compiled once per process, as PGlite does; if the text is not found (another PGlite
 * version), PGlite's own WebAssembly is used, unchanged.
 *
 * V8 compiles it with its baseline compiler only (`--liftoff-only`, for every WebAssembly this process compiles from
 * then on): optimizing PostgreSQL's hot functions as well held ~50–60 MB more (code and compilation memory), and on
 * a busy 2-core machine its queries were no faster for it (measured: docs/benchmarks.md, idle).
 */
export const EMBEDDED_SHARED_BUFFERS = '16MB';
let smallBuffers: Promise<WebAssembly.Module | undefined> | undefined;
function smallBuffersModule(): Promise<WebAssembly.Module | undefined> {
  smallBuffers ??= (async () => {
    const file = path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm');
    const bytes = await fs.readFile(file);
    const from = Buffer.from('\0shared_buffers=128MB\0');
    const at = bytes.indexOf(from);
    if (at < 0 || bytes.indexOf(from, at + 1) >= 0) return undefined;
    const to = Buffer.alloc(from.length);
    to.write(`\0shared_buffers=${EMBEDDED_SHARED_BUFFERS}`);
    to.copy(bytes, at);
    v8.setFlagsFromString('--liftoff-only');
    // The server's TypeScript libraries declare WebAssembly's types, not its global object.
    const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }).WebAssembly;
    return wasm.compile(bytes);
  })().catch(() => undefined);
  return smallBuffers;
}

/**
 * At its start PGlite adds a parser for every array type in the database (each table's row type has one: 370 and
 * more), and it copies its whole table of parsers for every statement's answer: 0.1 ms, a third of a small statement's
 * time. Kept are its own parsers and those of the arrays node-pg parses on PostgreSQL, so that a statement answers
 * the same values on either database (an array of rows stays text, as there) from a table a seventh as long.
 */
export function keepPostgresParsers(pglite: PGlite): void {
  const noType: number = 0;
  const unparsed = pg.types.getTypeParser(noType);
  for (const oid of Object.keys(pglite.parsers)) {
    if (!Object.hasOwn(types.parsers, oid) && pg.types.getTypeParser(Number(oid)) === unparsed) delete pglite.parsers[Number(oid)];
  }
}

/** PGlite on the data folder `dir`, and MikroORM on it with the options the PostgreSQL server's ORM has too. */
export async function openEmbedded(dir: string, common: Partial<Options>, acquireMs: number): Promise<{ pglite: PGlite; orm: MikroORM }> {
  const wasmModule = await smallBuffersModule();
  const pglite = new PGlite(dir, wasmModule ? { wasmModule } : {});
  await pglite.waitReady;
  keepPostgresParsers(pglite);
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
