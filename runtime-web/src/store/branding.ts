// Platform name and logo: the page title is fixed by configuration, name and logo come from sysconfig.
import { APP_TITLE } from '../config.ts';
import type { SysConfigEntry } from '../api/types.ts';
import { createStore, useStore } from './create-store.ts';

export interface Branding {
  fullName: string;
  simpleName: string;
  logoUrl: string | undefined;
}

const store = createStore<Branding>({ fullName: APP_TITLE, simpleName: APP_TITLE, logoUrl: undefined });

export const branding = {
  get: store.get,
  /** The login configuration may name the project before anyone logs in. */
  setProjectName(name: string | undefined): void {
    if (name) store.set({ fullName: name, simpleName: name });
  },
  applySysConfig(entries: SysConfigEntry[]): void {
    const value = (code: string) => entries.find((e) => e.configCode === code)?.configValue || undefined;
    const fullName = value('project-full-name') ?? store.get().fullName;
    store.set({
      fullName,
      simpleName: value('project-simple-name') ?? fullName,
      logoUrl: value('project-logo-url') ?? store.get().logoUrl,
    });
  },
};

export const useBranding = (): Branding => useStore(store);
