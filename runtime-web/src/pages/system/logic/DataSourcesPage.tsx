// Data sources: external PostgreSQL and MySQL/MariaDB databases. The password is never shown (empty keeps the saved
// one); the connection can be tested from the form before saving, and from the list.
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Select, Typography, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CrudPage, CrudTable, DeleteButton, FormModal, PermButton, QueryBar, RowActions, RowButton, useCrudList, useFormModal,
} from '../../../components/crud/index.ts';
import { dataSourceApi, type DataSourceRecord } from '../../../api/logic.ts';
import { DB_TYPES, PERMISSIONS } from '../../../engine.ts';
import { ApiError } from '../../../request/http.ts';
import { requiredRule } from '../shared/rules.ts';
import './locale.ts';

type Values = Record<string, unknown>;
const p = PERMISSIONS.system.dataSource;

function TestConnection({ form, record }: { form: FormInstance<Values>; record: DataSourceRecord | undefined }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const [running, setRunning] = useState(false);
  const test = async () => {
    setRunning(true);
    setOutcome(undefined);
    try {
      const values = await form.validateFields();
      await dataSourceApi.test({ ...values, datasourceKey: values.datasourceKey ?? record?.datasourceKey });
      setOutcome({ ok: true, text: t('dataSource.connected') });
    } catch (e) {
      if (e instanceof ApiError) setOutcome({ ok: false, text: e.message });
    } finally {
      setRunning(false);
    }
  };
  return (
    <>
      <Button onClick={test} loading={running} data-testid="ds-test">{t('dataSource.testConnection')}</Button>
      {outcome && <Alert style={{ marginTop: 8 }} type={outcome.ok ? 'success' : 'error'} showIcon message={outcome.text} data-testid="ds-outcome" />}
    </>
  );
}

export default function DataSourcesPage() {
  const { t } = useTranslation();
  const label = (field: string) => t(`dataSource.${field}`);
  const list = useCrudList<DataSourceRecord>({ load: dataSourceApi.list });
  const editor = useFormModal<DataSourceRecord>();
  const [tested, setTested] = useState<Record<string, { ok: boolean; text: string }>>({});
  const testRow = async (row: DataSourceRecord) => {
    try {
      await dataSourceApi.test({ datasourceKey: row.datasourceKey });
      setTested((s) => ({ ...s, [row.id]: { ok: true, text: t('dataSource.connected') } }));
    } catch (e) {
      if (e instanceof ApiError) setTested((s) => ({ ...s, [row.id]: { ok: false, text: e.message } }));
    }
  };
  const columns = [
    { title: label('datasourceName'), dataIndex: 'datasourceName' },
    { title: label('datasourceKey'), dataIndex: 'datasourceKey' },
    { title: label('dbType'), dataIndex: 'dbType' },
    { title: label('url'), dataIndex: 'url', ellipsis: true },
    {
      title: t('crud.actions'),
      key: 'actions',
      render: (_: unknown, row: DataSourceRecord) => (
        <RowActions>
          <RowButton perm={p.edit} onClick={() => editor.show(row)}>{t('crud.edit')}</RowButton>
          <RowButton perm={p.test} onClick={() => testRow(row)}>{t('dataSource.testConnection')}</RowButton>
          <DeleteButton perm={p.delete} onDelete={() => dataSourceApi.remove(row.datasourceKey)} onDone={list.reload} />
          {tested[row.id] && (
            <Typography.Text type={tested[row.id]!.ok ? 'success' : 'danger'} data-testid="ds-row-outcome">{tested[row.id]!.text}</Typography.Text>
          )}
        </RowActions>
      ),
    },
  ];
  return (
    <>
      <CrudPage
        testId="dataSource-page"
        list={list}
        query={<QueryBar fields={[{ name: 'keyword', label: `${label('datasourceName')} / ${label('datasourceKey')}` }]} onSearch={list.search} onReset={list.reset} />}
        toolbar={<PermButton perm={p.add} type="primary" icon={<PlusOutlined />} onClick={() => editor.show()}>{t('crud.add')}</PermButton>}
      >
        <CrudTable list={list} columns={columns} />
      </CrudPage>
      <FormModal<DataSourceRecord, Values>
        state={editor}
        testId="dataSource-editor"
        title={`${t(editor.record ? 'crud.edit' : 'crud.add')} · ${t('dataSource.title')}`}
        width={680}
        initialValues={(record) => (record ? { ...record, password: '' } : { dbType: 'mysql' })}
        onSubmit={(values, record) => {
          const source = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && !(v === '' && record)));
          return record ? dataSourceApi.edit({ ...source, datasourceKey: record.datasourceKey, version: record.version }) : dataSourceApi.add(source);
        }}
        onSaved={list.reload}
      >
        {(form, record) => (
          <>
            <Form.Item name="datasourceName" label={label('datasourceName')} rules={[requiredRule(label('datasourceName'))]}><Input /></Form.Item>
            <Form.Item name="datasourceKey" label={label('datasourceKey')} rules={[requiredRule(label('datasourceKey'))]}><Input disabled={!!record} /></Form.Item>
            <Form.Item name="datasourceType" label={label('datasourceType')}><Input /></Form.Item>
            <Form.Item name="dbType" label={label('dbType')} rules={[requiredRule(label('dbType'))]}>
              <Select options={DB_TYPES.map((d) => ({ value: d, label: d }))} />
            </Form.Item>
            <Form.Item name="url" label={label('url')} rules={[requiredRule(label('url'))]}>
              <Input placeholder="jdbc:mysql://127.0.0.1:3306/erp?characterEncoding=UTF-8&useSSL=false" />
            </Form.Item>
            <Form.Item name="username" label={label('username')}><Input autoComplete="off" /></Form.Item>
            <Form.Item name="password" label={label('password')} extra={record?.hasPassword ? label('passwordKept') : undefined}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item name="attributesJson" label={label('attributesJson')}><Input.TextArea rows={2} placeholder='{"connectTimeout": 5000}' /></Form.Item>
            <TestConnection form={form} record={record} />
          </>
        )}
      </FormModal>
    </>
  );
}
