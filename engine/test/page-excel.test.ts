// Excel import and export of list pages: columns and headers, cells to values and back, import rules, row errors.
import { describe, expect, it } from 'vitest';
import {
  cellValue, columnLetter, exportColumns, exportFileName, exportValue, importColumns, importRow, importValue, isBlankRow, matchHeaders,
  requiredImportFields,
} from '../src/page/excel.ts';
import { LabelIndex, labelText, readLabels, withLabels } from '../src/page/excel-labels.ts';
import { renderMessage } from '../src/wire/message.ts';
import type { TableModel, View } from '../src/metadata/index.ts';

const model: Pick<TableModel, 'columns'> = {
  columns: [
    { colCode: 'name', colName: 'Name', colType: 'varchar', colLength: 50 },
    { colCode: 'phone', colName: 'Phone', colType: 'varchar', colLength: 11 },
    { colCode: 'age', colName: 'Age', colType: 'number', colLength: 3 },
    { colCode: 'born', colName: 'Born', colType: 'date' },
    { colCode: 'photo', colName: 'Photo', colType: 'blob' },
  ],
};

const view: Pick<View, 'columns'> = {
  columns: [
    { colCode: 'name', colName: 'Name', colAlias: 'Customer', sortNo: 2 },
    { colCode: 'phone', colName: 'Phone', tuoMin: 'phonenumber', sortNo: 1 },
    { colCode: 'age', colName: 'Age', sortNo: 3, importRules: 'positiveInteger' },
    { colCode: 'born', colName: 'Born', isShow: false },
    { colCode: 'create_time', colName: 'Created' },
    { colCode: 'photo', colName: 'Photo' },
  ],
};

describe('columns', () => {
  it('exports the shown columns in page order, headed by alias, with their masks; no binary columns', () => {
    // sortNo first; a column without one sorts by its place in the list.
    expect(exportColumns(view, model)).toEqual([
      { key: 'phone', header: 'Phone', type: 'varchar', mask: 'phonenumber' },
      { key: 'name', header: 'Customer', type: 'varchar' },
      { key: 'age', header: 'Age', type: 'number' },
      { key: 'create_time', header: 'Created', type: 'timestamp' },
    ]);
  });

  it('imports the columns marked isImport, else the shown own columns (masked ones too: masking is about display)', () => {
    expect(importColumns(view, model).map((c) => c.key)).toEqual(['phone', 'name', 'age']);
    const marked = { columns: view.columns.map((c) => (c.colCode === 'born' || c.colCode === 'phone' ? { ...c, isImport: true } : c)) };
    expect(importColumns(marked, model).map((c) => c.key)).toEqual(['phone', 'born']);
  });

  it('matches headers by alias, name or code; a column of the page that is not imported is a note; an unknown one is an error', () => {
    const columns = importColumns(view, model);
    const { columns: matched, errors, notes } = matchHeaders([' customer ', 'AGE', 'Phone', null, 'Salary', 'Created'], view, columns);
    expect(matched.map((c) => c?.key ?? null)).toEqual(['name', 'age', 'phone', null, null, null]);
    expect(errors).toEqual([expect.objectContaining({ row: 1, column: 'E', message: 'Column Salary is not a column of this page', code: 'excel.unknownHeader' })]);
    expect(notes).toEqual([expect.objectContaining({ column: 'F', message: 'Column Created is not imported by this page; its values were ignored' })]);
  });

  it('names a required field whose column the header lacks (not one with a default or drawn by the server)', () => {
    const form = { fields: [
      { key: 'name', type: 'input', title: 'Name', required: 'Y' as const },
      { key: 'age', type: 'number', title: 'Age', rules: [{ required: true }], defaultValue: 18 },
      { key: 'no', type: 'serialno', title: 'No', required: 'Y' as const },
    ] };
    const required = requiredImportFields(form as never, importColumns(view, model));
    expect(required).toEqual([{ key: 'name', header: 'Customer' }]);
    expect(matchHeaders(['Age'], view, importColumns(view, model), required).errors.map((e) => e.message)).toEqual(['The required column Customer is missing']);
  });

  it('names columns with letters', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });
});

describe('cells and values', () => {
  it.each<[unknown, unknown]>([
    [null, null], ['', null], ['  ', null], ['x', 'x'], [3, 3], [true, true],
    [{ richText: [{ text: 'a' }, { text: 'b' }] }, 'ab'], [{ text: 'site', hyperlink: 'http://x' }, 'site'],
    [{ formula: '1+1', result: 2 }, 2], [{ error: '#N/A' }, null],
  ])('cell %j is %j', (cell, value) => {
    expect(cellValue(cell)).toEqual(value);
  });

  it('reads a cell as the column type has it', () => {
    expect(importValue('number', '42')).toBe(42);
    expect(importValue('number', 'forty')).toBe('forty');
    expect(importValue('varchar', 13812345678)).toBe('13812345678');
    expect(importValue('date', new Date(Date.UTC(1993, 4, 4)))).toBe('1993-05-04');
    expect(importValue('timestamp', new Date(Date.UTC(1993, 4, 4, 13, 5, 9)))).toBe('1993-05-04 13:05:09');
  });

  it('writes a value as a cell', () => {
    expect(exportValue('number', '12.50')).toBe(12.5);
    expect(exportValue('varchar', '007')).toBe('007');
    expect(exportValue('timestamp', new Date(Date.UTC(2024, 0, 31, 8, 0, 0)))).toBe('2024-01-31 08:00:00');
    expect(exportValue('varchar', null)).toBeNull();
  });

  it('a row: values by field and the import rule problems, in the reader\'s language too', () => {
    const columns = importColumns(view, model).filter((c) => c.key !== 'phone');
    const good = importRow(2, ['Ann', 31], columns);
    expect(good).toEqual({ values: { name: 'Ann', age: 31 }, errors: [], checkRules: [] });
    const bad = importRow(3, ['Bob', -1], columns);
    expect(bad.errors).toEqual([expect.objectContaining({ row: 3, column: 'Age', message: 'Age does not match the import rule positiveInteger' })]);
    expect(renderMessage(bad.errors[0]!, 'zh_CN')).toBe('Age不符合导入规则 positiveInteger');
    const custom = importRow(4, ['Cy', 5], [columns[0]!, { ...columns[1]!, importRule: 'my_check_rule' }]);
    expect(custom.checkRules).toEqual([{ column: expect.objectContaining({ key: 'age' }), value: '5' }]);
    expect(isBlankRow([null, '', ' '])).toBe(true);
  });

  it('names an export after the page and the time', () => {
    expect(exportFileName('Orders/2024: "all"', new Date(Date.UTC(2024, 0, 31, 8, 5, 9)))).toBe('Orders_2024_ _all__20240131080509.xlsx');
  });
});

describe('labels', () => {
  const index = LabelIndex.ofOptions([{ label: '男', labelEn: 'Male', value: '1' }, { label: 'Twin', value: 't1' }, { label: 'Twin', value: 't2' }, { label: 'A, B', value: 'ab' }]);

  it('marks the columns of controls with options, users and departments', () => {
    const form = { fields: [{ key: 'sex', type: 'select', showConfig: { dictOption: { dictCode: 'sex' } } }, { key: 'owner', type: 'user' }, { key: 'name', type: 'input' }] };
    const columns = ['sex', 'owner', 'name'].map((key) => ({ key, header: key, type: 'varchar' as const }));
    expect(withLabels(columns, form as never).map((c) => c.labels)).toEqual(['options', 'user', undefined]);
  });

  it('writes labels, several joined by commas; reads labels in either language, then codes; a label of several choices is named', () => {
    expect(labelText('1,t1,x', (v) => ({ 1: 'Male', t1: 'Twin' })[v])).toBe('Male, Twin, x');
    expect(readLabels('Male', index)).toEqual({ value: '1' });
    expect(readLabels('男, t2', index)).toEqual({ value: '1,t2' });
    expect(readLabels('A, B', index)).toEqual({ value: 'ab' });
    expect(readLabels('unknown', index)).toEqual({ value: 'unknown' });
    expect(readLabels('Male, Twin', index)).toEqual({ ambiguous: 'Twin' });
  });
});
