// English names beside the default text for what the platform seeds (issue 31, point 4): the seeded accounts' real
// names get an English one, as roles and dictionaries did. A name an administrator changed keeps no English name.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261214100001SeededEnglishNames extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table sys_user add column realname_en text;
      update sys_user set realname_en = 'Administrator' where username = 'admin' and realname = '管理员';
      update sys_user set realname_en = 'Demo user' where username = 'user' and realname = '演示用户';
    `);
  }
}
