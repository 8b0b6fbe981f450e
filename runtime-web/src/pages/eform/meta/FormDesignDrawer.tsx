// The form designer in its drawer: previews with the console's own form renderer and creates a column in the form's
// table model when asked. A table behind its model (after such a column) is said in the designer, with the model
// designer's own sync: its DDL preview, then the sync (a sync that would lose data asks again before it is forced).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDesignerProps, PreviewWidth } from '@yc/designer/form-designer';
import { metadataApi, type Stored } from '../../../api/eform.ts';
import { lazyPage } from '../../../router/lazy.tsx';
import { FormRenderer } from '../../../renderers/form/FormRenderer.tsx';
import { columnForControl, subTableFields, type ControlType, type Form, type TableModel } from '../../../renderers/engine.ts';
import { columnsOf, DesignDrawer } from './DesignDrawer.tsx';
import { useTableActions } from '../model/useTableActions.tsx';
import { useOptionSources } from './option-sources.ts';

const FormDesigner = lazyPage<FormDesignerProps>(() => import('@yc/designer/form-designer').then((m) => ({ default: m.FormDesigner })));

/**
 * The design as the console draws it: a form with sub-tables is drawn by the server (each sub-table with its row form,
 * so the preview shows the grid and "Add a row"); a design it cannot draw yet is shown as it is.
 */
function useDrawnForm(form: Form): Form {
  const [drawn, setDrawn] = useState<{ of: Form; form: Form }>();
  const withSubTables = subTableFields(form).length > 0;
  useEffect(() => {
    if (!withSubTables) return undefined;
    let current = true;
    metadataApi.previewForm(form).then((result) => current && setDrawn({ of: form, form: result }), () => undefined);
    return () => {
      current = false;
    };
  }, [form, withSubTables]);
  return withSubTables && drawn?.of === form ? drawn.form : form;
}

/** The console's form renderer as the designer's preview: a new record, at the chosen width. */
function Preview({ form }: { form: Form; width: PreviewWidth }) {
  return <FormRenderer form={useDrawnForm(form)} onSubmit={() => undefined} />;
}

export function FormDesignDrawer({ formCode, onClose }: { formCode?: string; onClose(): void }) {
  const { t } = useTranslation();
  const optionSources = useOptionSources();
  // The model's table name while a sync runs, to read the model again when it is done.
  const syncing = useRef<{ tableName: string; setModel(model: Stored<TableModel>): void }>(undefined);
  const tables = useTableActions(async () => {
    const at = syncing.current;
    if (at) at.setModel(await metadataApi.get('tableModel', at.tableName));
  });
  return (
    <DesignDrawer kind="form" code={formCode} title={t('meta.design.title', { formCode })} modelOf={(form) => form.objectName} onClose={onClose}>
      {({ item, version, model, lang, save, versions, setModel, keeping }) => (
        <>
        <FormDesigner
          {...keeping}
          form={item}
          version={version}
          lang={lang}
          Preview={Preview}
          save={async (form, at) => {
            const result = await save(form, at);
            return 'stale' in result ? { ok: false, stale: { form: result.stale.item, version: result.stale.version } } : result;
          }}
          columns={columnsOf(model)}
          optionSources={optionSources}
          onCreateColumn={model && (async (column) => {
            const current = await metadataApi.get('tableModel', model.tableName);
            const columns = [...current.columns, columnForControl(column.type as ControlType, column.code, column.name)];
            setModel(await metadataApi.edit('tableModel', { ...current, columns }));
          })}
          tableNotice={model?.isSync === 'notSynced' ? {
            sync: () => {
              syncing.current = { tableName: model.tableName, setModel };
              void tables.syncTable(model.tableName);
            },
          } : undefined}
          extra={versions}
        />
        {tables.holder}
        </>
      )}
    </DesignDrawer>
  );
}
