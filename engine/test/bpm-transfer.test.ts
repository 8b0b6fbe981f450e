// Transferring a task (#37 item 5): to anyone but its handler.
import { describe, expect, it } from 'vitest';
import { BPM_MESSAGES, reassignRefusal, transferRefusal } from '../src/bpm/index.ts';

describe('transferring a task', () => {
  it('refuses the handler as receiver', () => {
    expect(transferRefusal('a', 'a')).toEqual(BPM_MESSAGES.transferToSelf);
    expect(transferRefusal('b', 'a')).toBeNull();
  });

  it('is reassigned by an administrator to another handler who does not decide at the node yet', () => {
    expect(reassignRefusal('a', 'a', false)).toEqual(BPM_MESSAGES.reassignToSame);
    expect(reassignRefusal('b', 'a', true)).toEqual(BPM_MESSAGES.usersAllDuplicates);
    expect(reassignRefusal('b', 'a', false)).toBeNull();
    expect(reassignRefusal('b', null, false)).toBeNull();
  });
});
