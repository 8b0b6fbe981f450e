// Navigation guard decisions of spec §2, free of any router: the shell applies what these return.

export const LOGIN_PATH = '/index/login';
/** Where an OIDC provider or a CAS server sends the browser back after a single sign-on (issue #36). */
export const SSO_CALLBACK_PATH = '/sso/callback';

/** Paths reachable without a token. */
export const ANONYMOUS_PATHS: readonly string[] = [
  LOGIN_PATH,
  '/index/register',
  '/index/register-result',
  '/index/alteration',
  '/index/enterpriseRegister',
  '/index/NewRegister',
  SSO_CALLBACK_PATH,
];

/** Static routes that only forward to the login page. */
const LOGIN_ALIASES: readonly string[] = ['/index'];

export interface GuardInput {
  /** Target path without query. */
  path: string;
  /** Target path with its query string, used as the redirect back after login. */
  fullPath: string;
  hasToken: boolean;
  /** Whether the permission list (menu) of the session is loaded. */
  permissionsLoaded: boolean;
}

export type GuardDecision =
  | { action: 'allow' }
  | { action: 'redirect'; to: string }
  | { action: 'loadPermissions' };

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The login page's address, with or without trailing slashes. */
export function isLoginPath(path: string): boolean {
  return trimSlash(path) === LOGIN_PATH;
}

export function isAnonymousPath(path: string): boolean {
  const p = trimSlash(path);
  return ANONYMOUS_PATHS.includes(p) || LOGIN_ALIASES.includes(p);
}

/** The login page with a redirect query back to where the user wanted to go. */
export function loginRedirect(fullPath: string): string {
  const target = trimSlash(fullPath);
  if (target === '/' || target === '' || isAnonymousPath(target.split('?')[0] ?? '')) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}

export function decideNavigation(input: GuardInput): GuardDecision {
  const path = trimSlash(input.path);
  if (input.hasToken) {
    if (path === LOGIN_PATH) return { action: 'redirect', to: '/' };
    if (!input.permissionsLoaded) return { action: 'loadPermissions' };
    return { action: 'allow' };
  }
  if (isAnonymousPath(path)) return { action: 'allow' };
  return { action: 'redirect', to: loginRedirect(input.fullPath) };
}

export interface PostLoginInput {
  /** Where navigation was heading. */
  target: string;
  /** The redirect query stored on the login page, if any. */
  redirect: string | undefined;
  /** The user now logged in. */
  username: string;
  /** The user of the previous session in this browser, if known. */
  lastUsername: string | undefined;
}

/** The stored redirect is honoured only for the user it was recorded for (or when none is known). */
export function postLoginTarget(input: PostLoginInput): string {
  const redirect = input.redirect ? safeRedirect(input.redirect) : undefined;
  const sameUser = input.lastUsername === undefined || input.lastUsername === input.username;
  return redirect && sameUser ? redirect : input.target;
}

/** Only same-site paths may be redirect targets: never another origin, never the login page again. */
export function safeRedirect(redirect: string): string | undefined {
  if (!redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) return undefined;
  const path = redirect.split('?')[0] ?? '';
  return isLoginPath(path) ? undefined : redirect;
}

/** Loading the permission list failed: the session ends and the user logs in again. */
export function permissionLoadFailed(fullPath: string): GuardDecision {
  return { action: 'redirect', to: loginRedirect(fullPath) };
}
