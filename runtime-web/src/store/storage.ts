// Browser storage under the `yuncheng__` namespace, each value with an optional expiry time.
import { STORAGE_NAMESPACE } from '../config.ts';

interface Stored<T> {
  value: T;
  /** Epoch milliseconds; null: never expires. */
  expire: number | null;
}

export const storageKey = (key: string) => `${STORAGE_NAMESPACE}${key}`;

function backend(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function setItem<T>(key: string, value: T, ttlMs?: number): void {
  const stored: Stored<T> = { value, expire: ttlMs === undefined ? null : Date.now() + ttlMs };
  backend()?.setItem(storageKey(key), JSON.stringify(stored));
}

export function getItem<T>(key: string): T | undefined {
  const store = backend();
  const raw = store?.getItem(storageKey(key));
  if (raw === null || raw === undefined) return undefined;
  try {
    const stored = JSON.parse(raw) as Stored<T>;
    if (stored.expire !== null && stored.expire <= Date.now()) {
      store?.removeItem(storageKey(key));
      return undefined;
    }
    return stored.value;
  } catch {
    store?.removeItem(storageKey(key));
    return undefined;
  }
}

export function removeItem(key: string): void {
  backend()?.removeItem(storageKey(key));
}

/** Clears local and session storage (spec §4), keeping the chosen language: it belongs to the browser, not the session. */
export function clearAll(): void {
  const language = getItem<unknown>(STORAGE_KEYS.language);
  backend()?.clear();
  if (language !== undefined) setItem(STORAGE_KEYS.language, language);
  try {
    globalThis.sessionStorage?.clear();
  } catch {
    // storage may be unavailable (privacy mode); nothing to clear then
  }
}

export const STORAGE_KEYS = {
  token: 'ACCESS_TOKEN',
  userInfo: 'USER_INFO',
  language: 'LANGUAGE',
  settings: 'APP_SETTINGS',
  lastUser: 'LAST_USERNAME',
  lastActive: 'LAST_ACTIVE',
} as const;
