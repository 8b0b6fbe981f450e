// View metadata + a user's query → a dialect-free query plan. Every name in the plan comes from the
// metadata: filters only on the view's query columns, sorts only on its sort columns, operators only
// from the vocabulary (and the column's own operator when it sets one). Values are checked, never spliced.
import { readableColumns, type PhysicalColumn, type ValueType } from '../ddl/columns.ts';
import type { TableModel, View, ViewColumn } from '../metadata/index.ts';
import type { QueryOperator } from '../vocab/index.ts';
import { QUERY_MESSAGES, QueryRejected } from './errors.ts';
import type { Message } from '../wire/message.ts';
import { QUERY_LIMITS } from './limits.ts';
import { filterKindOf, isQueryOperator, KIND_OPERATORS, OPERATOR_RULES } from './operators.ts';
import { coerceText, coerceValue } from './values.ts';

export { QUERY_LIMITS };

export interface QueryFilter {
  colCode: string;
  /** A query operator code; the column's queryOp (or eq) when absent. */
  op?: string;
  /** One value; [from, to] for between; a list for in / notIn; nothing for isNull / notNull. */
  value?: unknown;
}

export interface QuerySort {
  colCode: string;
  order?: string;
}

/** What a list page asks for. */
export interface UserQuery {
  filters?: QueryFilter[];
  sort?: QuerySort | QuerySort[];
  pageNo?: number;
  pageSize?: number;
}

export interface PlanCondition {
  column: string;
  type: ValueType;
  op: QueryOperator;
  values: unknown[];
}

export interface QueryPlan {
  table: string;
  columns: PhysicalColumn[];
  where: PlanCondition[];
  orderBy: { column: string; direction: 'asc' | 'desc' }[];
  limit: number;
  offset: number;
  pageNo: number;
  pageSize: number;
}

const reject = (message: Message): never => {
  throw new QueryRejected(message);
};

/** The plan of one page of a list view over its table model; throws QueryRejected for anything not allowed. */
export function planListQuery(view: View, model: TableModel, query: UserQuery = {}): QueryPlan {
  const { physical, viewColumns, columns, controls } = shapeOf(view, model);

  const filters = query.filters ?? [];
  if (!Array.isArray(filters)) reject(QUERY_MESSAGES.badValue('filters'));
  if (filters.length > QUERY_LIMITS.maxConditions) reject(QUERY_MESSAGES.tooManyConditions(QUERY_LIMITS.maxConditions));
  const where = filters.map((f) => planCondition(f, viewColumns, physical, controls));

  const sorts = query.sort === undefined ? [] : [query.sort].flat();
  if (sorts.length > QUERY_LIMITS.maxConditions) reject(QUERY_MESSAGES.tooManyConditions(QUERY_LIMITS.maxConditions));
  const orderBy = sorts.map((s) => planSort(s, viewColumns));
  if (orderBy.length === 0) orderBy.push({ column: 'create_time', direction: 'desc' });
  if (!orderBy.some((o) => o.column === 'id')) orderBy.push({ column: 'id', direction: 'asc' });

  const { pageNo, pageSize } = pageOf(view, query);
  return { table: model.tableName, columns, where, orderBy, limit: pageSize, offset: (pageNo - 1) * pageSize, pageNo, pageSize };
}

interface Shape {
  physical: Map<string, PhysicalColumn>;
  viewColumns: ViewColumn[];
  columns: PhysicalColumn[];
  controls: ReadonlyMap<string, string | undefined>;
}

/**
 * What a page's plans share whatever the query: its readable columns, selected columns and controls, worked out once
 * per page and model objects (metadata is replaced, never changed in place, so a changed page is another object).
 */
const shapes = new WeakMap<View, WeakMap<TableModel, Shape>>();
function shapeOf(view: View, model: TableModel): Shape {
  let byModel = shapes.get(view);
  if (!byModel) shapes.set(view, (byModel = new WeakMap()));
  let shape = byModel.get(model);
  if (!shape) {
    const physical = readableColumns(model);
    const viewColumns = view.columns.filter((c) => physical.has(c.colCode));
    const selected = [physical.get('id')!, ...viewColumns.map((c) => physical.get(c.colCode)!)];
    const columns = [...new Map(selected.map((c) => [c.name, c])).values()];
    shape = { physical, viewColumns, columns, controls: new Map(model.columns.map((c) => [c.colCode, c.showType])) };
    byModel.set(model, shape);
  }
  return shape;
}

function findColumn(colCode: unknown, viewColumns: ViewColumn[], flag: 'isQuery' | 'isSort'): ViewColumn | undefined {
  return typeof colCode === 'string' ? viewColumns.find((c) => c.colCode === colCode && c[flag] === true) : undefined;
}

function planCondition(
  filter: QueryFilter, viewColumns: ViewColumn[], physical: Map<string, PhysicalColumn>, controls: ReadonlyMap<string, string | undefined>,
): PlanCondition {
  const name = String(filter?.colCode);
  const column = findColumn(filter?.colCode, viewColumns, 'isQuery') ?? reject(QUERY_MESSAGES.notQueryable(name));
  const op = filter.op ?? column.queryOp ?? 'eq';
  if (!isQueryOperator(op)) return reject(QUERY_MESSAGES.unknownOperator(String(op)));
  if (column.queryOp && column.queryOp !== op) reject(QUERY_MESSAGES.operatorNotAllowed(op, name));
  const { type } = physical.get(column.colCode)!;
  // Only the operators the column's kind supports: a number is never 'like', a user column is matched by its id.
  const kind = filterKindOf(column.showType ?? controls.get(column.colCode), type);
  if (!KIND_OPERATORS[kind].includes(op)) reject(QUERY_MESSAGES.operatorNotForType(op, name, kind));
  return { column: column.colCode, type, op, values: bindValues(op, type, filter.value, name) };
}

/** A filter's values checked against the column type and bound (patterned for the textual operators). */
export function bindValues(op: QueryOperator, type: ValueType, value: unknown, name: string): unknown[] {
  const rule = OPERATOR_RULES[op];
  const one = (v: unknown) => {
    const bound = rule.textual ? coerceText(v) : coerceValue(type, v);
    if (bound === undefined || bound === '') return reject(QUERY_MESSAGES.badValue(name));
    return rule.pattern ? rule.pattern(String(bound)) : bound;
  };
  switch (rule.arity) {
    case 'none':
      return [];
    case 'one':
      return [one(value)];
    case 'two':
      if (!Array.isArray(value) || value.length !== 2) return reject(QUERY_MESSAGES.badValue(name));
      return value.map(one);
    case 'list':
      if (!Array.isArray(value) || value.length === 0) return reject(QUERY_MESSAGES.badValue(name));
      if (value.length > QUERY_LIMITS.maxListValues) reject(QUERY_MESSAGES.tooManyValues(QUERY_LIMITS.maxListValues));
      return value.map(one);
  }
}

function planSort(sort: QuerySort, viewColumns: ViewColumn[]) {
  const column = findColumn(sort?.colCode, viewColumns, 'isSort') ?? reject(QUERY_MESSAGES.notSortable(String(sort?.colCode)));
  const order = sort.order ?? 'asc';
  if (order !== 'asc' && order !== 'desc') reject(QUERY_MESSAGES.badOrder(String(order)));
  return { column: column.colCode, direction: order as 'asc' | 'desc' };
}

function pageOf(view: View, query: UserQuery): { pageNo: number; pageSize: number } {
  if (view.isPage === false) return { pageNo: 1, pageSize: QUERY_LIMITS.unpagedRows };
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? view.pageNum ?? QUERY_LIMITS.defaultPageSize;
  const positive = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 1;
  if (!positive(pageNo) || !positive(pageSize) || pageSize > QUERY_LIMITS.maxPageSize || pageNo > QUERY_LIMITS.maxPageNo) {
    return reject(QUERY_MESSAGES.badPage);
  }
  return { pageNo, pageSize };
}
