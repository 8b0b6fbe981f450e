// Announcement rules (spec §5): a title; specified users when sent to specified users; start not later than end; and
// changes only while unpublished.
import { describe, expect, it } from 'vitest';
import { announcementDeletable, announcementEditable, announcementProblem, renderMessage, type AnnouncementDraft } from '../src/index.ts';

const problem = (draft: AnnouncementDraft) => {
  const found = announcementProblem(draft);
  return found && renderMessage(found, 'en_US');
};

describe('announcementProblem', () => {
  it.each<[string, AnnouncementDraft, string | null]>([
    ['a draft to all users', { titile: 'Hello', msgType: 'ALL' }, null],
    ['a draft to specified users naming them', { titile: 'Hello', msgType: 'USER', selectedUser: ['ann'] }, null],
    ['no title', { titile: ' ', msgType: 'ALL' }, 'Title cannot be empty'],
    ['specified users without users', { titile: 'Hello', msgType: 'USER', selectedUser: [' '] }, 'Specified users required'],
    ['start after end', { titile: 'Hello', startTime: '2030-01-02T00:00:00Z', endTime: '2030-01-01T00:00:00Z' }, 'start time not later than end time'],
    ['start equal to end', { titile: 'Hello', startTime: '2030-01-01T00:00:00Z', endTime: '2030-01-01T00:00:00Z' }, null],
  ])('%s', (_name, draft, expected) => expect(problem(draft)).toBe(expected));

  it('in Chinese too', () => expect(renderMessage(announcementProblem({ titile: 'x', msgType: 'USER' })!, 'zh_CN')).toBe('请指定用户'));
});

it('lets only an unpublished announcement change, and any but a published one go', () => {
  expect([announcementEditable('unpublished'), announcementEditable('published'), announcementEditable('revoked')]).toEqual([true, false, false]);
  expect([announcementDeletable('unpublished'), announcementDeletable('published'), announcementDeletable('revoked')]).toEqual([true, false, true]);
});
