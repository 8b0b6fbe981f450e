// The logic layer's own rows: the counters of fill rules (one row per rule and period, drawn under its row lock so that
// parallel draws never collide), categories (a coded tree) and external data sources (password encrypted at rest).
// SQL and HTTP configs, fill rules and check rules are metadata documents in ef_metadata.
import { Migration } from '@mikro-orm/migrations';

export const TENANT_TABLES = ['sys_fill_rule_seq', 'sys_category', 'sys_data_source'] as const;

const tenant = 'tenant_id integer not null default yc_current_tenant() references sys_tenant(id)';

export class Migration20261204000001LogicLayer extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table ef_metadata drop constraint ef_metadata_kind_check;
      alter table ef_metadata add constraint ef_metadata_kind_check
        check (kind in ('tableModel', 'form', 'view', 'sqlConfig', 'httpConfig', 'fillRule', 'checkRule'));

      create table sys_fill_rule_seq (
        ${tenant},
        rule_code text not null,
        period text not null,
        value bigint not null,
        primary key (tenant_id, rule_code, period)
      );

      create table sys_category (
        id uuid primary key,
        ${tenant},
        parent_id uuid references sys_category(id),
        name text not null,
        code text not null,
        sort_no integer not null default 0,
        created_at timestamptz not null default now(),
        version integer not null default 1,
        unique (tenant_id, code)
      );
      create index sys_category_parent_idx on sys_category (tenant_id, parent_id);

      create table sys_data_source (
        id uuid primary key,
        ${tenant},
        datasource_key text not null,
        datasource_name text not null,
        datasource_type text,
        db_type text not null,
        url text not null,
        username text,
        password_enc text,
        attributes_json text,
        driver_class_name text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version integer not null default 1,
        unique (tenant_id, datasource_key)
      );

      -- SQL configs read as <app role>_reader: it may read the enterprises' modelled tables and nothing of the platform's.
      create or replace function yc_enable_tenant_rls(tbl regclass, app_role text) returns void
        language plpgsql as $$
      declare schema_name text := (select n.nspname from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.oid = tbl);
      begin
        execute format('alter table %s enable row level security', tbl);
        if not exists (select 1 from pg_policy where polrelid = tbl and polname = 'tenant_isolation') then
          execute format('create policy tenant_isolation on %s using (tenant_id = (select yc_current_tenant())) with check (tenant_id = (select yc_current_tenant()))', tbl);
        end if;
        execute format('grant select, insert, update, delete on %s to %I', tbl, app_role);
        if schema_name ~ '^yc_t[0-9]+$' and exists (select 1 from pg_roles where rolname = app_role || '_reader') then
          execute format('grant select on %s to %I', tbl, app_role || '_reader');
        end if;
      end $$;

      create or replace function yc_ensure_tenant_schema(app_role text) returns void
        language plpgsql as $$
      declare s text := yc_tenant_schema(yc_current_tenant());
      begin
        execute format('create schema if not exists %I', s);
        execute format('grant usage on schema %I to %I', s, app_role);
        if exists (select 1 from pg_roles where rolname = app_role || '_reader') then
          execute format('grant usage on schema %I to %I', s, app_role || '_reader');
        end if;
      end $$;
    `);
  }
}
