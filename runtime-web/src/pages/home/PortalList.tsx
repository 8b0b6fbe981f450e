// A portal's list item: the list page's first rows drawn by the page renderer's RecordList, compact — the page's
// columns and formats, no query bar and no buttons, as many rows as the item asks for; the rows are read through the
// page's records API, so the server checks the page's permission as for the page itself. A row opens the page.
import { Empty, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import '../../i18n/eform.ts';
import { PORTAL_ITEM_ROWS } from '@yc/engine/metadata';
import { formDictCodes, listColumns, type OptionLookup, type View } from '../../renderers/engine.ts';
import { cellFormatters } from '../../renderers/view/format.ts';
import { pagePath } from '../../renderers/view/openTarget.tsx';
import { RecordList } from '../../renderers/view/RecordList.tsx';
import { useViewRuntime, type LoadedView } from '../../renderers/view/useViewRuntime.ts';
import { useDictOptions } from '../../store/dict-cache.ts';

const NONE: never[] = [];

function LoadedList({ viewCode, runtime, rows }: { viewCode: string; runtime: LoadedView; rows: number }) {
  const navigate = useNavigate();
  // Compact: the first page of `rows`, without the page's buttons (a row's page opens for those).
  const view = useMemo<View>(() => ({ ...runtime.view, pageNum: rows, isPage: true, buttons: [] }), [runtime.view, rows]);
  const columns = useMemo(() => listColumns(view), [view]);
  const dictCodes = useMemo(() => [...formDictCodes(runtime.form), ...columns.flatMap((c) => c.dictCode ?? [])], [runtime.form, columns]);
  const { options, ready } = useDictOptions(dictCodes);
  const lookup = useMemo<OptionLookup>(() => ({ dictOptions: (code) => options.get(code) }), [options]);
  const formatters = useMemo(() => cellFormatters(columns, runtime.form, lookup, viewCode), [columns, runtime.form, lookup, viewCode]);
  if (!ready) return <Skeleton active />;
  const open = () => navigate(pagePath(viewCode));
  return (
    <RecordList compact viewCode={viewCode} view={view} columns={columns} formatters={formatters} queryFields={NONE} preFilter={NONE}
      optionsOf={() => undefined} controlOf={() => undefined} onOpen={open} onLog={open} reloadSignal={0} />
  );
}

export function PortalList({ viewCode, rows, testId }: { viewCode?: string; rows?: number; testId: string }) {
  const { t } = useTranslation();
  const state = useViewRuntime(viewCode ?? '');
  if (!viewCode) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  if (state.status === 'loading') return <Skeleton active />;
  if (state.status !== 'ready') return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('view.unavailable', { viewCode })} />;
  return (
    <div data-testid={testId} data-view={viewCode}>
      <LoadedList viewCode={viewCode} runtime={state.runtime} rows={rows ?? PORTAL_ITEM_ROWS} />
    </div>
  );
}
