// A layout page (spec §9 page type layout): blocks placed on the 24-column grid, a selection in one block filtering
// the blocks linked to it. BlockPage draws a layout or free-layout page the way its type says.
import { LAYOUT_GRID_COLUMNS, LAYOUT_ROW_HEIGHT } from '@yc/engine/page/layout-model';
import '../../i18n/eform.ts';
import { DragLayoutCanvas } from './DragLayoutPage.tsx';
import { LayoutBlocks, type BlockPageView } from './LayoutPageBlocks.tsx';

const GAP = 12;

/** A layout or free-layout page (as the page's runtime answered it), drawn on the grid or at its positions. */
export function BlockPage({ page }: { page: BlockPageView }) {
  const Canvas = page.viewType === 'dragLayout' ? DragLayoutCanvas : LayoutGrid;
  return <Canvas page={page} />;
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
