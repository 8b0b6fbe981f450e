// Handover (/api/bpm/handover/…): an administrator moves a user's open tasks — all their open to-do and to-read tasks,
// or the ones chosen — to another active user, all or nothing, the task rows locked. A moved task stays the same task
// (its links, its place in a sequential countersign, the signers added before it keep pointing at it); beside it a
// record of the move (status cancelled, action handover, the notice as its opinion) shows in the circulation. A to-do
// task whose receiver already decides at that node would give them a second voice: the handover is refused, naming it.
// A copy the receiver already has is withdrawn instead of moved. Each handover is recorded with who made it and from
// which department, and listed. The giving user may be frozen (someone who left): their work is what is handed over.
import { randomUUID } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import { HANDOVER_TYPES, OneOf, PERMISSIONS } from '@yc/engine';
import { BPM_MESSAGES } from '@yc/engine/bpm';
import { escapeLike } from '@yc/engine/query/operators';
import type { Api } from '../plugin-types.ts';
import type { EntityManager } from '../db/database.ts';
import { badRequest, ok } from '../wire/envelope.ts';
import { PAGE_QUERY_PROPERTIES, str, uuid } from '../wire/requests.ts';
import { Nullable, Page, replies, Timestamp } from '../wire/responses.ts';
import { placeholders, userIds } from './flow.ts';

const base = '/api/bpm/handover';
const tags = ['bpm'];
const P = PERMISSIONS.bpm.handover;

/** A user's open work: to-do tasks open or waiting their turn, unread copies. */
const OPEN_TASK = `((t.task_type = 'todo' and t.status in ('open', 'waiting')) or (t.task_type = 'toRead' and t.status = 'open'))`;

const OpenTask = Type.Object({
  id: Type.String(), instanceId: Type.String(), taskTitle: Type.String(), taskName: Nullable(Type.String()), taskType: Type.String(),
  status: Type.String(), templateKey: Type.String(), sendTimeString: Timestamp,
});

const HandoverRow = Type.Object({
  id: Type.String(), fromUser: Type.String(), fromUserName: Nullable(Type.String()), toUser: Type.String(), toUserName: Nullable(Type.String()),
  type: OneOf(HANDOVER_TYPES), taskCount: Type.Integer(), notice: Nullable(Type.String()),
  createBy: Nullable(Type.String()), createDept: Nullable(Type.String()), createTime: Timestamp,
});

/** The id of a user who has not been deleted (frozen ones included): 'User {name} does not exist' otherwise. */
async function existingUser(em: EntityManager, username: string): Promise<string> {
  const [user] = await em.execute<{ id: string }[]>('select id from sys_user where username = ? and del_flag = 0', [username]);
  if (!user) throw badRequest(BPM_MESSAGES.userUnknown(username));
  return user.id;
}

type Locked = { id: string; assignee_id: string | null; task_type: 'todo' | 'toRead'; status: string; instance_id: string; node_id: string; node_name: string | null; business_title: string };

/** The tasks to move, locked with their instances as every task action locks them (in one order, so handovers never wait in a circle). */
function lockTasks(em: EntityManager, where: string, params: unknown[]) {
  return em.execute<Locked[]>(
    `select t.id, t.assignee_id, t.task_type, t.status, t.instance_id, t.node_id, t.node_name, i.business_title
       from bpm_task t join bpm_instance i on i.id = t.instance_id where ${where} order by t.id for update of t, i`, params,
  );
}

export async function handoverRoutes(app: Api) {
  app.get(`${base}/tasks`, {
    config: { access: { permission: P.add }, readOnly: true },
    schema: {
      tags, summary: 'The open tasks of a user (to do, waiting their turn, unread copies) that a handover can move, newest first',
      querystring: Type.Object({ fromUser: str(100) }), response: replies(Type.Array(OpenTask)),
    },
  }, async (request) => {
    const result = await request.tx(async (em) => {
      const from = await existingUser(em, request.query.fromUser);
      return em.execute<Static<typeof OpenTask>[]>(
        `select t.id, t.instance_id as "instanceId", i.business_title as "taskTitle", t.node_name as "taskName", t.task_type as "taskType",
                t.status, i.template_key as "templateKey", t.created_at as "sendTimeString"
           from bpm_task t join bpm_instance i on i.id = t.instance_id
          where t.assignee_id = ? and ${OPEN_TASK} order by t.created_at desc, t.id limit 1000`, [from],
      );
    });
    return ok(result);
  });

  app.post(`${base}/add`, {
    config: { access: { permission: P.add }, cachesUntouched: true },
    schema: {
      tags,
      summary: 'Hand a user\'s open tasks over to another active user: all of them (type all) or the chosen ones (type task, their ids); '
        + 'all or nothing; each move recorded in its circulation with the notice',
      body: Type.Object({
        fromUser: str(100), toUser: str(100), type: Type.Optional(OneOf(HANDOVER_TYPES)),
        taskIds: Type.Optional(Type.Array(uuid, { maxItems: 1000, uniqueItems: true })), notice: Type.Optional(Type.String({ maxLength: 2000 })),
      }),
      response: replies(Type.Object({ id: Type.String(), taskCount: Type.Integer() })),
    },
  }, async (request) => {
    const { fromUser, toUser, type, taskIds = [], notice } = request.body;
    if (fromUser === toUser) throw badRequest(BPM_MESSAGES.handoverToSelf);
    if (!type) throw badRequest(BPM_MESSAGES.handoverTypeRequired);
    if (type === 'task' && !taskIds.length) throw badRequest(BPM_MESSAGES.handoverTasksRequired);
    const { userId, username } = request.caller();
    const result = await request.tx(async (em) => {
      const from = await existingUser(em, fromUser);
      const [to] = await userIds(em, [toUser]);
      const tasks = type === 'all'
        ? await lockTasks(em, `t.assignee_id = ? and ${OPEN_TASK}`, [from])
        : await lockTasks(em, `t.id in (${placeholders(taskIds)})`, taskIds);
      if (type === 'all' && !tasks.length) throw badRequest(BPM_MESSAGES.handoverNothing(fromUser));
      const open = (t: Locked) => t.task_type === 'todo' ? t.status === 'open' || t.status === 'waiting' : t.status === 'open';
      if (tasks.length !== taskIds.length && type === 'task') throw badRequest(BPM_MESSAGES.handoverTaskNotOpen(fromUser));
      if (tasks.some((t) => t.assignee_id !== from || !open(t))) throw badRequest(BPM_MESSAGES.handoverTaskNotOpen(fromUser));
      // What the receiver holds already at the nodes concerned: a to-do task there is a voice they have.
      const ids = tasks.map((t) => t.id);
      const held = await em.execute<{ instance_id: string; node_id: string; task_type: string }[]>(
        `select distinct h.instance_id, h.node_id, h.task_type from bpm_task h join bpm_task t on t.instance_id = h.instance_id and t.node_id = h.node_id
          where t.id in (${placeholders(ids)}) and h.assignee_id = ?
            and ((h.task_type = 'todo' and h.status in ('open', 'waiting')) or (h.task_type = 'toRead' and h.status = 'open'))`, [...ids, to],
      );
      const holds = (t: Locked, kind: string) => held.some((h) => h.instance_id === t.instance_id && h.node_id === t.node_id && h.task_type === kind);
      const twice = tasks.find((t) => t.task_type === 'todo' && holds(t, 'todo'));
      if (twice) throw badRequest(BPM_MESSAGES.handoverSecondVoice(toUser, twice.node_name ?? twice.node_id, twice.business_title));
      const duplicates = tasks.filter((t) => t.task_type === 'toRead' && holds(t, 'toRead')).map((t) => t.id);
      const moved = ids.filter((id) => !duplicates.includes(id));
      // The circulation's record of each move, from the giving user, before the task changes hands.
      await em.execute(
        `insert into bpm_task (id, instance_id, node_id, node_name, task_type, assignee_id, status, action, opinion, created_at, completed_at)
         select r.id, t.instance_id, t.node_id, t.node_name, t.task_type, t.assignee_id, 'cancelled', 'handover', ?, t.created_at, clock_timestamp()
           from jsonb_to_recordset(?::jsonb) as r(id uuid, task_id uuid) join bpm_task t on t.id = r.task_id`,
        [notice ?? null, JSON.stringify(moved.map((taskId) => ({ id: randomUUID(), task_id: taskId })))],
      );
      if (moved.length) {
        // A task delegated to the giving user and handed to its delegator is simply the delegator's again.
        await em.execute(
          `update bpm_task set assignee_id = ?, delegation_id = case when delegated_from = ? then null else delegation_id end,
                  delegated_from = case when delegated_from = ? then null else delegated_from end
            where id in (${placeholders(moved)})`, [to, to, to, ...moved],
        );
      }
      if (duplicates.length) {
        await em.execute(
          `update bpm_task set status = 'cancelled', action = 'handover', opinion = ?, completed_at = clock_timestamp() where id in (${placeholders(duplicates)})`,
          [notice ?? null, ...duplicates],
        );
      }
      const id = randomUUID();
      await em.execute(
        `insert into bpm_handover (id, from_user_id, to_user_id, type, task_ids, notice, create_by, create_dept)
         values (?, ?, ?, ?, ?::jsonb, ?, ?, (select coalesce(
           (select o.org_name from sys_user u join sys_org o on o.id = u.current_org_id where u.id = ?),
           (select o.org_name from sys_user_org uo join sys_org o on o.id = uo.org_id where uo.user_id = ? order by uo.is_main desc, o.org_order limit 1))))`,
        [id, from, to, type, JSON.stringify(ids), notice ?? null, username, userId, userId],
      );
      return { id, taskCount: ids.length };
    });
    return ok(result);
  });

  app.get(`${base}/list`, {
    config: { access: { permission: P.list }, readOnly: true },
    schema: {
      tags, summary: 'The handovers made, newest first (by the giving or receiving user\'s name): who, to whom, how many tasks, the notice, by whom',
      querystring: Type.Object({ ...PAGE_QUERY_PROPERTIES, keyword: Type.Optional(Type.String({ maxLength: 100 })) }),
      response: replies(Page(HandoverRow)),
    },
  }, async (request) => {
    const { pageNo, pageSize, keyword } = request.query;
    const like = keyword?.trim() ? `%${escapeLike(keyword.trim())}%` : null;
    const where = like ? 'where (f.username ilike ? or f.realname ilike ? or r.username ilike ? or r.realname ilike ?)' : '';
    const params = like ? [like, like, like, like] : [];
    const from = 'from bpm_handover h join sys_user f on f.id = h.from_user_id join sys_user r on r.id = h.to_user_id';
    const result = await request.tx(async (em) => {
      const [{ total }] = await em.execute<[{ total: string }]>(`select count(*) as total ${from} ${where}`, params);
      const records = await em.execute<Static<typeof HandoverRow>[]>(
        `select h.id, f.username as "fromUser", f.realname as "fromUserName", r.username as "toUser", r.realname as "toUserName", h.type,
                jsonb_array_length(h.task_ids) as "taskCount", h.notice, h.create_by as "createBy", h.create_dept as "createDept", h.created_at as "createTime"
           ${from} ${where} order by h.created_at desc, h.id limit ? offset ?`, [...params, pageSize, (pageNo - 1) * pageSize],
      );
      return { records, total: Number(total), current: pageNo, size: pageSize };
    });
    return ok(result);
  });
}
