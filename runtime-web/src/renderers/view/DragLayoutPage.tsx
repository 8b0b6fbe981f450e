// A free-layout page (spec §9 page type dragLayout): each block at its own position and size in px, linked by
// selection as on a layout page.
import { LayoutBlocks, type BlockPageView } from './LayoutPageBlocks.tsx';

export function DragLayoutCanvas({ page }: { page: BlockPageView }) {
  const width = Math.max(0, ...page.layout.blocks.map((b) => b.x + b.w));
  const height = Math.max(0, ...page.layout.blocks.map((b) => b.y + b.h));
  return (
    <div data-testid="drag-layout-page" style={{ position: 'relative', width, height, minWidth: '100%' }}>
      <LayoutBlocks page={page} placeOf={(b) => ({ position: 'absolute', left: b.x, top: b.y, width: b.w, height: b.h })} />
    </div>
  );
}
