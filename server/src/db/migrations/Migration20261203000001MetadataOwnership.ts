// Ownership of stored metadata: the app that shipped an item (null: the enterprise's own) and whether the enterprise
// has changed it since, so that an upgrade of the app keeps and reports the enterprise's edits instead of overwriting them.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261203000001MetadataOwnership extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table ef_metadata add column app_code text, add column changed boolean not null default false;

      -- Items installed before: the app whose bundle lists the item; changed when saved by anyone but the installer since.
      update ef_metadata m set app_code = a.app_code, changed = m.update_by is distinct from 'install'
        from sys_app a
       where a.tenant_id = m.tenant_id and m.create_by = 'install'
         and a.bundle -> (case m.kind when 'tableModel' then 'tableModels' when 'form' then 'forms' else 'views' end)
             @> jsonb_build_array(jsonb_build_object(case m.kind when 'tableModel' then 'tableName' when 'form' then 'formCode' else 'viewCode' end, m.code));
    `);
  }
}
