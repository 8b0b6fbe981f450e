// formatExpr (issue 16): a template with {value} and {key}, number and date patterns, never code; and the §5 rule that
// number values become strings for input fields with max or required.
import { describe, expect, it } from 'vitest';
import type { FormField } from '../src/metadata/index.ts';
import { formatDate, formatDisplay, formatNumber, parseFormatExpr, validateRecord } from '../src/form/index.ts';

describe('number patterns', () => {
  it.each<[number, string, string]>([
    [1234567.891, '#,##0.00', '1,234,567.89'],
    [1234567.891, '0.00', '1234567.89'],
    [0.5, '#,##0.00', '0.50'],
    [1.005, '0.00', '1.01'],
    [-1234.5, '#,##0.##', '-1,234.5'],
    [42, '0000', '0042'],
    [0.1234, '0.0%', '12.3%'],
    [0.25, '0%', '25%'],
    [0.0125, '0.0‰', '12.5‰'],
    [-0.001, '0.00', '0.00'],
    [12.3, '#', '12'],
  ])('%s in %s is %s', (n, pattern, text) => {
    expect(formatNumber(n, pattern)).toBe(text);
  });
});

describe('date patterns', () => {
  it.each<[unknown, string, string]>([
    ['2024-01-31', 'YYYY/MM/DD', '2024/01/31'],
    ['2024-01-05 08:07:06', 'YYYY年M月D日 HH:mm:ss', '2024年1月5日 08:07:06'],
    ['2024-01-05T08:07', 'DD.MM.YY H:mm', '05.01.24 8:07'],
    ['13:45', 'HH时mm分', '13时45分'],
  ])('%s in %s', (value, pattern, text) => {
    expect(formatDate(value, pattern)).toBe(text);
  });
  it('reads an instant with its zone in local time', () => {
    const instant = '2024-03-01T10:00:00Z';
    const local = new Date(instant);
    expect(formatDate(instant, 'YYYY-MM-DD HH')).toBe(`2024-03-0${local.getDate()} ${String(local.getHours()).padStart(2, '0')}`);
  });
  it('leaves what is not a date', () => {
    expect(formatDate('soon', 'YYYY')).toBeUndefined();
  });
});

describe('formatExpr', () => {
  it.each<[string | undefined, unknown, string | undefined, string]>([
    ['{value} USD', 12, undefined, '12 USD'],
    ['{value:#,##0.00} USD', 1234.5, undefined, '1,234.50 USD'],
    ['#,##0.00', '1234.5', undefined, '1,234.50'],
    ['0.0%', 0.256, undefined, '25.6%'],
    ['YYYY/MM/DD', '2024-01-31', undefined, '2024/01/31'],
    ['{value:YYYY-MM-DD HH:mm}', '2024-01-31 09:05:00', undefined, '2024-01-31 09:05'],
    ['{key} - {value}', 'BJ', 'Beijing', 'BJ - Beijing'],
    ['{{{value}}}', 'x', undefined, '{x}'],
    ['{value:#,##0}', 'not a number', undefined, 'not a number'],
    [undefined, 'plain', undefined, 'plain'],
    ['{value', 'broken', undefined, 'broken'],
    ['{constructor} {value}', 'x', undefined, 'x'],
    ['{value:alert(1)}', 'x', undefined, 'x'],
    ['no placeholder', 'x', undefined, 'x'],
    ['{value} USD', '', undefined, ''],
    ['{value} USD', null, undefined, ''],
  ])('%s on %s', (expr, value, label, text) => {
    expect(formatDisplay(expr, { value, label })).toBe(text);
  });

  it('parses into text and placeholders only', () => {
    expect(parseFormatExpr('¥{value:#,##0.00}')).toEqual([{ text: '¥' }, { placeholder: 'value', pattern: '#,##0.00' }]);
    expect(parseFormatExpr('${value}')).toEqual([{ text: '$' }, { placeholder: 'value' }]);
    expect(parseFormatExpr('{value}}')).toBeUndefined();
  });
});

describe('§5: number values become strings for input fields with max or required', () => {
  const input = (extra: Partial<FormField>): FormField => ({ type: 'input', key: 'f', title: 'Code', ...extra });
  it.each<[string, Partial<FormField>, unknown, unknown]>([
    ['required', { required: 'Y' }, 42, '42'],
    ['required by a rule', { rules: [{ required: true }] }, 7.5, '7.5'],
    ['with max', { rules: [{ max: 5 }] }, 123, '123'],
    ['neither: the number stays', {}, 42, 42],
  ])('%s', (_name, extra, value, stored) => {
    expect(validateRecord({ fields: [input(extra)] }, { f: value }).values.f).toBe(stored);
  });
  it('max then counts characters of the text, not the size of the number', () => {
    expect(validateRecord({ fields: [input({ rules: [{ max: 3 }] })] }, { f: 1000 }).errors[0]?.message).toBe('Code cannot be longer than 3 characters');
    expect(validateRecord({ fields: [input({ rules: [{ max: 3 }] })] }, { f: 999 }).errors).toEqual([]);
  });
  it('a number control keeps its number', () => {
    expect(validateRecord({ fields: [{ type: 'number', key: 'f', title: 'N', required: 'Y' }] }, { f: 42 }).values.f).toBe(42);
  });
});
