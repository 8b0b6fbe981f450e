// CAS single logout (issue #36 item 2): the service ticket a CAS session began with, so that the CAS server's
// logoutRequest naming it ends that session.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261221110001CasSingleLogout extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table sys_sso_session add column cas_ticket text;
      create index sys_sso_session_cas_ticket on sys_sso_session (cas_ticket) where cas_ticket is not null;
    `);
  }
}
