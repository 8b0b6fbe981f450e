// The engine's validation messages in the console's language: 'm.' keys are translated, the engine's own
// templates ('<title> cannot be empty', …) and the pattern presets' texts have their translations here.
import { FORM_MESSAGES, isMessageKey, RULE_PATTERNS } from '../engine.ts';
import { i18n } from '../../i18n/language.ts';

type Template = Exclude<keyof typeof FORM_MESSAGES, 'notUnique'>;

const TITLE = '\u0001';
const NUMBER = 12345;

/** Each engine template as a regular expression capturing its title and number. */
const TEMPLATES = (Object.keys(FORM_MESSAGES) as (keyof typeof FORM_MESSAGES)[])
  .filter((key): key is Template => typeof FORM_MESSAGES[key] === 'function')
  .map((key) => {
    const sample = (FORM_MESSAGES[key] as (title: string, n: number) => string)(TITLE, NUMBER);
    const source = sample.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(TITLE, '(.+)').replace(String(NUMBER), '(-?[\\d.]+)');
    return { key, regex: new RegExp(`^${source}$`, 's'), numbered: sample.includes(String(NUMBER)) };
  });

const PRESETS = new Map<string, string>(RULE_PATTERNS.map((p) => [p.message, p.code]));

/** A validation message as the user should read it. */
export function translateFormMessage(message: string): string {
  if (isMessageKey(message)) return i18n.t(message, { defaultValue: message });
  if (message === FORM_MESSAGES.notUnique) return i18n.t('msg.valueUnavailable');
  const preset = PRESETS.get(message);
  if (preset) return i18n.t(`form.pattern.${preset}`, { defaultValue: message });
  for (const { key, regex, numbered } of TEMPLATES) {
    const match = regex.exec(message);
    if (match) return i18n.t(`form.${key}`, { title: match[1], n: numbered ? match[2] : undefined, defaultValue: message });
  }
  return message;
}
