// The tenant policy reads the session's tenant once per query (an init plan), not once per row.
import { Migration } from '@mikro-orm/migrations';

export const TENANT_TABLES = [] as const;

const POLICY = 'tenant_id = (select yc_current_tenant())';

export class Migration20261125000001TenantPolicy extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function yc_enable_tenant_rls(tbl regclass, app_role text) returns void
        language plpgsql as $$
      begin
        execute format('alter table %s enable row level security', tbl);
        if not exists (select 1 from pg_policy where polrelid = tbl and polname = 'tenant_isolation') then
          execute format('create policy tenant_isolation on %s using (${POLICY}) with check (${POLICY})', tbl);
        end if;
        execute format('grant select, insert, update, delete on %s to %I', tbl, app_role);
      end $$;

      do $$ declare t regclass;
      begin
        for t in select polrelid::regclass from pg_policy where polname = 'tenant_isolation' loop
          execute format('alter policy tenant_isolation on %s using (${POLICY}) with check (${POLICY})', t);
        end loop;
      end $$;
    `);
  }
}
