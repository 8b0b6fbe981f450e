// A layout page (spec §9 page type layout): blocks placed on the 24-column grid, a selection in one block filtering
// the blocks linked to it. BlockPage draws a layout or free-layout page the way its type says. Below 768 px both kinds
// stack their blocks in one column, top to bottom as they stand (a block side by side at 169 px shows nothing usable).
import { LAYOUT_GRID_COLUMNS, LAYOUT_ROW_HEIGHT } from '@yc/engine/page/layout-model';
import { useMemo } from 'react';
import '../../i18n/eform.ts';
import { useIsMobile } from '../../store/device.ts';
import { DragLayoutCanvas } from './DragLayoutPage.tsx';
import { LayoutBlocks, type BlockPageView } from './LayoutPageBlocks.tsx';

const GAP = 12;

/** A layout or free-layout page (as the page's runtime answered it), drawn on the grid or at its positions. */
export function BlockPage({ page }: { page: BlockPageView }) {
  const phone = useIsMobile();
  const Canvas = phone ? LayoutColumn : page.viewType === 'dragLayout' ? DragLayoutCanvas : LayoutGrid;
  return <Canvas page={page} />;
}

/** On a phone: every block the screen's width, in the order they stand (top to bottom, then left to right). */
function LayoutColumn({ page }: { page: BlockPageView }) {
  const ordered = useMemo(
    () => ({ ...page, layout: { ...page.layout, blocks: [...page.layout.blocks].sort((a, b) => a.y - b.y || a.x - b.x) } }),
    [page],
  );
  // A free layout's y is in px, a layout's in rows: only a layout's rows give a block its height.
  const rows = page.viewType !== 'dragLayout';
  return (
    <div data-testid={page.viewType === 'dragLayout' ? 'drag-layout-page' : 'layout-page'} data-columns={1}
      style={{ display: 'flex', flexDirection: 'column', gap: GAP }}>
      <LayoutBlocks page={ordered} placeOf={(block) => ({ minWidth: 0, ...(rows ? { minHeight: block.h * LAYOUT_ROW_HEIGHT } : {}) })} />
    </div>
  );
}

/** The blocks on the grid: x and w in columns of 24, y and h in rows. */
function LayoutGrid({ page }: { page: BlockPageView }) {
  return (
    <div
      data-testid="layout-page"
      style={{ display: 'grid', gridTemplateColumns: `repeat(${LAYOUT_GRID_COLUMNS}, minmax(0, 1fr))`, gridAutoRows: `minmax(${LAYOUT_ROW_HEIGHT}px, auto)`, gap: GAP, padding: GAP }}
    >
      <LayoutBlocks
        page={page}
        placeOf={(block) => ({ gridColumn: `${block.x + 1} / span ${Math.min(block.w, LAYOUT_GRID_COLUMNS - block.x)}`, gridRow: `${block.y + 1} / span ${block.h}`, minWidth: 0 })}
      />
    </div>
  );
}
