// Process timers (boundary timers, timer catch events, escalations) are durable: a run's pending timers are kept in
// bpm_timer with the instance, and a scheduled job of the platform's queue (every minute, on one instance per tick)
// fires the due ones after any restart. Each fires once: its instance's row is locked (an instance another transaction
// holds is left for the next tick) and the timer must still be kept; firing continues the engine from the saved state
// and saves what it did — the timer gone, tasks of nodes the process left cancelled, new tasks — in one transaction.
import type { ScriptRunner } from '@yc/engine';
import type { Database } from '../db/database.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { applyRun } from './flow.ts';
import { fireTimer, ProcessFailed } from './runner.ts';
import { definitionOf } from './store/runs.ts';
import { withdrawTasksNotWaiting } from './store/tasks.ts';
import { deleteTimer, dueTimers, lockTimedInstance, timerDue } from './store/timers.ts';

export const BPM_TIMER_JOB = 'bpm-timers';
const EVERY_MINUTE = '* * * * *';
const BATCH = 500;

/** Fires the timers due by `now` in every tenant; answers how many fired. */
export async function fireDueTimers(db: Database, sandbox: ScriptRunner, now = new Date()): Promise<{ fired: number }> {
  const due = await db.asSystem((em) => dueTimers(em, now, BATCH));
  let fired = 0;
  for (const { tenant_id: tenantId, instance_id: instanceId, timer_id: timerId } of due) {
    fired += await fireOne(db, sandbox, now, tenantId, instanceId, timerId);
  }
  return { fired };
}

/**
 * Fires one timer; a process that cannot go on from it (its design fails there) keeps waiting, the timer dropped and
 * the failure logged, so that it holds up no other timer.
 */
async function fireOne(db: Database, sandbox: ScriptRunner, now: Date, tenantId: number, instanceId: string, timerId: string): Promise<number> {
  try {
    return await db.inTenant(tenantId, async (em) => {
      const instance = await lockTimedInstance(em, instanceId);
      // Suspended: it fires once the instance is active again.
      if (!instance || instance.state !== 'ACTIVE') return 0;
      if (!(await timerDue(em, instanceId, timerId, now))) return 0;
      const definition = await definitionOf(em, instance);
      const run = await fireTimer(instance.engine_state, definition.bpmnXml, timerId, sandbox);
      // An interrupting timer took the process away from its task: that task's handlers have nothing left to do.
      await withdrawTasksNotWaiting(em, instanceId, run);
      await applyRun(em, instanceId, instance.start_user_id, run, definition, sandbox);
      return 1;
    });
  } catch (error) {
    if (!(error instanceof ProcessFailed)) throw error;
    console.error(`process ${instanceId}: timer ${timerId} dropped: ${error.message}`);
    await db.inTenant(tenantId, (em) => deleteTimer(em, instanceId, timerId));
    return 0;
  }
}

/** Works the timers' job on this instance and schedules it every minute. */
export async function scheduleProcessTimers(jobs: JobQueue, db: Database, sandbox: ScriptRunner): Promise<void> {
  await jobs.work(BPM_TIMER_JOB, async (data) => fireDueTimers(db, sandbox, typeof data.now === 'string' ? new Date(data.now) : new Date()));
  await jobs.schedule(BPM_TIMER_JOB, EVERY_MINUTE);
}
