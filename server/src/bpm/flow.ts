// The steps every action on a running process shares: applying what a run of the engine left (its state, variables
// and pending timers kept, the tasks of the nodes it waits at created, call activities started, a completed called
// process handed back to its caller), who may act on a task, what a handler's form may set, and who may start a
// process. The SQL is in the BPM store (store/*.ts); the decisions in the engine (engine/src/bpm).
import { randomUUID } from 'node:crypto';
import { processFieldAccess, type Form, type NodeSettings, type ScriptRunner } from '@yc/engine';
import { BPM_MESSAGES, initialStatuses, isOffered, isResubmission } from '@yc/engine/bpm';
import type { FastifyRequest } from 'fastify';
import type { EntityManager } from '../db/database.ts';
import type { BpmTemplate, BpmTemplateVersion } from '../db/entities/bpm.ts';
import { loadItem } from '../eform/store/metadata.ts';
import { bpmTaskMessages } from '../messages/delivery.ts';
import { badRequest, forbidden } from '../wire/envelope.ts';
import { callProcess, returnToCaller } from './call-activity.ts';
import { CALL_ACTIVITY, SYSTEM_VARIABLES, type Wait } from './runner.ts';
import { assigneesOf, holdsRole } from './store/people.ts';
import { insertTasks, nodesWithOpenTasks, saveRun, type PlannedTask, type Run } from './store/runs.ts';
import type { LockedTask } from './store/tasks.ts';

/** Refuses anyone but the task's assignee. */
export function assertAssignee(request: FastifyRequest, task: Pick<LockedTask, 'assignee_id'>) {
  if (task.assignee_id !== request.caller().userId) throw forbidden();
}

/**
 * Tasks for the nodes a run waits at that have none open: one per assignee; one for the candidate roles to claim; one
 * assigned to nobody when the rules find nobody. The run is kept for each such node (what a rejection goes back to).
 */
export async function createTasks(em: EntityManager, instanceId: string, startUserId: string, run: Run, nodes: Record<string, NodeSettings>) {
  const open = await nodesWithOpenTasks(em, instanceId);
  // Each node once, though several paths may wait at it.
  const fresh = [...new Map(run.waits.filter((wait: Wait) => wait.type !== CALL_ACTIVITY && !open.has(wait.id)).map((wait) => [wait.id, wait])).values()];
  if (!fresh.length) return;
  const tasks: PlannedTask[] = [];
  for (const wait of fresh) {
    const settings = nodes[wait.id];
    const assignees = isOffered(settings) ? [] : await assigneesOf(em, settings, startUserId, run.variables);
    const dueAt = settings?.dueHours ? new Date(Date.now() + settings.dueHours * 3_600_000).toISOString() : null;
    const handlers = assignees.length ? assignees : [null];
    // A sequential countersign: the first assignee decides first, each of the others once the one before has approved.
    const statuses = initialStatuses(settings, handlers.length);
    handlers.forEach((assigneeId, i) => {
      tasks.push({ id: randomUUID(), node_id: wait.id, node_name: wait.name ?? null, assignee_id: assigneeId, due_at: dueAt, status: statuses[i]! });
    });
  }
  await insertTasks(em, instanceId, tasks, run, fresh.map((wait) => wait.id));
  await bpmTaskMessages(em, 'assigned', tasks.filter((task) => task.status === 'open').map((task) => task.id));
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
  for (const call of run.waits.filter((wait) => wait.type === CALL_ACTIVITY)) await callProcess(em, instanceId, startUserId, call, run.variables, sandbox, applyRun);
  if (state === 'COMPLETED') await returnToCaller(em, instanceId, run.variables, sandbox, applyRun);
  return state;
}

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
  if (!roles.length || !(await holdsRole(em, userId, roles))) throw forbidden();
}
