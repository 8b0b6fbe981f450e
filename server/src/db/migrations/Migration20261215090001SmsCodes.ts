// SMS verification codes (phone-code login, enterprise registration): kept hashed, single use, expiring; the rows of
// the last hour also count the codes a phone was sent. Platform-wide (a phone is verified before an enterprise is known).
import { Migration } from '@mikro-orm/migrations';

export class Migration20261215090001SmsCodes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table sys_sms_code (
        id bigserial primary key,
        phone text not null,
        purpose text not null check (purpose in ('login', 'register')),
        code_hash text not null,
        expires_at timestamptz not null,
        used_at timestamptz,
        failures integer not null default 0,
        created_at timestamptz not null default now()
      );
      create index sys_sms_code_phone_idx on sys_sms_code (phone, purpose, created_at desc);
    `);
  }
}
