// A record's form opened from a list page: add, edit or detail, in a modal of the button's dialog size or as
// a page (new tab, inside the tab). Edit reads the record unmasked, detail masked; saving goes to the server,
// which validates again. A stale edit (someone saved the record meanwhile, 409) keeps the typed values and offers to
// reload the stored record or compare it with them.
import { Button, Card, Modal, Skeleton, Space } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { recordApi, type RecordRow } from '../../api/eform.ts';
import { notifySuccess } from '../../components/crud/index.ts';
import { ApiError } from '../../request/http.ts';
import { FormRenderer, type FormHandle } from '../form/FormRenderer.tsx';
import { serverFieldErrors } from '../form/server-errors.ts';
import { confirmLeave } from '../form/dirty-form.ts';
import { RECORD_VERSION_COLUMN } from '../engine.ts';
import { StaleRecord, type Stale } from './StaleRecord.tsx';
import type { Opening } from './dialog-sizes.ts';
import type { LoadedView } from './useViewRuntime.ts';
import { useFocusReturn } from '../../components/useFocusReturn.ts';

export type RecordAction = 'add' | 'edit' | 'detail';

export interface RecordTarget {
  action: RecordAction;
  id?: string;
  /** A new record's starting values (a linked form's parameters). */
  values?: Record<string, unknown>;
}

export interface RecordFormProps {
  viewCode: string;
  runtime: LoadedView;
  target: RecordTarget;
  /** After a successful save. */
  onSaved(): void;
  onClose(): void;
}

/** The record to show (undefined while loading, null for a new one); a failed load closes the form. */
function useRecord(viewCode: string, target: RecordTarget, onClose: () => void) {
  const [record, setRecord] = useState<RecordRow | null | undefined>(target.action === 'add' ? ((target.values as RecordRow | undefined) ?? null) : undefined);
  useEffect(() => {
    if (target.action === 'add' || !target.id) return;
    let live = true;
    recordApi.get(viewCode, target.id, target.action === 'edit' ? 'edit' : 'view').then(
      (row) => live && setRecord(row),
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
  }, [viewCode, target.action, target.id]);
  return [record, setRecord] as const;
}

/** `back`: the form is a dialog, which browser Back closes. */
function useRecordForm({ viewCode, runtime, target, onSaved, onClose }: RecordFormProps, back?: () => void) {
  const { t } = useTranslation();
  const [record, setRecord] = useRecord(viewCode, target, onClose);
  const handle = useRef<FormHandle>(null);
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState<Stale>();
  // Reload replaces the typed values by the stored record's: the form starts again.
  const [generation, setGeneration] = useState(0);
  const readonly = target.action === 'detail';
  const save = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      if (target.action === 'add') await recordApi.add(viewCode, values);
      // The edit names the version the record was read at: a record changed meanwhile is not overwritten.
      else await recordApi.edit(viewCode, target.id!, { ...values, [RECORD_VERSION_COLUMN]: record?.[RECORD_VERSION_COLUMN] });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && target.action === 'edit') return setStale({ typed: values });
      // The request layer has told the user; the form shows the problems that name a field.
      if (error instanceof ApiError && !serverFieldErrors(error)) return;
      throw error;
    } finally {
      setSaving(false);
    }
    setStale(undefined);
    notifySuccess();
    onSaved();
  };
  const staleActions = {
    load: () => recordApi.get(viewCode, target.id!, 'edit'),
    reload: (stored: RecordRow) => {
      setStale(undefined);
      setRecord(stored);
      setGeneration((g) => g + 1);
    },
    // Compared: the typed values stay, and the next save goes over the version now stored.
    compared: (stored: RecordRow) => setRecord((current) => (current ? { ...current, [RECORD_VERSION_COLUMN]: stored[RECORD_VERSION_COLUMN] } : current)),
  };
  const title = `${runtime.view.viewName} · ${t(target.action === 'add' ? 'crud.add' : target.action === 'edit' ? 'crud.edit' : 'view.detail')}`;
  const body: ReactNode =
    record === undefined ? (
      <Skeleton active />
    ) : (
      <>
        {stale && <StaleRecord form={runtime.form} stale={stale} onChange={setStale} {...staleActions} />}
        <FormRenderer
          key={generation}
          form={runtime.form}
          viewCode={viewCode}
          record={record ?? undefined}
          access={runtime.access}
          readonly={readonly}
          onSubmit={save}
          handle={handle}
          {...(back ? { onBack: back } : {})}
        />
      </>
    );
  return { title, body, readonly, saving, submit: () => handle.current?.submit(), ready: record !== undefined };
}

export function RecordModal(props: RecordFormProps & { opening: Extract<Opening, { kind: 'modal' }> }) {
  const { t } = useTranslation();
  const form = useRecordForm(props, props.onClose);
  useFocusReturn();
  const { opening } = props;
  // Cancel, the close button and Escape ask first when something was typed.
  const cancel = () => void confirmLeave(`${window.location.pathname}${window.location.search}`).then((leave) => leave && props.onClose());
  return (
    <Modal
      open
      title={form.title}
      width={opening.width}
      style={opening.fullscreen ? { top: 0, maxWidth: '100vw', paddingBottom: 0 } : { maxWidth: 'calc(100vw - 16px)' }}
      onCancel={cancel}
      destroyOnHidden
      data-testid="record-modal"
      footer={
        form.readonly ? (
          <Button onClick={props.onClose}>{t('common.back')}</Button>
        ) : (
          <Space>
            <Button onClick={cancel}>{t('common.cancel')}</Button>
            <Button type="primary" loading={form.saving} disabled={!form.ready} onClick={form.submit} data-testid="record-save">
              {t('common.confirm')}
            </Button>
          </Space>
        )
      }
    >
      {form.body}
    </Modal>
  );
}

/** The form as a page: opened in a new browser tab or inside the list page's own tab. */
export function RecordPage(props: RecordFormProps) {
  const { t } = useTranslation();
  const form = useRecordForm(props);
  return (
    <Card
      title={form.title}
      data-testid="record-page"
      extra={<Button onClick={props.onClose}>{t('common.back')}</Button>}
      actions={
        form.readonly
          ? undefined
          : [
              <Button key="save" type="primary" loading={form.saving} disabled={!form.ready} onClick={form.submit} data-testid="record-save">
                {t('view.save')}
              </Button>,
            ]
      }
    >
      {form.body}
    </Card>
  );
}
