// Message templates (/api/system/sysMessageTemplate/…), messages (/api/system/sysMessage/…) and the signed-in user's
// system messages (/api/system/sysMessage/my/…). An administrator keeps templates (code, name, channel, title, content
// with {{name}} placeholders; the process events' ones are built in and may be changed, not deleted), previews one with
// parameters, sends it to receivers (usernames for system messages, addresses for mail, phones for SMS), reads the
// history (status, attempts, last result) and resends a mail or SMS. A user reads their own system messages only.
import { randomUUID } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import { MESSAGE_CHANNELS, MESSAGE_MESSAGES, MESSAGE_SEND_STATUSES, OneOf, PERMISSIONS, READ_FLAGS, RECEIVER_PATTERNS, type MessageChannel } from '@yc/engine';
import type { EntityManager } from '../db/database.ts';
import type { Api, PluginOptions } from '../plugin-types.ts';
import { badRequest, conflict, notFound, ok } from '../wire/envelope.ts';
import { PAGE_QUERY_PROPERTIES, str, uuid } from '../wire/requests.ts';
import { Nothing, Nullable, Page, replies, Timestamp } from '../wire/responses.ts';
import {
  createMessages, enqueue, ensureBuiltInTemplates, isBuiltInTemplate, renderMessage, startDelivery, type NewMessage,
} from './delivery.ts';
import {
  deleteMessage, deleteTemplate, insertTemplate, lockMessage, markMessagesRead, messagePage, myMessagePage, resetMessage, templateById, templatePage,
  templateByCode, unreadCount, updateTemplate, usersByUsername,
} from './store.ts';

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
  const row = await templateById(em, id, lock);
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
  const users = await usersByUsername(em, receivers);
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
    const result = await request.tx(async (em) => {
      await ensureBuiltInTemplates(em);
      return templatePage(em, given, pageNo, pageSize);
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
      await insertTemplate(em, id, fields(request.body), request.caller().username);
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
      await updateTemplate(em, id, values, request.caller().username);
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
      await deleteTemplate(em, row.id);
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
    return ok(await request.tx((em) => messagePage<MessageRow>(em, given, pageNo, pageSize)));
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
      const row = await lockMessage(em, request.body.id);
      if (!row) throw notFound();
      if (row.es_type === 'system') throw badRequest(MESSAGE_MESSAGES.notResendable);
      await resetMessage(em, row.id);
      return [{ id: row.id, tenantId: row.tenant_id }];
    });
    await enqueue(queued);
    return ok(null);
  });

  app.delete(`${MESSAGES_BASE}/delete`, {
    config: { access: { permission: M.delete } },
    schema: { tags, summary: 'Delete a message from the history', querystring: Type.Object({ id: uuid }), response: replies(Nothing) },
  }, async (request) => {
    const gone = await request.tx((em) => deleteMessage(em, request.query.id));
    if (!gone) throw notFound();
    return ok(null);
  });

  app.get(`${MESSAGES_BASE}/my/list`, {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags, summary: 'The signed-in user\'s system messages, newest first (readFlag 0: only the unread)',
      querystring: Type.Object({ ...PAGE_QUERY_PROPERTIES, readFlag: Type.Optional(OneOf([READ_FLAGS.unread, READ_FLAGS.read])) }),
      response: replies(Page(Message)),
    },
  }, async (request) => {
    const { pageNo, pageSize, readFlag } = request.query;
    return ok(await request.tx((em) => myMessagePage<MessageRow>(em, request.caller().userId, readFlag, pageNo, pageSize)));
  });

  app.get(`${MESSAGES_BASE}/my/unreadCount`, {
    config: { access: 'authenticated', readOnly: true },
    schema: { tags, summary: 'How many of the signed-in user\'s system messages are unread', response: replies(Type.Object({ count: Type.Integer() })) },
  }, async (request) => {
    const count = await request.tx((em) => unreadCount(em, request.caller().userId));
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
    return ok({ count: await request.tx((em) => markMessagesRead(em, request.caller().userId, id)) });
  });
}
