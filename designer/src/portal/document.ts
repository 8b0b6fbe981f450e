// Pure operations of the portal designer on a portal document: add an item of a type below the others, move/resize
// from the grid's layout, change or remove an item.
import { PORTAL_GRID_COLUMNS, portalItemType, type Portal, type PortalItem, type PortalItemType } from '@yc/engine';

/** Default size of a new item of each type (columns × rows of the grid). */
const SIZES: Record<PortalItemType, { w: number; h: number }> = {
  widget: { w: 6, h: 4 }, list: { w: 12, h: 4 }, announcement: { w: 4, h: 3 }, todo: { w: 4, h: 3 }, shortcut: { w: 4, h: 2 },
};

/** A key not used by the portal's items. */
export function freshKey(portal: Portal, type: PortalItemType): string {
  const used = new Set(portal.items.map((i) => i.i));
  let n = 1;
  while (used.has(`${type}_${n}`)) n += 1;
  return `${type}_${n}`;
}

/** The lowest free row: new items go below everything. */
const bottom = (items: readonly PortalItem[]) => items.reduce((max, i) => Math.max(max, i.y + i.h), 0);

export function addItem(portal: Portal, type: PortalItemType, fields: Partial<PortalItem> = {}): { portal: Portal; key: string } {
  const key = freshKey(portal, type);
  const { w, h } = SIZES[type];
  const item: PortalItem = { i: key, x: 0, y: bottom(portal.items), w: Math.min(w, PORTAL_GRID_COLUMNS), h, itemType: type, ...fields };
  return { portal: { ...portal, items: [...portal.items, item] }, key };
}

/** The items placed as the grid reports them (only position and size are taken from it). */
export function applyLayout(portal: Portal, layout: readonly { i: string; x: number; y: number; w: number; h: number }[]): Portal {
  const at = new Map(layout.map((l) => [l.i, l]));
  let changed = false;
  const items = portal.items.map((item) => {
    const l = at.get(item.i);
    if (!l || (l.x === item.x && l.y === item.y && l.w === item.w && l.h === item.h)) return item;
    changed = true;
    return { ...item, x: l.x, y: l.y, w: l.w, h: l.h };
  });
  return changed ? { ...portal, items } : portal;
}

export const updateItem = (portal: Portal, key: string, change: Partial<PortalItem>): Portal =>
  ({ ...portal, items: portal.items.map((item) => (item.i === key ? dropEmpty({ ...item, ...change }) : item)) });

export const removeItem = (portal: Portal, key: string): Portal => ({ ...portal, items: portal.items.filter((item) => item.i !== key) });

function dropEmpty(item: PortalItem): PortalItem {
  const out: Record<string, unknown> = { ...item };
  for (const [k, v] of Object.entries(out)) if (v === undefined || v === '' || v === null) delete out[k];
  return out as PortalItem;
}

export { portalItemType };
