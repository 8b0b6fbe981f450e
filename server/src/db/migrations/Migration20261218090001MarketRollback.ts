// Market installs keep what an install or update replaced — the app's previous bundle and the items as they were —
// so that one call rolls the app back; and the app's state (installed, updated, rolledBack).
import { Migration } from '@mikro-orm/migrations';

export class Migration20261218090001MarketRollback extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table sys_app add column previous jsonb, add column state text not null default 'installed';
    `);
  }
}
