// The dataset's source: a table model, a SQL config or an HTTP config picked from the enterprise's lists, and the
// columns a dimension or measure may name (a table model's columns; a config's are typed in).
import { Form, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableModel } from '@yc/engine/metadata';
import { api } from '../../../request/api.ts';
import { SOURCE_FIELDS, type SourceField } from './dataset-form.ts';

const LISTS = {
  tableName: '/api/eform/manage/tableModel/list',
  sqlCode: '/api/eform/manage/sqlConfig/list',
  httpCode: '/api/eform/manage/httpConfig/list',
} as const satisfies Readonly<Record<SourceField, string>>;

type Option = { value: string; label: string };

/** The codes of one kind of source (a list the user may not read is simply empty), and table models' columns. */
export function useSources(type: SourceField | undefined) {
  const [items, setItems] = useState<Record<string, unknown>[]>([]);
  useEffect(() => {
    if (!type) return;
    let current = true;
    api.get(LISTS[type], { params: { query: { pageSize: 100 } } }, { silent: true })
      .then((page) => current && setItems(page.records), () => current && setItems([]));
    return () => {
      current = false;
    };
  }, [type]);
  const options: Option[] = items.map((item) => {
    const code = String(item[type ?? 'tableName'] ?? '');
    const name = String(item.tableDesc ?? item.sqlName ?? item.httpName ?? '');
    return { value: code, label: name ? `${name} (${code})` : code };
  });
  const columnsOf = (code: string | undefined): Option[] => {
    if (type !== 'tableName' || !code) return [];
    const model = items.find((item) => item.tableName === code) as TableModel | undefined;
    return (model?.columns ?? []).filter((c) => !c.isVirtual).map((c) => ({ value: c.colCode, label: `${c.colName} (${c.colCode})` }));
  };
  return { options, columnsOf };
}

export function SourcePicker({ options }: { options: Option[] }) {
  const { t } = useTranslation();
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Form.Item name="sourceType" noStyle>
        <Select style={{ width: 160 }} data-testid="dataset-source-type"
          options={SOURCE_FIELDS.map((f) => ({ value: f, label: t(`report.dataset.source.${f}`) }))} />
      </Form.Item>
      <Form.Item name="sourceCode" noStyle rules={[{ required: true, message: t('report.dataset.sourceCode') }]}>
        <Select showSearch style={{ flex: 1 }} options={options} data-testid="dataset-source-code" placeholder={t('report.dataset.sourceCode')} />
      </Form.Item>
    </Space.Compact>
  );
}
