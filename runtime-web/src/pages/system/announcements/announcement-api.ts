// Calls of announcements (spec §7): their management under /api/system/announcement, the signed-in user's
// announcements and read flags under /api/system/sysAnnouncementSend.
import type {
  AnnouncementCategory, AnnouncementMsgType, AnnouncementPriority,
} from '@yc/engine/announcement';
import type { AnnouncementStatus } from '@yc/engine/vocab';
import type { PagedQuery, PageResult } from '../../../components/crud/index.ts';
import { api, readAs, type ApiQuery } from '../../../request/api.ts';

export interface AnnouncementDraft {
  titile: string;
  msgContent?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  sender?: string | null;
  priority?: AnnouncementPriority;
  msgCategory?: AnnouncementCategory;
  msgType?: AnnouncementMsgType;
  selectedUser?: string[];
}

export interface Announcement extends Required<Omit<AnnouncementDraft, 'selectedUser'>> {
  id: string;
  selectedUser: string[];
  sendStatus: AnnouncementStatus;
  sendTime: string | null;
  cancelTime: string | null;
  createBy: string | null;
  createTime: string;
  version: number;
}

export interface MyAnnouncement {
  anntId: string;
  titile: string;
  msgContent: string | null;
  sender: string | null;
  priority: AnnouncementPriority;
  msgCategory: AnnouncementCategory;
  sendTime: string | null;
  readFlag: '0' | '1';
}

export const announcementApi = {
  list: (q: PagedQuery) => readAs<PageResult<Announcement>>()(api.get('/api/system/announcement/list', { params: { query: q as ApiQuery<'get', '/api/system/announcement/list'> } })),
  get: (id: string) => readAs<Announcement>()(api.get('/api/system/announcement/queryById', { params: { query: { id } } })),
  add: (draft: AnnouncementDraft) => readAs<Announcement>()(api.post('/api/system/announcement/add', { body: draft })),
  edit: (draft: AnnouncementDraft & { id: string; version: number }) => readAs<Announcement>()(api.put('/api/system/announcement/edit', { body: draft })),
  remove: (id: string) => api.delete('/api/system/announcement/delete', { params: { query: { id } } }),
  publish: (id: string) => readAs<Announcement>()(api.put('/api/system/announcement/doReleaseData', { body: { id } })),
  revoke: (id: string) => readAs<Announcement>()(api.put('/api/system/announcement/doReovkeData', { body: { id } })),
  mine: (q: PagedQuery & { readFlag?: '0' | '1' }, silent = false) =>
    readAs<PageResult<MyAnnouncement>>()(api.get('/api/system/sysAnnouncementSend/getMyAnnouncementSend', {
      params: { query: q as ApiQuery<'get', '/api/system/sysAnnouncementSend/getMyAnnouncementSend'> },
    }, { silent })),
  markRead: (anntId: string) => api.put('/api/system/sysAnnouncementSend/editByAnntIdAndUserId', { body: { anntId } }),
  readAll: (): Promise<{ count: number }> => api.put('/api/system/sysAnnouncementSend/readAll'),
};

/** Tells the header's unread count to read again (an announcement was opened or all were read). */
export const ANNOUNCEMENTS_READ_EVENT = 'yc:announcements-read';
export const announceRead = () => window.dispatchEvent(new Event(ANNOUNCEMENTS_READ_EVENT));
