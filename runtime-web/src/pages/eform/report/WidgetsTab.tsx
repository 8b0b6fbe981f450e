// The report widgets: listed by keyword and type, added and edited in a modal (type, dataset, which dimension is the
// axis and which the series, which measures) beside a live preview of the chart, their versions, delete.
import { PlusOutlined } from '@ant-design/icons';
import { Col, Form, Input, InputNumber, Row as GridRow, Select, Tag, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dataset, Widget } from '@yc/engine/metadata';
import {
  CrudPage, CrudTable, DeleteButton, FormModal, PermButton, QueryBar, RowActions, RowButton, useCrudList, useFormModal,
} from '../../../components/crud/index.ts';
import { HistoryDrawer } from '../../../components/HistoryDrawer.tsx';
import type { Stored } from '../../../api/eform.ts';
import { reportApi } from '../../../api/report.ts';
import { PERMISSIONS } from '../../../engine.ts';
import { widgetTypeOptions } from '../../../i18n/report.ts';
import { requiredRule } from '../../system/shared/rules.ts';
import { ensureValid } from '../shared/validate.ts';
import { useDatasetRows, WidgetPreview, type WidgetValues } from './WidgetPreview.tsx';

type Row = Stored<Widget>;
const PERMS = PERMISSIONS.eform.widget;
const HISTORY = reportApi.history('widget');

function WidgetFields({ form, editing, datasets }: { form: FormInstance<WidgetValues>; editing: boolean; datasets: Dataset[] }) {
  const { t } = useTranslation();
  const label = (field: string) => t(`report.widget.${field}`);
  const datasetCode = Form.useWatch('datasetCode', form);
  const loaded = useDatasetRows(datasetCode);
  const dims = (loaded?.dataset.dimension ?? []).map((d) => ({ value: d, label: d }));
  const aliases = (loaded?.dataset.measure ?? []).map((m) => ({ value: m.alias, label: m.alias }));
  return (
    <GridRow gutter={16}>
      <Col span={10}>
        <Form.Item name="widgetName" label={label('widgetName')} rules={[requiredRule(label('widgetName'))]}><Input data-testid="widget-name" /></Form.Item>
        <Form.Item name="widgetCode" label={label('widgetCode')} rules={[requiredRule(label('widgetCode'))]}><Input disabled={editing} data-testid="widget-code" /></Form.Item>
        <Form.Item name="widgetType" label={label('widgetType')} rules={[requiredRule(label('widgetType'))]}>
          <Select showSearch optionFilterProp="label" options={widgetTypeOptions(t)} data-testid="widget-type" />
        </Form.Item>
        <Form.Item name="datasetCode" label={label('datasetCode')} rules={[requiredRule(label('datasetCode'))]}>
          <Select showSearch optionFilterProp="label" data-testid="widget-dataset"
            options={datasets.map((d) => ({ value: d.datasetCode, label: `${d.datasetName} (${d.datasetCode})` }))} />
        </Form.Item>
        <Form.Item name={['options', 'xField']} label={label('xField')}><Select allowClear options={dims} data-testid="widget-x" /></Form.Item>
        <Form.Item name={['options', 'seriesField']} label={label('seriesField')}><Select allowClear options={dims} /></Form.Item>
        <Form.Item name={['options', 'measures']} label={label('measures')}><Select mode="multiple" allowClear options={aliases} data-testid="widget-measures" /></Form.Item>
        <Form.Item name={['options', 'title']} label={label('chartTitle')}><Input /></Form.Item>
        <Form.Item name={['options', 'max']} label={label('max')}><InputNumber min={1} /></Form.Item>
      </Col>
      <Col span={14}>
        <div style={{ fontWeight: 500, marginBottom: 8 }}>{label('preview')}</div>
        <WidgetPreview form={form} loaded={loaded} />
      </Col>
    </GridRow>
  );
}

/** The form's options without the ones left empty (the schema takes no nulls). */
function cleanOptions(options: Record<string, unknown> | undefined): Widget['options'] {
  const kept = Object.entries(options ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0));
  return kept.length ? (Object.fromEntries(kept) as Widget['options']) : undefined;
}

export function WidgetsTab({ datasetsVersion }: { datasetsVersion: number }) {
  const { t } = useTranslation();
  const list = useCrudList<Row>({ load: (q) => reportApi.list('widget', q), rowKey: (row) => row.widgetCode });
  const editor = useFormModal<Row>();
  const [historyOf, setHistoryOf] = useState<string>();
  const [datasets, setDatasets] = useState<Dataset[]>([]);
  const label = (field: string) => t(`report.widget.${field}`);
  useEffect(() => {
    void reportApi.list('dataset', { pageSize: 100 }).then((page) => setDatasets(page.records), () => setDatasets([]));
  }, [datasetsVersion]);

  const columns = [
    { title: label('widgetName'), dataIndex: 'widgetName' },
    { title: label('widgetCode'), dataIndex: 'widgetCode' },
    { title: label('widgetType'), dataIndex: 'widgetType', render: (type: string) => <Tag>{t(`report.type.${type}`, { defaultValue: type })}</Tag> },
    { title: label('datasetCode'), dataIndex: 'datasetCode' },
    { title: t('eform.version'), dataIndex: 'version', render: (v: number) => <Tag>v{v}</Tag> },
    {
      title: t('crud.actions'), key: 'actions',
      render: (_: unknown, row: Row) => (
        <RowActions>
          <RowButton perm={PERMS.edit} onClick={() => editor.show(row)} data-testid={`widget-edit-${row.widgetCode}`}>{t('crud.edit')}</RowButton>
          <RowButton perm={PERMS.list} onClick={() => setHistoryOf(row.widgetCode)}>{t('history.button')}</RowButton>
          <DeleteButton perm={PERMS.delete} onDelete={() => reportApi.remove('widget', row.widgetCode)} onDone={list.reload} />
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <CrudPage
        testId="widget-list"
        list={list}
        query={<QueryBar fields={[{ name: 'keyword', label: t('eform.keyword') }, { name: 'widgetType', label: label('widgetType'), options: widgetTypeOptions(t) }]} onSearch={list.search} onReset={list.reset} />}
        toolbar={<PermButton perm={PERMS.add} type="primary" icon={<PlusOutlined />} onClick={() => editor.show()} data-testid="widget-add">{t('crud.add')}</PermButton>}
      >
        <CrudTable list={list} columns={columns} selectable={false} />
      </CrudPage>
      <FormModal<Row, WidgetValues>
        state={editor}
        testId="widget-editor"
        width={1100}
        title={`${t(editor.record ? 'crud.edit' : 'crud.add')} · ${label('title')}`}
        initialValues={(record) => record ?? { widgetType: 'Column' }}
        onSubmit={(values, record) => {
          const widget = { ...record, ...values, options: cleanOptions(values.options as Record<string, unknown>) } as Widget;
          if (!widget.options) delete widget.options;
          ensureValid('widget', widget);
          return record ? reportApi.edit('widget', { ...widget, version: record.version }) : reportApi.add('widget', widget);
        }}
        onSaved={list.reload}
      >
        {(form, record) => <WidgetFields form={form} editing={!!record} datasets={datasets} />}
      </FormModal>
      <HistoryDrawer api={HISTORY} restorePerm={PERMS.edit} code={historyOf} onRestored={list.reload} onClose={() => setHistoryOf(undefined)} />
    </>
  );
}
