// Keys that must be present and unique in a list: aliases, parameter keys, field names, codes.
import type { ValidationIssue } from '../metadata/index.ts';
import { RULE_MESSAGES } from './messages.ts';
import { each, issue, text } from './util.ts';
import type { Message } from '../wire/message.ts';

export interface KeyedEntry {
  key: unknown;
  path: string;
}

export interface UniqueKeyMessages {
  /** Reported for an empty key; absent when another rule reports empty keys. */
  empty?: Message;
  repeated: Message;
}

/** Reports empty keys and every repeat after the first occurrence (case-insensitively when asked). */
export function checkUniqueKeys(
  entries: readonly KeyedEntry[],
  messages: UniqueKeyMessages,
  options: { ignoreCase?: boolean } = {},
): ValidationIssue[] {
  const seen = new Set<string>();
  const issues: ValidationIssue[] = [];
  for (const { key, path } of entries) {
    const value = text(key);
    if (!value) {
      if (messages.empty) issues.push(issue(path, messages.empty));
      continue;
    }
    const normalized = options.ignoreCase ? value.toLowerCase() : value;
    if (seen.has(normalized)) issues.push(issue(path, messages.repeated));
    seen.add(normalized);
  }
  return issues;
}

/** Aliases (of dataset dimensions and measures, of page columns) are not empty nor repeated. */
export const checkAliases = (entries: readonly KeyedEntry[]) =>
  checkUniqueKeys(entries, { empty: RULE_MESSAGES.aliasEmpty, repeated: RULE_MESSAGES.aliasRepeated });

/** Parameter keys (of SQL, HTTP and dataset parameters, of sqlParameterConfig) are non-empty and unique. */
export function checkParameterKeys(parameters: readonly { parameterKey?: unknown }[] | undefined, base: string): ValidationIssue[] {
  const entries = each(parameters, base).map(({ item, path }) => ({ key: item.parameterKey, path: `${path}/parameterKey` }));
  return checkUniqueKeys(entries, { empty: RULE_MESSAGES.parameterKeyEmpty, repeated: RULE_MESSAGES.parameterKeyRepeated });
}
