// The tasks of process instances: who handles which node of which instance, open or done, with the opinion given.
// A user's open tasks are read by (assignee, status), newest first.
import { Migration } from '@mikro-orm/migrations';

export const TENANT_TABLES = ['bpm_task'] as const;

export class Migration20261208000002BpmTasks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table bpm_task (
        id uuid primary key,
        tenant_id integer not null default yc_current_tenant() references sys_tenant(id),
        instance_id uuid not null references bpm_instance(id) on delete cascade,
        node_id text not null,
        node_name text,
        task_type text not null default 'todo' check (task_type in ('todo', 'toRead')),
        assignee_id uuid,
        status text not null default 'open' check (status in ('open', 'done', 'cancelled')),
        action text,
        opinion text,
        created_at timestamptz not null default now(),
        completed_at timestamptz,
        due_at timestamptz
      );
      create index bpm_task_assignee_idx on bpm_task (tenant_id, assignee_id, status, created_at desc);
      create index bpm_task_instance_idx on bpm_task (tenant_id, instance_id, node_id);
    `);
  }
}
