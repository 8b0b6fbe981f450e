// A portal's items on the 12-column grid as its user sees it: a CSS grid placing each item at its x, y, w, h (no
// dragging code is loaded for end users). Every item has a header: its own title, else a widget's name, else what the
// item is ("Announcements", "My tasks"…) — never a code. Below 768 px the items stack in one column, in the order they
// stand on the grid (top to bottom, left to right), each as tall as its rows and growing with what it holds.
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { portalItemType } from '@yc/engine/report';
import { PORTAL_GRID_COLUMNS } from '@yc/engine/vocab';
import { useIsMobile } from '../../../store/device.ts';
import type { ShownItem } from './portal-api.ts';
import { PortalItemView } from './PortalItemView.tsx';
import './texts.ts';

export const PORTAL_ROW_HEIGHT = 60;

export function PortalGrid({ portalCode, items }: { portalCode: string; items: readonly ShownItem[] }) {
  const { t } = useTranslation();
  const phone = useIsMobile();
  const titleOf = (item: ShownItem) => item.title || item.card?.widget.widgetName || t(`portal.item.${portalItemType(item)}`);
  const shown = phone ? [...items].sort((a, b) => a.y - b.y || a.x - b.x) : items;
  return (
    <div data-testid="portal-grid-view" data-columns={phone ? 1 : PORTAL_GRID_COLUMNS}
      style={phone
        ? { display: 'flex', flexDirection: 'column', gap: 8 }
        : { display: 'grid', gridTemplateColumns: `repeat(${PORTAL_GRID_COLUMNS}, minmax(0, 1fr))`, gridAutoRows: PORTAL_ROW_HEIGHT, gap: 8 }}>
      {shown.map((item) => (
        <Card key={item.i} size="small" data-testid={`portal-card-${item.i}`} title={<span data-testid={`portal-card-title-${item.i}`}>{titleOf(item)}</span>}
          style={phone
            ? { minHeight: item.h * PORTAL_ROW_HEIGHT }
            : { gridColumn: `${item.x + 1} / span ${item.w}`, gridRow: `${item.y + 1} / span ${item.h}`, overflow: 'hidden' }}
          styles={{ body: phone ? { padding: 8 } : { padding: 8, height: '100%', overflow: 'auto' } }}>
          <PortalItemView portalCode={portalCode} item={item} />
        </Card>
      ))}
    </div>
  );
}
