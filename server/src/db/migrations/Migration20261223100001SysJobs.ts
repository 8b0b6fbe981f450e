// Scheduled jobs (#38 item 1; sys_quartz_job, since sys_job holds the job titles): a job names a handler of the
// platform's registry (jobClassName), a cron expression in TIME_ZONE, a parameter for the handler and whether it is running; last_fire_at is the fire time it last fired for,
// claimed by one instance per fire time. Each run (scheduled or run once) leaves a row of history: when it started, how
// long it took, its result or error and the instance that ran it; housekeeping prunes the old ones.
import { Migration } from '@mikro-orm/migrations';

export const TENANT_TABLES = ['sys_quartz_job', 'sys_quartz_job_run'] as const;

const tenant = 'tenant_id integer not null default yc_current_tenant() references sys_tenant(id)';

export class Migration20261223100001SysJobs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table sys_quartz_job (
        id uuid primary key,
        ${tenant},
        job_name text not null,
        job_class_name text not null,
        cron_expression text not null,
        parameter text,
        status text not null default 'stopped',
        description text,
        started_at timestamptz,
        last_fire_at timestamptz,
        created_by text,
        created_at timestamptz not null default now(),
        updated_by text,
        updated_at timestamptz not null default now(),
        version integer not null default 1,
        constraint sys_quartz_job_status_check check (status in ('running', 'stopped')),
        constraint sys_quartz_job_name_key unique (tenant_id, job_name)
      );
      create index sys_quartz_job_running_idx on sys_quartz_job (status) where status = 'running';
      create table sys_quartz_job_run (
        id uuid primary key,
        ${tenant},
        job_id uuid not null references sys_quartz_job(id) on delete cascade,
        fire_time timestamptz,
        trigger text not null,
        started_at timestamptz not null,
        duration_ms integer not null default 0,
        outcome text not null,
        result text,
        error text,
        instance text not null,
        constraint sys_quartz_job_run_trigger_check check (trigger in ('schedule', 'manual')),
        constraint sys_quartz_job_run_outcome_check check (outcome in ('success', 'failure')),
        constraint sys_quartz_job_run_fire_key unique (job_id, fire_time)
      );
      create index sys_quartz_job_run_job_idx on sys_quartz_job_run (tenant_id, job_id, started_at desc);
      create index sys_quartz_job_run_started_idx on sys_quartz_job_run (started_at);
    `);
  }
}
