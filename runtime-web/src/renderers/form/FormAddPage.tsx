// A menu item of the form-add kind (its last path segment is the formCode): a form that adds one record after
// another. Records are written through the run-time API of a list page, which the item names in its
// componentProps as viewCode (the server checks the page's add button and validates with its form).
import { Alert, Button, Card, Result, Skeleton } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordApi } from '../../api/eform.ts';
import { notifySuccess } from '../../components/crud/index.ts';
import '../../i18n/eform.ts';
import { ApiError } from '../../request/http.ts';
import { serverFieldErrors } from './server-errors.ts';
import type { PageProps } from '../../router/registry.ts';
import { useViewRuntime } from '../view/useViewRuntime.ts';
import { FormRenderer, type FormHandle } from './FormRenderer.tsx';

export default function FormAddPage({ props }: PageProps) {
  const { t } = useTranslation();
  const formCode = props.formCode ?? '';
  const viewCode = props.viewCode ?? '';
  const state = useViewRuntime(viewCode);
  const handle = useRef<FormHandle>(null);
  const [serial, setSerial] = useState(0);
  const [saving, setSaving] = useState(false);

  if (!viewCode) return <Result status="info" title={t('formAdd.noView', { formCode })} />;
  if (state.status === 'loading') return <Skeleton active style={{ padding: 24 }} />;
  if (state.status !== 'ready') return <Result status="warning" title={t('view.unavailable', { viewCode })} />;
  const { form, access } = state.runtime;

  const save = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      await recordApi.add(viewCode, values);
    } catch (error) {
      // The request layer has told the user; the form shows the problems that name a field.
      if (error instanceof ApiError && !serverFieldErrors(error)) return;
      throw error;
    } finally {
      setSaving(false);
    }
    notifySuccess();
    // A fresh form for the next record.
    setSerial((s) => s + 1);
  };

  return (
    <Card
      title={form.formName}
      data-testid="form-add-page"
      actions={[
        <Button key="save" type="primary" loading={saving} onClick={() => handle.current?.submit()} data-testid="record-save">
          {t('view.save')}
        </Button>,
      ]}
    >
      {form.formCode !== formCode && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('formAdd.otherForm', { formCode, viewCode })} />}
      <FormRenderer key={serial} form={form} viewCode={viewCode} access={access} onSubmit={save} handle={handle} />
    </Card>
  );
}
