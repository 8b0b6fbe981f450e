// Rules of a control's showConfig and validation rules: parameter keys, a searched select's valueKey, and patterns.
import type { FieldRule, ShowConfig, ValidationIssue } from '../metadata/index.ts';
import { findRulePattern } from '../vocab/index.ts';
import { RULE_MESSAGES } from './messages.ts';
import { checkUserPattern } from './user-pattern.ts';
import { checkParameterKeys } from './unique.ts';
import { each, issue, isRecord, type DeepPartial } from './util.ts';
import type { Message } from '../wire/message.ts';

/**
 * A pattern is a rule preset code or a regular expression the linear-time engine runs (user-pattern.ts); `presets:
 * false` accepts only expressions. `label` names the rule in the refusal of a pattern the engine cannot run.
 */
export function checkPattern(pattern: unknown, options: { presets?: boolean; label?: string } = {}): Message | undefined {
  if (typeof pattern !== 'string' || pattern === '') return undefined;
  if (options.presets !== false && findRulePattern(pattern)) return undefined;
  return checkUserPattern(pattern, options.label ?? pattern);
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

/** The patterns of a control's rules; `label` (the control's title or key) names the rule in a refusal. */
export function checkFieldRules(rules: readonly DeepPartial<FieldRule>[] | undefined, base: string, label = base): ValidationIssue[] {
  return each(rules, base).flatMap(({ item, path }) => {
    const message = checkPattern(item.pattern, { label });
    return message ? [issue(`${path}/pattern`, message)] : [];
  });
}
