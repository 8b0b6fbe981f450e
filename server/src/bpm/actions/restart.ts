// Restarting an instance (process administrators): it starts again from its start with its variables, its open tasks
// cancelled and its kept runs forgotten; a suspended one cannot be restarted.
import type { ScriptRunner } from '@yc/engine';
import { BPM_MESSAGES } from '@yc/engine/bpm';
import type { EntityManager } from '../../db/database.ts';
import { badRequest, notFound } from '../../wire/envelope.ts';
import { applyRun } from '../flow.ts';
import { startRun } from '../runner.ts';
import { lockInstance } from '../store/instances.ts';
import { forgetRuns } from '../store/node-states.ts';
import { usernameOf } from '../store/people.ts';
import { definitionOf } from '../store/runs.ts';
import { cancelOpenTasks } from '../store/tasks.ts';

/** Restarts the instance; answers its state after the new run. */
export async function restartInstance(em: EntityManager, sandbox: ScriptRunner, id: string) {
  const instance = await lockInstance(em, id);
  if (!instance) throw notFound();
  if (instance.state === 'SUSPENDED') throw badRequest(BPM_MESSAGES.instanceNotRestartable);
  const definition = await definitionOf(em, instance);
  await cancelOpenTasks(em, instance.id);
  await forgetRuns(em, instance.id);
  const run = await startRun(definition.bpmnXml, { ...instance.variables, initiator: await usernameOf(em, instance.start_user_id) }, sandbox);
  return { state: await applyRun(em, instance.id, instance.start_user_id, run, definition, sandbox) };
}
