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
import type { EntityManager } from '../db/database.ts';
import { cleanRichText } from '../eform/records/rich-text.ts';
import type { Api } from '../plugin-types.ts';
import { badRequest, conflict, notFound, ok } from '../wire/envelope.ts';
import { PAGE_QUERY_PROPERTIES, str, uuid } from '../wire/requests.ts';
import { Nothing, Nullable, Page, replies, Timestamp } from '../wire/responses.ts';
import {
  announcementById, announcementPage, announcementVisible, deleteAnnouncement, existingUsernames, insertAnnouncement, markAnnouncementsRead,
  myAnnouncementPage, publishAnnouncement, revokeAnnouncement, updateAnnouncement, type AnnouncementRow,
} from './store/announcements.ts';

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

const MyAnnouncement = Type.Object({
  anntId: Type.String(), titile: Type.String(), msgContent: Nullable(Type.String()), sender: Nullable(Type.String()), priority: Type.String(),
  msgCategory: Type.String(), sendTime: Nullable(Timestamp), readFlag: Type.String(),
});

async function load(em: EntityManager, id: string, lock = false): Promise<AnnouncementRow> {
  const row = await announcementById(em, id, lock);
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
    const found = await existingUsernames(em, selectedUser);
    const missing = selectedUser.find((u) => !found.includes(u));
    if (missing) throw badRequest(ANNOUNCEMENT_MESSAGES.userUnknown(missing));
  }
  return [
    body.titile.trim(), body.msgContent ? cleanRichText(body.msgContent) : null, body.startTime || null, body.endTime || null,
    body.sender?.trim() || null, body.priority ?? 'M', body.msgCategory ?? 'notice', msgType, JSON.stringify(selectedUser),
  ];
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
    const result = await request.tx(async (em) => {
      const { records, total } = await announcementPage(em, { sendStatus, titile }, pageNo, pageSize);
      return { records, total, current: pageNo, size: pageSize };
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
      await insertAnnouncement(em, id, await checked(em, request.body), request.caller().username);
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
      await updateAnnouncement(em, id, await checked(em, request.body), request.caller().username);
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
      await deleteAnnouncement(em, row.id);
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
    await publishAnnouncement(em, row, callerId);
  });

  transition('doReovkeData', P.revoke, 'published', 'Revoke a published announcement: its readers no longer see it', async (em, row) => {
    await revokeAnnouncement(em, row.id);
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
    const result = await request.tx(async (em) => {
      const { records, total } = await myAnnouncementPage(em, userId, readFlag, pageNo, pageSize);
      return { records, total, current: pageNo, size: pageSize };
    });
    return ok(result);
  });

  app.put(`${SEND}/readAll`, {
    config: { access: 'authenticated' },
    schema: { tags, summary: 'Mark every announcement sent to the signed-in user read', response: replies(Type.Object({ count: Type.Integer() })) },
  }, async (request) => ok({ count: await request.tx((em) => markAnnouncementsRead(em, request.caller().userId)) }));

  app.put(`${SEND}/editByAnntIdAndUserId`, {
    config: { access: 'authenticated' },
    schema: {
      tags, summary: 'Mark one announcement sent to the signed-in user read (opening it)', body: Type.Object({ anntId: uuid }), response: replies(Nothing),
    },
  }, async (request) => {
    const userId = request.caller().userId;
    await request.tx(async (em) => {
      if (!(await announcementVisible(em, userId, request.body.anntId))) throw notFound();
      await markAnnouncementsRead(em, userId, request.body.anntId);
    });
    return ok(null);
  });
}
