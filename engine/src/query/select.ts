// Query plan → SQL in the table's dialect: one condition template per operator, identifiers quoted, every value bound.
import type { QueryOperator } from '../vocab/index.ts';
import { PLATFORM_DIALECT, type QueryDialect } from './dialect.ts';
import type { PlanCondition, QueryPlan } from './plan.ts';
import { pageClause, Params, selectList, whereClause, type CompileOptions, type SqlFragment, type SqlStatement } from './sql.ts';

type Template = (d: QueryDialect, column: string, p: (value: unknown) => string, values: unknown[]) => string;

const compare = (sign: string): Template => (_d, c, p, [v]) => `${c} ${sign} ${p(v)}`;
const textMatch: Template = (d, c, p, [v]) => d.matches(d.text(c), d.text(p(v)));
const list = (negate: boolean): Template => (_d, c, p, values) => `${c} ${negate ? 'not in' : 'in'} (${values.map(p).join(', ')})`;

const CONDITIONS: Readonly<Record<QueryOperator, Template>> = {
  eq: compare('='),
  eqIgnoreCase: (d, c, p, [v]) => `lower(${d.text(c)}) = lower(${d.text(p(v))})`,
  lt: compare('<'),
  gt: compare('>'),
  le: compare('<='),
  ge: compare('>='),
  ne: (d, c, p, [v]) => d.distinct(c, p(v)),
  like: textMatch,
  leftLike: textMatch,
  rightLike: textMatch,
  in: list(false),
  notIn: list(true),
  between: (_d, c, p, [from, to]) => `${c} between ${p(from)} and ${p(to)}`,
  custom: textMatch,
  isNull: (_d, c) => `${c} is null`,
  notNull: (_d, c) => `${c} is not null`,
};

/**
 * The condition of one operator on a column expression, its values already bound by `bind` (patterned for the textual
 * operators): list pages and data rules compile through this one table, so an operator means the same everywhere.
 */
export function operatorCondition(
  op: QueryOperator, column: string, values: readonly unknown[], bind: (value: unknown) => string, dialect: QueryDialect = PLATFORM_DIALECT,
): string {
  return CONDITIONS[op](dialect, column, bind, [...values]);
}

function conditions(plan: QueryPlan, params: Params, options: CompileOptions): string[] {
  const d = options.dialect ?? PLATFORM_DIALECT;
  const own = plan.where.map((w: PlanCondition) => CONDITIONS[w.op](d, d.quote(w.column), (v) => params.add(v), w.values));
  return [...own, ...(options.extraWhere ?? []).map((f) => params.fragment(f))];
}

const orderClause = (plan: QueryPlan, d: QueryDialect) => plan.orderBy.map((o) => `${d.quote(o.column)} ${o.direction}`).join(', ');

/** The page of rows the plan asks for. */
export function compileSelect(plan: QueryPlan, options: CompileOptions = {}): SqlStatement {
  const d = options.dialect ?? PLATFORM_DIALECT;
  const params = new Params(options.placeholder);
  const where = whereClause(conditions(plan, params, options));
  const text = `select ${selectList(plan.columns, d)} from ${d.quote(plan.table)}${where} order by ${orderClause(plan, d)}${pageClause(plan.limit, plan.offset)}`;
  return { text, values: params.values };
}

/** The number of rows matching the plan's conditions. */
export function compileCount(plan: QueryPlan, options: CompileOptions = {}): SqlStatement {
  const d = options.dialect ?? PLATFORM_DIALECT;
  const params = new Params(options.placeholder);
  const where = whereClause(conditions(plan, params, options));
  return { text: `select ${d.count} as total from ${d.quote(plan.table)}${where}`, values: params.values };
}

/** The column of `compileListPage` rows that carries the total (no field name can start with an underscore). */
export const LIST_TOTAL_COLUMN = '__total';

/**
 * The page with the total for the pager in one statement, one round trip: every row carries the total in `__total`
 * (an uncorrelated subquery, run once). A page with no rows carries no total: then compileCount says it.
 */
export function compileListPage(plan: QueryPlan, options: ListPageOptions = {}): SqlStatement {
  const d = options.dialect ?? PLATFORM_DIALECT;
  const params = new Params(options.placeholder);
  const table = d.quote(plan.table);
  // Bound in the order the text names them (`?` placeholders are positional).
  const countWhere = whereClause(conditions(plan, params, options));
  const extra = (options.extraColumns ?? []).map((c) => `, ${params.fragment(c.sql)} as ${d.quote(c.alias)}`).join('');
  const pageWhere = whereClause(conditions(plan, params, options));
  const text =
    `select ${selectList(plan.columns, d)}, (select ${d.count} from ${table}${countWhere}) as ${d.quote(LIST_TOTAL_COLUMN)}${extra}` +
    ` from ${table}${pageWhere} order by ${orderClause(plan, d)}${pageClause(plan.limit, plan.offset)}`;
  return { text, values: params.values };
}

export interface ListPageOptions extends CompileOptions {
  /**
   * Computed columns each row carries besides the page's (an alias no field name can take: starting with an
   * underscore), so that what a page shows of each row comes in the same statement, not in one more round trip.
   */
  extraColumns?: readonly { alias: string; sql: SqlFragment }[];
}
