// A designer of `designer/` (loaded on demand) in a full-width drawer: it opens on the item it was asked for as stored
// now, with the table model it is bound to; saves at the version it was read at (a stale save hands the designer the
// version stored now); the item's versions beside it (a restored version starts the designer over). Closing with unsaved
// changes asks first; the designer keeps them as a draft in the browser's storage either way.
import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Drawer, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { metadataApi, type MetadataKinds, type Stored } from '../../../api/eform.ts';
import { ApiError } from '../../../request/http.ts';
import { ChunkErrorBoundary } from '../../../router/lazy.tsx';
import type { Language, TableModel } from '../../../renderers/engine.ts';
import { HistoryDrawer } from '../../../components/HistoryDrawer.tsx';
import { PERMS } from '../shared/perms.ts';
import { useCloseGuard } from './close-guard.tsx';
import type { ModelColumn } from '@yc/designer/form-designer';

type Kind = 'form' | 'view';
type Item<K extends Kind> = MetadataKinds[K];

/** What a save answers the designers (their SaveResult, the stale item under the kind's own name). */
export type DesignSave<T> = { ok: true; version: number } | { ok: false; stale: { item: T; version: number } } | { ok: false; error: string };

export interface DesignContext<K extends Kind> {
  item: Item<K>;
  version: number;
  model?: Stored<TableModel>;
  lang: Language;
  save(item: Item<K>, version: number): Promise<DesignSave<Item<K>>>;
  /** The toolbar button of the item's versions. */
  versions: ReactNode;
  /** The model changed (e.g. a column created from the designer): read it again. */
  setModel(model: Stored<TableModel>): void;
  /** What the designer keeps the user's work with: the drafts' storage, and where it reports unsaved changes. */
  keeping: { drafts: Storage; onDirtyChange(dirty: boolean): void };
}

export interface DesignDrawerProps<K extends Kind> {
  kind: K;
  code?: string;
  title: string;
  /** The model the item is bound to. */
  modelOf(item: Item<K>): string | undefined;
  onClose(): void;
  children(context: DesignContext<K>): ReactNode;
}

/** The table model's columns as the designers list them. */
export const columnsOf = (model: TableModel | undefined): ModelColumn[] =>
  (model?.columns ?? []).map((c) => ({ code: c.colCode, name: c.colName, type: c.colType }));

const withoutVersion = <T extends object>({ version: _version, ...item }: Stored<T>) => item as unknown as T;

export function DesignDrawer<K extends Kind>({ kind, code, title, modelOf, onClose, children }: DesignDrawerProps<K>) {
  const { t, i18n } = useTranslation();
  const [loaded, setLoaded] = useState<{ code: string; item: Stored<Item<K>>; model?: Stored<TableModel> }>();
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [reads, setReads] = useState(0);
  const guard = useCloseGuard();

  // Each opening reads the item as stored now (never what the list showed earlier).
  useEffect(() => {
    setLoaded(undefined);
    if (!code) return;
    let live = true;
    void (async () => {
      const item = await metadataApi.get(kind, code);
      const modelName = modelOf(item);
      const model = modelName ? await metadataApi.get('tableModel', modelName).catch(() => undefined) : undefined;
      if (live) setLoaded({ code, item, model });
    })();
    return () => {
      live = false;
    };
  }, [kind, code, reads]);

  const save = useCallback(async (item: Item<K>, version: number): Promise<DesignSave<Item<K>>> => {
    try {
      const stored = await metadataApi.edit(kind, { ...item, version } as Stored<Item<K>>, { silent: true });
      return { ok: true, version: stored.version };
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && code) {
        const latest = await metadataApi.get(kind, code);
        return { ok: false, stale: { item: withoutVersion(latest), version: latest.version } };
      }
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }, [kind, code]);

  const history = useMemo(() => metadataApi.history(kind), [kind]);
  return (
    <Drawer open={code !== undefined} onClose={() => guard.close(onClose)} size="100%" destroyOnHidden title={title}>
      {loaded && loaded.code === code ? (
        <ChunkErrorBoundary>
          <Suspense fallback={<Skeleton active />}>
            <div key={`${code}@${loaded.item.version}@${reads}`}>
              {children({
                item: withoutVersion(loaded.item),
                version: loaded.item.version,
                model: loaded.model,
                lang: i18n.language === 'en_US' ? 'en_US' : 'zh_CN',
                save,
                versions: <Button data-testid="designer-versions" onClick={() => setVersionsOpen(true)}>{t('history.button')}</Button>,
                setModel: (model) => setLoaded((current) => current && { ...current, model }),
                keeping: { drafts: window.localStorage, onDirtyChange: guard.onDirtyChange },
              })}
            </div>
          </Suspense>
        </ChunkErrorBoundary>
      ) : (
        <Skeleton active />
      )}
      {guard.holder}
      <HistoryDrawer
        api={history}
        restorePerm={PERMS[kind].edit}
        code={versionsOpen ? code : undefined}
        onRestored={() => setReads((n) => n + 1)}
        onClose={() => setVersionsOpen(false)}
      />
    </Drawer>
  );
}
