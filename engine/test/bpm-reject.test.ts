// Rejecting a task (#37 item 5): who may, to which node, and the timers kept there started again.
import { describe, expect, it } from 'vitest';
import { INITIATOR_NODE } from '../src/vocab/status.ts';
import { BPM_MESSAGES, rejectRefusal, rejectTargetNode, restartedTimers } from '../src/bpm/index.ts';

const earlier = [{ nodeId: 'second', nodeName: 'Second' }, { nodeId: 'first', nodeName: 'First' }];

describe('rejecting a task', () => {
  it('has no transition from the initiator\'s own task or a signer added before the handler', () => {
    expect(rejectRefusal({ node_id: INITIATOR_NODE, add_sign: null }, undefined, 'no')).toEqual(BPM_MESSAGES.noTransition);
    expect(rejectRefusal({ node_id: 'lead', add_sign: 'before' }, undefined, 'no')).toEqual(BPM_MESSAGES.noTransition);
    expect(rejectRefusal({ node_id: 'lead', add_sign: 'after' }, undefined, undefined)).toBeNull();
  });

  it('needs the opinion the node requires', () => {
    expect(rejectRefusal({ node_id: 'lead', add_sign: null }, { opinionRequired: true }, ' ')).toEqual(BPM_MESSAGES.opinionRequired);
    expect(rejectRefusal({ node_id: 'lead', add_sign: null }, { opinionRequired: true }, 'why')).toBeNull();
  });

  it('goes back to the latest earlier node, or the one named among them', () => {
    expect(rejectTargetNode(earlier, 'previous')?.nodeId).toBe('second');
    expect(rejectTargetNode(earlier, 'node', 'first')?.nodeId).toBe('first');
    expect(rejectTargetNode(earlier, 'node', 'lead')).toBeUndefined();
    expect(rejectTargetNode([], 'previous')).toBeUndefined();
    expect(rejectTargetNode(earlier, 'initiator')).toBeUndefined();
  });

  it('starts the kept timers again as far ahead as they were', () => {
    const keptAt = '2026-01-01T00:00:00.000Z';
    const now = Date.parse('2026-01-03T00:00:00.000Z');
    expect(restartedTimers([{ id: 't', fireAt: '2026-01-01T01:00:00.000Z' }], keptAt, now)).toEqual([{ id: 't', fireAt: '2026-01-03T01:00:00.000Z' }]);
    expect(restartedTimers([], keptAt, now)).toEqual([]);
  });
});
