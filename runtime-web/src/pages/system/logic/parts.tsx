// Pieces the logic screens share: a list of key/value pairs in a form, the test dialog and a table of answered rows.
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal, Space, Table, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../request/http.ts';
import './locale.ts';

/** A list of { key, value } pairs as a form field: parameters (parameterKey/defaultValue) or headers (key/value). */
export function PairList({ name, label, keyField, valueField, keyLabel, valueLabel, addLabel }: {
  name: string; label: string; keyField: string; valueField: string; keyLabel: string; valueLabel: string; addLabel: string;
}) {
  return (
    <Form.Item label={label}>
      <Form.List name={name}>
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                <Form.Item name={[field.name, keyField]} rules={[{ required: true, message: keyLabel }]}>
                  <Input placeholder={keyLabel} aria-label={keyLabel} />
                </Form.Item>
                <Form.Item name={[field.name, valueField]}>
                  <Input placeholder={valueLabel} aria-label={valueLabel} />
                </Form.Item>
                <MinusCircleOutlined onClick={() => remove(field.name)} />
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ [keyField]: '' })}>{addLabel}</Button>
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}

/** Rows of an answer as a table, its columns the keys of the rows. */
export function RowsTable({ rows }: { rows: Record<string, unknown>[] }) {
  const { t } = useTranslation();
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return (
    <>
      <Typography.Text type="secondary">{t('logic.rows', { count: rows.length })}</Typography.Text>
      <Table
        size="small" rowKey={(_, i) => String(i)} dataSource={rows} pagination={false} scroll={{ x: true, y: 320 }} data-testid="logic-rows"
        columns={keys.map((k) => ({ title: k, dataIndex: k, render: (v: unknown) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v ?? '')) }))}
      />
    </>
  );
}

/**
 * The test dialog: parameter inputs (when there are any), a run button and the outcome, or the refusal's reason shown
 * in place (the call is silent, so the reason is not also a notice).
 */
export function TestModal({ title, parameters, runLabel, onRun, onClose, children }: {
  title: string;
  parameters: { key: string; defaultValue?: string }[];
  runLabel: string;
  onRun(values: Record<string, string>): Promise<ReactNode>;
  onClose(): void;
  children?: ReactNode;
}) {
  const [form] = Form.useForm<Record<string, string>>();
  const [outcome, setOutcome] = useState<ReactNode>();
  const [error, setError] = useState<string>();
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    setError(undefined);
    setOutcome(undefined);
    try {
      const values = Object.fromEntries(Object.entries(await form.validateFields()).filter(([, v]) => v !== undefined && v !== ''));
      setOutcome(await onRun(values));
    } catch (e) {
      if (e instanceof ApiError) setError(e.message);
      else if (!(e as { errorFields?: unknown })?.errorFields) throw e;
    } finally {
      setRunning(false);
    }
  };
  return (
    <Modal open title={title} width={860} onCancel={onClose} footer={null} destroyOnHidden data-testid="logic-test">
      <Form form={form} layout="inline" initialValues={Object.fromEntries(parameters.map((p) => [p.key, p.defaultValue]))} style={{ marginBottom: 12 }}>
        {parameters.map((p) => (
          <Form.Item key={p.key} name={p.key} label={p.key}>
            <Input />
          </Form.Item>
        ))}
        {children}
        <Button type="primary" loading={running} onClick={run} data-testid="logic-run">{runLabel}</Button>
      </Form>
      {error && <Alert type="error" showIcon message={error} data-testid="logic-error" />}
      {outcome}
    </Modal>
  );
}
