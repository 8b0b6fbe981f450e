// Excel import and export jobs, shared by every server instance: state, progress, the cancel asked for (by any
// instance), the heartbeat of the instance running it (a job whose instance stopped beating is failed), what it ended
// with and the exported workbook's key in the file store. Read and written by the server only (no tenant policy: every
// statement names the enterprise and the user).
import { Migration } from '@mikro-orm/migrations';

export class Migration20261212050001ExcelJobs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table sys_excel_job (
        id uuid primary key,
        tenant_id integer not null references sys_tenant(id) on delete cascade,
        user_id text not null,
        view_code text not null,
        kind text not null check (kind in ('export', 'import')),
        state text not null default 'running' check (state in ('running', 'done', 'failed', 'cancelled')),
        phase text not null default 'check' check (phase in ('check', 'write')),
        done integer not null default 0,
        total integer not null default 0,
        reason jsonb,
        errors jsonb not null default '[]',
        error_count integer not null default 0,
        file_name text,
        file_key text,
        cancel_requested boolean not null default false,
        instance_id text not null,
        heartbeat_at timestamptz not null default now(),
        created_at timestamptz not null default now(),
        ended_at timestamptz
      );
      create index sys_excel_job_owner on sys_excel_job (tenant_id, user_id) where state = 'running';
      create index sys_excel_job_ended on sys_excel_job (ended_at);
    `);
  }
}
