// ER models (an app group's diagram: where its tables stand, its relations) are stored metadata documents (kind 'erModel').
import { Migration } from '@mikro-orm/migrations';

export class Migration20261207000001ErModels extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table ef_metadata drop constraint ef_metadata_kind_check;
      alter table ef_metadata add constraint ef_metadata_kind_check
        check (kind in ('tableModel', 'form', 'view', 'sqlConfig', 'httpConfig', 'fillRule', 'checkRule', 'template', 'erModel'));
    `);
  }
}
