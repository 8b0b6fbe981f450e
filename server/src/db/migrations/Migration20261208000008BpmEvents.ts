// The messages and signals an instance waits for (receive tasks, message and signal catch events), kept with it: the
// administrators' list shows them with its waiting nodes, and a message is delivered only to an event that waits; and
// with the run kept at each node, so a rejection back to that node waits for them again.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261208000008BpmEvents extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table bpm_instance add column events jsonb not null default '[]'::jsonb;
      alter table bpm_node_state add column events jsonb not null default '[]'::jsonb;
    `);
  }
}
