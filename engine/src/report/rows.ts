// The same aggregation in memory, for rows that do not come from SQL (an HTTP config's records): filter with the
// query operators' meaning, group by the dimensions, aggregate as SQL does (nulls skipped, an empty sum null).
import type { PlanCondition } from '../query/plan.ts';
import { evalExp } from './expression.ts';
import { compileUserPattern, type UserPattern } from '../rules/user-pattern.ts';
import type { AggregatePlan, PlanMeasure } from './plan.ts';

export type DataRow = Record<string, unknown>;

const NUMBER = /^-?\d+(\.\d+)?(e[-+]?\d+)?$/i;

/** A value as a number when it is one (drivers answer numeric columns as text); else null. */
function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMBER.test(value.trim())) return Number(value);
  return null;
}

/** Compares as numbers when both are numbers, else as text. */
function compare(a: unknown, b: unknown): number {
  const [x, y] = [asNumber(a), asNumber(b)];
  if (x !== null && y !== null) return x - y;
  return String(a).localeCompare(String(b));
}

/**
 * A LIKE pattern (% _ and backslash escapes, as the operators bind them) as a case-insensitive expression. Its text
 * comes from a request, and '%%%…' would be a polynomial backtracker: it runs on the linear-time engine.
 */
function likeRegExp(pattern: string): UserPattern | undefined {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\' && i + 1 < pattern.length) source += pattern[++i]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    else if (c === '%') source += '.*';
    else if (c === '_') source += '.';
    else source += c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return compileUserPattern(`^${source}$`, 'is');
}

const absent = (v: unknown) => v === null || v === undefined;

function matches(row: DataRow, w: PlanCondition): boolean {
  const v = row[w.column];
  const [a, b] = w.values;
  switch (w.op) {
    case 'isNull': return absent(v);
    case 'notNull': return !absent(v);
    case 'ne': return absent(v) || compare(v, a) !== 0;
    default: break;
  }
  if (absent(v)) return false;
  switch (w.op) {
    case 'eq': return compare(v, a) === 0;
    case 'eqIgnoreCase': return String(v).toLowerCase() === String(a).toLowerCase();
    case 'lt': return compare(v, a) < 0;
    case 'gt': return compare(v, a) > 0;
    case 'le': return compare(v, a) <= 0;
    case 'ge': return compare(v, a) >= 0;
    case 'in': return w.values.some((x) => compare(v, x) === 0);
    case 'notIn': return !w.values.some((x) => compare(v, x) === 0);
    case 'between': return compare(v, a) >= 0 && compare(v, b) <= 0;
    default: return likeRegExp(String(a))?.test(String(v)) ?? false;
  }
}

function aggregate(m: PlanMeasure, rows: readonly DataRow[]): number | unknown {
  if (m.expr === null) return rows.length;
  const expr = m.expr;
  if ((m.agg === 'min' || m.agg === 'max') && expr.kind === 'col') {
    const values = rows.map((r) => r[expr.name]).filter((v) => !absent(v));
    if (!values.length) return null;
    return values.reduce((best, v) => ((m.agg === 'min' ? compare(v, best) < 0 : compare(v, best) > 0) ? v : best));
  }
  const values = rows.map((r) => evalExp(expr, (name) => asNumber(r[name]))).filter((v): v is number => v !== null);
  if (m.agg === 'count') return expr.kind === 'col' ? rows.filter((r) => !absent(r[expr.name])).length : values.length;
  if (!values.length) return null;
  if (m.agg === 'sum') return values.reduce((s, v) => s + v, 0);
  if (m.agg === 'avg') return values.reduce((s, v) => s + v, 0) / values.length;
  return m.agg === 'min' ? Math.min(...values) : Math.max(...values);
}

/** The plan run over records in memory: the rows a SQL source would answer, ordered by the dimensions. */
export function aggregateRows(plan: AggregatePlan, records: readonly DataRow[]): DataRow[] {
  const kept = records.filter((r) => plan.where.every((w) => matches(r, w)));
  const groups = new Map<string, DataRow[]>();
  for (const row of kept) {
    const key = JSON.stringify(plan.dimensions.map((d) => row[d] ?? null));
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  if (plan.dimensions.length === 0 && groups.size === 0) groups.set('[]', []);
  const rows = [...groups.values()].map((group) => ({
    ...Object.fromEntries(plan.dimensions.map((d) => [d, group[0]?.[d] ?? null])),
    ...Object.fromEntries(plan.measures.map((m) => [m.alias, aggregate(m, group)])),
  }));
  rows.sort((x, y) => {
    for (const d of plan.dimensions) {
      const order = absent(x[d]) ? (absent(y[d]) ? 0 : 1) : absent(y[d]) ? -1 : compare(x[d], y[d]);
      if (order !== 0) return order;
    }
    return 0;
  });
  return rows.slice(0, plan.limit);
}

/** Rows as the API answers them: measures as numbers where the database answered numeric text. */
export function normaliseRows(plan: AggregatePlan, rows: readonly DataRow[]): DataRow[] {
  return rows.map((row) => {
    const out: DataRow = { ...row };
    for (const m of plan.measures) {
      const n = asNumber(row[m.alias]);
      if (n !== null) out[m.alias] = n;
    }
    return out;
  });
}
