// Templates are stored metadata documents (ef_metadata kind 'template'), versioned with the rest.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261206000001Templates extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table ef_metadata drop constraint ef_metadata_kind_check;
      alter table ef_metadata add constraint ef_metadata_kind_check
        check (kind in ('tableModel', 'form', 'view', 'sqlConfig', 'httpConfig', 'fillRule', 'checkRule', 'template'));
    `);
  }
}
