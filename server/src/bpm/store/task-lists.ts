// The BPM store's lists of a user's tasks (to do, done, to read, read) and of the processes they may start. The to-do
// list is the hot path of every user's day: read as the list pages are (no transaction, named prepared statements).
import { escapeLike } from '@yc/engine/query/operators';
import type { EntityManager, ReadStatements } from '../../db/database.ts';
import { statement } from './sql.ts';

/** The active templates the user may start (all roles, or a role they hold). */
export const startableTemplates = (em: EntityManager, userId: string) => em.execute<{ key: string; name: string; group: string; formCode: string | null }[]>(
  `select t.template_key as key, t.name, t.group_name as "group", t.form_code as "formCode" from bpm_template t
    where t.status = 'active' and t.published_version is not null
      and (t.start_permission ->> 'type' = 'all' or exists (
        select 1 from sys_user_role ur join sys_role r on r.id = ur.role_id
         where ur.user_id = ? and jsonb_exists(coalesce(t.start_permission -> 'roleCodes', '[]'::jsonb), r.role_code)))
    order by t.group_name, t.name`, [userId],
);

/** The task's node is offered to a role the caller holds (its definition's candidate groups). */
const CANDIDATE = `exists (
  select 1 from bpm_instance ci
    join bpm_template_version cv on cv.template_key = ci.template_key and cv.definition_version = ci.definition_version
    join sys_role r on jsonb_exists(coalesce(cv.nodes -> t.node_id -> 'candidateGroups', '[]'::jsonb), r.role_code)
    join sys_user_role ur on ur.role_id = r.id and ur.user_id = ?
   where ci.id = t.instance_id)`;

/** The lists of a user's tasks: which tasks each shows, and its summary. */
export const TASK_LISTS = {
  todo: [`t.task_type = 'todo' and t.status = 'open' and (t.assignee_id = ? or (t.assignee_id is null and ${CANDIDATE}))`, "The caller's open tasks and those offered to their roles, newest first"],
  done: ["t.task_type = 'todo' and t.status = 'done'", 'The tasks the caller has handled, newest first'],
  toRead: ["t.task_type = 'toRead' and t.status = 'open'", 'What was copied to the caller (CC) and is not read yet, newest first'],
  read: ["t.task_type = 'toRead' and t.status = 'done'", 'What was copied to the caller and has been read, newest first'],
} as const;
export type TaskList = keyof typeof TASK_LISTS;

/** A page of one of the user's task lists, narrowed by a part of the title or node name and by template. */
export async function taskPage<Row>(
  read: ReadStatements, list: TaskList, userId: string, { pageNo, pageSize, keyword, templateKey }: { pageNo: number; pageSize: number; keyword?: string; templateKey?: string },
) {
  const todo = list === 'todo';
  let where = todo ? TASK_LISTS[list][0] : `t.assignee_id = ? and ${TASK_LISTS[list][0]}`;
  const params: unknown[] = todo ? [userId, userId] : [userId];
  // Narrowed by the instance: its title or the node's name, its template.
  if (keyword?.trim()) {
    const like = `%${escapeLike(keyword.trim())}%`;
    where += ' and (t.node_name ilike ? or exists (select 1 from bpm_instance ki where ki.id = t.instance_id and ki.business_title ilike ?))';
    params.push(like, like);
  }
  if (templateKey) {
    where += ' and exists (select 1 from bpm_instance ti where ti.id = t.instance_id and ti.template_key = ?)';
    params.push(templateKey);
  }
  const [{ total }] = await read<{ total: string }>(statement(`select count(*) as total from bpm_task t where ${where}`, params)) as [{ total: string }];
  const rows = await read<Row>(statement(
    `select t.id, t.instance_id as "instanceId", i.business_title as "taskTitle", t.node_name as "taskName", t.task_type as "taskType",
            s.realname as "fromUserName", a.realname as "assigneeName", case when t.task_type = 'toRead' then a.realname end as "readerName",
            t.created_at as "sendTimeString", t.due_at as "dueDateString", t.status, t.opinion, i.template_key as "templateKey",
            df.realname as "delegatedFromName", t.urged_at as "urgedAt", t.urge_count as "urgeCount"
       from bpm_task t join bpm_instance i on i.id = t.instance_id
       left join sys_user s on s.id = i.start_user_id left join sys_user a on a.id = t.assignee_id left join sys_user df on df.id = t.delegated_from
      where ${where} order by ${list === 'todo' || list === 'toRead' ? 't.created_at' : 't.completed_at'} desc, t.id limit ? offset ?`,
    [...params, pageSize, (pageNo - 1) * pageSize],
  ));
  return { records: rows, total: Number(total), current: pageNo, size: pageSize };
}
