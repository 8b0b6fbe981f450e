// The list page renderer in happy-dom against a fake server: what it asks for (pre-filter, page size, filters,
// sort) and what it shows (aliases, line numbers, labels, masked values, buttons by permission); the query
// bar's filters and the dialog sizes as tables.
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText, button, click, fakeServer, mount, waitFor, type Call, type Mounted } from './dom-helpers.tsx';

const ui = vi.hoisted(() => ({ showNotification: vi.fn(), showLoginExpired: vi.fn() }));
vi.mock('../src/request/notice-ui.tsx', () => ui);

const { default: ListPage } = await import('../src/renderers/view/ListPage.tsx');
const { toFilters } = await import('../src/renderers/view/ViewQueryBar.tsx');
const { openingOf, DIALOG_WIDTHS } = await import('../src/renderers/view/dialog-sizes.ts');
const { setLanguage } = await import('../src/i18n/language.ts');
const { session } = await import('../src/store/session.ts');
const { queryFields } = await import('../src/renderers/engine.ts');

import type { Form, View } from '../src/renderers/engine.ts';
import type { PageProps } from '../src/router/registry.ts';
import type { ButtonPermission } from '../src/engine.ts';

const view: View = {
  viewName: 'Customers', viewCode: 'customer_list', viewType: 'table', tableName: 'customer', formCode: 'customer_form',
  isPage: true, pageNum: 5, isLineNum: true,
  columns: [
    { colCode: 'name', colName: 'Name', colAlias: 'Customer', isQuery: true, queryOp: 'like', isDefaultQuery: true, isSort: true, colWidth: 160 },
    { colCode: 'level', colName: 'Level', dictCode: 'customer_level', isQuery: true },
    { colCode: 'phone', colName: 'Phone', tuoMin: 'phonenumber', alignType: 'center' },
    { colCode: 'secret', colName: 'Secret', isShow: false },
  ],
  buttons: [
    { buttonName: '新增', buttonType: 'toolbar', action: 'add' },
    { buttonName: '批量删除', buttonType: 'toolbar', action: 'batchDelete' },
    { buttonName: '编辑', buttonType: 'inline', action: 'edit', permission: 'customer:edit' },
  ],
};
const form: Form = { formName: 'Customer', formCode: 'customer_form', fields: [{ type: 'input', key: 'name', title: 'Name' }] };
const records = [
  { id: 'a', name: 'Ann', level: 'vip', phone: '138****5678' },
  { id: 'b', name: 'Bob', level: 'std', phone: '139****1111' },
];

let mounted: Mounted;
let calls: Call[];

beforeEach(async () => {
  await setLanguage('en_US');
  localStorage.clear();
  ui.showNotification.mockClear();
  session.signIn('tok', { id: '1', username: 'u', realname: 'U', backRoleFlg: '0' });
  calls = fakeServer({
    'GET /api/eform/engine/view/customer_list': () => ({ view, form, fieldAccess: {} }),
    'POST /api/eform/engine/view/customer_list/list': () => ({ records, total: 7, current: 1, size: 5 }),
    'GET /api/system/dict/versions': () => ({ customer_level: 1 }),
    'GET /api/bpm/process/startable': () => [],
    'GET /api/system/dict/getDictItems/customer_level': () => [{ value: 'vip', text: '贵宾', textEn: 'VIP' }, { value: 'std', text: '普通', textEn: 'Standard' }],
  });
  mounted = mount();
});

afterEach(() => {
  mounted.unmount();
  session.clear();
  vi.unstubAllGlobals();
});

const listCalls = () => calls.filter((c) => c.path.endsWith('/list')).map((c) => c.body as Record<string, unknown>);

async function render(query: Record<string, string> = {}, auth: ButtonPermission[] = []) {
  session.setPermissions({ menu: [], auth, allAuth: [{ action: 'customer:edit', type: '1', status: '1' }, { action: 'eform:view:log', type: '1', status: '1' }], portalType: 1, formOpenType: 'dialog' });
  const props = { route: { path: '/crm/customer_list' }, props: { viewCode: 'customer_list' }, query } as unknown as PageProps;
  mounted.render(
    <MemoryRouter>
      <ListPage {...props} />
    </MemoryRouter>,
  );
  await waitFor(() => bodyText().includes('Bob'), 'the records');
}

describe('the list page', () => {
  it('asks for the first page with the menu pre-filter and the page size', async () => {
    await render({ colCode: 'level', queryValue: 'vip' });
    expect(listCalls()[0]).toEqual({ filters: [{ colCode: 'level', op: 'eq', value: 'vip' }], pageNo: 1, pageSize: 5 });
  });

  it('shows aliases, line numbers, dictionary labels and the values as the server masked them; hidden columns stay out', async () => {
    await render();
    const headers = [...document.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['#', 'Customer', 'Level', 'Phone']));
    expect(headers).not.toContain('Secret');
    const rows = [...document.querySelectorAll('.ant-table-row')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows[0]).toEqual(expect.arrayContaining(['1', 'Ann', 'VIP', '138****5678']));
    expect(rows[1]).toEqual(expect.arrayContaining(['2', 'Bob', 'Standard']));
  });

  it('shows inline buttons only with their permission; the data log needs its own', async () => {
    await render();
    expect(document.querySelector('[data-testid=row-edit]')).toBeNull();
    expect(document.querySelector('[data-testid=row-log]')).toBeNull();
    mounted.unmount();
    mounted = mount();
    await render({}, [{ action: 'customer:edit', type: '1', status: '1' }, { action: 'eform:view:log', type: '1', status: '1' }]);
    expect(document.querySelectorAll('[data-testid=row-edit]')).toHaveLength(2);
    expect(document.querySelectorAll('[data-testid=row-log]')).toHaveLength(2);
  });

  it("a batch delete without a selection says 'Please select a record'", async () => {
    await render();
    await click(button('Delete selected'));
    await waitFor(() => ui.showNotification.mock.calls.length > 0, 'the warning');
    expect(ui.showNotification.mock.calls[0]!.slice(0, 3)).toEqual(['warning', undefined, 'Please select a record']);
  });
});

describe('the query bar filters', () => {
  const fields = queryFields({
    columns: [
      { colCode: 'name', colName: 'Name', isQuery: true, queryOp: 'like' },
      { colCode: 'age', colName: 'Age', isQuery: true },
      { colCode: 'born', colName: 'Born', isQuery: true, queryOp: 'between' },
      { colCode: 'level', colName: 'Level', isQuery: true, queryOp: 'in' },
      { colCode: 'memo', colName: 'Memo', isQuery: true, queryOp: 'isNull' },
    ],
  });

  it.each<[string, Record<string, unknown>, unknown[]]>([
    ['nothing filled', {}, []],
    ['a fixed operator', { name: ' Ann ' }, [{ colCode: 'name', op: 'like', value: 'Ann' }]],
    ['an operator the user picked', { age: { op: 'ge', value: '30' } }, [{ colCode: 'age', op: 'ge', value: '30' }]],
    ['an open operator left as it is', { age: '30' }, [{ colCode: 'age', op: 'eq', value: '30' }]],
    ['a complete range', { born: ['2000-01-01', '2000-12-31'] }, [{ colCode: 'born', op: 'between', value: ['2000-01-01', '2000-12-31'] }]],
    ['half a range', { born: ['2000-01-01', ''] }, []],
    ['a list', { level: ['vip', 'std'] }, [{ colCode: 'level', op: 'in', value: ['vip', 'std'] }]],
    ['an empty list', { level: [] }, []],
    ['an operator without value', { memo: 'Y' }, [{ colCode: 'memo', op: 'isNull' }]],
  ])('%s', (_name, values, filters) => {
    expect(toFilters(fields, values)).toEqual(filters);
  });
});

describe('dialog sizes', () => {
  it.each([
    ['default', { kind: 'modal', width: DIALOG_WIDTHS.default, fullscreen: false }],
    [undefined, { kind: 'modal', width: DIALOG_WIDTHS.default, fullscreen: false }],
    ['small', { kind: 'modal', width: DIALOG_WIDTHS.small, fullscreen: false }],
    ['middle', { kind: 'modal', width: DIALOG_WIDTHS.middle, fullscreen: false }],
    ['large', { kind: 'modal', width: DIALOG_WIDTHS.large, fullscreen: false }],
    ['full', { kind: 'modal', width: '100vw', fullscreen: true }],
    ['newTab', { kind: 'newTab' }],
    ['insideTab', { kind: 'insideTab' }],
  ] as const)('%s', (size, opening) => {
    expect(openingOf(size)).toEqual(opening);
  });
});
