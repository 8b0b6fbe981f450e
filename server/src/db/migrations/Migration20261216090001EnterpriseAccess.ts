// Issue #34 items 2, 4, 5: joining an enterprise (its own switch, approval and invitation token), password reset tokens
// (hashed, single use, expiring) and SMS codes for joining and resetting. An enterprise's status (1 active, 2 frozen)
// already exists; a user's status 3 is a registration waiting for approval.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261216090001EnterpriseAccess extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table sys_sms_code drop constraint sys_sms_code_purpose_check;
      alter table sys_sms_code add constraint sys_sms_code_purpose_check check (purpose in ('login', 'register', 'join', 'reset'));

      alter table sys_tenant
        add column join_by_code boolean not null default false,
        add column join_approval boolean not null default false,
        add column invite_token text unique;

      create table sys_password_reset (
        id bigserial primary key,
        user_id uuid not null references sys_user(id) on delete cascade,
        token_hash text not null unique,
        expires_at timestamptz not null,
        used_at timestamptz,
        created_at timestamptz not null default now()
      );
      create index sys_password_reset_user_idx on sys_password_reset (user_id);
    `);
  }
}
