// A layout page (spec §9 page type layout): blocks placed on the 24-column grid, a selection in one block filtering
// the blocks linked to it. BlockPage loads a layout or free-layout page and draws it the way its type says.
import { Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUT_GRID_COLUMNS, LAYOUT_ROW_HEIGHT } from '@yc/engine/page/layout-model';
import '../../i18n/eform.ts';
import { http } from '../../request/http.ts';
import { DragLayoutCanvas } from './DragLayoutPage.tsx';
import { LayoutBlocks, type BlockPageView } from './LayoutPageBlocks.tsx';

const GAP = 12;

/** A layout or free-layout page by its code: loaded for the caller, drawn on the grid or at its positions. */
export function BlockPage({ viewCode }: { viewCode: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ viewCode: string; view?: BlockPageView; failed?: boolean }>({ viewCode });
  useEffect(() => {
    let live = true;
    http.get<{ view: BlockPageView }>(`/api/eform/engine/view/${encodeURIComponent(viewCode)}/layout`, undefined, { silent: true }).then(
      ({ view }) => live && setState({ viewCode, view }),
      () => live && setState({ viewCode, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [viewCode]);
  if (state.viewCode === viewCode && state.failed) return <Result status="warning" title={t('view.unavailable', { viewCode })} />;
  if (state.viewCode !== viewCode || !state.view) return <Skeleton active style={{ padding: 24 }} />;
  const Canvas = state.view.viewType === 'dragLayout' ? DragLayoutCanvas : LayoutGrid;
  return <Canvas key={viewCode} page={state.view} />;
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
