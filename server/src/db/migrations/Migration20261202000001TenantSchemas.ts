// A table namespace per enterprise: modelled tables live in the enterprise's own schema (yc_t<tenant id>), found
// through the search_path that every tenant transaction sets, so two enterprises can each model `customer`. Tables
// created before move from public into their owner's schema; the shared owner list is no longer needed.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261202000001TenantSchemas extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function yc_tenant_schema(tenant bigint) returns text
        language sql immutable as $$ select 'yc_t' || tenant $$;

      -- The search_path of a tenant's work: its own tables first, then the platform's (whose names models may not take).
      create or replace function yc_tenant_search_path(tenant bigint) returns text
        language sql immutable as $$ select yc_tenant_schema(tenant) || ', public' $$;

      -- Creates the current enterprise's schema when it has none yet; run as the table owner before its first DDL.
      create or replace function yc_ensure_tenant_schema(app_role text) returns void
        language plpgsql as $$
      declare s text := yc_tenant_schema(yc_current_tenant());
      begin
        execute format('create schema if not exists %I', s);
        execute format('grant usage on schema %I to %I', s, app_role);
      end $$;

      do $$
      declare t record;
      begin
        for t in select o.table_name, o.tenant_id from ef_table_owner o
                  where exists (select 1 from information_schema.tables i where i.table_schema = 'public' and i.table_name = o.table_name)
        loop
          execute format('create schema if not exists %I', yc_tenant_schema(t.tenant_id));
          execute format('alter table public.%I set schema %I', t.table_name, yc_tenant_schema(t.tenant_id));
        end loop;
      end $$;
      drop table ef_table_owner;
    `);
  }
}
