// Handling several tasks at once (#37 item 5): all or none, one template and node to approve, copies to mark read.
import { describe, expect, it } from 'vitest';
import { batchCompleteRefusal, batchOrder, batchReadRefusal, BPM_MESSAGES } from '../src/bpm/index.ts';

const todo = (node_id: string, template_key = 'leave', status = 'open') => ({ task_type: 'todo', status, node_id, template_key });

describe('a batch', () => {
  it('approves open to-do tasks of one template and one node only', () => {
    expect(batchCompleteRefusal([todo('lead'), todo('lead')], 2)).toBeNull();
    expect(batchCompleteRefusal([todo('lead'), todo('second')], 2)).toEqual(BPM_MESSAGES.batchOneNode);
    expect(batchCompleteRefusal([todo('lead'), todo('lead', 'trip')], 2)).toEqual(BPM_MESSAGES.batchOneNode);
    expect(batchCompleteRefusal([todo('lead'), todo('lead', 'leave', 'done')], 2)).toEqual(BPM_MESSAGES.batchOneNode);
    expect(batchCompleteRefusal([todo('lead')], 2)).toEqual(BPM_MESSAGES.batchOneNode);
  });

  it('marks unread copies read only', () => {
    expect(batchReadRefusal([{ task_type: 'toRead', status: 'open' }], 1)).toBeNull();
    expect(batchReadRefusal([{ task_type: 'toRead', status: 'done' }], 1)).toEqual(BPM_MESSAGES.batchReadOnly);
    expect(batchReadRefusal([{ task_type: 'todo', status: 'open' }], 1)).toEqual(BPM_MESSAGES.batchReadOnly);
    expect(batchReadRefusal([], 1)).toEqual(BPM_MESSAGES.batchReadOnly);
  });

  it('handles its tasks in one fixed order', () => {
    expect(batchOrder(['c', 'a', 'b'])).toEqual(['a', 'b', 'c']);
  });
});
