// The variables of a process instance as its last run left them (read by the variables view without the engine).
import { Migration } from '@mikro-orm/migrations';

export class Migration20261208000003BpmVariables extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table bpm_instance add column variables jsonb not null default '{}'`);
  }
}
