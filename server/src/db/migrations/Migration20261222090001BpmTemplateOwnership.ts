// Process templates an app ships (#35): each template records the app that installed it and whether the enterprise
// has changed it since (any save but an installer's, as for the other metadata tables), so that an update keeps those
// edits and a rollback restores the template it replaced.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261222090001BpmTemplateOwnership extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table bpm_template add column app_code text, add column changed boolean not null default false;
      create trigger yc_mark_changed before update on bpm_template for each row execute function yc_mark_changed();
    `);
  }
}
