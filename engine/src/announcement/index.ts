// Announcements (spec §3–§5): the vocabularies of an announcement (category, priority, who receives it), its messages in
// both languages, and the rules a draft must meet before it is stored ('Specified users required'; 'start time not later
// than end time'). Server and console import these; the publish status is ANNOUNCEMENT_STATUSES (vocab/status.ts).
import type { AnnouncementStatus } from '../vocab/status.ts';
import { defineMessages, messageMaker, type Message } from '../wire/message.ts';

/** msgCategory: a notice, or a system message. */
export const ANNOUNCEMENT_CATEGORIES = ['notice', 'system'] as const;
export type AnnouncementCategory = (typeof ANNOUNCEMENT_CATEGORIES)[number];

/** priority: low, middle, high. */
export const ANNOUNCEMENT_PRIORITIES = ['L', 'M', 'H'] as const;
export type AnnouncementPriority = (typeof ANNOUNCEMENT_PRIORITIES)[number];

/** msgType: every user of the enterprise, or the specified users (selectedUser). */
export const ANNOUNCEMENT_MSG_TYPES = ['ALL', 'USER'] as const;
export type AnnouncementMsgType = (typeof ANNOUNCEMENT_MSG_TYPES)[number];

/** readFlag of a recipient. */
export const READ_FLAGS = { unread: '0', read: '1' } as const;

/** Announcements a portal's announcement item shows when it names no number of rows. */
export const PORTAL_ANNOUNCEMENT_ROWS = 5;

export const ANNOUNCEMENT_TEXTS = defineMessages('announcement', {
  usersRequired: { en_US: 'Specified users required', zh_CN: '请指定用户' },
  timeOrder: { en_US: 'start time not later than end time', zh_CN: '开始时间不能晚于结束时间' },
  titleRequired: { en_US: 'Title cannot be empty', zh_CN: '标题不能为空' },
  userUnknown: { en_US: 'User {name} does not exist', zh_CN: '用户 {name} 不存在' },
  notEditable: { en_US: 'Only an unpublished announcement can be changed', zh_CN: '只有未发布的公告可以修改' },
  publishedNotDeletable: { en_US: 'A published announcement cannot be deleted; revoke it first', zh_CN: '已发布的公告不能删除，请先撤销' },
  timeInvalid: { en_US: 'Time {value} is not a date and time', zh_CN: '时间 {value} 不是有效的日期时间' },
  notPublishable: { en_US: 'Only an unpublished announcement can be published', zh_CN: '只有未发布的公告可以发布' },
  notRevocable: { en_US: 'Only a published announcement can be revoked', zh_CN: '只有已发布的公告可以撤销' },
  publishConfirm: { en_US: 'Publish this announcement?', zh_CN: '确定发布该公告吗？' },
  revokeConfirm: { en_US: 'Revoke this announcement?', zh_CN: '确定撤销该公告吗？' },
});

const make = messageMaker('announcement', ANNOUNCEMENT_TEXTS);

export const ANNOUNCEMENT_MESSAGES = {
  usersRequired: make('usersRequired'),
  timeOrder: make('timeOrder'),
  titleRequired: make('titleRequired'),
  userUnknown: (name: string) => make('userUnknown', { name }),
  notEditable: make('notEditable'),
  publishedNotDeletable: make('publishedNotDeletable'),
  timeInvalid: (value: string) => make('timeInvalid', { value }),
  notPublishable: make('notPublishable'),
  notRevocable: make('notRevocable'),
  publishConfirm: make('publishConfirm'),
  revokeConfirm: make('revokeConfirm'),
} as const;

/** What the rules of a draft look at. */
export interface AnnouncementDraft {
  titile?: string | null;
  msgType?: AnnouncementMsgType | null;
  selectedUser?: readonly string[] | null;
  startTime?: string | null;
  endTime?: string | null;
}

/** The first rule a draft breaks, or null: a title, users when sent to specified users, start not after end. */
export function announcementProblem(draft: AnnouncementDraft): Message | null {
  if (!draft.titile?.trim()) return ANNOUNCEMENT_MESSAGES.titleRequired;
  if (draft.msgType === 'USER' && !(draft.selectedUser ?? []).some((u) => u.trim())) return ANNOUNCEMENT_MESSAGES.usersRequired;
  if (draft.startTime && draft.endTime && Date.parse(draft.startTime) > Date.parse(draft.endTime)) return ANNOUNCEMENT_MESSAGES.timeOrder;
  return null;
}

/** Whether an announcement in `status` may be edited (only while unpublished). */
export const announcementEditable = (status: AnnouncementStatus) => status === 'unpublished';

/** Whether an announcement in `status` may be deleted (unless published: it is revoked first). */
export const announcementDeletable = (status: AnnouncementStatus) => status !== 'published';
