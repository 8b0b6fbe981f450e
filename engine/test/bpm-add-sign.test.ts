// Adding signers to a task (#37 item 5): where it is allowed and what becomes of the handler's task.
import { describe, expect, it } from 'vitest';
import { INITIATOR_NODE } from '../src/vocab/status.ts';
import { addSignRefusal, BPM_MESSAGES, handlerTaskAfterAddSign, signersRefusal } from '../src/bpm/index.ts';

describe('adding signers', () => {
  it('has no transition at the initiator\'s task after a rejection', () => {
    expect(addSignRefusal({ node_id: INITIATOR_NODE })).toEqual(BPM_MESSAGES.noTransition);
    expect(addSignRefusal({ node_id: 'lead' })).toBeNull();
  });

  it('never adds the handler themselves', () => {
    expect(signersRefusal(['b', 'a'], 'a')).toEqual(BPM_MESSAGES.addSignSelf);
    expect(signersRefusal(['b'], 'a')).toBeNull();
  });

  it('makes the handler wait for signers before, and ends their part for signers after', () => {
    expect(handlerTaskAfterAddSign('before')).toBe('waiting');
    expect(handlerTaskAfterAddSign('after')).toBe('done');
  });
});
