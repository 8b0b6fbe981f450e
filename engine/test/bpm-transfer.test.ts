// Transferring a task (#37 item 5): to anyone but its handler.
import { describe, expect, it } from 'vitest';
import { BPM_MESSAGES, transferRefusal } from '../src/bpm/index.ts';

describe('transferring a task', () => {
  it('refuses the handler as receiver', () => {
    expect(transferRefusal('a', 'a')).toEqual(BPM_MESSAGES.transferToSelf);
    expect(transferRefusal('b', 'a')).toBeNull();
  });
});
