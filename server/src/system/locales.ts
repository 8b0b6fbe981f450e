// Server-provided translations merged into the console's i18n: the message catalogue, keyed `m.<key>`.
import { LANGUAGES, MESSAGES, platformMessage, renderMessage, type Language, type MessageKey } from '@yc/engine';

const inLanguage = (lang: Language) =>
  Object.fromEntries((Object.keys(MESSAGES) as MessageKey[]).map((key) => [`m.${key}`, renderMessage(platformMessage(key), lang)]));

export const SERVER_LOCALES = Object.fromEntries(LANGUAGES.map((lang) => [lang, inLanguage(lang)])) as Record<Language, Record<string, string>>;
