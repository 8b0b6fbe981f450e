// The BPM store's call activities: the processes a caller started, the chain of callers above an instance, and handing
// a completed called process back.
import type { EntityManager } from '../../db/database.ts';
import { BpmInstanceEntity, BpmTemplateEntity } from '../../db/entities/bpm.ts';

/** Whether the caller's call activity has a called process still running. */
export const callRunning = async (em: EntityManager, callerId: string, nodeId: string) =>
  (await em.count(BpmInstanceEntity, { parentId: callerId, parentNodeId: nodeId, state: { $ne: 'COMPLETED' } })) > 0;

/** The template keys of the instance and of the callers above it, up to `limit` levels. */
export const callerKeys = async (em: EntityManager, callerId: string, limit: number) => (await em.execute<{ template_key: string }[]>(
  `with recursive above as (
     select id, parent_id, template_key, 1 as depth from bpm_instance where id = ?
     union all select i.id, i.parent_id, i.template_key, a.depth + 1 from bpm_instance i join above a on i.id = a.parent_id where a.depth <= ?
   ) select template_key from above`, [callerId, limit],
)).map((c) => c.template_key);

/** The template a call activity names. */
export const calledTemplate = (em: EntityManager, key: string) => em.findOne(BpmTemplateEntity, { templateKey: key });

/** The caller's title and its starter's username. */
export async function callerFacts(em: EntityManager, callerId: string) {
  const [caller] = await em.execute<{ business_title: string; username: string }[]>(
    'select i.business_title, u.username from bpm_instance i join sys_user u on u.id = i.start_user_id where i.id = ?', [callerId],
  );
  return caller;
}

/** A called process's new instance. */
export const insertCalledInstance = (em: EntityManager, row: {
  id: string; templateKey: string; definitionVersion: number; businessTitle: string; startUserId: string; parentId: string; parentNodeId: string;
}) => em.insert(BpmInstanceEntity, { ...row, state: 'ACTIVE' });

/** Whom a called process was called by (its caller and the call activity). */
export async function calledBy(em: EntityManager, instanceId: string) {
  const [called] = await em.execute<{ parent_id: string | null; parent_node_id: string | null }[]>('select parent_id, parent_node_id from bpm_instance where id = ?', [instanceId]);
  return called;
}

/** The caller, locked, with the state it waits in. */
export async function lockCaller(em: EntityManager, callerId: string) {
  const [caller] = await em.execute<{ id: string; state: string; template_key: string; definition_version: number; start_user_id: string; engine_state: unknown }[]>(
    'select id, state, template_key, definition_version, start_user_id, engine_state from bpm_instance where id = ? for update', [callerId],
  );
  return caller;
}

/** The called process is handed back (or found gone elsewhere): not again. */
export const handedBack = (em: EntityManager, instanceId: string) => em.execute('update bpm_instance set parent_node_id = null where id = ?', [instanceId]);

/** The called processes of the caller that completed and are not handed back yet, in the order they ended. */
export const completedCalls = (em: EntityManager, callerId: string) => em.execute<{ id: string; variables: Record<string, unknown> | null }[]>(
  `select id, variables from bpm_instance where parent_id = ? and state = 'COMPLETED' and parent_node_id is not null order by end_time`, [callerId],
);
