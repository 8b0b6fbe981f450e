// What the list page renders from its view: columns, query fields (default first) and the menu pre-filter.
import { describe, expect, it } from 'vitest';
import type { View } from '../src/metadata/index.ts';
import { buttonFor, listColumns, preFilters, queryFields, viewButtons } from '../src/query/index.ts';

const view: Pick<View, 'columns' | 'buttons'> = {
  columns: [
    { colCode: 'name', colName: 'Name', colAlias: 'Customer', sortNo: 1, isQuery: true, queryOp: 'like', isSort: true, colWidth: 120, alignType: 'left' },
    { colCode: 'age', colName: 'Age', isQuery: true, isDefaultQuery: true, sortNo: 0 },
    { colCode: 'secret', colName: 'Secret', isShow: false },
    { colCode: 'sex', colName: 'Sex', dictCode: 'sex', isQuery: true, queryOp: 'in' },
  ],
  buttons: [
    { buttonName: 'Delete', buttonType: 'inline', action: 'delete', sortNo: 2 },
    { buttonName: 'Add', buttonType: 'toolbar', action: 'add' },
    { buttonName: 'Edit', buttonType: 'inline', action: 'edit', sortNo: 1 },
  ],
};

describe('list page model', () => {
  it('lists visible columns in order with their titles and sorters', () => {
    expect(listColumns(view)).toEqual([
      { key: 'age', dataIndex: 'age', title: 'Age', sorter: false },
      { key: 'name', dataIndex: 'name', title: 'Customer', align: 'left', width: 120, sorter: true },
      { key: 'sex', dataIndex: 'sex', title: 'Sex', sorter: false, dictCode: 'sex' },
    ]);
  });

  it('lists query fields with their operator and arity, the default first', () => {
    expect(queryFields(view).map((f) => [f.colCode, f.op, f.arity, f.fixedOp, f.isDefault])).toEqual([
      ['age', 'eq', 'one', false, true],
      ['name', 'like', 'one', true, false],
      ['sex', 'in', 'list', true, false],
    ]);
  });

  it.each<[string, string, unknown[]]>([
    ['name', 'Ann', [{ colCode: 'name', op: 'like', value: 'Ann' }]],
    ['name,sex', 'Ann,1', [{ colCode: 'name', op: 'like', value: 'Ann' }, { colCode: 'sex', op: 'in', value: ['1'] }]],
    ['secret', 'x', []],
    ['name', '', []],
  ])('turns the menu pre-filter %s=%s into filters', (colCode, queryValue, filters) => {
    expect(preFilters(view, colCode, queryValue)).toEqual(filters);
  });

  it('orders buttons by kind and finds them by action', () => {
    expect(viewButtons(view, 'inline').map((b) => b.action)).toEqual(['edit', 'delete']);
    expect(buttonFor(view, 'add')?.buttonName).toBe('Add');
    expect(buttonFor(view, 'batchDelete')).toBeUndefined();
  });
});
