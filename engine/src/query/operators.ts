// The query operators of spec §9 as a registry: how many values each takes and how a user value is bound.
import type { QueryOperator } from '../vocab/index.ts';

/** none: no value; one: a value; two: a [from, to] pair; list: a non-empty list. */
export type Arity = 'none' | 'one' | 'two' | 'list';

export interface OperatorRule {
  arity: Arity;
  /** Compares the column as text; the bound value is built by `pattern` when given. */
  textual?: boolean;
  pattern?: (value: string) => string;
}

/** Escapes the LIKE wildcards (and the escape character) of a user value. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** custom: the user writes the pattern, `*` for any run of characters and `?` for one character. */
const userPattern = (value: string) => escapeLike(value).replace(/\*/g, '%').replace(/\?/g, '_');

export const OPERATOR_RULES: Readonly<Record<QueryOperator, OperatorRule>> = {
  eq: { arity: 'one' },
  eqIgnoreCase: { arity: 'one', textual: true },
  lt: { arity: 'one' },
  gt: { arity: 'one' },
  le: { arity: 'one' },
  ge: { arity: 'one' },
  ne: { arity: 'one' },
  like: { arity: 'one', textual: true, pattern: (v) => `%${escapeLike(v)}%` },
  leftLike: { arity: 'one', textual: true, pattern: (v) => `%${escapeLike(v)}` },
  rightLike: { arity: 'one', textual: true, pattern: (v) => `${escapeLike(v)}%` },
  in: { arity: 'list' },
  notIn: { arity: 'list' },
  between: { arity: 'two' },
  custom: { arity: 'one', textual: true, pattern: userPattern },
  isNull: { arity: 'none' },
  notNull: { arity: 'none' },
};

export const isQueryOperator = (op: unknown): op is QueryOperator => typeof op === 'string' && Object.hasOwn(OPERATOR_RULES, op);

/**
 * What a column's values are to a filter: text, a number, a date, the id of a user or department (a picker stores
 * ids, so it is matched by id, never by a name), or a file (only present or absent).
 */
export type FilterKind = 'text' | 'number' | 'date' | 'id' | 'binary';

const COMPARISONS = ['eq', 'ne', 'lt', 'gt', 'le', 'ge', 'in', 'notIn', 'between', 'isNull', 'notNull'] as const;

/** The operators each kind of column supports: the one definition the query bar offers and the query plan enforces. */
export const KIND_OPERATORS: Readonly<Record<FilterKind, readonly QueryOperator[]>> = {
  text: Object.keys(OPERATOR_RULES) as QueryOperator[],
  number: COMPARISONS,
  date: COMPARISONS,
  id: ['eq', 'ne', 'in', 'notIn', 'isNull', 'notNull'],
  binary: ['isNull', 'notNull'],
};

const CONTROL_KINDS: Readonly<Record<string, FilterKind>> = {
  user: 'id', dept: 'id', number: 'number', rate: 'number', slider: 'number', date: 'date',
};
const TYPE_KINDS: Readonly<Record<string, FilterKind>> = {
  number: 'number', integer: 'number', date: 'date', timestamp: 'date', blob: 'binary',
};

/**
 * The kind of a column from its control (user, dept, number, date…) and, where known, its stored type (varchar,
 * number, date, …): a picker's ids first, then a typed column, then the control; anything else is text.
 */
export function filterKindOf(control: string | undefined, type?: string): FilterKind {
  const byControl = control ? CONTROL_KINDS[control] : undefined;
  if (byControl === 'id') return 'id';
  return (type ? TYPE_KINDS[type] : undefined) ?? byControl ?? 'text';
}

/** The operators a column of this control and stored type supports. */
export const operatorsFor = (control: string | undefined, type?: string): readonly QueryOperator[] => KIND_OPERATORS[filterKindOf(control, type)];
