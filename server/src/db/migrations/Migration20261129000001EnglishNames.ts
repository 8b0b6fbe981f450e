// Names and descriptions in English beside the default (Chinese) text: roles, dictionaries, configuration entries and
// app groups. English mode shows them where they exist (menus and dictionary items already had theirs).
import { Migration } from '@mikro-orm/migrations';

export class Migration20261129000001EnglishNames extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table sys_role add column role_name_en text, add column description_en text;
      alter table sys_dict add column dict_name_en text, add column description_en text;
      alter table sys_config add column description_en text;
      alter table sys_app_group add column group_name_en text, add column group_desc_en text;
    `);
  }
}
