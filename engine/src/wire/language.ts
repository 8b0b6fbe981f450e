// The console's and the API's languages: the floor of the wire contract, which the message catalogues build on.

export const LANGUAGES = ['zh_CN', 'en_US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh_CN';

/** A name or description in the given language: English shows the English text where one exists, otherwise the default text. */
export function inLanguage(text: string, textEn: string | null | undefined, language: string | undefined): string {
  return language?.startsWith('en') && textEn ? textEn : text;
}
