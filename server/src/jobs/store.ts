// The jobs store: the statements of the job queue and its handlers — pg-boss's connection on the embedded database,
// housekeeping's purge, scheduled jobs' fire claims and run history, and what the job classes look up.
import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { Database, EntityManager } from '../db/database.ts';

/** pg-boss's database interface over the embedded database's single connection, taken from the ORM's pool. */
export function embeddedDb(db: Database): PgBoss.Db {
  type Connection = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>; exec(text: string): Promise<{ rows: unknown[] }[]> };
  const knex = db.orm.em.getConnection().getKnex();
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const connection = (await knex.client.acquireConnection()) as Connection;
      try {
        if (values.length) return await connection.query(text, values);
        // Its schema migrations are scripts of several statements without values.
        const results = await connection.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      } finally {
        await knex.client.releaseConnection(connection);
      }
    },
  };
}

export interface Purged {
  tokens: number;
  captchas: number;
  smsCodes: number;
  passwordResets: number;
  loginFailures: number;
  logs: number;
  jobRuns: number;
}

/** Deletes what has expired or aged out, in every enterprise (a system transaction); answers how many rows of each. */
export async function purgeExpired(em: EntityManager, ages: { loginWindowMinutes: number; logRetentionDays: number; jobRunRetentionDays: number }): Promise<Purged> {
  const count = async (sql: string, params: unknown[] = []) => (await em.execute<{ n: number }[]>(
    `with gone as (${sql} returning 1) select count(*)::int as n from gone`, params,
  ))[0]!.n;
  return {
    // A revoked or expired session is refused whether or not its row exists; the row serves nothing after that.
    tokens: await count(`delete from sys_token where expires_at < now() or revoked_at is not null`),
    captchas: await count(`delete from sys_captcha where expires_at < now()`),
    // An expired code is refused whether or not its row exists; the rows of the last hour count a phone's codes.
    smsCodes: await count(`delete from sys_sms_code where expires_at < now() and created_at < now() - interval '1 hour'`),
    // A used or expired reset token is refused either way; the rows of the last hour count an account's resets.
    passwordResets: await count(`delete from sys_password_reset where (used_at is not null or expires_at < now()) and created_at < now() - interval '1 hour'`),
    loginFailures: await count(`delete from sys_login_failure where created_at < now() - make_interval(mins => ?)`, [ages.loginWindowMinutes]),
    logs: ages.logRetentionDays > 0
      ? await count(`delete from sys_log where created_at < now() - make_interval(days => ?)`, [ages.logRetentionDays])
      : 0,
    jobRuns: await count(`delete from sys_quartz_job_run where started_at < now() - make_interval(days => ?)`, [ages.jobRunRetentionDays]),
  };
}

/** The code of an enterprise (outside any transaction). */
export async function tenantCode(db: Database, tenantId: number): Promise<string | undefined> {
  const [tenant] = await db.systemQuery<{ code: string }>('select code from sys_tenant where id = ?', [tenantId]);
  return tenant?.code;
}

export interface JobRunRow {
  id: string;
  jobId: string;
  fireTime: string | null;
  trigger: 'schedule' | 'manual';
  startedAt: string;
  durationMs: number;
  outcome: 'success' | 'failure';
  result: string | null;
  error: string | null;
  instance: string;
}

export const RUN_COLUMNS = `id, job_id as "jobId", fire_time as "fireTime", trigger, started_at as "startedAt", duration_ms as "durationMs",
  outcome, result, error, instance`;

/** The running jobs of every enterprise, each with the time it last fired (or started). */
export const runningJobs = (em: EntityManager) => em.execute<{ id: string; tenant_id: number; cron_expression: string; since: Date }[]>(
  `select id, tenant_id, cron_expression, greatest(last_fire_at, started_at) as since from sys_quartz_job where status = 'running' and started_at is not null`,
);

/** Claims a fire time of a running job (moves its last_fire_at forward); true when this call claimed it. */
export async function claimFire(em: EntityManager, jobId: string, fireTime: Date): Promise<boolean> {
  const claimed = await em.execute(
    `update sys_quartz_job set last_fire_at = ? where id = ? and status = 'running' and (last_fire_at is null or last_fire_at < ?) returning id`,
    [fireTime, jobId, fireTime],
  );
  return claimed.length > 0;
}

/** What a run of the job needs: its name, class, parameter and the user it runs as. */
export async function jobToRun(em: EntityManager, jobId: string) {
  const [job] = await em.execute<{ job_name: string; job_class_name: string; parameter: string | null; run_as: string | null }[]>(
    'select job_name, job_class_name, parameter, coalesce(updated_by, created_by) as run_as from sys_quartz_job where id = ?', [jobId]);
  return job;
}

/** A run's row of history; undefined when its fire time already has one. */
export async function insertRun(em: EntityManager, run: Omit<JobRunRow, 'id' | 'startedAt' | 'fireTime'> & { startedAt: Date; fireTime: Date | null }): Promise<JobRunRow | undefined> {
  const [row] = await em.execute<JobRunRow[]>(
    `insert into sys_quartz_job_run (id, job_id, fire_time, trigger, started_at, duration_ms, outcome, result, error, instance)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (job_id, fire_time) do nothing returning ${RUN_COLUMNS}`,
    [randomUUID(), run.jobId, run.fireTime, run.trigger, run.startedAt, run.durationMs, run.outcome, run.result, run.error, run.instance],
  );
  return row;
}

/** Whether a page has a custom button of this name with a script. */
export async function hasCustomButton(em: EntityManager, viewCode: string, buttonName: string): Promise<boolean> {
  const [found] = await em.execute(
    `select 1 from ef_metadata v, jsonb_array_elements(coalesce(v.content->'buttons', '[]'::jsonb)) b
      where v.kind = 'view' and v.code = ? and b->>'action' = 'custom' and b->>'buttonName' = ? and b->'script' is not null limit 1`,
    [viewCode, buttonName]);
  return Boolean(found);
}

/** The id of an active user by username. */
export async function activeUserId(em: EntityManager, username: string): Promise<string | undefined> {
  const [user] = await em.execute<{ id: string }[]>('select id from sys_user where username = ? and del_flag = 0 and status = 1', [username]);
  return user?.id;
}

export async function roleExists(em: EntityManager, roleCode: string): Promise<boolean> {
  const [role] = await em.execute('select 1 from sys_role where role_code = ?', [roleCode]);
  return Boolean(role);
}

/** The users of a role with their addresses, by username. */
export const roleUsers = (em: EntityManager, roleCode: string) => em.execute<{ id: string; username: string; email: string | null; phone: string | null }[]>(
  `select distinct u.id, u.username, u.email, u.phone from sys_user u join sys_user_role ur on ur.user_id = u.id join sys_role r on r.id = ur.role_id
    where r.role_code = ? and u.del_flag = 0 order by u.username`, [roleCode]);
