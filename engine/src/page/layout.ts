// Layout, free-layout (dragLayout) and mobile pages: the blocks a page places (lists, forms, widgets, trees), the
// links by which a selection in one block filters another, the card of a mobile page, and the rules of all three.
import type { ValidationIssue } from '../metadata/errors.ts';
import { each, issue, isRecord, text, type DeepPartial } from '../rules/util.ts';
import { defineMessages, messageMaker, type Message } from '../wire/message.ts';
import type { Dataset, DatasetFilter } from '../metadata/report.ts';
import type { PageLayout } from '../metadata/page-layout.ts';
import { BLOCK_PAGE_TYPES, BLOCK_REFERENCE, FILTERED_BLOCKS, LAYOUT_GRID_COLUMNS, SELECTING_BLOCKS, widgetFilterColumn, type LayoutBlockKind } from './layout-model.ts';

export * from './layout-model.ts';
export * from '../metadata/page-layout.ts';

export const LAYOUT_TEXTS = defineMessages('layout', {
  blocksEmpty: { en_US: 'A layout page needs at least one block', zh_CN: '布局页面至少需要一个区块' },
  blockKeyEmpty: { en_US: 'Block key cannot be empty', zh_CN: '区块键不能为空' },
  blockKeyRepeated: { en_US: 'Block key cannot be repeated', zh_CN: '区块键不能重复' },
  blockReferenceMissing: { en_US: 'A {kind} block needs its {field}', zh_CN: '{kind} 区块需要设置 {field}' },
  blockOverflow: { en_US: `A block must fit in the ${LAYOUT_GRID_COLUMNS}-column grid`, zh_CN: `区块必须放在 ${LAYOUT_GRID_COLUMNS} 列栅格之内` },
  linkBlockUnknown: { en_US: 'Block {key} does not exist', zh_CN: '区块 {key} 不存在' },
  linkSelf: { en_US: 'A block cannot filter itself', zh_CN: '区块不能筛选自身' },
  linkSourceKind: { en_US: 'Only a list or tree block has a selection to filter by', zh_CN: '只有列表或树区块有可用于筛选的选中记录' },
  linkTargetKind: { en_US: 'Only a list, tree, form or widget block can be filtered', zh_CN: '只有列表、树、表单或图表区块可以被筛选' },
  widgetFilterColumn: { en_US: 'The widget cannot be filtered by {colCode}: it is not a dimension of its dataset', zh_CN: '图表不能按 {colCode} 筛选：它不是数据集的维度' },
  treeFilterColumn: { en_US: 'The tree cannot be filtered by {colCode}: the page has no such field', zh_CN: '树不能按 {colCode} 筛选：页面没有该字段' },
  linkFieldEmpty: { en_US: 'The filtered field cannot be empty', zh_CN: '筛选字段不能为空' },
  linkRepeated: { en_US: 'The block is already filtered by that block', zh_CN: '该区块已被同一区块筛选' },
  notBlockPage: { en_US: 'This page is not a layout page', zh_CN: '此页面不是布局页面' },
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
  linkTargetKind: layout('linkTargetKind'),
  widgetFilterColumn: (colCode: string) => layout('widgetFilterColumn', { colCode }),
  treeFilterColumn: (colCode: string) => layout('treeFilterColumn', { colCode }),
  linkFieldEmpty: layout('linkFieldEmpty'),
  linkRepeated: layout('linkRepeated'),
  notBlockPage: layout('notBlockPage'),
} as const;

interface LayoutDraftPage {
  viewType?: string;
  layout?: DeepPartial<PageLayout>;
}

const isBlockPage = (viewType: unknown) => (BLOCK_PAGE_TYPES as readonly unknown[]).includes(viewType);

/**
 * The rules of a page's blocks and links: a layout or dragLayout page has blocks, each with a unique key and the code
 * its kind shows, inside the 24-column grid on a layout page; a link joins two different existing blocks, from one
 * with a selection (list, tree) to one it can filter (list, tree, form, widget), on a named field, once per pair.
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
    else if (!FILTERED_BLOCKS.includes(kinds.get(target)!)) issues.push(issue(`${path}/target`, LAYOUT_MESSAGES.linkTargetKind));
    else if (pairs.has(`${source}>${target}`)) issues.push(issue(`${path}/target`, LAYOUT_MESSAGES.linkRepeated));
    pairs.add(`${source}>${target}`);
    if (!text(item.field)) issues.push(issue(`${path}/field`, LAYOUT_MESSAGES.linkFieldEmpty));
  }
  return issues;
}

/**
 * A widget's data query split into its dataset's parameter values and the filters of the layout links drawing it
 * (`filter[<column>]=value`): each an equality on one of the dataset's dimension columns (the value bound like any
 * dataset filter's), appended to the dataset's own filters; a column that is not a dimension is refused, naming it.
 */
export function widgetLinkFilters(
  dataset: Pick<Dataset, 'dimension' | 'filters'>,
  query: Readonly<Record<string, string>>,
): { params: Record<string, string>; filters: DatasetFilter[] } | { refused: Message } {
  const params: Record<string, string> = {};
  const filters: DatasetFilter[] = [...(dataset.filters ?? [])];
  for (const [key, value] of Object.entries(query)) {
    const colCode = widgetFilterColumn(key);
    if (colCode === undefined) params[key] = value;
    else if (!dataset.dimension.includes(colCode)) return { refused: LAYOUT_MESSAGES.widgetFilterColumn(colCode) };
    else filters.push({ colCode, op: 'eq', value });
  }
  return { params, filters };
}
