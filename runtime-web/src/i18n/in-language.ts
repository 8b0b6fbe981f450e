// Names and descriptions kept in two languages (menus, roles, dictionaries, app groups, configuration): the console shows
// the English text in English mode where one exists, the default text otherwise (the rule is the engine's inLanguage).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { inLanguage } from '../engine.ts';

export type InLanguage = (text: string, textEn: string | null | undefined) => string;

/** `(text, textEn)` → the text in the console's current language. */
export function useInLanguage(): InLanguage {
  const { i18n } = useTranslation();
  return useCallback<InLanguage>((text, textEn) => inLanguage(text, textEn, i18n.language), [i18n.language]);
}

/** A user's name as the console shows it: the real name in the reader's language, else the account name. */
export function useUserName(): (user: { username?: string; realname?: string | null; realnameEn?: string | null } | undefined) => string {
  const inLang = useInLanguage();
  return useCallback((user) => (user?.realname ? inLang(user.realname, user.realnameEn) : '') || user?.username || '', [inLang]);
}
