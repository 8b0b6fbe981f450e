// Announcements (/api/system/announcement/…) and their sending (/api/system/sysAnnouncementSend/…). An administrator
// writes an announcement (rich text cleaned with the engine's allow-list), changes it only while unpublished, publishes
// it (doReleaseData) to every user or to the specified users, and revokes it (doReovkeData), which hides it from its
// readers. Specified users get one send row each at publish; "all users" is read lazily (a user's row is made when they
// read it), so a publish costs the same in an enterprise of any size. A user sees only what is sent to them, published,
// within its start and end time.
import { randomUUID } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import {
  ANNOUNCEMENT_CATEGORIES, ANNOUNCEMENT_MESSAGES, ANNOUNCEMENT_MSG_TYPES, ANNOUNCEMENT_PRIORITIES, ANNOUNCEMENT_STATUSES, announcementDeletable, announcementEditable,
  announcementProblem, OneOf, PERMISSIONS, READ_FLAGS, type AnnouncementStatus,
} from '@yc/engine';
import { escapeLike } from '@yc/engine/query/operators';
import type { EntityManager } from '../db/database.ts';
import { cleanRichText } from '../eform/records/rich-text.ts';
import { placeholders } from '../identity/sql.ts';
import type { Api } from '../plugin-types.ts';
import { badRequest, conflict, notFound, ok } from '../wire/envelope.ts';
import { PAGE_QUERY_PROPERTIES, str, uuid } from '../wire/requests.ts';
import { Nothing, Nullable, Page, replies, Timestamp } from '../wire/responses.ts';

const P = PERMISSIONS.system.announcement;
const tags = ['system'];
const BASE = '/api/system/announcement';
const SEND = '/api/system/sysAnnouncementSend';

const When = Type.String({ maxLength: 40, description: 'A date and time (ISO 8601 or YYYY-MM-DD HH:mm:ss)' });
const Draft = Type.Object({
  titile: str(200),
  msgContent: Type.Optional(Nullable(Type.String({ maxLength: 100_000 }))),
  startTime: Type.Optional(Nullable(When)),
  endTime: Type.Optional(Nullable(When)),
  sender: Type.Optional(Nullable(str(100))),
  priority: Type.Optional(OneOf(ANNOUNCEMENT_PRIORITIES)),
  msgCategory: Type.Optional(OneOf(ANNOUNCEMENT_CATEGORIES)),
  msgType: Type.Optional(OneOf(ANNOUNCEMENT_MSG_TYPES)),
  selectedUser: Type.Optional(Type.Array(str(100), { maxItems: 5000, description: 'Usernames of the specified users (msgType USER)' })),
});
type DraftBody = Static<typeof Draft>;

const Announcement = Type.Object({
  id: Type.String(), titile: Type.String(), msgContent: Nullable(Type.String()), startTime: Nullable(Timestamp), endTime: Nullable(Timestamp),
  sender: Nullable(Type.String()), priority: Type.String(), msgCategory: Type.String(), msgType: Type.String(), selectedUser: Type.Array(Type.String()),
  sendStatus: OneOf(ANNOUNCEMENT_STATUSES), sendTime: Nullable(Timestamp), cancelTime: Nullable(Timestamp),
  createBy: Nullable(Type.String()), createTime: Timestamp, version: Type.Integer(),
});
type AnnouncementRow = Static<typeof Announcement>;

const MyAnnouncement = Type.Object({
  anntId: Type.String(), titile: Type.String(), msgContent: Nullable(Type.String()), sender: Nullable(Type.String()), priority: Type.String(),
  msgCategory: Type.String(), sendTime: Nullable(Timestamp), readFlag: Type.String(),
});

const COLUMNS = `a.id, a.titile, a.msg_content as "msgContent", a.start_time as "startTime", a.end_time as "endTime", a.sender, a.priority,
  a.msg_category as "msgCategory", a.msg_type as "msgType", a.selected_user as "selectedUser", a.send_status as "sendStatus",
  a.send_time as "sendTime", a.cancel_time as "cancelTime", a.created_by as "createBy", a.created_at as "createTime", a.version`;

/** The announcements the caller (the first parameter) may read: published, sent to them, within their time. */
const VISIBLE = `from sys_announcement a left join sys_announcement_send s on s.annt_id = a.id and s.user_id = ?
  where a.send_status = 'published' and (a.msg_type = 'ALL' or s.id is not null)
    and (a.start_time is null or a.start_time <= now()) and (a.end_time is null or a.end_time >= now())`;

async function load(em: EntityManager, id: string, lock = false): Promise<AnnouncementRow> {
  const [row] = await em.execute<AnnouncementRow[]>(`select ${COLUMNS} from sys_announcement a where a.id = ?${lock ? ' for update' : ''}`, [id]);
  if (!row) throw notFound();
  return row;
}

/** A draft checked and normalised: the rules of the engine, the times readable, the specified users existing. */
async function checked(em: EntityManager, body: DraftBody) {
  const msgType = body.msgType ?? 'ALL';
  const selectedUser = msgType === 'USER' ? [...new Set((body.selectedUser ?? []).map((u) => u.trim()).filter(Boolean))] : [];
  for (const time of [body.startTime, body.endTime]) if (time && Number.isNaN(Date.parse(time))) throw badRequest(ANNOUNCEMENT_MESSAGES.timeInvalid(time));
  const problem = announcementProblem({ ...body, msgType, selectedUser });
  if (problem) throw badRequest(problem);
  if (selectedUser.length) {
    const found = await em.execute<{ username: string }[]>(
      `select username from sys_user where del_flag = 0 and username in (${placeholders(selectedUser)})`, selectedUser);
    const missing = selectedUser.find((u) => !found.some((f) => f.username === u));
    if (missing) throw badRequest(ANNOUNCEMENT_MESSAGES.userUnknown(missing));
  }
  return [
    body.titile.trim(), body.msgContent ? cleanRichText(body.msgContent) : null, body.startTime || null, body.endTime || null,
    body.sender?.trim() || null, body.priority ?? 'M', body.msgCategory ?? 'notice', msgType, JSON.stringify(selectedUser),
  ];
}

/** Marks the caller's visible announcements (all, or the one named) read: their rows updated, or made for "all users" ones. */
async function markRead(em: EntityManager, userId: string, anntId?: string): Promise<number> {
  const rows = await em.execute<{ id: string }[]>(
    `insert into sys_announcement_send (id, annt_id, user_id, read_flag, read_time)
     select gen_random_uuid(), a.id, ?, '${READ_FLAGS.read}', now() ${VISIBLE} ${anntId ? 'and a.id = ?' : ''}
       and coalesce(s.read_flag, '${READ_FLAGS.unread}') = '${READ_FLAGS.unread}'
     on conflict (annt_id, user_id) do update set read_flag = excluded.read_flag, read_time = excluded.read_time
     returning id`, [userId, userId, ...(anntId ? [anntId] : [])]);
  return rows.length;
}

export async function announcementRoutes(app: Api) {
  app.get(`${BASE}/list`, {
    config: { access: { permission: P.list }, readOnly: true },
    schema: {
      tags, summary: 'Announcements, newest first, by publish status and title',
      querystring: Type.Object({ ...PAGE_QUERY_PROPERTIES, sendStatus: Type.Optional(OneOf(ANNOUNCEMENT_STATUSES)), titile: Type.Optional(str(200)) }),
      response: replies(Page(Announcement)),
    },
  }, async (request) => {
    const { pageNo, pageSize, sendStatus, titile } = request.query;
    const where: string[] = [];
    const params: unknown[] = [];
    if (sendStatus) {
      where.push('a.send_status = ?');
      params.push(sendStatus);
    }
    if (titile?.trim()) {
      where.push('a.titile ilike ?');
      params.push(`%${escapeLike(titile.trim())}%`);
    }
    const filter = where.length ? `where ${where.join(' and ')}` : '';
    const result = await request.tx(async (em) => {
      const [{ total }] = await em.execute<[{ total: string }]>(`select count(*) as total from sys_announcement a ${filter}`, params);
      const records = await em.execute<AnnouncementRow[]>(
        `select ${COLUMNS} from sys_announcement a ${filter} order by a.created_at desc, a.id limit ? offset ?`, [...params, pageSize, (pageNo - 1) * pageSize]);
      return { records, total: Number(total), current: pageNo, size: pageSize };
    });
    return ok(result);
  });

  app.get(`${BASE}/queryById`, {
    config: { access: { permission: P.list }, readOnly: true },
    schema: { tags, summary: 'One announcement', querystring: Type.Object({ id: uuid }), response: replies(Announcement) },
  }, async (request) => ok(await request.tx((em) => load(em, request.query.id))));

  app.post(`${BASE}/add`, {
    config: { access: { permission: P.add } },
    schema: { tags, summary: 'Write an announcement (unpublished)', body: Draft, response: replies(Announcement) },
  }, async (request) => {
    const saved = await request.tx(async (em) => {
      const id = randomUUID();
      await em.execute(
        `insert into sys_announcement (id, titile, msg_content, start_time, end_time, sender, priority, msg_category, msg_type, selected_user, created_by, updated_by)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)`, [id, ...(await checked(em, request.body)), request.caller().username, request.caller().username]);
      return load(em, id);
    });
    return ok(saved);
  });

  app.put(`${BASE}/edit`, {
    config: { access: { permission: P.edit } },
    schema: {
      tags, summary: 'Change an announcement while it is unpublished',
      body: Type.Composite([Draft, Type.Object({ id: uuid, version: Type.Optional(Type.Integer({ minimum: 1 })) })]), response: replies(Announcement),
    },
  }, async (request) => {
    const { id, version } = request.body;
    const saved = await request.tx(async (em) => {
      const row = await load(em, id, true);
      if (!announcementEditable(row.sendStatus)) throw badRequest(ANNOUNCEMENT_MESSAGES.notEditable);
      if (version !== undefined && version !== row.version) throw conflict();
      await em.execute(
        `update sys_announcement set titile = ?, msg_content = ?, start_time = ?, end_time = ?, sender = ?, priority = ?, msg_category = ?, msg_type = ?,
           selected_user = ?::jsonb, updated_by = ?, updated_at = now(), version = version + 1 where id = ?`,
        [...(await checked(em, request.body)), request.caller().username, id]);
      return load(em, id);
    });
    return ok(saved);
  });

  app.delete(`${BASE}/delete`, {
    config: { access: { permission: P.delete } },
    schema: { tags, summary: 'Delete an announcement that is not published (a published one is revoked first)', querystring: Type.Object({ id: uuid }), response: replies(Nothing) },
  }, async (request) => {
    await request.tx(async (em) => {
      const row = await load(em, request.query.id, true);
      if (!announcementDeletable(row.sendStatus)) throw badRequest(ANNOUNCEMENT_MESSAGES.publishedNotDeletable);
      await em.execute('delete from sys_announcement where id = ?', [row.id]);
    });
    return ok(null);
  });

  const transition = (path: string, permission: typeof P.publish | typeof P.revoke, from: AnnouncementStatus, summary: string,
    change: (em: EntityManager, row: AnnouncementRow, callerId: string) => Promise<void>) =>
    app.put(`${BASE}/${path}`, {
      config: { access: { permission } },
      schema: { tags, summary, body: Type.Object({ id: uuid }), response: replies(Announcement) },
    }, async (request) => {
      const saved = await request.tx(async (em) => {
        const row = await load(em, request.body.id, true);
        if (row.sendStatus !== from) throw badRequest(from === 'unpublished' ? ANNOUNCEMENT_MESSAGES.notPublishable : ANNOUNCEMENT_MESSAGES.notRevocable);
        await change(em, row, request.caller().userId);
        return load(em, row.id);
      });
      return ok(saved);
    });

  transition('doReleaseData', P.publish, 'unpublished', 'Publish an announcement: its specified users get it (one unread row each), or every user does', async (em, row, callerId) => {
    await em.execute(
      `update sys_announcement set send_status = 'published', send_time = now(), version = version + 1,
         sender = coalesce(sender, (select coalesce(nullif(realname, ''), username) from sys_user where id = ?)) where id = ?`, [callerId, row.id]);
    if (row.msgType === 'USER' && row.selectedUser.length) {
      await em.execute(
        `insert into sys_announcement_send (id, annt_id, user_id) select gen_random_uuid(), ?, u.id from sys_user u
          where u.del_flag = 0 and u.username in (${placeholders(row.selectedUser)}) on conflict (annt_id, user_id) do nothing`, [row.id, ...row.selectedUser]);
    }
  });

  transition('doReovkeData', P.revoke, 'published', 'Revoke a published announcement: its readers no longer see it', async (em, row) => {
    await em.execute(`update sys_announcement set send_status = 'revoked', cancel_time = now(), version = version + 1 where id = ?`, [row.id]);
  });

  app.get(`${SEND}/getMyAnnouncementSend`, {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags, summary: 'The announcements sent to the signed-in user, newest first (readFlag 0: only the unread; total is then the unread count)',
      querystring: Type.Object({ ...PAGE_QUERY_PROPERTIES, readFlag: Type.Optional(OneOf([READ_FLAGS.unread, READ_FLAGS.read])) }),
      response: replies(Page(MyAnnouncement)),
    },
  }, async (request) => {
    const { pageNo, pageSize, readFlag } = request.query;
    const userId = request.caller().userId;
    const flag = `coalesce(s.read_flag, '${READ_FLAGS.unread}')`;
    const filter = readFlag ? ` and ${flag} = ?` : '';
    const params = [userId, ...(readFlag ? [readFlag] : [])];
    const result = await request.tx(async (em) => {
      const [{ total }] = await em.execute<[{ total: string }]>(`select count(*) as total ${VISIBLE}${filter}`, params);
      const records = await em.execute<Static<typeof MyAnnouncement>[]>(
        `select a.id as "anntId", a.titile, a.msg_content as "msgContent", a.sender, a.priority, a.msg_category as "msgCategory", a.send_time as "sendTime",
                ${flag} as "readFlag" ${VISIBLE}${filter} order by a.send_time desc, a.id limit ? offset ?`, [...params, pageSize, (pageNo - 1) * pageSize]);
      return { records, total: Number(total), current: pageNo, size: pageSize };
    });
    return ok(result);
  });

  app.put(`${SEND}/readAll`, {
    config: { access: 'authenticated' },
    schema: { tags, summary: 'Mark every announcement sent to the signed-in user read', response: replies(Type.Object({ count: Type.Integer() })) },
  }, async (request) => ok({ count: await request.tx((em) => markRead(em, request.caller().userId)) }));

  app.put(`${SEND}/editByAnntIdAndUserId`, {
    config: { access: 'authenticated' },
    schema: {
      tags, summary: 'Mark one announcement sent to the signed-in user read (opening it)', body: Type.Object({ anntId: uuid }), response: replies(Nothing),
    },
  }, async (request) => {
    const userId = request.caller().userId;
    await request.tx(async (em) => {
      const [seen] = await em.execute<{ id: string }[]>(`select a.id ${VISIBLE} and a.id = ?`, [userId, request.body.anntId]);
      if (!seen) throw notFound();
      await markRead(em, userId, request.body.anntId);
    });
    return ok(null);
  });
}
