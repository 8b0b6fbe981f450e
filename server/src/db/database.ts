// The database: MikroORM on a PostgreSQL server (DATABASE_URL) or on embedded PGlite, migrated at
// open. All tenant-scoped work goes through `inTenant`, the single place where the tenant is applied.
import fs from 'node:fs';
import path from 'node:path';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDriver } from 'mikro-orm-pglite';
import type { ServerConfig } from '../config.ts';
import { SYSTEM_ENTITIES } from './entities/system.ts';
import { MIGRATIONS } from './migrations/index.ts';
import { ensureTenantSecurity } from './security.ts';

export type { EntityManager };

export interface Database {
  readonly orm: MikroORM;
  readonly embedded: boolean;
  /** Runs `work` in one transaction as the tenant's runtime role: row-level security applies. */
  inTenant<T>(tenantId: number, work: (em: EntityManager) => Promise<T>): Promise<T>;
  /** Runs `work` in one transaction with no tenant: for sign-in, tokens and installation only. */
  asSystem<T>(work: (em: EntityManager) => Promise<T>): Promise<T>;
  /** One statement with no tenant and no transaction: the per-request session and permission look-ups. */
  systemQuery<T extends object>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function openDatabase(config: ServerConfig): Promise<Database> {
  const common = {
    entities: SYSTEM_ENTITIES,
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    debug: false,
    allowGlobalContext: false,
  };
  let pglite: PGlite | undefined;
  let orm: MikroORM;
  if (config.databaseUrl) {
    orm = await MikroORM.init({ ...common, clientUrl: config.databaseUrl, pool: { min: 0, max: 10 } });
  } else {
    const dir = path.join(config.dataDir, 'pgdata');
    fs.mkdirSync(dir, { recursive: true });
    const db = new PGlite(dir);
    pglite = db;
    orm = (await MikroORM.init({
      ...common,
      driver: PGliteDriver as never,
      dbName: 'postgres',
      driverOptions: { connection: { pglite: () => db } },
    } as Parameters<typeof MikroORM.init>[0])) as unknown as MikroORM;
  }
  await orm.getMigrator().up();
  await ensureTenantSecurity(orm.em.fork(), config.appRole);

  const appRole = config.appRole;
  return {
    orm,
    embedded: !config.databaseUrl,
    inTenant(tenantId, work) {
      if (!Number.isInteger(tenantId) || tenantId <= 0) throw new Error('tenant required');
      return orm.em.fork().transactional(async (em) => {
        // Both settings are local to the transaction: the pooled connection comes back clean.
        await em.execute(`select set_config('role', ?, true), set_config('app.tenant_id', ?, true)`, [appRole, String(tenantId)]);
        return work(em);
      });
    },
    asSystem(work) {
      return orm.em.fork().transactional((em) => work(em));
    },
    systemQuery<T extends object>(sql: string, params: unknown[] = []) {
      return orm.em.getConnection().execute<T[]>(sql, params);
    },
    async close() {
      await orm.close(true);
      await pglite?.close();
    },
  };
}
