// Console texts (issue #33 item 5): a table declared once in both languages, read in a language with its {{placeholders}}
// filled the way i18next fills them.
import { describe, expect, it } from 'vitest';
import { consoleText, declaredTexts, defineTexts, fillText, hasText } from '../src/index.ts';

const TEXTS = defineTexts({
  zh_CN: { total: '共 {{total}} 条', saved: '已保存（版本 {{ version }}）', plain: '是' },
  en_US: { total: '{{total}} in total', saved: 'Saved (version {{ version }})', plain: 'Yes' },
});

describe('console texts', () => {
  it('reads a text in the language asked, its placeholders filled', () => {
    expect(consoleText(TEXTS, 'zh_CN', 'total', { total: 3 })).toBe('共 3 条');
    expect(consoleText(TEXTS, 'en_US', 'total', { total: 3 })).toBe('3 in total');
    expect(consoleText(TEXTS, 'en_US', 'saved', { version: 2 })).toBe('Saved (version 2)');
    expect(consoleText(TEXTS, 'en_US', 'plain')).toBe('Yes');
  });

  it("leaves an unknown placeholder and the catalogue's {name} syntax as they are", () => {
    expect(fillText('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
    expect(fillText('{ query } and {name}', { name: 'x', query: 'y' })).toBe('{ query } and {name}');
  });

  it('knows its keys and keeps every table declared', () => {
    expect(hasText(TEXTS, 'plain')).toBe(true);
    expect(hasText(TEXTS, 'toString')).toBe(false);
    expect(declaredTexts()).toContain(TEXTS);
  });
});
