// Tenant isolation in the database: the runtime role, its grants and the row-level security policies.
import type { EntityManager } from '@mikro-orm/postgresql';
import { TENANT_TABLES } from './migrations/index.ts';

/** Creates a cluster-wide role (unless it exists) that the connecting user may switch to. */
async function ensureSwitchableRole(em: EntityManager, role: string): Promise<void> {
  // Several databases of one cluster (tests) may race to create the cluster-wide role.
  await em.execute(`
    do $$ begin
      if not exists (select 1 from pg_roles where rolname = '${role}') then
        create role ${role} nologin;
      end if;
    exception when duplicate_object or unique_violation then null;
    end $$`);
  await em.execute(`
    do $$ begin
      if not pg_has_role(current_user, '${role}', 'member') then
        execute format('grant %I to %I', '${role}', current_user);
      end if;
    end $$`);
}

/** The read-only role of SQL configs: select on the enterprises' modelled tables and nothing else. */
export const readerRole = (appRole: string) => `${appRole}_reader`;

/**
 * Makes sure the role that tenant-scoped work runs as exists, that the connecting user may switch to
 * it, and that every tenant table has its policy. Idempotent; runs after the migrations at each start.
 */
export async function ensureTenantSecurity(em: EntityManager, appRole: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(appRole)) throw new Error(`invalid DB_APP_ROLE: ${appRole}`);
  const reader = readerRole(appRole);
  await ensureSwitchableRole(em, appRole);
  // The role SQL configs read as: the enterprises' modelled tables (select only), nothing of the platform's.
  await ensureSwitchableRole(em, reader);
  await em.execute(`grant usage on schema public to ${appRole}`);
  await em.execute(`grant usage, select on all sequences in schema public to ${appRole}`);
  await em.execute(`grant execute on all functions in schema public to ${appRole}`);
  // The enterprises' schemas of modelled tables (each gets the grant when created; this covers moved and restored ones).
  await em.execute(`
    do $$ declare s text;
    begin
      for s in select nspname from pg_namespace where nspname ~ '^yc_t[0-9]+$' loop
        execute format('grant usage on schema %I to %I', s, '${appRole}');
        execute format('grant usage on schema %I to %I', s, '${reader}');
        execute format('grant select on all tables in schema %I to %I', s, '${reader}');
      end loop;
    end $$`);
  // Every tenant table the schema has (all of them once migrated; an older schema lacks the later ones).
  for (const table of TENANT_TABLES) {
    await em.execute(`select yc_enable_tenant_rls(to_regclass(?), ?) where to_regclass(?) is not null`, [table, appRole, table]);
  }
}
