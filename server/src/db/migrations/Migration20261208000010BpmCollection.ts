// A user's collection of favourite processes, in folders under one root per user (created on first use); and the
// indexes the process analytics read through: instances by start time, tasks by creation time, open tasks by due time
// (the overdue list), so that a report over a date range reads that range, not every task.
import { Migration } from '@mikro-orm/migrations';

export const TENANT_TABLES = ['bpm_collection_folder', 'bpm_collection_item'] as const;

const tenant = 'tenant_id integer not null default yc_current_tenant() references sys_tenant(id)';

export class Migration20261208000010BpmCollection extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table bpm_collection_folder (
        id uuid primary key,
        ${tenant},
        user_id uuid not null,
        -- The root has none; a folder with sub-folders or processes is not deleted (no cascade).
        parent_id uuid references bpm_collection_folder(id),
        name text not null,
        depth integer not null check (depth >= 0),
        created_at timestamptz not null default now(),
        unique (parent_id, name)
      );
      create unique index bpm_collection_root_idx on bpm_collection_folder (tenant_id, user_id) where parent_id is null;
      create index bpm_collection_folder_user_idx on bpm_collection_folder (tenant_id, user_id);

      create table bpm_collection_item (
        id uuid primary key,
        ${tenant},
        user_id uuid not null,
        folder_id uuid not null references bpm_collection_folder(id),
        template_key text not null,
        created_at timestamptz not null default now(),
        unique (tenant_id, user_id, template_key)
      );
      create index bpm_collection_item_folder_idx on bpm_collection_item (folder_id);

      create index bpm_instance_started_idx on bpm_instance (tenant_id, template_key, start_time);
      create index bpm_task_created_idx on bpm_task (tenant_id, created_at);
      create index bpm_task_overdue_idx on bpm_task (tenant_id, due_at) where status = 'open' and task_type = 'todo' and due_at is not null;
    `);
  }
}
