// Spec §5 column rules: description, type, length, decimals and repeated names of a table model's columns.
import { describe, expect, it } from 'vitest';
import type { TableColumn } from '../src/metadata/index.ts';
import { checkColumn, checkColumnLength, checkColumns, checkDecimals, type DeepPartial } from '../src/rules/index.ts';
import { plain, text } from './issues.ts';

describe('checkColumnLength', () => {
  it.each<[unknown, unknown, string | undefined]>([
    ['varchar', 1, undefined],
    ['varchar', 4000, undefined],
    ['varchar', 4001, 'Field length must be a number from 1 to 4000'],
    ['varchar', 0, 'Field length must be a number from 1 to 4000'],
    ['varchar', 2.5, 'Field length must be a number from 1 to 4000'],
    ['varchar', undefined, 'Field length must be a number from 1 to 4000'],
    ['varchar', '32', 'Field length must be a number from 1 to 4000'],
    ['number', 1000, undefined],
    ['number', 1001, 'Field length must be a number from 1 to 1000'],
    ['date', undefined, undefined],
    ['clob', undefined, undefined],
    ['blob', 99999, undefined],
  ])('%s(%j) → %s', (type, length, message) => {
    expect(text(checkColumnLength(type, length))).toBe(message);
  });
});

describe('checkDecimals', () => {
  it.each<[unknown, unknown, unknown, string | undefined]>([
    ['number', undefined, 10, undefined],
    ['number', 0, 10, undefined],
    ['number', 30, 38, undefined],
    ['number', 10, 10, undefined],
    ['number', 31, 40, 'Decimal places must be a number from 0 to 30'],
    ['number', -1, 10, 'Decimal places must be a number from 0 to 30'],
    ['number', 1.5, 10, 'Decimal places must be a number from 0 to 30'],
    ['number', 11, 10, 'Decimal places cannot be greater than the field length'],
    ['varchar', 99, 10, undefined],
  ])('%s length %j decimals %j → %s', (type, decimals, length, message) => {
    expect(text(checkDecimals(type, decimals, length))).toBe(message);
  });
});

describe('checkColumn', () => {
  const valid: DeepPartial<TableColumn> = { colCode: 'amount', colName: 'Amount', colType: 'number', colLength: 12, colPointLength: 2 };

  it.each<[string, DeepPartial<TableColumn>, { path: string; message: string }[]]>([
    ['a valid column', valid, []],
    ['empty description', { ...valid, colName: ' ' }, [{ path: '/colName', message: 'Field description cannot be empty' }]],
    ['empty type', { colCode: 'a', colName: 'A' }, [{ path: '/colType', message: 'Field type cannot be empty' }]],
    ['virtual without prefix', { ...valid, colCode: 'total', isVirtual: true }, [{ path: '/colCode', message: 'Virtual fields must start with _temp_' }]],
    [
      'sqlParameterConfig without key',
      { colCode: 'city', colName: 'City', colType: 'date', showConfig: { sqlConfig: { sqlCode: 's', sqlParameterConfig: [{ parameterKey: '' }] } } },
      [{ path: '/showConfig/sqlConfig/sqlParameterConfig/0/parameterKey', message: 'Parameter key cannot be empty' }],
    ],
    [
      'several problems at once',
      { colCode: '', colName: '', colType: 'varchar', colLength: 5000 },
      [
        { path: '/colCode', message: 'Field name cannot be empty' },
        { path: '/colName', message: 'Field description cannot be empty' },
        { path: '/colLength', message: 'Field length must be a number from 1 to 4000' },
      ],
    ],
  ])('%s', (_name, column, issues) => {
    expect(plain(checkColumn(column))).toEqual(issues);
  });
});

describe('checkColumns', () => {
  it.each<[string, DeepPartial<TableColumn>[], { path: string; message: string }[]]>([
    ['distinct names', [{ colCode: 'a', colName: 'A', colType: 'date' }, { colCode: 'b', colName: 'B', colType: 'date' }], []],
    [
      'a repeated name, ignoring case',
      [{ colCode: 'name', colName: 'A', colType: 'date' }, { colCode: 'NAME', colName: 'B', colType: 'date' }],
      [{ path: '/columns/1/colCode', message: 'Field name cannot be repeated' }],
    ],
    [
      'errors carry the column index',
      [{ colCode: 'a', colName: 'A', colType: 'date' }, { colCode: 'from', colName: 'B', colType: 'date' }],
      [{ path: '/columns/1/colCode', message: 'Field name cannot be a reserved word' }],
    ],
    ['no columns', [], []],
  ])('%s', (_name, columns, issues) => {
    expect(plain(checkColumns(columns))).toEqual(issues);
  });
});
