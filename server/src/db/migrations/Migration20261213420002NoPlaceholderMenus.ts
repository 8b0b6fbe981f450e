// No screen ships as a placeholder: 'My messages' (component system/myMessage) had no page yet, so the system app no
// longer lists it and an installation that has the item loses it (its grants go with it). It returns with the
// messages of the platform services, when the bundle lists it again and the installer adds it.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261213420002NoPlaceholderMenus extends Migration {
  override async up(): Promise<void> {
    this.addSql(`delete from sys_permission where component = 'system/myMessage';`);
  }
}
