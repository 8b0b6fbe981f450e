// The messages store: message templates (sys_message_template), messages kept and sent (sys_message), and what a
// message needs of users and process tasks.
import { READ_FLAGS, type MessageChannel } from '@yc/engine';
import { escapeLike } from '@yc/engine/query/operators';
import type { EntityManager } from '../db/database.ts';
import { placeholders } from '../identity/sql.ts';

export interface TemplateRow {
  id: string; templateCode: string; templateName: string; templateType: MessageChannel; templateTitle: string; templateContent: string;
  templateTestJson: string | null;
}

export type FullTemplateRow = TemplateRow & { createTime: Date; version: number };

const TEMPLATE_COLUMNS = `t.id, t.template_code as "templateCode", t.template_name as "templateName", t.template_type as "templateType",
  t.template_title as "templateTitle", t.template_content as "templateContent", t.template_test_json as "templateTestJson"`;
const FULL_TEMPLATE = `${TEMPLATE_COLUMNS}, t.created_at as "createTime", t.version`;
const MESSAGE_COLUMNS = `m.id, m.es_title as "esTitle", m.es_type as "esType", m.es_receiver as "esReceiver", m.es_template_code as "esTemplateCode",
  m.es_param as "esParam", m.es_content as "esContent", m.es_send_time as "esSendTime", m.es_send_status as "esSendStatus", m.es_send_num as "esSendNum",
  m.es_result as "esResult", m.read_flag as "readFlag", m.created_by as "createBy", m.created_at as "createTime"`;

/** A page of rows: the count and the rows of `from` filtered by `where`. */
async function page<R>(em: EntityManager, select: string, from: string, where: string[], params: unknown[], order: string, pageNo: number, pageSize: number) {
  const filter = where.length ? ` where ${where.join(' and ')}` : '';
  const [{ total }] = await em.execute<[{ total: string }]>(`select count(*) as total from ${from}${filter}`, params);
  const records = await em.execute<R[]>(`select ${select} from ${from}${filter} order by ${order} limit ? offset ?`, [...params, pageSize, (pageNo - 1) * pageSize]);
  return { records, total: Number(total), current: pageNo, size: pageSize };
}

/** Filters on the named columns: equal for codes, containing (case-insensitive) for texts. */
function filters(given: Record<string, string | undefined>, columns: Record<string, [column: string, like: boolean]>) {
  const where: string[] = [];
  const params: unknown[] = [];
  for (const [name, [column, like]] of Object.entries(columns)) {
    const value = given[name]?.trim();
    if (!value) continue;
    where.push(like ? `${column} ilike ?` : `${column} = ?`);
    params.push(like ? `%${escapeLike(value)}%` : value);
  }
  return { where, params };
}

/** Makes the templates (id, code, name, title, content) the enterprise does not have yet, as system templates. */
export const insertMissingTemplates = (em: EntityManager, rows: { id: string; code: string; name: string; title: string; content: string }[]) => em.execute(
  `insert into sys_message_template (id, template_code, template_name, template_type, template_title, template_content, created_by)
   select x.id::uuid, x.code, x.name, 'system', x.title, x.content, 'system'
     from jsonb_to_recordset(?::jsonb) as x(id text, code text, name text, title text, content text)
   on conflict (tenant_id, template_code) do nothing`,
  [JSON.stringify(rows)],
);

export async function templateByCode(em: EntityManager, code: string): Promise<TemplateRow | undefined> {
  const [row] = await em.execute<TemplateRow[]>(`select ${TEMPLATE_COLUMNS} from sys_message_template t where t.template_code = ?`, [code]);
  return row;
}

/** One template with its time and version, locked for a change when asked. */
export async function templateById(em: EntityManager, id: string, lock = false): Promise<FullTemplateRow | undefined> {
  const [row] = await em.execute<FullTemplateRow[]>(
    `select ${FULL_TEMPLATE} from sys_message_template t where t.id = ?${lock ? ' for update' : ''}`, [id]);
  return row;
}

/** One page of the templates by code, name (containing) and channel, by code. */
export const templatePage = (em: EntityManager, given: Record<string, string | undefined>, pageNo: number, pageSize: number) => {
  const { where, params } = filters(given, { templateCode: ['t.template_code', true], templateName: ['t.template_name', true], templateType: ['t.template_type', false] });
  return page<FullTemplateRow>(em, FULL_TEMPLATE, 'sys_message_template t', where, params, 't.template_code', pageNo, pageSize);
};

/** A template's values in the order of their columns: code, name, type, title, content, test JSON. */
export type TemplateValues = unknown[];

export const insertTemplate = (em: EntityManager, id: string, values: TemplateValues, username: string) => em.execute(
  `insert into sys_message_template (id, template_code, template_name, template_type, template_title, template_content, template_test_json, created_by, updated_by)
   values (?, ?, ?, ?, ?, ?, ?, ?, ?)`, [id, ...values, username, username]);

export const updateTemplate = (em: EntityManager, id: string, values: TemplateValues, username: string) => em.execute(
  `update sys_message_template set template_code = ?, template_name = ?, template_type = ?, template_title = ?, template_content = ?, template_test_json = ?,
     updated_by = ?, updated_at = now(), version = version + 1 where id = ?`, [...values, username, id]);

export const deleteTemplate = (em: EntityManager, id: string) => em.execute('delete from sys_message_template where id = ?', [id]);

/** A message to keep (the columns of sys_message it fills). */
export interface MessageInsert {
  id: string; type: string; receiver: string; user_id: string | null; title: string; content: string; code: string | null; param: string | null;
  key: string | null; status: string; result: string | null;
}

/** Keeps the messages (one source key once); answers those made. */
export const insertMessages = (em: EntityManager, rows: MessageInsert[], createdBy: string) =>
  em.execute<{ id: string; tenant_id: number; es_type: string; es_send_status: string }[]>(
    `insert into sys_message (id, es_type, es_receiver, es_user_id, es_title, es_content, es_template_code, es_param, source_key, es_send_status,
       es_result, es_send_num, es_send_time, created_by)
     select x.id, x.type, x.receiver, x.user_id, x.title, x.content, x.code, x.param, x.key, x.status, x.result,
            case when x.status = 'sent' then 1 else 0 end, case when x.status = 'sent' then now() end, ?
       from jsonb_to_recordset(?::jsonb) as x(id uuid, type text, receiver text, user_id uuid, title text, content text, code text, param text, key text,
            status text, result text)
     on conflict (tenant_id, source_key) do nothing
     returning id, tenant_id, es_type, es_send_status`, [createdBy, JSON.stringify(rows)]);

export interface OutgoingMessage { id: string; es_type: MessageChannel; es_receiver: string; es_title: string; es_content: string; es_send_status: string; es_send_num: number }

/** A message to deliver. */
export async function outgoingMessage(em: EntityManager, id: string): Promise<OutgoingMessage | undefined> {
  const [found] = await em.execute<OutgoingMessage[]>(
    `select id, es_type, es_receiver, es_title, es_content, es_send_status, es_send_num from sys_message where id = ?`, [id]);
  return found;
}

/** Records an attempt at a message not sent yet: its new status and result. */
export const recordAttempt = (em: EntityManager, id: string, status: string, result: string) => em.execute(
  `update sys_message set es_send_status = ?, es_result = ?, es_send_num = es_send_num + 1, es_send_time = now() where id = ? and es_send_status = 'notSent'`,
  [status, result.slice(0, 2000), id]);

/** A user's addresses (not a deleted user). */
export async function userAddresses(em: EntityManager, userId: string) {
  const [user] = await em.execute<{ username: string; email: string | null; phone: string | null }[]>(
    'select username, email, phone from sys_user where id = ? and del_flag = 0', [userId]);
  return user;
}

/** The users (not deleted) of the usernames. */
export const usersByUsername = (em: EntityManager, usernames: string[]) => em.execute<{ id: string; username: string }[]>(
  `select id, username from sys_user where del_flag = 0 and username in (${placeholders(usernames)})`, usernames);

export interface TaskFacts {
  tenant_id: number; task_id: string; task_name: string | null; business_title: string; due_at: Date | null; opinion: string | null;
  assignee_id: string | null; assignee: string | null; initiator_id: string; initiator: string;
}

/** What a message about process tasks tells: the tasks, their processes, assignees and initiators. */
export const taskFacts = (em: EntityManager, taskIds: string[]) => em.execute<TaskFacts[]>(
  `select t.tenant_id, t.id as task_id, t.node_name as task_name, i.business_title, t.due_at, t.opinion, t.assignee_id,
    coalesce(nullif(a.realname, ''), a.username) as assignee, i.start_user_id as initiator_id, coalesce(nullif(s.realname, ''), s.username) as initiator
  from bpm_task t join bpm_instance i on i.id = t.instance_id join sys_user s on s.id = i.start_user_id left join sys_user a on a.id = t.assignee_id where t.id in (${placeholders(taskIds)})`,
  taskIds);

/** The open tasks past their due time whose assignee has not been told, by tenant (read across tenants). */
export const untoldOverdueTasks = (em: EntityManager) => em.execute<{ tenant_id: number; ids: string[] }[]>(
  `select t.tenant_id, array_agg(t.id) as ids from bpm_task t
    where t.status = 'open' and t.task_type = 'todo' and t.due_at < now() and t.assignee_id is not null
      and not exists (select 1 from sys_message m where m.tenant_id = t.tenant_id and m.source_key = 'overdue:' || t.id::text)
    group by t.tenant_id`);

/** One page of the messages kept, newest first, by channel, status, receiver, title and template. */
export function messagePage<R>(em: EntityManager, given: Record<string, string | undefined>, pageNo: number, pageSize: number) {
  const { where, params } = filters(given, {
    esType: ['m.es_type', false], esSendStatus: ['m.es_send_status', false], esReceiver: ['m.es_receiver', true], esTitle: ['m.es_title', true],
    esTemplateCode: ['m.es_template_code', false],
  });
  return page<R>(em, MESSAGE_COLUMNS, 'sys_message m', where, params, 'm.created_at desc, m.id', pageNo, pageSize);
}

/** A message locked for a change. */
export async function lockMessage(em: EntityManager, id: string) {
  const [row] = await em.execute<{ id: string; tenant_id: number; es_type: string }[]>('select id, tenant_id, es_type from sys_message where id = ? for update', [id]);
  return row;
}

/** A message to send again, its attempts from none. */
export const resetMessage = (em: EntityManager, id: string) =>
  em.execute(`update sys_message set es_send_status = 'notSent', es_send_num = 0, es_result = null where id = ?`, [id]);

/** Deletes a message; false when there was none. */
export const deleteMessage = async (em: EntityManager, id: string) =>
  (await em.execute<{ id: string }[]>('delete from sys_message where id = ? returning id', [id])).length > 0;

/** One page of the user's system messages, newest first (only those with the read flag when given). */
export function myMessagePage<R>(em: EntityManager, userId: string, readFlag: string | undefined, pageNo: number, pageSize: number) {
  const where = [`m.es_type = 'system'`, 'm.es_user_id = ?'];
  const params: unknown[] = [userId];
  if (readFlag) {
    where.push('m.read_flag = ?');
    params.push(readFlag);
  }
  return page<R>(em, MESSAGE_COLUMNS, `sys_message m`, where, params, 'm.created_at desc, m.id', pageNo, pageSize);
}

/** How many of the user's system messages are unread. */
export async function unreadCount(em: EntityManager, userId: string): Promise<number> {
  const [{ count }] = await em.execute<[{ count: number }]>(
    `select count(*)::int as count from sys_message m where m.es_type = 'system' and m.es_user_id = ? and m.read_flag = '${READ_FLAGS.unread}'`,
    [userId]);
  return count;
}

/** Marks the user's unread system messages read (the one named, or all); answers how many. */
export const markMessagesRead = async (em: EntityManager, userId: string, id?: string) => (await em.execute<{ id: string }[]>(
  `update sys_message set read_flag = '${READ_FLAGS.read}', read_time = now()
    where es_type = 'system' and es_user_id = ? and read_flag = '${READ_FLAGS.unread}'${id ? ' and id = ?' : ''} returning id`,
  [userId, ...(id ? [id] : [])])).length;
