// The script a page load onto the portal runs first (#42 item 8), inlined into index.html by the build
// (runtime-web/vite.config.ts): with a stored session, it asks for the caller's portal with every widget item's rows
// before any of the console's code has arrived, and the session's permission list when it is not cached for the session
// (the first load after the sign-in: the portal's routes wait for it), with the session's extras (settings, locale
// maps, login settings) not cached either, so the frame is first drawn with them; session/portal-boot.ts hands the
// answers to the console.
// `askPortalFromHtml` is serialised (Function#toString) and runs in the HTML on its own: it may use nothing but its
// settings and the browser's globals, and this module imports nothing.

export interface PortalBootSettings {
  /** The portal's path: only a page load onto it asks. */
  path: string;
  /** The storage keys (namespaced) of the token, the password-change flag and the language. */
  tokenKey: string;
  changeKey: string;
  languageKey: string;
  /** The caller's portal call. */
  url: string;
  /** The permission list's call, and the storage key (namespaced) of its answer cached for the session (static-cache.ts). */
  permissionsUrl: string;
  permissionsKey: string;
  /** The session's extras' calls (with their query), by their names in the session's cache (static-cache.ts). */
  extras: Record<BootExtra, string>;
  /** The storage key (namespaced) of the session's cached answers, followed by an answer's name. */
  staticPrefix: string;
}

/** The session's extras the HTML asks beside the permission list. */
export type BootExtra = 'sysConfig' | 'locales' | 'loginConfig';

/** What the HTML's script asked: the token and language it asked with, and the answer's envelope. */
export interface PortalBoot {
  token: string;
  lang: string;
  /** The portal's envelope (until the console takes it). */
  answer?: Promise<unknown>;
  /** The permission list's envelope, when it was not cached for this token and language. */
  permissions?: Promise<unknown>;
  /** The session's extras' envelopes, each when it was not cached for this token and language. */
  sysConfig?: Promise<unknown>;
  locales?: Promise<unknown>;
  loginConfig?: Promise<unknown>;
}

declare global {
  interface Window {
    __ycPortalBoot?: PortalBoot;
  }
}

/** Runs in the HTML's script: asks for the caller's portal with its rows when the page is the portal and a session is stored. */
export function askPortalFromHtml(settings: PortalBootSettings): void {
  try {
    if (window.location.pathname !== settings.path) return;
    // Stored values as the console's storage writes them: { value, expire } (store/storage.ts).
    const read = (key: string): unknown => {
      const raw = window.localStorage.getItem(key);
      if (!raw) return undefined;
      const stored = JSON.parse(raw) as { value: unknown; expire: number | null };
      return stored.expire === null || stored.expire > Date.now() ? stored.value : undefined;
    };
    const token = read(settings.tokenKey);
    if (typeof token !== 'string' || !token || read(settings.changeKey) === true) return;
    const lang = read(settings.languageKey) === 'en_US' ? 'en_US' : 'zh_CN';
    const ask = (url: string) => {
      const answer = window.fetch(url, { headers: { Accept: 'application/json', 'X-Access-Token': token } })
        .then((response) => response.json() as Promise<unknown>);
      answer.catch(() => undefined);
      return answer;
    };
    const answer = ask(`${settings.url}?with=data&lang=${lang}`);
    const cached = (key: string) => {
      const entry = read(key) as { token?: unknown; language?: unknown } | undefined;
      return entry !== undefined && entry.token === token && entry.language === lang;
    };
    const boot: PortalBoot = { token, lang, answer };
    if (!cached(settings.permissionsKey)) boot.permissions = ask(`${settings.permissionsUrl}?lang=${lang}`);
    for (const name of Object.keys(settings.extras) as BootExtra[]) {
      const url = settings.extras[name];
      if (!cached(settings.staticPrefix + name)) boot[name] = ask(`${url}${url.includes('?') ? '&' : '?'}lang=${lang}`);
    }
    window.__ycPortalBoot = boot;
  } catch {
    // No storage or no fetch: the console asks as usual.
  }
}

/**
 * The settings the build writes into index.html: the console's own constants (the portal's path, the storage keys, the
 * call), written out here because the build's configuration cannot load the console's modules;
 * runtime-web/test/portal-boot.test.ts holds them to those constants.
 */
export const PORTAL_BOOT_SETTINGS: PortalBootSettings = {
  path: '/index/portal',
  tokenKey: 'yuncheng__ACCESS_TOKEN',
  changeKey: 'yuncheng__PASSWORD_CHANGE_REQUIRED',
  languageKey: 'yuncheng__LANGUAGE',
  url: '/api/eform/engine/portal',
  permissionsUrl: '/api/system/permission/getUserPermissionByToken',
  permissionsKey: 'yuncheng__STATIC__permissions',
  extras: {
    sysConfig: '/api/system/sysconfig/querySysConfigByCodeList?codes=project-full-name,project-simple-name,project-full-name-en,project-simple-name-en,project-logo-url',
    locales: '/api/eform/manage/localeProvider/getLocales',
    loginConfig: '/api/system/loginConfig',
  },
  staticPrefix: 'yuncheng__STATIC__',
};

/** The script inlined into index.html; `apiBase` is the build's VITE_API_BASE. */
export const portalBootScript = (apiBase = '') =>
  `(${askPortalFromHtml.toString()})(${JSON.stringify({
    ...PORTAL_BOOT_SETTINGS,
    url: apiBase + PORTAL_BOOT_SETTINGS.url,
    permissionsUrl: apiBase + PORTAL_BOOT_SETTINGS.permissionsUrl,
    extras: Object.fromEntries(Object.entries(PORTAL_BOOT_SETTINGS.extras).map(([name, url]) => [name, apiBase + url])),
  })});`;

