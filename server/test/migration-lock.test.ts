// Instances started together on a new PostgreSQL database (a deployment of several): one migrates it while the others
// wait for its advisory lock, and then every one of them starts on the migrated database.
import { expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { createTestDatabase } from '../../tests/support/server.ts';

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
