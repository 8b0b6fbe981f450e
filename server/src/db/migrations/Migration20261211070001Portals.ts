// Portals are stored metadata documents (kind 'portal'), versioned with the others.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261211070001Portals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table ef_metadata drop constraint ef_metadata_kind_check;
      alter table ef_metadata add constraint ef_metadata_kind_check
        check (kind in ('tableModel', 'form', 'view', 'sqlConfig', 'httpConfig', 'fillRule', 'checkRule', 'template', 'erModel', 'dataset', 'widget', 'portal'));
    `);
  }
}
