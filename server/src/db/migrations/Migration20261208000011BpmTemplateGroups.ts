// Process groups: the managed list the templates page files templates under (name, code, order). A template keeps its
// group as the group's name (the `group` text it always had), so templates saved before groups existed, and imports
// naming a group by text, still list under it; both the name and the code are unique in an enterprise.
import { Migration } from '@mikro-orm/migrations';

export const TENANT_TABLES = ['bpm_template_group'] as const;

const tenant = 'tenant_id integer not null default yc_current_tenant() references sys_tenant(id)';

export class Migration20261208000011BpmTemplateGroups extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table bpm_template_group (
        id uuid primary key,
        ${tenant},
        name text not null,
        code text not null,
        order_no integer not null default 0,
        created_by text,
        created_at timestamptz not null default now(),
        updated_by text,
        updated_at timestamptz not null default now(),
        version integer not null default 1,
        constraint bpm_template_group_code_key unique (tenant_id, code),
        constraint bpm_template_group_name_key unique (tenant_id, name)
      );
      create index bpm_template_group_idx on bpm_template (tenant_id, group_name);
    `);
  }
}
