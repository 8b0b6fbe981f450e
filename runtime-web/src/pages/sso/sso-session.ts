// What the console keeps of a single sign-on between pages (issue #36, spec §4): the path to return to, for 10 s while
// the browser is at the provider, and where an explicit logout of a session begun at the provider sends the browser.
import { SSO_CALLBACK_PATH } from '../../engine.ts';
import { session } from '../../store/session.ts';
import { getItem, removeItem, setItem } from '../../store/storage.ts';

const RETURN_KEY = 'SSO_RETURN_PATH';
const LOGOUT_KEY = 'SSO_LOGOUT';
/** Spec §4: the current callback path is remembered for 10 s. */
export const RETURN_PATH_TTL_MS = 10_000;

/** The console's address the provider sends the browser back to (registered at the provider). */
export function callbackUrl(): string {
  return new URL(SSO_CALLBACK_PATH, window.location.origin).href;
}

export function rememberReturnPath(path: string | undefined): void {
  if (path) setItem(RETURN_KEY, path, RETURN_PATH_TTL_MS);
  else removeItem(RETURN_KEY);
}

/** The remembered path, once (none after 10 s). */
export function takeReturnPath(): string | undefined {
  const path = getItem<string>(RETURN_KEY);
  removeItem(RETURN_KEY);
  return path;
}

/** Kept with the session's token: a later session (a password login) has no provider to log out of. */
export function rememberProviderLogout(token: string, logoutUrl: string | null): void {
  if (logoutUrl) setItem(LOGOUT_KEY, { token, logoutUrl });
  else removeItem(LOGOUT_KEY);
}

/** Where an explicit logout of this session goes (the provider's logout), taken once; undefined for other sessions. */
export function takeProviderLogout(): string | undefined {
  const kept = getItem<{ token: string; logoutUrl: string }>(LOGOUT_KEY);
  const token = session.token();
  removeItem(LOGOUT_KEY);
  return kept && token && kept.token === token && /^https?:\/\//i.test(kept.logoutUrl) ? kept.logoutUrl : undefined;
}

const CAS_RETURN_KEY = 'SSO_CAS_RETURNED';

/**
 * Spec §4: a refused CAS ticket sends the user back to the CAS login — once in half a minute, so a CAS server whose
 * tickets this console keeps refusing leads to the login page's message, not to a loop.
 */
export function mayReturnToCas(): boolean {
  if (getItem<boolean>(CAS_RETURN_KEY)) return false;
  setItem(CAS_RETURN_KEY, true, 30_000);
  return true;
}

const BINDING_KEY = 'SSO_BINDING';

/** A binding under way (third-party login): the page to come back to; as long as the server keeps its state. */
export function rememberBinding(returnPath: string): void {
  setItem(BINDING_KEY, returnPath, 10 * 60_000);
}

/** The page a binding under way came from, once; undefined when the answer is a sign-in's. */
export function takeBinding(): string | undefined {
  const path = getItem<string>(BINDING_KEY);
  removeItem(BINDING_KEY);
  return path;
}
