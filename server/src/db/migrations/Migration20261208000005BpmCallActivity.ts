// A process a call activity started runs as an instance of its own, bound to the instance and node that called it:
// when it completes, the caller continues from that node with the variables it ended with.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261208000005BpmCallActivity extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table bpm_instance add column parent_id uuid references bpm_instance(id) on delete cascade;
      alter table bpm_instance add column parent_node_id text;
      create index bpm_instance_parent_idx on bpm_instance (parent_id) where parent_id is not null;
    `);
  }
}
