// Dataset → a dialect-free aggregation plan: group by the dimensions, aggregate the measures, filter by the dataset's
// conditions. Every name comes from the stored dataset and is checked against the source's columns when they are known
// (a table model) or as a plain identifier otherwise (a SQL config's or HTTP config's rows); values are only bound.
import type { ValueType } from '../ddl/columns.ts';
import type { Dataset } from '../metadata/index.ts';
import { bindValues, type PlanCondition } from '../query/plan.ts';
import { QueryRejected } from '../query/errors.ts';
import type { Aggregate } from '../vocab/index.ts';
import { expColumns, parseExp, type ExpNode } from './expression.ts';
import { REPORT_MESSAGES } from './messages.ts';
import type { Message } from '../wire/message.ts';

export interface PlanMeasure {
  alias: string;
  agg: Aggregate;
  /** What is aggregated; null counts rows (count of *). */
  expr: ExpNode | null;
}

export interface AggregatePlan {
  dimensions: string[];
  measures: PlanMeasure[];
  where: PlanCondition[];
  limit: number;
}

/** Most rows a dataset answers (a chart draws no more); a preview asks for fewer. */
export const DATASET_MAX_ROWS = 1000;
/** The rows a preview shows when it names no limit. */
export const DATASET_PREVIEW_ROWS = 50;

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
const ALIAS = /^[A-Za-z][A-Za-z0-9_]{0,62}$/;
const NUMERIC: ReadonlySet<ValueType> = new Set(['number', 'integer']);

const reject = (message: Message): never => {
  throw new QueryRejected(message);
};

export interface DatasetPlanOptions {
  /** The source's columns and their types when known (a table model); null: the rows' keys (SQL or HTTP config). */
  columns: ReadonlyMap<string, ValueType> | null;
  /** Values of the dataset's parameters (the defaults fill the rest). */
  params?: Readonly<Record<string, unknown>>;
  limit?: number;
}

/** Whether an alias can name a measure in SQL and in the rows. */
export const isMeasureAlias = (alias: string) => ALIAS.test(alias);

/** The aggregation plan of a dataset; QueryRejected for a name, expression or value it does not allow. */
export function planDataset(dataset: Dataset, options: DatasetPlanOptions): AggregatePlan {
  const { columns } = options;
  const column = (name: string, numeric = false): string => {
    if (!IDENTIFIER.test(name)) return reject(REPORT_MESSAGES.columnInvalid(name));
    if (columns) {
      const type = columns.get(name) ?? reject(REPORT_MESSAGES.columnUnknown(name));
      if (numeric && !NUMERIC.has(type)) reject(REPORT_MESSAGES.columnNotNumber(name));
    }
    return name;
  };
  if (dataset.dimension.length === 0 && dataset.measure.length === 0) reject(REPORT_MESSAGES.datasetEmpty);
  const dimensions = dataset.dimension.map((d) => column(d));
  const measures = dataset.measure.map((m): PlanMeasure => {
    if (!ALIAS.test(m.alias)) reject(REPORT_MESSAGES.aliasInvalid(m.alias));
    const numeric = m.agg === 'sum' || m.agg === 'avg';
    if (m.exp?.trim()) {
      const expr = parseExp(m.exp);
      expColumns(expr).forEach((c) => column(c, true));
      return { alias: m.alias, agg: m.agg, expr };
    }
    if (m.colCode === '*') return m.agg === 'count' ? { alias: m.alias, agg: m.agg, expr: null } : reject(REPORT_MESSAGES.starCountOnly);
    return { alias: m.alias, agg: m.agg, expr: { kind: 'col', name: column(m.colCode, numeric) } };
  });
  const declared = new Map((dataset.parameters ?? []).map((p) => [p.parameterKey, p.defaultValue]));
  const where = (dataset.filters ?? []).flatMap((f): PlanCondition[] => {
    const name = column(f.colCode);
    let value = f.value;
    if (f.param) {
      if (!declared.has(f.param)) reject(REPORT_MESSAGES.paramUnknown(f.param));
      value = Object.hasOwn(options.params ?? {}, f.param) ? options.params![f.param] : declared.get(f.param);
      // A parameter nobody gave (no value, no default) leaves its condition out: an optional filter.
      if (value === undefined || value === null || value === '') return [];
    }
    const type = columns?.get(name) ?? 'varchar';
    return [{ column: name, type, op: f.op, values: bindValues(f.op, type, value, name) }];
  });
  const limit = Math.min(Math.max(1, Math.trunc(options.limit ?? DATASET_MAX_ROWS)), DATASET_MAX_ROWS);
  return { dimensions, measures, where, limit };
}
