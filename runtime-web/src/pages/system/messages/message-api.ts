// Calls of messages and their templates (#38 item 2): templates under /api/system/sysMessageTemplate, the messages sent
// (the history, send, resend) and the signed-in user's system messages under /api/system/sysMessage.
import type { MessageChannel } from '@yc/engine/messages';
import type { PagedQuery, PageResult } from '../../../components/crud/index.ts';
import { api, narrowed, readAs, type ApiQuery } from '../../../request/api.ts';

export type TemplateDraft = {
  templateCode: string;
  templateName: string;
  templateType: MessageChannel;
  templateTitle?: string;
  templateContent: string;
  templateTestJson?: string | null;
};

export interface MessageTemplate extends Required<TemplateDraft> {
  id: string;
  builtIn: boolean;
  createTime: string;
  version: number;
}

export interface SentMessage {
  id: string;
  esTitle: string;
  esType: MessageChannel;
  esReceiver: string;
  esTemplateCode: string | null;
  esParam: string | null;
  esContent: string;
  esSendTime: string | null;
  esSendStatus: 'notSent' | 'sent' | 'failed';
  esSendNum: number;
  esResult: string | null;
  readFlag: '0' | '1';
  createTime: string;
}

const T = '/api/system/sysMessageTemplate';
const M = '/api/system/sysMessage';

export const messageApi = {
  templates: (q: PagedQuery) => readAs<PageResult<MessageTemplate>>()(api.get(`${T}/list`, { params: { query: q as ApiQuery<'get', '/api/system/sysMessageTemplate/list'> } })),
  addTemplate: (draft: TemplateDraft) => readAs<MessageTemplate>()(api.post(`${T}/add`, { body: draft })),
  editTemplate: (draft: TemplateDraft & { id: string; version: number }) => readAs<MessageTemplate>()(api.put(`${T}/edit`, { body: draft })),
  removeTemplate: (id: string) => api.delete(`${T}/delete`, { params: { query: { id } } }),
  preview: (body: { templateType: MessageChannel; templateTitle?: string; templateContent: string; param?: string | null }) => api.post(`${T}/preview`, { body }),
  list: (q: PagedQuery) => narrowed<PageResult<SentMessage>>(api.get(`${M}/list`, { params: { query: q as ApiQuery<'get', '/api/system/sysMessage/list'> } })),
  send: (body: { templateCode: string; esReceiver: string[]; esParam?: string | null }) => api.post(`${M}/send`, { body }),
  resend: (id: string) => api.put(`${M}/resend`, { body: { id } }),
  remove: (id: string) => api.delete(`${M}/delete`, { params: { query: { id } } }),
  mine: (q: PagedQuery & { readFlag?: '0' | '1' }) =>
    narrowed<PageResult<SentMessage>>(api.get(`${M}/my/list`, { params: { query: q as ApiQuery<'get', '/api/system/sysMessage/my/list'> } })),
  unreadCount: () => api.get(`${M}/my/unreadCount`, {}, { silent: true }),
  read: (id?: string) => api.put(`${M}/my/read`, { body: id ? { id } : {} }),
};

/** Tells the header's unread count to read again (a message was read). */
export const MESSAGES_READ_EVENT = 'yc:messages-read';
export const announceMessagesRead = () => window.dispatchEvent(new Event(MESSAGES_READ_EVENT));
