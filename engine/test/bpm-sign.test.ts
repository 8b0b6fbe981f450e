// How a node's assignees sign (#37 item 5): or-sign, countersign, ratio, sequential — from settings and counts alone.
import { describe, expect, it } from 'vitest';
import { afterApproval, initialStatuses, isCountersign, isOffered, isSequential, nextInSequence, nodeComplete } from '../src/bpm/index.ts';

describe('a node\'s sign', () => {
  it('is complete at the first approval unless it is a countersign', () => {
    expect(nodeComplete(undefined, { approved: 1, deciding: 3 })).toBe(true);
    expect(nodeComplete({ signMode: 'any' }, { approved: 1, deciding: 3 })).toBe(true);
    expect(nodeComplete({ signMode: 'single' }, { approved: 1, deciding: 1 })).toBe(true);
  });

  it('is complete when every assignee of a countersign has approved', () => {
    expect(isCountersign({ signMode: 'all' })).toBe(true);
    expect(isCountersign({ signMode: 'single' })).toBe(false);
    expect(nodeComplete({ signMode: 'all' }, { approved: 2, deciding: 3 })).toBe(false);
    expect(nodeComplete({ signMode: 'all' }, { approved: 3, deciding: 3 })).toBe(true);
  });

  it('is complete when the approvals reach the ratio of those deciding', () => {
    const half = { signMode: 'all' as const, completionRatio: 0.5 };
    expect(nodeComplete(half, { approved: 1, deciding: 3 })).toBe(false);
    expect(nodeComplete(half, { approved: 2, deciding: 4 })).toBe(true);
    expect(nodeComplete({ signMode: 'all', completionRatio: 1 }, { approved: 3, deciding: 4 })).toBe(false);
  });

  it('opens the next task of a sequential countersign, and waits for the others of a parallel one', () => {
    const sequential = { signMode: 'all' as const, sequential: true };
    expect(isSequential(sequential)).toBe(true);
    expect(isSequential({ signMode: 'any', sequential: true })).toBe(false);
    expect(afterApproval(sequential, { approved: 1, deciding: 3 })).toBe('openNext');
    expect(afterApproval(sequential, { approved: 3, deciding: 3 })).toBe('complete');
    expect(afterApproval({ signMode: 'all' }, { approved: 1, deciding: 3 })).toBe('wait');
    expect(afterApproval(undefined, { approved: 1, deciding: 3 })).toBe('complete');
  });

  it('opens only the first assignee\'s task of a sequential countersign', () => {
    expect(initialStatuses({ signMode: 'all', sequential: true }, 3)).toEqual(['open', 'waiting', 'waiting']);
    expect(initialStatuses({ signMode: 'all' }, 3)).toEqual(['open', 'open', 'open']);
    expect(initialStatuses(undefined, 1)).toEqual(['open']);
  });

  it('gives the next turn to the waiting task created first, in the order given on a tie', () => {
    const at = '2026-01-01T00:00:00Z';
    expect(nextInSequence([{ id: 'b', createdAt: '2026-01-02T00:00:00Z' }, { id: 'c', createdAt: at }, { id: 'a', createdAt: new Date(at) }])?.id).toBe('c');
    // Created in the same millisecond: the order given (the store's, to the microsecond) decides, not the id.
    expect(nextInSequence([{ id: 'z', createdAt: at }, { id: 'a', createdAt: at }])?.id).toBe('z');
    expect(nextInSequence([])).toBeUndefined();
  });

  it('offers a node to its candidate roles only when its rules name roles alone', () => {
    expect(isOffered({ candidateGroups: ['clerk'] })).toBe(true);
    expect(isOffered({ candidateGroups: ['clerk'], assignees: [{ type: 'role', values: ['clerk'] }] })).toBe(true);
    expect(isOffered({ candidateGroups: ['clerk'], assignees: [{ type: 'user', values: ['ann'] }] })).toBe(false);
    expect(isOffered({ assignees: [{ type: 'role', values: ['clerk'] }] })).toBe(false);
  });
});
