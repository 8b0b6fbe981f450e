// A record written through the platform (every such write is logged in ef_data_log) tells every server instance that
// its table changed: `pg_notify('yc_changes', 'table:<tenant>:<table>')`, delivered when the write commits. The
// dataset result cache drops the results read from that table (server/src/eform/reports/dataset-cache.ts).
import { Migration } from '@mikro-orm/migrations';

export class Migration20261212070001DatasetCache extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function yc_notify_table_written() returns trigger language plpgsql as $$
      declare
        written record;
      begin
        for written in select distinct tenant_id, table_name from yc_written loop
          perform pg_notify('yc_changes', 'table:' || written.tenant_id || ':' || written.table_name);
        end loop;
        return null;
      end $$;
      create trigger yc_data_log_written after insert on ef_data_log referencing new table as yc_written
        for each statement execute function yc_notify_table_written();
    `);
  }
}
