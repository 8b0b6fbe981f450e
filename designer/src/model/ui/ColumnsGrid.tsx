// The columns grid of the model editor: one editable row per field (name, description, type, length,
// decimals, key, nullability, default, control, its data source, rule, required, message). Cells the engine
// finds fault with are marked with its message.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, InputNumber, Select, Table, Tooltip, type TableColumnsType } from 'antd';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import {
  COLUMN_TYPES, MAX_COLUMN_LENGTH, MAX_DECIMALS, RULE_PATTERNS, rulePatternName, SIZED_COLUMN_TYPES, supportedControlTypes, valueControl,
  type Language, type TableColumn,
} from '@yc/engine';
import { controlName } from '../../form/ui/Palette.tsx';
import { ShowConfigButton, type DictChoice } from './ShowConfigButton.tsx';
import { modelText, type ModelDesignerText } from './texts.ts';

/** A grid row: a column with a stable key for React. */
export type ColumnRow = TableColumn & { rowKey: string };

export interface ColumnsGridProps {
  rows: ColumnRow[];
  /** A state setter: every change applies to the latest rows (cells may render from older ones). */
  onChange: Dispatch<SetStateAction<ColumnRow[]>>;
  /** Engine messages by `<row index>/<field>`. */
  issues: ReadonlyMap<string, string>;
  lang: Language;
  dictionaries(): Promise<DictChoice[]>;
}

let serial = 0;
export const newRowKey = () => `row-${++serial}`;
export const emptyColumn = (): ColumnRow => ({ rowKey: newRowKey(), colCode: '', colName: '', colType: 'varchar', colLength: 255, isNull: true });

/** The delete button at the end of a grid row. */
export function RemoveRowButton({ disabled, lang, onRemove }: { disabled?: boolean; lang: Language; onRemove(): void }) {
  return <Button size="small" type="text" danger icon={<DeleteOutlined />} disabled={disabled} aria-label={modelText(lang, 'remove')} onClick={onRemove} />;
}

const VALUE_CONTROLS = supportedControlTypes().filter((type) => valueControl(type));
const isSized = (row: TableColumn) => (SIZED_COLUMN_TYPES as readonly string[]).includes(row.colType);

export function ColumnsGrid({ rows, onChange, issues, lang, dictionaries }: ColumnsGridProps) {
  const t = (code: ModelDesignerText) => modelText(lang, code);
  const update = (row: ColumnRow, change: Partial<TableColumn>) =>
    onChange((current) => current.map((r) => (r.rowKey === row.rowKey ? { ...r, ...change } : r)));
  const marked = (index: number, field: string, node: ReactNode) => {
    const message = issues.get(`${index}/${field}`);
    return message ? <Tooltip title={message}>{node}</Tooltip> : node;
  };
  const status = (index: number, field: string) => (issues.has(`${index}/${field}`) ? ('error' as const) : undefined);
  const text = (field: 'colCode' | 'colName' | 'colDefaultVal' | 'customMessage', width: number) =>
    (_: unknown, row: ColumnRow, index: number) =>
      marked(index, field, (
        <Input
          size="small"
          style={{ width }}
          status={status(index, field)}
          value={row[field] ?? ''}
          disabled={row.isSystem === true && field === 'colCode'}
          data-testid={`col-${field}-${index}`}
          onChange={(e) => update(row, { [field]: e.target.value })}
        />
      ));
  const flag = (field: 'isKey' | 'isNull' | 'isRequired') => (_: unknown, row: ColumnRow, index: number) => (
    <Checkbox checked={row[field] === true} data-testid={`col-${field}-${index}`} onChange={(e) => update(row, { [field]: e.target.checked })} />
  );

  /** A size cell, enabled for the column types it applies to. */
  const number = (field: 'colLength' | 'colPointLength', width: number, min: number, max: number, applies: (row: TableColumn) => boolean) =>
    (_: unknown, row: ColumnRow, index: number) =>
      marked(index, field, (
        <InputNumber
          size="small"
          style={{ width }}
          min={min}
          max={max}
          status={status(index, field)}
          disabled={!applies(row)}
          value={applies(row) ? row[field] : null}
          data-testid={`col-${field}-${index}`}
          onChange={(v) => update(row, { [field]: v ?? undefined })}
        />
      ));

  /** An optional choice among options. */
  const choice = (field: 'showType' | 'validRule', width: number, options: { value: string; label: string }[]) =>
    (_: unknown, row: ColumnRow, index: number) => (
      <Select
        size="small"
        allowClear
        style={{ width }}
        value={row[field]}
        data-testid={`col-${field}-${index}`}
        options={options}
        onChange={(value: string | undefined) => update(row, { [field]: value })}
      />
    );

  const columns: TableColumnsType<ColumnRow> = [
    { key: 'n', title: '#', width: 40, render: (_v, _r, i) => i + 1 },
    { key: 'colCode', title: t('colCode'), render: text('colCode', 100) },
    { key: 'colName', title: t('colName'), render: text('colName', 100) },
    {
      key: 'colType',
      title: t('colType'),
      render: (_, row, index) => (
        <Select
          size="small"
          style={{ width: 90 }}
          value={row.colType}
          data-testid={`col-colType-${index}`}
          options={COLUMN_TYPES.map((c) => ({ value: c, label: c }))}
          onChange={(colType) => update(row, { colType, ...(colType === 'varchar' ? { colLength: row.colLength ?? 255 } : {}) })}
        />
      ),
    },
    { key: 'colLength', title: t('colLength'), render: number('colLength', 70, 1, MAX_COLUMN_LENGTH, isSized) },
    { key: 'colPointLength', title: t('colPointLength'), render: number('colPointLength', 56, 0, MAX_DECIMALS, (row) => row.colType === 'number') },
    { key: 'isKey', title: t('isKey'), align: 'center', render: flag('isKey') },
    { key: 'isNull', title: t('isNull'), align: 'center', render: flag('isNull') },
    { key: 'colDefaultVal', title: t('colDefaultVal'), render: text('colDefaultVal', 80) },
    { key: 'showType', title: t('showType'), render: choice('showType', 110, VALUE_CONTROLS.map((c) => ({ value: c, label: controlName(c, lang) }))) },
    {
      key: 'showConfig',
      title: t('showConfig'),
      render: (_, row, index) => <ShowConfigButton lang={lang} dictionaries={dictionaries} testId={`col-showConfig-${index}`} value={row.showConfig} onChange={(showConfig) => update(row, { showConfig })} />,
    },
    { key: 'validRule', title: t('validRule'), render: choice('validRule', 100, RULE_PATTERNS.map((p) => ({ value: p.code, label: rulePatternName(p, lang) }))) },
    { key: 'isRequired', title: t('isRequired'), align: 'center', render: flag('isRequired') },
    { key: 'customMessage', title: t('customMessage'), render: text('customMessage', 100) },
    {
      key: 'remove',
      fixed: 'right',
      width: 44,
      render: (_, row) => (
        <RemoveRowButton lang={lang} disabled={row.isSystem === true} onRemove={() => onChange((current) => current.filter((r) => r.rowKey !== row.rowKey))} />
      ),
    },
  ];

  return (
    <>
      <Table<ColumnRow> size="small" rowKey="rowKey" pagination={false} columns={columns} dataSource={rows} scroll={{ x: 'max-content' }} data-testid="columns-grid" />
      <Button type="dashed" block icon={<PlusOutlined />} style={{ marginTop: 8 }} onClick={() => onChange((current) => [...current, emptyColumn()])} data-testid="column-add">
        {t('addColumn')}
      </Button>
    </>
  );
}
