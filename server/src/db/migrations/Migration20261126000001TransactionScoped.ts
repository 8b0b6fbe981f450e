// What tenant-scoped transactions need so that they never reach for a second connection: tokens are tenant
// rows (a user's sessions end inside the transaction that freezes or deletes the user), and the one
// cross-enterprise check, whether an account name is taken anywhere, is a function that sees every row.
import { Migration } from '@mikro-orm/migrations';

export const TENANT_TABLES = ['sys_token'] as const;

export class Migration20261126000001TransactionScoped extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function yc_username_taken(p_username text, p_except_id text) returns boolean
        language sql stable security definer set search_path = public, pg_temp as $$
          select exists (select 1 from sys_user where lower(username) = lower(p_username) and id::text <> coalesce(p_except_id, ''))
        $$;
    `);
  }
}
