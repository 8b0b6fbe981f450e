// Datasets and report widgets are stored metadata documents (kinds 'dataset' and 'widget'), versioned with the others.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261209000001Reports extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table ef_metadata drop constraint ef_metadata_kind_check;
      alter table ef_metadata add constraint ef_metadata_kind_check
        check (kind in ('tableModel', 'form', 'view', 'sqlConfig', 'httpConfig', 'fillRule', 'checkRule', 'template', 'erModel', 'dataset', 'widget'));
      create index ef_metadata_widget_dataset_idx on ef_metadata (tenant_id, (content ->> 'datasetCode')) where kind = 'widget';
    `);
  }
}
