// A new user's first password (pwd_initial) must change before the session may do anything else, as a reset one
// (pwd_reset) already must: the sessions cache reads both, so a change of either pushes the user's sessions out.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261213420001FirstLoginChange extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      drop trigger yc_user_changed on sys_user;
      create trigger yc_user_changed after update on sys_user
        for each row when (old.status is distinct from new.status or old.del_flag is distinct from new.del_flag
          or old.pwd_reset is distinct from new.pwd_reset or old.pwd_initial is distinct from new.pwd_initial
          or old.username is distinct from new.username
          or old.realname is distinct from new.realname or old.current_org_id is distinct from new.current_org_id)
        execute function yc_notify_user();
    `);
  }
}
