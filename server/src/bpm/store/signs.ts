// The BPM store's reading and writing of a node's sign: how many of its to-do tasks approved and still decide, whose
// turn comes next in a sequential countersign, the handler's task after signers added before them, and ending a
// decided node's other tasks. What these mean is decided in the engine (engine/src/bpm/sign.ts, completion.ts).
import type { SignCounts, WaitingTurn } from '@yc/engine/bpm';
import type { EntityManager } from '../../db/database.ts';
import { BpmTaskEntity } from '../../db/entities/bpm.ts';

/** The node's to-do tasks that approved, and that decide (open, waiting or approved); signers added before a handler do not count. */
export async function signCounts(em: EntityManager, instanceId: string, nodeId: string): Promise<SignCounts> {
  const [counts] = await em.execute<[SignCounts]>(
    `select count(*) filter (where status = 'done' and action = 'approve')::int as approved,
            count(*) filter (where status in ('open', 'waiting') or (status = 'done' and action = 'approve'))::int as deciding
       from bpm_task where instance_id = ? and node_id = ? and task_type = 'todo' and add_sign is distinct from 'before'`, [instanceId, nodeId],
  );
  return counts;
}

/** The node's tasks of a sequential countersign still waiting their turn (not signers added to one), in the order they were created. */
export const waitingTurns = (em: EntityManager, instanceId: string, nodeId: string) => em.execute<WaitingTurn[]>(
  `select id, created_at as "createdAt" from bpm_task where instance_id = ? and node_id = ? and task_type = 'todo' and status = 'waiting' and parent_id is null
   order by created_at, id`,
  [instanceId, nodeId],
);

/** Opens a waiting task: its turn has come (its time is now, as the to-do list shows it). */
export const openTurn = (em: EntityManager, taskId: string) =>
  em.execute(`update bpm_task set status = 'open', created_at = clock_timestamp() where id = ? and status = 'waiting'`, [taskId]);

/** How many tasks of the signers added before a handler are still open. */
export const openBeforeSigners = (em: EntityManager, handlerTaskId: string | null) => em.count(BpmTaskEntity, { parentId: handlerTaskId, status: 'open' });

/** The handler's task, waiting for signers added before them, is theirs again. */
export const reopenHandlerTask = (em: EntityManager, handlerTaskId: string | null) =>
  em.nativeUpdate(BpmTaskEntity, { id: handlerTaskId, status: 'waiting' }, { status: 'open' });

/** The node is decided: its other handlers' tasks end. Answers the engine state the process goes on from. */
export async function endNodeTasks(em: EntityManager, instanceId: string, nodeId: string): Promise<unknown> {
  const [{ engine_state: state }] = await em.execute<[{ engine_state: unknown }]>(
    `with decided as (
       update bpm_task set status = 'cancelled', completed_at = clock_timestamp()
        where instance_id = ? and node_id = ? and task_type = 'todo' and status in ('open', 'waiting')
     )
     select engine_state from bpm_instance where id = ?`, [instanceId, nodeId, instanceId],
  );
  return state;
}
