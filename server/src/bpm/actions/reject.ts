// Rejecting a task: back to the initiator (nothing waits until they submit again; their record is rejected), to the
// node before, or to an earlier node — the process returns to the state it had there: what came after is forgotten and
// the timers kept there start again from now. 'No transition' when there is no such node.
import { INITIATOR_NODE, type RejectTarget, type ScriptRunner } from '@yc/engine';
import { rejectRefusal, rejectTargetNode, restartedTimers } from '@yc/engine/bpm';
import type { FastifyRequest } from 'fastify';
import { BPM_MESSAGES } from '@yc/engine/bpm';
import type { EntityManager } from '../../db/database.ts';
import { badRequest } from '../../wire/envelope.ts';
import { applyRun, assertAssignee } from '../flow.ts';
import { sentBackToInitiator } from '../store/instances.ts';
import { earlierNodes, forgetRunsAfter, forgetRunsAndTimers, keptRun } from '../store/node-states.ts';
import { definitionOf } from '../store/runs.ts';
import { addTask, cancelOpenTasks, closeTask, lockOpenTask } from '../store/tasks.ts';

/** The earlier nodes a task of the caller's can be rejected to, the latest first. */
export async function rejectTargets(em: EntityManager, request: FastifyRequest, taskId: string) {
  const task = await lockOpenTask(em, taskId);
  assertAssignee(request, task);
  return (await earlierNodes(em, task)).map(({ nodeId, nodeName }) => ({ nodeId, nodeName }));
}

/** Rejects a task of the caller's; answers the node the process went back to. */
export async function rejectTask(
  em: EntityManager, request: FastifyRequest, sandbox: ScriptRunner, taskId: string, target: RejectTarget, nodeId: string | undefined, opinion: string | undefined,
): Promise<{ nodeId: string }> {
  const task = await lockOpenTask(em, taskId);
  assertAssignee(request, task);
  const definition = await definitionOf(em, task);
  const refusal = rejectRefusal(task, definition.nodes[task.node_id], opinion);
  if (refusal) throw badRequest(refusal);
  if (target === 'initiator') {
    await closeTask(em, task.id, 'reject', opinion);
    await cancelOpenTasks(em, task.instance_id);
    await forgetRunsAndTimers(em, task.instance_id);
    await sentBackToInitiator(em, task.instance_id);
    await addTask(em, { instanceId: task.instance_id, nodeId: INITIATOR_NODE, assigneeId: task.start_user_id });
    return { nodeId: INITIATOR_NODE };
  }
  const chosen = rejectTargetNode(await earlierNodes(em, task), target, nodeId);
  if (!chosen) throw badRequest(BPM_MESSAGES.noTransition);
  const kept = await keptRun(em, task.instance_id, chosen.nodeId);
  await closeTask(em, task.id, 'reject', opinion);
  await cancelOpenTasks(em, task.instance_id);
  // What came after the chosen node is undone: its kept states go, its timers start again from now.
  await forgetRunsAfter(em, task.instance_id, kept.created_at);
  const timers = restartedTimers(kept.timers, kept.created_at, Date.now());
  const run = { state: kept.engine_state, waits: kept.waits, timers, variables: kept.variables, events: kept.events, completed: false };
  await applyRun(em, task.instance_id, task.start_user_id, run, definition, sandbox);
  return { nodeId: chosen.nodeId };
}
