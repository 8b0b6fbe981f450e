// A searched select's options in the console (issue 16), against a fake server: a page's form sends what is typed to
// the page's optionItems call; a form without a page asks the generic batch for the keyword's matches and, by value,
// for its chosen customer, whose label stays offered whatever is typed next.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { fakeServer, flush, mount, waitFor, type Call, type Mounted } from './dom-helpers.tsx';
import { useFormOptions, type FormOptions } from '../src/renderers/form/useFormOptions.ts';
import { session } from '../src/store/session.ts';
import type { Form } from '../src/renderers/engine.ts';

const form: Form = {
  formName: 'Deal', formCode: 'deal_form',
  fields: [{ type: 'select', key: 'customer', title: 'Customer', showConfig: { sqlConfig: { sqlCode: 'customers', searchKey: 'keyword', valueKey: 'ids' } } }],
};
const CUSTOMERS = [{ value: 'c1', label: 'Acme Trading' }, { value: 'c2', label: 'Acme Tools' }, { value: 'c9', label: 'Zenith' }];
const matching = (params: { keyword?: string; ids?: string }) => CUSTOMERS.filter((c) => (params.ids ? params.ids.split(',').includes(c.value)
  : c.label.toLowerCase().includes((params.keyword ?? '').toLowerCase())));

let ui: Mounted;
let calls: Call[];
let latest: FormOptions;
function Probe({ values, viewCode }: { values: Record<string, unknown>; viewCode?: string }) {
  latest = useFormOptions(form, values, viewCode);
  return null;
}
const labels = () => (latest.optionsOf('customer') ?? []).map((o) => o.label);
/** Types in the control: the hook asks once typing has paused (its settle time, 250 ms). */
async function typeKeyword(keyword: string) {
  await act(async () => latest.search('customer', keyword));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
}

beforeEach(() => {
  session.signIn('tok', { id: '1', username: 'u', realname: 'U', backRoleFlg: '0' });
  calls = fakeServer({
    'POST /api/eform/engine/viewEngine/getSqlConfigItemsBatch': (call) =>
      (call.body as { items: { sqlCode: string; params: { keyword?: string; ids?: string } }[] }).items.map((i) => ({ sqlCode: i.sqlCode, rows: matching(i.params) })),
    'POST /api/eform/engine/view/deal_list/optionItems': (call) => {
      const { keywords = {}, values = {} } = call.body as { keywords?: Record<string, string>; values?: Record<string, string> };
      const found = matching({ keyword: keywords.customer ?? '' });
      const chosen = values.customer ? matching({ ids: values.customer }).filter((c) => !found.some((f) => f.value === c.value)) : [];
      return [{ key: 'customer', options: [...found, ...chosen] }];
    },
  });
  ui = mount();
});
afterEach(() => ui.unmount());

describe('a searched select', () => {
  it('in a page\'s form sends what is typed to the page and keeps the chosen customer offered', async () => {
    ui.render(<Probe values={{ customer: 'c9' }} viewCode="deal_list" />);
    await waitFor(() => labels().length === 3, 'the first options');
    expect(calls[0]!.body).toEqual({ values: { customer: 'c9' }, keys: ['customer'], keywords: {} });
    await typeKeyword('tools');
    await waitFor(() => labels().join() === 'Zenith,Acme Tools', 'the matches of the keyword, the chosen one first');
    expect(calls.at(-1)!.body).toMatchObject({ keywords: { customer: 'tools' } });
    expect(latest.searched.has('customer')).toBe(true);
  });

  it('in a form without a page asks the generic batch for the matches and the chosen customer by value', async () => {
    ui.render(<Probe values={{ customer: 'c9' }} />);
    await waitFor(() => labels().length > 0, 'the first options');
    const items = (calls[0]!.body as { items: { params: Record<string, string> }[] }).items.map((i) => i.params);
    expect(items).toEqual([{ keyword: '', ids: '' }, { keyword: '', ids: 'c9' }]);
    await typeKeyword('trading');
    await waitFor(() => labels().join() === 'Zenith,Acme Trading', 'the keyword\'s matches with the chosen customer');
    await flush();
    expect((calls.at(-1)!.body as { items: { params: Record<string, string> }[] }).items.map((i) => i.params))
      .toEqual([{ keyword: 'trading', ids: '' }, { keyword: '', ids: 'c9' }]);
  });
});
