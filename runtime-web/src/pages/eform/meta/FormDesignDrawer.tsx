// The form designer in its drawer: previews with the console's own form renderer and creates a column in the form's
// table model when asked.
import { useTranslation } from 'react-i18next';
import type { FormDesignerProps, PreviewWidth } from '@yc/designer/form-designer';
import { metadataApi } from '../../../api/eform.ts';
import { lazyPage } from '../../../router/lazy.tsx';
import { FormRenderer } from '../../../renderers/form/FormRenderer.tsx';
import { columnForControl, type ControlType, type Form } from '../../../renderers/engine.ts';
import { columnsOf, DesignDrawer } from './DesignDrawer.tsx';
import { useOptionSources } from './option-sources.ts';

const FormDesigner = lazyPage<FormDesignerProps>(() => import('@yc/designer/form-designer').then((m) => ({ default: m.FormDesigner })));

/** The console's form renderer as the designer's preview: a new record, at the chosen width. */
function Preview({ form }: { form: Form; width: PreviewWidth }) {
  return <FormRenderer form={form} onSubmit={() => undefined} />;
}

export function FormDesignDrawer({ formCode, onClose }: { formCode?: string; onClose(): void }) {
  const { t } = useTranslation();
  const optionSources = useOptionSources();
  return (
    <DesignDrawer kind="form" code={formCode} title={t('meta.design.title', { formCode })} modelOf={(form) => form.objectName} onClose={onClose}>
      {({ item, version, model, lang, save, versions, setModel }) => (
        <FormDesigner
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
          drafts={window.localStorage}
          extra={versions}
        />
      )}
    </DesignDrawer>
  );
}
