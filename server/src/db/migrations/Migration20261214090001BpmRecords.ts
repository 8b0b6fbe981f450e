// Approvals on records: an instance started for a record keeps the page it was saved through (whose form, data rules
// and save path every later write of the record goes through) and where the record stands (approval status, engine
// vocabulary APPROVAL_STATUSES); a handler's task keeps when its initiator last urged it.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261214090001BpmRecords extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table bpm_instance add column view_code text;
      alter table bpm_instance add column approval_status text
        check (approval_status in ('draft', 'inApproval', 'approved', 'rejected', 'withdrawn'));
      alter table bpm_task add column urged_at timestamptz;
      alter table bpm_task add column urge_count integer not null default 0;
    `);
  }
}
