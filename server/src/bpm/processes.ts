// Process instances and their tasks: a process started from an active template (by key or by its bound form) runs until
// its user tasks wait; each wait becomes tasks of the node's assignees, and the engine's state is saved in the same
// transaction as those rows. Completing a task is exactly-once (the task row is locked and must still be open): the
// node is done when its sign mode says so (one of its assignees, or all / a share of them for a countersign), the
// instance is locked and the engine continues from its saved state. The todo and done lists read the caller's tasks.
import { randomUUID } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import type { NodeSettings } from '@yc/engine';
import { BPM_MESSAGES } from '@yc/engine/bpm';
import type { Api, PluginOptions } from '../plugins.ts';
import type { EntityManager } from '../db/database.ts';
import { BpmInstanceEntity, BpmTaskEntity, BpmTemplateEntity, BpmTemplateVersionEntity, type BpmTemplate } from '../db/entities/bpm.ts';
import { badRequest, conflict, forbidden, ok } from '../wire/envelope.ts';
import { PAGE_QUERY_PROPERTIES, str, uuid } from '../wire/requests.ts';
import { Nullable, Page, replies, Timestamp } from '../wire/responses.ts';
import { resumeRun, startRun, type Wait } from './runner.ts';

const tags = ['bpm'];

interface Starter {
  userId: string;
  username: string;
}

/** The users a node's assignee rules name (by id), for an instance started by `starter` with `variables`. */
async function assigneesOf(em: EntityManager, settings: NodeSettings | undefined, starter: Starter, variables: Record<string, unknown>): Promise<string[]> {
  const ids = new Set<string>();
  const byUsername = async (names: unknown[]) => {
    const wanted = names.filter((n): n is string => typeof n === 'string' && n !== '');
    if (!wanted.length) return;
    const rows = await em.execute<{ id: string }[]>(`select id from sys_user where username in (${wanted.map(() => '?').join(',')}) and del_flag = 0 and status = 1`, wanted);
    rows.forEach((r) => ids.add(r.id));
  };
  for (const rule of settings?.assignees ?? []) {
    if (rule.type === 'initiator') ids.add(starter.userId);
    else if (rule.type === 'user') await byUsername(rule.values ?? []);
    else if (rule.type === 'formField') await byUsername((rule.values ?? []).flatMap((field) => variables[field] ?? []));
    else if (rule.type === 'role' && rule.values?.length) {
      const rows = await em.execute<{ user_id: string }[]>(
        `select ur.user_id from sys_user_role ur join sys_role r on r.id = ur.role_id join sys_user u on u.id = ur.user_id
          where r.role_code in (${rule.values.map(() => '?').join(',')}) and u.del_flag = 0 and u.status = 1`, rule.values,
      );
      rows.forEach((r) => ids.add(r.user_id));
    }
  }
  return [...ids];
}

/** A node offered to the members of its candidate roles (and to nobody else): one task, for one of them to claim. */
const offered = (settings: NodeSettings | undefined) =>
  (settings?.candidateGroups?.length ?? 0) > 0 && (settings?.assignees ?? []).every((rule) => rule.type === 'role');

/**
 * Tasks for the nodes a run waits at: one per assignee; one for the candidate roles to claim; one assigned to nobody
 * when the rules find nobody.
 */
async function createTasks(em: EntityManager, instanceId: string, waits: readonly Wait[], nodes: Record<string, NodeSettings>, starter: Starter, variables: Record<string, unknown>) {
  for (const wait of waits) {
    if (await em.count(BpmTaskEntity, { instanceId, nodeId: wait.id, status: 'open' })) continue;
    const settings = nodes[wait.id];
    const assignees = offered(settings) ? [] : await assigneesOf(em, settings, starter, variables);
    const dueAt = settings?.dueHours ? new Date(Date.now() + settings.dueHours * 3_600_000) : null;
    for (const assigneeId of assignees.length ? assignees : [null]) {
      await em.insert(BpmTaskEntity, { id: randomUUID(), instanceId, nodeId: wait.id, nodeName: wait.name ?? null, assigneeId, dueAt });
    }
  }
}

/** Whether a node's work is done once another of its tasks is: its sign mode decides. */
function nodeDone(settings: NodeSettings | undefined, done: number, total: number): boolean {
  if ((settings?.signMode ?? 'any') !== 'all') return true;
  return settings?.completionRatio !== undefined ? done / total >= settings.completionRatio : done === total;
}

export async function processRoutes(app: Api, { sandbox }: Pick<PluginOptions, 'sandbox'>) {
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
    config: { access: 'authenticated' },
    schema: {
      tags, summary: 'Start a process of an active template (by its key, or by the form it is bound to); answers the instance id',
      body: Type.Object({
        templateKey: Type.Optional(str(100)), formCode: Type.Optional(str(100)), businessTitle: Type.String({ minLength: 1, maxLength: 200 }),
        variables: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
      }),
      response: replies(Type.Object({ id: Type.String(), state: Type.String() })),
    },
  }, async (request) => {
    const { userId, username } = request.caller();
    const { templateKey, formCode, businessTitle, variables = {} } = request.body;
    const result = await request.tx(async (em) => {
      let template: BpmTemplate | null = null;
      if (templateKey) template = await em.findOne(BpmTemplateEntity, { templateKey });
      else if (formCode) template = await em.findOne(BpmTemplateEntity, { formCode, status: { $ne: 'design' } }, { orderBy: { updatedAt: 'desc' } });
      if (!template) throw badRequest(formCode && !templateKey ? BPM_MESSAGES.processNotFoundForForm : BPM_MESSAGES.keyNotInBpmn(templateKey ?? ''));
      if (template.status === 'suspended') throw badRequest(BPM_MESSAGES.processSuspended);
      if (!template.publishedVersion) throw badRequest(BPM_MESSAGES.templateNeverPublished);
      const roles = template.startPermission.type === 'roles' ? (template.startPermission.roleCodes ?? []) : [];
      if (roles.length) {
        const [allowed] = await em.execute(
          `select 1 from sys_user_role ur join sys_role r on r.id = ur.role_id where ur.user_id = ? and r.role_code in (${roles.map(() => '?').join(',')}) limit 1`,
          [userId, ...roles],
        );
        if (!allowed) throw forbidden();
      }
      const definition = await em.findOneOrFail(BpmTemplateVersionEntity, { templateKey: template.templateKey, definitionVersion: template.publishedVersion }, { populate: ['bpmnXml'] });
      const starter = { userId, username };
      const outcome = await startRun(definition.bpmnXml, { ...variables, initiator: username }, sandbox);
      const id = randomUUID();
      const state = outcome.completed ? 'COMPLETED' : 'ACTIVE';
      await em.insert(BpmInstanceEntity, {
        id, templateKey: template.templateKey, definitionVersion: definition.definitionVersion, businessTitle, state, startUserId: userId,
        engineState: outcome.state, variables: outcome.variables, ...(outcome.completed ? { endTime: new Date() } : {}),
      });
      await createTasks(em, id, outcome.waits, definition.nodes, starter, outcome.variables);
      return { id, state };
    });
    return ok(result);
  });

  app.post('/api/bpm/task/complete', {
    config: { access: 'authenticated' },
    schema: {
      tags, summary: "Approve a task of the caller's (exactly once: a task already done answers 'No running task')",
      body: Type.Object({ taskId: uuid, opinion: Type.Optional(Type.String({ maxLength: 2000 })), variables: Type.Optional(Type.Record(Type.String(), Type.Unknown())) }),
      response: replies(Type.Object({ instanceState: Type.String() })),
    },
  }, async (request) => {
    const { userId } = request.caller();
    const { taskId, opinion, variables = {} } = request.body;
    const result = await request.tx(async (em) => {
      const [task] = await em.execute<{ id: string; instance_id: string; node_id: string; assignee_id: string | null; status: string }[]>(
        'select id, instance_id, node_id, assignee_id, status from bpm_task where id = ? for update', [taskId],
      );
      if (!task || task.status !== 'open') throw badRequest(BPM_MESSAGES.noRunningTask);
      if (task.assignee_id !== userId) throw forbidden();
      const [instance] = await em.execute<{ id: string; state: string; template_key: string; definition_version: number; engine_state: unknown; start_user_id: string }[]>(
        'select id, state, template_key, definition_version, engine_state, start_user_id from bpm_instance where id = ? for update', [task.instance_id],
      );
      if (!instance || instance.state === 'COMPLETED') throw badRequest(BPM_MESSAGES.noRunningTask);
      if (instance.state === 'SUSPENDED') throw badRequest(BPM_MESSAGES.processSuspended);
      const definition = await em.findOneOrFail(BpmTemplateVersionEntity, { templateKey: instance.template_key, definitionVersion: instance.definition_version }, { populate: ['bpmnXml'] });
      const settings = definition.nodes[task.node_id];
      if (settings?.opinionRequired && !opinion?.trim()) throw badRequest(BPM_MESSAGES.opinionRequired);
      const changed = await em.nativeUpdate(BpmTaskEntity, { id: taskId, status: 'open' }, { status: 'done', action: 'approve', opinion: opinion ?? null, completedAt: new Date() });
      if (!changed) throw conflict();
      const siblings = await em.find(BpmTaskEntity, { instanceId: instance.id, nodeId: task.node_id, status: { $in: ['open', 'done'] } }, { fields: ['status'] });
      const doneCount = siblings.filter((t) => t.status === 'done').length;
      if (!nodeDone(settings, doneCount, siblings.length)) return { instanceState: instance.state };
      await em.nativeUpdate(BpmTaskEntity, { instanceId: instance.id, nodeId: task.node_id, status: 'open' }, { status: 'cancelled', completedAt: new Date() });
      const outcome = await resumeRun(instance.engine_state, task.node_id, variables, sandbox);
      const state = outcome.completed ? 'COMPLETED' : 'ACTIVE';
      await em.nativeUpdate(BpmInstanceEntity, { id: instance.id }, {
        state, engineState: outcome.state, variables: outcome.variables, ...(outcome.completed ? { endTime: new Date() } : {}),
      });
      const [starter] = await em.execute<{ username: string }[]>('select username from sys_user where id = ?', [instance.start_user_id]);
      await createTasks(em, instance.id, outcome.waits, definition.nodes, { userId: instance.start_user_id, username: starter?.username ?? '' }, outcome.variables);
      return { instanceState: state };
    });
    return ok(result);
  });

  /** The task's node is offered to a role the caller holds (its definition's candidate groups). */
  const CANDIDATE = `exists (
    select 1 from bpm_instance ci
      join bpm_template_version cv on cv.template_key = ci.template_key and cv.definition_version = ci.definition_version
      join sys_role r on jsonb_exists(coalesce(cv.nodes -> t.node_id -> 'candidateGroups', '[]'::jsonb), r.role_code)
      join sys_user_role ur on ur.role_id = r.id and ur.user_id = ?
     where ci.id = t.instance_id)`;

  const TaskRow = Type.Object({
    id: Type.String(), instanceId: Type.String(), taskTitle: Type.String(), taskName: Nullable(Type.String()), taskType: Type.String(),
    fromUserName: Nullable(Type.String()), assigneeName: Nullable(Type.String()), sendTimeString: Timestamp, dueDateString: Nullable(Timestamp),
    status: Type.String(), opinion: Nullable(Type.String()),
  });

  for (const [list, status, summary] of [
    ['todo', `t.task_type = 'todo' and t.status = 'open' and (t.assignee_id = ? or (t.assignee_id is null and ${CANDIDATE}))`, "The caller's open tasks and those offered to their roles, newest first"],
    ['done', "t.task_type = 'todo' and t.status = 'done'", 'The tasks the caller has handled, newest first'],
    ['toRead', "t.task_type = 'toRead' and t.status = 'open'", 'What was copied to the caller (CC) and is not read yet, newest first'],
    ['read', "t.task_type = 'toRead' and t.status = 'done'", 'What was copied to the caller and has been read, newest first'],
  ] as const) {
    app.get(`/api/bpm/task/${list}`, {
      config: { access: 'authenticated', readOnly: true },
      schema: { tags, summary, querystring: Type.Object(PAGE_QUERY_PROPERTIES), response: replies(Page(TaskRow)) },
    }, async (request) => {
      const { userId } = request.caller();
      const { pageNo, pageSize } = request.query;
      const result = await request.tx(async (em) => {
        const todo = list === 'todo';
        const where = todo ? status : `t.assignee_id = ? and ${status}`;
        const params = todo ? [userId, userId] : [userId];
        const [{ total }] = await em.execute<[{ total: string }]>(`select count(*) as total from bpm_task t where ${where}`, params);
        const rows = await em.execute<Static<typeof TaskRow>[]>(
          `select t.id, t.instance_id as "instanceId", i.business_title as "taskTitle", t.node_name as "taskName", t.task_type as "taskType",
                  s.realname as "fromUserName", a.realname as "assigneeName", t.created_at as "sendTimeString", t.due_at as "dueDateString",
                  t.status, t.opinion
             from bpm_task t join bpm_instance i on i.id = t.instance_id
             left join sys_user s on s.id = i.start_user_id left join sys_user a on a.id = t.assignee_id
            where ${where} order by ${list === 'todo' || list === 'toRead' ? 't.created_at' : 't.completed_at'} desc, t.id limit ? offset ?`,
          [...params, pageSize, (pageNo - 1) * pageSize],
        );
        return { records: rows, total: Number(total), current: pageNo, size: pageSize };
      });
      return ok(result);
    });
  }
}
