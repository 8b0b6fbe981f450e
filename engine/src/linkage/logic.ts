// json-logic with a whitelist: only these operators, and no variable path into prototypes. Nothing is evaluated as code.
import jsonLogic from 'json-logic-js';

export const LOGIC_OPERATORS = new Set([
  '==', '===', '!=', '!==', '>', '>=', '<', '<=', '!', '!!', 'and', 'or', 'if', '?:',
  'in', 'var', 'missing', 'missing_some', 'cat', 'substr', '+', '-', '*', '/', '%', 'min', 'max',
  'merge', 'some', 'all', 'none', 'map', 'filter', 'reduce',
]);

const FORBIDDEN_PATH = /(^|\.)(__proto__|prototype|constructor)(\.|$)/;

export class LogicRejected extends Error {}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Throws LogicRejected for an operator outside the whitelist or a variable path into prototypes. */
export function checkLogic(rule: unknown): void {
  if (Array.isArray(rule)) return rule.forEach(checkLogic);
  if (!isPlainObject(rule)) return;
  const keys = Object.keys(rule);
  if (keys.length !== 1) throw new LogicRejected('A json-logic rule has exactly one operator');
  const op = keys[0]!;
  if (!LOGIC_OPERATORS.has(op)) throw new LogicRejected(`Unsupported json-logic operator ${op}`);
  const args = rule[op];
  if (op === 'var') {
    const path = Array.isArray(args) ? args[0] : args;
    if (FORBIDDEN_PATH.test(String(path ?? ''))) throw new LogicRejected(`Forbidden variable ${String(path)}`);
  }
  checkLogic(args);
}

/** Evaluates a checked rule over the data. */
export function applyLogic(rule: unknown, data: Record<string, unknown>): unknown {
  checkLogic(rule);
  return jsonLogic.apply(rule as Parameters<typeof jsonLogic.apply>[0], data);
}

export const truthy = (value: unknown) => jsonLogic.truthy(value);
