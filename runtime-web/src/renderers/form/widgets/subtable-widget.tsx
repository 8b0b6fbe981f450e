// The editableTable control: the rows of a oneToMany sub-table edited inline (add, edit, delete), each cell the row
// form's control, every row checked as it is typed with the sub-table form's rules (the engine's validation, the same
// the server runs when the record is saved). The server sends the row form with the page (props.rowForm); a design it
// refuses (multi-select, nested sub-tables) shows its message instead of the table.
import { useMemo } from 'react';
import { Alert, Button, Input, InputNumber, Select, Table, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/language.ts';
import { isNumericControl, renderMessage, validateSubTableRows, valueFields, type Form, type Message, type ValueField } from '../../engine.ts';

type RowValues = Record<string, unknown>;

const asRows = (value: unknown): RowValues[] => (Array.isArray(value) ? value.filter((r): r is RowValues => typeof r === 'object' && r !== null) : []);

function Cell({ vf, value, locked, onChange, testId }: { vf: ValueField; value: unknown; locked: boolean; onChange(v: unknown): void; testId: string }) {
  const { field, ctx } = vf;
  if (locked) {
    const option = ctx.options?.find((o) => String(o.value) === String(value));
    return <span data-cell={testId}>{option ? option.label : value === null || value === undefined ? '' : String(value)}</span>;
  }
  if (ctx.options) {
    return (
      <Select data-cell={testId} style={{ minWidth: 120, width: '100%' }} allowClear value={value ?? undefined} options={ctx.options.map((o) => ({ value: o.value, label: o.label }))}
        onChange={(v) => onChange(v ?? null)} />
    );
  }
  if (isNumericControl(field.type)) {
    return <InputNumber data-cell={testId} style={{ width: '100%' }} value={typeof value === 'number' ? value : value === null || value === undefined || value === '' ? null : Number(value)} onChange={(v) => onChange(v ?? null)} />;
  }
  return <Input data-cell={testId} value={value === null || value === undefined ? '' : String(value)} onChange={(e) => onChange(e.target.value)} />;
}

export function SubTableWidget(p: WidgetProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const refused = p.options.refused as Message | undefined;
  const rowForm = p.options.rowForm as Pick<Form, 'fields'> | undefined;
  const rows = asRows(p.value);
  const fields = useMemo(() => (rowForm ? valueFields(rowForm, undefined, lang).filter((f) => f.field.type !== 'hidden') : []), [rowForm, lang]);
  const errors = useMemo(() => {
    if (!rowForm) return new Map<string, string>();
    const checked = validateSubTableRows(p.id, rowForm, rows, { lang });
    return new Map(checked.errors.map((e) => [e.key, renderMessage(e, lang)]));
  }, [rowForm, rows, lang, p.id]);
  if (refused) return <Alert type="warning" showIcon message={renderMessage(refused, lang)} data-subtable={p.id} />;
  if (!rowForm) return null;
  const locked = p.disabled === true || p.readonly === true;
  const change = (next: RowValues[]) => p.onChange(next);
  const setCell = (index: number, key: string, value: unknown) => change(rows.map((r, i) => (i === index ? { ...r, [key]: value } : r)));
  const columns = [
    { key: '#', title: '#', width: 48, render: (_: unknown, __: RowValues, index: number) => index + 1 },
    ...fields.map((vf) => ({
      key: vf.field.key,
      title: (vf.field.required === 'Y' || vf.field.rules?.some((r) => r.required) ? '* ' : '') + vf.ctx.title,
      render: (_: unknown, row: RowValues, index: number) => {
        const error = errors.get(`${p.id}.${index}.${vf.field.key}`);
        return (
          <div>
            <Cell vf={vf} value={row[vf.field.key]} locked={locked} testId={`${p.id}.${index}.${vf.field.key}`} onChange={(v) => setCell(index, vf.field.key, v)} />
            {error && !locked && <Typography.Text type="danger" style={{ fontSize: 12 }}>{error}</Typography.Text>}
          </div>
        );
      },
    })),
    ...(locked ? [] : [{
      key: 'remove', title: '', width: 56,
      render: (_: unknown, __: RowValues, index: number) => (
        <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('subTable.remove')} data-remove-row={`${p.id}.${index}`}
          onClick={() => change(rows.filter((_r, i) => i !== index))} />
      ),
    }]),
  ];
  return (
    <div data-subtable={p.id}>
      <Table<RowValues>
        size="small"
        bordered
        pagination={false}
        rowKey={(row) => String(row.id ?? rows.indexOf(row))}
        dataSource={rows}
        columns={columns}
        scroll={{ x: 'max-content' }}
      />
      {!locked && (
        <Button type="dashed" block icon={<PlusOutlined />} style={{ marginTop: 8 }} data-add-row={p.id} onClick={() => change([...rows, {}])}>
          {t('subTable.addRow')}
        </Button>
      )}
    </div>
  );
}
