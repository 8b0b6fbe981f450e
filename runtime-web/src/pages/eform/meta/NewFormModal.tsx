// "New form" of the forms screen: a form of a table model, its code and name; it starts as the model's generated
// form (one control per column) and opens in the designer.
import { Form, Input, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { metadataApi } from '../../../api/eform.ts';
import { FormModal, type FormModalState } from '../../../components/crud/index.ts';
import { generateDefaultForm } from '../shared/engine.ts';

type Values = { tableName: string; formCode: string; formName: string };

export function NewFormModal({ state, groupCode, onCreated }: { state: FormModalState<object>; groupCode?: string; onCreated(formCode: string): void }) {
  const { t } = useTranslation();
  const [models, setModels] = useState<{ value: string; label: string }[]>([]);
  // The code just added, for the designer to open on once the dialog has closed.
  const created = useRef<string>(undefined);
  useEffect(() => {
    if (!state.open) return;
    void metadataApi.list('tableModel', { pageSize: 200, ...(groupCode ? { groupCode } : {}) })
      .then((page) => setModels(page.records.map((m) => ({ value: m.tableName, label: `${m.tableDesc} (${m.tableName})` }))));
  }, [state.open, groupCode]);
  const create = async (values: Values) => {
    const model = await metadataApi.get('tableModel', values.tableName);
    const form = { ...generateDefaultForm(model, { formCode: values.formCode }), formName: values.formName };
    await metadataApi.add('form', form);
    created.current = values.formCode;
  };
  return (
    <FormModal<object, Values>
      state={state}
      title={t('meta.newForm')}
      testId="new-form"
      initialValues={() => ({ formCode: '', formName: '' })}
      onSubmit={create}
      onSaved={() => created.current && onCreated(created.current)}
    >
      {(form) => (
        <>
          <Form.Item name="tableName" label={t('meta.newForm.model')} rules={[{ required: true, message: t('meta.newForm.modelRequired') }]}>
            <Select id="new-form-model" showSearch optionFilterProp="label" options={models}
              // A code and a name to start from, which the user may change.
              onChange={(tableName: string) => form.setFieldsValue({
                formCode: `${tableName}_form`, formName: models.find((m) => m.value === tableName)?.label.replace(/ \(.*\)$/, '') ?? tableName,
              })} />
          </Form.Item>
          <Form.Item name="formCode" label={t('meta.prop.formCode')} rules={[{ required: true, whitespace: true }]}>
            <Input id="new-form-code" />
          </Form.Item>
          <Form.Item name="formName" label={t('meta.prop.formName')} rules={[{ required: true, whitespace: true }]}>
            <Input id="new-form-name" />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
