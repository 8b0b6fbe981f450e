// A layout block filtered by another block's selection says so (#42 item 9): a "Filtered by <block>" tag in its title
// bar, whose close clears that selection.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LayoutBlockView } from '../src/renderers/view/LayoutPageBlocks.tsx';
import type { BlockPageView } from '../src/renderers/view/useViewRuntime.ts';
import { click, flush, mount, type Mounted } from './dom-helpers.tsx';

let mounted: Mounted | undefined;
afterEach(() => mounted?.unmount());

const page = {
  viewCode: 'visit_layout',
  viewType: 'layout',
  layout: {
    blocks: [
      { key: 'customers', kind: 'list', title: 'Customers', viewCode: 'customer_list', x: 0, y: 0, w: 12, h: 6 },
      { key: 'chart', kind: 'widget', title: 'Visits', x: 12, y: 0, w: 12, h: 6 },
    ],
    links: [{ source: 'customers', target: 'chart', field: 'customer_id' }],
  },
} as unknown as BlockPageView;
const chart = page.layout.blocks[1]!;

describe('the filtered tag of a layout block', () => {
  it('shows nothing without a selection', async () => {
    mounted = mount();
    mounted.render(<LayoutBlockView page={page} block={chart} selections={{}} onSelect={vi.fn()} />);
    await flush();
    expect(document.querySelector('[data-testid=layout-filter-chart]')).toBeNull();
  });

  it('names the selecting block and clears its selection when closed', async () => {
    const onSelect = vi.fn();
    mounted = mount();
    mounted.render(<LayoutBlockView page={page} block={chart} selections={{ customers: { id: 'c1' } }} onSelect={onSelect} />);
    await flush();
    const tag = document.querySelector('[data-testid=layout-filter-chart]');
    expect(tag?.textContent).toMatch(/Customers/);
    await click(tag?.querySelector('.ant-tag-close-icon'));
    expect(onSelect).toHaveBeenCalledWith('customers', undefined);
  });
});
