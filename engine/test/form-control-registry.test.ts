// The control registry (form/controls/, one file per control): every control type of the vocabulary has exactly one
// definition, each palette entry is named in both languages, a dropped control's defaults and a value of its kind pass
// its own schemas, and the registry's answers ("which controls are numeric", "which hold files"…) are what the lists
// of type names spread over the packages said before the registry answered them.
import { describe, expect, it } from 'vitest';
import {
  columnForControl, CONTROL_PALETTE, controlDefinition, controlDefinitions, controlForColumn, controlTypesOf, isFileControl, isLayoutControl,
  isNumericControl, isPickerControl, isUploadControl, newField, PALETTE_GROUPS, propsValid, supportedControlTypes, UPLOAD_CONTROL_TYPES,
  valueControl, valueKindOf, VALUE_KINDS, type ControlContext, type ValueKind,
} from '../src/form/index.ts';
import { validateWithSchema } from '../src/metadata/validate.ts';
import { CONTROL_TYPES, LAYOUT_CONTROL_TYPES, type ControlType } from '../src/vocab/index.ts';
import type { TableColumn } from '../src/metadata/index.ts';

const sorted = (list: readonly string[]) => [...list].sort();
const where = (test: (type: ControlType) => boolean) => sorted(CONTROL_TYPES.filter(test));

describe('the control registry', () => {
  it('has exactly one definition for every control type of the vocabulary, and no other', () => {
    const types = controlDefinitions().map((d) => d.type);
    expect(new Set(types).size).toBe(types.length);
    expect(sorted(types)).toEqual(sorted(CONTROL_TYPES));
    for (const type of CONTROL_TYPES) expect(controlDefinition(type)?.type).toBe(type);
    expect(controlDefinition('inputNumber')).toBeUndefined();
  });

  it('gives the palette its order, group by group', () => {
    expect(Object.keys(CONTROL_PALETTE)).toEqual(supportedControlTypes());
    expect(supportedControlTypes()).toEqual([
      'input', 'textarea', 'number', 'date', 'time', 'hidden', 'select', 'radio', 'checkbox', 'switch', 'rate', 'slider', 'serialno', 'editor',
      'signature', 'icon', 'uploadFile', 'uploadImg', 'user', 'dept', 'page', 'editableTable', 'button', 'grid', 'card', 'tabs', 'table', 'affix',
      'text', 'alert', 'divider',
    ]);
    const groups = controlDefinitions().map((d) => PALETTE_GROUPS.indexOf(d.palette.group));
    expect(groups.every((g, i) => g >= 0 && (i === 0 || g >= groups[i - 1]!))).toBe(true);
  });

  it.each(controlDefinitions().map((d) => [d.type, d] as const))('names %s in Chinese and English, with an icon and a known value kind', (_type, d) => {
    expect(d.palette.name).toMatch(/[\u4e00-\u9fff]/);
    expect(d.palette.nameEn).toMatch(/^[A-Z][A-Za-z -]*$/);
    expect(d.palette.icon).toMatch(/^[A-Z][A-Za-z]+Outlined$/);
    expect(VALUE_KINDS).toContain(d.valueKind);
    expect(d.valueKind === 'none').toBe(d.kind !== 'value');
  });

  /** A value of each kind, as a designer's dropped control holds it. */
  const SAMPLES: Record<Exclude<ValueKind, 'none'>, unknown> = {
    text: 'abc', number: 3, date: '2026-01-31', time: '12:30:00', boolean: true, option: 'a', pick: 'u1',
    file: 'signature/0123456789abcdef0123456789abcdef.png', files: ['files/0123456789abcdef0123456789abcdef.png'], rows: [{ name: 'x' }],
    serial: 'SN-1', icon: 'SmileOutlined',
  };

  it.each(controlDefinitions().map((d) => [d.type] as const))('drops %s with defaults that fit its props schema, and checks a value of its kind against its own schema', (type) => {
    const field = newField(type, `f_${type}`);
    expect(propsValid(field)).toBe(true);
    const control = valueControl(type);
    if (!control) return;
    const ctx: ControlContext = { field, title: field.title ?? type, ...(CONTROL_PALETTE[type].hasOptions ? { options: [{ label: 'A', value: 'a' }] } : {}) };
    const sample = type === 'uploadFile' ? ['files/0123456789abcdef0123456789abcdef.pdf'] : SAMPLES[control.valueKind as Exclude<ValueKind, 'none'>];
    const checked = control.check(sample, ctx);
    expect(checked, type).not.toHaveProperty('error');
    // JSON Schema's `time` format wants a time zone, which the control's own pattern (HH:mm[:ss]) does not take: the
    // format is left to the control's check.
    const { format, ...schema } = control.schema(ctx);
    expect(validateWithSchema(format === 'time' ? schema : { ...schema, ...(format ? { format } : {}) }, (checked as { value: unknown }).value), type).toEqual([]);
  });
});

describe('the registry answers what the lists of type names said', () => {
  it('numeric controls: number, rate, slider (validation max, the sub-table cell, generated columns, samples)', () => {
    expect(where(isNumericControl)).toEqual(['number', 'rate', 'slider']);
    expect(sorted(controlTypesOf('number'))).toEqual(['number', 'rate', 'slider']);
    expect(isNumericControl(undefined)).toBe(false);
    expect(isNumericControl('nothing')).toBe(false);
  });

  it('upload controls: uploadFile, uploadImg; file cells: those and signature; pickers: user, dept; layout: the vocabulary\'s', () => {
    expect(sorted(UPLOAD_CONTROL_TYPES)).toEqual(['uploadFile', 'uploadImg']);
    expect(where(isUploadControl)).toEqual(['uploadFile', 'uploadImg']);
    expect(where(isFileControl)).toEqual(['signature', 'uploadFile', 'uploadImg']);
    expect(where(isPickerControl)).toEqual(['dept', 'user']);
    expect(where(isLayoutControl)).toEqual(sorted(LAYOUT_CONTROL_TYPES));
  });

  it('option controls: select, radio, checkbox; text samples: input, textarea, editor, hidden; server-filled: serialno', () => {
    expect(where((t) => valueKindOf(t) === 'option')).toEqual(['checkbox', 'radio', 'select']);
    expect(where((t) => valueKindOf(t) === 'text')).toEqual(['editor', 'hidden', 'input', 'textarea']);
    expect(where((t) => controlDefinition(t)?.serverFilled === true)).toEqual(['serialno']);
  });

  it('the same value controls and RJSF widgets as the registrations they replace', () => {
    const widgets = Object.fromEntries(CONTROL_TYPES.flatMap((t) => (valueControl(t) ? [[t, valueControl(t)!.widget]] : [])));
    expect(widgets).toEqual({
      hidden: 'hidden', input: 'text', textarea: 'textarea', number: 'updown', rate: 'rate', slider: 'range', date: 'date', time: 'time',
      radio: 'radio', select: 'select', checkbox: 'checkboxes', switch: 'switch', uploadFile: 'uploadFile', uploadImg: 'uploadImg',
      user: 'userPicker', dept: 'deptPicker', editableTable: 'subTable', serialno: 'serialno', editor: 'editor', icon: 'icon', signature: 'signature',
    });
    expect(where((t) => controlDefinition(t)?.kind === 'display')).toEqual(['alert', 'button', 'divider', 'page', 'text']);
    expect(where((t) => valueControl(t)?.input === true)).toEqual(['input', 'textarea']);
  });

  it('the columns the designer creates and the controls generated for columns', () => {
    const column = (type: ControlType) => columnForControl(type, 'c', 'C');
    const numbers = CONTROL_TYPES.map((t) => [t, column(t).colType, column(t).colPointLength]);
    expect(numbers.filter(([, colType]) => colType === 'number')).toEqual([['number', 'number', 2], ['rate', 'number', 0], ['slider', 'number', 0]]);
    expect(where((t) => column(t).colType === 'clob')).toEqual(['editor', 'signature', 'textarea']);
    expect(where((t) => column(t).colType === 'date')).toEqual(['date']);
    expect(where((t) => controlDefinition(t)?.lengthRule === true)).toEqual(['input', 'textarea']);
    const generated = (colType: TableColumn['colType'], colLength?: number) => controlForColumn({ colCode: 'c', colName: 'C', colType, ...(colLength ? { colLength } : {}) });
    expect([generated('varchar', 50), generated('varchar', 501), generated('clob'), generated('number'), generated('date'), generated('blob')])
      .toEqual(['input', 'textarea', 'textarea', 'number', 'date', undefined]);
  });
});
