// The list page of a menu item of the eform-view kind (its last path segment is the viewCode): columns,
// query bar, sort, pagination, line numbers, toolbar and inline buttons opening the form as the button says,
// the menu's pre-filter (componentProps colCode/queryValue) and a per-record data log.
import { Result, Skeleton } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import '../../i18n/eform.ts';
import type { PageProps } from '../../router/registry.ts';
import { useDictOptions } from '../../store/dict-cache.ts';
import {
  buttonFor, formDictCodes, listColumns, preFilters, queryFields, valueFields, type OptionLookup, type QueryField, type UserQuery, type View,
  type ViewButton,
} from '../engine.ts';
import { recordApi, type PageResult, type RecordRow } from '../../api/eform.ts';
import { notify } from '../../request/report.ts';
import { DIALOG_WIDTHS, openingOf, type Opening } from './dialog-sizes.ts';
import { DataLogDrawer } from './DataLogDrawer.tsx';
import { cellFormatters } from './format.ts';
import { forgetOptionLabels } from './option-label-cells.tsx';
import { RecordModal, RecordPage, type RecordAction, type RecordTarget } from './RecordForm.tsx';
import { RecordList, type RecordListProps } from './RecordList.tsx';
import { MobilePage } from './MobilePage.tsx';
import { TREE_LINK_PARAM, treeLinkFilter } from '@yc/engine/page/layout-model';
import { useViewRuntime, type LoadedView } from './useViewRuntime.ts';
import { valuesFromQuery } from './openTarget.tsx';
import { pendingDraft } from '../form/dirty-form.ts';

/** Address-bar parameters of a form opened as a page (new tab, inside the tab). */
export const PAGE_PARAMS = { action: 'recordAction', id: 'recordId' } as const;
const ACTIONS: readonly RecordAction[] = ['add', 'edit', 'detail'];

/** What a page type's renderer gets: the page, and everything the plain table (RecordList) is given. */
export interface PageTypeProps {
  viewCode: string;
  runtime: LoadedView;
  list: RecordListProps;
}

/**
 * The renderer of each page type (viewType), loaded when a page of that type opens; a type not listed here (and a
 * designer's preview) renders as the plain table. One line per type.
 */
export const PAGE_TYPE_RENDERERS: Partial<Record<View['viewType'], ComponentType<PageTypeProps>>> = {
  editableTable: lazy(() => import('./EditableTable.tsx')),
  tree: lazy(() => import('./TreePage.tsx')),
};

/** Layout and free-layout pages, loaded when one opens (their blocks hold list pages of their own). */
const BlockPage = lazy(() => import('./LayoutPage.tsx').then((m) => ({ default: m.BlockPage })));

export default function ListPage({ props, query }: PageProps) {
  const { t } = useTranslation();
  const viewCode = props.viewCode ?? '';
  const state = useViewRuntime(viewCode);
  if (state.status === 'loading') return <Skeleton active style={{ padding: 24 }} />;
  // A layout or free-layout page has no records of its own: the runtime answered with its blocks.
  if (state.status === 'blocks') {
    return (
      <Suspense fallback={<Skeleton active style={{ padding: 24 }} />}>
        <BlockPage key={viewCode} page={state.page} />
      </Suspense>
    );
  }
  if (state.status === 'failed') return <Result status="warning" title={t('view.unavailable', { viewCode })} />;
  if (state.runtime.view.viewType === 'mobile') return <MobilePage key={viewCode} viewCode={viewCode} runtime={state.runtime} query={query} />;
  return <LoadedPage key={viewCode} viewCode={viewCode} runtime={state.runtime} query={query} />;
}

/**
 * A page design as it would list its records now (the page designer's live preview): the stored page's form and
 * field permissions, the design's columns, query fields, sorts and masks, real rows; buttons open nothing.
 */
export function PagePreview({ view }: { view: View }) {
  const { t } = useTranslation();
  const state = useViewRuntime(view.viewCode);
  if (state.status === 'loading') return <Skeleton active style={{ padding: 24 }} />;
  if (state.status !== 'ready') return <Result status="warning" title={t('view.unavailable', { viewCode: view.viewCode })} />;
  return (
    <LoadedPage
      viewCode={view.viewCode}
      runtime={{ ...state.runtime, view }}
      query={{}}
      preview={(query) => recordApi.preview(view.viewCode, view, query)}
    />
  );
}

function LoadedPage({ viewCode, runtime, query, preview }: {
  viewCode: string; runtime: LoadedView; query: Record<string, string>; preview?(query: UserQuery): Promise<PageResult<RecordRow>>;
}) {
  const { t } = useTranslation();
  const { view, form } = runtime;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const columns = useMemo(() => listColumns(view), [view]);
  const fields = useMemo(() => queryFields(view), [view]);
  const dictCodes = useMemo(
    () => [...formDictCodes(form), ...columns.flatMap((c) => c.dictCode ?? []), ...fields.flatMap((f) => f.dictCode ?? [])],
    [form, columns, fields],
  );
  const { options, ready } = useDictOptions(dictCodes);
  const lookup = useMemo<OptionLookup>(() => ({ dictOptions: (code) => options.get(code) }), [options]);
  const formatters = useMemo(() => cellFormatters(columns, form, lookup, viewCode), [columns, form, lookup, viewCode]);
  const formFields = useMemo(() => new Map(valueFields(form, lookup).map((f) => [f.field.key, f])), [form, lookup]);
  const titles = useMemo(() => new Map(columns.map((c) => [c.key, c.title])), [columns]);
  const preFilter = useMemo(() => preFilters(view, query.colCode, query.queryValue), [view, query.colCode, query.queryValue]);
  // A tree block of a layout page: its roots filtered by the page's links.
  const linkFilter = useMemo(() => treeLinkFilter(query[TREE_LINK_PARAM]), [query]);
  const [dialog, setDialog] = useState<{ target: RecordTarget; opening: Extract<Opening, { kind: 'modal' }> } | undefined>();
  const [logOf, setLogOf] = useState<string | undefined>();
  const [generation, setGeneration] = useState(0);
  useReopenedDraft(viewCode, runtime.view, !preview, setDialog);

  const pageAction = ACTIONS.find((a) => a === query[PAGE_PARAMS.action]);
  if (pageAction) {
    const back = () => navigate(pathname);
    const saved = () => {
      forgetOptionLabels(viewCode);
      back();
    };
    const target = { action: pageAction, id: query[PAGE_PARAMS.id], values: valuesFromQuery(query) };
    return <RecordPage viewCode={viewCode} runtime={runtime} target={target} onSaved={saved} onClose={back} />;
  }
  if (!ready) return <Skeleton active style={{ padding: 24 }} />;

  const open = (button: ViewButton, target: RecordTarget) => {
    if (preview) return notify('info', t('view.previewOnly'));
    const opening = openingOf(button.openType ?? button.dialogSize);
    if (opening.kind === 'modal') return setDialog({ target, opening });
    const params = new URLSearchParams({ [PAGE_PARAMS.action]: target.action, ...(target.id ? { [PAGE_PARAMS.id]: target.id } : {}) });
    const url = `${pathname}?${params}`;
    if (opening.kind === 'newTab') window.open(url, '_blank', 'noopener');
    else navigate(url);
  };

  const optionsOf = (field: QueryField) =>
    formFields.get(field.colCode)?.ctx.options ?? (field.dictCode ? lookup.dictOptions?.(field.dictCode) : undefined);
  const controlOf = (field: QueryField) => formFields.get(field.colCode)?.field.type ?? field.showType;

  const listProps: RecordListProps = {
    reloadSignal: generation,
    viewCode,
    view,
    columns,
    formatters,
    queryFields: fields,
    preFilter,
    linkFilter,
    optionsOf,
    controlOf,
    onOpen: open,
    onLog: preview ? () => notify('info', t('view.previewOnly')) : setLogOf,
    listRecords: preview,
  };
  const Renderer = preview ? undefined : PAGE_TYPE_RENDERERS[view.viewType];

  return (
    <>
      {Renderer ? (
        <Suspense fallback={<Skeleton active style={{ padding: 24 }} />}>
          <Renderer viewCode={viewCode} runtime={runtime} list={listProps} />
        </Suspense>
      ) : (
        <RecordList {...listProps} />
      )}
      {dialog && (
        <RecordModal
          viewCode={viewCode}
          runtime={runtime}
          target={dialog.target}
          opening={dialog.opening}
          onClose={() => setDialog(undefined)}
          onSaved={() => {
            setDialog(undefined);
            forgetOptionLabels(viewCode);
            setGeneration((g) => g + 1);
          }}
        />
      )}
      {logOf && <DataLogDrawer viewCode={viewCode} recordId={logOf} titles={titles} formatters={formatters} onClose={() => setLogOf(undefined)} />}
    </>
  );
}

/**
 * A dialog left with unsaved input when the session expired opens again after the sign-in (its form takes the values
 * back); a form opened as a page comes back with its address.
 */
function useReopenedDraft(
  viewCode: string, view: View, live: boolean, open: (dialog: { target: RecordTarget; opening: Extract<Opening, { kind: 'modal' }> }) => void,
) {
  useEffect(() => {
    const draft = live ? pendingDraft(`${window.location.pathname}${window.location.search}`, viewCode) : undefined;
    if (!draft) return;
    const action = draft.recordId === 'new' ? 'add' : 'edit';
    const button = buttonFor(view, action);
    const opening = openingOf(button?.openType ?? button?.dialogSize);
    const modal = opening.kind === 'modal' ? opening : { kind: 'modal' as const, width: DIALOG_WIDTHS.default, fullscreen: false };
    open({ target: action === 'add' ? { action } : { action, id: draft.recordId }, opening: modal });
    // Once, when the page opens.
  }, []);
}
