// The engine's modelling-rule messages in the console's language, as the design screens show them: rendered from the
// issue's code and placeholders, never by matching the English text.
import { describe, expect, it } from 'vitest';
import { RULE_MESSAGES, ruleText } from '../../engine/src/rules/messages.ts';
import { renderMessage } from '../../engine/src/wire/message.ts';
import { validateModel } from '../../engine/src/rules/validateModel.ts';
import { setLanguage } from '../src/i18n/language.ts';
import { issueText } from '../src/pages/eform/shared/validate.ts';

const messages = () => Object.entries(RULE_MESSAGES).map(([key, m]) => [key, typeof m === 'function' ? m('x_y' as never) : m] as const);

describe('modelling-rule messages', () => {
  it('shows an issue of the engine in Chinese, with its placeholders', async () => {
    await setLanguage('zh_CN');
    const issues = validateModel('tableModel', {
      tableName: 'orders', tableDesc: 'Orders', groupCode: 'crm', objStructure: 'main', persistenceType: 'db',
      columns: [{ colCode: '1bad', colName: 'Bad', colType: 'varchar', colLength: 99999 }],
    });
    const texts = issues.map(issueText);
    expect(texts).toContain('字段名必须以字母开头，只能包含字母、数字和下划线');
    expect(texts.some((t) => /^字段长度必须是 1 到 \d+ 之间的数字$/.test(t))).toBe(true);
  });

  it('has a Chinese text for every rule, placeholders filled', async () => {
    await setLanguage('zh_CN');
    for (const [key, message] of messages()) {
      const zh = renderMessage(message, 'zh_CN');
      expect(zh, key).not.toBe(ruleText(message));
      expect(zh, key).not.toMatch(/\{\w+\}/);
    }
    expect(issueText({ path: '/indexes/0', message: '', ...RULE_MESSAGES.indexColumnUnknown('amount') })).toBe('索引列 amount 不是表的字段');
  });

  it('in English every rule reads as the engine words it', async () => {
    await setLanguage('en_US');
    for (const [, message] of messages()) expect(issueText({ path: '/x', message: ruleText(message), ...message })).toBe(ruleText(message));
  });

  it('shows a schema issue, which names its path, as the engine words it', async () => {
    await setLanguage('zh_CN');
    expect(issueText({ path: '/columns/0/colType', message: '/columns/0/colType must be one of varchar, clob' })).toBe('/columns/0/colType must be one of varchar, clob');
  });
});
