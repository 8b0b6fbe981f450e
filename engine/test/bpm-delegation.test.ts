// Delegations (#37 item 5): what a request may ask, where one stands, what it covers — from the request and the clock.
import { describe, expect, it } from 'vitest';
import { BPM_MESSAGES, delegatedKeys, delegationCovers, delegationPartiesRefusal, delegationRefusal, delegationState } from '../src/bpm/index.ts';

const now = Date.parse('2026-06-01T00:00:00Z');
const day = 86_400_000;
const request = (start: number, end: number, templateKeys: string[] = ['leave'], allProcesses = false) =>
  ({ allProcesses, templateKeys, startTime: new Date(start), endTime: new Date(end) });

describe('a delegation', () => {
  it('names some process, runs forward and has not ended', () => {
    expect(delegationRefusal(request(now, now + day, []), now)).toEqual(BPM_MESSAGES.delegateNoProcess);
    expect(delegationRefusal(request(now, now + day, [], true), now)).toBeNull();
    expect(delegationRefusal(request(now + 2 * day, now + day), now)).toEqual(BPM_MESSAGES.delegatePeriod);
    expect(delegationRefusal(request(now - 2 * day, now), now)).toEqual(BPM_MESSAGES.delegateEndPast);
    expect(delegationRefusal(request(now - day, now + day), now)).toBeNull();
  });

  it('goes to someone else, for processes that exist', () => {
    expect(delegationPartiesRefusal('a', 'a', null, new Set())).toEqual(BPM_MESSAGES.delegateToSelf);
    expect(delegationPartiesRefusal('a', 'b', ['leave', 'trip'], new Set(['leave']))).toEqual(BPM_MESSAGES.templateUnknown('trip'));
    expect(delegationPartiesRefusal('a', 'b', ['leave'], new Set(['leave']))).toBeNull();
    expect(delegationPartiesRefusal('a', 'b', null, new Set())).toBeNull();
  });

  it('keeps its keys, or none for all processes, and covers what they name', () => {
    expect(delegatedKeys({ allProcesses: true, templateKeys: ['leave'] })).toBeNull();
    expect(delegatedKeys({ allProcesses: false, templateKeys: ['leave'] })).toEqual(['leave']);
    expect(delegationCovers(null, 'trip')).toBe(true);
    expect(delegationCovers(['leave'], 'trip')).toBe(false);
    expect(delegationCovers(['leave'], 'leave')).toBe(true);
  });

  it('is pending, active, expired or cancelled', () => {
    const period = { startTime: new Date(now - day), endTime: new Date(now + day) };
    expect(delegationState(period, now)).toBe('active');
    expect(delegationState(period, now - 2 * day)).toBe('pending');
    expect(delegationState(period, now + 2 * day)).toBe('expired');
    expect(delegationState({ ...period, cancelledAt: new Date(now) }, now)).toBe('cancelled');
  });
});
