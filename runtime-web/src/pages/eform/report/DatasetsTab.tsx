// The datasets of the report page: listed by keyword, added and edited in a modal (source, dimensions, measures,
// preview), their versions, delete (refused by the server while a widget uses the dataset).
import { PlusOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dataset } from '@yc/engine/metadata';
import {
  CrudPage, CrudTable, DeleteButton, FormModal, PermButton, QueryBar, RowActions, RowButton, useCrudList, useFormModal,
} from '../../../components/crud/index.ts';
import { HistoryDrawer } from '../../../components/HistoryDrawer.tsx';
import type { Stored } from '../../../api/eform.ts';
import { reportApi } from '../../../api/report.ts';
import { PERMISSIONS } from '../../../engine.ts';
import { ensureValid } from '../shared/validate.ts';
import { datasetOf, SOURCE_FIELDS, valuesOf, type DatasetValues } from './dataset-form.ts';
import { DatasetFields } from './DatasetFields.tsx';

type Row = Stored<Dataset>;
const PERMS = PERMISSIONS.eform.dataset;
const HISTORY = reportApi.history('dataset');

export function DatasetsTab({ onChanged }: { onChanged(): void }) {
  const { t } = useTranslation();
  const list = useCrudList<Row>({ load: (q) => reportApi.list('dataset', q), rowKey: (row) => row.datasetCode });
  const editor = useFormModal<Row>();
  const [historyOf, setHistoryOf] = useState<string>();
  const label = (field: string) => t(`report.dataset.${field}`);
  const reload = async () => {
    await list.reload();
    onChanged();
  };

  const columns = [
    { title: label('datasetName'), dataIndex: 'datasetName' },
    { title: label('datasetCode'), dataIndex: 'datasetCode' },
    {
      title: label('source'), key: 'source',
      render: (_: unknown, row: Row) => {
        const field = SOURCE_FIELDS.find((f) => row[f]);
        return field ? <span><Tag>{label(`source.${field}`)}</Tag>{row[field]}</span> : null;
      },
    },
    { title: label('dimension'), dataIndex: 'dimension', render: (dims: string[]) => dims.map((d) => <Tag key={d}>{d}</Tag>) },
    { title: label('measure'), dataIndex: 'measure', render: (ms: Dataset['measure']) => ms.map((m) => <Tag color="blue" key={m.alias}>{m.alias}</Tag>) },
    { title: t('eform.version'), dataIndex: 'version', render: (v: number) => <Tag>v{v}</Tag> },
    {
      title: t('crud.actions'), key: 'actions',
      render: (_: unknown, row: Row) => (
        <RowActions>
          <RowButton perm={PERMS.edit} onClick={() => editor.show(row)} data-testid={`dataset-edit-${row.datasetCode}`}>{t('crud.edit')}</RowButton>
          <RowButton perm={PERMS.list} onClick={() => setHistoryOf(row.datasetCode)}>{t('history.button')}</RowButton>
          <DeleteButton perm={PERMS.delete} onDelete={() => reportApi.remove('dataset', row.datasetCode)} onDone={reload} />
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <CrudPage
        testId="dataset-list"
        list={list}
        query={<QueryBar fields={[{ name: 'keyword', label: t('eform.keyword') }]} onSearch={list.search} onReset={list.reset} />}
        toolbar={<PermButton perm={PERMS.add} type="primary" icon={<PlusOutlined />} onClick={() => editor.show()} data-testid="dataset-add">{t('crud.add')}</PermButton>}
      >
        <CrudTable list={list} columns={columns} selectable={false} />
      </CrudPage>
      <FormModal<Row, DatasetValues>
        state={editor}
        testId="dataset-editor"
        width={900}
        title={`${t(editor.record ? 'crud.edit' : 'crud.add')} · ${label('title')}`}
        initialValues={(record) => valuesOf(record)}
        onSubmit={(values, record) => {
          const dataset = datasetOf(values, record);
          ensureValid('dataset', dataset);
          return record ? reportApi.edit('dataset', { ...dataset, version: record.version }) : reportApi.add('dataset', dataset);
        }}
        onSaved={reload}
      >
        {(form, record) => <DatasetFields form={form} editing={!!record} />}
      </FormModal>
      <HistoryDrawer api={HISTORY} restorePerm={PERMS.edit} code={historyOf} onRestored={reload} onClose={() => setHistoryOf(undefined)} />
    </>
  );
}
