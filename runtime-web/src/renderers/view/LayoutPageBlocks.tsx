// The blocks of a layout or free-layout page: a list (the block's own page, with the filters its links ask), a tree
// (its roots the topmost records matching its links), a form (the record selected in its source block) or a report
// widget (its dataset filtered by its links, on the dimensions they name); a click on a row or node selects it.
import { Alert, Card, Empty, Spin, Tag } from 'antd';
import { useCallback, useEffect, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { linkConditions, linksInto, treeLinkQuery, widgetFilterParam, type LayoutBlock } from '@yc/engine/page/layout-model';
import { recordApi, type RecordRow } from '../../api/eform.ts';
import { reportApi, type DataRow, type WidgetCard } from '../../api/report.ts';
import { WidgetView } from '../../pages/eform/report/WidgetView.tsx';
import type { PageProps } from '../../router/registry.ts';
import ListPage from './ListPage.tsx';
import { RecordPage } from './RecordForm.tsx';
import { useViewRuntime, type BlockPageView } from './useViewRuntime.ts';

export type Selections = Readonly<Record<string, RecordRow | undefined>>;
export type { BlockPageView };

export interface BlockProps {
  page: BlockPageView;
  block: LayoutBlock;
  selections: Selections;
  onSelect(blockKey: string, record: RecordRow | undefined): void;
  style?: CSSProperties;
}

const ROUTE = { kind: 'eformView', path: '', name: '' } as unknown as PageProps['route'];

/** The selections of a page's blocks; a new selection clears those of the blocks it filters (their rows change). */
function useSelections(page: BlockPageView) {
  const [selections, setSelections] = useState<Selections>({});
  const onSelect = useCallback((key: string, record: RecordRow | undefined) => {
    setSelections((current) => {
      const next: Record<string, RecordRow | undefined> = { ...current, [key]: record };
      const cleared = new Set<string>();
      const clear = (source: string) => {
        for (const link of page.layout.links ?? []) {
          if (link.source === source && !cleared.has(link.target)) {
            cleared.add(link.target);
            next[link.target] = undefined;
            clear(link.target);
          }
        }
      };
      clear(key);
      return next;
    });
  }, [page]);
  return { selections, onSelect };
}

/** Every block of the page, linked by their selections, each placed by `placeOf`. */
export function LayoutBlocks({ page, placeOf }: { page: BlockPageView; placeOf(block: LayoutBlock): CSSProperties }) {
  const { selections, onSelect } = useSelections(page);
  return page.layout.blocks.map((block) => (
    <LayoutBlockView key={block.key} page={page} block={block} selections={selections} onSelect={onSelect} style={placeOf(block)} />
  ));
}

/** One block in its card, titled by the block; a block filtered by another's selection says so, with a way to clear it. */
export function LayoutBlockView(props: BlockProps) {
  const { block, style } = props;
  return (
    <Card
      size="small"
      title={block.title || block.key}
      extra={block.kind === 'form' ? undefined : <FilteredBy {...props} />}
      data-testid={`layout-block-${block.key}`}
      style={{ overflow: 'auto', ...style }}
    >
      <BlockBody {...props} />
    </Card>
  );
}

/** "Filtered by <block>" for each selection this block follows; closing the tag clears that selection. */
function FilteredBy({ page, block, selections, onSelect }: BlockProps) {
  const { t } = useTranslation();
  const sources = [...new Set(linksInto(page, block.key).map((l) => l.source))].filter((source) => selections[source]);
  return sources.map((source) => (
    <Tag key={source} color="blue" closable onClose={() => onSelect(source, undefined)} data-testid={`layout-filter-${block.key}`}
      closeIcon={<span aria-label={t('unsaved.clearFilter')}>×</span>}>
      {t('unsaved.filteredBy', { name: page.layout.blocks.find((b) => b.key === source)?.title || source })}
    </Tag>
  ));
}

function BlockBody({ page, block, selections, onSelect }: BlockProps) {
  const { t } = useTranslation();
  const links = linksInto(page, block.key);
  const conditions = linkConditions(links, selections);
  const waiting = links.find((l) => !selections[l.source]);
  const sourceTitle = (key: string) => page.layout.blocks.find((b) => b.key === key)?.title || key;
  switch (block.kind) {
    case 'list':
    case 'tree': {
      // A block showing its own page would draw the page inside itself without end.
      if (!block.viewCode || block.viewCode === page.viewCode) return <Empty description={t('layout.unknownBlock')} />;
      // A list: the linked fields go to the block's page as its menu pre-filter would (query columns, their operators);
      // a tree: they choose its roots.
      const query: Record<string, string> = conditions.length === 0 ? {}
        : block.kind === 'tree' ? treeLinkQuery(conditions)
        : { colCode: conditions.map((c) => c.colCode).join(','), queryValue: conditions.map((c) => String(c.value ?? '')).join(',') };
      return (
        <SelectableRows name={block.key} viewCode={block.viewCode} selected={selections[block.key]?.id} onSelect={(row) => onSelect(block.key, row)}>
          <ListPage key={JSON.stringify(query)} route={ROUTE} props={{ viewCode: block.viewCode }} query={query} />
        </SelectableRows>
      );
    }
    case 'form': {
      const link = links[0];
      const source = link && page.layout.blocks.find((b) => b.key === link.source);
      const record = link && selections[link.source];
      if (!source?.viewCode) return <Empty description={t('layout.unknownBlock')} />;
      if (!record || waiting) return <Empty description={t('layout.noSelection', { source: sourceTitle(link!.source) })} />;
      return <FormBlock key={record.id} viewCode={block.viewCode || source.viewCode} id={record.id} />;
    }
    case 'widget':
      if (!block.widgetCode) return <Empty />;
      return (
        <WidgetBlock name={block.key} widgetCode={block.widgetCode}
          filter={Object.fromEntries(conditions.map((c) => [widgetFilterParam(c.colCode), String(c.value ?? '')]))} />
      );
  }
}

/**
 * A widget drawn in its block over its dataset's rows, read again whenever the links' filter changes (each a
 * dimension of the dataset = the selected record's value); a refusal (a link on another column) is shown in place.
 */
function WidgetBlock({ name, widgetCode, filter }: { name: string; widgetCode: string; filter: Record<string, string> }) {
  const [info, setInfo] = useState<WidgetCard>();
  const [rows, setRows] = useState<{ key: string; rows: DataRow[] }>();
  const [error, setError] = useState<string>();
  const key = JSON.stringify(filter);
  useEffect(() => {
    let current = true;
    reportApi.card(widgetCode).then((card) => current && setInfo(card), (e: unknown) => current && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      current = false;
    };
  }, [widgetCode]);
  useEffect(() => {
    let current = true;
    setError(undefined);
    reportApi.data(widgetCode, JSON.parse(key) as Record<string, string>).then(
      (read) => current && setRows({ key, rows: read }),
      (e: unknown) => current && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      current = false;
    };
  }, [widgetCode, key]);
  if (error) return <Alert type="warning" showIcon title={error} data-testid={`layout-widget-${name}-error`} />;
  if (!info || !rows) return <Spin />;
  const { widget, dimension, measure } = info;
  return (
    <div data-testid={`layout-widget-${name}`} data-filter={rows.key}>
      <WidgetView widget={widget} dataset={{ dimension, measure: measure.map((m) => ({ ...m })) }} rows={rows.rows} height={240} testId={`layout-widget-${name}-chart`} />
    </div>
  );
}

/** The record a form block shows, read with the page that lists it, as its detail. */
function FormBlock({ viewCode, id }: { viewCode: string; id: string }) {
  const state = useViewRuntime(viewCode);
  if (state.status === 'loading') return <Spin />;
  if (state.status !== 'ready') return <Empty />;
  return <RecordPage viewCode={viewCode} runtime={state.runtime} target={{ action: 'detail', id }} onSaved={() => undefined} onClose={() => undefined} />;
}

/**
 * Selects the row clicked in the list inside, or the node clicked in the tree inside (not a click on its buttons,
 * links, check boxes or a node's expander), read with its page so that links may use any of its fields; the selected
 * row is highlighted (a tree highlights its selected node itself).
 */
function SelectableRows({ name, viewCode, selected, onSelect, children }: {
  name: string; viewCode: string; selected?: string; onSelect(row: RecordRow): void; children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('button, a, input, .ant-checkbox-wrapper, .ant-dropdown, .ant-tree-switcher')) return;
    // A list's row, or a tree's node (its title carries the record id).
    const id = target.closest('tr[data-row-key]')?.getAttribute('data-row-key')
      ?? target.closest('.ant-tree-treenode')?.querySelector('[data-node-key]')?.getAttribute('data-node-key');
    if (id && id !== selected) recordApi.get(viewCode, id, 'view').then(onSelect, () => undefined);
  };
  const scope = `[data-selectable="${CSS.escape(name)}"]`;
  const highlight = selected ? `${scope} tr[data-row-key="${CSS.escape(selected)}"] > td { background: var(--ant-color-primary-bg, #e6f4ff) !important; }` : '';
  return (
    <div data-selectable={name} onClick={onClick} data-selected={selected ?? ''}>
      {highlight && <style>{highlight}</style>}
      {children}
    </div>
  );
}
