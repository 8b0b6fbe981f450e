// An installation from before a migration: a fresh test database migrated up to (not including) the named migration,
// which a test fills as the old version left it; `upgrade` then opens it the way a new server version does (every
// migration since runs) and hands the test that database. Dropped after the file's tests.
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { afterAll } from 'vitest';
import { SYSTEM_ENTITIES } from '../../server/src/db/entities/system.ts';
import { MIGRATIONS } from '../../server/src/db/migrations/index.ts';
import { openDatabase, type Database } from '../../server/src/db/database.ts';
import { ensureTenantSecurity } from '../../server/src/db/security.ts';
import { loadConfig } from '../../server/src/index.ts';
import { createTestDatabase } from './server.ts';

export interface OldInstallation {
  /** The old schema's entity manager, for the test's inserts. */
  em: EntityManager;
  /** The role the server's tenant-scoped statements run as (for `yc_enable_tenant_rls`). */
  appRole: string;
  /**
   * Closes the old version and opens the database as the current server does: the remaining migrations run.
   * `secured` runs once the old version's tenant security is in place (as an old server would have left it).
   */
  upgrade(secured?: (em: EntityManager) => Promise<unknown>): Promise<Database>;
}

export function oldInstallation(): { before(migration: string): Promise<OldInstallation> } {
  let drop: (() => Promise<void>) | undefined;
  let db: Database | undefined;
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });
  return {
    async before(migration) {
      const index = MIGRATIONS.findIndex((m) => m.name === migration);
      if (index < 0) throw new Error(`No migration named ${migration}`);
      const created = await createTestDatabase();
      drop = created.drop;
      const old = await MikroORM.init({
        clientUrl: created.databaseUrl, entities: SYSTEM_ENTITIES, extensions: [Migrator], debug: false,
        migrations: { migrationsList: MIGRATIONS.slice(0, index), transactional: true, allOrNothing: true, snapshot: false, silent: true },
      });
      await old.getMigrator().up();
      const em = old.em.fork();
      const config = loadConfig({ DATABASE_URL: created.databaseUrl, LOG_LEVEL: 'silent' });
      return {
        em,
        appRole: config.appRole,
        async upgrade(secured) {
          await ensureTenantSecurity(em, config.appRole);
          await secured?.(em);
          await old.close(true);
          db = await openDatabase(config);
          return db;
        },
      };
    },
  };
}
