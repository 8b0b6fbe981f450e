// The BPM store's handovers: a user's open tasks (listed, and locked for a handover), what the receiver holds at
// their nodes already, moving tasks with a record of each move, and the handovers made.
import { randomUUID } from 'node:crypto';
import type { HandoverTask, HeldTask } from '@yc/engine/bpm';
import { escapeLike } from '@yc/engine/query/operators';
import type { EntityManager } from '../../db/database.ts';
import { placeholders } from './sql.ts';

/** A user's open work: to-do tasks open or waiting their turn, unread copies. */
const OPEN_TASK = `((t.task_type = 'todo' and t.status in ('open', 'waiting')) or (t.task_type = 'toRead' and t.status = 'open'))`;

/** The tasks to move, locked with their instances as every task action locks them (in one order, so handovers never wait in a circle). */
export function lockHandoverTasks(em: EntityManager, fromId: string, taskIds: readonly string[] | null) {
  const [where, params] = taskIds ? [`t.id in (${placeholders(taskIds)})`, [...taskIds]] : [`t.assignee_id = ? and ${OPEN_TASK}`, [fromId]];
  return em.execute<HandoverTask[]>(
    `select t.id, t.assignee_id, t.task_type, t.status, t.instance_id, t.node_id, t.node_name, i.business_title
       from bpm_task t join bpm_instance i on i.id = t.instance_id where ${where} order by t.id for update of t, i`, params,
  );
}

/** What the receiver holds already at the nodes of the tasks: a to-do task there is a voice they have. */
export const heldAtNodes = (em: EntityManager, ids: string[], receiverId: string) => em.execute<HeldTask[]>(
  `select distinct h.instance_id, h.node_id, h.task_type from bpm_task h join bpm_task t on t.instance_id = h.instance_id and t.node_id = h.node_id
    where t.id in (${placeholders(ids)}) and h.assignee_id = ?
      and ((h.task_type = 'todo' and h.status in ('open', 'waiting')) or (h.task_type = 'toRead' and h.status = 'open'))`, [...ids, receiverId],
);

/**
 * Moves the tasks to the receiver, recording each move in the circulation (from the giving user, before the task changes
 * hands); withdraws the copies the receiver has already.
 */
export async function moveTasks(em: EntityManager, receiverId: string, moved: string[], withdrawn: string[], notice: string | null) {
  await em.execute(
    `insert into bpm_task (id, instance_id, node_id, node_name, task_type, assignee_id, status, action, opinion, created_at, completed_at)
     select r.id, t.instance_id, t.node_id, t.node_name, t.task_type, t.assignee_id, 'cancelled', 'handover', ?, t.created_at, clock_timestamp()
       from jsonb_to_recordset(?::jsonb) as r(id uuid, task_id uuid) join bpm_task t on t.id = r.task_id`,
    [notice, JSON.stringify(moved.map((taskId) => ({ id: randomUUID(), task_id: taskId })))],
  );
  if (moved.length) {
    // A task delegated to the giving user and handed to its delegator is simply the delegator's again.
    await em.execute(
      `update bpm_task set assignee_id = ?, delegation_id = case when delegated_from = ? then null else delegation_id end,
              delegated_from = case when delegated_from = ? then null else delegated_from end
        where id in (${placeholders(moved)})`, [receiverId, receiverId, receiverId, ...moved],
    );
  }
  if (withdrawn.length) {
    await em.execute(
      `update bpm_task set status = 'cancelled', action = 'handover', opinion = ?, completed_at = clock_timestamp() where id in (${placeholders(withdrawn)})`,
      [notice, ...withdrawn],
    );
  }
}

/** The record of a handover: who, to whom, which tasks, the notice, by whom and from which department. */
export async function insertHandover(em: EntityManager, row: {
  fromId: string; toId: string; type: string; taskIds: string[]; notice: string | null; username: string; userId: string;
}): Promise<string> {
  const id = randomUUID();
  await em.execute(
    `insert into bpm_handover (id, from_user_id, to_user_id, type, task_ids, notice, create_by, create_dept)
     values (?, ?, ?, ?, ?::jsonb, ?, ?, (select coalesce(
       (select o.org_name from sys_user u join sys_org o on o.id = u.current_org_id where u.id = ?),
       (select o.org_name from sys_user_org uo join sys_org o on o.id = uo.org_id where uo.user_id = ? order by uo.is_main desc, o.org_order limit 1))))`,
    [id, row.fromId, row.toId, row.type, JSON.stringify(row.taskIds), row.notice, row.username, row.userId, row.userId],
  );
  return id;
}

/** The user's open tasks a handover can move, newest first (at most 1,000). */
export const openTasksOf = <Row>(em: EntityManager, userId: string) => em.execute<Row[]>(
  `select t.id, t.instance_id as "instanceId", i.business_title as "taskTitle", t.node_name as "taskName", t.task_type as "taskType",
          t.status, i.template_key as "templateKey", t.created_at as "sendTimeString"
     from bpm_task t join bpm_instance i on i.id = t.instance_id
    where t.assignee_id = ? and ${OPEN_TASK} order by t.created_at desc, t.id limit 1000`, [userId],
);

/** A page of the handovers made, newest first, by the giving or receiving user's name. */
export async function handoverPage<Row>(em: EntityManager, { pageNo, pageSize, keyword }: { pageNo: number; pageSize: number; keyword?: string }) {
  const like = keyword?.trim() ? `%${escapeLike(keyword.trim())}%` : null;
  const where = like ? 'where (f.username ilike ? or f.realname ilike ? or r.username ilike ? or r.realname ilike ?)' : '';
  const params = like ? [like, like, like, like] : [];
  const from = 'from bpm_handover h join sys_user f on f.id = h.from_user_id join sys_user r on r.id = h.to_user_id';
  const [{ total }] = await em.execute<[{ total: string }]>(`select count(*) as total ${from} ${where}`, params);
  const records = await em.execute<Row[]>(
    `select h.id, f.username as "fromUser", f.realname as "fromUserName", r.username as "toUser", r.realname as "toUserName", h.type,
            jsonb_array_length(h.task_ids) as "taskCount", h.notice, h.create_by as "createBy", h.create_dept as "createDept", h.created_at as "createTime"
       ${from} ${where} order by h.created_at desc, h.id limit ? offset ?`, [...params, pageSize, (pageNo - 1) * pageSize],
  );
  return { records, total: Number(total) };
}
