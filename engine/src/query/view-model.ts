// What a list page renders from its view: table columns, query fields and the menu's pre-filter.
import type { View, ViewButton, ViewColumn } from '../metadata/index.ts';
import type { ButtonAction, QueryOperator } from '../vocab/index.ts';
import { OPERATOR_RULES, type Arity } from './operators.ts';
import type { QueryFilter } from './plan.ts';

export interface ListColumn {
  key: string;
  dataIndex: string;
  title: string;
  align?: ViewColumn['alignType'];
  width?: number;
  fixed?: ViewColumn['fixed'];
  sorter: boolean;
  dictCode?: string;
  showType?: ViewColumn['showType'];
}

export interface QueryField {
  colCode: string;
  title: string;
  op: QueryOperator;
  /** none: no input; one: one input; two: a from/to pair; list: several values. */
  arity: Arity;
  /** The operator is fixed by the page (queryOp); otherwise the user may choose one. */
  fixedOp: boolean;
  isDefault: boolean;
  dictCode?: string;
  showType?: ViewColumn['showType'];
}

const titleOf = (c: ViewColumn) => c.colAlias || c.colName;

/** Visible columns in page order (sortNo, then as listed). */
export function listColumns(view: Pick<View, 'columns'>): ListColumn[] {
  return bySortNo(view.columns)
    .filter((c) => c.isShow !== false)
    .map((c) => ({
      key: c.colCode,
      dataIndex: c.colCode,
      title: titleOf(c),
      ...(c.alignType ? { align: c.alignType } : {}),
      ...(c.colWidth ? { width: c.colWidth } : {}),
      ...(c.fixed ? { fixed: c.fixed } : {}),
      sorter: c.isSort === true,
      ...(c.dictCode ? { dictCode: c.dictCode } : {}),
      ...(c.showType ? { showType: c.showType } : {}),
    }));
}

/** Query fields, the default query first. */
export function queryFields(view: Pick<View, 'columns'>): QueryField[] {
  const fields = bySortNo(view.columns)
    .filter((c) => c.isQuery === true)
    .map((c): QueryField => {
      const op = c.queryOp ?? 'eq';
      return {
        colCode: c.colCode,
        title: titleOf(c),
        op,
        arity: OPERATOR_RULES[op].arity,
        fixedOp: c.queryOp !== undefined,
        isDefault: c.isDefaultQuery === true,
        ...(c.dictCode ? { dictCode: c.dictCode } : {}),
        ...(c.showType ? { showType: c.showType } : {}),
      };
    });
  return [...fields.filter((f) => f.isDefault), ...fields.filter((f) => !f.isDefault)];
}

/** The filters of a menu's componentProps pre-filter (colCode and queryValue, comma-separated pairs). */
export function preFilters(view: Pick<View, 'columns'>, colCode = '', queryValue = ''): QueryFilter[] {
  const codes = colCode.split(',').map((c) => c.trim());
  const values = queryValue.split(',');
  return codes.flatMap((code, i) => {
    const column = view.columns.find((c) => c.colCode === code && c.isQuery === true);
    const value = values[i];
    if (!column || value === undefined || value === '') return [];
    return [{ colCode: code, op: column.queryOp ?? 'eq', value: OPERATOR_RULES[column.queryOp ?? 'eq'].arity === 'list' ? [value] : value }];
  });
}

/** The page's buttons of one kind (toolbar or inline) in order. */
export function viewButtons(view: Pick<View, 'buttons'>, buttonType: ViewButton['buttonType']): ViewButton[] {
  return bySortNo(view.buttons ?? []).filter((b) => b.buttonType === buttonType);
}

/** The page's button for an action, if it has one. */
export const buttonFor = (view: Pick<View, 'buttons'>, action: ButtonAction) => (view.buttons ?? []).find((b) => b.action === action);

function bySortNo<T extends { sortNo?: number }>(items: readonly T[]): T[] {
  return items.map((item, i) => ({ item, i })).sort((a, b) => (a.item.sortNo ?? a.i) - (b.item.sortNo ?? b.i) || a.i - b.i).map((x) => x.item);
}
