// Form metadata → RJSF schema, uiSchema and layout: one registry entry per control type, options, permissions.
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { Form, FormField } from '../src/metadata/index.ts';
import {
  buildFormSchema, controlDefinition, registerControl, supportedControlTypes, toFormData, toStoredValues, defaultValues, type FieldAccessLevel,
} from '../src/form/index.ts';
import { evaluateLinkage } from '../src/linkage/index.ts';
import { DEFAULT_COL_SPAN } from '../src/vocab/index.ts';

const one = (f: Partial<FormField> & Pick<FormField, 'type'>) => buildFormSchema({ fields: [{ key: 'f', title: 'F', ...f }] });
const options = [{ label: 'One', value: 1 }, { label: 'Two', value: 2 }];

describe('the control registry', () => {
  it('holds the control types of this slice, each once', () => {
    expect(supportedControlTypes().sort()).toEqual(
      ['alert', 'card', 'checkbox', 'date', 'divider', 'grid', 'hidden', 'input', 'number', 'radio', 'rate', 'select', 'slider', 'switch', 'tabs', 'text', 'textarea', 'time', 'uploadFile', 'uploadImg',
        'serialno', 'editor', 'icon', 'signature', 'button', 'affix', 'table', 'user', 'dept', 'editableTable', 'page'].sort(),
    );
    expect(() => registerControl('input', { kind: 'display' })).toThrow('control type input is already registered');
    expect(controlDefinition('retired')).toBeUndefined();
  });

  it.each<[FormField['type'], Record<string, unknown>, string]>([
    ['hidden', { type: 'string' }, 'hidden'],
    ['input', { type: 'string' }, 'text'],
    ['textarea', { type: 'string' }, 'textarea'],
    ['number', { type: 'number' }, 'updown'],
    ['select', { type: 'number', oneOf: [{ const: 1, title: 'One' }, { const: 2, title: 'Two' }] }, 'select'],
    ['radio', { type: 'number', oneOf: [{ const: 1, title: 'One' }, { const: 2, title: 'Two' }] }, 'radio'],
    ['checkbox', { type: 'array', uniqueItems: true, items: { type: 'number', oneOf: [{ const: 1, title: 'One' }, { const: 2, title: 'Two' }] } }, 'checkboxes'],
    ['switch', { type: 'boolean' }, 'switch'],
    ['date', { type: 'string', format: 'date' }, 'date'],
    ['time', { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$' }, 'time'],
    ['rate', { type: 'integer', minimum: 0, maximum: 5 }, 'rate'],
    ['slider', { type: 'number', minimum: 0, maximum: 100 }, 'range'],
  ])('%s → its schema and widget', (type, schema, widget) => {
    const built = one({ type, showConfig: { options } });
    expect(built.schema.properties.f).toEqual({ ...schema, title: 'F' });
    expect((built.uiSchema.f as Record<string, unknown>)['ui:widget']).toBe(widget);
  });

  it('gives date and time schemas that the browser\'s checker (ajv with its formats, as RJSF) agrees with the server on', () => {
    const ajv = new Ajv();
    (addFormats as unknown as (a: Ajv) => Ajv)(ajv);
    const accepts = (type: FormField['type'], value: string) => ajv.validate(one({ type }).schema.properties.f as object, value);
    expect(['08:30', '12:30:00', '23:59:59'].map((v) => accepts('time', v))).toEqual([true, true, true]);
    expect(['24:00', '8h30', '12:30:00Z'].map((v) => accepts('time', v))).toEqual([false, false, false]);
    expect(['2026-02-28', '2026-02-30'].map((v) => accepts('date', v))).toEqual([true, false]);
  });

  it('keeps a list without options a text list, so its control stays the same when a cascade\'s options arrive', () => {
    const select = controlDefinition('select');
    const field: FormField = { key: 'f', title: 'F', type: 'select' };
    expect(select?.kind === 'value' && select.schema({ field, title: 'F', options: [] })).toEqual({ type: 'string', oneOf: [] });
  });
});

describe('buildFormSchema', () => {
  const form: Pick<Form, 'fields'> = {
    fields: [
      { type: 'input', key: 'name', title: '名称', titleEn: 'Name', required: 'Y', placeholder: 'Your name' },
      { type: 'divider', key: 'd1', title: 'More' },
      {
        type: 'grid', key: 'g', columns: [
          { span: 12, children: [{ type: 'select', key: 'sex', title: 'Sex', span: 24, showConfig: { dictOption: { dictCode: 'sex' } } }] },
          { span: 12, children: [{ type: 'number', key: 'age', title: 'Age', disabled: 'Y', defaultValue: 18 }] },
        ],
      },
      { type: 'tabs', key: 't', panes: [{ key: 'p1', title: 'Notes', children: [{ type: 'textarea', key: 'note', title: 'Note' }, { type: 'retired' as FormField['type'], key: 'sig' }] }] },
    ],
  };
  const lookup = { dictOptions: () => [{ label: 'Male', value: '1' }] };

  it('builds a flat schema, a uiSchema per field and the layout tree', () => {
    const built = buildFormSchema(form, { lookup, lang: 'en_US' });
    expect(built.schema).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string', title: 'Name' },
        sex: { type: 'string', oneOf: [{ const: '1', title: 'Male' }], title: 'Sex' },
        age: { type: 'number', title: 'Age', default: 18 },
        note: { type: 'string', title: 'Note' },
      },
      required: ['name'],
    });
    expect(built.uiSchema.name).toEqual({ 'ui:widget': 'text', 'ui:placeholder': 'Your name', 'ui:options': { span: DEFAULT_COL_SPAN } });
    expect(built.uiSchema.age).toEqual({ 'ui:widget': 'updown', 'ui:disabled': true, 'ui:options': { span: DEFAULT_COL_SPAN } });
    expect(built.uiSchema['ui:order']).toEqual(['name', 'sex', 'age', 'note', '*']);
    expect(built.layout).toEqual([
      { type: 'input', key: 'name', span: DEFAULT_COL_SPAN },
      { type: 'divider', key: 'd1', span: 24, title: 'More' },
      { type: 'grid', key: 'g', span: 24, columns: [
        { span: 12, children: [{ type: 'select', key: 'sex', span: 24 }] },
        { span: 12, children: [{ type: 'number', key: 'age', span: DEFAULT_COL_SPAN }] },
      ] },
      { type: 'tabs', key: 't', span: 24, panes: [{ key: 'p1', title: 'Notes', children: [
        { type: 'textarea', key: 'note', span: DEFAULT_COL_SPAN },
        { type: 'retired', key: 'sig', span: 24, unsupported: true },
      ] }] },
    ]);
  });

  it('leaves out fields hidden by permission and disables read-only ones', () => {
    const access = new Map<string, FieldAccessLevel>([['name', 'hidden'], ['note', 'readonly']]);
    const built = buildFormSchema(form, { access });
    expect(Object.keys(built.schema.properties)).toEqual(['sex', 'age', 'note']);
    expect(built.schema.required).toEqual([]);
    expect((built.uiSchema.note as Record<string, unknown>)['ui:disabled']).toBe(true);
    expect(built.layout[0]).toEqual({ type: 'divider', key: 'd1', span: 24, title: 'More' });
  });

  it('follows the linkage state: hidden, required and disabled', () => {
    const linked: Pick<Form, 'fields'> = { fields: [
      { type: 'switch', key: 'vip', showConfig: { linkage: [{ when: { var: 'vip' }, actions: [{ action: 'require', target: 'level' }, { action: 'disable', target: 'note' }] },
        { when: { '!': { var: 'vip' } }, actions: [{ action: 'hide', target: 'level' }] }] } },
      { type: 'rate', key: 'level' },
      { type: 'input', key: 'note' },
    ] };
    const on = buildFormSchema(linked, { linkage: evaluateLinkage(linked, { vip: true }) });
    expect(on.schema.required).toEqual(['level']);
    expect((on.uiSchema.note as Record<string, unknown>)['ui:disabled']).toBe(true);
    const off = buildFormSchema(linked, { linkage: evaluateLinkage(linked, { vip: false }) });
    expect((off.uiSchema.level as Record<string, unknown>)['ui:widget']).toBe('hidden');
    expect(off.schema.required).toEqual([]);
  });
});

describe('form values ↔ stored values', () => {
  const form: Pick<Form, 'fields'> = { fields: [
    { type: 'checkbox', key: 'tags', showConfig: { options } },
    { type: 'switch', key: 'vip', defaultValue: false },
    { type: 'number', key: 'amount' },
    { type: 'select', key: 'level', showConfig: { options } },
    { type: 'input', key: 'name' },
  ] };

  it('joins lists and turns switches into Y/N for storage', () => {
    expect(toStoredValues(form, { tags: [1, 2], vip: true, amount: 3, name: null, other: 'x' })).toEqual({ tags: '1,2', vip: 'Y', amount: 3, name: null });
  });

  it('turns stored text back into the values the controls hold', () => {
    expect(toFormData(form, { id: 'r', tags: '1,2', vip: 'N', amount: '12.50', level: '2', name: 'x' })).toEqual({
      tags: [1, 2], vip: false, amount: 12.5, level: 2, name: 'x',
    });
  });

  it('lists the default values', () => {
    expect(defaultValues(form)).toEqual({ vip: false });
  });
});
