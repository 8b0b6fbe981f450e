// @vitest-environment happy-dom
// Controls fed by a SQL or HTTP config on a mobile page's cards (issue 16), against a fake server: the cards show the
// labels of the stored values (a formatExpr applied to the label, {key} the stored code), asked through the page's
// optionLabels call once per page of cards — the next page asks only for its new values; the list table's cell of such
// a control applies the formatExpr to the label too.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, mount, waitFor, type Call, type Mounted } from './dom-helpers.tsx';
import { MobilePage } from '../src/renderers/view/MobilePage.tsx';
import { cellFormatters } from '../src/renderers/view/format.ts';
import { session } from '../src/store/session.ts';
import { listColumns, type Form, type View } from '../src/renderers/engine.ts';
import type { LoadedView } from '../src/renderers/view/useViewRuntime.ts';

const form: Form = {
  formName: 'Deal', formCode: 'deal_form',
  fields: [
    { type: 'input', key: 'name', title: 'Name' },
    { type: 'select', key: 'customer', title: 'Customer', showConfig: { sqlConfig: { sqlCode: 'customers', searchKey: 'keyword', valueKey: 'ids' } } },
    { type: 'select', key: 'tags', title: 'Tags', showConfig: { httpConfig: { httpCode: 'tags_api' }, formatExpr: '{value} [{key}]' } },
  ],
};
const viewOf = (viewCode: string): View => ({
  viewName: 'Deals', viewCode, viewType: 'mobile', tableName: 'deal', formCode: 'deal_form', isPage: true, pageNum: 2,
  columns: [{ colCode: 'name', colName: 'Name' }, { colCode: 'customer', colName: 'Customer' }, { colCode: 'tags', colName: 'Tags' }],
});
const LABELS: Record<string, Record<string, string>> = {
  customer: { c1: 'Acme Trading', c2: 'Zenith', c3: 'Borealis' },
  tags: { t1: 'Urgent', t2: 'Export' },
};
const RECORDS = [
  { id: 'a', name: 'First deal', customer: 'c1', tags: 't1,t2' },
  { id: 'b', name: 'Second deal', customer: 'c2', tags: 't1' },
  { id: 'c', name: 'Third deal', customer: 'c3', tags: 't2' },
];

/** The end of the list "scrolls into view" when the test says so (happy-dom lays nothing out). */
const seen: IntersectionObserverCallback[] = [];
class VisibleOnDemand {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    seen.push(this.callback);
  }
  disconnect() {
    seen.splice(seen.indexOf(this.callback), 1);
  }
}

let ui: Mounted;
let calls: Call[];
function serve(viewCode: string) {
  calls = fakeServer({
    [`POST /api/eform/engine/view/${viewCode}/list`]: (call) => {
      const { pageNo = 1, pageSize = 2 } = call.body as { pageNo?: number; pageSize?: number };
      return { records: RECORDS.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: RECORDS.length, current: pageNo, size: pageSize };
    },
    [`POST /api/eform/engine/view/${viewCode}/optionLabels`]: (call) => {
      const { values } = call.body as { values: Record<string, string[]> };
      return Object.entries(values).map(([key, list]) => ({ key, options: list.filter((v) => LABELS[key]?.[v]).map((v) => ({ value: v, label: LABELS[key]![v]! })) }));
    },
  });
}
const labelCalls = (viewCode: string) => calls.filter((c) => c.path === `/api/eform/engine/view/${viewCode}/optionLabels`);
const cards = () => [...document.querySelectorAll('[data-testid="mobile-card"]')].map((c) => c.textContent ?? '');

beforeEach(() => {
  session.signIn('tok', { id: '1', username: 'u', realname: 'U', backRoleFlg: '0' });
  vi.stubGlobal('IntersectionObserver', VisibleOnDemand);
  ui = mount();
});
afterEach(() => {
  ui.unmount();
  vi.unstubAllGlobals();
});

describe('SQL/HTTP-fed controls on mobile cards', () => {
  it('shows the labels, formatted, with one optionLabels call per page of cards', async () => {
    const viewCode = 'deal_mobile';
    serve(viewCode);
    const runtime: LoadedView = { view: viewOf(viewCode), form, fieldAccess: {}, access: new Map() };
    ui.render(<MobilePage viewCode={viewCode} runtime={runtime} query={{}} />);
    await waitFor(() => cards().length === 2 && cards()[0]!.includes('Acme Trading'), `the first page labelled: ${cards().join(' | ')}`);
    expect(cards()[0]).toContain('Urgent, Export [t1,t2]');
    expect(cards()[1]).toContain('Zenith');
    expect(cards()[1]).toContain('Urgent [t1]');
    expect(cards().join(' ')).not.toContain('c1');
    expect(labelCalls(viewCode).map((c) => c.body)).toEqual([{ values: { customer: ['c1', 'c2'], tags: ['t1', 't2'] } }]);

    // The end of the list shows: the next page, and one call for its values not known yet (t2 is).
    await waitFor(() => seen.length > 0, 'the end of the list watched');
    await act(async () => seen.at(-1)!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    await waitFor(() => cards().length === 3 && cards()[2]!.includes('Borealis'), `the second page labelled: ${cards().join(' | ')}`);
    expect(cards()[2]).toContain('Export [t2]');
    expect(labelCalls(viewCode).map((c) => c.body)).toEqual([
      { values: { customer: ['c1', 'c2'], tags: ['t1', 't2'] } },
      { values: { customer: ['c3'] } },
    ]);
  }, 30_000);

  it('shows a value the config does not know as stored, and a list cell applies the formatExpr to the label', async () => {
    const viewCode = 'deal_cells';
    serve(viewCode);
    const formatters = cellFormatters(listColumns(viewOf(viewCode)), form, {}, viewCode);
    const tags = formatters.get('tags')!;
    expect(tags('t1')).toBe('t1 [t1]');
    ui.render(<div data-testid="cells">{tags.cell!('t2,t9')}{formatters.get('customer')!.cell!('c2')}</div>);
    const text = () => document.querySelector('[data-testid="cells"]')?.textContent ?? '';
    await waitFor(() => text() === 'Export, t9 [t2,t9]Zenith', `the cells labelled: ${text()}`);
    expect(labelCalls(viewCode)).toHaveLength(1);
  }, 30_000);
});
