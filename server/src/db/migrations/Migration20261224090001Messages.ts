// Messages and their templates (#38 item 2): a template (code unique in the enterprise, name, channel, title, content
// with {{name}} placeholders); a message (spec §3: esTitle, esType, esReceiver, esTemplateCode, esParam, esContent,
// esSendTime, esSendStatus, esSendNum, esResult) sent on one channel — a system message to a user (es_user_id, read or
// not), a mail or an SMS tried on the job queue. source_key makes an event's message once (an overdue task's notice).
import { Migration } from '@mikro-orm/migrations';

export const TENANT_TABLES = ['sys_message_template', 'sys_message'] as const;

const tenant = 'tenant_id integer not null default yc_current_tenant() references sys_tenant(id)';

export class Migration20261224090001Messages extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table sys_message_template (
        id uuid primary key,
        ${tenant},
        template_code text not null,
        template_name text not null,
        template_type text not null default 'system',
        template_title text not null default '',
        template_content text not null default '',
        template_test_json text,
        created_by text,
        created_at timestamptz not null default now(),
        updated_by text,
        updated_at timestamptz not null default now(),
        version integer not null default 1,
        constraint sys_message_template_code_key unique (tenant_id, template_code),
        constraint sys_message_template_type_check check (template_type in ('system', 'email', 'sms'))
      );
      create table sys_message (
        id uuid primary key,
        ${tenant},
        es_title text not null default '',
        es_type text not null,
        es_receiver text not null,
        es_user_id uuid references sys_user(id) on delete cascade,
        es_template_code text,
        es_param text,
        es_content text not null default '',
        es_send_time timestamptz,
        es_send_status text not null default 'notSent',
        es_send_num integer not null default 0,
        es_result text,
        read_flag text not null default '0',
        read_time timestamptz,
        source_key text,
        created_by text,
        created_at timestamptz not null default now(),
        constraint sys_message_type_check check (es_type in ('system', 'email', 'sms')),
        constraint sys_message_status_check check (es_send_status in ('notSent', 'sent', 'failed')),
        constraint sys_message_source_key unique (tenant_id, source_key)
      );
      create index sys_message_list_idx on sys_message (tenant_id, created_at desc);
      create index sys_message_user_idx on sys_message (tenant_id, es_user_id, read_flag) where es_type = 'system';
    `);
  }
}
