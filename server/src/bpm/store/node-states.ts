// The BPM store's kept runs: the engine's state at each node the process waited at (what a rejection goes back to),
// forgotten when the process goes back or starts again; the pending timers go with them.
import type { EntityManager } from '../../db/database.ts';
import type { DueTimer, Wait } from '../runner.ts';

/** The earlier nodes the process waited at before the task's node, the latest first (what it can be rejected to). */
export const earlierNodes = (em: EntityManager, task: { instance_id: string; node_id: string }) => em.execute<{ nodeId: string; nodeName: string | null; createdAt: Date }[]>(
  `select s.node_id as "nodeId", (select w ->> 'name' from jsonb_array_elements(s.waits) w where w ->> 'id' = s.node_id limit 1) as "nodeName",
          s.created_at as "createdAt"
     from bpm_node_state s
    where s.instance_id = ? and s.node_id <> ?
      and s.created_at < coalesce((select c.created_at from bpm_node_state c where c.instance_id = s.instance_id and c.node_id = ?), 'infinity')
    order by s.created_at desc`, [task.instance_id, task.node_id, task.node_id],
);

/** The run kept when the process waited at the node. */
export interface KeptRun {
  engine_state: unknown;
  waits: Wait[];
  timers: DueTimer[];
  variables: Record<string, unknown>;
  events: Wait[];
  created_at: Date;
}

/** The run kept at the node. */
export async function keptRun(em: EntityManager, instanceId: string, nodeId: string): Promise<KeptRun> {
  const [kept] = await em.execute<KeptRun[]>(
    'select engine_state, waits, timers, variables, events, created_at from bpm_node_state where instance_id = ? and node_id = ?', [instanceId, nodeId],
  );
  return kept!;
}

/** Forgets the runs kept after `keptAt` (what came after the node the process goes back to). */
export const forgetRunsAfter = (em: EntityManager, instanceId: string, keptAt: Date) =>
  em.execute('delete from bpm_node_state where instance_id = ? and created_at > ?', [instanceId, keptAt]);

/** Forgets every run kept of the instance (it starts again). */
export const forgetRuns = (em: EntityManager, instanceId: string) => em.execute('delete from bpm_node_state where instance_id = ?', [instanceId]);

/** Forgets every run kept of the instance and its pending timers: nothing waits any more. */
export async function forgetRunsAndTimers(em: EntityManager, instanceId: string) {
  await forgetRuns(em, instanceId);
  await em.execute('delete from bpm_timer where instance_id = ?', [instanceId]);
}
