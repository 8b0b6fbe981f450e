// The lists of handled tasks (done, read) are read newest handled first: an index in that order per assignee, so the
// first page of a user with 100,000 handled tasks reads ten index entries instead of sorting them all.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261208000006BpmTaskLists extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index bpm_task_handled_idx on bpm_task (tenant_id, assignee_id, task_type, status, completed_at desc);');
  }
}
