// Instances started together on a new PostgreSQL database (a deployment of several): one migrates it while the others
// wait for its advisory lock, and then every one of them starts on the migrated database.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/database.ts';

const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the test server, and how to drop it. */
async function createTestDatabase() {
  const name = `yc_test_lock_${randomBytes(6).toString('hex')}`;
  await onServer(`create database ${name}`);
  return {
    databaseUrl: Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).toString(),
    drop: () => onServer(`drop database if exists ${name} with (force)`),
  };
}

it('migrates a new database once when three instances start at the same moment', async () => {
  const database = await createTestDatabase();
  const opened: Database[] = [];
  try {
    const config = loadConfig({ DATABASE_URL: database.databaseUrl, LOG_LEVEL: 'silent' });
    const results = await Promise.allSettled([1, 2, 3].map(() => openDatabase(config)));
    for (const result of results) if (result.status === 'fulfilled') opened.push(result.value);
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'started'))).toEqual(['started', 'started', 'started']);
    const [applied] = await opened[0]!.systemQuery<{ n: number; distinct: number }>(
      'select count(*)::int as n, count(distinct name)::int as distinct from mikro_orm_migrations', []);
    expect(applied!.n).toBe(applied!.distinct);
    expect(applied!.n).toBeGreaterThan(10);
  } finally {
    for (const db of opened) await db.close();
    await database.drop();
  }
}, 180_000);
