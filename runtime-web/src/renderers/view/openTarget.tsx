// Where a button with linkView opens the linked page, as its openType (or dialogSize) says: a modal of that size or
// full screen, a new browser tab, or inside the console's tab. The current record's fields become the linked page's
// query: the first query column of the linked page that the record has a value for pre-filters it (as a menu's
// colCode/queryValue would), so the linked page opens on the records of this one.
import { Modal, Skeleton } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { recordApi, type RecordRow } from '../../api/eform.ts';
import { queryFields, type View, type ViewButton } from '../engine.ts';
import { openingOf, type Opening } from './dialog-sizes.ts';
import { useViewRuntime } from './useViewRuntime.ts';

const ListPage = lazy(() => import('./ListPage.tsx'));

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

/** Opens buttons' linked pages; render `element` once where the modal may appear. */
export function useLinkOpener(): { open(button: ViewButton, record?: RecordRow): void; element: ReactNode } {
  const navigate = useNavigate();
  const [shown, setShown] = useState<{ viewCode: string; title: string; record?: RecordRow; opening: Extract<Opening, { kind: 'modal' }>; serial: number }>();
  const open = (button: ViewButton, record?: RecordRow) => {
    const viewCode = button.linkView;
    if (!viewCode) return;
    const opening = openingOf(button.openType ?? button.dialogSize);
    // Each opening starts from the record it was opened for (a new key, never the previous one's state).
    if (opening.kind === 'modal') return setShown((s) => ({ viewCode, title: button.buttonName, record, opening, serial: (s?.serial ?? 0) + 1 }));
    void recordApi.runtime(viewCode).then(({ view }) => {
      const query = new URLSearchParams(linkedQuery(view, record)).toString();
      const url = `${pagePath(viewCode)}${query ? `?${query}` : ''}`;
      if (opening.kind === 'newTab') window.open(url, '_blank', 'noopener');
      else navigate(url);
    }, () => undefined);
  };
  const element = shown && (
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
  );
  return { open, element };
}
