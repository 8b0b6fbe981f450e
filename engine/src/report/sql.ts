// Aggregation plan → SQL: identifiers quoted by the dialect, every value bound through `bind`, measures read as numbers.
// The rows come from a table (a table model) or from a SQL config's statement wrapped as a sub-select.
import { PLATFORM_DIALECT, type QueryDialect } from '../query/dialect.ts';
import { operatorCondition } from '../query/select.ts';
import { expSql } from './expression.ts';
import type { AggregatePlan, PlanMeasure } from './plan.ts';

export interface AggregateSqlOptions {
  /** A table name (quoted here), or the text of a sub-select (used as it is: the caller checked it). */
  from: { table: string } | { subquery: string };
  /** Binds a value and answers its placeholder. */
  bind: (value: unknown) => string;
  dialect?: QueryDialect;
  /** Conditions already bound through `bind` (the caller's data rules), ANDed to the dataset's filters. */
  where?: readonly string[];
}

/** The alias of the wrapped SQL config statement. */
const SOURCE_ALIAS = 'yc_ds';

function measureSql(m: PlanMeasure, d: QueryDialect): string {
  const number = (e: string) => `cast(${e} as double precision)`;
  const arg = m.expr === null ? '*' : expSql(m.expr, (name) => number(d.quote(name)));
  // min and max keep their column's type (dates too); the others are numbers.
  const value = m.agg === 'min' || m.agg === 'max' ? `${m.agg}(${m.expr?.kind === 'col' ? d.quote(m.expr.name) : arg})` : number(`${m.agg}(${arg})`);
  return `${value} as ${d.quote(m.alias)}`;
}

/** The aggregating statement of a plan, grouped and ordered by the dimensions. */
export function compileAggregate(plan: AggregatePlan, options: AggregateSqlOptions): string {
  const d = options.dialect ?? PLATFORM_DIALECT;
  const dims = plan.dimensions.map((c) => d.quote(c));
  const select = [...dims, ...plan.measures.map((m) => measureSql(m, d))].join(', ');
  const from = 'table' in options.from ? d.quote(options.from.table) : `(${options.from.subquery}) as ${SOURCE_ALIAS}`;
  const where = [...plan.where.map((w) => operatorCondition(w.op, d.quote(w.column), w.values, options.bind, d)), ...(options.where ?? []).map((c) => `(${c})`)];
  const group = dims.length ? ` group by ${dims.join(', ')} order by ${dims.join(', ')}` : '';
  if (!Number.isSafeInteger(plan.limit) || plan.limit < 1) throw new Error('a limit is a positive integer');
  return `select ${select} from ${from}${where.length ? ` where ${where.join(' and ')}` : ''}${group} limit ${plan.limit}`;
}
