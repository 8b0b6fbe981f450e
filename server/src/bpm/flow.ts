// The steps every action on a running process shares: locking a task with its instance, finding a node's assignees,
// saving what a run of the engine left (its state, variables and pending timers, in the instance's row) and creating
// the tasks of the nodes it waits at, keeping the engine's state at each such node so that a rejected task can send the
// process back to it.
import { randomUUID } from 'node:crypto';
import { INITIATOR_NODE, processFieldAccess, type Form, type NodeSettings, type ScriptRunner } from '@yc/engine';
import { BPM_MESSAGES } from '@yc/engine/bpm';
import type { FastifyRequest } from 'fastify';
import type { EntityManager } from '../db/database.ts';
import { BpmInstanceEntity, BpmTemplateEntity, type BpmTask, type BpmTemplate, type BpmTemplateVersion } from '../db/entities/bpm.ts';
import { loadItem } from '../eform/metadata-store.ts';
import { badRequest, forbidden } from '../wire/envelope.ts';
import { CALL_ACTIVITY, NotWaiting, ProcessFailed, resumeRun, startRun, SYSTEM_VARIABLES, type RunOutcome, type Wait } from './runner.ts';
import { bpmTaskMessages } from '../messages/delivery.ts';

/** What the engine left after a run, as kept between runs. */
export type Run = Pick<RunOutcome, 'state' | 'waits' | 'completed' | 'variables' | 'timers' | 'events'>;

/** A task locked for an action, with its instance (locked too: runs of one instance never overlap). */
export interface LockedTask {
  id: string;
  instance_id: string;
  node_id: string;
  node_name: string | null;
  task_type: 'todo' | 'toRead';
  assignee_id: string | null;
  status: string;
  parent_id: string | null;
  add_sign: 'before' | 'after' | null;
  instance_state: string;
  template_key: string;
  definition_version: number;
  start_user_id: string;
  variables: Record<string, unknown>;
  /** The record the process is about and the page it is kept through (approvals on records). */
  data_id: string | null;
  view_code: string | null;
}

/** The open task of `type`, locked with its instance; 'No running task' when it is gone or done, 'Process suspended'. */
export async function lockOpenTask(em: EntityManager, taskId: string, type: 'todo' | 'toRead' = 'todo'): Promise<LockedTask> {
  const [task] = await em.execute<LockedTask[]>(
    `select t.id, t.instance_id, t.node_id, t.node_name, t.task_type, t.assignee_id, t.status, t.parent_id, t.add_sign,
            i.state as instance_state, i.template_key, i.definition_version, i.start_user_id, i.variables, i.data_id, i.view_code
       from bpm_task t join bpm_instance i on i.id = t.instance_id where t.id = ? for update of t, i`, [taskId],
  );
  if (!task || task.status !== 'open' || task.task_type !== type) throw badRequest(BPM_MESSAGES.noRunningTask);
  if (task.instance_state === 'SUSPENDED') throw badRequest(BPM_MESSAGES.processSuspended);
  if (task.instance_state !== 'ACTIVE') throw badRequest(BPM_MESSAGES.noRunningTask);
  return task;
}

/** Refuses anyone but the task's assignee. */
export function assertAssignee(request: FastifyRequest, task: Pick<LockedTask, 'assignee_id'>) {
  if (task.assignee_id !== request.caller().userId) throw forbidden();
}

/** The definition (with its BPMN file) an instance runs on. */
export async function definitionOf(em: EntityManager, task: Pick<LockedTask, 'template_key' | 'definition_version'>): Promise<BpmTemplateVersion> {
  const [definition] = await em.execute<BpmTemplateVersion[]>(
    `select template_key as "templateKey", definition_version as "definitionVersion", name, form_code as "formCode", bpmn_xml as "bpmnXml",
            start_permission as "startPermission", nodes, published_by as "publishedBy", published_at as "publishedAt"
       from bpm_template_version where template_key = ? and definition_version = ?`, [task.template_key, task.definition_version],
  );
  if (!definition) throw new Error(`no definition ${task.template_key} version ${task.definition_version}`);
  return definition;
}

/** The ids of active users by username, in order; a name no user has is refused. */
export async function userIds(em: EntityManager, usernames: readonly string[]): Promise<string[]> {
  const rows = await em.execute<{ id: string; username: string }[]>(
    `select id, username from sys_user where username in (${placeholders(usernames)}) and del_flag = 0 and status = 1`, [...usernames],
  );
  const missing = usernames.find((name) => !rows.some((r) => r.username === name));
  if (missing) throw badRequest(BPM_MESSAGES.userUnknown(missing));
  return usernames.map((name) => rows.find((r) => r.username === name)!.id);
}

/** `?, ?, …`: one placeholder for each value. */
export const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(',');

/** Active users whose `column` (of the joined tables) is one of the rule's codes. */
async function membersOf(em: EntityManager, join: string, column: string, codes: readonly string[]): Promise<string[]> {
  if (!codes.length) return [];
  const rows = await em.execute<{ id: string }[]>(
    `select distinct u.id from sys_user u ${join} where ${column} in (${placeholders(codes)}) and u.del_flag = 0 and u.status = 1`, [...codes],
  );
  return rows.map((r) => r.id);
}

/**
 * The initiator's leader: the leader of their department (the main one), or, where it has none or it is themselves, of
 * the nearest department above it that has another; an inactive leader is passed over the same way.
 */
async function leaderOf(em: EntityManager, userId: string): Promise<string[]> {
  const rows = await em.execute<{ id: string }[]>(
    `with recursive up as (
       (select o.id, o.parent_id, o.leader_id, 0 as depth from sys_user_org uo join sys_org o on o.id = uo.org_id
         where uo.user_id = ? order by uo.is_main desc, o.org_order, o.org_code limit 1)
       union all
       select p.id, p.parent_id, p.leader_id, up.depth + 1 from sys_org p join up on p.id = up.parent_id where up.depth < 32
     )
     select u.id from up join sys_user u on u.id = up.leader_id
      where u.id <> ? and u.del_flag = 0 and u.status = 1 order by up.depth limit 1`, [userId, userId],
  );
  return rows.map((r) => r.id);
}

/**
 * The users a node's assignee rules name (by id), for an instance started by `startUserId` with `variables`: named
 * users, members of roles or departments, holders of positions (a user's positions are their jobs), the initiator,
 * users named by a form field, the initiator's leader.
 */
async function assigneesOf(em: EntityManager, settings: NodeSettings | undefined, startUserId: string, variables: Record<string, unknown>): Promise<string[]> {
  const ids = new Set<string>();
  // Named users in the order named (a sequential countersign goes in that order); unknown or inactive ones left out.
  const byUsername = async (names: unknown[]) => {
    const wanted = names.filter((n): n is string => typeof n === 'string' && n !== '');
    if (!wanted.length) return [];
    const rows = await em.execute<{ id: string; username: string }[]>(
      `select id, username from sys_user where username in (${placeholders(wanted)}) and del_flag = 0 and status = 1`, wanted,
    );
    return rows.sort((a, b) => wanted.indexOf(a.username) - wanted.indexOf(b.username)).map((r) => r.id);
  };
  for (const rule of settings?.assignees ?? []) {
    const values = rule.values ?? [];
    let found: string[] = [];
    if (rule.type === 'initiator') found = [startUserId];
    else if (rule.type === 'user') found = await byUsername(values);
    else if (rule.type === 'formField') found = await byUsername(values.flatMap((field) => variables[field] ?? []));
    else if (rule.type === 'role') found = await membersOf(em, 'join sys_user_role ur on ur.user_id = u.id join sys_role r on r.id = ur.role_id', 'r.role_code', values);
    else if (rule.type === 'dept') found = await membersOf(em, 'join sys_user_org uo on uo.user_id = u.id join sys_org o on o.id = uo.org_id', 'o.org_code', values);
    else if (rule.type === 'initiatorLeader') found = await leaderOf(em, startUserId);
    else if (rule.type === 'position') found = await membersOf(em, 'join sys_user_job uj on uj.user_id = u.id join sys_job j on j.id = uj.job_id', 'j.job_code', values);
    found.forEach((id) => ids.add(id));
  }
  return [...ids];
}

/** A countersign whose assignees decide one after another (in the order the rules name them). */
export const isSequential = (settings: NodeSettings | undefined) => settings?.signMode === 'all' && settings.sequential === true;

/** A node offered to the members of its candidate roles (and to nobody else): one task, for one of them to claim. */
const offered = (settings: NodeSettings | undefined) =>
  (settings?.candidateGroups?.length ?? 0) > 0 && (settings?.assignees ?? []).every((rule) => rule.type === 'role');

/**
 * Tasks for the nodes a run waits at that have none open: one per assignee; one for the candidate roles to claim; one
 * assigned to nobody when the rules find nobody. The run is kept for each such node (what a rejection goes back to).
 * Every step of every approval passes here: the tasks and the kept runs are written with one statement.
 */
export async function createTasks(em: EntityManager, instanceId: string, startUserId: string, run: Run, nodes: Record<string, NodeSettings>) {
  const open = new Set((await em.execute<{ node_id: string }[]>(
    `select distinct node_id from bpm_task where instance_id = ? and task_type = 'todo' and status in ('open', 'waiting')`, [instanceId],
  )).map((t) => t.node_id));
  // Each node once, though several paths may wait at it.
  const fresh = [...new Map(run.waits.filter((wait: Wait) => wait.type !== CALL_ACTIVITY && !open.has(wait.id)).map((wait) => [wait.id, wait])).values()];
  if (!fresh.length) return;
  const tasks: { id: string; node_id: string; node_name: string | null; assignee_id: string | null; due_at: string | null; status: 'open' | 'waiting' }[] = [];
  for (const wait of fresh) {
    const settings = nodes[wait.id];
    const assignees = offered(settings) ? [] : await assigneesOf(em, settings, startUserId, run.variables);
    const dueAt = settings?.dueHours ? new Date(Date.now() + settings.dueHours * 3_600_000).toISOString() : null;
    // A sequential countersign: the first assignee decides first, each of the others once the one before has approved.
    const oneByOne = isSequential(settings);
    (assignees.length ? assignees : [null]).forEach((assigneeId, i) => {
      tasks.push({ id: randomUUID(), node_id: wait.id, node_name: wait.name ?? null, assignee_id: assigneeId, due_at: dueAt, status: oneByOne && i > 0 ? 'waiting' : 'open' });
    });
  }
  // A task the rules give to a user who delegates this process now goes to their bailee (an active user), keeping whom
  // it is from; one level only (a bailee's own delegation is not followed), and never a second voice at one node for
  // the bailee (already an assignee there, or the bailee of an earlier assignee of the node): that task stays put.
  await em.execute(
    `with process as (select template_key from bpm_instance where id = ?),
     planned as (
       select t.id, t.node_id, t.node_name, t.assignee_id, t.due_at, t.status, t.n, d.id as delegation_id, d.bailee_id
         from rows from (jsonb_to_recordset(?::jsonb) as (id uuid, node_id text, node_name text, assignee_id uuid, due_at timestamptz, status text))
              with ordinality as t(id, node_id, node_name, assignee_id, due_at, status, n)
         left join lateral (
           select d.id, d.bailee_id from bpm_delegation d join sys_user b on b.id = d.bailee_id and b.del_flag = 0 and b.status = 1, process p
            where d.delegator_id = t.assignee_id and d.cancelled_at is null and now() between d.start_time and d.end_time
              and (d.template_keys is null or jsonb_exists(d.template_keys, p.template_key))
              and not exists (select 1 from jsonb_to_recordset(?::jsonb) as o(node_id text, assignee_id uuid) where o.node_id = t.node_id and o.assignee_id = d.bailee_id)
            order by d.start_time, d.id limit 1
         ) d on true
     ),
     chosen as (
       select p.*, p.delegation_id is not null and row_number() over (partition by p.node_id, p.bailee_id order by p.n) = 1 as delegated from planned p
     ),
     tasks as (
       insert into bpm_task (id, instance_id, node_id, node_name, assignee_id, due_at, status, created_at, delegated_from, delegation_id)
       select c.id, ?, c.node_id, c.node_name, case when c.delegated then c.bailee_id else c.assignee_id end, c.due_at, c.status,
              now() + c.n * interval '1 microsecond', case when c.delegated then c.assignee_id end, case when c.delegated then c.delegation_id end
         from chosen c
     )
     insert into bpm_node_state (instance_id, node_id, engine_state, waits, timers, variables, events)
     select ?, n.node_id, ?::jsonb, ?::jsonb, ?::jsonb, ?::jsonb, ?::jsonb from jsonb_array_elements_text(?::jsonb) as n(node_id)
     on conflict (instance_id, node_id) do update set engine_state = excluded.engine_state, waits = excluded.waits, timers = excluded.timers,
       variables = excluded.variables, events = excluded.events, created_at = now()`,
    [
      instanceId, JSON.stringify(tasks), JSON.stringify(tasks), instanceId, instanceId, JSON.stringify(run.state), JSON.stringify(run.waits), JSON.stringify(run.timers),
      JSON.stringify(run.variables), JSON.stringify(run.events ?? []), JSON.stringify(fresh.map((wait) => wait.id)),
    ],
  );
  await bpmTaskMessages(em, 'assigned', tasks.filter((task) => task.status === 'open').map((task) => task.id));
}

/**
 * Keeps a run in the instance's row (state, variables, the events it waits for, completion) and its pending timers (in
 * place of those before); a record in approval whose process ends is approved, in the same statement.
 */
export async function saveRun(em: EntityManager, instanceId: string, run: Run): Promise<'ACTIVE' | 'COMPLETED'> {
  const state = run.completed ? 'COMPLETED' : 'ACTIVE';
  await em.execute(
    `with gone as (delete from bpm_timer where instance_id = ?)
     update bpm_instance set state = ?, engine_state = ?::jsonb, variables = ?::jsonb, events = ?::jsonb, end_time = ?,
       approval_status = case when ? and approval_status = 'inApproval' then 'approved' else approval_status end where id = ?`,
    [
      instanceId, state, JSON.stringify(run.state), JSON.stringify(run.variables), JSON.stringify(run.events ?? []), run.completed ? new Date() : null,
      run.completed, instanceId,
    ],
  );
  if (run.timers.length) {
    await em.execute(
      `insert into bpm_timer (instance_id, timer_id, fire_at) select ?, t.id, t."fireAt" from jsonb_to_recordset(?::jsonb) as t(id text, "fireAt" timestamptz)`,
      [instanceId, JSON.stringify(run.timers)],
    );
  }
  return state;
}

/**
 * Saves a run and creates the tasks of its waits; starts the process each call activity it waits at calls (once); a
 * process that completes and was called continues its caller.
 */
export async function applyRun(
  em: EntityManager, instanceId: string, startUserId: string, run: Run, definition: Pick<BpmTemplateVersion, 'nodes'>, sandbox: ScriptRunner,
): Promise<'ACTIVE' | 'COMPLETED'> {
  const state = await saveRun(em, instanceId, run);
  await createTasks(em, instanceId, startUserId, run, definition.nodes);
  for (const call of run.waits.filter((wait) => wait.type === CALL_ACTIVITY)) await callProcess(em, instanceId, startUserId, call, run.variables, sandbox);
  if (state === 'COMPLETED') await returnToCaller(em, instanceId, run.variables, sandbox);
  return state;
}

/** How deep call activities may nest (a process calling itself, directly or through others, is refused before). */
const CALL_DEPTH_LIMIT = 10;

/** Starts the process a call activity calls (the latest published definition of that key), unless it runs already. */
async function callProcess(em: EntityManager, callerId: string, startUserId: string, call: Wait, variables: Record<string, unknown>, sandbox: ScriptRunner) {
  if (await em.count(BpmInstanceEntity, { parentId: callerId, parentNodeId: call.id, state: { $ne: 'COMPLETED' } })) return;
  const key = call.calledElement ?? '';
  const callers = await em.execute<{ template_key: string }[]>(
    `with recursive above as (
       select id, parent_id, template_key, 1 as depth from bpm_instance where id = ?
       union all select i.id, i.parent_id, i.template_key, a.depth + 1 from bpm_instance i join above a on i.id = a.parent_id where a.depth <= ?
     ) select template_key from above`, [callerId, CALL_DEPTH_LIMIT],
  );
  if (callers.some((c) => c.template_key === key)) throw new ProcessFailed(`the call activity ${call.id} calls ${key}, which is already running above it`);
  if (callers.length > CALL_DEPTH_LIMIT) throw new ProcessFailed(`call activities nest deeper than ${CALL_DEPTH_LIMIT} processes`);
  const template = await em.findOne(BpmTemplateEntity, { templateKey: key });
  if (!template?.publishedVersion || template.status === 'design') throw badRequest(BPM_MESSAGES.keyNotInBpmn(key));
  if (template.status === 'suspended') throw badRequest(BPM_MESSAGES.processSuspended);
  const definition = await definitionOf(em, { template_key: key, definition_version: template.publishedVersion });
  const [caller] = await em.execute<{ business_title: string; username: string }[]>(
    'select i.business_title, u.username from bpm_instance i join sys_user u on u.id = i.start_user_id where i.id = ?', [callerId],
  );
  const run = await startRun(definition.bpmnXml, { ...variables, initiator: caller?.username ?? '' }, sandbox);
  const id = randomUUID();
  await em.insert(BpmInstanceEntity, {
    id, templateKey: key, definitionVersion: definition.definitionVersion, businessTitle: caller?.business_title ?? key, state: 'ACTIVE',
    startUserId, parentId: callerId, parentNodeId: call.id,
  });
  await applyRun(em, id, startUserId, run, definition, sandbox);
}

/** A called process completed: its caller continues from the call activity with the variables it ended with. */
async function returnToCaller(em: EntityManager, instanceId: string, variables: Record<string, unknown>, sandbox: ScriptRunner) {
  const [called] = await em.execute<{ parent_id: string | null; parent_node_id: string | null }[]>('select parent_id, parent_node_id from bpm_instance where id = ?', [instanceId]);
  if (!called?.parent_id || !called.parent_node_id) return;
  const [caller] = await em.execute<{ id: string; state: string; template_key: string; definition_version: number; start_user_id: string; engine_state: unknown }[]>(
    'select id, state, template_key, definition_version, start_user_id, engine_state from bpm_instance where id = ? for update', [called.parent_id],
  );
  // A suspended caller takes its called process back once it is activated (handBackCompletedCalls).
  if (caller?.state !== 'ACTIVE') return;
  const { initiator: _initiator, ...output } = variables;
  const definition = await definitionOf(em, caller);
  // Handed back (or found gone elsewhere): not again.
  await em.execute('update bpm_instance set parent_node_id = null where id = ?', [instanceId]);
  let run: RunOutcome;
  try {
    run = await resumeRun(caller.engine_state, definition.bpmnXml, called.parent_node_id, output, sandbox);
  } catch (error) {
    // The caller went elsewhere meanwhile (rejected, restarted, a timer took it away): the called process just ends.
    if (error instanceof NotWaiting) return;
    throw error;
  }
  await applyRun(em, caller.id, caller.start_user_id, run, definition, sandbox);
}

/** The called processes that completed while their caller was suspended go back to it (it has just been activated). */
export async function handBackCompletedCalls(em: EntityManager, callerId: string, sandbox: ScriptRunner) {
  const completed = await em.execute<{ id: string; variables: Record<string, unknown> | null }[]>(
    `select id, variables from bpm_instance where parent_id = ? and state = 'COMPLETED' and parent_node_id is not null order by end_time`, [callerId],
  );
  for (const child of completed) await returnToCaller(em, child.id, child.variables ?? {}, sandbox);
}

/** Withdraws the tasks to do of the nodes the run no longer waits at (an interrupting timer or message took it away). */
export function withdrawTasksNotWaiting(em: EntityManager, instanceId: string, run: Pick<Run, 'waits'>) {
  const waiting = run.waits.map((wait) => wait.id);
  return em.execute(
    `update bpm_task set status = 'cancelled', completed_at = clock_timestamp()
      where instance_id = ? and task_type = 'todo' and status in ('open', 'waiting')${waiting.length ? ` and node_id not in (${placeholders(waiting)})` : ''}`,
    [instanceId, ...waiting],
  );
}

/** Ends the instance's open and waiting tasks to do (a rejection, a restart); copies stay. */
export const cancelOpenTasks = (em: EntityManager, instanceId: string) => withdrawTasksNotWaiting(em, instanceId, { waits: [] });

/** Closes the task with what its handler did. */
export const closeTask = (em: EntityManager, taskId: string, action: NonNullable<BpmTask['action']>, opinion?: string | null) =>
  em.execute(`update bpm_task set status = 'done', action = ?, opinion = ?, completed_at = clock_timestamp() where id = ?`, [action, opinion ?? null, taskId])
    .then(() => bpmTaskMessages(em, action, [taskId]));

/** Whether the task hands the process back to its initiator (after a rejection to them). */
export const isResubmission = (task: Pick<LockedTask, 'node_id'>) => task.node_id === INITIATOR_NODE;

/**
 * The variables a handler's form may set: only the fields of the node's form the handler may edit there (every field
 * for the initiator submitting again), never a system variable; a node without a form sets none (its handler decides
 * with the approval and the opinion only: a changed `days` must not skip a later approval).
 */
export async function writableVariables(
  em: EntityManager, definition: Pick<BpmTemplateVersion, 'nodes' | 'formCode'>, task: Pick<LockedTask, 'node_id'>, variables: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const settings = definition.nodes[task.node_id];
  const formCode = settings?.formCode ?? definition.formCode;
  const form = formCode ? (await loadItem(em, 'form', formCode))?.content as Form | undefined : undefined;
  if (!form) return {};
  const access = processFieldAccess(form, settings?.fieldAccess, isResubmission(task) ? 'resubmit' : 'handle');
  return Object.fromEntries(Object.entries(variables).filter(([key]) => access.get(key) === 'edit' && !SYSTEM_VARIABLES.has(key)));
}

/** Refuses to start a process of a suspended or unpublished template, or of one the user holds no start role of. */
export async function assertMayStart(em: EntityManager, template: Pick<BpmTemplate, 'status' | 'publishedVersion' | 'startPermission'>, userId: string) {
  if (template.status === 'suspended') throw badRequest(BPM_MESSAGES.processSuspended);
  if (!template.publishedVersion) throw badRequest(BPM_MESSAGES.templateNeverPublished);
  if (template.startPermission.type !== 'roles') return;
  // Specific roles, as the startable list reads them: a template naming no role is started by nobody.
  const roles = template.startPermission.roleCodes ?? [];
  if (!roles.length) throw forbidden();
  const [allowed] = await em.execute(
    `select 1 from sys_user_role ur join sys_role r on r.id = ur.role_id where ur.user_id = ? and r.role_code in (${placeholders(roles)}) limit 1`,
    [userId, ...roles],
  );
  if (!allowed) throw forbidden();
}
