// @vitest-environment happy-dom
// Labels of SQL/HTTP-fed controls (issue 16) are kept while the list is shown, and asked again when the list is
// refreshed (forgetOptionLabels): a label renamed in its source then shows its new name. Drawing the list again does not
// ask; running the list's query, a pull to refresh on the mobile cards, and forgetting the view's labels do, once.
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText, click, fakeServer, mount, waitFor, type Call, type Mounted } from './dom-helpers.tsx';

const ui = vi.hoisted(() => ({ showNotification: vi.fn(), showLoginExpired: vi.fn() }));
vi.mock('../src/request/notice-ui.tsx', () => ui);

const { default: ListPage } = await import('../src/renderers/view/ListPage.tsx');
const { MobilePage } = await import('../src/renderers/view/MobilePage.tsx');
const { cellFormatters } = await import('../src/renderers/view/format.ts');
const { forgetOptionLabels } = await import('../src/renderers/view/option-label-cells.tsx');
const { setLanguage } = await import('../src/i18n/language.ts');
const { session } = await import('../src/store/session.ts');
const { listColumns } = await import('../src/renderers/engine.ts');

import type { Form, View } from '../src/renderers/engine.ts';
import type { PageProps } from '../src/router/registry.ts';
import type { LoadedView } from '../src/renderers/view/useViewRuntime.ts';

const form: Form = {
  formName: 'Deal', formCode: 'deal_form',
  fields: [
    { type: 'input', key: 'name', title: 'Name' },
    { type: 'select', key: 'customer', title: 'Customer', showConfig: { sqlConfig: { sqlCode: 'customers', searchKey: 'keyword', valueKey: 'ids' } } },
  ],
};
const viewOf = (viewCode: string, viewType: View['viewType'] = 'table'): View => ({
  viewName: 'Deals', viewCode, viewType, tableName: 'deal', formCode: 'deal_form', isPage: true, pageNum: 10,
  columns: [{ colCode: 'name', colName: 'Name', isQuery: true, queryOp: 'like' }, { colCode: 'customer', colName: 'Customer' }],
  buttons: [{ buttonName: 'Add', buttonType: 'toolbar', action: 'add' }],
});
const RECORDS = [
  { id: 'a', name: 'First deal', customer: 'c1' },
  { id: 'b', name: 'Second deal', customer: 'c2' },
];
let LABELS: Record<string, string>;

let mounted: Mounted;
let calls: Call[];
function serve(viewCode: string, viewType: View['viewType'] = 'table') {
  calls = fakeServer({
    [`GET /api/eform/engine/view/${viewCode}`]: () => ({ view: viewOf(viewCode, viewType), form, fieldAccess: {} }),
    [`POST /api/eform/engine/view/${viewCode}/list`]: () => ({ records: RECORDS, total: RECORDS.length, current: 1, size: 10 }),
    [`POST /api/eform/engine/view/${viewCode}/data`]: (call) => ({ id: 'c', ...(call.body as object) }),
    [`POST /api/eform/engine/view/${viewCode}/optionLabels`]: (call) => {
      const { values } = call.body as { values: Record<string, string[]> };
      return Object.entries(values).map(([key, list]) => ({ key, options: list.filter((v) => LABELS[v]).map((v) => ({ value: v, label: LABELS[v]! })) }));
    },
  });
}
const labelCalls = (viewCode: string) => calls.filter((c) => c.path === `/api/eform/engine/view/${viewCode}/optionLabels`);
const listCalls = (viewCode: string) => calls.filter((c) => c.path === `/api/eform/engine/view/${viewCode}/list`);

beforeEach(async () => {
  await setLanguage('en_US');
  LABELS = { c1: 'Acme Trading', c2: 'Zenith' };
  session.signIn('tok', { id: '1', username: 'u', realname: 'U', backRoleFlg: '0' });
  mounted = mount();
});
afterEach(() => {
  mounted.unmount();
  session.clear();
  vi.unstubAllGlobals();
});

describe('labels of SQL/HTTP-fed cells', () => {
  it('Given labels shown, when the cells are drawn again, then nothing is asked; when the view\'s labels are forgotten, then the renamed label shows', async () => {
    const viewCode = 'deal_cells_refresh';
    serve(viewCode);
    const customer = cellFormatters(listColumns(viewOf(viewCode)), form, {}, viewCode).get('customer')!;
    const text = () => document.querySelector('[data-testid="cells"]')?.textContent ?? '';
    const draw = (key: string) => mounted.render(<div data-testid="cells" key={key}>{customer.cell!('c1')}</div>);
    draw('first');
    await waitFor(() => text() === 'Acme Trading', `the cell labelled: ${text()}`);
    LABELS.c1 = 'Acme Ltd';
    draw('again');
    await waitFor(() => text() === 'Acme Trading', `the cell drawn again: ${text()}`);
    expect(labelCalls(viewCode)).toHaveLength(1);

    // Another view's labels forgotten: this one's stay.
    act(() => forgetOptionLabels('another_view'));
    draw('third');
    await waitFor(() => text() === 'Acme Trading', `the cell drawn a third time: ${text()}`);
    expect(labelCalls(viewCode)).toHaveLength(1);

    act(() => forgetOptionLabels(viewCode));
    await waitFor(() => text() === 'Acme Ltd', `the cell with the renamed label: ${text()}`);
    expect(labelCalls(viewCode).map((c) => c.body)).toEqual([{ values: { customer: ['c1'] } }, { values: { customer: ['c1'] } }]);
  }, 30_000);

  it('Given a list page, when its query is run, then the labels are asked again and a renamed one shows', async () => {
    const viewCode = 'deal_list_refresh';
    serve(viewCode);
    session.setPermissions({ menu: [], auth: [], allAuth: [], portalType: 1, formOpenType: 'dialog' });
    const props = { route: { path: '/crm/deals' }, props: { viewCode }, query: {} } as unknown as PageProps;
    mounted.render(<MemoryRouter><ListPage {...props} /></MemoryRouter>);
    await waitFor(() => bodyText().includes('Acme Trading') && bodyText().includes('Zenith'), `the labels: ${bodyText()}`);
    expect(labelCalls(viewCode)).toHaveLength(1);
    LABELS.c1 = 'Acme Ltd';
    await click(document.querySelector('[data-testid=query-search]'));
    await waitFor(() => bodyText().includes('Acme Ltd'), `the renamed label: ${bodyText()}`);
    expect(bodyText()).not.toContain('Acme Trading');
    expect(listCalls(viewCode)).toHaveLength(2);
    await waitFor(() => labelCalls(viewCode).length >= 2, 'the labels asked again');
    expect(labelCalls(viewCode).length).toBeLessThanOrEqual(2);
  }, 30_000);

  it('Given a list page, when a record is saved in its dialog, then the labels are asked again and a renamed one shows', async () => {
    const viewCode = 'deal_list_saved';
    serve(viewCode);
    session.setPermissions({ menu: [], auth: [], allAuth: [], portalType: 1, formOpenType: 'dialog' });
    const props = { route: { path: '/crm/deals' }, props: { viewCode }, query: {} } as unknown as PageProps;
    mounted.render(<MemoryRouter><ListPage {...props} /></MemoryRouter>);
    await waitFor(() => bodyText().includes('Acme Trading'), `the labels: ${bodyText()}`);
    LABELS.c1 = 'Acme Ltd';
    await click(document.querySelector('[data-testid=toolbar-add]'));
    await waitFor(() => document.querySelector<HTMLButtonElement>('[data-testid=record-save]:not([disabled])') !== null, 'the dialog ready');
    await click(document.querySelector('[data-testid=record-save]'));
    await waitFor(() => bodyText().includes('Acme Ltd'), `the renamed label: ${bodyText()}`);
    expect(calls.filter((c) => c.path.endsWith('/data'))).toHaveLength(1);
    expect(listCalls(viewCode)).toHaveLength(2);
  }, 30_000);

  it('Given mobile cards, when the list is pulled to refresh, then the labels are asked again and a renamed one shows', async () => {
    const viewCode = 'deal_mobile_refresh';
    serve(viewCode, 'mobile');
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
    const runtime: LoadedView = { view: viewOf(viewCode, 'mobile'), form, fieldAccess: {}, access: new Map() };
    mounted.render(<MobilePage viewCode={viewCode} runtime={runtime} query={{}} />);
    await waitFor(() => bodyText().includes('Acme Trading'), `the cards labelled: ${bodyText()}`);
    LABELS.c1 = 'Acme Ltd';
    const list = document.querySelector('[data-testid="mobile-list"]')!;
    const pointer = (type: string, clientY: number) => list.dispatchEvent(new PointerEvent(type, { bubbles: true, clientY }));
    act(() => void pointer('pointerdown', 10));
    act(() => void pointer('pointermove', 400));
    act(() => void pointer('pointerup', 400));
    await waitFor(() => bodyText().includes('Acme Ltd'), `the renamed label: ${bodyText()}`);
    expect(listCalls(viewCode)).toHaveLength(2);
    expect(labelCalls(viewCode)).toHaveLength(2);
  }, 30_000);
});
