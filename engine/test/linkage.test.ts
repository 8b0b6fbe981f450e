// Linkage (json-logic): show, hide, require, disable, setValue — and only whitelisted operators.
import { describe, expect, it } from 'vitest';
import type { Form, LinkageRule } from '../src/metadata/index.ts';
import { applyLogic, checkFormLinkage, evaluateLinkage, LogicRejected } from '../src/linkage/index.ts';

const formWith = (...linkage: LinkageRule[]): Pick<Form, 'fields'> => ({
  fields: [{ type: 'input', key: 'a', showConfig: { linkage } }, { type: 'input', key: 'b' }, { type: 'number', key: 'c' }],
});
const big = { '>': [{ var: 'c' }, 10] };

describe('evaluateLinkage', () => {
  it.each<[string, LinkageRule, Record<string, unknown>, Partial<Record<'hidden' | 'required' | 'disabled', string[]>>, Record<string, unknown>?]>([
    ['show while the condition holds', { when: big, actions: [{ action: 'show', target: 'b' }] }, { c: 11 }, {}],
    ['show hides while it does not', { when: big, actions: [{ action: 'show', target: 'b' }] }, { c: 1 }, { hidden: ['b'] }],
    ['hide', { when: big, actions: [{ action: 'hide', target: 'b' }] }, { c: 11 }, { hidden: ['b'] }],
    ['require', { when: big, actions: [{ action: 'require', target: 'b' }] }, { c: 11 }, { required: ['b'] }],
    ['disable', { when: big, actions: [{ action: 'disable', target: 'b' }] }, { c: 11 }, { disabled: ['b'] }],
    ['nothing when the condition fails', { when: big, actions: [{ action: 'require', target: 'b' }] }, { c: 3 }, {}],
    ['setValue with a constant', { when: big, actions: [{ action: 'setValue', target: 'b', value: 'big' }] }, { c: 11 }, {}, { c: 11, b: 'big' }],
    ['setValue with logic', { when: big, actions: [{ action: 'setValue', target: 'b', value: { cat: ['n=', { var: 'c' }] } }] }, { c: 11 }, {}, { c: 11, b: 'n=11' }],
    ['a failing condition counts as false', { when: { in: ['x', { var: 'c' }] }, actions: [{ action: 'hide', target: 'b' }] }, { c: 1 }, {}],
  ])('%s', (_name, rule, values, sets, after) => {
    const state = evaluateLinkage(formWith(rule), values);
    expect([...state.hidden]).toEqual(sets.hidden ?? []);
    expect([...state.required]).toEqual(sets.required ?? []);
    expect([...state.disabled]).toEqual(sets.disabled ?? []);
    expect(state.values).toEqual(after ?? values);
  });

  it('shows a target when any of its show rules holds', () => {
    const state = evaluateLinkage(
      formWith({ when: big, actions: [{ action: 'show', target: 'b' }] }, { when: { '==': [{ var: 'a' }, 'x'] }, actions: [{ action: 'show', target: 'b' }] }),
      { a: 'x', c: 1 },
    );
    expect([...state.hidden]).toEqual([]);
  });
});

describe('whitelisted json-logic', () => {
  it.each<[string, unknown, RegExp]>([
    ['an unknown operator', { method: ['abc', 'toUpperCase'] }, /Unsupported json-logic operator method/],
    ['a dotted operator', { 'Math.max': [1, 2] }, /Unsupported json-logic operator Math.max/],
    ['a nested unknown operator', { and: [true, { log: 'x' }] }, /Unsupported json-logic operator log/],
    ['a prototype path', { var: 'a.constructor' }, /Forbidden variable a.constructor/],
    ['a __proto__ path with a default', { var: ['__proto__', 1] }, /Forbidden variable __proto__/],
    ['two operators in one rule', { '==': [1, 1], '!=': [1, 2] }, /exactly one operator/],
  ])('refuses %s', (_name, rule, message) => {
    expect(() => applyLogic(rule, {})).toThrow(LogicRejected);
    expect(() => applyLogic(rule, {})).toThrow(message);
  });

  it('evaluates the allowed ones', () => {
    expect(applyLogic({ and: [{ '>=': [{ var: 'n' }, 1] }, { in: [{ var: 's' }, ['a', 'b']] }] }, { n: 2, s: 'b' })).toBe(true);
  });

  it('reports the form fields whose linkage uses anything else', () => {
    const form = formWith({ when: { method: [1, 'toString'] }, actions: [{ action: 'setValue', target: 'b', value: { var: 'constructor' } }] });
    expect(checkFormLinkage(form)).toEqual([
      { path: '/fields/0/showConfig/linkage/0', message: 'Unsupported json-logic operator method', code: 'logic.unsupportedOperator', params: { op: 'method' } },
      { path: '/fields/0/showConfig/linkage/0', message: 'Forbidden variable constructor', code: 'logic.forbiddenVariable', params: { path: 'constructor' } },
    ]);
  });
});
