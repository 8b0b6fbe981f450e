// The §9 vocabularies: complete, in spec order, unique; rule pattern presets accept and reject what they name; names in two languages.
import { describe, expect, it } from 'vitest';
import {
  CHART_TYPES,
  CONTROL_TYPES,
  DIALOG_SIZES,
  MASKING_TYPES,
  PAGE_TYPES,
  QUERY_OPERATORS,
  RULE_PATTERNS,
  findRulePattern,
} from '../src/vocab/index.ts';
import { inLanguage } from '../src/wire/index.ts';

describe('vocabularies', () => {
  it.each([
    ['control types', CONTROL_TYPES, 31, 'hidden', 'signature'],
    ['query operators', QUERY_OPERATORS.map((o) => o.code), 16, 'eq', 'notNull'],
    ['chart types', CHART_TYPES, 18, 'Column', 'MeterGauge'],
    ['masking types', MASKING_TYPES, 7, 'none', 'ext'],
    ['page types', PAGE_TYPES, 6, 'layout', 'mobile'],
    ['dialog sizes', DIALOG_SIZES.map((d) => d.code), 7, 'default', 'insideTab'],
    ['rule patterns', RULE_PATTERNS.map((p) => p.code), 13, 'email', 'idCard'],
  ] as const)('%s: %i unique values from %s to %s', (_name, values, count, first, last) => {
    expect(values).toHaveLength(count);
    expect(new Set(values).size).toBe(count);
    expect(values[0]).toBe(first);
    expect(values.at(-1)).toBe(last);
  });

  it('keeps the spec labels of open types', () => {
    expect(DIALOG_SIZES.find((d) => d.code === 'newTab')?.label).toBe('new tab');
  });
});

describe('rule pattern presets', () => {
  it.each([
    ['email', 'a.b@example.com', 'a@b'],
    ['phone', '13812345678', '1381234567'],
    ['number', '-12.5', '1.2.3'],
    ['letter', 'ab_C', 'ab1'],
    ['url', 'https://example.com/x', 'example.com'],
    ['chinese', '中文', '中a'],
    ['qq', '12345', '0123'],
    ['integer', '-42', '4.2'],
    ['positiveInteger', '42', '0'],
    ['date', '2024-02-29', '2024-13-01'],
    ['time', '23:59:59', '24:00'],
    ['zipCode', '100000', '10000'],
    ['idCard', '11010519491231002X', '110105194912310'],
  ])('%s accepts %s and rejects %s', (code, valid, invalid) => {
    const preset = findRulePattern(code);
    expect(preset).toBeDefined();
    const re = new RegExp(preset!.source);
    expect(re.test(valid)).toBe(true);
    expect(re.test(invalid)).toBe(false);
  });

  it('gives the spec message for a wrong phone number', () => {
    expect(findRulePattern('phone')?.message).toBe('phone number is incorrect');
  });
});

describe('names in two languages', () => {
  it.each([
    { language: 'en_US', textEn: 'Administrator', shown: 'Administrator' },
    { language: 'en_US', textEn: '', shown: '管理员' },
    { language: 'en_US', textEn: null, shown: '管理员' },
    { language: 'zh_CN', textEn: 'Administrator', shown: '管理员' },
    { language: undefined, textEn: 'Administrator', shown: '管理员' },
  ])('$language with English text $textEn shows $shown', ({ language, textEn, shown }) => {
    expect(inLanguage('管理员', textEn, language)).toBe(shown);
  });
});
