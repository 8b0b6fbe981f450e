// flowScope: the record of a page a process instance is about (started from that record), so that a page bound to a
// process lists its records by their process state with an indexed lookup.
import { Migration } from '@mikro-orm/migrations';

export class Migration2026121105000001PageFlowScope extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table bpm_instance add column data_id text;
      create index bpm_instance_data_idx on bpm_instance (data_id, tenant_id) where data_id is not null;
    `);
  }
}
