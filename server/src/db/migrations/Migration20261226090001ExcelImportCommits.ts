// What an Excel import's transaction wrote as its last statement: its job and the rows it imported. The job's own row
// (sys_excel_job) is written after the commit, by the server as itself; a process killed between the two left rows
// kept and a job that would read as "nothing was kept". With this row, committed or rolled back with the rows, a job
// whose instance stopped ends as what its transaction did (#40 item 6).
import { Migration } from '@mikro-orm/migrations';

export const TENANT_TABLES = ['sys_excel_import_commit'] as const;

export class Migration20261226090001ExcelImportCommits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table sys_excel_import_commit (
        job_id uuid primary key,
        tenant_id integer not null default yc_current_tenant() references sys_tenant(id),
        imported integer not null,
        created_at timestamptz not null default now()
      );
      create index sys_excel_import_commit_created on sys_excel_import_commit (created_at);
    `);
  }
}
