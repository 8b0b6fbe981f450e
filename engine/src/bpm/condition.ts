// The visual condition builder's rules compiled to JUEL, which the runner already translates (expression.ts) and runs in
// the isolated-vm sandbox: a designer never writes script, and a flow's condition is text the builder made, so it reads
// back into rows. Values are always literals (a quote or backslash escaped), never code, whatever they hold.
import { BPM_MESSAGES } from './messages.ts';
import { juelToJavaScript } from './expression.ts';
import { MessageError } from '../wire/message.ts';

export const CONDITION_OPERATORS = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'contains', 'empty', 'notEmpty'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export interface ConditionRule {
  field: string;
  op: ConditionOperator;
  value?: string | number | boolean;
}

export interface ConditionGroup {
  combinator: 'and' | 'or';
  rules: ConditionRule[];
}

/** The operators comparing the field with a value, as JUEL writes them. */
const COMPARISONS = { eq: '==', ne: '!=', gt: '>', ge: '>=', lt: '<', le: '<=' } as const satisfies Partial<Record<ConditionOperator, string>>;
const COMBINATORS = { and: '&&', or: '||' } as const;

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Whether a name can be a condition's field: an identifier the runner binds as a variable (the translation itself is
 * asked, so JUEL's words, literals and JavaScript's reserved names are refused exactly as the runner would refuse them).
 */
export function isConditionField(field: string): boolean {
  if (!IDENTIFIER.test(field)) return false;
  const translated = juelToJavaScript(`\${${field}}`);
  return translated?.body === field && translated.identifiers.length === 1;
}

/** A value as a JUEL literal; a text escapes only what JUEL escapes (its quote and the backslash). */
function literal(value: string | number | boolean): string {
  if (typeof value === 'string') return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  return String(value);
}

function compileRule({ field, op, value }: ConditionRule): string {
  if (!isConditionField(field)) throw new MessageError(BPM_MESSAGES.conditionFieldInvalid(field));
  if (op === 'empty') return `empty ${field}`;
  if (op === 'notEmpty') return `!empty ${field}`;
  if (value === undefined || value === null || (typeof value === 'number' && !Number.isFinite(value))) {
    throw new MessageError(BPM_MESSAGES.conditionValueMissing(field));
  }
  // indexOf is a method of Java's strings and lists (JUEL) as of JavaScript's strings and arrays (the runner's
  // translation); a missing field reads as undefined there, and undefined >= 0 is false.
  if (op === 'contains') return `${field}.indexOf(${literal(value)}) >= 0`;
  return `${field} ${COMPARISONS[op]} ${literal(value)}`;
}

/** The group as one JUEL expression, e.g. `${days > 3 && type == "annual"}`; a rule the builder cannot make throws. */
export function compileCondition(group: ConditionGroup): string {
  if (group.rules.length === 0) throw new MessageError(BPM_MESSAGES.conditionNoRules);
  return `\${${group.rules.map(compileRule).join(` ${COMBINATORS[group.combinator]} `)}}`;
}

// What the builder writes, read back: a literal (text with its two escapes, a number, a boolean) and each rule's form.
const LITERAL = String.raw`"(?:[^"\\]|\\["\\])*"|-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?|true|false`;
const FIELD = '([A-Za-z_][A-Za-z0-9_]*)';
const RULE_FORMS: [RegExp, (m: RegExpExecArray) => ConditionRule][] = [
  [new RegExp(`^!\\s*empty\\s+${FIELD}$`), (m) => ({ field: m[1]!, op: 'notEmpty' })],
  [new RegExp(`^empty\\s+${FIELD}$`), (m) => ({ field: m[1]!, op: 'empty' })],
  [new RegExp(`^${FIELD}\\s*\\.\\s*indexOf\\s*\\(\\s*(${LITERAL})\\s*\\)\\s*>=\\s*0$`), (m) => ({ field: m[1]!, op: 'contains', value: readLiteral(m[2]!) })],
  [new RegExp(`^${FIELD}\\s*(==|!=|>=|<=|>|<)\\s*(${LITERAL})$`), (m) => ({
    field: m[1]!, op: (Object.keys(COMPARISONS) as (keyof typeof COMPARISONS)[]).find((k) => COMPARISONS[k] === m[2])!, value: readLiteral(m[3]!),
  })],
];

function readLiteral(text: string): string | number | boolean {
  if (text === 'true' || text === 'false') return text === 'true';
  if (text.startsWith('"')) return text.slice(1, -1).replace(/\\(["\\])/g, '$1');
  return Number(text);
}

/** The expression split at its top-level `&&` / `||` (outside text literals), with the operators between the parts. */
function split(body: string): { parts: string[]; operators: string[] } {
  const parts: string[] = [];
  const operators: string[] = [];
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '"') {
      for (i++; i < body.length && body[i] !== '"'; i++) if (body[i] === '\\') i++;
    } else if (body.startsWith('&&', i) || body.startsWith('||', i)) {
      parts.push(body.slice(start, i).trim());
      operators.push(body.slice(i, i + 2));
      start = i + 2;
      i++;
    }
  }
  parts.push(body.slice(start).trim());
  return { parts, operators };
}

/** The builder's rows of a condition, or undefined when the text is not one the builder makes (it is then shown as text). */
export function parseCondition(expression: string): ConditionGroup | undefined {
  const body = /^\s*\$\{([\s\S]*)\}\s*$/.exec(expression)?.[1];
  if (body === undefined) return undefined;
  const { parts, operators } = split(body);
  if (new Set(operators).size > 1) return undefined;
  const rules: ConditionRule[] = [];
  for (const part of parts) {
    const form = RULE_FORMS.map(([pattern, read]) => [pattern.exec(part), read] as const).find(([m]) => m);
    if (!form) return undefined;
    const rule = form[1](form[0]!);
    if (!isConditionField(rule.field)) return undefined;
    rules.push(rule);
  }
  return { combinator: operators[0] === '||' ? 'or' : 'and', rules };
}
