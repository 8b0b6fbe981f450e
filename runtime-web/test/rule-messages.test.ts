// The engine's modelling-rule messages in the console's language, as the design screens show them.
import { describe, expect, it } from 'vitest';
import { RULE_MESSAGES } from '../../engine/src/rules/messages.ts';
import { setLanguage } from '../src/i18n/language.ts';
import { translateRuleMessage } from '../src/pages/eform/shared/rule-messages.ts';
import { issueText } from '../src/pages/eform/shared/validate.ts';

describe('modelling-rule messages', () => {
  it.each([
    [RULE_MESSAGES.fieldNameFormat, '字段名必须以字母开头，只能包含字母、数字和下划线'],
    [RULE_MESSAGES.lengthRange(4000), '字段长度必须是 1 到 4000 之间的数字'],
    [RULE_MESSAGES.noChinese('Table name'), 'Table name不能包含中文'],
    ['Something the engine never says', 'Something the engine never says'],
  ])('in Chinese: %s', async (message, expected) => {
    await setLanguage('zh_CN');
    expect(translateRuleMessage(message)).toBe(expected);
  });

  it('every rule has its Chinese text, and a message with an argument is translated with it', async () => {
    await setLanguage('zh_CN');
    for (const [key, message] of Object.entries(RULE_MESSAGES)) {
      const text = typeof message === 'function' ? message('x_y' as never) : message;
      expect(translateRuleMessage(text), key).not.toBe(text);
    }
    expect(translateRuleMessage(RULE_MESSAGES.indexColumnUnknown('amount'))).toBe('索引列 amount 不是表的字段');
  });

  it('in English every rule reads as the engine words it', async () => {
    await setLanguage('en_US');
    for (const message of Object.values(RULE_MESSAGES)) {
      const text = typeof message === 'function' ? message(12 as never) : message;
      expect(translateRuleMessage(text)).toBe(text);
    }
  });

  it('a translated issue no longer needs its path in front', async () => {
    await setLanguage('zh_CN');
    expect(issueText({ path: '/columns/0/colCode', message: RULE_MESSAGES.fieldNameEmpty })).toBe('字段名不能为空');
    expect(issueText({ path: '/columns/0/colType', message: 'must be one of varchar, clob' })).toBe('/columns/0/colType must be one of varchar, clob');
  });
});
