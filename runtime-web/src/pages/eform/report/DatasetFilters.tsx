// The dataset editor's filters (a column, one of the query operators, a value typed or taken from a parameter) and
// parameters (a key and its default), and the parameter values a preview runs with.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUERY_OPERATOR_CODES } from '@yc/engine/vocab';
import '../../../i18n/eform.ts';
import { requiredRule } from '../../system/shared/rules.ts';
import type { DatasetValues } from './dataset-form.ts';

type ColumnOption = { value: string; label: string };

export function DatasetFilters({ form, columns }: { form: FormInstance<DatasetValues>; columns: ColumnOption[] }) {
  const { t } = useTranslation();
  const label = (field: string) => t(`report.dataset.${field}`);
  const parameters = Form.useWatch('parameters', form) ?? [];
  const paramOptions = parameters.flatMap((p) => (p?.parameterKey ? [{ value: p.parameterKey, label: p.parameterKey }] : []));
  const opOptions = QUERY_OPERATOR_CODES.map((op) => ({ value: op, label: `${op} (${t(`view.op.${op}`)})` }));
  return (
    <>
      <Form.Item label={label('parameters')}>
        <Form.List name="parameters">
          {(rows, { add, remove }) => (
            <>
              {rows.map((row) => (
                <Space key={row.key} align="start" style={{ display: 'flex' }} data-testid={`dataset-parameter-${row.name}`}>
                  <Form.Item name={[row.name, 'parameterKey']} rules={[requiredRule(label('parameterKey'))]}>
                    <Input style={{ width: 160 }} placeholder={label('parameterKey')} data-testid="parameter-key" />
                  </Form.Item>
                  <Form.Item name={[row.name, 'defaultValue']}><Input style={{ width: 160 }} placeholder={label('defaultValue')} data-testid="parameter-default" /></Form.Item>
                  <Button icon={<DeleteOutlined />} onClick={() => remove(row.name)} aria-label="remove" />
                </Space>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({})} data-testid="dataset-add-parameter">{label('addParameter')}</Button>
            </>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item label={label('filters')}>
        <Form.List name="filters">
          {(rows, { add, remove }) => (
            <>
              {rows.map((row) => (
                <Space key={row.key} align="start" style={{ display: 'flex' }} data-testid={`dataset-filter-${row.name}`}>
                  <Form.Item name={[row.name, 'colCode']} rules={[requiredRule(label('colCode'))]}>
                    <Select showSearch style={{ width: 150 }} placeholder={label('colCode')} options={columns} data-testid="filter-column" />
                  </Form.Item>
                  <Form.Item name={[row.name, 'op']} rules={[requiredRule(label('op'))]}>
                    <Select showSearch style={{ width: 170 }} options={opOptions} data-testid="filter-op" />
                  </Form.Item>
                  <Form.Item name={[row.name, 'value']}><Input style={{ width: 200 }} placeholder={label('value')} data-testid="filter-value" /></Form.Item>
                  <Form.Item name={[row.name, 'param']}>
                    <Select allowClear style={{ width: 140 }} placeholder={label('param')} options={paramOptions} data-testid="filter-param" />
                  </Form.Item>
                  <Button icon={<DeleteOutlined />} onClick={() => remove(row.name)} aria-label="remove" />
                </Space>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ op: 'eq' })} data-testid="dataset-add-filter">{label('addFilter')}</Button>
            </>
          )}
        </Form.List>
      </Form.Item>
    </>
  );
}

/** The parameter values a preview runs with, one input per declared parameter (its default as the placeholder). */
export function PreviewParams({ form }: { form: FormInstance<DatasetValues> }) {
  const { t } = useTranslation();
  const parameters = (Form.useWatch('parameters', form) ?? []).filter((p) => p?.parameterKey);
  if (parameters.length === 0) return null;
  return (
    <Form.Item label={t('report.dataset.paramValue')}>
      <Space wrap>
        {parameters.map((p) => (
          <Form.Item key={p.parameterKey} name={['previewParams', p.parameterKey!]} noStyle>
            <Input addonBefore={p.parameterKey} placeholder={p.defaultValue} style={{ width: 220 }} data-testid={`preview-param-${p.parameterKey}`} />
          </Form.Item>
        ))}
      </Space>
    </Form.Item>
  );
}

/** The preview's parameter values typed (an empty one leaves the parameter to its default). */
export function previewParamsOf(values: DatasetValues): Record<string, string> {
  const typed = (values.previewParams ?? {}) as Record<string, string | undefined>;
  return Object.fromEntries(Object.entries(typed).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== ''));
}
