// Records carry a version (data_version): an edit names the version it read and bumps it. Tables created before get
// the column here, so that they stay in step with their models without a sync.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261130000001RecordVersion extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      do $$
      declare t record;
      begin
        for t in select o.table_name from ef_table_owner o
                  where exists (select 1 from information_schema.tables i where i.table_schema = current_schema() and i.table_name = o.table_name)
        loop
          execute format('alter table %I add column if not exists data_version integer not null default 1', t.table_name);
        end loop;
      end $$;
    `);
  }
}
