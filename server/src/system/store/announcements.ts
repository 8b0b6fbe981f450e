// The system store's announcements: the announcements, their send rows (one per specified user at publish, one per
// reader of an "all users" announcement when they read it) and what a user may read.
import { READ_FLAGS } from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';
import { placeholders } from '../../identity/sql.ts';
import { containing, whereGiven } from './where.ts';

export interface AnnouncementRow {
  id: string; titile: string; msgContent: string | null; startTime: string | null; endTime: string | null; sender: string | null;
  priority: string; msgCategory: string; msgType: string; selectedUser: string[]; sendStatus: 'unpublished' | 'published' | 'revoked';
  sendTime: string | null; cancelTime: string | null; createBy: string | null; createTime: string; version: number;
}

export interface MyAnnouncementRow {
  anntId: string; titile: string; msgContent: string | null; sender: string | null; priority: string; msgCategory: string; sendTime: string | null; readFlag: string;
}

/** A draft's values in the order of its columns: titile, msg_content, start_time, end_time, sender, priority, msg_category, msg_type, selected_user (JSON). */
export type DraftValues = unknown[];

const COLUMNS = `a.id, a.titile, a.msg_content as "msgContent", a.start_time as "startTime", a.end_time as "endTime", a.sender, a.priority,
  a.msg_category as "msgCategory", a.msg_type as "msgType", a.selected_user as "selectedUser", a.send_status as "sendStatus",
  a.send_time as "sendTime", a.cancel_time as "cancelTime", a.created_by as "createBy", a.created_at as "createTime", a.version`;

/** The announcements the caller (the first parameter) may read: published, sent to them, within their time. */
const VISIBLE = `from sys_announcement a left join sys_announcement_send s on s.annt_id = a.id and s.user_id = ?
  where a.send_status = 'published' and (a.msg_type = 'ALL' or s.id is not null)
    and (a.start_time is null or a.start_time <= now()) and (a.end_time is null or a.end_time >= now())`;

/** One announcement, locked for a change when asked. */
export async function announcementById(em: EntityManager, id: string, lock = false): Promise<AnnouncementRow | undefined> {
  const [row] = await em.execute<AnnouncementRow[]>(`select ${COLUMNS} from sys_announcement a where a.id = ?${lock ? ' for update' : ''}`, [id]);
  return row;
}

/** Which of the usernames belong to users not deleted. */
export const existingUsernames = async (em: EntityManager, usernames: string[]) => (await em.execute<{ username: string }[]>(
  `select username from sys_user where del_flag = 0 and username in (${placeholders(usernames)})`, usernames)).map((u) => u.username);

/** Marks the user's visible announcements (all, or the one named) read: their rows updated, or made for "all users" ones; answers how many. */
export async function markAnnouncementsRead(em: EntityManager, userId: string, anntId?: string): Promise<number> {
  const rows = await em.execute<{ id: string }[]>(
    `insert into sys_announcement_send (id, annt_id, user_id, read_flag, read_time)
     select gen_random_uuid(), a.id, ?, '${READ_FLAGS.read}', now() ${VISIBLE} ${anntId ? 'and a.id = ?' : ''}
       and coalesce(s.read_flag, '${READ_FLAGS.unread}') = '${READ_FLAGS.unread}'
     on conflict (annt_id, user_id) do update set read_flag = excluded.read_flag, read_time = excluded.read_time
     returning id`, [userId, userId, ...(anntId ? [anntId] : [])]);
  return rows.length;
}

/** One page of the announcements, newest first, by publish status and title, with how many there are. */
export async function announcementPage(em: EntityManager, { sendStatus, titile }: { sendStatus?: string; titile?: string }, pageNo: number, pageSize: number) {
  const { filter, params } = whereGiven([['a.send_status = ?', sendStatus], ['a.titile ilike ?', containing(titile)]]);
  const [{ total }] = await em.execute<[{ total: string }]>(`select count(*) as total from sys_announcement a ${filter}`, params);
  const records = await em.execute<AnnouncementRow[]>(
    `select ${COLUMNS} from sys_announcement a ${filter} order by a.created_at desc, a.id limit ? offset ?`, [...params, pageSize, (pageNo - 1) * pageSize]);
  return { records, total: Number(total) };
}

export const insertAnnouncement = (em: EntityManager, id: string, draft: DraftValues, username: string) => em.execute(
  `insert into sys_announcement (id, titile, msg_content, start_time, end_time, sender, priority, msg_category, msg_type, selected_user, created_by, updated_by)
   values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)`, [id, ...draft, username, username]);

export const updateAnnouncement = (em: EntityManager, id: string, draft: DraftValues, username: string) => em.execute(
  `update sys_announcement set titile = ?, msg_content = ?, start_time = ?, end_time = ?, sender = ?, priority = ?, msg_category = ?, msg_type = ?,
     selected_user = ?::jsonb, updated_by = ?, updated_at = now(), version = version + 1 where id = ?`,
  [...draft, username, id]);

export const deleteAnnouncement = (em: EntityManager, id: string) => em.execute('delete from sys_announcement where id = ?', [id]);

/** Publishes an announcement (its sender, when none, the publisher's name) and gives each of its specified users a send row. */
export async function publishAnnouncement(em: EntityManager, row: Pick<AnnouncementRow, 'id' | 'msgType' | 'selectedUser'>, publisherId: string) {
  await em.execute(
    `update sys_announcement set send_status = 'published', send_time = now(), version = version + 1,
       sender = coalesce(sender, (select coalesce(nullif(realname, ''), username) from sys_user where id = ?)) where id = ?`, [publisherId, row.id]);
  if (row.msgType === 'USER' && row.selectedUser.length) {
    await em.execute(
      `insert into sys_announcement_send (id, annt_id, user_id) select gen_random_uuid(), ?, u.id from sys_user u
        where u.del_flag = 0 and u.username in (${placeholders(row.selectedUser)}) on conflict (annt_id, user_id) do nothing`, [row.id, ...row.selectedUser]);
  }
}

export const revokeAnnouncement = (em: EntityManager, id: string) =>
  em.execute(`update sys_announcement set send_status = 'revoked', cancel_time = now(), version = version + 1 where id = ?`, [id]);

/** One page of the announcements the user may read, newest first (only those with the read flag when given), with how many there are. */
export async function myAnnouncementPage(em: EntityManager, userId: string, readFlag: string | undefined, pageNo: number, pageSize: number) {
  const flag = `coalesce(s.read_flag, '${READ_FLAGS.unread}')`;
  const filter = readFlag ? ` and ${flag} = ?` : '';
  const params = [userId, ...(readFlag ? [readFlag] : [])];
  const [{ total }] = await em.execute<[{ total: string }]>(`select count(*) as total ${VISIBLE}${filter}`, params);
  const records = await em.execute<MyAnnouncementRow[]>(
    `select a.id as "anntId", a.titile, a.msg_content as "msgContent", a.sender, a.priority, a.msg_category as "msgCategory", a.send_time as "sendTime",
            ${flag} as "readFlag" ${VISIBLE}${filter} order by a.send_time desc, a.id limit ? offset ?`, [...params, pageSize, (pageNo - 1) * pageSize]);
  return { records, total: Number(total) };
}

/** Whether the user may read the announcement. */
export async function announcementVisible(em: EntityManager, userId: string, anntId: string): Promise<boolean> {
  const [seen] = await em.execute<{ id: string }[]>(`select a.id ${VISIBLE} and a.id = ?`, [userId, anntId]);
  return !!seen;
}
