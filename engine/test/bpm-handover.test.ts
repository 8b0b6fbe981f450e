// Handovers (#37 item 5): what a request may ask and the plan for the tasks found — all or nothing.
import { describe, expect, it } from 'vitest';
import { BPM_MESSAGES, handoverOpen, handoverRequestRefusal, planHandover, type HandoverTask } from '../src/bpm/index.ts';

const task = (id: string, task_type: 'todo' | 'toRead', node_id = 'lead', status = 'open', assignee_id: string | null = 'from'): HandoverTask =>
  ({ id, task_type, status, node_id, assignee_id, instance_id: 'i', node_name: null, business_title: 'Trip' });
const all = { fromUser: 'ann', toUser: 'bob', type: 'all' as const, taskIds: [] };

describe('a handover', () => {
  it('is to someone else, of a chosen type, naming tasks when of type task', () => {
    expect(handoverRequestRefusal({ ...all, toUser: 'ann' })).toEqual(BPM_MESSAGES.handoverToSelf);
    expect(handoverRequestRefusal({ ...all, type: undefined })).toEqual(BPM_MESSAGES.handoverTypeRequired);
    expect(handoverRequestRefusal({ ...all, type: 'task' })).toEqual(BPM_MESSAGES.handoverTasksRequired);
    expect(handoverRequestRefusal(all)).toBeNull();
  });

  it('moves open to-do tasks (waiting ones too) and unread copies only', () => {
    expect(handoverOpen(task('a', 'todo', 'lead', 'waiting'))).toBe(true);
    expect(handoverOpen(task('a', 'toRead', 'lead', 'waiting'))).toBe(false);
    expect(planHandover(all, 'from', [], [])).toEqual({ refusal: BPM_MESSAGES.handoverNothing('ann') });
    expect(planHandover(all, 'from', [task('a', 'todo', 'lead', 'done')], [])).toEqual({ refusal: BPM_MESSAGES.handoverTaskNotOpen('ann') });
    expect(planHandover(all, 'from', [task('a', 'todo', 'lead', 'open', 'other')], [])).toEqual({ refusal: BPM_MESSAGES.handoverTaskNotOpen('ann') });
    expect(planHandover({ ...all, type: 'task', taskIds: ['a', 'b'] }, 'from', [task('a', 'todo')], []))
      .toEqual({ refusal: BPM_MESSAGES.handoverTaskNotOpen('ann') });
  });

  it('refuses a second voice for the receiver, and withdraws a copy they have already', () => {
    const tasks = [task('a', 'todo'), task('b', 'toRead'), task('c', 'toRead', 'other')];
    expect(planHandover(all, 'from', tasks, [{ instance_id: 'i', node_id: 'lead', task_type: 'todo' }]))
      .toEqual({ refusal: BPM_MESSAGES.handoverSecondVoice('bob', 'lead', 'Trip') });
    expect(planHandover(all, 'from', tasks, [{ instance_id: 'i', node_id: 'lead', task_type: 'toRead' }]))
      .toEqual({ refusal: null, moved: ['a', 'c'], withdrawn: ['b'] });
  });
});
