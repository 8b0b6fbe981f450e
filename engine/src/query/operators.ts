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
