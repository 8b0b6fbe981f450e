// Messages and their templates (#38 item 2; spec §3 Message: esTitle … esResult, §4 send status): a template has a
// code, a name, a channel (system message, e-mail, SMS), a title and a content with `{{name}}` placeholders. Templates
// are logic-less: a placeholder is replaced by the value of that name in the parameters (dotted names reach into
// objects), nothing is evaluated; in HTML mail each value is escaped. Server and console import these.
import { defineMessages, messageMaker } from '../wire/message.ts';

/** esType / templateType: the console's "My messages", e-mail (nodemailer, SMTP), SMS (the SMS provider). */
export const MESSAGE_CHANNELS = ['system', 'email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** The process events that send through a template the administrator can edit (its code is `bpm_<event>`). */
export const BPM_MESSAGE_EVENTS = ['taskAssigned', 'approved', 'rejected', 'overdue'] as const;
export type BpmMessageEvent = (typeof BPM_MESSAGE_EVENTS)[number];
export const bpmTemplateCode = (event: BpmMessageEvent) => `bpm_${event}`;

/** What a receiver of a mail or an SMS must look like: one address, one phone number (never a list). */
export const RECEIVER_PATTERNS = { email: /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/, sms: /^\+?\d{5,20}$/ } as const;

/** How many times a mail or SMS is tried before it is marked failed (the retries back off on the job queue). */
export const MESSAGE_MAX_ATTEMPTS = 3;

export const MESSAGE_TEXTS = defineMessages('message', {
  templateCodeTaken: { en_US: 'A template with this code already exists', zh_CN: '模板编码已存在' },
  templateUnknown: { en_US: 'No template has this code', zh_CN: '模板不存在' },
  paramInvalid: { en_US: 'The parameters are not a JSON object', zh_CN: '参数不是 JSON 对象' },
  receiverRequired: { en_US: 'Receiver cannot be empty', zh_CN: '接收人不能为空' },
  receiverUnknown: { en_US: 'No user has this username: {name}', zh_CN: '接收用户不存在：{name}' },
  receiverInvalid: { en_US: 'Not an e-mail address or phone number for this channel: {value}', zh_CN: '不是该渠道的邮箱或手机号：{value}' },
  builtInNotDeletable: { en_US: 'A process event template cannot be deleted; edit it instead', zh_CN: '流程事件模板不能删除，请修改它' },
  notResendable: { en_US: 'A system message is not resent', zh_CN: '系统消息不能重发' },
});

const make = messageMaker('message', MESSAGE_TEXTS);

/** The server's refusals, in the caller's language. */
export const MESSAGE_MESSAGES = {
  templateCodeTaken: make('templateCodeTaken'),
  templateUnknown: make('templateUnknown'),
  paramInvalid: make('paramInvalid'),
  receiverRequired: make('receiverRequired'),
  receiverUnknown: (name: string) => make('receiverUnknown', { name }),
  receiverInvalid: (value: string) => make('receiverInvalid', { value }),
  builtInNotDeletable: make('builtInNotDeletable'),
  notResendable: make('notResendable'),
} as const;

const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*)\s*\}\}/g;

/** The value of a dotted name in the parameters: own properties only (never a prototype's), objects as JSON. */
function lookup(params: Record<string, unknown>, name: string): string {
  let value: unknown = params;
  for (const part of name.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.prototype.hasOwnProperty.call(value, part)) return '';
    value = (value as Record<string, unknown>)[part];
  }
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The text with each `{{name}}` replaced by its value (HTML-escaped when `html`); an unknown name becomes empty. */
export function renderTemplate(text: string, params: Record<string, unknown>, html = false): string {
  return text.replace(PLACEHOLDER, (_whole, name: string) => (html ? escapeHtml(lookup(params, name)) : lookup(params, name)));
}

/** The placeholders a text names, each once, in order. */
export const templatePlaceholders = (text: string) => [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
