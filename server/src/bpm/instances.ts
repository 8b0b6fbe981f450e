// A user's process instances (started by them, or ones they handled a task of), an instance's circulation history and
// variables (for its starter, its participants and the process administrators), deleting one's own instance that no one
// has handled yet; for process administrators every instance, and suspending, activating or restarting one.
import { Type } from '@sinclair/typebox';
import { INITIATOR_NODE, MY_INSTANCE_TYPES, OneOf, PERMISSIONS, PROCESS_INSTANCE_STATES } from '@yc/engine';
import { BPM_MESSAGES } from '@yc/engine/bpm';
import { escapeLike } from '@yc/engine/query/operators';
import type { FastifyRequest } from 'fastify';
import type { Api, PluginOptions } from '../plugin-types.ts';
import type { EntityManager } from '../db/database.ts';
import { hasPermission } from '../auth/access.ts';
import { BpmInstanceEntity, BpmTaskEntity } from '../db/entities/bpm.ts';
import { badRequest, forbidden, notFound, ok } from '../wire/envelope.ts';
import { PAGE_QUERY_PROPERTIES, str, uuid } from '../wire/requests.ts';
import { applyRun, cancelOpenTasks, definitionOf, handBackCompletedCalls } from './flow.ts';
import { deliver } from './deliver.ts';
import { startRun, type Wait } from './runner.ts';
import { Nothing, Nullable, Page, replies, Timestamp } from '../wire/responses.ts';

const tags = ['bpm'];
const ADMIN = PERMISSIONS.bpm.instance.list;
const byId = Type.Object({ id: uuid });
const EventReference = Type.Object({ id: Type.String(), name: Type.Optional(Type.String()) });

const InstanceRow = Type.Object({
  id: Type.String(), templateKey: Type.String(), businessTitle: Type.String(), processInstanceState: Type.String(),
  startTimeString: Timestamp, endTimeString: Nullable(Timestamp), durationString: Nullable(Type.String()), startUserName: Nullable(Type.String()),
});

/** A duration as the lists show it: 2d 3h 5m, or under a minute. */
export function durationText(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return '<1m';
  const [d, h, m] = [Math.floor(minutes / 1440), Math.floor((minutes % 1440) / 60), minutes % 60];
  return [d ? `${d}d` : '', h ? `${h}h` : '', m ? `${m}m` : ''].filter(Boolean).join(' ');
}

/** The instance, if the caller may see it: its starter, a participant, or a process administrator. */
export async function visibleInstance(request: FastifyRequest, em: EntityManager, id: string) {
  const instance = await em.findOne(BpmInstanceEntity, { id });
  if (!instance) throw notFound();
  const { userId } = request.caller();
  if (instance.startUserId === userId || (await em.count(BpmTaskEntity, { instanceId: id, assigneeId: userId }))) return instance;
  if (await hasPermission(em, userId, ADMIN)) return instance;
  throw forbidden();
}

const rowsOf = <T extends { startTimeString: Date; endTimeString: Date | null }>(rows: T[]) => rows.map((r) => ({
  ...r, durationString: durationText((r.endTimeString ? new Date(r.endTimeString) : new Date()).getTime() - new Date(r.startTimeString).getTime()),
}));

/** A task's step without a name of its own: the initiator's (after a rejection to them), named by them. */
const STEP_NAME = `(select sn.realname from sys_user sn where sn.id = t.assignee_id and t.node_id = '${INITIATOR_NODE}')`;

const INSTANCE_COLUMNS = `i.id, i.template_key as "templateKey", i.business_title as "businessTitle", i.state as "processInstanceState",
  i.start_time as "startTimeString", i.end_time as "endTimeString", u.realname as "startUserName"`;
type InstanceSelect = { id: string; templateKey: string; businessTitle: string; processInstanceState: string; startTimeString: Date; endTimeString: Date | null; startUserName: string | null };

export async function instanceRoutes(app: Api, { sandbox }: Pick<PluginOptions, 'sandbox'>) {
  app.get('/api/bpm/process/list', {
    config: { access: { permission: ADMIN }, readOnly: true },
    schema: {
      tags, summary: 'Every process instance (process administrators), newest first, by state, template or title, with the nodes it waits at',
      querystring: Type.Object({
        ...PAGE_QUERY_PROPERTIES, state: Type.Optional(OneOf(PROCESS_INSTANCE_STATES)), templateKey: Type.Optional(str(100)),
        keyword: Type.Optional(Type.String({ maxLength: 200 })),
      }),
      response: replies(Page(Type.Intersect([InstanceRow, Type.Object({
        currentNodes: Type.Array(Type.String()),
        openTasks: Type.Array(Type.Object({ id: Type.String(), taskName: Type.String(), assigneeName: Nullable(Type.String()) })),
        /** The messages and signals it waits for (receive tasks, catch events): id, name, type. */
        waitingEvents: Type.Array(Type.Object({
          id: Type.String(), name: Type.Optional(Type.String()), type: Type.String(),
          /** The message or signal it waits for (deliver names it by its name or id). */
          message: Type.Optional(EventReference), signal: Type.Optional(EventReference),
        })),
      })]))),
    },
  }, async (request) => {
    const { pageNo, pageSize, state, templateKey, keyword } = request.query;
    const conditions: [string, unknown][] = [];
    if (state) conditions.push(['i.state = ?', state]);
    if (templateKey) conditions.push(['i.template_key = ?', templateKey]);
    if (keyword?.trim()) conditions.push(['i.business_title ilike ?', `%${escapeLike(keyword.trim())}%`]);
    const filter = conditions.length ? `where ${conditions.map(([sql]) => sql).join(' and ')}` : '';
    const params = conditions.map(([, value]) => value);
    const result = await request.tx(async (em) => {
      const [{ total }] = await em.execute<[{ total: string }]>(`select count(*) as total from bpm_instance i ${filter}`, params);
      type Listed = InstanceSelect & {
        currentNodes: string[] | null; openTasks: { id: string; taskName: string; assigneeName: string | null }[] | null; waitingEvents: Wait[];
      };
      const rows = await em.execute<Listed[]>(
        `select ${INSTANCE_COLUMNS},
                (select array_agg(distinct n) from (
                   select coalesce(t.node_name, ${STEP_NAME}, t.node_id) as n from bpm_task t
                    where t.instance_id = i.id and t.task_type = 'todo' and t.status in ('open', 'waiting')
                   union select coalesce(e ->> 'name', e ->> 'id') from jsonb_array_elements(i.events) e
                 ) nodes) as "currentNodes",
                i.events as "waitingEvents",
                (select json_agg(json_build_object('id', t.id, 'taskName', coalesce(t.node_name, ${STEP_NAME}, t.node_id), 'assigneeName', a.realname) order by t.created_at)
                   from bpm_task t left join sys_user a on a.id = t.assignee_id
                  where t.instance_id = i.id and t.task_type = 'todo' and t.status = 'open') as "openTasks"
           from bpm_instance i left join sys_user u on u.id = i.start_user_id
          ${filter} order by i.start_time desc, i.id limit ? offset ?`,
        [...params, pageSize, (pageNo - 1) * pageSize],
      );
      return {
        records: rowsOf(rows).map((r) => ({ ...r, currentNodes: r.currentNodes ?? [], openTasks: r.openTasks ?? [] })), total: Number(total), current: pageNo, size: pageSize,
      };
    });
    return ok(result);
  });

  app.post('/api/bpm/process/deliver', {
    config: { access: { permission: PERMISSIONS.bpm.instance.deliver } },
    schema: {
      tags,
      summary: 'Deliver a message or signal to a running instance (with variables, its payload), addressed by the id of the event or receive task '
        + 'waiting for it (eventId), by its message\'s name (to the first event waiting for it) or by its signal\'s name (to every one); '
        + 'the process goes on from there',
      body: Type.Object({
        id: uuid, eventId: Type.Optional(str(200)), message: Type.Optional(str(200)), signal: Type.Optional(str(200)),
        variables: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
      }),
      response: replies(Type.Object({ state: Type.String() })),
    },
  }, async (request) => {
    const { id, variables = {}, eventId, message, signal } = request.body;
    const named = [eventId, message, signal].filter((name) => name !== undefined).length;
    if (named !== 1) throw badRequest(BPM_MESSAGES.deliverOneAddress);
    return ok({ state: await request.tx((em) => deliver(em, sandbox, id, { eventId, message, signal }, variables)) });
  });

  app.post('/api/bpm/process/restart', {
    config: { access: { permission: PERMISSIONS.bpm.instance.restart } },
    schema: {
      tags, summary: 'Start an instance again from its start with its variables (its open tasks are cancelled); not a suspended one',
      body: byId, response: replies(Type.Object({ state: Type.String() })),
    },
  }, async (request) => {
    const result = await request.tx(async (em) => {
      const [instance] = await em.execute<{ id: string; state: string; template_key: string; definition_version: number; start_user_id: string; variables: Record<string, unknown> }[]>(
        'select id, state, template_key, definition_version, start_user_id, variables from bpm_instance where id = ? for update', [request.body.id],
      );
      if (!instance) throw notFound();
      if (instance.state === 'SUSPENDED') throw badRequest(BPM_MESSAGES.instanceNotRestartable);
      const definition = await definitionOf(em, instance);
      await cancelOpenTasks(em, instance.id);
      await em.execute('delete from bpm_node_state where instance_id = ?', [instance.id]);
      const [starter] = await em.execute<{ username: string }[]>('select username from sys_user where id = ?', [instance.start_user_id]);
      const run = await startRun(definition.bpmnXml, { ...instance.variables, initiator: starter?.username ?? '' }, sandbox);
      return { state: await applyRun(em, instance.id, instance.start_user_id, run, definition, sandbox) };
    });
    return ok(result);
  });

  app.get('/api/bpm/process/mine', {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags, summary: "The caller's instances: started by them (start) or ones they handled a task of (participate), newest first",
      querystring: Type.Object({ ...PAGE_QUERY_PROPERTIES, type: Type.Optional(OneOf(MY_INSTANCE_TYPES)) }),
      response: replies(Page(InstanceRow)),
    },
  }, async (request) => {
    const { userId } = request.caller();
    const { pageNo, pageSize, type = 'start' } = request.query;
    const where = type === 'start'
      ? 'i.start_user_id = ?'
      : `i.start_user_id <> ? and exists (select 1 from bpm_task t where t.instance_id = i.id and t.assignee_id = ? and t.status = 'done')`;
    const params = type === 'start' ? [userId] : [userId, userId];
    const result = await request.tx(async (em) => {
      const [{ total }] = await em.execute<[{ total: string }]>(`select count(*) as total from bpm_instance i where ${where}`, params);
      const rows = await em.execute<InstanceSelect[]>(
        `select ${INSTANCE_COLUMNS} from bpm_instance i left join sys_user u on u.id = i.start_user_id
          where ${where} order by i.start_time desc, i.id limit ? offset ?`,
        [...params, pageSize, (pageNo - 1) * pageSize],
      );
      const records = rowsOf(rows);
      return { records, total: Number(total), current: pageNo, size: pageSize };
    });
    return ok(result);
  });

  app.get('/api/bpm/process/history', {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags, summary: "An instance's circulation: who handled which node, how and when, with the opinion", querystring: byId,
      response: replies(Type.Array(Type.Object({
        passName: Nullable(Type.String()), passType: Type.String(), passTime: Nullable(Timestamp), passMessage: Nullable(Type.String()), handlerName: Nullable(Type.String()),
        /** The delegator the handler acted for (a delegated task). */
        onBehalfOf: Type.Optional(Nullable(Type.String())),
      }))),
    },
  }, async (request) => {
    const result = await request.tx(async (em) => {
      const instance = await visibleInstance(request, em, request.query.id);
      const [starter] = await em.execute<{ realname: string }[]>('select realname from sys_user where id = ?', [instance.startUserId]);
      const handled = await em.execute<{ passName: string | null; passType: string; passTime: Date | null; passMessage: string | null; handlerName: string | null; onBehalfOf: string | null }[]>(
        `select t.node_name as "passName", coalesce(t.action, t.status) as "passType", t.completed_at as "passTime", t.opinion as "passMessage", u.realname as "handlerName",
                df.realname as "onBehalfOf"
           from bpm_task t left join sys_user u on u.id = t.assignee_id left join sys_user df on df.id = t.delegated_from
          where t.instance_id = ? and (t.status = 'done' or t.action in ('reassign', 'handover')) order by t.completed_at, t.id`, [instance.id],
      );
      return [{ passName: null, passType: 'start', passTime: instance.startTime, passMessage: instance.businessTitle, handlerName: starter?.realname ?? null }, ...handled];
    });
    return ok(result);
  });

  app.get('/api/bpm/process/variables', {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags, summary: "An instance's variables as its last step left them", querystring: byId,
      response: replies(Type.Array(Type.Object({ varName: Type.String(), varValue: Type.String(), varType: Type.String() }))),
    },
  }, async (request) => {
    const result = await request.tx(async (em) => {
      const instance = await visibleInstance(request, em, request.query.id);
      return Object.entries(instance.variables ?? {}).map(([varName, value]) => ({
        varName, varValue: typeof value === 'string' ? value : JSON.stringify(value), varType: value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value,
      }));
    });
    return ok(result);
  });

  app.post('/api/bpm/process/delete', {
    config: { access: 'authenticated' },
    schema: { tags, summary: `Delete an instance ("${BPM_MESSAGES.deleteOnlyUnsubmitted.code}": one's own, no task handled yet)`, body: byId, response: replies(Nothing) },
  }, async (request) => {
    await request.tx(async (em) => {
      const instance = await em.findOne(BpmInstanceEntity, { id: request.body.id });
      if (!instance) throw notFound();
      if (instance.startUserId !== request.caller().userId || (await em.count(BpmTaskEntity, { instanceId: instance.id, status: 'done' }))) {
        throw badRequest(BPM_MESSAGES.deleteOnlyUnsubmitted);
      }
      await em.nativeDelete(BpmInstanceEntity, { id: instance.id });
    });
    return ok(null);
  });

  for (const [name, from, to, refusal, permission] of [
    ['suspend', 'ACTIVE', 'SUSPENDED', BPM_MESSAGES.instanceNotActive, PERMISSIONS.bpm.instance.suspend],
    ['activate', 'SUSPENDED', 'ACTIVE', BPM_MESSAGES.instanceNotSuspended, PERMISSIONS.bpm.instance.activate],
  ] as const) {
    app.post(`/api/bpm/process/${name}`, {
      config: { access: { permission } },
      schema: { tags, summary: `${name === 'suspend' ? 'Suspend a running' : 'Activate a suspended'} instance (its tasks wait meanwhile)`, body: byId, response: replies(Type.Object({ state: Type.String() })) },
    }, async (request) => {
      await request.tx(async (em) => {
        const changed = await em.nativeUpdate(BpmInstanceEntity, { id: request.body.id, state: from }, { state: to });
        if (!changed) {
          if (!(await em.count(BpmInstanceEntity, { id: request.body.id }))) throw notFound();
          throw badRequest(refusal);
        }
        if (to === 'ACTIVE') await handBackCompletedCalls(em, request.body.id, sandbox);
      });
      return ok({ state: to });
    });
  }
}
