// Suspending a running instance (its tasks wait meanwhile) and activating a suspended one (process administrators);
// the called processes that completed meanwhile go back to it once it is active.
import type { Message, ScriptRunner } from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';
import { badRequest, notFound } from '../../wire/envelope.ts';
import { handBackCompletedCalls } from '../call-activity.ts';
import { applyRun } from '../flow.ts';
import type { BpmInstance } from '../../db/entities/bpm.ts';
import { changeState, instanceExists } from '../store/instances.ts';

/** Moves the instance from `from` to `to`; `refusal` when it is not in `from`. */
export async function changeInstanceState(em: EntityManager, sandbox: ScriptRunner, id: string, from: BpmInstance['state'], to: BpmInstance['state'], refusal: Message) {
  if (!(await changeState(em, id, from, to))) {
    if (!(await instanceExists(em, id))) throw notFound();
    throw badRequest(refusal);
  }
  if (to === 'ACTIVE') await handBackCompletedCalls(em, id, sandbox, applyRun);
}
