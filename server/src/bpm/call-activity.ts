// Call activities: a process waiting at one starts the process it calls (the latest published definition of that key,
// once; never one already running above it, never deeper than a limit); a called process that completes continues
// its caller with the variables it ended with — once the caller is active again if it was suspended meanwhile.
import { randomUUID } from 'node:crypto';
import type { BpmTemplateVersion } from '../db/entities/bpm.ts';
import type { ScriptRunner } from '@yc/engine';
import { BPM_MESSAGES } from '@yc/engine/bpm';
import type { EntityManager } from '../db/database.ts';
import { badRequest } from '../wire/envelope.ts';
import { NotWaiting, ProcessFailed, resumeRun, startRun, type RunOutcome, type Wait } from './runner.ts';
import { callerFacts, callerKeys, calledBy, calledTemplate, callRunning, completedCalls, handedBack, insertCalledInstance, lockCaller } from './store/calls.ts';
import { definitionOf, type Run } from './store/runs.ts';

/** How deep call activities may nest (a process calling itself, directly or through others, is refused before). */
const CALL_DEPTH_LIMIT = 10;

/** How a run is applied (flow.ts applyRun), passed in so that the two modules need not import each other. */
type ApplyRun = (em: EntityManager, instanceId: string, startUserId: string, run: Run, definition: Pick<BpmTemplateVersion, 'nodes'>, sandbox: ScriptRunner) => Promise<unknown>;

/** Starts the process a call activity calls (the latest published definition of that key), unless it runs already. */
export async function callProcess(
  em: EntityManager, callerId: string, startUserId: string, call: Wait, variables: Record<string, unknown>, sandbox: ScriptRunner, applyRun: ApplyRun,
) {
  if (await callRunning(em, callerId, call.id)) return;
  const key = call.calledElement ?? '';
  const callers = await callerKeys(em, callerId, CALL_DEPTH_LIMIT);
  if (callers.includes(key)) throw new ProcessFailed(`the call activity ${call.id} calls ${key}, which is already running above it`);
  if (callers.length > CALL_DEPTH_LIMIT) throw new ProcessFailed(`call activities nest deeper than ${CALL_DEPTH_LIMIT} processes`);
  const template = await calledTemplate(em, key);
  if (!template?.publishedVersion || template.status === 'design') throw badRequest(BPM_MESSAGES.keyNotInBpmn(key));
  if (template.status === 'suspended') throw badRequest(BPM_MESSAGES.processSuspended);
  const definition = await definitionOf(em, { template_key: key, definition_version: template.publishedVersion });
  const caller = await callerFacts(em, callerId);
  const run = await startRun(definition.bpmnXml, { ...variables, initiator: caller?.username ?? '' }, sandbox);
  const id = randomUUID();
  await insertCalledInstance(em, {
    id, templateKey: key, definitionVersion: definition.definitionVersion, businessTitle: caller?.business_title ?? key, startUserId, parentId: callerId, parentNodeId: call.id,
  });
  await applyRun(em, id, startUserId, run, definition, sandbox);
}

/** A called process completed: its caller continues from the call activity with the variables it ended with. */
export async function returnToCaller(em: EntityManager, instanceId: string, variables: Record<string, unknown>, sandbox: ScriptRunner, applyRun: ApplyRun) {
  const called = await calledBy(em, instanceId);
  if (!called?.parent_id || !called.parent_node_id) return;
  const caller = await lockCaller(em, called.parent_id);
  // A suspended caller takes its called process back once it is activated (handBackCompletedCalls).
  if (caller?.state !== 'ACTIVE') return;
  const { initiator: _initiator, ...output } = variables;
  const definition = await definitionOf(em, caller);
  // Handed back (or found gone elsewhere): not again.
  await handedBack(em, instanceId);
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
export async function handBackCompletedCalls(em: EntityManager, callerId: string, sandbox: ScriptRunner, applyRun: ApplyRun) {
  for (const child of await completedCalls(em, callerId)) await returnToCaller(em, child.id, child.variables ?? {}, sandbox, applyRun);
}
