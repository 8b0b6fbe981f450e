// Process instances and their tasks: a process started from an active template (by key or by its bound form) runs until
// its user tasks wait; each wait becomes tasks of the node's assignees, and the engine's state is saved in the same
// transaction as those rows. Completing a task is exactly-once (the task row is locked and must still be open): a
// signer added before the handler gives the task back to them; otherwise the node is done when its sign mode says so
// (one of its assignees, or all / a share of them for a countersign) and the engine continues from its saved state;
// the initiator's task after a rejection submits the process again from its start. Several to-do tasks of one template
// and node are approved with one opinion at once (all or none), several copies marked read. The lists read the caller's
// tasks.
import { randomUUID } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import type { NodeSettings } from '@yc/engine';
import { BPM_MESSAGES } from '@yc/engine/bpm';
import { escapeLike } from '@yc/engine/query/operators';
import type { Api, PluginOptions } from '../plugin-types.ts';
import type { FastifyRequest } from 'fastify';
import type { EntityManager, Statement } from '../db/database.ts';
import { BpmTaskEntity, BpmTemplateEntity, type BpmTemplate } from '../db/entities/bpm.ts';
import { badRequest, forbidden, ok } from '../wire/envelope.ts';
import { PAGE_QUERY_PROPERTIES, str, uuid } from '../wire/requests.ts';
import { Nullable, Page, replies, Timestamp } from '../wire/responses.ts';
import {
  applyRun, assertAssignee, assertMayStart, closeTask, definitionOf, isResubmission, isSequential, lockOpenTask, placeholders, writableVariables,
} from './flow.ts';
import { recordPage, saveForStart, writeBack } from './records.ts';
import { resumeRun, startRun } from './runner.ts';

const tags = ['bpm'];

/**
 * A statement with its `?` parameters numbered `$1`, `$2`, … in order, as the prepared statements of the lists take them
 * (their text uses no `?` operator); placeholders and values must agree in number.
 */
function statement(text: string, values: unknown[]): Statement {
  let n = 0;
  const numbered = text.replace(/\?/g, () => `$${++n}`);
  if (n !== values.length) throw new Error('statement placeholders and values differ in number');
  return { text: numbered, values };
}

/** Whether a node's work is done once another of its tasks is approved: its sign mode decides (approved of all deciding). */
function nodeDone(settings: NodeSettings | undefined, approved: number, deciding: number): boolean {
  if ((settings?.signMode ?? 'any') !== 'all') return true;
  return settings?.completionRatio !== undefined ? approved / deciding >= settings.completionRatio : approved === deciding;
}

export async function processRoutes(app: Api, { sandbox, db }: Pick<PluginOptions, 'sandbox' | 'db'>) {
  app.get('/api/bpm/process/startable', {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags, summary: 'The active process templates the caller may start (all roles, or a role they hold)',
      response: replies(Type.Array(Type.Object({ key: Type.String(), name: Type.String(), group: Type.String(), formCode: Nullable(Type.String()) }))),
    },
  }, async (request) => {
    const { userId } = request.caller();
    const result = await request.tx((em) => em.execute<{ key: string; name: string; group: string; formCode: string | null }[]>(
      `select t.template_key as key, t.name, t.group_name as "group", t.form_code as "formCode" from bpm_template t
        where t.status = 'active' and t.published_version is not null
          and (t.start_permission ->> 'type' = 'all' or exists (
            select 1 from sys_user_role ur join sys_role r on r.id = ur.role_id
             where ur.user_id = ? and jsonb_exists(coalesce(t.start_permission -> 'roleCodes', '[]'::jsonb), r.role_code)))
        order by t.group_name, t.name`, [userId],
    ));
    return ok(result);
  });

  app.post('/api/bpm/process/start', {
    config: { access: 'authenticated', cachesUntouched: true },
    schema: {
      tags, summary: 'Start a process of an active template (by its key, or by the form it is bound to); answers the instance id',
      body: Type.Object({
        templateKey: Type.Optional(str(100)), formCode: Type.Optional(str(100)), businessTitle: Type.String({ minLength: 1, maxLength: 200 }),
        variables: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
        dataId: Type.Optional(Type.String({ minLength: 1, maxLength: 36, description: "The record of the form's page the process is about (flowScope)" })),
        viewCode: Type.Optional(Type.String({
          minLength: 1, maxLength: 100,
          description: 'The page of the form the record is saved through (a new one from the variables, or `dataId` submitted); '
            + 'without it the process runs on its variables only (startForm names the page to use)',
        })),
      }),
      response: replies(Type.Object({ id: Type.String(), state: Type.String(), dataId: Nullable(Type.String()) })),
    },
  }, async (request) => {
    const { userId, username } = request.caller();
    const { templateKey, formCode, businessTitle, variables = {}, viewCode } = request.body;
    const result = await request.tx(async (em) => {
      let template: BpmTemplate | null = null;
      if (templateKey) template = await em.findOne(BpmTemplateEntity, { templateKey });
      else if (formCode) template = await em.findOne(BpmTemplateEntity, { formCode, status: { $ne: 'design' } }, { orderBy: { updatedAt: 'desc' } });
      if (!template) throw badRequest(formCode && !templateKey ? BPM_MESSAGES.processNotFoundForForm : BPM_MESSAGES.keyNotInBpmn(templateKey ?? ''));
      await assertMayStart(em, template, userId);
      const definition = await definitionOf(em, { template_key: template.templateKey, definition_version: template.publishedVersion! });
      // The record is saved (or submitted) through its page first, in this transaction: the process runs on its values.
      let { dataId = null } = request.body;
      let values = variables;
      const page = viewCode ? await recordPage(em, definition.formCode, userId, viewCode) : null;
      if (page) {
        const saved = await saveForStart(em, request, page, definition.formCode!, variables, dataId);
        [dataId, values] = [saved.id, { ...variables, ...saved.variables }];
      }
      const run = await startRun(definition.bpmnXml, { ...values, initiator: username }, sandbox);
      const id = randomUUID();
      await em.execute(
        `insert into bpm_instance (id, template_key, definition_version, business_title, state, start_user_id, data_id, view_code, approval_status)
         values (?, ?, ?, ?, 'ACTIVE', ?, ?, ?, ?)`,
        [id, template.templateKey, definition.definitionVersion, businessTitle, userId, dataId, page?.view.viewCode ?? null, dataId ? 'inApproval' : null],
      );
      return { id, dataId, state: await applyRun(em, id, userId, run, definition, sandbox) };
    });
    return ok(result);
  });

  app.post('/api/bpm/task/complete', {
    config: { access: 'authenticated', cachesUntouched: true },
    schema: {
      tags, summary: "Approve a task of the caller's (exactly once: a task already done answers 'No running task')",
      body: Type.Object({ taskId: uuid, opinion: Type.Optional(Type.String({ maxLength: 2000 })), variables: Type.Optional(Type.Record(Type.String(), Type.Unknown())) }),
      response: replies(Type.Object({ instanceState: Type.String() })),
    },
  }, async (request) => {
    const { taskId, opinion, variables } = request.body;
    return ok(await request.tx((em) => completeTask(em, request, taskId, opinion, variables ?? {})));
  });

  const taskIds = Type.Array(uuid, { minItems: 1, maxItems: 100, uniqueItems: true });

  app.post('/api/bpm/task/batchComplete', {
    config: { access: 'authenticated', cachesUntouched: true },
    schema: {
      tags,
      summary: 'Approve several tasks of the caller\'s with one opinion: to-do tasks of one template and one node only; all or none',
      body: Type.Object({ taskIds, opinion: Type.Optional(Type.String({ maxLength: 2000 })) }),
      response: replies(Type.Object({ completed: Type.Integer() })),
    },
  }, async (request) => {
    const { taskIds: ids, opinion } = request.body;
    const result = await request.tx(async (em) => {
      const tasks = await em.execute<{ task_type: string; status: string; node_id: string; template_key: string }[]>(
        `select t.task_type, t.status, t.node_id, i.template_key from bpm_task t join bpm_instance i on i.id = t.instance_id
          where t.id in (${placeholders(ids)})`, ids,
      );
      const one = new Set(tasks.map((t) => `${t.template_key}\n${t.node_id}`));
      if (tasks.length !== ids.length || tasks.some((t) => t.task_type !== 'todo' || t.status !== 'open') || one.size !== 1) {
        throw badRequest(BPM_MESSAGES.batchOneNode);
      }
      // In a fixed order, so that two batches over the same tasks never wait for each other's locks in turn.
      for (const id of [...ids].sort()) await completeTask(em, request, id, opinion, {});
      return { completed: ids.length };
    });
    return ok(result);
  });

  app.post('/api/bpm/task/batchRead', {
    config: { access: 'authenticated', cachesUntouched: true },
    schema: {
      tags, summary: 'Mark several copies (to-read tasks) of the caller\'s read: to-read tasks only; all or none',
      body: Type.Object({ taskIds }), response: replies(Type.Object({ read: Type.Integer() })),
    },
  }, async (request) => {
    const { taskIds: ids } = request.body;
    const { userId } = request.caller();
    const result = await request.tx(async (em) => {
      const tasks = await em.execute<{ task_type: string; status: string; assignee_id: string }[]>(
        `select task_type, status, assignee_id from bpm_task where id in (${placeholders(ids)}) order by id for update`, ids,
      );
      if (tasks.length !== ids.length || tasks.some((t) => t.task_type !== 'toRead' || t.status !== 'open')) throw badRequest(BPM_MESSAGES.batchReadOnly);
      if (tasks.some((t) => t.assignee_id !== userId)) throw forbidden();
      await em.execute(
        `update bpm_task set status = 'done', action = 'read', completed_at = clock_timestamp() where id in (${placeholders(ids)})`, ids,
      );
      return { read: ids.length };
    });
    return ok(result);
  });

  /**
   * Approves a task of the caller's in the request's transaction: the node's sign mode decides whether the process
   * goes on (and from where: a resubmission starts it again).
   */
  async function completeTask(em: EntityManager, request: FastifyRequest, taskId: string, opinion: string | undefined, given: Record<string, unknown>) {
    const { username } = request.caller();
    const task = await lockOpenTask(em, taskId);
    assertAssignee(request, task);
    const definition = await definitionOf(em, task);
    const variables = await writableVariables(em, definition, task, given);
    const settings = definition.nodes[task.node_id];
    if (settings?.opinionRequired && !opinion?.trim()) throw badRequest(BPM_MESSAGES.opinionRequired);
    await closeTask(em, task.id, isResubmission(task) ? 'resubmit' : 'approve', opinion);
    // What the handler may edit at the node goes back to the record too (a node showing another form writes none).
    if ((settings?.formCode ?? definition.formCode) === definition.formCode) await writeBack(em, request, task, definition.formCode, variables);
    if (isResubmission(task)) {
      await em.execute(`update bpm_instance set approval_status = 'inApproval' where id = ? and data_id is not null`, [task.instance_id]);
      const run = await startRun(definition.bpmnXml, { ...task.variables, ...variables, initiator: username }, sandbox);
      return { instanceState: await applyRun(em, task.instance_id, task.start_user_id, run, definition, sandbox) };
    }
    if (task.add_sign === 'before') {
      // The signers added before the handler have all decided: the task is the handler's again.
      if (!(await em.count(BpmTaskEntity, { parentId: task.parent_id, status: 'open' }))) {
        await em.nativeUpdate(BpmTaskEntity, { id: task.parent_id, status: 'waiting' }, { status: 'open' });
      }
      return { instanceState: task.instance_state };
    }
    const [{ approved, deciding }] = await em.execute<[{ approved: number; deciding: number }]>(
      `select count(*) filter (where status = 'done' and action = 'approve')::int as approved,
              count(*) filter (where status in ('open', 'waiting') or (status = 'done' and action = 'approve'))::int as deciding
         from bpm_task where instance_id = ? and node_id = ? and task_type = 'todo' and add_sign is distinct from 'before'`, [task.instance_id, task.node_id],
    );
    if (!nodeDone(settings, approved, deciding)) {
      // A sequential countersign: the next assignee's task opens.
      if (isSequential(settings)) {
        await em.execute(
          `update bpm_task set status = 'open', created_at = clock_timestamp() where id = (
             select id from bpm_task where instance_id = ? and node_id = ? and task_type = 'todo' and status = 'waiting' and parent_id is null
              order by created_at, id limit 1)`, [task.instance_id, task.node_id],
        );
      }
      return { instanceState: task.instance_state };
    }
    // The node is decided: its other handlers' tasks end; the process goes on from the state kept.
    const [{ engine_state: state }] = await em.execute<[{ engine_state: unknown }]>(
      `with decided as (
         update bpm_task set status = 'cancelled', completed_at = clock_timestamp()
          where instance_id = ? and node_id = ? and task_type = 'todo' and status in ('open', 'waiting')
       )
       select engine_state from bpm_instance where id = ?`, [task.instance_id, task.node_id, task.instance_id],
    );
    const run = await resumeRun(state, definition.bpmnXml, task.node_id, variables, sandbox);
    return { instanceState: await applyRun(em, task.instance_id, task.start_user_id, run, definition, sandbox) };
  }

  /** The task's node is offered to a role the caller holds (its definition's candidate groups). */
  const CANDIDATE = `exists (
    select 1 from bpm_instance ci
      join bpm_template_version cv on cv.template_key = ci.template_key and cv.definition_version = ci.definition_version
      join sys_role r on jsonb_exists(coalesce(cv.nodes -> t.node_id -> 'candidateGroups', '[]'::jsonb), r.role_code)
      join sys_user_role ur on ur.role_id = r.id and ur.user_id = ?
     where ci.id = t.instance_id)`;

  const TaskRow = Type.Object({
    id: Type.String(), instanceId: Type.String(), taskTitle: Type.String(), taskName: Nullable(Type.String()), taskType: Type.String(),
    fromUserName: Nullable(Type.String()), assigneeName: Nullable(Type.String()), readerName: Nullable(Type.String()), sendTimeString: Timestamp,
    dueDateString: Nullable(Timestamp), status: Type.String(), opinion: Nullable(Type.String()), templateKey: Type.String(),
    /** Whom the task was delegated from (its handler acts on their behalf). */
    delegatedFromName: Nullable(Type.String()),
    /** When the initiator last urged the task, and how often (approvals on records). */
    urgedAt: Nullable(Timestamp), urgeCount: Type.Integer(),
  });
  const TaskQuery = Type.Object({
    ...PAGE_QUERY_PROPERTIES,
    /** Part of the business title or of the node's name. */
    keyword: Type.Optional(Type.String({ maxLength: 200 })),
    templateKey: Type.Optional(str(100)),
  });

  for (const [list, status, summary] of [
    ['todo', `t.task_type = 'todo' and t.status = 'open' and (t.assignee_id = ? or (t.assignee_id is null and ${CANDIDATE}))`, "The caller's open tasks and those offered to their roles, newest first"],
    ['done', "t.task_type = 'todo' and t.status = 'done'", 'The tasks the caller has handled, newest first'],
    ['toRead', "t.task_type = 'toRead' and t.status = 'open'", 'What was copied to the caller (CC) and is not read yet, newest first'],
    ['read', "t.task_type = 'toRead' and t.status = 'done'", 'What was copied to the caller and has been read, newest first'],
  ] as const) {
    app.get(`/api/bpm/task/${list}`, {
      config: { access: 'authenticated', readOnly: true },
      schema: { tags, summary, querystring: TaskQuery, response: replies(Page(TaskRow)) },
    }, async (request) => {
      const { userId } = request.caller();
      const { pageNo, pageSize, keyword, templateKey } = request.query;
      // The hot path of every user's day: read as the list pages are (no transaction, named prepared statements).
      const result = await db.readInTenant(request.caller().tenantId, async (read) => {
        const todo = list === 'todo';
        let where = todo ? status : `t.assignee_id = ? and ${status}`;
        const params: unknown[] = todo ? [userId, userId] : [userId];
        // Narrowed by the instance: its title or the node's name, its template.
        if (keyword?.trim()) {
          const like = `%${escapeLike(keyword.trim())}%`;
          where += ' and (t.node_name ilike ? or exists (select 1 from bpm_instance ki where ki.id = t.instance_id and ki.business_title ilike ?))';
          params.push(like, like);
        }
        if (templateKey) {
          where += ' and exists (select 1 from bpm_instance ti where ti.id = t.instance_id and ti.template_key = ?)';
          params.push(templateKey);
        }
        const [{ total }] = await read<{ total: string }>(statement(`select count(*) as total from bpm_task t where ${where}`, params)) as [{ total: string }];
        const rows = await read<Static<typeof TaskRow>>(statement(
          `select t.id, t.instance_id as "instanceId", i.business_title as "taskTitle", t.node_name as "taskName", t.task_type as "taskType",
                  s.realname as "fromUserName", a.realname as "assigneeName", case when t.task_type = 'toRead' then a.realname end as "readerName",
                  t.created_at as "sendTimeString", t.due_at as "dueDateString", t.status, t.opinion, i.template_key as "templateKey",
                  df.realname as "delegatedFromName", t.urged_at as "urgedAt", t.urge_count as "urgeCount"
             from bpm_task t join bpm_instance i on i.id = t.instance_id
             left join sys_user s on s.id = i.start_user_id left join sys_user a on a.id = t.assignee_id left join sys_user df on df.id = t.delegated_from
            where ${where} order by ${list === 'todo' || list === 'toRead' ? 't.created_at' : 't.completed_at'} desc, t.id limit ? offset ?`,
          [...params, pageSize, (pageNo - 1) * pageSize],
        ));
        return { records: rows, total: Number(total), current: pageNo, size: pageSize };
      });
      return ok(result);
    });
  }
}
