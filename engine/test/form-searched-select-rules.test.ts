// A searched select (issue 16): a sqlConfig with searchKey is offered the first OPTION_SEARCH_LIMIT matches only, so
// without a valueKey a stored value beyond them shows no label and fails the save's check — the form is refused.
import { describe, expect, it } from 'vitest';
import { METADATA_SAMPLES, type Form } from '../src/metadata/index.ts';
import { validateForm } from '../src/rules/index.ts';
import { renderMessage } from '../src/wire/message.ts';
import { RULE_MESSAGES } from '../src/rules/messages.ts';
import { plain } from './issues.ts';

const withCustomer = (sqlConfig: Record<string, unknown>): Form => ({
  ...(METADATA_SAMPLES.form as Form),
  fields: [{ type: 'select', key: 'customer', title: 'Customer', showConfig: { sqlConfig: { sqlCode: 'customers', ...sqlConfig } as never } }],
});

describe('a searched select needs its valueKey', () => {
  it('Given a searchKey without valueKey, when the form is validated, then it is refused at the valueKey with the message', () => {
    const issues = plain(validateForm(withCustomer({ searchKey: 'keyword' })));
    expect(issues).toEqual([{ path: '/fields/0/showConfig/sqlConfig/valueKey', message: renderMessage(RULE_MESSAGES.searchKeyWithoutValueKey, 'en_US') }]);
    expect(issues[0]!.message).toContain('valueKey');
    expect(renderMessage(RULE_MESSAGES.searchKeyWithoutValueKey, 'zh_CN')).toContain('valueKey');
  });

  it('Given a searchKey with its valueKey, or neither, then the form passes', () => {
    expect(plain(validateForm(withCustomer({ searchKey: 'keyword', valueKey: 'ids' })))).toEqual([]);
    expect(plain(validateForm(withCustomer({})))).toEqual([]);
    expect(plain(validateForm(withCustomer({ valueKey: 'ids' })))).toEqual([]);
  });
});
