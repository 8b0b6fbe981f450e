// What rejecting, add-signing and timers need: the engine's state kept for each node the process came to wait at (a
// rejected task sends the process back to the state it had at an earlier node); tasks added to another one (add-sign):
// the task they were added to, before or after its handler, and that task's 'waiting' while signers before it decide;
// the process's pending timers (boundary and catch events), fired by the scheduler once each, after restarts too.
import { Migration } from '@mikro-orm/migrations';

export const TENANT_TABLES = ['bpm_node_state', 'bpm_timer'] as const;

export class Migration20261208000004BpmFlow extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table bpm_node_state (
        tenant_id integer not null default yc_current_tenant() references sys_tenant(id),
        instance_id uuid not null references bpm_instance(id) on delete cascade,
        node_id text not null,
        engine_state jsonb not null,
        waits jsonb not null,
        timers jsonb not null default '[]',
        variables jsonb not null default '{}',
        created_at timestamptz not null default now(),
        primary key (instance_id, node_id)
      );
      alter table bpm_task add column parent_id uuid references bpm_task(id) on delete cascade;
      alter table bpm_task add column add_sign text check (add_sign in ('before', 'after'));
      alter table bpm_task drop constraint bpm_task_status_check;
      alter table bpm_task add constraint bpm_task_status_check check (status in ('open', 'waiting', 'done', 'cancelled'));
      create table bpm_timer (
        tenant_id integer not null default yc_current_tenant() references sys_tenant(id),
        instance_id uuid not null references bpm_instance(id) on delete cascade,
        timer_id text not null,
        fire_at timestamptz not null,
        primary key (instance_id, timer_id)
      );
      create index bpm_timer_due_idx on bpm_timer (fire_at);
      create index bpm_task_parent_idx on bpm_task (parent_id) where parent_id is not null;
    `);
  }
}
