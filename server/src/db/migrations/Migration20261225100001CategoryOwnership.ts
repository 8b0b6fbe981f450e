// Categories an app ships (#35): each category records the app that installed it and whether the enterprise has
// changed it since (any save but an installer's, as for the other metadata tables), so that an update keeps those
// edits and a rollback restores or removes what the install wrote.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261225100001CategoryOwnership extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table sys_category add column app_code text, add column changed boolean not null default false;
      create trigger yc_mark_changed before update on sys_category for each row execute function yc_mark_changed();
    `);
  }
}
