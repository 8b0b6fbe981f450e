// Identity and access tables: organisations and memberships, positions, jobs, department permissions and
// roles, data rules, and the system log; user uniqueness beyond the account name.
import { Migration } from '@mikro-orm/migrations';

export const TENANT_TABLES = [
  'sys_org', 'sys_user_org', 'sys_position', 'sys_job', 'sys_user_job', 'sys_depart_permission',
  'sys_permission_data_rule', 'sys_role_data_rule', 'sys_log',
] as const;

const tenant = 'tenant_id integer not null default yc_current_tenant() references sys_tenant(id)';

export class Migration20261123000001Identity extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table sys_org (
        id uuid primary key,
        ${tenant},
        parent_id uuid references sys_org(id),
        org_code text not null, org_name text not null, org_name_abbr text,
        org_type text not null default 'dept' check (org_type in ('org', 'dept')),
        org_order integer not null default 0, description text,
        created_at timestamptz not null default now(),
        version integer not null default 1,
        unique (tenant_id, org_code)
      );
      create index sys_org_parent_idx on sys_org (parent_id);

      -- A user's departments; one of them may be the main one (majarDepName).
      create table sys_user_org (
        ${tenant},
        user_id uuid not null references sys_user(id) on delete cascade,
        org_id uuid not null references sys_org(id) on delete cascade,
        is_main boolean not null default false,
        primary key (user_id, org_id)
      );
      create index sys_user_org_org_idx on sys_user_org (org_id);

      -- The department chosen at login (selectDepart) and the user's secret level.
      alter table sys_user add column current_org_id uuid references sys_org(id) on delete set null;
      alter table sys_user add column user_secret text;
      create unique index sys_user_email_uq on sys_user (tenant_id, lower(email)) where email is not null and email <> '';
      create unique index sys_user_phone_uq on sys_user (tenant_id, phone) where phone is not null and phone <> '';
      create unique index sys_user_work_no_uq on sys_user (tenant_id, work_no) where work_no is not null and work_no <> '';

      create table sys_position (
        id uuid primary key,
        ${tenant},
        position_code text not null, position_name text not null, position_order integer not null default 0,
        created_at timestamptz not null default now(),
        version integer not null default 1,
        unique (tenant_id, position_code)
      );

      create table sys_job (
        id uuid primary key,
        ${tenant},
        job_code text not null, job_name text not null, job_order integer not null default 0,
        created_at timestamptz not null default now(),
        version integer not null default 1,
        unique (tenant_id, job_code)
      );

      create table sys_user_job (
        ${tenant},
        user_id uuid not null references sys_user(id) on delete cascade,
        job_id uuid not null references sys_job(id) on delete cascade,
        primary key (user_id, job_id)
      );

      -- A department role is a role bound to one department: it counts only for the department's members
      -- and grants only what the department's permissions allow.
      alter table sys_role add column org_id uuid references sys_org(id) on delete cascade;

      create table sys_depart_permission (
        ${tenant},
        org_id uuid not null references sys_org(id) on delete cascade,
        permission_id uuid not null references sys_permission(id) on delete cascade,
        primary key (org_id, permission_id)
      );

      -- Row-level data rules of a menu item, and the rules each role applies when it grants that item.
      create table sys_permission_data_rule (
        id uuid primary key,
        ${tenant},
        permission_id uuid not null references sys_permission(id) on delete cascade,
        rule_name text not null, rule_column text not null, rule_conditions text not null, rule_value text not null default '',
        status char(1) not null default '0',
        created_at timestamptz not null default now(),
        version integer not null default 1
      );
      create index sys_permission_data_rule_perm_idx on sys_permission_data_rule (permission_id);

      create table sys_role_data_rule (
        ${tenant},
        role_id uuid not null references sys_role(id) on delete cascade,
        rule_id uuid not null references sys_permission_data_rule(id) on delete cascade,
        primary key (role_id, rule_id)
      );

      -- Login, logout and operation entries; the user id is kept without a reference so entries outlive the user.
      create table sys_log (
        id uuid primary key,
        ${tenant},
        log_type text not null check (log_type in ('login', 'logout', 'operation')),
        user_id uuid, username text, method text, path text, request_url text, ip text,
        status integer, outcome text not null check (outcome in ('success', 'failure')),
        duration_ms integer, content text,
        created_at timestamptz not null default now()
      );
      create index sys_log_created_idx on sys_log (tenant_id, created_at desc);
    `);
  }
}
