// Where a button with linkView or linkForm opens its target, as its openType (or dialogSize) says: a modal of that
// size or full screen, a new browser tab, or inside the console's tab. The current record's fields are the target's
// parameters: a linked page is pre-filtered on its first query column the record has a value for (as a menu's
// colCode/queryValue would); a linked form (adding a record through linkView's page, else this page) starts with the
// record's values of the fields it shares with it.
import { Modal, Skeleton } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { recordApi, type RecordRow } from '../../api/eform.ts';
import { isPlatformColumn } from '@yc/engine/ddl/columns';
import { queryFields, valueFields, type Form, type View, type ViewButton } from '../engine.ts';
import { openingOf, type Opening } from './dialog-sizes.ts';
import { useViewRuntime } from './useViewRuntime.ts';

// Both load when a link is first opened: a form button (inside the form renderer) opens them, and they draw forms.
const ListPage = lazy(() => import('./ListPage.tsx'));
const RecordModal = lazy(() => import('./RecordForm.tsx').then((m) => ({ default: m.RecordModal })));

/**
 * Whether a button opens a linked page or form: a custom button naming one (add, edit and detail name their page's
 * own form in linkForm and keep their meaning).
 */
export const isLink = (button: ViewButton) => button.action === 'custom' && !!(button.linkView || button.linkForm);

/** The console path of a page (its menu item's url). */
export const pagePath = (viewCode: string) => `/eform/view/${encodeURIComponent(viewCode)}`;

/** The linked page's query from the current record: colCode and queryValue of its first query column the record fills. */
export function linkedQuery(linked: Pick<View, 'columns'>, record: RecordRow | undefined): Record<string, string> {
  if (!record) return {};
  for (const field of queryFields(linked)) {
    const value = record[field.colCode];
    if (value !== undefined && value !== null && value !== '') return { colCode: field.colCode, queryValue: String(value) };
  }
  return {};
}

/** The address-bar parameter carrying a linked form's starting values (JSON). */
export const LINK_VALUES_PARAM = 'linkValues';

/** A linked form's starting values: the record's values of the form's value fields (never its id or platform columns). */
export function linkedValues(form: Form, record: RecordRow | undefined): Record<string, unknown> {
  if (!record) return {};
  const keys = valueFields(form).map(({ field }) => field.key).filter((key) => key !== 'id' && !isPlatformColumn(key));
  return Object.fromEntries(keys.filter((key) => record[key] !== undefined && record[key] !== null).map((key) => [key, record[key]]));
}

/** The starting values an address names (a JSON object), if any. */
export function valuesFromQuery(query: Record<string, string>): Record<string, unknown> | undefined {
  try {
    const values: unknown = JSON.parse(query[LINK_VALUES_PARAM] ?? '');
    return values && typeof values === 'object' && !Array.isArray(values) ? (values as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function LinkedForm({ viewCode, record, opening, onClose }: { viewCode: string; record?: RecordRow; opening: Extract<Opening, { kind: 'modal' }>; onClose(): void }) {
  const state = useViewRuntime(viewCode);
  if (state.status !== 'ready') return null;
  const target = { action: 'add' as const, values: linkedValues(state.runtime.form, record) };
  return (
    <Suspense fallback={null}>
      <RecordModal viewCode={viewCode} runtime={state.runtime} target={target} opening={opening} onClose={onClose} onSaved={onClose} />
    </Suspense>
  );
}

function LinkedPage({ viewCode, record }: { viewCode: string; record?: RecordRow }) {
  const state = useViewRuntime(viewCode);
  if (state.status !== 'ready') return <Skeleton active />;
  const query = linkedQuery(state.runtime.view, record);
  return (
    <Suspense fallback={<Skeleton active />}>
      <ListPage props={{ viewCode }} query={query} route={undefined as never} />
    </Suspense>
  );
}

/** Opens buttons' linked pages and forms (`viewCode`: the current page); render `element` once where the modal may appear. */
export function useLinkOpener(current: string): { open(button: ViewButton, record?: RecordRow): void; element: ReactNode } {
  const navigate = useNavigate();
  const [shown, setShown] = useState<{
    viewCode: string; form: boolean; title: string; record?: RecordRow; opening: Extract<Opening, { kind: 'modal' }>; serial: number;
  }>();
  const open = (button: ViewButton, record?: RecordRow) => {
    const form = !!button.linkForm;
    const viewCode = button.linkView ?? (form ? current : undefined);
    if (!viewCode) return;
    const opening = openingOf(button.openType ?? button.dialogSize);
    // Each opening starts from the record it was opened for (a new key, never the previous one's state).
    if (opening.kind === 'modal') return setShown((s) => ({ viewCode, form, title: button.buttonName, record, opening, serial: (s?.serial ?? 0) + 1 }));
    void recordApi.runtime(viewCode).then(({ view, form: linked }) => {
      const params = form
        ? { recordAction: 'add', [LINK_VALUES_PARAM]: JSON.stringify(linked ? linkedValues(linked, record) : {}) }
        : linkedQuery(view, record);
      const query = new URLSearchParams(params).toString();
      const url = `${pagePath(viewCode)}${query ? `?${query}` : ''}`;
      if (opening.kind === 'newTab') window.open(url, '_blank', 'noopener');
      else navigate(url);
    }, () => undefined);
  };
  const element = shown && (shown.form ? (
    <LinkedForm key={shown.serial} viewCode={shown.viewCode} record={shown.record} opening={shown.opening} onClose={() => setShown(undefined)} />
  ) : (
    <Modal
      open
      key={shown.serial}
      title={shown.title}
      width={shown.opening.width}
      style={shown.opening.fullscreen ? { top: 0, maxWidth: '100vw', paddingBottom: 0 } : { maxWidth: 'calc(100vw - 16px)' }}
      footer={null}
      onCancel={() => setShown(undefined)}
      destroyOnHidden
      data-testid="linked-page-modal"
    >
      <LinkedPage key={shown.serial} viewCode={shown.viewCode} record={shown.record} />
    </Modal>
  ));
  return { open, element };
}
