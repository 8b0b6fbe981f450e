// Helpers of the rule functions: draft types, safe iteration with JSON-pointer paths, issue merging.
import type { ValidationIssue } from '../metadata/index.ts';
import { renderMessage, type Message } from '../wire/message.ts';

/** A metadata value being edited: every property, at any depth, may still be missing. */
export type DeepPartial<T> = T extends readonly (infer U)[]
  ? DeepPartial<U>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object items of a list with their JSON pointer; anything else (a wrong shape) is skipped. */
export function each<T>(items: readonly T[] | undefined, base: string): { item: T; path: string; index: number }[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item, index) => (isRecord(item) ? [{ item: item as T, path: `${base}/${index}`, index }] : []));
}

/** A string value trimmed, or '' for anything else. */
export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** An issue at a path: the message as data, and its English text. */
export const issue = (path: string, message: Message): ValidationIssue => ({ path, message: renderMessage(message, 'en_US'), ...message });

export const prefixIssues = (prefix: string, issues: ValidationIssue[]): ValidationIssue[] =>
  issues.map((i) => ({ ...i, path: prefix + i.path }));

/** Rule issues first; a schema issue is dropped when a rule already explains the same path. */
export function mergeIssues(ruleIssues: ValidationIssue[], schemaIssues: ValidationIssue[]): ValidationIssue[] {
  const explained = new Set(ruleIssues.map((i) => i.path));
  return [...ruleIssues, ...schemaIssues.filter((i) => !explained.has(i.path))];
}
