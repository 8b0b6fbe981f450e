// A data rule (field, operator, value with #{variables}) turned into a SQL condition of the table's dialect: the column
// comes only from the caller's allow-list, every value is bound, and an operator means what it means on a list page
// (one condition table, select.ts). Anything it cannot compile safely matches no row.
import { QUERY_OPERATOR_CODES, type QueryOperator } from '../vocab/index.ts';
import { PLATFORM_DIALECT, type QueryDialect } from './dialect.ts';
import { OPERATOR_RULES } from './operators.ts';
import { operatorCondition } from './select.ts';
import { NEVER, type SqlFragment } from './sql.ts';

/** A column a rule may name: a trusted SQL expression (code, never request data) and how its values compare. */
export interface ScopeColumn {
  sql: string;
  type: 'text' | 'number' | 'date';
}

/** Rule field → column; a bare string is a text column. */
export type ScopeColumns = Readonly<Record<string, string | ScopeColumn>>;

export interface DataRule {
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
}

/** Values of the rule variables for the caller; a list variable stands for several values. */
export type RuleVariables = Readonly<Record<string, string | null | readonly string[]>>;

export const RULE_VARIABLE_NAMES = [
  'sys_user_id', 'sys_user_code', 'sys_user_name', 'sys_org_id', 'sys_org_code', 'sys_org_children', 'sys_date',
] as const;

export const isRuleOperator = (op: unknown): op is QueryOperator =>
  typeof op === 'string' && (QUERY_OPERATOR_CODES as readonly string[]).includes(op);

const VARIABLE = /#\{([A-Za-z_]+)\}/g;
const NUMBER = /^-?\d+(\.\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

class Unsafe extends Error {}

/** The rule's values after variable substitution: a value may expand to several (a list variable standing alone). */
function resolveValues(raw: string, vars: RuleVariables, list: boolean): (string | null)[] {
  const parts = list ? raw.split(',').map((p) => p.trim()).filter((p) => p !== '') : [raw.trim()];
  return parts.flatMap((part) => {
    const whole = /^#\{([A-Za-z_]+)\}$/.exec(part);
    if (whole) {
      const value = vars[whole[1]!];
      if (value === undefined) throw new Unsafe();
      return typeof value === 'string' || value === null ? [value] : [...value];
    }
    let nullSeen = false;
    const text = part.replace(VARIABLE, (_m, name: string) => {
      const value = vars[name];
      if (value === undefined || (value !== null && typeof value !== 'string')) throw new Unsafe();
      if (value === null) nullSeen = true;
      return value ?? '';
    });
    return [nullSeen ? null : text];
  });
}

function checkTyped(values: (string | null)[], type: ScopeColumn['type']): (string | null)[] {
  const pattern = type === 'number' ? NUMBER : type === 'date' ? DATE : undefined;
  if (pattern && values.some((v) => v !== null && !pattern.test(v))) throw new Unsafe();
  return values;
}

function compile(column: ScopeColumn, op: QueryOperator, raw: string, vars: RuleVariables, d: QueryDialect): SqlFragment {
  const c = column.sql;
  const bound = column.type === 'number' ? d.asNumber('?') : column.type === 'date' ? d.asTimestamp('?') : '?';
  const typed = (list: boolean) => checkTyped(resolveValues(raw, vars, list), column.type);
  const one = () => {
    const values = typed(false);
    if (values.length !== 1) throw new Unsafe();
    return values[0]!;
  };
  // Text matching as on list pages: the engine's pattern and condition (ignoring case, wildcards of the value escaped).
  const textual = (): SqlFragment => {
    const v = one();
    if (v === null) return NEVER;
    const value = OPERATOR_RULES[op].pattern?.(v) ?? v;
    return { text: operatorCondition(op, `(${c})`, [value], () => '?', d), values: [value] };
  };
  const list = (values: (string | null)[], negate: boolean): SqlFragment => {
    const present = values.filter((v): v is string => v !== null);
    if (present.length === 0) return { text: negate ? 'true' : 'false', values: [] };
    return { text: `${c} ${negate ? 'not in' : 'in'} (${present.map(() => bound).join(', ')})`, values: present };
  };
  const compare = (sqlOp: string): SqlFragment => {
    const values = typed(false);
    // A list variable (#{sys_org_children}) in an equality: membership.
    if (values.length !== 1) {
      if (sqlOp === '=') return list(values, false);
      if (sqlOp === '<>') return list(values, true);
      throw new Unsafe();
    }
    return { text: sqlOp === '<>' ? d.distinct(c, bound) : `${c} ${sqlOp} ${bound}`, values };
  };
  switch (op) {
    case 'eq': return compare('=');
    case 'ne': return compare('<>');
    case 'lt': return compare('<');
    case 'gt': return compare('>');
    case 'le': return compare('<=');
    case 'ge': return compare('>=');
    case 'eqIgnoreCase':
    case 'like':
    case 'leftLike':
    case 'rightLike':
    case 'custom':
      return textual();
    case 'in': return list(typed(true), false);
    case 'notIn': return list(typed(true), true);
    case 'between': {
      const values = typed(true);
      if (values.length !== 2 || values.includes(null)) throw new Unsafe();
      return { text: `${c} between ${bound} and ${bound}`, values };
    }
    case 'isNull': return { text: `${c} is null`, values: [] };
    case 'notNull': return { text: `${c} is not null`, values: [] };
  }
}

/** The condition of one rule; a field outside the allow-list, an unknown operator or variable, or a badly typed value matches nothing. */
export function ruleCondition(rule: DataRule, columns: ScopeColumns, vars: RuleVariables, dialect: QueryDialect = PLATFORM_DIALECT): SqlFragment {
  const entry = Object.hasOwn(columns, rule.ruleColumn) ? columns[rule.ruleColumn] : undefined;
  if (entry === undefined || !isRuleOperator(rule.ruleConditions)) return NEVER;
  const column: ScopeColumn = typeof entry === 'string' ? { sql: entry, type: 'text' } : entry;
  try {
    const fragment = compile(column, rule.ruleConditions, rule.ruleValue, vars, dialect);
    // The fragment's placeholders are ours; a `?` in a column expression would shift the bound values.
    if (column.sql.includes('?')) return NEVER;
    return fragment;
  } catch (error) {
    if (error instanceof Unsafe) return NEVER;
    throw error;
  }
}
