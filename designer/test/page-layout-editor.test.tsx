// @vitest-environment happy-dom
// The page designer's blocks of a free-layout page: a block added by kind under the others, its code typed, a block
// dragged on the canvas moved in px of the page (the canvas is drawn at half size), a link added.
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
  viewName: 'Board', viewCode: 'board', viewType: 'dragLayout', columns: [],
  layout: { blocks: [{ key: 'list1', kind: 'list', viewCode: 'customer_list', x: 16, y: 16, w: 480, h: 320 }] },
};

const pointer = (type: string, x: number, y: number) => new PointerEvent(type, { bubbles: true, clientX: x, clientY: y, pointerId: 1 });

it('adds a block by kind, moves a dragged block in px and adds a link', async () => {
  const onChange = vi.fn();
  ui = mount();
  ui.render(<LayoutBlocksEditor page={PAGE} lang="en_US" onChange={onChange} />);
  await waitFor(() => document.querySelector('[data-testid="layout-canvas-list1"]') !== null, 'the canvas');

  await act(async () => document.querySelector<HTMLElement>('[data-testid="layout-add-widget"]')!.click());
  expect(onChange.mock.lastCall![0].layout.blocks[1]).toEqual({ key: 'widget2', kind: 'widget', x: 16, y: 352, w: 480, h: 320 });

  const box = document.querySelector<HTMLElement>('[data-testid="layout-canvas-list1"]')!;
  await act(async () => box.dispatchEvent(pointer('pointerdown', 100, 100)));
  await act(async () => box.dispatchEvent(pointer('pointermove', 150, 120)));
  await act(async () => box.dispatchEvent(pointer('pointerup', 150, 120)));
  // 50 and 20 px on the half-size canvas: 100 and 40 px on the page.
  expect(onChange.mock.lastCall![0].layout.blocks[0]).toMatchObject({ key: 'list1', x: 116, y: 56, w: 480, h: 320 });

  await act(async () => document.querySelector<HTMLElement>('[data-testid="layout-add-link"]')!.click());
  expect(onChange.mock.lastCall![0].layout.links).toEqual([{ source: '', target: '', field: '' }]);
  expect(onChange.mock.lastCall![0].viewCode).toBe('board');
});
