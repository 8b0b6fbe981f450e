// Platform name and logo: the page title is fixed by configuration, name and logo come from sysconfig — the names in
// both languages (project-full-name-en, project-simple-name-en), shown in the reader's.
import { useTranslation } from 'react-i18next';
import { APP_TITLE, APP_TITLE_EN } from '../config.ts';
import type { SysConfigEntry } from '../api/types.ts';
import { inLanguage } from '../engine.ts';
import { createStore, useStore } from './create-store.ts';

export interface Branding {
  fullName: string;
  simpleName: string;
  logoUrl: string | undefined;
}

interface Names extends Branding {
  fullNameEn?: string;
  simpleNameEn?: string;
}

const store = createStore<Names>({ fullName: APP_TITLE, simpleName: APP_TITLE, fullNameEn: APP_TITLE_EN, simpleNameEn: APP_TITLE_EN, logoUrl: undefined });

export const branding = {
  get: store.get,
  /** The login configuration may name the project before anyone logs in. */
  setProjectName(name: string | undefined): void {
    if (name) store.set({ ...store.get(), fullName: name, simpleName: name });
  },
  applySysConfig(entries: SysConfigEntry[]): void {
    const value = (code: string) => entries.find((e) => e.configCode === code)?.configValue || undefined;
    const fullName = value('project-full-name') ?? store.get().fullName;
    const fullNameEn = value('project-full-name-en') ?? store.get().fullNameEn;
    store.set({
      fullName,
      simpleName: value('project-simple-name') ?? fullName,
      fullNameEn,
      simpleNameEn: value('project-simple-name-en') ?? fullNameEn,
      logoUrl: value('project-logo-url') ?? store.get().logoUrl,
    });
  },
};

/** The names in the console's language (English where configured, the default names otherwise) and the logo. */
export const useBranding = (): Branding => {
  const names = useStore(store);
  const { i18n } = useTranslation();
  return {
    fullName: inLanguage(names.fullName, names.fullNameEn, i18n.language),
    simpleName: inLanguage(names.simpleName, names.simpleNameEn, i18n.language),
    logoUrl: names.logoUrl,
  };
};
