// json-logic with a whitelist: only these operators, and no variable path into prototypes. Nothing is evaluated as code.
import jsonLogic from 'json-logic-js';
import { defineMessages, messageMaker, MessageError, type Message } from '../wire/message.ts';

export const LOGIC_OPERATORS = new Set([
  '==', '===', '!=', '!==', '>', '>=', '<', '<=', '!', '!!', 'and', 'or', 'if', '?:',
  'in', 'var', 'missing', 'missing_some', 'cat', 'substr', '+', '-', '*', '/', '%', 'min', 'max',
  'merge', 'some', 'all', 'none', 'map', 'filter', 'reduce',
]);

const FORBIDDEN_PATH = /(^|\.)(__proto__|prototype|constructor)(\.|$)/;

export const LOGIC_TEXTS = defineMessages('logic', {
  oneOperator: { en_US: 'A json-logic rule has exactly one operator', zh_CN: 'json-logic 规则只能有一个运算符' },
  unsupportedOperator: { en_US: 'Unsupported json-logic operator {op}', zh_CN: '不支持的 json-logic 运算符 {op}' },
  forbiddenVariable: { en_US: 'Forbidden variable {path}', zh_CN: '禁止使用的变量 {path}' },
});
const logic = messageMaker('logic', LOGIC_TEXTS);

export class LogicRejected extends MessageError {
  constructor(message: Message) {
    super(message);
    this.name = 'LogicRejected';
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Throws LogicRejected for an operator outside the whitelist or a variable path into prototypes. */
export function checkLogic(rule: unknown): void {
  if (Array.isArray(rule)) return rule.forEach(checkLogic);
  if (!isPlainObject(rule)) return;
  const keys = Object.keys(rule);
  if (keys.length !== 1) throw new LogicRejected(logic('oneOperator'));
  const op = keys[0]!;
  if (!LOGIC_OPERATORS.has(op)) throw new LogicRejected(logic('unsupportedOperator', { op }));
  const args = rule[op];
  if (op === 'var') {
    const path = Array.isArray(args) ? args[0] : args;
    if (FORBIDDEN_PATH.test(String(path ?? ''))) throw new LogicRejected(logic('forbiddenVariable', { path: String(path) }));
  }
  checkLogic(args);
}

/** Evaluates a checked rule over the data. */
export function applyLogic(rule: unknown, data: Record<string, unknown>): unknown {
  checkLogic(rule);
  return jsonLogic.apply(rule as Parameters<typeof jsonLogic.apply>[0], data);
}

export const truthy = (value: unknown) => jsonLogic.truthy(value);
