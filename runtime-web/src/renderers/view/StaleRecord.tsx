// A stale edit refused (someone saved the record after it was opened, 409): the typed values stay in the form; the user
// reloads the stored record (dropping them) or compares it with them, field by field, and may then save over it.
import { Alert, Button, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordRow } from '../../api/eform.ts';
import { valueFields, type Form } from '../engine.ts';

export interface Stale {
  /** The values the refused save sent. */
  typed: Record<string, unknown>;
  /** The record as stored now, once compared. */
  stored?: RecordRow;
}

export interface StaleRecordProps {
  form: Form;
  stale: Stale;
  onChange(stale: Stale): void;
  load(): Promise<RecordRow>;
  reload(stored: RecordRow): void;
  compared(stored: RecordRow): void;
}

const shown = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** The fields whose stored value differs from the typed one. */
function differences(form: Form, stale: Required<Stale>) {
  return valueFields(form)
    .filter(({ field }) => field.key in stale.typed && shown(stale.typed[field.key]) !== shown(stale.stored[field.key]))
    .map(({ field, ctx }) => ({ key: field.key, field: ctx.title, stored: shown(stale.stored[field.key]), typed: shown(stale.typed[field.key]) }));
}

export function StaleRecord({ form, stale, onChange, load, reload, compared }: StaleRecordProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const withStored = async (then: (stored: RecordRow) => void) => {
    setBusy(true);
    try {
      then(await load());
    } finally {
      setBusy(false);
    }
  };
  const compare = () =>
    withStored((stored) => {
      onChange({ ...stale, stored });
      compared(stored);
    });
  return (
    <div data-testid="stale-record" style={{ marginBottom: 16 }}>
      <Alert
        type="warning"
        showIcon
        title={t('unsaved.staleTitle')}
        description={t('unsaved.staleText')}
        action={
          <Space direction="vertical">
            <Button size="small" loading={busy} onClick={() => void withStored(reload)} data-testid="stale-reload">
              {t('unsaved.reload')}
            </Button>
            <Button size="small" loading={busy} onClick={() => void compare()} data-testid="stale-compare">
              {t('unsaved.compare')}
            </Button>
          </Space>
        }
      />
      {stale.stored && (
        <Table
          size="small"
          pagination={false}
          data-testid="stale-compare-table"
          style={{ marginTop: 8 }}
          dataSource={differences(form, stale as Required<Stale>)}
          columns={[
            { key: 'field', dataIndex: 'field', title: t('unsaved.field') },
            { key: 'stored', dataIndex: 'stored', title: t('unsaved.stored') },
            { key: 'typed', dataIndex: 'typed', title: t('unsaved.typed') },
          ]}
        />
      )}
    </div>
  );
}
