// Layout, free-layout (dragLayout) and mobile pages: the blocks a page places (lists, forms, widgets, trees), the
// links by which a selection in one block filters another, the card of a mobile page, and the rules of all three.
import { Type, type Static } from '@sinclair/typebox';
import { Code, OneOf } from '../metadata/common.ts';
import type { ValidationIssue } from '../metadata/errors.ts';
import { each, issue, isRecord, text, type DeepPartial } from '../rules/util.ts';
import { FORM_GRID_COLUMNS } from '../vocab/constants.ts';
import type { PageType } from '../vocab/page.ts';
import { defineMessages, messageMaker } from '../wire/message.ts';

/** What a block of a layout page shows. */
export const LAYOUT_BLOCK_KINDS = ['list', 'form', 'widget', 'tree'] as const;
export type LayoutBlockKind = (typeof LAYOUT_BLOCK_KINDS)[number];

/** The metadata code each block kind names. */
export const BLOCK_REFERENCE = { list: 'viewCode', form: 'formCode', widget: 'widgetCode', tree: 'viewCode' } as const satisfies Record<
  LayoutBlockKind,
  'viewCode' | 'formCode' | 'widgetCode'
>;

/** Blocks whose selected record can drive a link, and blocks a link can drive. */
export const SELECTING_BLOCKS: readonly LayoutBlockKind[] = ['list', 'tree'];
export const FILTERED_BLOCKS: readonly LayoutBlockKind[] = ['list', 'tree', 'form', 'widget'];

/** A layout page places its blocks on the form designer's 24-column grid; y and h count rows of this height. */
export const LAYOUT_GRID_COLUMNS = FORM_GRID_COLUMNS;
export const LAYOUT_ROW_HEIGHT = 40;
/** Page types whose `layout` holds blocks: on the grid, or at free positions in px. */
export const BLOCK_PAGE_TYPES = ['layout', 'dragLayout'] as const satisfies readonly PageType[];
/** A mobile page loads this many cards per request unless the page says otherwise. */
export const MOBILE_PAGE_SIZE = 20;

export const LayoutBlockSchema = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 64, description: 'Unique within the page; links name blocks by it' }),
  kind: OneOf(LAYOUT_BLOCK_KINDS),
  title: Type.Optional(Type.String()),
  viewCode: Type.Optional(Code('Page listed by a list or tree block')),
  formCode: Type.Optional(Code('Form shown by a form block')),
  widgetCode: Type.Optional(Code('Report widget drawn by a widget block')),
  x: Type.Integer({ minimum: 0, description: 'Grid column (layout) or px from the left (dragLayout)' }),
  y: Type.Integer({ minimum: 0, description: 'Grid row (layout) or px from the top (dragLayout)' }),
  w: Type.Integer({ minimum: 1, description: 'Columns spanned (layout) or width in px (dragLayout)' }),
  h: Type.Integer({ minimum: 1, description: 'Rows spanned (layout) or height in px (dragLayout)' }),
});
export type LayoutBlock = Static<typeof LayoutBlockSchema>;

export const LayoutLinkSchema = Type.Object({
  source: Type.String({ description: 'Key of the block whose selection filters' }),
  target: Type.String({ description: 'Key of the block filtered' }),
  field: Type.String({ minLength: 1, description: "Column of the target compared with the selection (a form block: 'id')" }),
  sourceField: Type.Optional(Type.String({ description: "Field of the selected record giving the value ('id' unless set)" })),
});
export type LayoutLink = Static<typeof LayoutLinkSchema>;

export const PageLayoutSchema = Type.Object({
  blocks: Type.Array(LayoutBlockSchema),
  links: Type.Optional(Type.Array(LayoutLinkSchema)),
});
export type PageLayout = Static<typeof PageLayoutSchema>;

/** How a mobile page draws a record as a card (first column as title and second as subtitle unless set). */
export const MobileCardSchema = Type.Object({
  titleField: Type.Optional(Type.String()),
  subtitleField: Type.Optional(Type.String()),
});
export type MobileCard = Static<typeof MobileCardSchema>;

export const LAYOUT_TEXTS = defineMessages('layout', {
  blocksEmpty: { en_US: 'A layout page needs at least one block', zh_CN: '布局页面至少需要一个区块' },
  blockKeyEmpty: { en_US: 'Block key cannot be empty', zh_CN: '区块键不能为空' },
  blockKeyRepeated: { en_US: 'Block key cannot be repeated', zh_CN: '区块键不能重复' },
  blockReferenceMissing: { en_US: 'A {kind} block needs its {field}', zh_CN: '{kind} 区块需要设置 {field}' },
  blockOverflow: { en_US: `A block must fit in the ${LAYOUT_GRID_COLUMNS}-column grid`, zh_CN: `区块必须放在 ${LAYOUT_GRID_COLUMNS} 列栅格之内` },
  linkBlockUnknown: { en_US: 'Block {key} does not exist', zh_CN: '区块 {key} 不存在' },
  linkSelf: { en_US: 'A block cannot filter itself', zh_CN: '区块不能筛选自身' },
  linkSourceKind: { en_US: 'Only a list or tree block has a selection to filter by', zh_CN: '只有列表或树区块有可用于筛选的选中记录' },
  linkFieldEmpty: { en_US: 'The filtered field cannot be empty', zh_CN: '筛选字段不能为空' },
  linkRepeated: { en_US: 'The block is already filtered by that block', zh_CN: '该区块已被同一区块筛选' },
});

const layout = messageMaker('layout', LAYOUT_TEXTS);

export const LAYOUT_MESSAGES = {
  blocksEmpty: layout('blocksEmpty'),
  blockKeyEmpty: layout('blockKeyEmpty'),
  blockKeyRepeated: layout('blockKeyRepeated'),
  blockReferenceMissing: (kind: string, field: string) => layout('blockReferenceMissing', { kind, field }),
  blockOverflow: layout('blockOverflow'),
  linkBlockUnknown: (key: string) => layout('linkBlockUnknown', { key }),
  linkSelf: layout('linkSelf'),
  linkSourceKind: layout('linkSourceKind'),
  linkFieldEmpty: layout('linkFieldEmpty'),
  linkRepeated: layout('linkRepeated'),
} as const;

interface LayoutDraftPage {
  viewType?: string;
  layout?: DeepPartial<PageLayout>;
}

const isBlockPage = (viewType: unknown) => (BLOCK_PAGE_TYPES as readonly unknown[]).includes(viewType);

/**
 * The rules of a page's blocks and links: a layout or dragLayout page has blocks, each with a unique key and the code
 * its kind shows, inside the 24-column grid on a layout page; a link joins two different existing blocks, from one
 * with a selection (list, tree), on a named field, once per pair.
 */
export function checkPageLayout(page: LayoutDraftPage): ValidationIssue[] {
  if (!isBlockPage(page.viewType)) return [];
  const pageLayout = isRecord(page.layout) ? page.layout : {};
  const blocks = each(pageLayout.blocks, '/layout/blocks');
  if (blocks.length === 0) return [issue('/layout/blocks', LAYOUT_MESSAGES.blocksEmpty)];
  const issues: ValidationIssue[] = [];
  const kinds = new Map<string, LayoutBlockKind | undefined>();
  for (const { item, path } of blocks) {
    const key = text(item.key);
    if (!key) issues.push(issue(`${path}/key`, LAYOUT_MESSAGES.blockKeyEmpty));
    else if (kinds.has(key)) issues.push(issue(`${path}/key`, LAYOUT_MESSAGES.blockKeyRepeated));
    else kinds.set(key, item.kind);
    const field = item.kind ? BLOCK_REFERENCE[item.kind] : undefined;
    if (item.kind && field && !text(item[field])) issues.push(issue(`${path}/${field}`, LAYOUT_MESSAGES.blockReferenceMissing(item.kind, field)));
    if (page.viewType === 'layout' && (item.x ?? 0) + (item.w ?? 1) > LAYOUT_GRID_COLUMNS) issues.push(issue(`${path}/w`, LAYOUT_MESSAGES.blockOverflow));
  }
  const pairs = new Set<string>();
  for (const { item, path } of each(pageLayout.links, '/layout/links')) {
    const source = text(item.source);
    const target = text(item.target);
    const unknown = [['source', source], ['target', target]].find(([, key]) => !kinds.has(key!));
    if (unknown) {
      issues.push(issue(`${path}/${unknown[0]}`, LAYOUT_MESSAGES.linkBlockUnknown(unknown[1]!)));
      continue;
    }
    if (source === target) issues.push(issue(`${path}/target`, LAYOUT_MESSAGES.linkSelf));
    else if (!SELECTING_BLOCKS.includes(kinds.get(source)!)) issues.push(issue(`${path}/source`, LAYOUT_MESSAGES.linkSourceKind));
    else if (pairs.has(`${source}>${target}`)) issues.push(issue(`${path}/target`, LAYOUT_MESSAGES.linkRepeated));
    pairs.add(`${source}>${target}`);
    if (!text(item.field)) issues.push(issue(`${path}/field`, LAYOUT_MESSAGES.linkFieldEmpty));
  }
  return issues;
}

/** The links a block is filtered by. */
export const linksInto = (page: { layout?: PageLayout }, target: string): LayoutLink[] =>
  (page.layout?.links ?? []).filter((l) => l.target === target);

/**
 * What the selections made so far ask of a target block: one equality condition per link whose source block has a
 * selected record ({ colCode, value }); a link whose source has no selection asks nothing.
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
