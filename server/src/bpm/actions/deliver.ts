// Delivering a message or signal to a running instance: addressed by the id of the event (receive task, start, catch or
// boundary event) waiting for it, by its message's name or by its signal's name, with variables (the payload) that
// the process has from then on. A message reaches the first event waiting for it, a signal every one (each in turn,
// from the state the one before left); an instance waiting for no such thing answers 'No transition'. The whole
// delivery is one run's worth of writing: the instance's state, tasks withdrawn that an interrupting event took the
// process away from, and the tasks of its new waits.
import type { ScriptRunner } from '@yc/engine';
import { BPM_MESSAGES, deliveryTargets, type Delivery } from '@yc/engine/bpm';
import type { EntityManager } from '../../db/database.ts';
import { badRequest, notFound } from '../../wire/envelope.ts';
import { applyRun } from '../flow.ts';
import { resumeRun, type RunOutcome } from '../runner.ts';
import { lockInstance } from '../store/instances.ts';
import { definitionOf } from '../store/runs.ts';
import { withdrawTasksNotWaiting } from '../store/tasks.ts';

/** Delivers to the instance `id` (locked for the delivery); answers the instance's state after it. */
export async function deliver(
  em: EntityManager, sandbox: ScriptRunner, id: string, delivery: Delivery, variables: Record<string, unknown>,
): Promise<'ACTIVE' | 'COMPLETED'> {
  const instance = await lockInstance(em, id);
  if (!instance) throw notFound();
  if (instance.state === 'SUSPENDED') throw badRequest(BPM_MESSAGES.processSuspended);
  const targets = instance.state === 'ACTIVE' ? deliveryTargets(instance.events ?? [], delivery) : [];
  if (!targets.length) throw badRequest(BPM_MESSAGES.noTransition);
  const definition = await definitionOf(em, instance);
  let run: RunOutcome | undefined;
  for (const target of targets) {
    // A signal's later receivers may have gone with the process's earlier steps (an interrupting one took it away).
    if (run && !run.events?.some((event) => event.id === target)) continue;
    run = await resumeRun(run?.state ?? instance.engine_state, definition.bpmnXml, target, variables, sandbox);
  }
  // An interrupting message took the process away from a task: its handlers have nothing left to do.
  await withdrawTasksNotWaiting(em, instance.id, run!);
  return applyRun(em, instance.id, instance.start_user_id, run!, definition, sandbox);
}
