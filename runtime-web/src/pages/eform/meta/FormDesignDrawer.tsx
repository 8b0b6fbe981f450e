// The form designer (from `designer/`, loaded on demand) in a full-width drawer: it opens on the stored form it was
// asked for, previews with the console's own form renderer, saves at the version it was read at (a stale save hands
// the designer the version stored now), and creates a column in the form's table model when asked.
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Button, Drawer, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormDesignerProps, ModelColumn, PreviewWidth, SaveResult } from '@yc/designer/form-designer';
import { metadataApi, type Stored } from '../../../api/eform.ts';
import { ApiError } from '../../../request/http.ts';
import { ChunkErrorBoundary, lazyPage } from '../../../router/lazy.tsx';
import { FormRenderer } from '../../../renderers/form/FormRenderer.tsx';
import { columnForControl, type Form, type TableModel } from '../../../renderers/engine.ts';
import { HistoryDrawer } from '../../../components/HistoryDrawer.tsx';
import { PERMS } from '../shared/perms.ts';

const FORM_HISTORY = metadataApi.history('form');

const FormDesigner = lazyPage<FormDesignerProps>(() => import('@yc/designer/form-designer').then((m) => ({ default: m.FormDesigner })));

/** The console's form renderer as the designer's preview: a new record, at the chosen width. */
function Preview({ form }: { form: Form; width: PreviewWidth }) {
  return <FormRenderer form={form} onSubmit={() => undefined} />;
}

const withoutVersion = <T extends object>({ version: _version, ...item }: Stored<T>) => item as unknown as T;
const columnsOf = (model: TableModel | undefined): ModelColumn[] =>
  (model?.columns ?? []).map((c) => ({ code: c.colCode, name: c.colName, type: c.colType }));

export function FormDesignDrawer({ formCode, onClose }: { formCode?: string; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const [loaded, setLoaded] = useState<{ form: Stored<Form>; model?: Stored<TableModel> }>();
  const [versionsOpen, setVersionsOpen] = useState(false);
  // A restored version is read again (and the designer starts over from it).
  const [reads, setReads] = useState(0);

  // Each opening reads the form as stored now (never what the list showed earlier).
  useEffect(() => {
    setLoaded(undefined);
    if (!formCode) return;
    let live = true;
    void (async () => {
      const form = await metadataApi.get('form', formCode);
      const model = form.objectName ? await metadataApi.get('tableModel', form.objectName).catch(() => undefined) : undefined;
      if (live) setLoaded({ form, model });
    })();
    return () => {
      live = false;
    };
  }, [formCode, reads]);

  const save = useCallback(async (form: Form, version: number): Promise<SaveResult> => {
    try {
      const stored = await metadataApi.edit('form', { ...form, version }, { silent: true });
      return { ok: true, version: stored.version };
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        const latest = await metadataApi.get('form', form.formCode);
        return { ok: false, stale: { form: withoutVersion(latest), version: latest.version } };
      }
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }, []);

  const createColumn = useCallback(async (column: ModelColumn) => {
    const model = loaded?.model && (await metadataApi.get('tableModel', loaded.model.tableName));
    if (!model) return;
    const columns = [...model.columns, columnForControl(column.type as Form['fields'][number]['type'], column.code, column.name)];
    const saved = await metadataApi.edit('tableModel', { ...model, columns });
    setLoaded((current) => current && { ...current, model: saved });
  }, [loaded?.model]);

  return (
    <Drawer open={formCode !== undefined} onClose={onClose} size="100%" destroyOnHidden title={t('meta.design.title', { formCode })}>
      {loaded && loaded.form.formCode === formCode ? (
        <ChunkErrorBoundary>
          <Suspense fallback={<Skeleton active />}>
            <FormDesigner
              key={`${formCode}@${loaded.form.version}`}
              form={withoutVersion(loaded.form)}
              version={loaded.form.version}
              lang={i18n.language === 'en_US' ? 'en_US' : 'zh_CN'}
              Preview={Preview}
              save={save}
              columns={columnsOf(loaded.model)}
              onCreateColumn={loaded.model ? createColumn : undefined}
              drafts={window.localStorage}
              extra={<Button data-testid="designer-versions" onClick={() => setVersionsOpen(true)}>{t('history.button')}</Button>}
            />
          </Suspense>
        </ChunkErrorBoundary>
      ) : (
        <Skeleton active />
      )}
      <HistoryDrawer
        api={FORM_HISTORY}
        restorePerm={PERMS.form.edit}
        code={versionsOpen ? formCode : undefined}
        onRestored={() => setReads((n) => n + 1)}
        onClose={() => setVersionsOpen(false)}
      />
    </Drawer>
  );
}
