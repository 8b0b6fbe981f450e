// The BPM store's lists of process instances: every instance (process administrators) with the nodes it waits at, a
// user's own (started, or handled a task of), an instance's circulation; and whether a user may see an instance.
import { INITIATOR_NODE } from '@yc/engine';
import { escapeLike } from '@yc/engine/query/operators';
import type { EntityManager } from '../../db/database.ts';
import { BpmInstanceEntity, BpmTaskEntity } from '../../db/entities/bpm.ts';
import type { Wait } from '../runner.ts';

/** A task's step without a name of its own: the initiator's (after a rejection to them), named by them. */
const STEP_NAME = `(select sn.realname from sys_user sn where sn.id = t.assignee_id and t.node_id = '${INITIATOR_NODE}')`;

const INSTANCE_COLUMNS = `i.id, i.template_key as "templateKey", i.business_title as "businessTitle", i.state as "processInstanceState",
  i.start_time as "startTimeString", i.end_time as "endTimeString", u.realname as "startUserName"`;
export type InstanceSelect = {
  id: string; templateKey: string; businessTitle: string; processInstanceState: string; startTimeString: Date; endTimeString: Date | null; startUserName: string | null;
};
type Listed = InstanceSelect & {
  currentNodes: string[] | null; openTasks: { id: string; taskName: string; assigneeName: string | null }[] | null; waitingEvents: Wait[];
};
type PageQuery = { pageNo: number; pageSize: number };

/** A page of every instance, by state, template or title, with the nodes it waits at, its open tasks and the events it waits for. */
export async function instancePage(em: EntityManager, { pageNo, pageSize, state, templateKey, keyword }: PageQuery & { state?: string; templateKey?: string; keyword?: string }) {
  const conditions: [string, unknown][] = [];
  if (state) conditions.push(['i.state = ?', state]);
  if (templateKey) conditions.push(['i.template_key = ?', templateKey]);
  if (keyword?.trim()) conditions.push(['i.business_title ilike ?', `%${escapeLike(keyword.trim())}%`]);
  const filter = conditions.length ? `where ${conditions.map(([sql]) => sql).join(' and ')}` : '';
  const params = conditions.map(([, value]) => value);
  const [{ total }] = await em.execute<[{ total: string }]>(`select count(*) as total from bpm_instance i ${filter}`, params);
  const rows = await em.execute<Listed[]>(
    `select ${INSTANCE_COLUMNS},
            (select array_agg(distinct n) from (
               select coalesce(t.node_name, ${STEP_NAME}, t.node_id) as n from bpm_task t
                where t.instance_id = i.id and t.task_type = 'todo' and t.status in ('open', 'waiting')
               union select coalesce(e ->> 'name', e ->> 'id') from jsonb_array_elements(i.events) e
             ) nodes) as "currentNodes",
            i.events as "waitingEvents",
            (select json_agg(json_build_object('id', t.id, 'taskName', coalesce(t.node_name, ${STEP_NAME}, t.node_id), 'assigneeName', a.realname) order by t.created_at)
               from bpm_task t left join sys_user a on a.id = t.assignee_id
              where t.instance_id = i.id and t.task_type = 'todo' and t.status = 'open') as "openTasks"
       from bpm_instance i left join sys_user u on u.id = i.start_user_id
      ${filter} order by i.start_time desc, i.id limit ? offset ?`,
    [...params, pageSize, (pageNo - 1) * pageSize],
  );
  return { rows, total: Number(total) };
}

/** A page of the user's instances: started by them, or ones they handled a task of (participate). */
export async function myInstancePage(em: EntityManager, userId: string, type: 'start' | 'participate', { pageNo, pageSize }: PageQuery) {
  const where = type === 'start'
    ? 'i.start_user_id = ?'
    : `i.start_user_id <> ? and exists (select 1 from bpm_task t where t.instance_id = i.id and t.assignee_id = ? and t.status = 'done')`;
  const params = type === 'start' ? [userId] : [userId, userId];
  const [{ total }] = await em.execute<[{ total: string }]>(`select count(*) as total from bpm_instance i where ${where}`, params);
  const rows = await em.execute<InstanceSelect[]>(
    `select ${INSTANCE_COLUMNS} from bpm_instance i left join sys_user u on u.id = i.start_user_id
      where ${where} order by i.start_time desc, i.id limit ? offset ?`,
    [...params, pageSize, (pageNo - 1) * pageSize],
  );
  return { rows, total: Number(total) };
}

/** An instance's circulation after its start: who handled which node, how and when, with the opinion; and its starter's name. */
export async function circulation(em: EntityManager, instanceId: string, startUserId: string) {
  const [starter] = await em.execute<{ realname: string }[]>('select realname from sys_user where id = ?', [startUserId]);
  const handled = await em.execute<{ passName: string | null; passType: string; passTime: Date | null; passMessage: string | null; handlerName: string | null; onBehalfOf: string | null }[]>(
    `select t.node_name as "passName", coalesce(t.action, t.status) as "passType", t.completed_at as "passTime", t.opinion as "passMessage", u.realname as "handlerName",
            df.realname as "onBehalfOf"
       from bpm_task t left join sys_user u on u.id = t.assignee_id left join sys_user df on df.id = t.delegated_from
      where t.instance_id = ? and (t.status = 'done' or t.action in ('reassign', 'handover')) order by t.completed_at, t.id`, [instanceId],
  );
  return { starterName: starter?.realname ?? null, handled };
}

/** The instance, and whether the user started it or holds a task of it; null when it does not exist. */
export async function instanceWithPart(em: EntityManager, id: string, userId: string) {
  const instance = await em.findOne(BpmInstanceEntity, { id });
  if (!instance) return null;
  return { instance, takesPart: instance.startUserId === userId || (await em.count(BpmTaskEntity, { instanceId: id, assigneeId: userId })) > 0 };
}
