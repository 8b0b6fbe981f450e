// Rules of a control's showConfig and validation rules: parameter keys, a searched select's valueKey, and patterns.
import type { FieldRule, ShowConfig, ValidationIssue } from '../metadata/index.ts';
import { findRulePattern } from '../vocab/index.ts';
import { RULE_MESSAGES } from './messages.ts';
import { checkParameterKeys } from './unique.ts';
import { each, issue, isRecord, type DeepPartial } from './util.ts';
import type { Message } from '../wire/message.ts';

/** A pattern is a rule preset code or a valid regular expression; `presets: false` accepts only expressions. */
export function checkPattern(pattern: unknown, options: { presets?: boolean } = {}): Message | undefined {
  if (typeof pattern !== 'string' || pattern === '') return undefined;
  if (options.presets !== false && findRulePattern(pattern)) return undefined;
  try {
    new RegExp(pattern, 'u');
    return undefined;
  } catch {
    return RULE_MESSAGES.invalidPattern;
  }
}

export function checkShowConfig(showConfig: DeepPartial<ShowConfig> | undefined, base: string): ValidationIssue[] {
  if (!isRecord(showConfig)) return [];
  return [
    ...checkParameterKeys(showConfig.sqlConfig?.sqlParameterConfig, `${base}/sqlConfig/sqlParameterConfig`),
    ...checkParameterKeys(showConfig.httpConfig?.httpParameterConfig, `${base}/httpConfig/httpParameterConfig`),
    // Searched on the server, a select is offered the first matches only: its stored values are found by valueKey.
    ...(isRecord(showConfig.sqlConfig) && showConfig.sqlConfig.searchKey && !showConfig.sqlConfig.valueKey
      ? [issue(`${base}/sqlConfig/valueKey`, RULE_MESSAGES.searchKeyWithoutValueKey)] : []),
  ];
}

export function checkFieldRules(rules: readonly DeepPartial<FieldRule>[] | undefined, base: string): ValidationIssue[] {
  return each(rules, base).flatMap(({ item, path }) => {
    const message = checkPattern(item.pattern);
    return message ? [issue(`${path}/pattern`, message)] : [];
  });
}
