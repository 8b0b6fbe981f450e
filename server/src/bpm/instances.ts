// A user's process instances (started by them, or ones they handled a task of), an instance's circulation history and
// variables (for its starter, its participants and the process administrators), deleting one's own instance that no one
// has handled yet; for process administrators every instance, and suspending, activating, restarting one or delivering
// a message or signal to it. The routes validate and call (actions/*.ts, store/instance-lists.ts).
import { Type } from '@sinclair/typebox';
import { MY_INSTANCE_TYPES, OneOf, PERMISSIONS, PROCESS_INSTANCE_STATES } from '@yc/engine';
import { BPM_MESSAGES } from '@yc/engine/bpm';
import type { FastifyRequest } from 'fastify';
import type { Api, PluginOptions } from '../plugin-types.ts';
import type { EntityManager } from '../db/database.ts';
import { hasPermission } from '../auth/access.ts';
import { badRequest, forbidden, notFound, ok } from '../wire/envelope.ts';
import { PAGE_QUERY_PROPERTIES, str, uuid } from '../wire/requests.ts';
import { Nothing, Nullable, Page, replies, Timestamp } from '../wire/responses.ts';
import { deleteOwnInstance } from './actions/delete.ts';
import { deliver } from './actions/deliver.ts';
import { restartInstance } from './actions/restart.ts';
import { changeInstanceState } from './actions/suspend.ts';
import { circulation, instancePage, instanceWithPart, myInstancePage } from './store/instance-lists.ts';

const tags = ['bpm'];
const ADMIN = PERMISSIONS.bpm.instance.list;
const byId = Type.Object({ id: uuid });
const EventReference = Type.Object({ id: Type.String(), name: Type.Optional(Type.String()) });

const InstanceRow = Type.Object({
  id: Type.String(), templateKey: Type.String(), businessTitle: Type.String(), processInstanceState: Type.String(),
  startTimeString: Timestamp, endTimeString: Nullable(Timestamp), durationString: Nullable(Type.String()), startUserName: Nullable(Type.String()),
});

const ListedInstance = Type.Intersect([InstanceRow, Type.Object({
  currentNodes: Type.Array(Type.String()),
  openTasks: Type.Array(Type.Object({ id: Type.String(), taskName: Type.String(), assigneeName: Nullable(Type.String()) })),
  /** The messages and signals it waits for (receive tasks, catch events): id, name, type. */
  waitingEvents: Type.Array(Type.Object({
    id: Type.String(), name: Type.Optional(Type.String()), type: Type.String(),
    /** The message or signal it waits for (deliver names it by its name or id). */
    message: Type.Optional(EventReference), signal: Type.Optional(EventReference),
  })),
})]);

const HistoryRow = Type.Object({
  passName: Nullable(Type.String()), passType: Type.String(), passTime: Nullable(Timestamp), passMessage: Nullable(Type.String()), handlerName: Nullable(Type.String()),
  /** The delegator the handler acted for (a delegated task). */
  onBehalfOf: Type.Optional(Nullable(Type.String())),
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
  const { userId } = request.caller();
  const found = await instanceWithPart(em, id, userId);
  if (!found) throw notFound();
  if (found.takesPart || (await hasPermission(em, userId, ADMIN))) return found.instance;
  throw forbidden();
}

const rowsOf = <T extends { startTimeString: Date; endTimeString: Date | null }>(rows: T[]) => rows.map((r) => ({
  ...r, durationString: durationText((r.endTimeString ? new Date(r.endTimeString) : new Date()).getTime() - new Date(r.startTimeString).getTime()),
}));

/** A variable as the variables tab shows it. */
const variableRow = ([varName, value]: [string, unknown]) => ({
  varName, varValue: typeof value === 'string' ? value : JSON.stringify(value), varType: value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value,
});

export async function instanceRoutes(app: Api, { sandbox }: Pick<PluginOptions, 'sandbox'>) {
  app.get('/api/bpm/process/list', {
    config: { access: { permission: ADMIN }, readOnly: true },
    schema: {
      tags, summary: 'Every process instance (process administrators), newest first, by state, template or title, with the nodes it waits at',
      querystring: Type.Object({
        ...PAGE_QUERY_PROPERTIES, state: Type.Optional(OneOf(PROCESS_INSTANCE_STATES)), templateKey: Type.Optional(str(100)),
        keyword: Type.Optional(Type.String({ maxLength: 200 })),
      }),
      response: replies(Page(ListedInstance)),
    },
  }, async (request) => {
    const { pageNo, pageSize } = request.query;
    const { rows, total } = await request.tx((em) => instancePage(em, request.query));
    const records = rowsOf(rows).map((r) => ({ ...r, currentNodes: r.currentNodes ?? [], openTasks: r.openTasks ?? [] }));
    return ok({ records, total, current: pageNo, size: pageSize });
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
  }, async (request) => ok(await request.tx((em) => restartInstance(em, sandbox, request.body.id))));

  app.get('/api/bpm/process/mine', {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags, summary: "The caller's instances: started by them (start) or ones they handled a task of (participate), newest first",
      querystring: Type.Object({ ...PAGE_QUERY_PROPERTIES, type: Type.Optional(OneOf(MY_INSTANCE_TYPES)) }),
      response: replies(Page(InstanceRow)),
    },
  }, async (request) => {
    const { pageNo, pageSize, type = 'start' } = request.query;
    const { rows, total } = await request.tx((em) => myInstancePage(em, request.caller().userId, type, request.query));
    return ok({ records: rowsOf(rows), total, current: pageNo, size: pageSize });
  });

  app.get('/api/bpm/process/history', {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags, summary: "An instance's circulation: who handled which node, how and when, with the opinion", querystring: byId,
      response: replies(Type.Array(HistoryRow)),
    },
  }, async (request) => {
    const result = await request.tx(async (em) => {
      const instance = await visibleInstance(request, em, request.query.id);
      const { starterName, handled } = await circulation(em, instance.id, instance.startUserId);
      return [{ passName: null, passType: 'start', passTime: instance.startTime, passMessage: instance.businessTitle, handlerName: starterName }, ...handled];
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
    const instance = await request.tx((em) => visibleInstance(request, em, request.query.id));
    return ok(Object.entries(instance.variables ?? {}).map(variableRow));
  });

  app.post('/api/bpm/process/delete', {
    config: { access: 'authenticated' },
    schema: { tags, summary: `Delete an instance ("${BPM_MESSAGES.deleteOnlyUnsubmitted.code}": one's own, no task handled yet)`, body: byId, response: replies(Nothing) },
  }, async (request) => {
    await request.tx((em) => deleteOwnInstance(em, request.caller().userId, request.body.id));
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
      await request.tx((em) => changeInstanceState(em, sandbox, request.body.id, from, to, refusal));
      return ok({ state: to });
    });
  }
}
