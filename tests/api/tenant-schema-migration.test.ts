// Upgrading an installation from before: modelled tables shared by name in the platform's schema move, with their rows,
// into their owner's schema; installed metadata learns which app shipped it and whether the enterprise changed it.
import { expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database.ts';
import { oldInstallation } from '../support/old-installation.ts';

const installation = oldInstallation();
let db: Database | undefined;

it('moves each modelled table of the platform schema into its owner\'s schema', async () => {
  const { em, appRole, upgrade } = await installation.before('Migration20261202000001TenantSchemas');
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

  db = await upgrade((secured) => secured.execute(`select yc_enable_tenant_rls('legacy_orders', ?)`, [appRole]));
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
