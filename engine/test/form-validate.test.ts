// Record validation from form metadata (spec §5): required, whitespace, numbers as strings, patterns, max, types.
import { describe, expect, it } from 'vitest';
import type { FieldRule, Form, FormField } from '../src/metadata/index.ts';
import { validateRecord, type FieldAccessLevel } from '../src/form/index.ts';
import { RULE_PATTERNS } from '../src/vocab/index.ts';

const form = (...fields: FormField[]): Pick<Form, 'fields'> => ({ fields });
const field = (type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({ type, key: 'f', title: 'Name', ...extra });
const check = (f: FormField, value: unknown) => validateRecord(form(f), { f: value });
const errorOf = (f: FormField, value: unknown) => check(f, value).errors[0]?.message;

describe('required', () => {
  it.each<[string, FormField, unknown, string | undefined]>([
    ['missing', field('input', { required: 'Y' }), undefined, 'Name cannot be empty'],
    ['null', field('number', { required: 'Y' }), null, 'Name cannot be empty'],
    ['empty text', field('textarea', { required: 'Y' }), '', 'Name cannot be empty'],
    ['whitespace only in an input', field('input', { required: 'Y' }), '  \t', 'Name cannot be empty'],
    ['whitespace only in a textarea', field('textarea', { required: 'Y' }), ' ', 'Name cannot be empty'],
    ['whitespace in a select is a value', field('select', { required: 'Y' }), ' ', undefined],
    ['an empty list', field('checkbox', { required: 'Y' }), [], 'Name cannot be empty'],
    ['required by a rule, with its message', field('input', { rules: [{ required: true, message: 'Fill the name' }] }), '', 'Fill the name'],
    ['a translation key stays a key', field('input', { rules: [{ required: true, message: 'm.nameRequired' }] }), '', 'm.nameRequired'],
    ['the key as title when there is none', { type: 'input', key: 'code', required: 'Y' }, '', 'code cannot be empty'],
    ['optional and empty', field('input'), '', undefined],
    ['required N', field('input', { required: 'N' }), undefined, undefined],
  ])('%s', (_name, f, value, message) => {
    expect(errorOf(f, value)).toBe(message);
  });

  it('stores empty optional values as null', () => {
    expect(check(field('input'), '').values).toEqual({ f: null });
  });
});

describe('numbers in input fields', () => {
  it.each<[string, FieldRule[], FormField['required'], unknown]>([
    ['with max', [{ max: 5 }], undefined, '12345'],
    ['required', [], 'Y', '12345'],
    ['neither', [], undefined, 12345],
  ])('become strings %s', (_name, rules, required, stored) => {
    expect(check(field('input', { rules, required }), 12345).values.f).toBe(stored);
  });

  it('count the digits against max', () => {
    expect(errorOf(field('input', { rules: [{ max: 3 }] }), 12345)).toBe('Name cannot be longer than 3 characters');
  });
});

describe('patterns', () => {
  const valid: Record<string, string> = {
    email: 'a.b+c@example.co', phone: '13812345678', number: '-12.5', letter: 'ab_C', url: 'https://x.cn/a?b=1', chinese: '中文',
    qq: '10001', integer: '-42', positiveInteger: '42', date: '2024-01-31', time: '13:45:30', zipCode: '100080', idCard: '11010119900307123X',
  };
  const invalid: Record<string, string> = {
    email: 'a@b', phone: '23812345678', number: '1e5', letter: 'ab1', url: 'ftp://x', chinese: '中a', qq: '0123',
    integer: '1.5', positiveInteger: '0', date: '2024-13-01', time: '24:00', zipCode: '10008', idCard: '110101199013071234',
  };

  it.each(RULE_PATTERNS.map((p) => [p.code, p.message] as const))('%s accepts its example and refuses a wrong one', (code, message) => {
    const f = field('input', { rules: [{ pattern: code }] });
    expect(errorOf(f, valid[code])).toBeUndefined();
    expect(errorOf(f, invalid[code])).toBe(message);
  });

  it('takes a regular expression and its message, or a default message', () => {
    expect(errorOf(field('input', { rules: [{ pattern: '^SO\\d+$', message: 'm.orderNo' }] }), 'X1')).toBe('m.orderNo');
    expect(errorOf(field('input', { rules: [{ pattern: '^SO\\d+$' }] }), 'X1')).toBe('Name is not in the expected format');
    expect(errorOf(field('input', { rules: [{ pattern: '^SO\\d+$' }] }), 'SO12')).toBeUndefined();
  });

  it('does not apply to empty optional values', () => {
    expect(errorOf(field('input', { rules: [{ pattern: 'email' }] }), '')).toBeUndefined();
  });
});

describe('max', () => {
  it.each<[FormField, unknown, string | undefined]>([
    [field('input', { rules: [{ max: 3 }] }), 'abc', undefined],
    [field('input', { rules: [{ max: 3 }] }), 'abcd', 'Name cannot be longer than 3 characters'],
    [field('input', { rules: [{ max: 3 }] }), '中文字', undefined],
    [field('number', { rules: [{ max: 10 }] }), 11, 'Name cannot be greater than 10'],
    [field('number', { rules: [{ max: 10, message: 'Too big' }] }), '11', 'Too big'],
  ])('%j with %j → %s', (f, value, message) => {
    expect(errorOf(f, value)).toBe(message);
  });
});

describe('control types', () => {
  const options = { options: [{ label: 'One', value: '1' }, { label: 'Two', value: '2' }] };
  it.each<[string, FormField, unknown, unknown, string | undefined]>([
    ['hidden keeps its value', field('hidden'), 'x', 'x', undefined],
    ['input takes text', field('input'), 'x', 'x', undefined],
    ['input refuses objects', field('input'), { a: 1 }, undefined, 'Name must be text'],
    ['number parses numeric text', field('number'), '12.5', 12.5, undefined],
    ['number refuses text', field('number'), 'abc', undefined, 'Name must be a number'],
    ['number keeps within props.min', field('number', { props: { min: 0 } }), -1, undefined, 'Name cannot be less than 0'],
    ['select takes an option', field('select', { showConfig: options }), '2', '2', undefined],
    ['select refuses other values', field('select', { showConfig: options }), '3', undefined, 'Name must be one of its options'],
    ['select multiple takes a list', field('select', { showConfig: options, props: { mode: 'multiple' } }), ['1', '2'], ['1', '2'], undefined],
    ['radio takes an option', field('radio', { showConfig: options }), 1, '1', undefined],
    ['checkbox takes a list', field('checkbox', { showConfig: options }), ['2', '1', '2'], ['2', '1'], undefined],
    ['checkbox takes a comma list', field('checkbox', { showConfig: options }), '1,2', ['1', '2'], undefined],
    ['checkbox refuses other values', field('checkbox', { showConfig: options }), ['1', '9'], undefined, 'Name must be one of its options'],
    ['switch takes Y', field('switch'), 'Y', true, undefined],
    ['switch takes false', field('switch'), false, false, undefined],
    ['switch refuses others', field('switch'), 'maybe', undefined, 'Name must be on or off'],
    ['date takes a date', field('date'), '2024-02-29', '2024-02-29', undefined],
    ['date refuses others', field('date'), '29/02/2024', undefined, 'Name must be a date like 2024-01-31'],
    ['date refuses a day the month does not have', field('date'), '2024-02-30', undefined, 'Name must be a date like 2024-01-31'],
    ['date refuses 29 February outside a leap year', field('date'), '2023-02-29', undefined, 'Name must be a date like 2024-01-31'],
    ['time takes a time', field('time'), '08:30', '08:30', undefined],
    ['time refuses others', field('time'), '8h30', undefined, 'Name must be a time like 13:45 or 13:45:30'],
    ['rate takes up to its count', field('rate'), 5, 5, undefined],
    ['rate refuses above', field('rate'), 6, undefined, 'Name cannot be greater than 5'],
    ['rate refuses halves unless allowed', field('rate'), 2.5, undefined, 'Name must be a number'],
    ['rate takes halves when allowed', field('rate', { props: { allowHalf: true } }), 2.5, 2.5, undefined],
    ['slider keeps within its range', field('slider', { props: { min: 10, max: 20 } }), 30, undefined, 'Name cannot be greater than 20'],
  ])('%s', (_name, f, value, stored, message) => {
    const result = check(f, value);
    expect(result.errors[0]?.message).toBe(message);
    expect(result.values.f).toEqual(stored);
  });

  it('resolves dictionary options through the lookup', () => {
    const f = field('select', { showConfig: { dictOption: { dictCode: 'sex' } } });
    const lookup = { dictOptions: (code: string) => (code === 'sex' ? [{ label: 'Male', value: '1' }] : undefined) };
    expect(validateRecord(form(f), { f: '2' }, { lookup }).errors).toEqual([{ key: 'f', message: 'Name must be one of its options', code: 'form.notOption', params: { title: 'Name' } }]);
    expect(validateRecord(form(f), { f: '1' }, { lookup }).errors).toEqual([]);
  });

  it('leaves display, layout and unsupported controls out and walks nested ones', () => {
    const nested = form(
      { type: 'divider', key: 'd' },
      { type: 'retired' as FormField['type'], key: 'rich' },
      { type: 'grid', key: 'g', columns: [{ span: 12, children: [field('input', { key: 'a', required: 'Y', title: 'A' })] }] },
      { type: 'tabs', key: 't', panes: [{ key: 'p', title: 'P', children: [{ type: 'card', key: 'c', children: [field('number', { key: 'b' })] }] }] },
    );
    expect(validateRecord(nested, { a: 'x', b: '3', d: 'ignored', rich: '<p>' })).toEqual({ values: { a: 'x', b: 3 }, errors: [], unique: [] });
  });
});

describe('unionCheck, linkage and field permissions', () => {
  it('flags unique fields with a value for the server', () => {
    const f = field('input', { rules: [{ unionCheck: true }] });
    expect(check(f, 'x').unique).toEqual(['f']);
    expect(check(f, '').unique).toEqual([]);
  });

  it('skips fields linkage hides and requires those it requires', () => {
    const f = form(
      field('select', { key: 'kind', showConfig: { options: [{ label: 'P', value: 'person' }, { label: 'C', value: 'company' }], linkage: [
        { when: { '==': [{ var: 'kind' }, 'company'] }, actions: [{ action: 'require', target: 'taxNo' }, { action: 'hide', target: 'idNo' }] },
      ] } }),
      field('input', { key: 'taxNo', title: 'Tax number' }),
      field('input', { key: 'idNo', title: 'Id number', required: 'Y' }),
    );
    expect(validateRecord(f, { kind: 'company' }).errors).toEqual([{ key: 'taxNo', message: 'Tax number cannot be empty', code: 'form.required', params: { title: 'Tax number' } }]);
    expect(validateRecord(f, { kind: 'person' }).errors).toEqual([{ key: 'idNo', message: 'Id number cannot be empty', code: 'form.required', params: { title: 'Id number' } }]);
  });

  it('leaves out fields hidden by permission', () => {
    const access = new Map<string, FieldAccessLevel>([['f', 'hidden']]);
    expect(validateRecord(form(field('input', { required: 'Y' })), {}, { access })).toEqual({ values: {}, errors: [], unique: [] });
  });
});
