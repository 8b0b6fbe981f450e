// Calls of announcements (spec §7): their management under /api/system/announcement, the signed-in user's
// announcements and read flags under /api/system/sysAnnouncementSend.
import type {
  AnnouncementCategory, AnnouncementMsgType, AnnouncementPriority,
} from '@yc/engine/announcement';
import type { AnnouncementStatus } from '@yc/engine/vocab';
import type { PagedQuery, PageResult } from '../../../components/crud/index.ts';
import { http, type Params } from '../../../request/http.ts';

const BASE = '/api/system/announcement';
const SEND = '/api/system/sysAnnouncementSend';

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
  list: (q: PagedQuery) => http.get<PageResult<Announcement>>(`${BASE}/list`, q as Params),
  get: (id: string) => http.get<Announcement>(`${BASE}/queryById`, { id }),
  add: (draft: AnnouncementDraft) => http.post<Announcement>(`${BASE}/add`, draft),
  edit: (draft: AnnouncementDraft & { id: string; version: number }) => http.put<Announcement>(`${BASE}/edit`, draft),
  remove: (id: string) => http.delete<null>(`${BASE}/delete`, { id }),
  publish: (id: string) => http.put<Announcement>(`${BASE}/doReleaseData`, { id }),
  revoke: (id: string) => http.put<Announcement>(`${BASE}/doReovkeData`, { id }),
  mine: (q: PagedQuery & { readFlag?: '0' | '1' }, silent = false) =>
    http.get<PageResult<MyAnnouncement>>(`${SEND}/getMyAnnouncementSend`, q as Params, { silent }),
  markRead: (anntId: string) => http.put<null>(`${SEND}/editByAnntIdAndUserId`, { anntId }),
  readAll: () => http.put<{ count: number }>(`${SEND}/readAll`, {}),
};

/** Tells the header's unread count to read again (an announcement was opened or all were read). */
export const ANNOUNCEMENTS_READ_EVENT = 'yc:announcements-read';
export const announceRead = () => window.dispatchEvent(new Event(ANNOUNCEMENTS_READ_EVENT));
