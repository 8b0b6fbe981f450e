// The engine's modelling-rule messages (spec §5) in the console's language; any other text stays as it is.
import { i18n } from '../../../i18n/language.ts';
import '../../../i18n/eform.ts';
import { RULE_MESSAGES } from './engine.ts';

type RuleKey = keyof typeof RULE_MESSAGES;
const ARG = '\u0001';

/** Each rule as a matcher: fixed texts by equality, templates by a pattern capturing their one argument. */
const MATCHERS = (Object.keys(RULE_MESSAGES) as RuleKey[]).map((key) => {
  const message = RULE_MESSAGES[key] as string | ((arg: never) => string);
  if (typeof message === 'string') return { key, match: (text: string) => (text === message ? {} : undefined) };
  const sample = (message as (arg: string) => string)(ARG);
  const regex = new RegExp(`^${sample.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(ARG, '(.+)')}$`, 's');
  return { key, match: (text: string) => regex.exec(text)?.slice(1, 2).map((arg) => ({ n: arg, label: arg }))[0] };
});

export function translateRuleMessage(message: string): string {
  for (const { key, match } of MATCHERS) {
    const args = match(message);
    if (args) return i18n.t(`rule.${key}`, { ...args, defaultValue: message });
  }
  return message;
}
