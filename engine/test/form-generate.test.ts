// A default form and list page generated from a table model are valid metadata and follow the columns.
import { describe, expect, it } from 'vitest';
import type { TableModel } from '../src/metadata/index.ts';
import { columnForControl, CONTROL_PALETTE, controlForColumn, generateDefaultForm, generateDefaultView } from '../src/form/index.ts';
import { checkColumn, validateForm, validateView } from '../src/rules/index.ts';

const model: TableModel = {
  tableName: 'customer',
  tableDesc: 'Customer',
  groupCode: 'crm',
  objStructure: 'main',
  persistenceType: 'db',
  columns: [
    { colCode: 'id', colName: 'Id', colType: 'varchar', colLength: 36, isSystem: true, isKey: true },
    { colCode: 'name', colName: 'Name', colType: 'varchar', colLength: 50, isRequired: true, customMessage: 'm.nameRequired' },
    { colCode: 'phone', colName: 'Phone', colType: 'varchar', colLength: 11, validRule: 'phone' },
    { colCode: 'sex', colName: 'Sex', colType: 'varchar', colLength: 2, showType: 'select', showConfig: { dictOption: { dictCode: 'sex' } } },
    { colCode: 'remark', colName: 'Remark', colType: 'varchar', colLength: 1000 },
    { colCode: 'age', colName: 'Age', colType: 'number', colLength: 3 },
    { colCode: 'born', colName: 'Born', colType: 'date' },
    { colCode: 'photo', colName: 'Photo', colType: 'blob' },
    { colCode: 'bio', colName: 'Bio', colType: 'clob' },
  ],
};

describe('generateDefaultForm', () => {
  const form = generateDefaultForm(model);
  it('is a valid form bound to the table', () => {
    expect(validateForm(form)).toEqual([]);
    expect([form.formCode, form.objectName, form.groupCode]).toEqual(['customer_form', 'customer', 'crm']);
  });
  it('maps each persisted column to a control with its rules', () => {
    expect(form.fields.map((f) => [f.key, f.type])).toEqual([
      ['name', 'input'], ['phone', 'input'], ['sex', 'select'], ['remark', 'textarea'], ['age', 'number'], ['born', 'date'], ['bio', 'textarea'],
    ]);
    expect(form.fields[0]).toMatchObject({ required: 'Y', span: 12, rules: [{ required: true, message: 'm.nameRequired' }, { max: 50 }] });
    expect(form.fields[1]!.rules).toEqual([{ pattern: 'phone' }, { max: 11 }]);
  });
});

describe('generateDefaultView', () => {
  const view = generateDefaultView(model);
  it('is a valid list page using the form', () => {
    expect(validateView(view)).toEqual([]);
    expect([view.viewCode, view.formCode, view.tableName, view.viewType]).toEqual(['customer_list', 'customer_form', 'customer', 'table']);
  });
  it('queries the first three columns, the first by default, and sorts by all', () => {
    expect(view.columns.filter((c) => c.isQuery).map((c) => [c.colCode, c.queryOp, c.isDefaultQuery])).toEqual([
      ['name', 'like', true], ['phone', 'like', false], ['sex', undefined, false],
    ]);
    expect(view.columns.every((c) => c.isSort)).toBe(true);
    expect(view.columns.find((c) => c.colCode === 'sex')?.dictCode).toBe('sex');
  });
  it('has the add, batch delete, edit, detail and delete buttons', () => {
    expect(view.buttons?.map((b) => [b.buttonType, b.action])).toEqual([
      ['toolbar', 'add'], ['toolbar', 'batchDelete'], ['inline', 'edit'], ['inline', 'detail'], ['inline', 'delete'],
    ]);
  });
});

describe('columnForControl', () => {
  it('types the column a designer control creates and round-trips to the same control', () => {
    expect(columnForControl('number', 'age', 'Age')).toMatchObject({ colType: 'number', colLength: 18, colPointLength: 2, showType: 'number' });
    expect(columnForControl('rate', 'stars', 'Stars')).toMatchObject({ colType: 'number', colPointLength: 0 });
    expect(columnForControl('date', 'born', 'Born').colType).toBe('date');
    expect(columnForControl('editor', 'body', 'Body').colType).toBe('clob');
    const text = columnForControl('select', 'level', 'Level');
    expect(text).toMatchObject({ colType: 'varchar', colLength: 255, isNull: true });
    expect(controlForColumn(text)).toBe('select');
  });

  it('makes a valid column for every control that edits a value', () => {
    const types = (Object.keys(CONTROL_PALETTE) as (keyof typeof CONTROL_PALETTE)[]).filter((t) => CONTROL_PALETTE[t].bindsColumn);
    expect(types.map((t) => [t, checkColumn(columnForControl(t, `c_${t.toLowerCase()}`, t))])).toEqual(types.map((t) => [t, []]));
  });
});
