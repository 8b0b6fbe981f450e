// Approval processes: process templates (the design being edited, its status), the definitions each publish froze
// (instances run on the version they started with), and the instances (what a template with instance data is).
import { Migration } from '@mikro-orm/migrations';

export const TENANT_TABLES = ['bpm_template', 'bpm_template_version', 'bpm_instance'] as const;

const tenant = 'tenant_id integer not null default yc_current_tenant() references sys_tenant(id)';

export class Migration20261208000001Bpm extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table bpm_template (
        id uuid primary key,
        ${tenant},
        template_key text not null,
        name text not null,
        group_name text not null,
        group_code text,
        status text not null default 'design' check (status in ('design', 'active', 'suspended')),
        form_code text,
        bpmn_xml text not null,
        start_permission jsonb not null,
        nodes jsonb not null default '{}',
        published_version integer,
        created_by text,
        created_at timestamptz not null default now(),
        updated_by text,
        updated_at timestamptz not null default now(),
        version integer not null default 1,
        unique (tenant_id, template_key)
      );
      create index bpm_template_form_idx on bpm_template (tenant_id, form_code);

      create table bpm_template_version (
        ${tenant},
        template_key text not null,
        definition_version integer not null,
        name text not null,
        form_code text,
        bpmn_xml text not null,
        start_permission jsonb not null,
        nodes jsonb not null,
        published_by text,
        published_at timestamptz not null default now(),
        primary key (tenant_id, template_key, definition_version)
      );

      create table bpm_instance (
        id uuid primary key,
        ${tenant},
        template_key text not null,
        definition_version integer not null,
        business_title text not null,
        state text not null check (state in ('ACTIVE', 'COMPLETED', 'SUSPENDED')),
        start_user_id uuid not null,
        start_time timestamptz not null default now(),
        end_time timestamptz,
        engine_state jsonb,
        version integer not null default 1,
        foreign key (tenant_id, template_key, definition_version) references bpm_template_version (tenant_id, template_key, definition_version)
      );
      create index bpm_instance_template_idx on bpm_instance (tenant_id, template_key);
      create index bpm_instance_starter_idx on bpm_instance (tenant_id, start_user_id, start_time desc);
    `);
  }
}
