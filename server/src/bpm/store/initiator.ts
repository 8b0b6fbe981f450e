// The BPM store's rows for what an initiator does besides submitting: whether anyone acted since the last submission,
// withdrawing the process (it ends; the circulation records it at the initiator's step), urging its handlers.
import { INITIATOR_NODE } from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';
import { forgetRunsAndTimers } from './node-states.ts';

/** The instance locked for its initiator's action. */
export interface OwnInstance {
  id: string;
  state: string;
  start_user_id: string;
}

/** The instance, locked; undefined when it does not exist. */
export async function lockOwnInstance(em: EntityManager, id: string): Promise<OwnInstance | undefined> {
  const [instance] = await em.execute<OwnInstance[]>('select id, state, start_user_id from bpm_instance where id = ? for update', [id]);
  return instance;
}

/** Whether the process waits at its initiator (rejected back to them), and whether a handler acted since it was last submitted. */
export async function initiatorPosition(em: EntityManager, instanceId: string): Promise<{ waitingInitiator: boolean; acted: boolean }> {
  const [row] = await em.execute<{ waiting_initiator: boolean; acted: boolean }[]>(
    `select exists (select 1 from bpm_task where instance_id = ? and node_id = ? and status = 'open') as waiting_initiator,
            exists (select 1 from bpm_task d where d.instance_id = ? and d.task_type = 'todo' and d.status = 'done' and d.node_id <> ?
                       and d.completed_at > coalesce((select max(r.completed_at) from bpm_task r where r.instance_id = d.instance_id and r.action = 'resubmit'), '-infinity'::timestamptz)) as acted`,
    [instanceId, INITIATOR_NODE, instanceId, INITIATOR_NODE],
  );
  return { waitingInitiator: Boolean(row?.waiting_initiator), acted: Boolean(row?.acted) };
}

/** The initiator's open task (after a rejection to them), if any. */
export async function initiatorTask(em: EntityManager, instanceId: string): Promise<string | undefined> {
  const [own] = await em.execute<{ id: string }[]>(`select id from bpm_task where instance_id = ? and node_id = ? and status = 'open'`, [instanceId, INITIATOR_NODE]);
  return own?.id;
}

/** The process ends withdrawn: nothing waits any more, its record is withdrawn. */
export async function endWithdrawn(em: EntityManager, instanceId: string) {
  await forgetRunsAndTimers(em, instanceId);
  await em.execute(
    `update bpm_instance set state = 'COMPLETED', end_time = now(), events = '[]'::jsonb,
       approval_status = case when data_id is null then approval_status else 'withdrawn' end where id = ?`, [instanceId],
  );
}

/** Marks the open tasks of the process's handlers urged; answers how many. */
export async function urgeHandlers(em: EntityManager, instanceId: string): Promise<number> {
  const rows = await em.execute<{ id: string }[]>(
    `update bpm_task set urged_at = now(), urge_count = urge_count + 1
      where instance_id = ? and task_type = 'todo' and status = 'open' and node_id <> ? returning id`, [instanceId, INITIATOR_NODE],
  );
  return rows.length;
}
