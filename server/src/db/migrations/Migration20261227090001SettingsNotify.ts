// The system settings (sys_config) send a change notification like the metadata: what a user's portal is (the default
// portal), and so which widget rows they may read, is a setting, and the caches that hold such answers (the portal's
// widget plans) drop them when a setting changes. Settings change rarely: the 'metadata' topic serves.
import { Migration } from '@mikro-orm/migrations';

export const TENANT_TABLES = [] as const;

export class Migration20261227090001SettingsNotify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create trigger yc_settings_changed after insert or update or delete or truncate on sys_config
        for each statement execute function yc_notify_topic('metadata');
    `);
  }
}
