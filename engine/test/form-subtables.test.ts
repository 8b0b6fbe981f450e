// User and dept pickers, sub-table rows checked with the row form's rules, oneToOne sections and the refusals of
// designs the platform does not support (issue 16).
import { describe, expect, it } from 'vitest';
import {
  buildFormSchema, oneToOneSections, pickedIds, renderMessage, sectionKeys, subTableDesignError, subTableFields, toFormData, toStoredValues,
  validateRecord, validateSubTableRows, type Form,
} from '../src/index.ts';

const form: Pick<Form, 'fields'> = {
  fields: [
    { type: 'user', key: 'owner', title: 'Owner' },
    { type: 'dept', key: 'depts', title: 'Departments', props: { mode: 'multiple' } },
    { type: 'editableTable', key: 'lines', title: 'Lines', props: { tableName: 'order_line' } },
    { type: 'card', key: 'ship', title: 'Shipping', props: { oneToOne: 'order_ship' }, children: [{ type: 'input', key: 'ship_to', title: 'Ship to' }] },
    { type: 'page', key: 'history', props: { viewCode: 'order_history', filterField: 'order_id' } },
  ],
};

const rowForm: Pick<Form, 'fields'> = {
  fields: [
    { type: 'input', key: 'product', title: 'Product', required: 'Y' },
    { type: 'number', key: 'qty', title: 'Quantity', props: { min: 1 } },
  ],
};

describe('user and dept pickers', () => {
  it('holds one id, or several when multiple, stored comma-separated and read back as a list', () => {
    const checked = validateRecord(form, { owner: 'u-1', depts: ['d-1', 'd-2', 'd-1'] });
    expect(checked.errors).toEqual([]);
    expect(checked.values).toMatchObject({ owner: 'u-1', depts: ['d-1', 'd-2'] });
    const stored = toStoredValues(form, checked.values);
    expect(stored).toMatchObject({ owner: 'u-1', depts: 'd-1,d-2' });
    expect(toFormData(form, stored)).toMatchObject({ owner: 'u-1', depts: ['d-1', 'd-2'] });
    expect(pickedIds(' a, b ,,a')).toEqual(['a', 'b']);
  });

  it('refuses several ids in a single picker and anything that is not an id', () => {
    const checked = validateRecord(form, { owner: 'u-1,u-2', depts: ['<script>'] });
    expect(checked.errors.map((e) => [e.key, e.message])).toEqual([
      ['owner', 'Owner must be one of its options'],
      ['depts', 'Departments must be one of its options'],
    ]);
  });

  it('gives the console a string or a list of strings to edit', () => {
    const { schema, uiSchema } = buildFormSchema(form);
    expect(schema.properties.owner).toMatchObject({ type: 'string' });
    expect(schema.properties.depts).toMatchObject({ type: 'array', items: { type: 'string' } });
    expect(uiSchema.owner).toMatchObject({ 'ui:widget': 'userPicker' });
    expect(uiSchema.lines).toMatchObject({ 'ui:widget': 'subTable', 'ui:options': { tableName: 'order_line' } });
  });
});

describe('sub-tables', () => {
  it('finds the sub-tables and the oneToOne sections of a form, and draws the embedded page as a display node', () => {
    expect(subTableFields(form).map((f) => f.key)).toEqual(['lines']);
    const [section] = oneToOneSections(form);
    expect(section).toMatchObject({ tableName: 'order_ship' });
    expect(sectionKeys(section!)).toEqual(['ship_to']);
    const { layout } = buildFormSchema(form);
    expect(layout.find((n) => n.key === 'history')).toMatchObject({ type: 'page', props: { viewCode: 'order_history' } });
  });

  it('checks every row with the row form, each error keyed by sub-table, row and field, and stores the good rows', () => {
    const result = validateSubTableRows('lines', rowForm, [{ id: 'r1', product: 'Bolt', qty: 2 }, { qty: 0 }]);
    expect(result.errors.map((e) => [e.key, e.message])).toEqual([
      ['lines.1.product', 'Product cannot be empty'],
      ['lines.1.qty', 'Quantity cannot be less than 1'],
    ]);
    expect(result.rows[0]).toEqual({ id: 'r1', values: { product: 'Bolt', qty: 2 } });
  });

  it('refuses rows that are not a list of objects, and a multi-select sub-table as not currently supported', () => {
    expect(validateRecord(form, { lines: 'x' }).errors[0]?.message).toBe('Lines must be a list of rows');
    const multi = { fields: [{ type: 'editableTable' as const, key: 'lines', title: 'Lines', props: { tableName: 't', mode: 'multiple' } }] };
    expect(validateRecord(multi, { lines: [{ product: 'x' }] }).errors[0]?.message).toBe('not currently supported');
    const refused = subTableDesignError({ props: { nested: true } });
    expect(refused && renderMessage(refused, 'zh_CN')).toBe('暂不支持');
  });

  it('has the spec\'s message for a sub-table record without its main record, in both languages', () => {
    expect(renderMessage({ code: 'subTable.needsMain' }, 'en_US')).toBe('A sub-table record needs a main-table record first');
    expect(renderMessage({ code: 'subTable.needsMain' }, 'zh_CN')).toBe('请先保存主表记录，再编辑子表记录');
  });
});
