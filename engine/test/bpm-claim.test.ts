// Claiming a task offered to candidate roles, and giving it back (#37 item 5).
import { describe, expect, it } from 'vitest';
import { BPM_MESSAGES, candidateRoles, claimRefusal, unclaimRefusal } from '../src/bpm/index.ts';

describe('claiming a task', () => {
  it('takes a task nobody holds, by a member of a candidate role', () => {
    expect(claimRefusal(null, true)).toBeNull();
    expect(claimRefusal(null, false)).toEqual(BPM_MESSAGES.notCandidate);
    expect(claimRefusal('someone', true)).toEqual(BPM_MESSAGES.noRunningTask);
  });

  it('gives a task back only where the node has candidate roles', () => {
    expect(candidateRoles({ candidateGroups: ['clerk'] })).toEqual(['clerk']);
    expect(candidateRoles(undefined)).toEqual([]);
    expect(unclaimRefusal({ candidateGroups: ['clerk'] })).toBeNull();
    expect(unclaimRefusal({})).toEqual(BPM_MESSAGES.notCandidate);
  });
});
