// The built-in administrator role ('admin') is granted every menu and button item when it is created, whatever
// creates it (the menu screen, an app bundle, putting a page on a menu): a new menu is never invisible to it.
import { Migration } from '@mikro-orm/migrations';

export const TENANT_TABLES = [] as const;

export class Migration20261128000001AdminGetsMenus extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function yc_grant_new_item_to_admin() returns trigger language plpgsql as $$
      begin
        insert into sys_role_permission (tenant_id, role_id, permission_id)
          select new.tenant_id, r.id, new.id from sys_role r where r.role_code = 'admin' and r.org_id is null and r.tenant_id = new.tenant_id
          on conflict do nothing;
        return null;
      end $$;
      create trigger yc_admin_gets_new_items after insert on sys_permission for each row execute function yc_grant_new_item_to_admin();
    `);
  }
}
