// Messages as data: every message the form engine emits has a code, its placeholders and a text in both languages;
// server and console render it from the code, never by matching the English text.
import { describe, expect, it } from 'vitest';
import { DDL_TEXTS, EFORM_MESSAGES, EFORM_TEXTS, LOGIC_TEXTS, QUERY_TEXTS, SCRIPT_TEXTS, FORM_TEXTS, LANGUAGES, MESSAGES, RULE_PATTERNS, RULE_TEXTS, fillMessage, isKnownMessage, renderMessage, validateRecord, type Form, type Message } from '../src/index.ts';

const form = (fields: Form['fields']): Pick<Form, 'fields'> => ({ fields });

describe('form messages', () => {
  it('renders a validation message in either language from its code and placeholders', () => {
    const [error] = validateRecord(form([{ key: 'name', type: 'input', title: 'Name', props: {}, rules: [{ max: 5 }] }]), { name: 'toolong' }).errors;
    expect(error).toEqual({ key: 'name', message: 'Name cannot be longer than 5 characters', code: 'form.tooLong', params: { title: 'Name', n: 5 } });
    expect(renderMessage(error!, 'zh_CN')).toBe('Name长度不能超过 5 个字符');
    expect(renderMessage(error!, 'en_US')).toBe(error!.message);
  });

  it('renders a pattern preset\'s own message', () => {
    const [error] = validateRecord(form([{ key: 'mail', type: 'input', title: 'Mail', props: {}, rules: [{ pattern: 'email' }] }]), { mail: 'ann@' }).errors;
    expect(error).toMatchObject({ code: 'form.pattern.email', message: 'Please enter a valid email address' });
    expect(renderMessage(error!, 'zh_CN')).toBe('请输入正确的邮箱地址');
  });

  it('keeps a designer\'s own message as written, in every language', () => {
    const fields: Form['fields'] = [{ key: 'code', type: 'input', title: 'Code', props: {}, rules: [{ required: true, message: 'Code, please' }] }];
    const [error] = validateRecord(form(fields), {}).errors;
    expect(error).toMatchObject({ code: 'custom', message: 'Code, please' });
    expect(renderMessage(error!, 'zh_CN')).toBe('Code, please');
  });

  it('has a text in every language for every form message and pattern preset', () => {
    for (const texts of Object.values(FORM_TEXTS)) for (const lang of LANGUAGES) expect(texts[lang]).toBeTruthy();
    for (const preset of RULE_PATTERNS) {
      for (const lang of LANGUAGES) expect(renderMessage({ code: `form.pattern.${preset.code}` }, lang)).not.toBe(`form.pattern.${preset.code}`);
    }
  });
});

describe('the one catalogue', () => {
  it('has both languages of every message family, placeholders in both', () => {
    for (const family of [FORM_TEXTS, RULE_TEXTS, EFORM_TEXTS, QUERY_TEXTS, DDL_TEXTS, LOGIC_TEXTS, SCRIPT_TEXTS, MESSAGES]) {
      for (const [key, texts] of Object.entries(family) as [string, Record<string, string>][]) {
        const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(texts.zh_CN, key).toBeTruthy();
        expect(names(texts.zh_CN!), key).toEqual(names(texts.en_US!));
      }
    }
  });

  it('agrees a word with its number in English ("1 row", "2 rows", "0 rows"), and leaves Chinese as it is', () => {
    const imported = (count: number, language: 'en_US' | 'zh_CN') => renderMessage({ code: 'excel.imported', params: { count } }, language);
    expect([imported(1, 'en_US'), imported(2, 'en_US'), imported(0, 'en_US'), imported(1, 'zh_CN')]).toEqual(['1 row imported', '2 rows imported', '0 rows imported', '已导入 1 行']);
    expect(renderMessage({ code: 'excel.importedPartly', params: { count: 2, rejected: 1 } }, 'en_US')).toBe('2 rows imported; 1 row rejected (download them with their errors)');
    expect(fillMessage('{n:item|items} of {missing:a|b}', { n: 1 })).toBe('item of {missing:a|b}');
  });

  it('knows every message the server\'s metadata runtime sends, and renders it with its placeholders', () => {
    for (const value of Object.values(EFORM_MESSAGES)) {
      const message: Message = typeof value === 'function' ? (value as (...args: string[]) => Message)('a', 'b') : value;
      expect(isKnownMessage(message.code), message.code).toBe(true);
      expect(renderMessage(message, 'zh_CN')).not.toMatch(/\{\w+\}/);
    }
    expect(renderMessage(EFORM_MESSAGES.columnUnknown('amount', 'orders'), 'zh_CN')).toBe('列 amount 不是表 orders 的字段');
  });
});
