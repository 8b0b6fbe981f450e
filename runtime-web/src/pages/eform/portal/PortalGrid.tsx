// A portal's items on the 12-column grid as its user sees it: a CSS grid placing each item at its x, y, w, h (no
// dragging code is loaded for end users).
import { Card } from 'antd';
import { PORTAL_GRID_COLUMNS } from '@yc/engine/vocab';
import type { ShownItem } from './portal-api.ts';
import { PortalItemView } from './PortalItemView.tsx';

export const PORTAL_ROW_HEIGHT = 60;

export function PortalGrid({ portalCode, items }: { portalCode: string; items: readonly ShownItem[] }) {
  return (
    <div data-testid="portal-grid-view"
      style={{ display: 'grid', gridTemplateColumns: `repeat(${PORTAL_GRID_COLUMNS}, minmax(0, 1fr))`, gridAutoRows: PORTAL_ROW_HEIGHT, gap: 8 }}>
      {items.map((item) => (
        <Card key={item.i} size="small" data-testid={`portal-card-${item.i}`} title={item.title || item.card?.widget.widgetName || undefined}
          style={{ gridColumn: `${item.x + 1} / span ${item.w}`, gridRow: `${item.y + 1} / span ${item.h}`, overflow: 'hidden' }}
          styles={{ body: { padding: 8, height: '100%', overflow: 'auto' } }}>
          <PortalItemView portalCode={portalCode} item={item} />
        </Card>
      ))}
    </div>
  );
}
