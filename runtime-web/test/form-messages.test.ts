// A form field's problem in the console's language: from its message code (the browser's checks and the server's
// refusals alike), with no matching of English text.
import { describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../src/i18n/language.ts';
import { problemText } from '../src/renderers/form/messages.ts';
import { serverFieldErrors } from '../src/renderers/form/server-errors.ts';
import { ApiError } from '../src/request/http.ts';

describe('form field problems', () => {
  it('are rendered from their code in the chosen language', async () => {
    const problem = { key: 'name', message: 'Name cannot be empty', code: 'form.required', params: { title: '名称' } };
    await setLanguage('zh_CN');
    expect(problemText(problem)).toBe('名称不能为空');
    await setLanguage('en_US');
    expect(problemText(problem)).toBe('名称 cannot be empty');
  });

  it('show a designer\'s text as written, an m. key through the console\'s i18n, and a text without a code as it is', async () => {
    await setLanguage('zh_CN');
    expect(problemText({ message: 'Code, please', code: 'custom', params: { text: 'Code, please' } })).toBe('Code, please');
    i18n.addResource('zh_CN', 'translation', 'm.crm.codeNeeded', '请填写编码');
    expect(problemText({ message: 'm.crm.codeNeeded', code: 'custom', params: { text: 'm.crm.codeNeeded' } })).toBe('请填写编码');
    expect(problemText({ message: 'Something the engine never says' })).toBe('Something the engine never says');
  });

  it('of a refused save are placed under their fields in the chosen language', async () => {
    await setLanguage('zh_CN');
    const refusal = new ApiError('x', 400, '400', { errors: [{ key: 'code', message: 'The value is unavailable and already exists in the system', code: 'form.notUnique', params: {} }] });
    expect(serverFieldErrors(refusal)).toEqual({ code: { __errors: ['该值不可用，系统中已存在'] } });
  });
});
