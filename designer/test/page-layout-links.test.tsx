// @vitest-environment happy-dom
// The links of a layout page in the page designer: a link starts at a list or tree block (a row or a node chosen
// there) and filters a list, tree, form or widget other than its source; a tree chosen as the source sets the link;
// the filtered field is chosen among the target's fields (a widget's dataset dimensions).
import { afterEach, expect, it, vi } from 'vitest';
import { act } from 'react';
import { mount, waitFor, type Mounted } from '../../runtime-web/test/dom-helpers.tsx';
import type { View } from '@yc/engine';
import { LayoutBlocksEditor } from '../src/page/layout/LayoutBlocksEditor.tsx';

let ui: Mounted | undefined;
afterEach(() => {
  ui?.unmount();
  ui = undefined;
});

const PAGE: View = {
  viewName: 'Staff by department', viewCode: 'staff_board', viewType: 'layout', columns: [],
  layout: {
    blocks: [
      { key: 'depts', kind: 'tree', title: 'Departments', viewCode: 'dept_list', x: 0, y: 0, w: 8, h: 10 },
      { key: 'staff', kind: 'list', title: 'Staff', viewCode: 'staff_list', x: 8, y: 0, w: 16, h: 10 },
      { key: 'person', kind: 'form', title: 'Person', formCode: 'staff_form', x: 0, y: 10, w: 12, h: 10 },
      { key: 'chart', kind: 'widget', title: 'Chart', widgetCode: 'staff_chart', x: 12, y: 10, w: 12, h: 10 },
    ],
    links: [{ source: 'depts', target: '', field: 'dept_id' }],
  },
};

const options = () => [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].map((o) => o.getAttribute('title'));

async function open(testId: string) {
  const select = document.querySelector(`[data-testid="layout-link-0"] [data-testid="${testId}"]`)!;
  const target = select.querySelector('.ant-select-selector, .ant-select-content, input') ?? select;
  await act(async () => {
    target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
}

async function drawn(onChange = vi.fn()) {
  ui = mount();
  ui.render(<LayoutBlocksEditor page={PAGE} lang="en_US" onChange={onChange} />);
  await waitFor(() => document.querySelector('[data-testid="layout-link-0"]') !== null, 'the link');
  return onChange;
}

it('offers lists and trees as the source of a link', async () => {
  await drawn();
  await open('layout-link-source');
  await waitFor(() => options().length > 0, 'the source choices');
  expect(options()).toEqual(['Departments (tree)', 'Staff (list)']);
});

it('offers lists, trees, forms and widgets other than the source as the target, and sets the link', async () => {
  const onChange = await drawn();
  await open('layout-link-target');
  await waitFor(() => options().length > 0, 'the target choices');
  expect(options()).toEqual(['Staff (list)', 'Person (form)', 'Chart (widget)']);
  const staff = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.getAttribute('title') === 'Staff (list)')!;
  await act(async () => staff.click());
  expect(onChange.mock.lastCall![0].layout.links).toEqual([{ source: 'depts', target: 'staff', field: 'dept_id' }]);
});

it('offers a widget target\'s dataset dimensions as the field it is filtered by', async () => {
  const onChange = vi.fn();
  const fieldsOf = vi.fn(async (block: { kind: string }) => (block.kind === 'widget' ? ['region', 'product'] : []));
  ui = mount();
  const page: View = { ...PAGE, layout: { ...PAGE.layout!, links: [{ source: 'staff', target: 'chart', field: '' }] } };
  ui.render(<LayoutBlocksEditor page={page} lang="en_US" onChange={onChange} fieldsOf={fieldsOf} />);
  await waitFor(() => fieldsOf.mock.calls.length > 0, 'the target\'s fields asked');
  expect(fieldsOf.mock.calls[0]![0]).toMatchObject({ key: 'chart', kind: 'widget', widgetCode: 'staff_chart' });
  await open('layout-link-field');
  const shown = () => [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].map((o) => o.textContent);
  await waitFor(() => shown().length > 0, 'the field choices');
  expect(shown()).toEqual(['region', 'product']);
  const region = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.textContent === 'region')!;
  await act(async () => region.click());
  expect(onChange.mock.lastCall![0].layout.links).toEqual([{ source: 'staff', target: 'chart', field: 'region' }]);
});
