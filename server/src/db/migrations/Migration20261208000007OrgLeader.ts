// A department's leader (its head): a user of the enterprise, whom the approval rule "the initiator's leader" finds.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261208000007OrgLeader extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table sys_org add column leader_id uuid references sys_user(id) on delete set null;');
  }
}
