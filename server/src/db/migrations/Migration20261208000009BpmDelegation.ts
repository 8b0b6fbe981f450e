// Delegation and handover. A delegation gives a user's new to-do tasks of chosen processes (all when `template_keys`
// is null) to a bailee for a period; the tasks it gave keep who they were delegated from and through which delegation
// (cancelling it gives the unhandled ones back). A handover records an administrator moving a user's open tasks to
// another user (who, when, which tasks, the notice).
import { Migration } from '@mikro-orm/migrations';

export const TENANT_TABLES = ['bpm_delegation', 'bpm_handover'] as const;

const tenant = 'tenant_id integer not null default yc_current_tenant() references sys_tenant(id)';

export class Migration20261208000009BpmDelegation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table bpm_delegation (
        id uuid primary key,
        ${tenant},
        delegator_id uuid not null references sys_user(id),
        bailee_id uuid not null references sys_user(id),
        template_keys jsonb,
        start_time timestamptz not null,
        end_time timestamptz not null,
        created_by text,
        created_at timestamptz not null default now(),
        cancelled_by text,
        cancelled_at timestamptz,
        check (start_time <= end_time),
        check (delegator_id <> bailee_id)
      );
      -- Every approval step reads the live delegations of the users it gives tasks to.
      create index bpm_delegation_delegator_idx on bpm_delegation (tenant_id, delegator_id, end_time) where cancelled_at is null;
      create index bpm_delegation_bailee_idx on bpm_delegation (tenant_id, bailee_id);
      alter table bpm_task add column delegated_from uuid;
      alter table bpm_task add column delegation_id uuid references bpm_delegation(id) on delete set null;
      create index bpm_task_delegation_idx on bpm_task (delegation_id) where delegation_id is not null;
      create table bpm_handover (
        id uuid primary key,
        ${tenant},
        from_user_id uuid not null references sys_user(id),
        to_user_id uuid not null references sys_user(id),
        type text not null check (type in ('all', 'task')),
        task_ids jsonb not null,
        notice text,
        create_by text,
        create_dept text,
        created_at timestamptz not null default now()
      );
      create index bpm_handover_created_idx on bpm_handover (tenant_id, created_at desc);
    `);
  }
}
