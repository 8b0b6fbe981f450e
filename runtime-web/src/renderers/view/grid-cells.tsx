// The cells of an editable table by the form control of their column: a number in an InputNumber, options (select,
// radio, checkbox — static, dictionary or config ones, as the form resolves them) in a Select, a switch in a Switch,
// a date or time in its picker, long text in a text area, other controls as read-only text. The editors are the
// console's form widgets (form/widgets/value-widgets), given what the form renderer would give them, so that a cell
// edits the value the form expects. Light editors (a text input, a switch) stand in every cell; the others only in the
// cell being edited, the rest showing their text, so that 10,000 windowed rows scroll smoothly.
import type { WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import type { ValueField } from '../engine.ts';
import {
  DateWidget, NumberWidget, SelectWidget, SwitchWidget, TextareaWidget, TextWidget, TimeWidget,
} from '../form/widgets/value-widgets.tsx';

export type CellEditorKind = 'text' | 'textarea' | 'number' | 'select' | 'multiple' | 'switch' | 'date' | 'time';

/**
 * The cell editor of each form widget (the RJSF widget the engine's definition of a control names) a cell can stand
 * in for; a control whose widget is not listed here is read-only in the table.
 */
const KIND_OF_WIDGET: Readonly<Record<string, CellEditorKind>> = {
  text: 'text',
  textarea: 'textarea',
  updown: 'number',
  select: 'select',
  radio: 'select',
  checkboxes: 'multiple',
  switch: 'switch',
  date: 'date',
  time: 'time',
};

const WIDGETS: Readonly<Record<CellEditorKind, ComponentType<WidgetProps>>> = {
  text: TextWidget,
  textarea: TextareaWidget,
  number: NumberWidget,
  select: SelectWidget,
  multiple: SelectWidget,
  switch: SwitchWidget,
  date: DateWidget,
  time: TimeWidget,
};

/** The editor of a column's control (a multiple select edits several values); undefined: read-only. */
export function cellEditorKind(vf: Pick<ValueField, 'field' | 'control'>): CellEditorKind | undefined {
  const kind = Object.hasOwn(KIND_OF_WIDGET, vf.control.widget) ? KIND_OF_WIDGET[vf.control.widget] : undefined;
  return kind === 'select' && vf.field.props?.mode === 'multiple' ? 'multiple' : kind;
}

/** Editors light enough to stand in every cell of the window; the others are drawn in the cell being edited only. */
export const isLightEditor = (kind: CellEditorKind) => kind === 'text' || kind === 'switch';

const noop = () => undefined;

/** What the form renderer gives a control's widget (its schema, options and properties), for one cell. */
function widgetProps(vf: ValueField, id: string, value: unknown, onChange: (value: unknown) => void, kind: CellEditorKind): WidgetProps {
  const { field, control, ctx } = vf;
  return {
    id,
    name: field.key,
    label: ctx.title,
    value,
    onChange,
    onBlur: noop,
    onFocus: noop,
    schema: control.schema(ctx),
    uiSchema: {},
    options: {
      ...(ctx.options ? { options: ctx.options } : {}),
      ...control.uiOptions?.(ctx),
      ...field.props,
      ...(kind === 'multiple' ? { mode: 'multiple' } : {}),
      ...(kind === 'textarea' ? { rows: 1 } : {}),
    },
    required: false,
    disabled: false,
    readonly: false,
    autofocus: true,
    placeholder: '',
    rawErrors: [],
    hideError: true,
    registry: {},
  } as unknown as WidgetProps;
}

/** A cell's editor: the control's widget editing the form's value of the field. */
export function CellEditor({ vf, kind, id, value, onChange }: {
  vf: ValueField; kind: CellEditorKind; id: string; value: unknown; onChange(value: unknown): void;
}) {
  const Widget = WIDGETS[kind];
  return <Widget {...widgetProps(vf, id, value, onChange, kind)} />;
}

/** A form value of the field as the table stores it (what the list's cell formatters read). */
export function storedValue(vf: Pick<ValueField, 'control' | 'ctx'>, value: unknown): unknown {
  return value === null || value === undefined || !vf.control.toStored ? value : vf.control.toStored(value, vf.ctx);
}

/**
 * Digits after the point of each number column as the server writes its values ('2600.50': 2), from the loaded rows:
 * the grid shows its numbers as the list and the detail do (the form holds 2600.5).
 */
export function numberScales(rows: readonly Record<string, unknown>[], keys: readonly string[]): Map<string, number> {
  const scales = new Map<string, number>();
  for (const key of keys) {
    for (const row of rows) {
      const match = typeof row[key] === 'string' ? /^-?\d+\.(\d+)$/.exec(row[key]) : null;
      if (match) scales.set(key, Math.max(scales.get(key) ?? 0, match[1]!.length));
    }
  }
  return scales;
}

/** A number at the column's scale; anything that is not a number as it is. */
export function atScale(value: unknown, scale: number | undefined): unknown {
  if (scale === undefined || value === null || value === undefined || value === '') return value;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
  return Number.isFinite(n) ? n.toFixed(scale) : value;
}
