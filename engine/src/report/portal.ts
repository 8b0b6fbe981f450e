// Portals: the rules of a portal's layout (inside the 12 columns, keys unique, no overlap unless the portal allows it,
// each item naming what it shows), what a portal refers to (widgets, pages, roles, menus: checked by the server
// against what exists), and which portal a user gets (the first of their roles' portals by priority, else the
// default).
import type { MetadataOf, ValidationIssue } from '../metadata/index.ts';
import { checkCode } from '../rules/codes.ts';
import { RULE_MESSAGES } from '../rules/messages.ts';
import { checkUniqueKeys } from '../rules/unique.ts';
import { each, issue, text, type DeepPartial } from '../rules/util.ts';
import { PORTAL_GRID_COLUMNS, PORTAL_ITEM_TYPES, type PortalItemType } from '../vocab/index.ts';
import { defineMessages, messageMaker } from '../wire/message.ts';

export const PORTAL_TEXTS = defineMessages('portal', {
  itemOverlap: { en_US: 'Portal item {item} overlaps item {other}', zh_CN: '门户组件 {item} 与组件 {other} 重叠' },
  widgetMissing: { en_US: 'Choose the report widget the item draws', zh_CN: '请选择该组件显示的报表组件' },
  viewMissing: { en_US: 'Choose the list page the item shows', zh_CN: '请选择该组件显示的列表页面' },
  shortcutsMissing: { en_US: 'Choose at least one menu for the shortcuts', zh_CN: '请至少选择一个快捷方式菜单' },
  widgetUnknown: { en_US: 'Report widget {code} does not exist', zh_CN: '报表组件 {code} 不存在' },
  viewUnknown: { en_US: 'Page {code} does not exist', zh_CN: '页面 {code} 不存在' },
  roleUnknown: { en_US: 'Role {code} does not exist', zh_CN: '角色 {code} 不存在' },
  menuUnknown: { en_US: 'Menu {code} does not exist', zh_CN: '菜单 {code} 不存在' },
  defaultUnknown: { en_US: 'Portal {code} does not exist', zh_CN: '门户 {code} 不存在' },
  itemUnknown: { en_US: 'The portal has no item {item}', zh_CN: '门户中没有组件 {item}' },
  noPortal: { en_US: 'No portal is set up for you yet', zh_CN: '尚未为您配置门户' },
});

const portal = messageMaker('portal', PORTAL_TEXTS);

export const PORTAL_MESSAGES = {
  itemOverlap: (item: string, other: string) => portal('itemOverlap', { item, other }),
  widgetMissing: portal('widgetMissing'),
  viewMissing: portal('viewMissing'),
  shortcutsMissing: portal('shortcutsMissing'),
  widgetUnknown: (code: string) => portal('widgetUnknown', { code }),
  viewUnknown: (code: string) => portal('viewUnknown', { code }),
  roleUnknown: (code: string) => portal('roleUnknown', { code }),
  menuUnknown: (code: string) => portal('menuUnknown', { code }),
  defaultUnknown: (code: string) => portal('defaultUnknown', { code }),
  itemUnknown: (item: string) => portal('itemUnknown', { item }),
  noPortal: portal('noPortal'),
} as const;

/** The portal types of portal settings (spec §2: 2 selects the alternative portal layout for front users). */
export const PORTAL_TYPES = [1, 2] as const;
export type PortalType = (typeof PORTAL_TYPES)[number];

/** System config codes holding the portal settings. */
export const PORTAL_SETTING_CODES = { portalType: 'portal-type', defaultPortal: 'portal-default' } as const;

/** What an item shows: items stored before item types were widgets. */
export const portalItemType = (item: { itemType?: unknown }): PortalItemType =>
  (PORTAL_ITEM_TYPES as readonly unknown[]).includes(item.itemType) ? (item.itemType as PortalItemType) : 'widget';

interface Box { x?: number; y?: number; w?: number; h?: number }

/** Whether two grid boxes share a cell. */
export function boxesOverlap(a: Box, b: Box): boolean {
  const [ax, ay, aw, ah] = [a.x ?? 0, a.y ?? 0, a.w ?? 1, a.h ?? 1];
  const [bx, by, bw, bh] = [b.x ?? 0, b.y ?? 0, b.w ?? 1, b.h ?? 1];
  return ax < bx + bw && bx < ax + aw && ay < by + bh && by < ay + ah;
}

function referenceIssues(item: DeepPartial<MetadataOf<'portal'>['items'][number]>, path: string): ValidationIssue[] {
  switch (portalItemType(item)) {
    case 'widget':
      return text(item.widgetCode) ? [] : [issue(`${path}/widgetCode`, PORTAL_MESSAGES.widgetMissing)];
    case 'list':
      return text(item.viewCode) ? [] : [issue(`${path}/viewCode`, PORTAL_MESSAGES.viewMissing)];
    case 'shortcut':
      return Array.isArray(item.menuIds) && item.menuIds.length > 0 ? [] : [issue(`${path}/menuIds`, PORTAL_MESSAGES.shortcutsMissing)];
    default:
      return [];
  }
}

/** The modelling rules of a portal (beyond its schema). */
export function portalRules(portal: DeepPartial<MetadataOf<'portal'>>): ValidationIssue[] {
  const items = each(portal.items, '/items');
  const overflow = items.filter(({ item }) => (item.x ?? 0) + (item.w ?? 1) > PORTAL_GRID_COLUMNS);
  const overlaps = portal.allowOverlap ? [] : items.flatMap(({ item, path, index }) => {
    const other = items.slice(0, index).find((o) => boxesOverlap(o.item, item));
    return other ? [issue(`${path}/y`, PORTAL_MESSAGES.itemOverlap(text(item.i), text(other.item.i)))] : [];
  });
  return [
    ...checkCode(portal, 'portalCode'),
    ...overflow.map(({ path }) => issue(`${path}/w`, RULE_MESSAGES.portalItemOverflow)),
    ...checkUniqueKeys(items.map(({ item, path }) => ({ key: item.i, path: `${path}/i` })), { repeated: RULE_MESSAGES.portalItemRepeated }),
    ...overlaps,
    ...items.flatMap(({ item, path }) => referenceIssues(item, path)),
  ];
}

/** Codes a portal refers to, with the path of each reference (the server checks that they exist). */
export function portalReferences(portal: MetadataOf<'portal'>) {
  const refs = { widget: [] as Ref[], view: [] as Ref[], menu: [] as Ref[], role: [] as Ref[] };
  portal.items.forEach((item, index) => {
    const path = `/items/${index}`;
    const type = portalItemType(item);
    if (type === 'widget' && item.widgetCode) refs.widget.push({ code: item.widgetCode, path: `${path}/widgetCode` });
    if (type === 'list' && item.viewCode) refs.view.push({ code: item.viewCode, path: `${path}/viewCode` });
    if (type === 'shortcut') (item.menuIds ?? []).forEach((id, i) => refs.menu.push({ code: id, path: `${path}/menuIds/${i}` }));
  });
  (portal.roleCodes ?? []).forEach((code, i) => refs.role.push({ code, path: `/roleCodes/${i}` }));
  return refs;
}
interface Ref { code: string; path: string }

/** The part of a portal that decides who gets it. */
export interface PortalCandidate {
  portalCode: string;
  roleCodes?: readonly string[];
  priority?: number;
  isDefault?: boolean;
}

/**
 * The portal a user gets: among the portals assigned to any of their roles, the lowest priority (then code); else the
 * default portal of the settings; else a portal flagged as default; else none.
 */
export function choosePortal<P extends PortalCandidate>(portals: readonly P[], roleCodes: readonly string[], defaultCode?: string | null): P | undefined {
  const mine = new Set(roleCodes);
  const assigned = portals
    .filter((p) => (p.roleCodes ?? []).some((r) => mine.has(r)))
    .sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0) || a.portalCode.localeCompare(b.portalCode));
  return assigned[0]
    ?? (defaultCode ? portals.find((p) => p.portalCode === defaultCode) : undefined)
    ?? [...portals].sort((a, b) => a.portalCode.localeCompare(b.portalCode)).find((p) => p.isDefault);
}
