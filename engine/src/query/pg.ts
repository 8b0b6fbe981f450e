// Query plan → PostgreSQL: one condition template per operator, identifiers quoted, every value bound.
import type { QueryOperator } from '../vocab/index.ts';
import type { PlanCondition, QueryPlan } from './plan.ts';
import { Params, quoteIdent, selectList, whereClause, type CompileOptions, type SqlStatement } from './sql.ts';

type Template = (column: string, p: (value: unknown) => string, values: unknown[]) => string;

const compare = (sign: string): Template => (c, p, [v]) => `${c} ${sign} ${p(v)}`;
const textMatch: Template = (c, p, [v]) => `${c}::text ilike ${p(v)}::text`;
const list = (negate: boolean): Template => (c, p, values) => `${c} ${negate ? 'not in' : 'in'} (${values.map(p).join(', ')})`;

const PG_CONDITIONS: Readonly<Record<QueryOperator, Template>> = {
  eq: compare('='),
  eqIgnoreCase: (c, p, [v]) => `lower(${c}::text) = lower(${p(v)}::text)`,
  lt: compare('<'),
  gt: compare('>'),
  le: compare('<='),
  ge: compare('>='),
  ne: compare('is distinct from'),
  like: textMatch,
  leftLike: textMatch,
  rightLike: textMatch,
  in: list(false),
  notIn: list(true),
  between: (c, p, [from, to]) => `${c} between ${p(from)} and ${p(to)}`,
  custom: textMatch,
  isNull: (c) => `${c} is null`,
  notNull: (c) => `${c} is not null`,
};

/**
 * The condition of one operator on a column expression, its values already bound by `bind` (patterned for the textual
 * operators): list pages and data rules compile through this one table, so an operator means the same everywhere.
 */
export function operatorCondition(op: QueryOperator, column: string, values: readonly unknown[], bind: (value: unknown) => string): string {
  return PG_CONDITIONS[op](column, bind, [...values]);
}

function conditions(plan: QueryPlan, params: Params, options: CompileOptions): string[] {
  const own = plan.where.map((w: PlanCondition) => PG_CONDITIONS[w.op](quoteIdent(w.column), (v) => params.add(v), w.values));
  return [...own, ...(options.extraWhere ?? []).map((f) => params.fragment(f))];
}

/** The page of rows the plan asks for. */
export function compileSelect(plan: QueryPlan, options: CompileOptions = {}): SqlStatement {
  const params = new Params(options.placeholder);
  const where = whereClause(conditions(plan, params, options));
  const order = plan.orderBy.map((o) => `${quoteIdent(o.column)} ${o.direction}`).join(', ');
  const text =
    `select ${selectList(plan.columns)} from ${quoteIdent(plan.table)}${where}` +
    ` order by ${order} limit ${params.add(plan.limit)} offset ${params.add(plan.offset)}`;
  return { text, values: params.values };
}

/** The number of rows matching the plan's conditions. */
export function compileCount(plan: QueryPlan, options: CompileOptions = {}): SqlStatement {
  const params = new Params(options.placeholder);
  const where = whereClause(conditions(plan, params, options));
  return { text: `select count(*)::int as total from ${quoteIdent(plan.table)}${where}`, values: params.values };
}

/** The column of `compileListPage` rows that carries the total (no field name can start with an underscore). */
export const LIST_TOTAL_COLUMN = '__total';

/**
 * The page with the total for the pager in one statement, one round trip: every row carries the total in `__total`
 * (an uncorrelated subquery, run once). A page with no rows carries no total: then compileCount says it.
 */
export function compileListPage(plan: QueryPlan, options: CompileOptions = {}): SqlStatement {
  const params = new Params(options.placeholder);
  const table = quoteIdent(plan.table);
  const countWhere = whereClause(conditions(plan, params, options));
  const pageWhere = whereClause(conditions(plan, params, options));
  const order = plan.orderBy.map((o) => `${quoteIdent(o.column)} ${o.direction}`).join(', ');
  const text =
    `select ${selectList(plan.columns)}, (select count(*)::int from ${table}${countWhere}) as ${quoteIdent(LIST_TOTAL_COLUMN)}` +
    ` from ${table}${pageWhere} order by ${order} limit ${params.add(plan.limit)} offset ${params.add(plan.offset)}`;
  return { text, values: params.values };
}
