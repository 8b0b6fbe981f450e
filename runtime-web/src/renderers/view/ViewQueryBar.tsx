// The query bar of a list page: one control per query column (isQuery) with its operator (queryOp, or one the
// user picks when the page leaves it open, among those the column's kind supports), the default query first; the
// values become the list's filters. A user or department column is filtered with the form's picker, by id.
import { DatePicker, Input, Select, Space } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { QueryBar, type Query, type QueryField as KitField } from '../../components/crud/index.ts';
import { optionLabel } from '../../store/dict-cache.ts';
import { filterKindOf, OPERATOR_RULES, operatorsFor, type Option, type QueryField, type QueryFilter, type QueryOperator } from '../engine.ts';
import { DeptPickerWidget, UserPickerWidget } from '../form/widgets/picker-widgets.tsx';

const DATE = 'YYYY-MM-DD';
const YES = 'Y';

/**
 * Operators a user may pick for a column whose page leaves the operator open: those taking one value that the column's
 * kind supports (the engine's list, which the server enforces too: a number is never 'like').
 */
export const pickableOperators = (control: string | undefined): QueryOperator[] =>
  operatorsFor(control).filter((op) => OPERATOR_RULES[op].arity === 'one' && op !== 'custom');

interface Picked {
  op?: QueryOperator;
  value?: unknown;
}

const filled = (v: unknown) => v !== undefined && v !== null && (typeof v !== 'string' || v.trim() !== '');

/** The filters of the query bar's values (incomplete values are left out). */
export function toFilters(fields: readonly QueryField[], values: Query): QueryFilter[] {
  return fields.flatMap((field): QueryFilter[] => {
    const raw = values[field.colCode];
    const picked = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Picked) : undefined;
    const { op, value } = picked ? { op: picked.op ?? field.op, value: picked.value } : { op: field.op, value: raw };
    const text = typeof value === 'string' ? value.trim() : value;
    switch (OPERATOR_RULES[op].arity) {
      case 'none':
        return text === YES ? [{ colCode: field.colCode, op }] : [];
      case 'one':
        return filled(text) ? [{ colCode: field.colCode, op, value: text }] : [];
      case 'two':
        return Array.isArray(text) && text.length === 2 && text.every(filled) ? [{ colCode: field.colCode, op, value: text }] : [];
      case 'list':
        return Array.isArray(text) && text.length > 0 ? [{ colCode: field.colCode, op, value: text }] : [];
    }
  });
}

interface ControlProps {
  field: QueryField;
  op: QueryOperator;
  options?: Option[];
  /** The control type of the column's form field (dates get a date picker). */
  control?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

function ValueControl({ field, op, options, control, value, onChange }: ControlProps) {
  const { t, i18n } = useTranslation();
  const arity = OPERATOR_RULES[op].arity;
  const change = (v: unknown) => onChange?.(v);
  const placeholder = field.title;
  if (arity === 'none') {
    return <Select allowClear value={value} onChange={change} placeholder={placeholder} options={[{ label: t(`view.op.${op}`), value: YES }]} />;
  }
  if (control === 'user' || control === 'dept') return <IdPicker control={control} field={field} multiple={arity === 'list'} value={value} onChange={change} />;
  if (options) {
    return (
      <Select
        allowClear
        mode={arity === 'list' ? 'multiple' : undefined}
        value={value}
        onChange={change}
        placeholder={placeholder}
        options={options.map((o) => ({ label: optionLabel(o, i18n.language), value: String(o.value) }))}
      />
    );
  }
  if (arity === 'list') return <Select mode="tags" allowClear value={value} onChange={change} placeholder={placeholder} open={false} />;
  if (control === 'date' && arity === 'two') {
    const range = Array.isArray(value) ? (value.map((v) => (v ? dayjs(String(v), DATE) : null)) as [dayjs.Dayjs, dayjs.Dayjs]) : null;
    return <DatePicker.RangePicker style={{ width: '100%' }} value={range} onChange={(d) => change(d ? d.map((x) => x?.format(DATE)) : undefined)} />;
  }
  if (control === 'date') {
    return (
      <DatePicker
        style={{ width: '100%' }}
        value={typeof value === 'string' && value ? dayjs(value, DATE) : null}
        onChange={(d) => change(d ? d.format(DATE) : undefined)}
        placeholder={placeholder}
      />
    );
  }
  if (arity === 'two') {
    const pair = Array.isArray(value) ? value : [];
    const set = (i: number, v: string) => change(i === 0 ? [v, pair[1] ?? ''] : [pair[0] ?? '', v]);
    return (
      <Space.Compact style={{ width: '100%' }}>
        <Input value={String(pair[0] ?? '')} onChange={(e) => set(0, e.target.value)} placeholder={t('view.from')} />
        <Input value={String(pair[1] ?? '')} onChange={(e) => set(1, e.target.value)} placeholder={t('view.to')} />
      </Space.Compact>
    );
  }
  return <Input allowClear value={typeof value === 'string' ? value : ''} onChange={(e) => change(e.target.value)} placeholder={placeholder} />;
}

/** The form's user or department picker as a filter: the stored ids are what the column is matched by. */
function IdPicker({ control, field, multiple, value, onChange }: {
  control: 'user' | 'dept'; field: QueryField; multiple: boolean; value: unknown; onChange(value: unknown): void;
}) {
  const Widget = control === 'user' ? UserPickerWidget : DeptPickerWidget;
  const props = {
    id: `query-${field.colCode}`, value, onChange, options: multiple ? { mode: 'multiple' } : {}, readonly: false, disabled: false, placeholder: field.title,
  } as unknown as WidgetProps;
  return <Widget {...props} />;
}

/** A value with an operator the user picks (the page left the column's operator open). */
function PickedControl(props: Omit<ControlProps, 'op'>) {
  const { t } = useTranslation();
  const picked = (props.value ?? {}) as Picked;
  const op = picked.op ?? props.field.op;
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        style={{ width: 110 }}
        value={op}
        popupMatchSelectWidth={false}
        onChange={(next: QueryOperator) => props.onChange?.({ op: next, value: picked.value })}
        options={pickableOperators(props.control).map((code) => ({ value: code, label: t(`view.op.${code}`) }))}
        data-testid={`query-op-${props.field.colCode}`}
      />
      <ValueControl {...props} op={op} value={picked.value} onChange={(value) => props.onChange?.({ op, value })} />
    </Space.Compact>
  );
}

/**
 * The user picks the operator when the page leaves it open, for one free value (options are matched exactly, a picker's
 * ids by equality).
 */
const pickable = (field: QueryField, options: Option[] | undefined, control: string | undefined) =>
  !field.fixedOp && !options && filterKindOf(control) !== 'id' && OPERATOR_RULES[field.op].arity === 'one';

export interface ViewQueryBarProps {
  fields: readonly QueryField[];
  optionsOf(field: QueryField): Option[] | undefined;
  controlOf(field: QueryField): string | undefined;
  onSearch(filters: QueryFilter[]): void;
  onReset(): void;
}

export function ViewQueryBar({ fields, optionsOf, controlOf, onSearch, onReset }: ViewQueryBarProps) {
  const kitFields: KitField[] = fields.map((field) => {
    const common = { field, options: optionsOf(field), control: controlOf(field) };
    return {
      name: field.colCode,
      label: field.title,
      control: pickable(field, common.options, common.control) ? <PickedControl {...common} /> : <ValueControl {...common} op={field.op} />,
    };
  });
  return <QueryBar fields={kitFields} onSearch={(values) => onSearch(toFilters(fields, values))} onReset={onReset} />;
}
