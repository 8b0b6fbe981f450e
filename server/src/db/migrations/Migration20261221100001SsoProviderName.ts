// The identity provider's display name (issue #36 leftover): the login page's button names the provider by it, else
// by the issuer's or CAS server's host.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261221100001SsoProviderName extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table sys_sso_config add column provider_name text`);
  }
}
