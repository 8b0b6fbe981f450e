// Approving a task, exactly once (the task row is locked and must still be open): the initiator's task after a
// rejection submits the process again from its start; a signer added before the handler gives the task back to them
// once all such signers have decided; otherwise the node is done when its sign mode says so (one of its assignees, or
// all / a share of them for a countersign; a sequential countersign opens the next assignee's task) and the engine
// continues from its saved state. What the handler may edit at the node is written back to the record.
import type { ScriptRunner } from '@yc/engine';
import { afterApproval, completionAction, completionPath, handlerAgain, isCountersign, nextInSequence, opinionRefusal, writesBack } from '@yc/engine/bpm';
import type { FastifyRequest } from 'fastify';
import type { EntityManager } from '../../db/database.ts';
import { badRequest } from '../../wire/envelope.ts';
import { applyRun, assertAssignee, writableVariables } from '../flow.ts';
import { writeBack } from '../records.ts';
import { resumeRun, startRun } from '../runner.ts';
import { recordInApproval } from '../store/instances.ts';
import { definitionOf } from '../store/runs.ts';
import { endNodeTasks, openBeforeSigners, openTurn, reopenHandlerTask, signCounts, waitingTurns } from '../store/signs.ts';
import { closeTask, lockOpenTask } from '../store/tasks.ts';

/** What approving answers: the instance's state after it. */
export interface Completed {
  instanceState: string;
}

/** Approves a task of the caller's in the request's transaction. */
export async function completeTask(
  em: EntityManager, request: FastifyRequest, sandbox: ScriptRunner, taskId: string, opinion: string | undefined, given: Record<string, unknown>,
): Promise<Completed> {
  const task = await lockOpenTask(em, taskId);
  assertAssignee(request, task);
  const definition = await definitionOf(em, task);
  const variables = await writableVariables(em, definition, task, given);
  const settings = definition.nodes[task.node_id];
  const refusal = opinionRefusal(settings, opinion);
  if (refusal) throw badRequest(refusal);
  await closeTask(em, task.id, completionAction(task), opinion);
  // What the handler may edit at the node goes back to the record too (a node showing another form writes none).
  if (writesBack(settings, definition.formCode)) await writeBack(em, request, task, definition.formCode, variables);
  const path = completionPath(task);
  if (path === 'resubmit') {
    await recordInApproval(em, task.instance_id);
    const run = await startRun(definition.bpmnXml, { ...task.variables, ...variables, initiator: request.caller().username }, sandbox);
    return { instanceState: await applyRun(em, task.instance_id, task.start_user_id, run, definition, sandbox) };
  }
  if (path === 'handBack') {
    // The signers added before the handler have all decided: the task is the handler's again.
    if (handlerAgain(await openBeforeSigners(em, task.parent_id))) await reopenHandlerTask(em, task.parent_id);
    return { instanceState: task.instance_state };
  }
  // A node that is no countersign is complete at its first approval: its tasks are not counted.
  const next = isCountersign(settings) ? afterApproval(settings, await signCounts(em, task.instance_id, task.node_id)) : 'complete';
  if (next !== 'complete') {
    // A sequential countersign: the next assignee's task opens.
    const turn = next === 'openNext' ? nextInSequence(await waitingTurns(em, task.instance_id, task.node_id)) : undefined;
    if (turn) await openTurn(em, turn.id);
    return { instanceState: task.instance_state };
  }
  // The node is decided: its other handlers' tasks end; the process goes on from the state kept.
  const state = await endNodeTasks(em, task.instance_id, task.node_id);
  const run = await resumeRun(state, definition.bpmnXml, task.node_id, variables, sandbox);
  return { instanceState: await applyRun(em, task.instance_id, task.start_user_id, run, definition, sandbox) };
}
