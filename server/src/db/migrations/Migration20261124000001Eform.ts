// Eform tables: stored metadata (table models, forms, views) with versions, the data log of modelled
// tables, and which enterprise owns each physical table that a model created.
import { Migration } from '@mikro-orm/migrations';

export const TENANT_TABLES = ['ef_metadata', 'ef_data_log'] as const;

const tenant = 'tenant_id integer not null default yc_current_tenant() references sys_tenant(id)';

export class Migration20261124000001Eform extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      -- One row per metadata item: its kind, code, owning app group, the validated document and its version.
      create table ef_metadata (
        id uuid primary key,
        ${tenant},
        kind text not null check (kind in ('tableModel', 'form', 'view')),
        code text not null,
        group_code text not null,
        content jsonb not null,
        sync_state text check (sync_state in ('notCreated', 'created', 'notSynced', 'synced')),
        version integer not null default 1,
        create_by text, created_at timestamptz not null default now(),
        update_by text, updated_at timestamptz not null default now(),
        unique (tenant_id, kind, code)
      );
      create index ef_metadata_group_idx on ef_metadata (tenant_id, kind, group_code);

      -- Every change of a record of a modelled table: before and after, who and when.
      create table ef_data_log (
        id bigserial primary key,
        ${tenant},
        table_name text not null,
        record_id text not null,
        action text not null check (action in ('add', 'edit', 'delete')),
        before jsonb, after jsonb,
        user_id uuid, username text,
        created_at timestamptz not null default now()
      );
      create index ef_data_log_record_idx on ef_data_log (tenant_id, table_name, record_id, id);

      -- Physical tables of models are shared by name across the installation: the enterprise that created
      -- one owns its structure. A system table, read and written only by the DDL runner.
      create table ef_table_owner (
        table_name text primary key,
        tenant_id integer not null references sys_tenant(id),
        created_at timestamptz not null default now()
      );
    `);
  }
}
