// Session transitions of spec §4: sign in, load the permission list, log out.
import { authApi } from '../api/auth.ts';
import { systemApi } from '../api/system.ts';
import { api } from '../request/api.ts';
import type { LoginResult } from '../api/types.ts';
import { postLoginTarget } from '../engine.ts';
import { currentLanguage, mergeLocales } from '../i18n/language.ts';
import { setDemoMode } from '../permission/guards.ts';
import { branding } from '../store/branding.ts';
import { session } from '../store/session.ts';
import { getItem, setItem, STORAGE_KEYS } from '../store/storage.ts';
import { closeNotice } from '../request/report.ts';
import { IDLE_NOTICE_KEY } from './idle.ts';
import { takeBooted } from './portal-boot.ts';
import { cachedAnswer, onStaticAnswersStale, setStaticVersionSource, staticAnswer } from './static-cache.ts';

let pendingTarget: string | undefined;

setStaticVersionSource(async (token) => (await api.get('/api/system/session/staticVersion', {}, { silent: true, token })).version);
// The cached answers were stale (grants, menus or metadata changed since): the session's permission list is asked again.
onStaticAnswersStale(() => {
  if (session.get().permissions) void loadPermissions().catch(() => undefined);
});

/**
 * Stores token and user info. The guard then leaves the login page for the stored redirect when the
 * same user logs in again (spec §2), or for `target`.
 */
export function completeLogin(result: LoginResult, redirect: string | undefined, target = '/'): void {
  const lastUsername = getItem<string>(STORAGE_KEYS.lastUser);
  pendingTarget = postLoginTarget({ target, redirect, username: result.userInfo.username, lastUsername });
  setItem(STORAGE_KEYS.lastUser, result.userInfo.username);
  closeNotice(IDLE_NOTICE_KEY);
  session.signIn(result.token, result.userInfo, result.isFist === true || result.isChange === true);
}

/** Where the guard sends a freshly logged-in user away from the login page. */
export function pendingPostLoginTarget(): string | undefined {
  return pendingTarget;
}

/** Once the user has left the login page the target is spent. */
export function clearPostLoginTarget(): void {
  pendingTarget = undefined;
}

type PermissionAnswer = Awaited<ReturnType<typeof systemApi.permissions>>;

function applyPermissions(permissions: PermissionAnswer): void {
  session.setPermissions({
    menu: permissions.menu ?? [],
    auth: permissions.auth ?? [],
    allAuth: permissions.allAuth ?? [],
    portalType: permissions.portalType === 2 ? 2 : 1,
    formOpenType: permissions.formOpenType ?? '',
  });
}

/**
 * Loads menu and button permissions (the session's cached answer when there is one), then builds the routes; extras
 * (name, logo, locales) follow.
 */
export async function loadPermissions(): Promise<void> {
  const token = session.token();
  // On the first load after the sign-in onto the portal, the HTML's script asked for it (session/portal-boot.ts); a
  // refusal or failure there is asked again here, and this call tells the user.
  const booted = takeBooted<PermissionAnswer>('permissions', token, currentLanguage())?.catch(() => undefined);
  // The HTML asked the session's extras beside it: they are applied as they come, and the routes (the frame's first
  // drawing) wait a little for them rather than drawing the frame again when they arrive.
  const extras = bootedExtras(token) ? loadSessionExtras() : undefined;
  const permissions = await staticAnswer('permissions', async () => (await booted) ?? systemApi.permissions());
  if (extras) await Promise.race([extras, new Promise((resolve) => setTimeout(resolve, EXTRAS_WAIT_MS))]);
  // The session ended (logout, idle, another tab) while the answer was on its way.
  if (!token || session.token() !== token) return;
  applyPermissions(permissions);
  if (!extras) void loadSessionExtras();
}

/** How long the routes wait at most, once the permission list is in, for the extras the HTML asked beside it. */
const EXTRAS_WAIT_MS = 300;

/** The HTML's asks of the session's extras for this token and language, each taken once (session/portal-boot.ts). */
let bootedAnswers: Partial<Record<'sysConfig' | 'locales' | 'loginConfig', Promise<unknown>>> | undefined;
function bootedExtras(token: string | undefined): boolean {
  const lang = currentLanguage();
  const taken = {
    sysConfig: takeBooted('sysConfig', token, lang)?.catch(() => undefined),
    locales: takeBooted('locales', token, lang)?.catch(() => undefined),
    loginConfig: takeBooted('loginConfig', token, lang)?.catch(() => undefined),
  };
  bootedAnswers = Object.values(taken).some(Boolean) ? taken : undefined;
  return bootedAnswers !== undefined;
}

/** The HTML's answer of an extra when it asked one and the server answered it; otherwise the console asks. */
async function bootedOr<T>(name: 'sysConfig' | 'locales' | 'loginConfig', load: () => Promise<T>): Promise<T> {
  const asked = bootedAnswers?.[name];
  if (bootedAnswers) bootedAnswers[name] = undefined;
  return ((await asked) as T | undefined) ?? load();
}

/**
 * At a page load within a session whose permission list is cached: the routes are built before the first render, so
 * the page shows without waiting for any call.
 */
export function restoreCachedSession(): boolean {
  const permissions = session.get().passwordChangeRequired ? undefined : cachedAnswer<PermissionAnswer>('permissions');
  if (!permissions) return false;
  applyPermissions(permissions);
  bootedExtras(session.token());
  void loadSessionExtras();
  return true;
}

async function loadSessionExtras(): Promise<void> {
  const [config, locales, login] = await Promise.allSettled([
    staticAnswer('sysConfig', () => bootedOr('sysConfig', () => systemApi.sysConfig())),
    staticAnswer('locales', () => bootedOr('locales', () => systemApi.locales())),
    staticAnswer('loginConfig', () => bootedOr('loginConfig', () => authApi.loginConfig())),
  ]);
  if (config.status === 'fulfilled' && Array.isArray(config.value)) branding.applySysConfig(config.value);
  if (locales.status === 'fulfilled' && locales.value) mergeLocales(locales.value);
  if (login.status === 'fulfilled') setDemoMode(login.value.demoMode === true);
}

/** Clears token and permissions and tells the server; a failing logout call still logs out locally. */
export async function logout(): Promise<void> {
  if (session.token()) {
    try {
      await authApi.logout();
    } catch {
      // the token may already be revoked or expired: the local session ends anyway
    }
  }
  pendingTarget = undefined;
  session.clear();
}
