// Change notifications for the server's caches (see db/changes.ts): triggers on the tables that sessions, grants
// and metadata are read from send `pg_notify('yc_changes', …)`, delivered to every instance when the change commits.
import { Migration } from '@mikro-orm/migrations';

export const TENANT_TABLES = [] as const;

/** Tables whose any change may alter what a user is granted or how data rules read. */
const GRANT_TABLES = [
  'sys_user_role', 'sys_role', 'sys_role_permission', 'sys_permission', 'sys_user_org', 'sys_org',
  'sys_depart_permission', 'sys_permission_data_rule', 'sys_role_data_rule',
];

export class Migration20261127000001ChangeNotify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function yc_notify_topic() returns trigger language plpgsql as $$
      begin
        perform pg_notify('yc_changes', tg_argv[0]);
        return null;
      end $$;

      create or replace function yc_notify_token() returns trigger language plpgsql as $$
      begin
        perform pg_notify('yc_changes', 'token:' || coalesce(new.jti, old.jti));
        return null;
      end $$;

      create or replace function yc_notify_user() returns trigger language plpgsql as $$
      begin
        perform pg_notify('yc_changes', 'user:' || coalesce(new.id, old.id));
        return null;
      end $$;

      create trigger yc_token_changed after update on sys_token
        for each row when (old.revoked_at is distinct from new.revoked_at or old.expires_at is distinct from new.expires_at)
        execute function yc_notify_token();
      create trigger yc_token_deleted after delete on sys_token for each row execute function yc_notify_token();

      -- What a session or a data rule reads of the user: sign-in state, name, account, current department.
      create trigger yc_user_changed after update on sys_user
        for each row when (old.status is distinct from new.status or old.del_flag is distinct from new.del_flag
          or old.pwd_reset is distinct from new.pwd_reset or old.username is distinct from new.username
          or old.realname is distinct from new.realname or old.current_org_id is distinct from new.current_org_id)
        execute function yc_notify_user();
      create trigger yc_user_deleted after delete on sys_user for each row execute function yc_notify_user();

      ${GRANT_TABLES.map((t) => `create trigger yc_grants_changed after insert or update or delete or truncate on ${t}
        for each statement execute function yc_notify_topic('grants');`).join('\n')}

      create trigger yc_metadata_changed after insert or update or delete or truncate on ef_metadata
        for each statement execute function yc_notify_topic('metadata');
    `);
  }
}
