// Check rules: a named pattern a value must match, optionally only its first `digits` characters. The pattern runs
// on the linear-time engine (rules/user-pattern.ts): no expression can hold a request, so it runs in place.
import { compileUserPattern } from '../rules/user-pattern.ts';

/** The part of a value a check rule's pattern is matched against: its first `digits` characters, or all of it. */
export function checkRuleTarget(value: string, digits: number | undefined): string {
  return digits ? [...value].slice(0, digits).join('') : value;
}

/** Whether the value (its first `digits` characters) matches the rule's pattern; undefined when the pattern cannot run. */
export function matchCheckRule(rule: { pattern: string; digits?: number }, value: string): boolean | undefined {
  return compileUserPattern(rule.pattern)?.test(checkRuleTarget(value, rule.digits));
}
