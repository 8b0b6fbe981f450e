// The BPM store's reads for an instance's page and diagram: its starter's name, its record, its nodes' task states and
// the nodes it waits at; and for the records a process is about, the pages of a form and a record's latest approval.
import type { EntityManager } from '../../db/database.ts';

/** What an instance knows of its record. */
export interface RecordBinding {
  data_id: string | null;
  view_code: string | null;
}

/** A user's real name. */
export async function realnameOf(em: EntityManager, userId: string): Promise<string | undefined> {
  const [user] = await em.execute<{ realname: string }[]>('select realname from sys_user where id = ?', [userId]);
  return user?.realname;
}

/** The record an instance is about and the page it was started from. */
export async function recordBinding(em: EntityManager, instanceId: string): Promise<RecordBinding | undefined> {
  const [binding] = await em.execute<RecordBinding[]>('select data_id, view_code from bpm_instance where id = ?', [instanceId]);
  return binding;
}

/** Per node of the instance, whether it has tasks to do open (or waiting) and done. */
export const nodeTaskStates = (em: EntityManager, instanceId: string) => em.execute<{ node_id: string; open: boolean; done: boolean }[]>(
  `select node_id, bool_or(status in ('open', 'waiting')) as open, bool_or(status = 'done') as done
     from bpm_task where instance_id = ? and task_type = 'todo' group by node_id`, [instanceId],
);

/** The nodes the instance waits at besides its open tasks: its events (messages, signals), its timers and its running call activities. */
export async function waitingNodes(em: EntityManager, instanceId: string): Promise<string[] | null | undefined> {
  const [waiting] = await em.execute<{ nodes: string[] | null }[]>(
    `select array(select distinct n from (
        select e ->> 'id' as n from bpm_instance i, jsonb_array_elements(coalesce(i.events, '[]'::jsonb)) e where i.id = ? and i.state <> 'COMPLETED'
        union all select timer_id from bpm_timer where instance_id = ?
        union all select parent_node_id from bpm_instance where parent_id = ? and state <> 'COMPLETED' and parent_node_id is not null
      ) w order by n) as nodes`, [instanceId, instanceId, instanceId],
  );
  return waiting?.nodes;
}

/** The codes of the pages that list a form's records (a table of their own), in order. */
export const recordPagesOf = async (em: EntityManager, formCode: string) => (await em.execute<{ code: string }[]>(
  `select code from ef_metadata where kind = 'view' and content ->> 'formCode' = ? and coalesce(content ->> 'tableName', '') <> '' order by code`, [formCode],
)).map((page) => page.code);

/** The approval status of the latest process of the form about a record. */
export async function latestApprovalStatus(em: EntityManager, dataId: string, formCode: string): Promise<{ approval_status: string | null } | undefined> {
  const [latest] = await em.execute<{ approval_status: string | null }[]>(
    `select i.approval_status from bpm_instance i join bpm_template t on t.template_key = i.template_key
      where i.data_id = ? and t.form_code = ? order by i.start_time desc, i.id limit 1`, [dataId, formCode],
  );
  return latest;
}
