// The dataset editor's fields: name and code, the source, the dimensions, one row per measure (column, aggregate,
// alias, optional expression), filters and parameters, the result cache time, and a preview of the first rows of the dataset as edited.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select, Space, Table, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGGREGATES } from '@yc/engine/vocab';
import { shownRows } from '@yc/engine/report';
import { reportApi, type DataRow } from '../../../api/report.ts';
import { requiredRule } from '../../system/shared/rules.ts';
import { ensureValid } from '../shared/validate.ts';
import { datasetOf, type DatasetValues } from './dataset-form.ts';
import { SourcePicker, useSources } from './SourcePicker.tsx';
import { DatasetFilters, PreviewParams, previewParamsOf } from './DatasetFilters.tsx';

const PREVIEW_ROWS = 20;

function Preview({ form }: { form: FormInstance<DatasetValues> }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<DataRow[]>();
  const [loading, setLoading] = useState(false);
  const [fields, setFields] = useState<string[]>([]);
  const run = async () => {
    const values = form.getFieldsValue(true) as DatasetValues;
    const dataset = datasetOf(values);
    try {
      ensureValid('dataset', dataset);
    } catch {
      return;
    }
    setLoading(true);
    try {
      setFields([...dataset.dimension, ...dataset.measure.map((m) => m.alias)]);
      // Coded dimensions shown by their labels (the rows as answered keep the codes).
      const answer = await reportApi.preview(dataset, { limit: PREVIEW_ROWS, params: previewParamsOf(values) });
      setRows(shownRows(answer.rows, answer.labels));
    } catch {
      // The request layer told the user why.
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <PreviewParams form={form} />
      <Button onClick={() => void run()} loading={loading} data-testid="dataset-preview">{t('report.dataset.preview')}</Button>
      {rows && (
        <Table size="small" style={{ marginTop: 8 }} data-testid="dataset-preview-table" rowKey={(_r, i) => String(i)} pagination={false}
          dataSource={rows} columns={fields.map((f) => ({ title: f, dataIndex: f, key: f }))} />
      )}
    </>
  );
}

export function DatasetFields({ form, editing }: { form: FormInstance<DatasetValues>; editing: boolean }) {
  const { t } = useTranslation();
  const label = (field: string) => t(`report.dataset.${field}`);
  const sourceType = Form.useWatch('sourceType', form);
  const sourceCode = Form.useWatch('sourceCode', form);
  const { options, columnsOf } = useSources(sourceType);
  const columns = columnsOf(sourceCode);
  // A config's columns are typed in; a table model's are picked (and can still be typed).
  const columnSelect = (extra: Record<string, unknown> = {}) => <Select mode="tags" options={columns} tokenSeparators={[',']} {...extra} />;
  const aggOptions = AGGREGATES.map((a) => ({ value: a, label: t(`report.agg.${a}`) }));
  return (
    <>
      <Form.Item name="datasetName" label={label('datasetName')} rules={[requiredRule(label('datasetName'))]}><Input data-testid="dataset-name" /></Form.Item>
      <Form.Item name="datasetCode" label={label('datasetCode')} rules={[requiredRule(label('datasetCode'))]}><Input disabled={editing} data-testid="dataset-code" /></Form.Item>
      <Form.Item label={label('source')} required><SourcePicker options={options} /></Form.Item>
      <Form.Item name="dimension" label={label('dimension')}>{columnSelect({ 'data-testid': 'dataset-dimension' })}</Form.Item>
      <Form.Item label={label('measure')}>
        <Form.List name="measure">
          {(rows, { add, remove }) => (
            <>
              {rows.map((row) => (
                <Space key={row.key} align="start" style={{ display: 'flex' }} data-testid={`dataset-measure-${row.name}`}>
                  <Form.Item name={[row.name, 'colCode']} rules={[requiredRule(label('colCode'))]}>
                    <Select showSearch style={{ width: 150 }} placeholder={label('colCode')} options={[{ value: '*', label: '*' }, ...columns]} />
                  </Form.Item>
                  <Form.Item name={[row.name, 'agg']} rules={[requiredRule(label('agg'))]}><Select style={{ width: 100 }} options={aggOptions} /></Form.Item>
                  <Form.Item name={[row.name, 'alias']} rules={[requiredRule(label('alias'))]}><Input style={{ width: 120 }} placeholder={label('alias')} /></Form.Item>
                  <Form.Item name={[row.name, 'exp']}><Input style={{ width: 180 }} placeholder={label('exp')} /></Form.Item>
                  <Button icon={<DeleteOutlined />} onClick={() => remove(row.name)} aria-label="remove" />
                </Space>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ agg: 'sum' })} data-testid="dataset-add-measure">{label('addMeasure')}</Button>
            </>
          )}
        </Form.List>
      </Form.Item>
      <DatasetFilters form={form} columns={columns} />
      <Form.Item name="cacheTime" label={label('cacheTime')}>
        <InputNumber min={0} max={86_400} precision={0} style={{ width: 160 }} data-testid="dataset-cache-time" />
      </Form.Item>
      <Preview form={form} />
    </>
  );
}
