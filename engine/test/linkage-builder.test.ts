// Linkage conditions built visually: rows become json-logic that the engine evaluates with the meaning the designer
// shows, and stored rules of that shape read back into the same rows; other rules stay json-logic.
import { describe, expect, it } from 'vitest';
import { applyLogic, conditionGroup, conditionLogic, truthy, type ConditionGroup } from '../src/index.ts';

const holds = (group: ConditionGroup, data: Record<string, unknown>) => truthy(applyLogic(conditionLogic(group), data));

describe('visual linkage conditions', () => {
  it.each<[ConditionGroup, Record<string, unknown>, boolean]>([
    [{ combine: 'and', rows: [{ field: 'status', op: 'eq', value: 'closed' }] }, { status: 'closed' }, true],
    [{ combine: 'and', rows: [{ field: 'status', op: 'ne', value: 'closed' }] }, { status: 'closed' }, false],
    [{ combine: 'and', rows: [{ field: 'amount', op: 'gt', value: 100 }, { field: 'amount', op: 'le', value: 500 }] }, { amount: 300 }, true],
    [{ combine: 'or', rows: [{ field: 'amount', op: 'lt', value: 10 }, { field: 'vip', op: 'notEmpty' }] }, { amount: 50, vip: 'Y' }, true],
    [{ combine: 'and', rows: [{ field: 'level', op: 'in', value: ['A', 'B'] }] }, { level: 'C' }, false],
    [{ combine: 'and', rows: [{ field: 'remark', op: 'contains', value: 'urgent' }] }, { remark: 'very urgent order' }, true],
    [{ combine: 'and', rows: [{ field: 'remark', op: 'empty' }] }, { remark: '' }, true],
    [{ combine: 'and', rows: [] }, {}, true],
  ])('%j over %j is %s', (group, data, expected) => {
    expect(holds(group, data)).toBe(expected);
  });

  it('stores json-logic and reads it back into the same rows', () => {
    const group: ConditionGroup = {
      combine: 'or',
      rows: [
        { field: 'status', op: 'eq', value: 'closed' }, { field: 'level', op: 'in', value: ['A', 'B'] },
        { field: 'remark', op: 'contains', value: 'x' }, { field: 'vip', op: 'empty' },
      ],
    };
    const stored = conditionLogic(group);
    expect(stored).toEqual({ or: [
      { '==': [{ var: 'status' }, 'closed'] }, { in: [{ var: 'level' }, ['A', 'B']] }, { in: ['x', { var: 'remark' }] }, { '!': { var: 'vip' } },
    ] });
    expect(conditionGroup(stored)).toEqual(group);
    expect(conditionGroup(conditionLogic({ combine: 'and', rows: [group.rows[0]!] }))).toEqual({ combine: 'and', rows: [group.rows[0]] });
  });

  it('leaves rules of another shape to the json-logic editor', () => {
    expect(conditionGroup({ '==': [{ '+': [{ var: 'a' }, 1] }, 2] })).toBeUndefined();
    expect(conditionGroup({ and: [{ '==': [{ var: 'a' }, 1] }, { if: [true, 1, 2] }] })).toBeUndefined();
    expect(conditionGroup({ '==': [{ var: 'a' }, { var: 'b' }] })).toBeUndefined();
  });
});
