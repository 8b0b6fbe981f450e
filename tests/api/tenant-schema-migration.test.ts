// Upgrading an installation from before: modelled tables shared by name in the platform's schema move, with their rows,
// into their owner's schema; installed metadata learns which app shipped it and whether the enterprise changed it.
import { afterAll, expect, it } from 'vitest';
import { MikroORM } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { SYSTEM_ENTITIES } from '../../server/src/db/entities/system.ts';
import { MIGRATIONS } from '../../server/src/db/migrations/index.ts';
import { openDatabase, type Database } from '../../server/src/db/database.ts';
import { ensureTenantSecurity } from '../../server/src/db/security.ts';
import { loadConfig } from '../../server/src/index.ts';
import { createTestDatabase } from '../support/server.ts';

let drop: (() => Promise<void>) | undefined;
let db: Database | undefined;
afterAll(async () => {
  await db?.close();
  await drop?.();
});

it('moves each modelled table of the platform schema into its owner\'s schema', async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  const before = MIGRATIONS.findIndex((m) => m.name === 'Migration20261202000001TenantSchemas');
  const old = await MikroORM.init({
    clientUrl: created.databaseUrl, entities: SYSTEM_ENTITIES, extensions: [Migrator], debug: false,
    migrations: { migrationsList: MIGRATIONS.slice(0, before), transactional: true, allOrNothing: true, snapshot: false, silent: true },
  });
  await old.getMigrator().up();
  const em = old.em.fork();
  const [tenant] = await em.execute<{ id: number }[]>(`insert into sys_tenant (code, name) values ('old', 'Old') returning id`);
  await em.execute(`create table legacy_orders (id uuid primary key, tenant_id integer, title text)`);
  await em.execute(`insert into legacy_orders values (gen_random_uuid(), ?, 'first order')`, [tenant!.id]);
  await em.execute(`insert into ef_table_owner (table_name, tenant_id) values ('legacy_orders', ?)`, [tenant!.id]);
  // Metadata an app installed, one item of it changed since by the enterprise.
  await em.execute(`insert into sys_app (id, tenant_id, app_code, app_name, app_version, bundle)
    values (gen_random_uuid(), ?, 'legacy', 'Legacy', '1.0.0', '{"forms": [{"formCode": "legacy_form"}], "views": [{"viewCode": "legacy_list"}]}')`, [tenant!.id]);
  for (const [kind, code, by] of [['form', 'legacy_form', 'admin'], ['view', 'legacy_list', 'install'], ['view', 'own_list', 'admin']]) {
    await em.execute(`insert into ef_metadata (id, tenant_id, kind, code, group_code, content, create_by, update_by)
      values (gen_random_uuid(), ?, ?, ?, 'g', '{}', ?, ?)`, [tenant!.id, kind, code, code === 'own_list' ? 'admin' : 'install', by]);
  }
  const config = loadConfig({ DATABASE_URL: created.databaseUrl, LOG_LEVEL: 'silent' });
  await ensureTenantSecurity(em, config.appRole);
  await em.execute(`select yc_enable_tenant_rls('legacy_orders', ?)`, [config.appRole]);
  await old.close(true);

  db = await openDatabase(config);
  const where = await db.systemQuery<{ table_schema: string }>(`select table_schema from information_schema.tables where table_name = 'legacy_orders'`);
  expect(where).toEqual([{ table_schema: `yc_t${tenant!.id}` }]);
  const titles = await db.readInTenant(tenant!.id, (read) => read<{ title: string }>({ text: 'select title from legacy_orders', values: [] }));
  expect(titles).toEqual([{ title: 'first order' }]);
  expect(await db.systemQuery(`select to_regclass('ef_table_owner') as t`)).toEqual([{ t: null }]);
});

it('records which app shipped the metadata installed before, and whether the enterprise changed it since', async () => {
  const rows = await db!.systemQuery(`select code, app_code, changed from ef_metadata order by code`);
  expect(rows).toEqual([
    { code: 'legacy_form', app_code: 'legacy', changed: true },
    { code: 'legacy_list', app_code: 'legacy', changed: false },
    { code: 'own_list', app_code: null, changed: false },
  ]);
});
