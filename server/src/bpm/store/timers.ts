// The BPM store's durable timers: the due ones of every tenant, and the instance and timer a firing works on.
import type { EntityManager } from '../../db/database.ts';

export interface DueTimer { tenant_id: number; instance_id: string; timer_id: string }
export interface TimedInstance { id: string; state: string; template_key: string; definition_version: number; start_user_id: string; engine_state: unknown }

/** The timers due by `now`, earliest first, at most `limit` (read across tenants). */
export const dueTimers = (em: EntityManager, now: Date, limit: number) => em.execute<DueTimer[]>(
  'select tenant_id, instance_id, timer_id from bpm_timer where fire_at <= ? order by fire_at limit ?', [now, limit],
);

/** The timer's instance, locked; none when another transaction holds it. */
export async function lockTimedInstance(em: EntityManager, instanceId: string): Promise<TimedInstance | undefined> {
  const [instance] = await em.execute<TimedInstance[]>(
    'select id, state, template_key, definition_version, start_user_id, engine_state from bpm_instance where id = ? for update skip locked', [instanceId],
  );
  return instance;
}

/** Whether the instance still keeps the timer, due by `now`. */
export async function timerDue(em: EntityManager, instanceId: string, timerId: string, now: Date): Promise<boolean> {
  const [kept] = await em.execute('select 1 from bpm_timer where instance_id = ? and timer_id = ? and fire_at <= ?', [instanceId, timerId, now]);
  return !!kept;
}

export const deleteTimer = (em: EntityManager, instanceId: string, timerId: string) =>
  em.execute('delete from bpm_timer where instance_id = ? and timer_id = ?', [instanceId, timerId]);
