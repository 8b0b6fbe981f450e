// Announcements (system admin) and their sending: an announcement is written unpublished, published (to every user of
// the enterprise or to the specified users) and may be revoked. A send row per recipient holds the read flag: for the
// specified users the rows are made at publish; for "all users" a row is made only when a user reads it (the unread ones
// are the published announcements without the user's row), so publishing to a large enterprise writes nothing per user.
import { Migration } from '@mikro-orm/migrations';

export const TENANT_TABLES = ['sys_announcement', 'sys_announcement_send'] as const;

const tenant = 'tenant_id integer not null default yc_current_tenant() references sys_tenant(id)';

export class Migration20261212060001Announcements extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table sys_announcement (
        id uuid primary key,
        ${tenant},
        titile text not null,
        msg_content text,
        start_time timestamptz,
        end_time timestamptz,
        sender text,
        priority text not null default 'M',
        msg_category text not null default 'notice',
        msg_type text not null default 'ALL',
        selected_user jsonb not null default '[]'::jsonb,
        send_status text not null default 'unpublished',
        send_time timestamptz,
        cancel_time timestamptz,
        created_by text,
        created_at timestamptz not null default now(),
        updated_by text,
        updated_at timestamptz not null default now(),
        version integer not null default 1,
        constraint sys_announcement_status_check check (send_status in ('unpublished', 'published', 'revoked')),
        constraint sys_announcement_type_check check (msg_type in ('ALL', 'USER'))
      );
      create index sys_announcement_published_idx on sys_announcement (tenant_id, send_time desc) where send_status = 'published';
      create table sys_announcement_send (
        id uuid primary key,
        ${tenant},
        annt_id uuid not null references sys_announcement(id) on delete cascade,
        user_id uuid not null references sys_user(id) on delete cascade,
        read_flag text not null default '0',
        read_time timestamptz,
        created_at timestamptz not null default now(),
        constraint sys_announcement_send_key unique (annt_id, user_id)
      );
      create index sys_announcement_send_user_idx on sys_announcement_send (tenant_id, user_id, read_flag);
    `);
  }
}
