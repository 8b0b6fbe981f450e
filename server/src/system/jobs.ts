// Scheduled jobs (/api/system/sysJob/…, spec §7 sysJob/queryall): an administrator names a job, picks its handler from
// the registry (jobClassName), writes its cron expression (in TIME_ZONE; the next five fire times shown as it is typed)
// and its parameter, and starts, stops, runs once, edits or deletes it; each run leaves a row of history. The schedule
// itself is the job queue's (server/src/jobs/scheduled.ts): one fire per fire time across instances.
import { randomUUID } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import { JOB_STATUSES, OneOf, PERMISSIONS, renderMessage } from '@yc/engine';
import { hasPermission } from '../auth/access.ts';
import type { EntityManager } from '../db/database.ts';
import '../jobs/button-hook.ts';
import '../jobs/message-to-role.ts';
import { jobClass, jobClasses, JOB_MESSAGES } from '../jobs/registry.ts';
import { cronProblem, JobScheduler, nextFireTimes, wallClock } from '../jobs/scheduled.ts';
import { SqlConfigRunner } from '../logic/sql-configs.ts';
import type { Api, PluginOptions } from '../plugin-types.ts';
import { badRequest, conflict, forbidden, notFound, ok, requestLanguage } from '../wire/envelope.ts';
import { PAGE_QUERY_PROPERTIES, str, uuid } from '../wire/requests.ts';
import { Nothing, Nullable, Page, replies, Timestamp } from '../wire/responses.ts';
import { allJobs, deleteJob, insertJob, jobById, jobNameTaken, jobPage, jobRunPage, switchJob, updateJob, type StoredJob } from './store/jobs.ts';

const P = PERMISSIONS.system.sysJob;
const tags = ['system'];
const BASE = '/api/system/sysJob';

const Draft = Type.Object({
  jobName: str(100),
  jobClassName: str(100),
  cronExpression: Type.String({ maxLength: 100, description: 'Five fields (minute hour day-of-month month day-of-week), in TIME_ZONE' }),
  parameter: Type.Optional(Nullable(Type.String({ maxLength: 10_000, description: "The handler's parameter (the config handlers: JSON)" }))),
  description: Type.Optional(Nullable(str(500))),
  status: Type.Optional(OneOf(JOB_STATUSES, { description: 'running starts it at once (add only)' })),
});
type DraftBody = Static<typeof Draft>;

const Job = Type.Object({
  id: Type.String(), jobName: Type.String(), jobClassName: Type.String(), cronExpression: Type.String(), parameter: Nullable(Type.String()),
  status: OneOf(JOB_STATUSES), description: Nullable(Type.String()), startedAt: Nullable(Timestamp), lastFireAt: Nullable(Timestamp),
  nextFireTime: Nullable(Type.String({ description: 'The next fire time of a running job, in TIME_ZONE (YYYY-MM-DD HH:mm:ss)' })),
  createBy: Nullable(Type.String()), createTime: Timestamp, version: Type.Integer(),
});
type JobRow = Static<typeof Job>;

const Run = Type.Object({
  id: Type.String(), jobId: Type.String(), fireTime: Nullable(Timestamp), trigger: OneOf(['schedule', 'manual'] as const), startedAt: Timestamp,
  durationMs: Type.Integer(), outcome: OneOf(['success', 'failure'] as const), result: Nullable(Type.String()), error: Nullable(Type.String()),
  instance: Type.String(),
});

export async function sysJobRoutes(app: Api, { db, config, jobs, logic, sandbox }: PluginOptions) {
  const scheduler = new JobScheduler(jobs, { db, config, sql: new SqlConfigRunner(logic.sources, logic.external, config, db.embedded), http: logic.http, sandbox });
  await scheduler.start();
  app.addHook('onClose', async () => scheduler.stop());
  const { timeZone } = config;

  const withNext = (row: StoredJob): JobRow => {
    let nextFireTime: string | null = null;
    if (row.status === 'running' && !cronProblem(row.cronExpression, timeZone)) nextFireTime = wallClock(nextFireTimes(row.cronExpression, timeZone, 1)[0]!, timeZone);
    return { ...row, nextFireTime };
  };

  async function load(em: EntityManager, id: string, lock = false): Promise<JobRow> {
    const row = await jobById(em, id, lock);
    if (!row) throw notFound();
    return withNext(row);
  }

  /** A draft checked: its name free, its handler registered, its cron readable, its parameter the handler's. */
  async function checked(em: EntityManager, body: DraftBody, id?: string) {
    const jobName = body.jobName.trim();
    if (!jobName) throw badRequest(JOB_MESSAGES.nameRequired);
    if (await jobNameTaken(em, jobName, id)) throw badRequest(JOB_MESSAGES.nameTaken(jobName));
    const handler = jobClass(body.jobClassName);
    if (!handler) throw badRequest(JOB_MESSAGES.classUnknown(body.jobClassName));
    const cron = body.cronExpression.trim().replace(/\s+/g, ' ');
    const problem = cronProblem(cron, timeZone);
    if (problem) throw badRequest(problem);
    const parameter = body.parameter?.trim() || null;
    const refused = await handler.check?.(em, parameter);
    if (refused) throw badRequest(refused);
    return [jobName, handler.name, cron, parameter, body.description?.trim() || null];
  }

  app.get(`${BASE}/list`, {
    config: { access: { permission: P.list }, readOnly: true },
    schema: {
      tags, summary: 'Scheduled jobs by name, handler and status',
      querystring: Type.Object({
        ...PAGE_QUERY_PROPERTIES, jobName: Type.Optional(str(100)), jobClassName: Type.Optional(str(100)), status: Type.Optional(OneOf(JOB_STATUSES)),
      }),
      response: replies(Page(Job)),
    },
  }, async (request) => {
    const { pageNo, pageSize, jobName, jobClassName, status } = request.query;
    const result = await request.tx(async (em) => {
      const { records, total } = await jobPage(em, { jobName, jobClassName, status }, pageNo, pageSize);
      return { records: records.map(withNext), total, current: pageNo, size: pageSize };
    });
    return ok(result);
  });

  app.get(`${BASE}/queryall`, {
    config: { access: { permission: P.list }, readOnly: true },
    schema: { tags, summary: 'Every scheduled job, by name', response: replies(Type.Array(Job)) },
  }, async (request) => ok((await request.tx((em) => allJobs(em))).map(withNext)));

  app.get(`${BASE}/queryById`, {
    config: { access: { permission: P.list }, readOnly: true },
    schema: { tags, summary: 'One scheduled job', querystring: Type.Object({ id: uuid }), response: replies(Job) },
  }, async (request) => ok(await request.tx((em) => load(em, request.query.id))));

  app.get(`${BASE}/classes`, {
    config: { access: { permission: P.list }, readOnly: true },
    schema: {
      tags, summary: 'The registered job handlers a job may name (jobClassName), with what their parameter holds',
      response: replies(Type.Array(Type.Object({ name: Type.String(), label: Type.String(), parameterHint: Type.String() }))),
    },
  }, async (request) => {
    const language = requestLanguage(request);
    return ok(jobClasses().map((c) => ({ name: c.name, label: c.label[language], parameterHint: c.parameterHint[language] })));
  });

  app.get(`${BASE}/nextFireTimes`, {
    config: { access: { permission: P.list }, readOnly: true },
    schema: {
      tags, summary: 'Checks a cron expression and answers its next five fire times in TIME_ZONE',
      querystring: Type.Object({ cronExpression: Type.String({ maxLength: 100 }) }),
      response: replies(Type.Object({
        valid: Type.Boolean(), message: Nullable(Type.String()), timeZone: Type.String(),
        times: Type.Array(Type.String({ description: 'YYYY-MM-DD HH:mm:ss in TIME_ZONE' })),
      })),
    },
  }, async (request) => {
    const problem = cronProblem(request.query.cronExpression, timeZone);
    if (problem) return ok({ valid: false, message: renderMessage(problem, requestLanguage(request)), timeZone, times: [] });
    return ok({ valid: true, message: null, timeZone, times: nextFireTimes(request.query.cronExpression, timeZone).map((t) => wallClock(t, timeZone)) });
  });

  app.post(`${BASE}/add`, {
    config: { access: { permission: P.add } },
    schema: { tags, summary: 'Add a scheduled job (stopped unless status is running)', body: Draft, response: replies(Job) },
  }, async (request) => {
    const saved = await request.tx(async (em) => {
      const id = randomUUID();
      const running = request.body.status === 'running';
      // Added running, a job starts at once: that is the start right's to give, not the add right's.
      if (running && !(await hasPermission(em, request.caller().userId, P.start))) throw forbidden();
      await insertJob(em, id, await checked(em, request.body), running, request.caller().username);
      return load(em, id);
    });
    return ok(saved);
  });

  app.put(`${BASE}/edit`, {
    config: { access: { permission: P.edit } },
    schema: {
      tags, summary: 'Change a scheduled job (a running one goes on from now with its new schedule)',
      body: Type.Composite([Type.Omit(Draft, ['status']), Type.Object({ id: uuid, version: Type.Optional(Type.Integer({ minimum: 1 })) })]), response: replies(Job),
    },
  }, async (request) => {
    const { id, version } = request.body;
    const saved = await request.tx(async (em) => {
      const row = await load(em, id, true);
      if (version !== undefined && version !== row.version) throw conflict();
      await updateJob(em, id, await checked(em, request.body, id), request.caller().username);
      return load(em, id);
    });
    return ok(saved);
  });

  app.delete(`${BASE}/delete`, {
    config: { access: { permission: P.delete } },
    schema: { tags, summary: 'Delete a scheduled job and its history', querystring: Type.Object({ id: uuid }), response: replies(Nothing) },
  }, async (request) => {
    await request.tx(async (em) => {
      const row = await load(em, request.query.id, true);
      await deleteJob(em, row.id);
    });
    return ok(null);
  });

  const transition = (path: 'start' | 'stop', summary: string) =>
    app.put(`${BASE}/${path}`, {
      config: { access: { permission: P[path] } },
      schema: { tags, summary, body: Type.Object({ id: uuid }), response: replies(Job) },
    }, async (request) => {
      const saved = await request.tx(async (em) => {
        const row = await load(em, request.body.id, true);
        if (path === 'start' && row.status === 'running') throw badRequest(JOB_MESSAGES.alreadyRunning);
        if (path === 'stop' && row.status === 'stopped') throw badRequest(JOB_MESSAGES.alreadyStopped);
        // Who switches a job on or off does not become whom it runs as (the one who wrote its parameter stays: updated_by).
        await switchJob(em, row.id, path === 'start');
        return load(em, row.id);
      });
      return ok(saved);
    });
  transition('start', 'Start a scheduled job: it fires at its next fire time from now');
  transition('stop', 'Stop a scheduled job: it fires no more until started');

  app.post(`${BASE}/runOnce`, {
    config: { access: { permission: P.run } },
    schema: {
      tags, summary: 'Run a scheduled job once now, on this instance; answers the run (its result or error)',
      body: Type.Object({ id: uuid }), response: replies(Run),
    },
  }, async (request) => {
    const tenantId = request.caller().tenantId;
    await request.tx((em) => load(em, request.body.id));
    const run = await scheduler.run(tenantId, request.body.id, 'manual');
    if (!run) throw notFound();
    return ok(run);
  });

  app.get(`${BASE}/history`, {
    config: { access: { permission: P.list }, readOnly: true },
    schema: {
      tags, summary: "A scheduled job's runs, newest first",
      querystring: Type.Object({ ...PAGE_QUERY_PROPERTIES, jobId: uuid, outcome: Type.Optional(OneOf(['success', 'failure'] as const)) }),
      response: replies(Page(Run)),
    },
  }, async (request) => {
    const { pageNo, pageSize, jobId, outcome } = request.query;
    const result = await request.tx(async (em) => {
      await load(em, jobId);
      const { records, total } = await jobRunPage(em, jobId, outcome, pageNo, pageSize);
      return { records, total, current: pageNo, size: pageSize };
    });
    return ok(result);
  });
}
