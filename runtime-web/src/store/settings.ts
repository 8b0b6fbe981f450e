// Theme and layout settings (spec §9 defaults), kept in local storage and changed in the settings drawer.
import { createStore, useStore } from './create-store.ts';
import { getItem, setItem, STORAGE_KEYS } from './storage.ts';

export interface AppSettings {
  primaryColor: string;
  navTheme: 'light' | 'dark';
  layout: 'sidemenu' | 'topmenu';
  contentWidth: 'Fixed' | 'Fluid';
  multiTab: boolean;
}

export const DEFAULT_SETTINGS: AppSettings = {
  primaryColor: '#2F54EB',
  navTheme: 'light',
  layout: 'sidemenu',
  contentWidth: 'Fixed',
  multiTab: true,
};

export const PRESET_COLORS = ['#2F54EB', '#1677FF', '#13C2C2', '#52C41A', '#FAAD14', '#FA541C', '#F5222D', '#722ED1'] as const;

function readSettings(): AppSettings {
  const stored = getItem<Partial<AppSettings>>(STORAGE_KEYS.settings);
  return { ...DEFAULT_SETTINGS, ...(stored && typeof stored === 'object' ? stored : {}) };
}

const store = createStore<AppSettings>(readSettings());

export const settings = {
  get: store.get,
  update(next: Partial<AppSettings>): void {
    store.set(next);
    setItem(STORAGE_KEYS.settings, store.get());
  },
  reset(): void {
    store.set(DEFAULT_SETTINGS);
    setItem(STORAGE_KEYS.settings, DEFAULT_SETTINGS);
  },
};

export const useSettings = (): AppSettings => useStore(store);
