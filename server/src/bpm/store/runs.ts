// The BPM store's runs: the definition an instance runs on, what a run of the engine left (kept in the instance's row,
// its pending timers beside it), and the tasks of the nodes it waits at, written with the run kept at each (what a
// rejection goes back to) in one statement — every step of every approval passes here.
import type { EntityManager } from '../../db/database.ts';
import type { BpmTemplateVersion } from '../../db/entities/bpm.ts';
import type { RunOutcome } from '../runner.ts';

/** What the engine left after a run, as kept between runs. */
export type Run = Pick<RunOutcome, 'state' | 'waits' | 'completed' | 'variables' | 'timers' | 'events'>;

/** A task planned for a node a run waits at. */
export interface PlannedTask {
  id: string;
  node_id: string;
  node_name: string | null;
  assignee_id: string | null;
  due_at: string | null;
  status: 'open' | 'waiting';
}

/** The definition (with its BPMN file) an instance runs on. */
export async function definitionOf(em: EntityManager, task: { template_key: string; definition_version: number }): Promise<BpmTemplateVersion> {
  const [definition] = await em.execute<BpmTemplateVersion[]>(
    `select template_key as "templateKey", definition_version as "definitionVersion", name, form_code as "formCode", bpmn_xml as "bpmnXml",
            start_permission as "startPermission", nodes, published_by as "publishedBy", published_at as "publishedAt"
       from bpm_template_version where template_key = ? and definition_version = ?`, [task.template_key, task.definition_version],
  );
  if (!definition) throw new Error(`no definition ${task.template_key} version ${task.definition_version}`);
  return definition;
}

/** The nodes of the instance that have a to-do task open or waiting. */
export async function nodesWithOpenTasks(em: EntityManager, instanceId: string): Promise<Set<string>> {
  return new Set((await em.execute<{ node_id: string }[]>(
    `select distinct node_id from bpm_task where instance_id = ? and task_type = 'todo' and status in ('open', 'waiting')`, [instanceId],
  )).map((t) => t.node_id));
}

/**
 * Writes the planned tasks and keeps the run at each of `nodeIds`. A task the rules give to a user who delegates this
 * process now goes to their bailee (an active user), keeping whom it is from; one level only (a bailee's own
 * delegation is not followed), and never a second voice at one node for the bailee (already an assignee there, or the
 * bailee of an earlier assignee of the node): that task stays put.
 */
export function insertTasks(em: EntityManager, instanceId: string, tasks: PlannedTask[], run: Run, nodeIds: string[]) {
  return em.execute(
    `with process as (select template_key from bpm_instance where id = ?),
     planned as (
       select t.id, t.node_id, t.node_name, t.assignee_id, t.due_at, t.status, t.n, d.id as delegation_id, d.bailee_id
         from rows from (jsonb_to_recordset(?::jsonb) as (id uuid, node_id text, node_name text, assignee_id uuid, due_at timestamptz, status text))
              with ordinality as t(id, node_id, node_name, assignee_id, due_at, status, n)
         left join lateral (
           select d.id, d.bailee_id from bpm_delegation d join sys_user b on b.id = d.bailee_id and b.del_flag = 0 and b.status = 1, process p
            where d.delegator_id = t.assignee_id and d.cancelled_at is null and now() between d.start_time and d.end_time
              and (d.template_keys is null or jsonb_exists(d.template_keys, p.template_key))
              and not exists (select 1 from jsonb_to_recordset(?::jsonb) as o(node_id text, assignee_id uuid) where o.node_id = t.node_id and o.assignee_id = d.bailee_id)
            order by d.start_time, d.id limit 1
         ) d on true
     ),
     chosen as (
       select p.*, p.delegation_id is not null and row_number() over (partition by p.node_id, p.bailee_id order by p.n) = 1 as delegated from planned p
     ),
     tasks as (
       insert into bpm_task (id, instance_id, node_id, node_name, assignee_id, due_at, status, created_at, delegated_from, delegation_id)
       select c.id, ?, c.node_id, c.node_name, case when c.delegated then c.bailee_id else c.assignee_id end, c.due_at, c.status,
              now() + c.n * interval '1 microsecond', case when c.delegated then c.assignee_id end, case when c.delegated then c.delegation_id end
         from chosen c
     )
     insert into bpm_node_state (instance_id, node_id, engine_state, waits, timers, variables, events)
     select ?, n.node_id, ?::jsonb, ?::jsonb, ?::jsonb, ?::jsonb, ?::jsonb from jsonb_array_elements_text(?::jsonb) as n(node_id)
     on conflict (instance_id, node_id) do update set engine_state = excluded.engine_state, waits = excluded.waits, timers = excluded.timers,
       variables = excluded.variables, events = excluded.events, created_at = now()`,
    [
      instanceId, JSON.stringify(tasks), JSON.stringify(tasks), instanceId, instanceId, JSON.stringify(run.state), JSON.stringify(run.waits), JSON.stringify(run.timers),
      JSON.stringify(run.variables), JSON.stringify(run.events ?? []), JSON.stringify(nodeIds),
    ],
  );
}

/**
 * Keeps a run in the instance's row (state, variables, the events it waits for, completion) and its pending timers (in
 * place of those before); a record in approval whose process ends is approved, in the same statement.
 */
export async function saveRun(em: EntityManager, instanceId: string, run: Run): Promise<'ACTIVE' | 'COMPLETED'> {
  const state = run.completed ? 'COMPLETED' : 'ACTIVE';
  await em.execute(
    `with gone as (delete from bpm_timer where instance_id = ?)
     update bpm_instance set state = ?, engine_state = ?::jsonb, variables = ?::jsonb, events = ?::jsonb, end_time = ?,
       approval_status = case when ? and approval_status = 'inApproval' then 'approved' else approval_status end where id = ?`,
    [
      instanceId, state, JSON.stringify(run.state), JSON.stringify(run.variables), JSON.stringify(run.events ?? []), run.completed ? new Date() : null,
      run.completed, instanceId,
    ],
  );
  if (run.timers.length) {
    await em.execute(
      `insert into bpm_timer (instance_id, timer_id, fire_at) select ?, t.id, t."fireAt" from jsonb_to_recordset(?::jsonb) as t(id text, "fireAt" timestamptz)`,
      [instanceId, JSON.stringify(run.timers)],
    );
  }
  return state;
}
