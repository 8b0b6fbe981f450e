// What approving a task does (#37 item 5), from the task and its node's settings alone.
import { describe, expect, it } from 'vitest';
import { INITIATOR_NODE } from '../src/vocab/status.ts';
import { BPM_MESSAGES, completionAction, completionPath, handlerAgain, isResubmission, opinionRefusal, writesBack } from '../src/bpm/index.ts';

const task = (node_id: string, add_sign: 'before' | 'after' | null = null) => ({ node_id, add_sign });

describe('completing a task', () => {
  it('needs an opinion where the node requires one, blanks not counting', () => {
    expect(opinionRefusal({ opinionRequired: true }, '  ')).toEqual(BPM_MESSAGES.opinionRequired);
    expect(opinionRefusal({ opinionRequired: true }, undefined)).toEqual(BPM_MESSAGES.opinionRequired);
    expect(opinionRefusal({ opinionRequired: true }, 'fine')).toBeNull();
    expect(opinionRefusal(undefined, undefined)).toBeNull();
  });

  it('submits again from the start at the initiator\'s task after a rejection', () => {
    expect(isResubmission(task(INITIATOR_NODE))).toBe(true);
    expect(completionPath(task(INITIATOR_NODE))).toBe('resubmit');
    expect(completionAction(task(INITIATOR_NODE))).toBe('resubmit');
    expect(completionAction(task('lead'))).toBe('approve');
  });

  it('hands the task back to its handler once the signers added before have all decided', () => {
    expect(completionPath(task('lead', 'before'))).toBe('handBack');
    expect(handlerAgain(0)).toBe(true);
    expect(handlerAgain(1)).toBe(false);
  });

  it('counts other approvals (a signer added after too) towards the node\'s sign', () => {
    expect(completionPath(task('lead'))).toBe('sign');
    expect(completionPath(task('lead', 'after'))).toBe('sign');
  });

  it('writes back to the record only where the node shows the process\'s own form', () => {
    expect(writesBack(undefined, 'leave')).toBe(true);
    expect(writesBack({ formCode: 'leave' }, 'leave')).toBe(true);
    expect(writesBack({ formCode: 'other' }, 'leave')).toBe(false);
  });
});
