// Platform tables, the tenant function and row-level security for every tenant-scoped table.
import { Migration } from '@mikro-orm/migrations';

/** Tables whose rows belong to an enterprise (tenant); each gets the tenant policy below. */
export const TENANT_TABLES = [
  'sys_user', 'sys_role', 'sys_user_role', 'sys_permission', 'sys_role_permission',
  'sys_dict', 'sys_dict_item', 'sys_config', 'sys_custom', 'sys_app_group', 'sys_app',
] as const;

export class Migration20261122000001Platform extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function yc_current_tenant() returns integer
        language sql stable as $$ select nullif(current_setting('app.tenant_id', true), '')::integer $$;

      -- Row-level security for a tenant-scoped table: rows of the session's tenant only, for
      -- reads and writes. Used here and by the DDL of user-modelled tables.
      create or replace function yc_enable_tenant_rls(tbl regclass, app_role text) returns void
        language plpgsql as $$
      begin
        execute format('alter table %s enable row level security', tbl);
        if not exists (select 1 from pg_policy where polrelid = tbl and polname = 'tenant_isolation') then
          execute format('create policy tenant_isolation on %s using (tenant_id = yc_current_tenant()) with check (tenant_id = yc_current_tenant())', tbl);
        end if;
        execute format('grant select, insert, update, delete on %s to %I', tbl, app_role);
      end $$;

      create table sys_installation (key text primary key, value text not null);

      create table sys_tenant (
        id serial primary key,
        code text not null unique,
        name text not null,
        status smallint not null default 1,
        created_at timestamptz not null default now()
      );

      create table sys_user (
        id uuid primary key,
        tenant_id integer not null default yc_current_tenant() references sys_tenant(id),
        username text not null,
        realname text not null default '',
        password_hash text not null,
        avatar text, birthday date, sex smallint, email text, phone text, telephone text,
        work_no text, user_num text, user_order integer not null default 0,
        is_real_user boolean not null default true,
        status smallint not null default 1,
        del_flag smallint not null default 0,
        pwd_initial boolean not null default false,
        pwd_reset boolean not null default false,
        last_login_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version integer not null default 1
      );
      create unique index sys_user_username_uq on sys_user (lower(username));

      create table sys_role (
        id uuid primary key,
        tenant_id integer not null default yc_current_tenant() references sys_tenant(id),
        role_code text not null, role_name text not null, role_order integer not null default 0,
        description text, back char(1) not null default '0',
        created_at timestamptz not null default now(),
        version integer not null default 1,
        unique (tenant_id, role_code)
      );

      create table sys_user_role (
        tenant_id integer not null default yc_current_tenant() references sys_tenant(id),
        user_id uuid not null references sys_user(id) on delete cascade,
        role_id uuid not null references sys_role(id) on delete cascade,
        primary key (user_id, role_id)
      );

      create table sys_permission (
        id uuid primary key,
        tenant_id integer not null default yc_current_tenant() references sys_tenant(id),
        code text not null,
        parent_id uuid references sys_permission(id) on delete cascade,
        name text not null, name_en text,
        menu_type smallint not null default 1,
        back char(1) not null default '1',
        sort_no numeric not null default 0,
        component text, url text, component_props jsonb, icon text,
        menu_hidden boolean not null default false,
        is_keepalive boolean not null default false,
        internal_or_external boolean not null default false,
        always_show boolean not null default false,
        redirect text, perms text, perms_type char(1) not null default '1',
        status char(1) not null default '0',
        micro_app_route text, micro_app_url text, group_code text,
        created_at timestamptz not null default now(),
        version integer not null default 1,
        unique (tenant_id, code)
      );

      create table sys_role_permission (
        tenant_id integer not null default yc_current_tenant() references sys_tenant(id),
        role_id uuid not null references sys_role(id) on delete cascade,
        permission_id uuid not null references sys_permission(id) on delete cascade,
        primary key (role_id, permission_id)
      );

      create table sys_dict (
        id uuid primary key,
        tenant_id integer not null default yc_current_tenant() references sys_tenant(id),
        dict_code text not null, dict_name text not null, category text not null default 'public',
        description text,
        version integer not null default 1,
        unique (tenant_id, dict_code)
      );

      create table sys_dict_item (
        id uuid primary key,
        tenant_id integer not null default yc_current_tenant() references sys_tenant(id),
        dict_id uuid not null references sys_dict(id) on delete cascade,
        item_text text not null, item_text_en text, item_value text not null,
        sort_order integer not null default 0,
        visible_check boolean not null default true,
        unique (dict_id, item_value)
      );

      create table sys_config (
        id uuid primary key,
        tenant_id integer not null default yc_current_tenant() references sys_tenant(id),
        config_code text not null, config_value text not null default '', description text,
        version integer not null default 1,
        unique (tenant_id, config_code)
      );

      create table sys_custom (
        id uuid primary key,
        tenant_id integer not null default yc_current_tenant() references sys_tenant(id),
        user_id uuid not null references sys_user(id) on delete cascade,
        type text not null, data_id text not null, content text not null,
        updated_at timestamptz not null default now(),
        unique (tenant_id, user_id, type, data_id)
      );

      create table sys_app_group (
        id uuid primary key,
        tenant_id integer not null default yc_current_tenant() references sys_tenant(id),
        group_code text not null, group_name text not null, group_desc text,
        order_num integer not null default 0, parent_code text, icon text, background_color text,
        is_mobile boolean not null default false, is_common boolean not null default false,
        version integer not null default 1,
        unique (tenant_id, group_code)
      );

      create table sys_app (
        id uuid primary key,
        tenant_id integer not null default yc_current_tenant() references sys_tenant(id),
        app_code text not null, app_name text not null, app_version text not null,
        bundle jsonb not null,
        installed_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (tenant_id, app_code)
      );

      -- Sessions, captchas and login failures are looked up before a tenant is known: system tables.
      create table sys_token (
        jti uuid primary key,
        tenant_id integer not null references sys_tenant(id),
        user_id uuid not null references sys_user(id) on delete cascade,
        ip text,
        issued_at timestamptz not null default now(),
        expires_at timestamptz not null,
        revoked_at timestamptz
      );
      create index sys_token_user_idx on sys_token (user_id);

      create table sys_captcha (
        check_key text primary key,
        code text not null,
        expires_at timestamptz not null
      );

      create table sys_login_failure (
        id bigserial primary key,
        key text not null,
        created_at timestamptz not null default now()
      );
      create index sys_login_failure_key_idx on sys_login_failure (key, created_at);
    `);
  }
}
