// What the process page (/flow/{func}/{id}) shows: an instance with its form — the data as the process carries it, each
// field editable, read-only or hidden as the node says — the task the caller handles there and what they may do with
// it; and the process's diagram with the nodes it waits at and those it has passed.
import { Type } from '@sinclair/typebox';
import { INITIATOR_NODE, PROCESS_PAGE_ACTIONS, dropHiddenFields, processFieldAccess, type Form, type ProcessFormMode } from '@yc/engine';
import { BPM_MESSAGES, processDiagram } from '@yc/engine/bpm';
import type { FastifyRequest } from 'fastify';
import type { Api } from '../plugin-types.ts';
import type { EntityManager } from '../db/database.ts';
import { BpmTaskEntity, BpmTemplateEntity, BpmTemplateVersionEntity, type BpmInstance } from '../db/entities/bpm.ts';
import { loadItem } from '../eform/store/metadata.ts';
import { badRequest, notFound, ok } from '../wire/envelope.ts';
import { str, uuid } from '../wire/requests.ts';
import { Nullable, replies, Timestamp } from '../wire/responses.ts';
import { assertMayStart } from './flow.ts';
import { visibleInstance } from './instances.ts';
import { withdrawable } from './actions/initiator.ts';
import { boundRecord, recordPage } from './records.ts';
import { nodeTaskStates, realnameOf, recordBinding, waitingNodes } from './store/process-page.ts';
import { withRowForms } from '../eform/records/sub-tables.ts';

const tags = ['bpm'];

const Detail = Type.Object({
  instance: Type.Object({
    id: Type.String(), businessTitle: Type.String(), templateKey: Type.String(), templateName: Type.String(), state: Type.String(),
    startUserName: Nullable(Type.String()), startTimeString: Timestamp,
  }),
  task: Nullable(Type.Object({ id: Type.String(), nodeId: Type.String(), taskName: Nullable(Type.String()), taskType: Type.String(), status: Type.String() })),
  form: Nullable(Type.Unknown({ description: 'The form shown (its design), or null when the process has none' })),
  access: Type.Record(Type.String(), Type.String(), { description: 'Each field: edit, readonly or hidden' }),
  data: Type.Record(Type.String(), Type.Unknown()),
  /** The record the process is about (its values are the data), or null. */
  dataId: Nullable(Type.String()),
  opinionRequired: Type.Boolean(),
  actions: Type.Array(Type.String()),
});

async function detail(request: FastifyRequest, em: EntityManager, instance: BpmInstance, taskId?: string) {
  const { userId } = request.caller();
  const definition = await em.findOneOrFail(BpmTemplateVersionEntity, { templateKey: instance.templateKey, definitionVersion: instance.definitionVersion });
  const task = taskId ? await em.findOne(BpmTaskEntity, { id: taskId, instanceId: instance.id }) : null;
  if (taskId && !task) throw notFound();
  const open = task?.status === 'open' && task.assigneeId === userId && instance.state === 'ACTIVE';
  const kind = !open ? 'none' : task.taskType === 'toRead' ? 'read' : task.nodeId === INITIATOR_NODE ? 'resubmit' : 'handle';
  const mode: ProcessFormMode = kind === 'handle' ? 'handle' : kind === 'resubmit' ? 'resubmit' : 'view';
  const settings = task ? definition.nodes[task.nodeId] : undefined;
  const formCode = settings?.formCode ?? definition.formCode;
  const form = formCode ? ((await loadItem(em, 'form', formCode))?.content as Form | undefined) ?? null : null;
  const access = form ? processFieldAccess(form, settings?.fieldAccess, mode) : new Map();
  const starterName = await realnameOf(em, instance.startUserId);
  // A process about a record shows the record as the caller may read it through its page (refused as there).
  const binding = await recordBinding(em, instance.id);
  const record = (settings?.formCode ?? definition.formCode) === definition.formCode ? await boundRecord(em, binding!, definition.formCode, userId) : null;
  const initiator = instance.startUserId === userId && instance.state === 'ACTIVE' && kind !== 'resubmit';
  const own = initiator ? [...((await withdrawable(em, instance.id)) ? ['withdraw'] : []), 'urge'] : [];
  return {
    instance: {
      id: instance.id, businessTitle: instance.businessTitle, templateKey: instance.templateKey, templateName: definition.name, state: instance.state,
      startUserName: starterName ?? null, startTimeString: instance.startTime,
    },
    task: task ? { id: task.id, nodeId: task.nodeId, taskName: task.nodeName ?? null, taskType: task.taskType, status: task.status } : null,
    form: form && (await withRowForms(em, form)), access: Object.fromEntries(access), data: dropHiddenFields(record ?? instance.variables ?? {}, access),
    dataId: binding?.data_id ?? null,
    opinionRequired: kind === 'handle' && Boolean(settings?.opinionRequired), actions: [...PROCESS_PAGE_ACTIONS[kind], ...own],
  };
}

export async function processPageRoutes(app: Api) {
  app.get('/api/bpm/task/detail', {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags, summary: 'A task on its process page: the instance, its form with the node\'s field permissions, the data, what the caller may do',
      querystring: Type.Object({ taskId: uuid }), response: replies(Detail),
    },
  }, async (request) => {
    const result = await request.tx(async (em) => {
      const task = await em.findOne(BpmTaskEntity, { id: request.query.taskId }, { fields: ['instanceId'] });
      if (!task) throw notFound();
      return detail(request, em, await visibleInstance(request, em, task.instanceId), request.query.taskId);
    });
    return ok(result);
  });

  app.get('/api/bpm/process/detail', {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags, summary: 'An instance on its process page (to look at): the instance, its form read-only, the data',
      querystring: Type.Object({ id: uuid }), response: replies(Detail),
    },
  }, async (request) => {
    const result = await request.tx(async (em) => detail(request, em, await visibleInstance(request, em, request.query.id)));
    return ok(result);
  });

  app.get('/api/bpm/process/startForm', {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags, summary: 'What starting a process shows: the template\'s name and its form (null when it has none), for one who may start it',
      querystring: Type.Object({ key: str(100) }),
      response: replies(Type.Object({ key: Type.String(), name: Type.String(), form: Nullable(Type.Unknown()), viewCode: Nullable(Type.String()) })),
    },
  }, async (request) => {
    const result = await request.tx(async (em) => {
      const template = await em.findOne(BpmTemplateEntity, { templateKey: request.query.key });
      if (!template) throw badRequest(BPM_MESSAGES.keyNotInBpmn(request.query.key));
      await assertMayStart(em, template, request.caller().userId);
      const form = template.formCode ? ((await loadItem(em, 'form', template.formCode))?.content as Form | undefined) ?? null : null;
      // The page the record is saved through (none: the process runs on the form's values only).
      const page = await recordPage(em, template.formCode, request.caller().userId);
      return { key: template.templateKey, name: template.name, form: form && (await withRowForms(em, form)), viewCode: page?.view.viewCode ?? null };
    });
    return ok(result);
  });

  app.get('/api/bpm/process/diagram', {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags, summary: 'An instance\'s BPMN diagram (shapes and edges), the nodes it waits at (current: tasks, messages, signals, timers, call activities) and those it has passed (done)',
      querystring: Type.Object({ id: uuid }),
      response: replies(Type.Object({ diagram: Type.Unknown(), current: Type.Array(Type.String()), done: Type.Array(Type.String()) })),
    },
  }, async (request) => {
    const result = await request.tx(async (em) => {
      const instance = await visibleInstance(request, em, request.query.id);
      const definition = await em.findOneOrFail(BpmTemplateVersionEntity, { templateKey: instance.templateKey, definitionVersion: instance.definitionVersion }, { populate: ['bpmnXml'] });
      const tasks = await nodeTaskStates(em, instance.id);
      // Besides its open tasks, it waits at its events (messages, signals), its timers and its running call activities.
      const waiting = await waitingNodes(em, instance.id);
      const open = tasks.filter((t) => t.open).map((t) => t.node_id);
      return {
        diagram: await processDiagram(definition.bpmnXml, instance.templateKey),
        current: [...new Set([...open, ...(waiting ?? [])])],
        done: tasks.filter((t) => t.done && !t.open).map((t) => t.node_id),
      };
    });
    return ok(result);
  });
}
