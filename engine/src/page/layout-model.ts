// What the console needs of layout, free-layout and mobile pages without the schemas (no typebox): block kinds, grid
// sizes, the conditions a selection puts on a linked block, new block placement and the fields of a mobile card.
import { FORM_GRID_COLUMNS } from '../vocab/constants.ts';
import { LAYOUT_BLOCK_KINDS, type LayoutBlockKind, type PageType } from '../vocab/page.ts';
import type { LayoutBlock, LayoutLink, MobileCard, PageLayout } from '../metadata/page-layout.ts';

export type { LayoutBlock, LayoutLink, MobileCard, PageLayout };

/** What a block of a layout page shows. */
export { LAYOUT_BLOCK_KINDS, type LayoutBlockKind };

/** The metadata code each block kind names. */
export const BLOCK_REFERENCE = { list: 'viewCode', form: 'formCode', widget: 'widgetCode', tree: 'viewCode' } as const satisfies Record<
  LayoutBlockKind,
  'viewCode' | 'formCode' | 'widgetCode'
>;

/** Blocks whose selected record (a list's row, a tree's node) can drive a link. */
export const SELECTING_BLOCKS: readonly LayoutBlockKind[] = ['list', 'tree'];
/**
 * Blocks a selection can filter: a list (its page's query columns), a form (the record chosen), a widget (its dataset
 * by one of its dimensions, sent as `filter[<column>]` to the widget's data) and a tree (its roots become the topmost
 * records matching the link).
 */
export const FILTERED_BLOCKS: readonly LayoutBlockKind[] = ['list', 'tree', 'form', 'widget'];

/** The query parameter of a widget's data call filtering its dataset by a dimension column: `filter[<column>]=value`. */
export const widgetFilterParam = (colCode: string) => `filter[${colCode}]`;
/** The column a widget data query parameter filters by (`filter[<column>]`), or undefined for a dataset parameter. */
export const widgetFilterColumn = (param: string): string | undefined => /^filter\[(.+)\]$/.exec(param)?.[1];

/**
 * The blocks a link may start from (those with a selection: lists and trees), and those a link from `source` may
 * filter (lists, trees, forms and widgets other than the source) — the designer's choices of a link's ends.
 */
export function linkEnds(blocks: readonly LayoutBlock[], source?: string): { sources: LayoutBlock[]; targets: LayoutBlock[] } {
  return {
    sources: blocks.filter((b) => SELECTING_BLOCKS.includes(b.kind)),
    targets: blocks.filter((b) => FILTERED_BLOCKS.includes(b.kind) && b.key !== source),
  };
}

/** The query parameter a layout page gives a tree block's page: the link conditions as JSON ({ field: value }). */
export const TREE_LINK_PARAM = 'linkFilter';

/** The link conditions as a tree block's page is given them (TREE_LINK_PARAM), or none. */
export function treeLinkQuery(conditions: readonly { colCode: string; value: unknown }[]): Record<string, string> {
  if (conditions.length === 0) return {};
  return { [TREE_LINK_PARAM]: JSON.stringify(Object.fromEntries(conditions.map((c) => [c.colCode, String(c.value ?? '')]))) };
}

/** The link conditions a tree page was given (TREE_LINK_PARAM): field → value; undefined when none or unreadable. */
export function treeLinkFilter(raw: string | undefined): Record<string, string> | undefined {
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v ?? '')]));
  } catch {
    return undefined;
  }
}

/** A layout page places its blocks on the form designer's 24-column grid; y and h count rows of this height. */
export const LAYOUT_GRID_COLUMNS = FORM_GRID_COLUMNS;
export const LAYOUT_ROW_HEIGHT = 40;
/** Page types whose `layout` holds blocks: on the grid, or at free positions in px. */
export const BLOCK_PAGE_TYPES = ['layout', 'dragLayout'] as const satisfies readonly PageType[];
/** A mobile page loads this many cards per request unless the page says otherwise. */
export const MOBILE_PAGE_SIZE = 20;

/** The links a block is filtered by. */
export const linksInto = (page: { layout?: PageLayout }, target: string): LayoutLink[] =>
  (page.layout?.links ?? []).filter((l) => l.target === target);

/**
 * What the selections made so far ask of a target block: one equality condition per link whose source block has a
 * selected record — a list's row or a tree's node — ({ colCode: the link's field, value: the record's sourceField,
 * its id unless set}); a link whose source has no selection asks nothing.
 */
export function linkConditions(
  links: readonly LayoutLink[],
  selections: Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>,
): { colCode: string; value: unknown }[] {
  return links.flatMap((link) => {
    const selected = selections[link.source];
    return selected ? [{ colCode: link.field, value: selected[link.sourceField || 'id'] }] : [];
  });
}

/** A new block of a kind placed under the existing ones: full width on the grid, 480×320 px on a free layout. */
export function newBlock(viewType: 'layout' | 'dragLayout', kind: LayoutBlockKind, existing: readonly LayoutBlock[]): LayoutBlock {
  const taken = new Set(existing.map((b) => b.key));
  let n = existing.length + 1;
  while (taken.has(`${kind}${n}`)) n += 1;
  const bottom = Math.max(0, ...existing.map((b) => b.y + b.h));
  const size = viewType === 'layout' ? { x: 0, w: LAYOUT_GRID_COLUMNS, h: 8 } : { x: 16, w: 480, h: 320 };
  return { key: `${kind}${n}`, kind, ...size, y: viewType === 'layout' ? bottom : bottom + 16 };
}

/** The title, subtitle and other fields of a mobile page's card, from the page's listed column codes. */
export function mobileCardFields(card: MobileCard | undefined, colCodes: readonly string[]): { title?: string; subtitle?: string; rest: string[] } {
  const title = card?.titleField || colCodes[0];
  const subtitle = card?.subtitleField || colCodes.find((c) => c !== title);
  return { title, subtitle, rest: colCodes.filter((c) => c !== title && c !== subtitle) };
}
