// The i18next instance: zh_CN by default, en_US switchable, merged with the server's locale maps.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defineTexts, type ConsoleTexts } from '@yc/engine/wire/core';
import { MESSAGES, type Language } from '../engine.ts';
import type { LocaleMaps } from '../api/types.ts';
import { getItem, setItem, STORAGE_KEYS } from '../store/storage.ts';
import { SHELL_TEXTS } from './shell-texts.ts';

/** Each language named in itself (not a text to translate): its full name and its short name on the switch. */
export const LANGUAGE_OPTIONS: readonly { value: Language; label: string; short: string }[] = [
  { value: 'zh_CN', label: '简体中文', short: '中文' },
  { value: 'en_US', label: 'English', short: 'EN' },
];

/** The server's catalogue messages, as `msg.<key>` in both languages: one definition of each text. */
function catalogue(language: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(MESSAGES).map(([key, texts]) => [`msg.${key}`, texts[language]]));
}

function storedLanguage(): Language {
  const stored = getItem<string>(STORAGE_KEYS.language);
  return stored === 'en_US' ? 'en_US' : 'zh_CN';
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: 'zh_CN',
  load: 'currentOnly',
  // Server keys contain dots ("m.system.user.add"): keys are flat strings.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  resources: {
    zh_CN: { translation: { ...catalogue('zh_CN'), ...SHELL_TEXTS.zh_CN } },
    en_US: { translation: { ...catalogue('en_US'), ...SHELL_TEXTS.en_US } },
  },
});

/**
 * Declares a screen's texts (the one way, docs/architecture.md "Console texts") and adds them to i18n with its chunk:
 * Chinese and English with the same keys, `{{name}}` placeholders. The server's locale maps keep precedence: texts
 * already present are not overwritten.
 */
export function registerTexts<Z extends Readonly<Record<string, string>>>(
  texts: { readonly zh_CN: Z; readonly en_US: { readonly [P in keyof Z]: string } },
): ConsoleTexts<keyof Z & string> {
  const table = defineTexts(texts);
  i18n.addResourceBundle('zh_CN', 'translation', table.zh_CN, true, false);
  i18n.addResourceBundle('en_US', 'translation', table.en_US, true, false);
  return table;
}

export function currentLanguage(): Language {
  return i18n.language === 'en_US' ? 'en_US' : 'zh_CN';
}

export async function setLanguage(language: Language): Promise<void> {
  setItem(STORAGE_KEYS.language, language);
  document.documentElement.lang = language === 'en_US' ? 'en' : 'zh-CN';
  await i18n.changeLanguage(language);
}

/** The server's translation maps extend (and may override) the built-in texts. */
export function mergeLocales(maps: LocaleMaps): void {
  for (const language of ['zh_CN', 'en_US'] as const) {
    const map = maps[language];
    if (map && typeof map === 'object') i18n.addResourceBundle(language, 'translation', map, true, true);
  }
}
