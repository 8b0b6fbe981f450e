// Message templates (/api/system/sysMessageTemplate/…), messages (/api/system/sysMessage/…) and the signed-in user's
// system messages (/api/system/sysMessage/my/…). An administrator keeps templates (code, name, channel, title, content
// with {{name}} placeholders; the process events' ones are built in and may be changed, not deleted), previews one with
// parameters, sends it to receivers (usernames for system messages, addresses for mail, phones for SMS), reads the
// history (status, attempts, last result) and resends a mail or SMS. A user reads their own system messages only.
import { randomUUID } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import { MESSAGE_CHANNELS, MESSAGE_MESSAGES, MESSAGE_SEND_STATUSES, OneOf, PERMISSIONS, READ_FLAGS, RECEIVER_PATTERNS, type MessageChannel } from '@yc/engine';
import { escapeLike } from '@yc/engine/query/operators';
import type { EntityManager } from '../db/database.ts';
import { placeholders } from '../identity/sql.ts';
import type { Api, PluginOptions } from '../plugin-types.ts';
import { badRequest, conflict, notFound, ok } from '../wire/envelope.ts';
import { PAGE_QUERY_PROPERTIES, str, uuid } from '../wire/requests.ts';
import { Nothing, Nullable, Page, replies, Timestamp } from '../wire/responses.ts';
import {
  createMessages, enqueue, ensureBuiltInTemplates, isBuiltInTemplate, renderMessage, startDelivery, TEMPLATE_COLUMNS, templateByCode,
  type NewMessage, type TemplateRow,
} from './delivery.ts';

const T = PERMISSIONS.system.messageTemplate;
const M = PERMISSIONS.system.message;
const tags = ['system'];
const TEMPLATES_BASE = '/api/system/sysMessageTemplate';
const MESSAGES_BASE = '/api/system/sysMessage';

const Params = Type.Optional(Nullable(Type.String({ maxLength: 20_000, description: 'The placeholders\' values: a JSON object' })));
const TemplateDraft = Type.Object({
  templateCode: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.-]+$' }),
  templateName: Type.String({ minLength: 1, maxLength: 200 }),
  templateType: OneOf(MESSAGE_CHANNELS),
  templateTitle: Type.Optional(str(500)),
  templateContent: Type.String({ maxLength: 50_000 }),
  templateTestJson: Params,
});
const Template = Type.Object({
  id: Type.String(), templateCode: Type.String(), templateName: Type.String(), templateType: OneOf(MESSAGE_CHANNELS), templateTitle: Type.String(),
  templateContent: Type.String(), templateTestJson: Nullable(Type.String()), builtIn: Type.Boolean(), createTime: Timestamp, version: Type.Integer(),
});
const Message = Type.Object({
  id: Type.String(), esTitle: Type.String(), esType: OneOf(MESSAGE_CHANNELS), esReceiver: Type.String(), esTemplateCode: Nullable(Type.String()),
  esParam: Nullable(Type.String()), esContent: Type.String(), esSendTime: Nullable(Timestamp), esSendStatus: OneOf(MESSAGE_SEND_STATUSES),
  esSendNum: Type.Integer(), esResult: Nullable(Type.String()), readFlag: Type.String(), createBy: Nullable(Type.String()), createTime: Timestamp,
});
type MessageRow = Static<typeof Message>;

const MESSAGE_COLUMNS = `m.id, m.es_title as "esTitle", m.es_type as "esType", m.es_receiver as "esReceiver", m.es_template_code as "esTemplateCode",
  m.es_param as "esParam", m.es_content as "esContent", m.es_send_time as "esSendTime", m.es_send_status as "esSendStatus", m.es_send_num as "esSendNum",
  m.es_result as "esResult", m.read_flag as "readFlag", m.created_by as "createBy", m.created_at as "createTime"`;
const FULL_TEMPLATE = `${TEMPLATE_COLUMNS}, t.created_at as "createTime", t.version`;

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

function parseParams(text: string | null | undefined): Record<string, unknown> {
  if (!text?.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(MESSAGE_MESSAGES.paramInvalid);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest(MESSAGE_MESSAGES.paramInvalid);
  return value as Record<string, unknown>;
}

const withBuiltIn = <R extends { templateCode: string }>(row: R) => ({ ...row, builtIn: isBuiltInTemplate(row.templateCode) });

async function loadTemplate(em: EntityManager, id: string, lock = false) {
  const [row] = await em.execute<(TemplateRow & { createTime: Date; version: number })[]>(
    `select ${FULL_TEMPLATE} from sys_message_template t where t.id = ?${lock ? ' for update' : ''}`, [id]);
  if (!row) throw notFound();
  return withBuiltIn(row);
}

/** The messages of a send: one per receiver; a system message's receiver is a user of the enterprise (by username). */
async function addressed(em: EntityManager, type: MessageChannel, receivers: string[], base: Omit<NewMessage, 'receiver' | 'type'>): Promise<NewMessage[]> {
  if (type !== 'system') {
    const wrong = receivers.find((r) => !RECEIVER_PATTERNS[type].test(r));
    if (wrong) throw badRequest(MESSAGE_MESSAGES.receiverInvalid(wrong));
    return receivers.map((receiver) => ({ ...base, type, receiver }));
  }
  const users = await em.execute<{ id: string; username: string }[]>(
    `select id, username from sys_user where del_flag = 0 and username in (${placeholders(receivers)})`, receivers);
  const missing = receivers.find((r) => !users.some((u) => u.username === r));
  if (missing) throw badRequest(MESSAGE_MESSAGES.receiverUnknown(missing));
  return users.map((u) => ({ ...base, type, receiver: u.username, userId: u.id }));
}

export async function messageRoutes(app: Api, { db, config, jobs }: PluginOptions) {
  await startDelivery(jobs, db, config);

  app.get(`${TEMPLATES_BASE}/list`, {
    config: { access: { permission: T.list } },
    schema: {
      tags, summary: 'Message templates by code, name and channel (the process events\' templates included)',
      querystring: Type.Object({ ...PAGE_QUERY_PROPERTIES, templateCode: Type.Optional(str(100)), templateName: Type.Optional(str(200)), templateType: Type.Optional(OneOf(MESSAGE_CHANNELS)) }),
      response: replies(Page(Template)),
    },
  }, async (request) => {
    const { pageNo, pageSize, ...given } = request.query;
    const { where, params } = filters(given, { templateCode: ['t.template_code', true], templateName: ['t.template_name', true], templateType: ['t.template_type', false] });
    const result = await request.tx(async (em) => {
      await ensureBuiltInTemplates(em);
      return page<TemplateRow & { createTime: Date; version: number }>(em, FULL_TEMPLATE, 'sys_message_template t', where, params, 't.template_code', pageNo, pageSize);
    });
    return ok({ ...result, records: result.records.map(withBuiltIn) });
  });

  app.get(`${TEMPLATES_BASE}/queryById`, {
    config: { access: { permission: T.list } },
    schema: { tags, summary: 'One message template', querystring: Type.Object({ id: uuid }), response: replies(Template) },
  }, async (request) => ok(await request.tx((em) => loadTemplate(em, request.query.id))));

  const fields = (body: Static<typeof TemplateDraft>) => {
    parseParams(body.templateTestJson);
    return [body.templateCode.trim(), body.templateName.trim(), body.templateType, body.templateTitle ?? '', body.templateContent, body.templateTestJson || null];
  };

  app.post(`${TEMPLATES_BASE}/add`, {
    config: { access: { permission: T.add } },
    schema: { tags, summary: 'Add a message template', body: TemplateDraft, response: replies(Template) },
  }, async (request) => {
    const saved = await request.tx(async (em) => {
      if (await templateByCode(em, request.body.templateCode.trim())) throw badRequest(MESSAGE_MESSAGES.templateCodeTaken);
      const id = randomUUID();
      await em.execute(
        `insert into sys_message_template (id, template_code, template_name, template_type, template_title, template_content, template_test_json, created_by, updated_by)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?)`, [id, ...fields(request.body), request.caller().username, request.caller().username]);
      return loadTemplate(em, id);
    });
    return ok(saved);
  });

  app.put(`${TEMPLATES_BASE}/edit`, {
    config: { access: { permission: T.edit } },
    schema: {
      tags, summary: 'Change a message template (a process event\'s template keeps its code)',
      body: Type.Composite([TemplateDraft, Type.Object({ id: uuid, version: Type.Optional(Type.Integer({ minimum: 1 })) })]), response: replies(Template),
    },
  }, async (request) => {
    const { id, version } = request.body;
    const saved = await request.tx(async (em) => {
      const row = await loadTemplate(em, id, true);
      if (version !== undefined && version !== row.version) throw conflict();
      const values = fields(request.body);
      if (row.builtIn) values[0] = row.templateCode;
      const other = await templateByCode(em, values[0] as string);
      if (other && other.id !== id) throw badRequest(MESSAGE_MESSAGES.templateCodeTaken);
      await em.execute(
        `update sys_message_template set template_code = ?, template_name = ?, template_type = ?, template_title = ?, template_content = ?, template_test_json = ?,
           updated_by = ?, updated_at = now(), version = version + 1 where id = ?`, [...values, request.caller().username, id]);
      return loadTemplate(em, id);
    });
    return ok(saved);
  });

  app.delete(`${TEMPLATES_BASE}/delete`, {
    config: { access: { permission: T.delete } },
    schema: { tags, summary: 'Delete a message template (not a process event\'s)', querystring: Type.Object({ id: uuid }), response: replies(Nothing) },
  }, async (request) => {
    await request.tx(async (em) => {
      const row = await loadTemplate(em, request.query.id, true);
      if (row.builtIn) throw badRequest(MESSAGE_MESSAGES.builtInNotDeletable);
      await em.execute('delete from sys_message_template where id = ?', [row.id]);
    });
    return ok(null);
  });

  app.post(`${TEMPLATES_BASE}/preview`, {
    config: { access: { permission: T.preview }, readOnly: true },
    schema: {
      tags, summary: 'A template\'s title and content with the parameters put in (placeholders only: nothing is evaluated; values escaped in mail)',
      body: Type.Object({ templateType: OneOf(MESSAGE_CHANNELS), templateTitle: Type.Optional(str(500)), templateContent: Type.String({ maxLength: 50_000 }), param: Params }),
      response: replies(Type.Object({ title: Type.String(), content: Type.String() })),
    },
  }, async (request) => {
    const { templateType, templateTitle = '', templateContent, param } = request.body;
    return ok(renderMessage(templateType, templateTitle, templateContent, parseParams(param)));
  });

  app.get(`${MESSAGES_BASE}/list`, {
    config: { access: { permission: M.list } },
    schema: {
      tags, summary: 'The messages sent (the send history), newest first, by channel, status, receiver and title',
      querystring: Type.Object({
        ...PAGE_QUERY_PROPERTIES, esType: Type.Optional(OneOf(MESSAGE_CHANNELS)), esSendStatus: Type.Optional(OneOf(MESSAGE_SEND_STATUSES)),
        esReceiver: Type.Optional(str(200)), esTitle: Type.Optional(str(200)), esTemplateCode: Type.Optional(str(100)),
      }),
      response: replies(Page(Message)),
    },
  }, async (request) => {
    const { pageNo, pageSize, ...given } = request.query;
    const { where, params } = filters(given, {
      esType: ['m.es_type', false], esSendStatus: ['m.es_send_status', false], esReceiver: ['m.es_receiver', true], esTitle: ['m.es_title', true],
      esTemplateCode: ['m.es_template_code', false],
    });
    return ok(await request.tx((em) => page<MessageRow>(em, MESSAGE_COLUMNS, 'sys_message m', where, params, 'm.created_at desc, m.id', pageNo, pageSize)));
  });

  app.post(`${MESSAGES_BASE}/send`, {
    config: { access: { permission: M.send } },
    schema: {
      tags, summary: 'Send a template to receivers on its channel (usernames for system messages, e-mail addresses, phone numbers); mail and SMS go through the job queue',
      body: Type.Object({ templateCode: str(100), esReceiver: Type.Array(str(200), { minItems: 1, maxItems: 500 }), esParam: Params }),
      response: replies(Type.Array(Type.String())),
    },
  }, async (request) => {
    const { templateCode, esParam } = request.body;
    const receivers = [...new Set(request.body.esReceiver.map((r) => r.trim()).filter(Boolean))];
    if (!receivers.length) throw badRequest(MESSAGE_MESSAGES.receiverRequired);
    const params = parseParams(esParam);
    const { ids, queued } = await request.tx(async (em) => {
      await ensureBuiltInTemplates(em);
      const template = await templateByCode(em, templateCode.trim());
      if (!template) throw badRequest(MESSAGE_MESSAGES.templateUnknown);
      const rendered = renderMessage(template.templateType, template.templateTitle, template.templateContent, params);
      const messages = await addressed(em, template.templateType, receivers, { ...rendered, templateCode: template.templateCode, params });
      return createMessages(em, messages, request.caller().username);
    });
    await enqueue(queued);
    return ok(ids);
  });

  app.put(`${MESSAGES_BASE}/resend`, {
    config: { access: { permission: M.resend } },
    schema: { tags, summary: 'Send a mail or SMS again (its attempts start again from none)', body: Type.Object({ id: uuid }), response: replies(Nothing) },
  }, async (request) => {
    const queued = await request.tx(async (em) => {
      const [row] = await em.execute<{ id: string; tenant_id: number; es_type: string }[]>('select id, tenant_id, es_type from sys_message where id = ? for update', [request.body.id]);
      if (!row) throw notFound();
      if (row.es_type === 'system') throw badRequest(MESSAGE_MESSAGES.notResendable);
      await em.execute(`update sys_message set es_send_status = 'notSent', es_send_num = 0, es_result = null where id = ?`, [row.id]);
      return [{ id: row.id, tenantId: row.tenant_id }];
    });
    await enqueue(queued);
    return ok(null);
  });

  app.delete(`${MESSAGES_BASE}/delete`, {
    config: { access: { permission: M.delete } },
    schema: { tags, summary: 'Delete a message from the history', querystring: Type.Object({ id: uuid }), response: replies(Nothing) },
  }, async (request) => {
    const gone = await request.tx((em) => em.execute<{ id: string }[]>('delete from sys_message where id = ? returning id', [request.query.id]));
    if (!gone.length) throw notFound();
    return ok(null);
  });

  const MINE = `sys_message m`;
  const mine = (userId: string) => ({ where: [`m.es_type = 'system'`, 'm.es_user_id = ?'], params: [userId] as unknown[] });

  app.get(`${MESSAGES_BASE}/my/list`, {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags, summary: 'The signed-in user\'s system messages, newest first (readFlag 0: only the unread)',
      querystring: Type.Object({ ...PAGE_QUERY_PROPERTIES, readFlag: Type.Optional(OneOf([READ_FLAGS.unread, READ_FLAGS.read])) }),
      response: replies(Page(Message)),
    },
  }, async (request) => {
    const { pageNo, pageSize, readFlag } = request.query;
    const { where, params } = mine(request.caller().userId);
    if (readFlag) {
      where.push('m.read_flag = ?');
      params.push(readFlag);
    }
    return ok(await request.tx((em) => page<MessageRow>(em, MESSAGE_COLUMNS, MINE, where, params, 'm.created_at desc, m.id', pageNo, pageSize)));
  });

  app.get(`${MESSAGES_BASE}/my/unreadCount`, {
    config: { access: 'authenticated', readOnly: true },
    schema: { tags, summary: 'How many of the signed-in user\'s system messages are unread', response: replies(Type.Object({ count: Type.Integer() })) },
  }, async (request) => {
    const [{ count }] = await request.tx((em) => em.execute<[{ count: number }]>(
      `select count(*)::int as count from sys_message m where m.es_type = 'system' and m.es_user_id = ? and m.read_flag = '${READ_FLAGS.unread}'`,
      [request.caller().userId]));
    return ok({ count });
  });

  app.put(`${MESSAGES_BASE}/my/read`, {
    config: { access: 'authenticated' },
    schema: {
      tags, summary: 'Mark the signed-in user\'s system messages read: the one named, or all', body: Type.Object({ id: Type.Optional(uuid) }),
      response: replies(Type.Object({ count: Type.Integer() })),
    },
  }, async (request) => {
    const { id } = request.body;
    const rows = await request.tx((em) => em.execute<{ id: string }[]>(
      `update sys_message set read_flag = '${READ_FLAGS.read}', read_time = now()
        where es_type = 'system' and es_user_id = ? and read_flag = '${READ_FLAGS.unread}'${id ? ' and id = ?' : ''} returning id`,
      [request.caller().userId, ...(id ? [id] : [])]));
    return ok({ count: rows.length });
  });
}
