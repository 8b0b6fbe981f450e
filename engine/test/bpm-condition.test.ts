// The visual condition builder: its rules compile to JUEL that the runner's translation evaluates as meant, values stay
// literals whatever they hold, field names are variables or refused, and the builder's text reads back into its rows.
import { describe, expect, it } from 'vitest';
import {
  CONDITION_OPERATORS, compileCondition, juelToJavaScript, parseCondition, type ConditionGroup, type ConditionRule,
} from '../src/bpm/index.ts';
import { MessageError } from '../src/index.ts';

/** Runs the compiled condition as the runner does: translated, each free variable bound (a missing one undefined). */
function holds(group: ConditionGroup, variables: Record<string, unknown>): boolean {
  const translated = juelToJavaScript(compileCondition(group));
  if (!translated) throw new Error(`not translated: ${compileCondition(group)}`);
  const read = (name: string) => (Object.hasOwn(variables, name) ? variables[name] : undefined);
  return Boolean(new Function(...translated.identifiers, `"use strict"; return (${translated.body});`)(...translated.identifiers.map(read)));
}

const one = (rule: ConditionRule): ConditionGroup => ({ combinator: 'and', rules: [rule] });

describe('compiling the builder\'s rules', () => {
  it('writes JUEL as process engines read it', () => {
    expect(compileCondition({ combinator: 'and', rules: [{ field: 'days', op: 'gt', value: 3 }, { field: 'type', op: 'eq', value: 'annual' }] }))
      .toBe('${days > 3 && type == "annual"}');
    expect(compileCondition({ combinator: 'or', rules: [{ field: 'reason', op: 'empty' }, { field: 'urgent', op: 'ne', value: true }] }))
      .toBe('${empty reason || urgent != true}');
    expect(compileCondition(one({ field: 'tags', op: 'contains', value: 'vip' }))).toBe('${tags.indexOf("vip") >= 0}');
    expect(compileCondition(one({ field: 'note', op: 'notEmpty' }))).toBe('${!empty note}');
  });

  it.each<[string, ConditionRule, Record<string, unknown>, boolean]>([
    ['eq on text', { field: 'type', op: 'eq', value: 'annual' }, { type: 'annual' }, true],
    ['eq on text, another value', { field: 'type', op: 'eq', value: 'annual' }, { type: 'sick' }, false],
    ['ne on a number', { field: 'days', op: 'ne', value: 3 }, { days: 4 }, true],
    ['gt', { field: 'days', op: 'gt', value: 3 }, { days: 4 }, true],
    ['gt at the bound', { field: 'days', op: 'gt', value: 3 }, { days: 3 }, false],
    ['ge at the bound', { field: 'days', op: 'ge', value: 3 }, { days: 3 }, true],
    ['lt on a negative', { field: 'balance', op: 'lt', value: -10.5 }, { balance: -11 }, true],
    ['le', { field: 'amount', op: 'le', value: 1000 }, { amount: 1001 }, false],
    ['eq on a boolean', { field: 'approved', op: 'eq', value: true }, { approved: true }, true],
    ['gt with the field missing', { field: 'days', op: 'gt', value: 3 }, {}, false],
    ['contains in a text', { field: 'title', op: 'contains', value: 'urgent' }, { title: 'very urgent leave' }, true],
    ['contains in a text, absent', { field: 'title', op: 'contains', value: 'urgent' }, { title: 'leave' }, false],
    ['contains in a list', { field: 'tags', op: 'contains', value: 'vip' }, { tags: ['new', 'vip'] }, true],
    ['contains in a list, absent', { field: 'tags', op: 'contains', value: 'vip' }, { tags: ['new'] }, false],
    ['contains in a list of numbers', { field: 'codes', op: 'contains', value: 7 }, { codes: [1, 7] }, true],
    ['contains with the field missing', { field: 'tags', op: 'contains', value: 'vip' }, {}, false],
    ['empty on a blank text', { field: 'reason', op: 'empty' }, { reason: '' }, true],
    ['empty on a missing field', { field: 'reason', op: 'empty' }, {}, true],
    ['empty on an empty list', { field: 'items', op: 'empty' }, { items: [] }, true],
    ['empty on a text', { field: 'reason', op: 'empty' }, { reason: 'ill' }, false],
    ['notEmpty on a text', { field: 'reason', op: 'notEmpty' }, { reason: 'ill' }, true],
    ['notEmpty on null', { field: 'reason', op: 'notEmpty' }, { reason: null }, false],
  ])('evaluates %s as intended in the runner\'s translation', (_name, rule, variables, expected) => {
    expect(holds(one(rule), variables)).toBe(expected);
  });

  it('combines with and / or', () => {
    const rules: ConditionRule[] = [{ field: 'days', op: 'gt', value: 3 }, { field: 'type', op: 'eq', value: 'annual' }];
    expect(holds({ combinator: 'and', rules }, { days: 5, type: 'annual' })).toBe(true);
    expect(holds({ combinator: 'and', rules }, { days: 5, type: 'sick' })).toBe(false);
    expect(holds({ combinator: 'or', rules }, { days: 1, type: 'annual' })).toBe(true);
    expect(holds({ combinator: 'or', rules }, { days: 1, type: 'sick' })).toBe(false);
  });

  it.each([
    '" || true || "',
    '\\" || true || \\"',
    '\\',
    '"}; throw new Error("x"); ${"',
    '${evil}',
    "' + process.exit() + '",
    '\\\\" && x == x && "',
    'line\nbreak "quoted" \\ back\u2028slash',
  ])('keeps the hostile value %j a literal: compared, never run', (value) => {
    const group = one({ field: 'note', op: 'eq', value });
    const translated = juelToJavaScript(compileCondition(group))!;
    expect(translated.identifiers).toEqual(['note']);
    expect(holds(group, { note: value })).toBe(true);
    expect(holds(group, { note: 'other', x: 1 })).toBe(false);
    expect(holds(one({ field: 'note', op: 'contains', value }), { note: `a${value}b` })).toBe(true);
    expect(parseCondition(compileCondition(group))).toEqual(group);
  });

  it.each(['', 'two words', '1st', 'days.total', 'a-b', 'and', 'empty', 'true', 'null', 'class', 'typeof', 'x}', '天数'])(
    'refuses the field name %j with the catalogue\'s message',
    (field) => {
      const compile = () => compileCondition(one({ field, op: 'eq', value: 1 }));
      expect(compile).toThrow(MessageError);
      expect(compile).toThrow(`The condition field ${field} is not a variable name`);
    },
  );

  it('refuses a comparison without a value and a group without rules', () => {
    for (const value of [undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => compileCondition(one({ field: 'days', op: 'gt', ...(value === undefined ? {} : { value }) }))).toThrow('The condition on days needs a value');
    }
    expect(() => compileCondition({ combinator: 'and', rules: [] })).toThrow('A condition needs at least one rule');
    try {
      compileCondition({ combinator: 'or', rules: [] });
    } catch (failure) {
      expect((failure as MessageError).catalogued).toEqual({ code: 'bpm.conditionNoRules' });
    }
  });
});

/** A small seeded generator (mulberry32), so a failing group can be found again. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}

const PIECES = ['a', 'Z', '0', ' ', '"', '\\', '}', '${', '&&', '||', '==', "'", '\n', '天', '😀', '.indexOf(', ') >= 0', 'empty ', '!'];

function randomGroup(random: ReturnType<typeof generator>): ConditionGroup {
  const value = (): string | number | boolean => {
    switch (random.int(5)) {
      case 0: return random.next() < 0.5;
      case 1: return random.int(2_000_001) - 1_000_000 || 1;
      case 2: return (random.next() - 0.5) * 10 ** random.int(30) || 0.5;
      default: return Array.from({ length: random.int(8) }, () => random.pick(PIECES)).join('');
    }
  };
  const field = () => random.pick(['_', 'x', 'days', 'amount_2', 'Type', '_private', 'emptyish', 'andy', 'notes']) + (random.next() < 0.3 ? random.int(100) : '');
  const rules = Array.from({ length: 1 + random.int(5) }, (): ConditionRule => {
    const op = random.pick(CONDITION_OPERATORS);
    return op === 'empty' || op === 'notEmpty' ? { field: field(), op } : { field: field(), op, value: value() };
  });
  // The combinator of a single rule means nothing: such a group reads back as 'and'.
  return { combinator: rules.length > 1 && random.next() < 0.5 ? 'or' : 'and', rules };
}

describe('reading the builder\'s text back', () => {
  // A generous time limit: the machine running the suite may be busy.
  it('reads back every group it compiled, exactly (1,000 generated groups)', { timeout: 60_000 }, () => {
    const random = generator(20261208);
    for (let i = 0; i < 1000; i++) {
      const group = randomGroup(random);
      const compiled = compileCondition(group);
      expect(parseCondition(compiled), compiled).toEqual(group);
      expect(juelToJavaScript(compiled), compiled).toBeDefined();
    }
  });

  it('reads a single rule written with either combinator as \'and\'', () => {
    const rule: ConditionRule = { field: 'days', op: 'gt', value: 3 };
    expect(parseCondition(compileCondition({ combinator: 'or', rules: [rule] }))).toEqual({ combinator: 'and', rules: [rule] });
  });

  it('tolerates spacing, keeps the type of each value', () => {
    expect(parseCondition(' ${ days>=3&&type=="3" ||x} ')).toBeUndefined();
    expect(parseCondition(' ${ days>=3&&type=="3" } ')).toEqual({
      combinator: 'and', rules: [{ field: 'days', op: 'ge', value: 3 }, { field: 'type', op: 'eq', value: '3' }],
    });
  });

  it.each([
    'days > 3',
    '${}',
    '#{days > 3}',
    '${days > 3 && type == "a" || urgent == true}',
    '${a + b > 3}',
    '${days > limit}',
    '${check(days)}',
    '${class == 1}',
    "${type == 'annual'}",
    '${type == "a\\x"}',
    '${order.days > 3}',
    '${not empty reason}',
  ])('leaves %j to be shown as text: not one the builder makes', (expression) => {
    expect(parseCondition(expression)).toBeUndefined();
  });
});
