// User patterns on the linear-time engine (issue #30): the same answers as JavaScript's RegExp on everyday patterns,
// no catastrophic backtracking on classic ReDoS patterns, and a refusal naming the rule for what RE2 cannot run.
import { describe, expect, it } from 'vitest';
import { RULE_PATTERNS } from '../src/vocab/index.ts';
import type { FormField } from '../src/metadata/index.ts';
import { buildFormSchema, validateRecord } from '../src/form/index.ts';
import { matchCheckRule } from '../src/logic/index.ts';
import { aggregateRows } from '../src/report/index.ts';
import { validateModel } from '../src/rules/index.ts';
import { checkUserPattern, compileUserPattern, testUserPattern, userPatternProblem } from '../src/rules/user-pattern.ts';
import { renderMessage } from '../src/wire/message.ts';

const SAMPLES = ['', 'abc', 'ABC', 'a b', 'a\u3000b', 'a\nb', 'a\rb', '13800138000', 'SO12345678', 'x@y.cn', '中文', '😀', '-12.5', ' \t'];

describe('supported patterns answer as RegExp did', () => {
  it.each<[string, string]>([
    ['^\\d+$', ''],
    ['^[A-Z]{2}\\d+$', ''],
    ['^SO\\d{8}$', ''],
    ['^\\S+$', ''],
    ['\\s', ''],
    ['^[\\s\\d]+$', ''],
    ['^a.b$', ''],
    ['^a.b$', 's'],
    ['^abc$', 'i'],
    ['^[\\u4e00-\\u9fa5]+$', ''],
    ['^\\u{1F600}$', ''],
    ['(?<word>\\w+)', ''],
    ['^(?:x|y)@\\w+\\.cn$', ''],
    ['\\bb\\b', ''],
    ['^-?\\d+(\\.\\d+)?$', ''],
    ['^[^]$', ''],
    ['b$', 'm'],
    ...RULE_PATTERNS.map((p): [string, string] => [p.source, '']),
  ])('%s /%s', (source, flags) => {
    const native = new RegExp(source, `u${flags}`);
    expect(SAMPLES.map((s) => testUserPattern(source, s, flags))).toEqual(SAMPLES.map((s) => native.test(s)));
  });
});

// Each of these takes a backtracking engine seconds to minutes on its attack value (each extra character doubles it).
const REDOS: [string, string][] = [
  ['^(a|a)+$', `${'a'.repeat(40)}!`],
  ['(a+)+$', `${'a'.repeat(40)}!`],
  ['(a*)*b', 'a'.repeat(40)],
  ['^(([a-z])+.)+[A-Z]([a-z])+$', `${'a'.repeat(40)}!`],
  ['(x+x+)+y', 'x'.repeat(40)],
  ['^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$', `${'a'.repeat(40)}!`],
  ['^[\\w.+-]+(\\.[\\w.+-]+)*@x$', `${'a.'.repeat(25)}!`],
];

describe('catastrophic patterns run in linear time', () => {
  it.each(REDOS)('%s', (source, attack) => {
    const started = performance.now();
    expect(testUserPattern(source, attack)).toBe(false);
    expect(testUserPattern(source, attack.repeat(250))).toBe(false);
    // Generous: a backtracking engine needs minutes here; the linear one milliseconds.
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('checks a record, a check rule and a LIKE filter without backtracking', () => {
    const [source, attack] = REDOS[0]!;
    const f: FormField = { type: 'input', key: 'f', title: 'Code', rules: [{ pattern: source }] };
    expect(validateRecord({ fields: [f] }, { f: attack }).errors.map((e) => e.message)).toEqual(['Code is not in the expected format']);
    expect(validateRecord({ fields: [f] }, { f: 'aaa' }).errors).toEqual([]);
    expect(matchCheckRule({ pattern: source, digits: 3 }, attack)).toBe(true);
    expect(matchCheckRule({ pattern: source }, attack)).toBe(false);
    const plan = { dimensions: [], measures: [{ alias: 'n', agg: 'count' as const, expr: null }], limit: 10 };
    const like = (value: string) => aggregateRows({ ...plan, where: [{ column: 'name', type: 'varchar' as const, op: 'like' as const, values: [value] }] }, [{ name: 'a'.repeat(3000) }, { name: 'A_b%' }]);
    expect(like(`${'%'.repeat(30)}!`)).toEqual([{ n: 0 }]);
    expect(like('%a%')).toEqual([{ n: 2 }]);
    expect(like('a\\_B\\%')).toEqual([{ n: 1 }]);
    expect(like('a_b_')).toEqual([{ n: 1 }]);
  });
});

describe('the work budget', () => {
  it('bounds program size × value length: a long value for a large pattern does not match, in well under a second', () => {
    const large = compileUserPattern('^[ab]*a[ab]{500}$')!;
    expect(large.maxLength).toBe(Math.floor(10_000_000 / 507));
    const value = Array.from({ length: 1_000_000 }, (_, i) => ((i * 7919) % 3 ? 'a' : 'b')).join('');
    const started = performance.now();
    expect(large.test(value)).toBe(false);
    const within = value.slice(0, large.maxLength);
    expect(large.test(within)).toBe(/^[ab]*a[ab]{500}$/.test(within));
    expect(large.test(`${'b'.repeat(large.maxLength - 501)}a${'b'.repeat(500)}`)).toBe(true);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(compileUserPattern('^\\d+$')!.test('1'.repeat(200_000))).toBe(true);
  });
});

describe('patterns the engine cannot run are refused', () => {
  it.each<[string, 'invalid' | 'unsupported']>([
    ['(a)\\1', 'unsupported'],
    ['(?<n>a)\\k<n>', 'unsupported'],
    ['^(?=.*\\d)\\w+$', 'unsupported'],
    ['^(?!admin)\\w+$', 'unsupported'],
    ['(?<=\\$)\\d+', 'unsupported'],
    ['(?<!-)\\d+', 'unsupported'],
    ['a{1001}', 'unsupported'],
    ['(x|xx){500}', 'unsupported'],
    ['^[ab]*a[ab]{999}[ab]{999}$', 'unsupported'],
    ['([a-z', 'invalid'],
    ['*abc', 'invalid'],
    ['a\\Z', 'invalid'],
  ])('%s is %s', (source, problem) => {
    expect(userPatternProblem(source)).toBe(problem);
    expect(compileUserPattern(source)).toBeUndefined();
    expect(matchCheckRule({ pattern: source }, 'a')).toBeUndefined();
  });

  it('names the rule in English and Chinese', () => {
    const message = checkUserPattern('(a)\\1', 'Order number')!;
    expect(renderMessage(message, 'en_US')).toBe(
      'The pattern of Order number cannot run on the linear-time pattern engine: backreferences, lookahead, lookbehind, repeat counts over 1000 and very large patterns are not supported');
    expect(renderMessage(message, 'zh_CN')).toBe('Order number的正则表达式无法在线性时间正则引擎上运行：不支持反向引用、前瞻、后顾、超过 1000 的重复次数和过大的正则表达式');
    expect(renderMessage(checkUserPattern('([a-z', 'x')!, 'en_US')).toBe('Pattern is not a valid regular expression');
    expect(checkUserPattern('^(a|a)+$', 'x')).toBeUndefined();
  });

  it('refuses them when a form or a check rule is validated for saving', () => {
    const form = { formCode: 'f1', formName: 'F', fields: [{ type: 'input', key: 'code', title: 'Code', rules: [{ pattern: '^(?=x)x$' }] }] };
    expect(validateModel('form', form).map((i) => [i.path, i.message])).toEqual([
      ['/fields/0/rules/0/pattern', 'The pattern of Code cannot run on the linear-time pattern engine: backreferences, lookahead, lookbehind, repeat counts over 1000 and very large patterns are not supported'],
    ]);
    const rule = { ruleName: 'Twice', ruleCode: 'twice', pattern: '(\\w)\\1', message: 'x' };
    expect(validateModel('checkRule', rule).map((i) => [i.path, i.message])).toEqual([
      ['/pattern', 'The pattern of twice cannot run on the linear-time pattern engine: backreferences, lookahead, lookbehind, repeat counts over 1000 and very large patterns are not supported'],
    ]);
    expect(validateModel('checkRule', { ...rule, pattern: '^(a|a)+$' })).toEqual([]);
  });

  it('keeps user patterns out of the form schema, so the browser\'s ajv never runs them natively', () => {
    const schema = buildFormSchema({ fields: [{ type: 'input', key: 'code', title: 'Code', rules: [{ pattern: '^(a|a)+$' }, { pattern: 'email' }] }] });
    expect(JSON.stringify(schema)).not.toMatch(/"pattern"/);
  });
});
