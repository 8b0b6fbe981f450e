// Linkage conditions as the designer builds them — rows of field, operator and value, joined by and / or — and the
// json-logic they are stored as. A stored rule reads back into rows when it has this shape; any other rule (written
// by hand) reads as undefined, and the designer shows it as json-logic instead.
import { checkLogic } from './logic.ts';

export const CONDITION_OPERATORS = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'in', 'contains', 'empty', 'notEmpty'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export interface ConditionRow {
  field: string;
  op: ConditionOperator;
  /** One value; a list for `in`; nothing for `empty` / `notEmpty`. */
  value?: unknown;
}

export interface ConditionGroup {
  combine: 'and' | 'or';
  rows: ConditionRow[];
}

type Logic = Record<string, unknown>;

const COMPARISONS = { eq: '==', ne: '!=', gt: '>', ge: '>=', lt: '<', le: '<=' } as const;
const BY_SYMBOL = Object.fromEntries(Object.entries(COMPARISONS).map(([op, symbol]) => [symbol, op])) as Record<string, ConditionOperator>;

const variable = (field: string) => ({ var: field });

function rowLogic(row: ConditionRow): Logic {
  switch (row.op) {
    case 'empty':
      return { '!': variable(row.field) };
    case 'notEmpty':
      return { '!!': variable(row.field) };
    case 'in':
      return { in: [variable(row.field), Array.isArray(row.value) ? row.value : [row.value]] };
    case 'contains':
      return { in: [row.value, variable(row.field)] };
    default:
      return { [COMPARISONS[row.op]]: [variable(row.field), row.value] };
  }
}

/** The json-logic of a group (one row stands alone; none is always true). */
export function conditionLogic(group: ConditionGroup): Logic | true {
  if (group.rows.length === 0) return true;
  const rules = group.rows.map(rowLogic);
  const rule = rules.length === 1 ? rules[0]! : { [group.combine]: rules };
  checkLogic(rule);
  return rule;
}

const isObject = (v: unknown): v is Logic => typeof v === 'object' && v !== null && !Array.isArray(v);
const fieldOf = (v: unknown): string | undefined => (isObject(v) && typeof v.var === 'string' && Object.keys(v).length === 1 ? v.var : undefined);
const isValue = (v: unknown) => !isObject(v);

function readRow(rule: unknown): ConditionRow | undefined {
  if (!isObject(rule) || Object.keys(rule).length !== 1) return undefined;
  const [symbol, args] = Object.entries(rule)[0]!;
  if (symbol === '!' || symbol === '!!') {
    const field = fieldOf(args);
    return field === undefined ? undefined : { field, op: symbol === '!' ? 'empty' : 'notEmpty' };
  }
  if (!Array.isArray(args) || args.length !== 2) return undefined;
  const [left, right] = args as [unknown, unknown];
  if (symbol === 'in') {
    const field = fieldOf(left);
    if (field !== undefined && Array.isArray(right) && right.every(isValue)) return { field, op: 'in', value: right };
    const inside = fieldOf(right);
    return inside !== undefined && isValue(left) ? { field: inside, op: 'contains', value: left } : undefined;
  }
  const op = BY_SYMBOL[symbol];
  const field = fieldOf(left);
  return op && field !== undefined && isValue(right) ? { field, op, value: right } : undefined;
}

/** The rows of a stored rule, or undefined when the rule is not of the builder's shape. */
export function conditionGroup(rule: unknown): ConditionGroup | undefined {
  if (rule === true) return { combine: 'and', rows: [] };
  const single = readRow(rule);
  if (single) return { combine: 'and', rows: [single] };
  if (!isObject(rule) || Object.keys(rule).length !== 1) return undefined;
  const [combine, rules] = Object.entries(rule)[0]!;
  if ((combine !== 'and' && combine !== 'or') || !Array.isArray(rules)) return undefined;
  const rows = rules.map(readRow);
  return rows.every((r): r is ConditionRow => r !== undefined) ? { combine, rows } : undefined;
}
