// RecordList compact (a portal's list item): the table alone, small — no card or border of its own, no page-size
// selector — against the list in its usual frame; the rows asked with the page's size.
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fakeServer, mount, waitFor, type Call, type Mounted } from './dom-helpers.tsx';

const ui = vi.hoisted(() => ({ showNotification: vi.fn(), showLoginExpired: vi.fn() }));
vi.mock('../src/request/notice-ui.tsx', () => ui);

const { RecordList } = await import('../src/renderers/view/RecordList.tsx');
const { setLanguage } = await import('../src/i18n/language.ts');
const { session } = await import('../src/store/session.ts');
const { listColumns } = await import('../src/renderers/engine.ts');
import type { View } from '../src/renderers/engine.ts';

const view: View = {
  viewName: 'Customers', viewCode: 'customer_list', viewType: 'table', tableName: 'customer', formCode: 'customer_form', isPage: true, pageNum: 2,
  columns: [{ colCode: 'name', colName: 'Name' }],
  buttons: [],
};
const records = [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }];

let mounted: Mounted;
let calls: Call[];
beforeEach(async () => {
  await setLanguage('en_US');
  session.signIn('tok', { id: '1', username: 'u', realname: 'U', backRoleFlg: '0' });
  calls = fakeServer({ 'POST /api/eform/engine/view/customer_list/list': () => ({ records, total: 5, current: 1, size: 2 }) });
  mounted = mount();
});
afterEach(() => {
  mounted.unmount();
  vi.unstubAllGlobals();
});

const draw = async (compact: boolean) => {
  const none: never[] = [];
  mounted.render(
    <MemoryRouter>
      <RecordList compact={compact} viewCode="customer_list" view={view} columns={listColumns(view)} formatters={new Map()} queryFields={none} preFilter={none}
        optionsOf={() => undefined} controlOf={() => undefined} onOpen={() => undefined} onLog={() => undefined} reloadSignal={0} />
    </MemoryRouter>,
  );
  await waitFor(() => mounted.container.querySelectorAll('.ant-table-row').length === 2, 'the rows');
};
const has = (selector: string) => mounted.container.querySelector(selector) !== null;

it('draws the table alone, small, with a pager but no page-size selector', async () => {
  await draw(true);
  expect(has('[data-testid=eform-list][data-compact=true]')).toBe(true);
  expect(has('.ant-card')).toBe(false);
  expect(has('.ant-table-small')).toBe(true);
  expect(has('.ant-table-bordered')).toBe(false);
  expect(has('.ant-pagination')).toBe(true);
  expect(has('.ant-pagination-options')).toBe(false);
  expect(calls.find((c) => c.path.endsWith('/list'))?.body).toMatchObject({ pageNo: 1, pageSize: 2 });
});

it('keeps its card and page-size selector otherwise', async () => {
  await draw(false);
  expect(has('.ant-card')).toBe(true);
  expect(has('.ant-table-small')).toBe(false);
  expect(has('.ant-pagination-options')).toBe(true);
});
