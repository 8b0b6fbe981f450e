// A DATABASE_URL naming PostgreSQL's Unix socket in libpq's form (`?host=/var/run/postgresql`) reaches the server through
// that socket, the ORM's connections included (MikroORM reads only the URL's host and port), and one naming a network
// address through the network.
import { expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/server.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, socketOf } from '../src/db/database.ts';

it('reads the socket folder and port of a libpq-style URL, and nothing from a network address', () => {
  expect(socketOf('postgres://app@localhost/yc?host=/var/run/postgresql')).toEqual({ host: '/var/run/postgresql', port: 5432 });
  expect(socketOf('postgres://app@localhost:5433/yc?host=/tmp')).toEqual({ host: '/tmp', port: 5433 });
  expect(socketOf('postgres://app@db.internal:5432/yc')).toEqual({});
  expect(socketOf('postgres://app@localhost/yc?host=db.internal')).toEqual({});
});

it('connects through the socket when the URL names one, and through TCP when it names an address', async () => {
  const database = await createTestDatabase({ migrated: true });
  const name = new URL(database.databaseUrl).pathname;
  try {
    for (const [url, socket] of [
      [`postgres://postgres@localhost${name}?host=/var/run/postgresql`, true],
      [`postgres://postgres@127.0.0.1:5432${name}`, false],
    ] as const) {
      const db = await openDatabase(loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent' }));
      try {
        const [row] = await db.systemQuery<{ address: string | null }>('select inet_client_addr()::text as address', []);
        expect(row!.address === null, url).toBe(socket);
      } finally {
        await db.close();
      }
    }
  } finally {
    await database.drop();
  }
}, 120_000);
