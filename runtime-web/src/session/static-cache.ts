// The session's static answers (#42 item 8): what the console asks on every page load and what changes only when an
// administrator changes grants, menus, settings or translations — the permission list, the system settings, the
// server's locale maps, the login settings and the front user's portal. Kept in local storage for the session that
// asked them, so a reload or a new tab within the session asks nothing of them again; on a slow network that is
// several round trips less before the page can show.
//
// An answer is served only to the token that fetched it, in the language it was fetched in, and only while it is
// younger than STATIC_MAX_AGE_MS. At each page load the console asks the server once for the version of these answers
// (GET /api/system/session/staticVersion, beside its other calls): when it differs from the version an answer was
// fetched under — grants, menus, metadata or settings changed, the server restarted — every cached answer is dropped and the
// permission list asked again. All are dropped too when the session ends (logout, expiry, idle logout clears the
// storage), when another user signs in, when the language changes, when this console writes to the administration
// (a successful POST, PUT or DELETE under /api/system/ or /api/eform/manage/), and when the server answers 401.
import { i18n } from '../i18n/language.ts';
import { getItem, removeItem, setItem, storageKey } from '../store/storage.ts';
import { session } from '../store/session.ts';

/** How long a cached answer is served at most: changes made elsewhere (another console) are seen by then. */
export const STATIC_MAX_AGE_MS = 60 * 60_000;

/** The answers kept: each names one call of the session. */
export type StaticAnswer = 'permissions' | 'sysConfig' | 'locales' | 'loginConfig' | 'portal';

const PREFIX = 'STATIC__';

interface Entry<T> {
  token: string;
  language: string;
  /** The server's version of the static answers when this one was asked. */
  version: string;
  value: T;
}

/** Asks the server's version of the static answers (undefined when it cannot be learned). */
type VersionSource = (token: string) => Promise<string | undefined>;
let versionSource: VersionSource = async () => undefined;
/** This page load's ask of the version, for its token. */
let versionAsked: { token: string; version: Promise<string | undefined> } | undefined;
const staleListeners = new Set<() => void>();

/** Where the version comes from (the request layer; set once by the session's actions). */
export function setStaticVersionSource(source: VersionSource): void {
  versionSource = source;
}

/** Called when cached answers turned out stale and were dropped (the permission list is then asked again). */
export function onStaticAnswersStale(listener: () => void): void {
  staleListeners.add(listener);
}

const entries = (): [string, Entry<unknown>][] => {
  try {
    const store = globalThis.localStorage;
    const prefix = storageKey(PREFIX);
    return Object.keys(store ?? {}).filter((key) => key.startsWith(prefix))
      .map((key) => [key, getItem<Entry<unknown>>(key.slice(STORAGE_PREFIX_LENGTH))] as const)
      .filter((pair): pair is [string, Entry<unknown>] => pair[1] !== undefined);
  } catch {
    return [];
  }
};
const STORAGE_PREFIX_LENGTH = storageKey('').length;

/** The server's version, asked once per page load and token; cached answers of another version are dropped. */
function serverVersion(token: string): Promise<string | undefined> {
  if (versionAsked?.token === token) return versionAsked.version;
  const version = versionSource(token).catch(() => undefined);
  versionAsked = { token, version };
  void version.then((current) => {
    if (current === undefined || session.token() !== token) return;
    const stale = entries().some(([, entry]) => entry.token === token && entry.version !== current);
    if (!stale) return;
    dropStaticAnswers();
    for (const listener of staleListeners) listener();
  });
  return version;
}

/** Asks in flight, shared by callers of the same answer within one page load. */
const inFlight = new Map<StaticAnswer, { token: string; language: string; answer: Promise<unknown> }>();

const language = () => (i18n.language === 'en_US' ? 'en_US' : 'zh_CN');

/** The cached answer for this session and language, if there is one still young enough. */
export function cachedAnswer<T>(name: StaticAnswer): T | undefined {
  const token = session.token();
  const entry = getItem<Entry<T>>(PREFIX + name);
  if (!entry || !token || entry.token !== token || entry.language !== language()) return undefined;
  // Served at once; the version asked beside the page's other calls drops it if it is stale.
  void serverVersion(token);
  return entry.value;
}

/**
 * The answer from the cache, or `load`'s (then cached, unless the session or the language changed meanwhile). A failed
 * load caches nothing.
 */
export function staticAnswer<T>(name: StaticAnswer, load: () => Promise<T>): Promise<T> {
  const cached = cachedAnswer<T>(name);
  if (cached !== undefined) return Promise.resolve(cached);
  const token = session.token() ?? '';
  const lang = language();
  const pending = inFlight.get(name);
  if (pending && pending.token === token && pending.language === lang) return pending.answer as Promise<T>;
  // The version is asked beside the answer (not before it: no round trip is added to an uncached load).
  const version = token ? serverVersion(token) : Promise.resolve(undefined);
  const answer = load().then((value) => {
    void version.then((v) => {
      if (v !== undefined && session.token() === token && language() === lang && inFlight.get(name)?.answer === answer) {
        setItem<Entry<T>>(PREFIX + name, { token, language: lang, version: v, value }, STATIC_MAX_AGE_MS);
      }
    }).finally(settle);
    return value;
  });
  function settle() {
    if (inFlight.get(name)?.answer === answer) inFlight.delete(name);
  }
  inFlight.set(name, { token, language: lang, answer });
  answer.catch(settle);
  return answer;
}

/** Forgets every cached answer (and any ask in flight: its answer is not stored). */
export function dropStaticAnswers(): void {
  inFlight.clear();
  for (const [key] of entries()) removeItem(key.slice(STORAGE_PREFIX_LENGTH));
}

// Another user or no user: nothing of the previous session's answers may be served.
let signedIn = session.get().token;
session.subscribe(() => {
  const token = session.get().token;
  if (token !== signedIn) {
    dropStaticAnswers();
    versionAsked = undefined;
  }
  signedIn = token;
});
// Answers carry the texts of their language (menu names, portal cards).
let shownLanguage = language();
i18n.on('languageChanged', () => {
  if (language() !== shownLanguage) dropStaticAnswers();
  shownLanguage = language();
});
