// Console texts (issue #33 item 5): the one way the consoles (runtime-web, designer) declare what they show. A screen's
// texts are declared once, `defineTexts({ zh_CN: {...}, en_US: {...} })`, the same keys in both languages (the type and
// the guard test runtime-web/test/one-text-mechanism.test.ts hold to it), and their placeholders are i18next's
// `{{name}}`. The runtime console reads them with i18next's `t` (registered with its chunk), the designers with
// `consoleText`; both fill `{{name}}` the same way. Messages of the engine's catalogue (`{code, params}`, shared with the
// server) are not console texts: they are shown with renderMessage.
import type { Language } from './language.ts';

/** A screen's texts in both languages, key for key the same. */
export interface ConsoleTexts<K extends string = string> {
  readonly zh_CN: Readonly<Record<K, string>>;
  readonly en_US: Readonly<Record<K, string>>;
}

const declared: ConsoleTexts[] = [];

/** Declares a screen's texts: Chinese, and English with exactly the same keys. */
export function defineTexts<Z extends Readonly<Record<string, string>>>(
  texts: { readonly zh_CN: Z; readonly en_US: { readonly [P in keyof Z]: string } },
): ConsoleTexts<keyof Z & string> {
  declared.push(texts as ConsoleTexts);
  return texts as ConsoleTexts<keyof Z & string>;
}

/** Every table of texts declared so far (the guard test checks them all). */
export const declaredTexts = (): readonly ConsoleTexts[] => declared;

/** `{{name}}` placeholders filled from `params` (i18next's syntax); an unknown one stays as it is. */
export function fillText(text: string, params: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A text of a table in a language, its `{{placeholders}}` filled. */
export function consoleText<K extends string>(texts: ConsoleTexts<K>, lang: Language, key: K, params?: Readonly<Record<string, string | number>>): string {
  return fillText(texts[lang === 'en_US' ? 'en_US' : 'zh_CN'][key], params);
}

/** Whether a table has a key (a label looked up by a property's name). */
export const hasText = (texts: ConsoleTexts, key: string): boolean => Object.hasOwn(texts.zh_CN, key);
