// The indexes grid of the model editor: one row per index (name, columns in order, which of them descending,
// unique). The server leads every index with tenant_id; sync creates, rebuilds and drops them.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, Select, Table, Typography, type TableColumnsType } from 'antd';
import type { Dispatch, SetStateAction } from 'react';
import { PLATFORM_COLUMNS, type Language, type TableIndex } from '@yc/engine';
import { newRowKey, RemoveRowButton } from './ColumnsGrid.tsx';
import { modelText } from './texts.ts';

/** A grid row: the index with its columns as names and the descending ones apart, keyed for React. */
export interface IndexRow {
  rowKey: string;
  indexName: string;
  columns: string[];
  descending: string[];
  unique: boolean;
}

export const toIndexRows = (indexes: readonly TableIndex[] = []): IndexRow[] =>
  indexes.map((index) => ({
    rowKey: newRowKey(),
    indexName: index.indexName,
    columns: index.columns.map((c) => c.colCode),
    descending: index.columns.filter((c) => c.order === 'desc').map((c) => c.colCode),
    unique: index.unique ?? false,
  }));

export const toIndexes = (rows: readonly IndexRow[]): TableIndex[] =>
  rows.map((row) => ({
    indexName: row.indexName.trim(),
    columns: row.columns.map((colCode) => (row.descending.includes(colCode) ? { colCode, order: 'desc' as const } : { colCode })),
    ...(row.unique ? { unique: true } : {}),
  }));

export interface IndexesGridProps {
  rows: IndexRow[];
  onChange: Dispatch<SetStateAction<IndexRow[]>>;
  /** The model's field names (the platform's columns are offered too). */
  fieldNames: readonly string[];
  lang: Language;
}

/** A multiple select of column names. */
const names = (testId: string, value: string[], options: { value: string; label: string }[], onChange: (names: string[]) => void) => (
  <Select size="small" mode="multiple" style={{ width: '100%' }} value={value} options={options} data-testid={testId} onChange={onChange} />
);

const PLATFORM_NAMES = PLATFORM_COLUMNS.map((c) => c.name as string).filter((name) => name !== 'tenant_id');

export function IndexesGrid({ rows, onChange, fieldNames, lang }: IndexesGridProps) {
  const t = (code: Parameters<typeof modelText>[1]) => modelText(lang, code);
  const update = (row: IndexRow, change: Partial<IndexRow>) =>
    onChange((current) => current.map((r) => (r.rowKey === row.rowKey ? { ...r, ...change } : r)));
  const columnOptions = [...fieldNames.filter(Boolean), ...PLATFORM_NAMES].map((name) => ({ value: name, label: name }));

  const columns: TableColumnsType<IndexRow> = [
    {
      title: t('indexName'),
      width: 200,
      render: (_, row, index) => (
        <Input size="small" value={row.indexName} data-testid={`index-name-${index}`} onChange={(e) => update(row, { indexName: e.target.value })} />
      ),
    },
    {
      title: t('indexColumns'),
      render: (_, row, index) =>
        names(`index-columns-${index}`, row.columns, columnOptions, (columns) =>
          update(row, { columns, descending: row.descending.filter((c) => columns.includes(c)) }),
        ),
    },
    {
      title: t('indexDescending'),
      width: 240,
      render: (_, row, index) =>
        names(`index-desc-${index}`, row.descending, row.columns.map((name) => ({ value: name, label: name })), (descending) => update(row, { descending })),
    },
    {
      title: t('indexUnique'),
      width: 80,
      render: (_, row, index) => (
        <Checkbox checked={row.unique} data-testid={`index-unique-${index}`} onChange={(e) => update(row, { unique: e.target.checked })} />
      ),
    },
    {
      title: '',
      width: 48,
      render: (_, row) => <RemoveRowButton lang={lang} onRemove={() => onChange((current) => current.filter((r) => r.rowKey !== row.rowKey))} />,
    },
  ];

  return (
    <div data-testid="indexes-grid">
      <Typography.Paragraph type="secondary">{t('indexesHint')}</Typography.Paragraph>
      <Table<IndexRow> size="small" rowKey="rowKey" pagination={false} columns={columns} dataSource={rows} />
      <Button
        icon={<PlusOutlined />}
        style={{ marginTop: 8 }}
        data-testid="index-add"
        onClick={() => onChange((current) => [...current, { rowKey: newRowKey(), indexName: '', columns: [], descending: [], unique: false }])}
      >
        {t('addIndex')}
      </Button>
    </div>
  );
}
