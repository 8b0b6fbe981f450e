// A mobile page (spec §9 page type mobile): the page's records as cards (title, subtitle and the other listed columns),
// pulled down to refresh, the next page of the server's paging loaded when the last card scrolls into view, and a tap
// opening the record in the page's form. Table pages keep their table on a phone (see README, "Pages on a phone").
// Controls fed by a SQL or HTTP config show their labels, asked for the cards' values together (one call per page).
// Above the cards: a search box over the page's first text query column (its default query first) and, when the page
// has an Add button, Add, which opens the page's form for a new record (#42 item 4).
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Input, Spin } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MOBILE_PAGE_SIZE, mobileCardFields } from '@yc/engine/page/layout-model';
import { recordApi, type RecordRow } from '../../api/eform.ts';
import '../../components/crud/locale.ts';
import '../../i18n/eform.ts';
import { useDictOptions } from '../../store/dict-cache.ts';
import { buttonFor, formDictCodes, listColumns, OPERATOR_RULES, preFilters, queryFields, type OptionLookup, type QueryFilter } from '../engine.ts';
import { cellFormatters } from './format.ts';
import { forgetOptionLabels, useOptionLabels } from './option-label-cells.tsx';
import { RecordPage } from './RecordForm.tsx';
import type { LoadedView } from './useViewRuntime.ts';

/** `opened` for a new record. */
const ADD = ':add';

/** How far (px) a pull must go before releasing it refreshes. */
const PULL_DISTANCE = 60;

interface Cards {
  rows: RecordRow[];
  total: number;
  pageNo: number;
  loading: boolean;
}

export function MobilePage({ viewCode, runtime, query }: { viewCode: string; runtime: LoadedView; query: Record<string, string> }) {
  const { t } = useTranslation();
  const { view, form } = runtime;
  const columns = useMemo(() => listColumns(view), [view]);
  const card = useMemo(() => mobileCardFields(view.mobileCard, columns.map((c) => c.key)), [view, columns]);
  const dictCodes = useMemo(() => [...formDictCodes(form), ...columns.flatMap((c) => c.dictCode ?? [])], [form, columns]);
  const { options, ready } = useDictOptions(dictCodes);
  const lookup = useMemo<OptionLookup>(() => ({ dictOptions: (code) => options.get(code) }), [options]);
  const formatters = useMemo(() => cellFormatters(columns, form, lookup, viewCode), [columns, form, lookup, viewCode]);
  const titles = useMemo(() => new Map(columns.map((c) => [c.key, c.title])), [columns]);
  // The column the search box filters: the first query column taking one typed value (not a dictionary's).
  const searchField = useMemo(() => queryFields(view).find((f) => OPERATOR_RULES[f.op].arity === 'one' && !f.dictCode), [view]);
  const [searched, setSearched] = useState('');
  const filters = useMemo((): QueryFilter[] => [
    ...preFilters(view, query.colCode, query.queryValue),
    ...(searchField && searched ? [{ colCode: searchField.colCode, op: searchField.op, value: searched }] : []),
  ], [view, query.colCode, query.queryValue, searchField, searched]);
  const pageSize = view.pageNum ?? MOBILE_PAGE_SIZE;
  const [cards, setCards] = useState<Cards>({ rows: [], total: 0, pageNo: 0, loading: false });
  const labelledKeys = useMemo(() => [...formatters].filter(([, f]) => f.labelled).map(([key]) => key), [formatters]);
  const labels = useOptionLabels(viewCode, labelledKeys, cards.rows);
  /** The record open in the form: its id, or ADD for a new one. */
  const [opened, setOpened] = useState<string>();
  const [pull, setPull] = useState<{ from: number; distance: number } | undefined>();
  const [refreshing, setRefreshing] = useState(false);
  const generation = useRef(0);
  const pulledAway = useRef(false);
  const listRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);

  /** Page `pageNo` of the records: the first replaces the cards, the next ones add to them. */
  const load = useCallback(async (pageNo: number) => {
    const mine = pageNo === 1 ? ++generation.current : generation.current;
    setCards((c) => ({ ...c, loading: true }));
    try {
      const page = await recordApi.list(viewCode, { filters, pageNo, pageSize });
      if (mine !== generation.current) return;
      setCards((c) => ({ rows: pageNo === 1 ? page.records : [...c.rows, ...page.records], total: page.total, pageNo, loading: false }));
    } catch {
      if (mine === generation.current) setCards((c) => ({ ...c, loading: false }));
    }
  }, [viewCode, filters, pageSize]);

  useEffect(() => {
    void load(1);
  }, [load]);

  const more = cards.rows.length < cards.total;
  // The next page once the end of the list shows (and is not already loading).
  useEffect(() => {
    const end = endRef.current;
    if (!end || !more || cards.loading) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void load(cards.pageNo + 1);
    }, { root: listRef.current });
    observer.observe(end);
    return () => observer.disconnect();
  }, [ready, more, cards.loading, cards.pageNo, load]);

  const refresh = async () => {
    forgetOptionLabels(viewCode);
    setRefreshing(true);
    await load(1);
    setRefreshing(false);
  };

  // Pull to refresh: a drag down from the top of the list (finger, pen or mouse).
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if ((listRef.current?.scrollTop ?? 0) <= 0) setPull({ from: e.clientY, distance: 0 });
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (pull) setPull({ ...pull, distance: Math.max(0, e.clientY - pull.from) });
  };
  const onPointerUp = () => {
    if (pull && pull.distance >= PULL_DISTANCE) void refresh();
    // A pull is not a tap: the click that ends it opens nothing.
    pulledAway.current = (pull?.distance ?? 0) > 8;
    setPull(undefined);
  };
  const tap = (id: string) => {
    if (!pulledAway.current) setOpened(id);
    pulledAway.current = false;
  };

  if (opened) {
    const edit = buttonFor(view, 'edit') !== undefined;
    const back = () => setOpened(undefined);
    const saved = () => {
      forgetOptionLabels(viewCode);
      back();
      void load(1);
    };
    const target = opened === ADD ? { action: 'add' as const } : { action: edit ? ('edit' as const) : ('detail' as const), id: opened };
    return <RecordPage viewCode={viewCode} runtime={runtime} target={target} onSaved={saved} onClose={back} />;
  }
  if (!ready) return <Spin />;

  const show = (key: string | undefined, row: RecordRow) => {
    if (!key) return '';
    const format = formatters.get(key);
    if (!format) return String(row[key] ?? '');
    return format.labelled ? format.labelled(row[key], labels(key, row[key])) : format(row[key]);
  };
  const pulled = pull?.distance ?? 0;
  const pullText = refreshing ? t('mobile.refreshing') : pulled >= PULL_DISTANCE ? t('mobile.release') : t('mobile.pull');

  const add = buttonFor(view, 'add');
  const list = (
    <div
      ref={listRef}
      data-testid="mobile-list"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setPull(undefined)}
      style={{ height: `calc(100vh - ${searchField || add ? 196 : 140}px)`, overflowY: 'auto', touchAction: 'pan-y', padding: 8 }}
    >
      {(pulled > 0 || refreshing) && (
        <div data-testid="mobile-pull" style={{ height: refreshing ? 40 : Math.min(pulled, 2 * PULL_DISTANCE), textAlign: 'center', color: '#999', overflow: 'hidden' }}>
          {pullText}
        </div>
      )}
      {cards.rows.length === 0 && !cards.loading && <Empty />}
      {cards.rows.map((row) => (
        <Card key={row.id} size="small" hoverable data-testid="mobile-card" style={{ marginBottom: 8 }} onClick={() => tap(row.id)}>
          <div style={{ fontWeight: 600 }} data-testid="mobile-card-title">{show(card.title, row)}</div>
          {card.subtitle && <div style={{ color: '#888' }}>{show(card.subtitle, row)}</div>}
          {card.rest.filter((key) => show(key, row) !== '').map((key) => (
            <div key={key} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              <span style={{ color: '#888' }}>{titles.get(key)}</span>
              <span>{show(key, row)}</span>
            </div>
          ))}
        </Card>
      ))}
      <div ref={endRef} data-testid="mobile-end" style={{ textAlign: 'center', padding: 8, color: '#999' }}>
        {cards.loading ? t('mobile.loading') : more ? '' : cards.rows.length > 0 ? t('mobile.end') : ''}
      </div>
    </div>
  );

  return (
    <>
      {(searchField || add) && (
        <div data-testid="mobile-bar" style={{ display: 'flex', gap: 8, padding: '0 8px' }}>
          {searchField && (
            <Input.Search data-testid="mobile-search" placeholder={searchField.title} aria-label={searchField.title}
              enterButton={t('crud.search')} onSearch={(value) => setSearched(value.trim())} style={{ flex: 1 }} />
          )}
          {add && <Button type="primary" icon={<PlusOutlined />} data-testid="mobile-add" onClick={() => setOpened(ADD)}>{t('crud.add')}</Button>}
        </div>
      )}
      {list}
    </>
  );
}
