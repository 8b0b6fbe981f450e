// The session: token and user info (stored 7 days), permission list and route tree (memory only), and whether the
// password must change first (stored with the token: a reload or a typed address still finds the change page).
import { SESSION_TTL_MS } from '../config.ts';
import { buildRouteTree, type RouteTree, type UserPermissions } from '../engine.ts';
import type { UserInfo } from '../api/types.ts';
import { createStore, useStore } from './create-store.ts';
import { getItem, removeItem, setItem, STORAGE_KEYS } from './storage.ts';

export interface SessionState {
  token: string | undefined;
  userInfo: UserInfo | undefined;
  /** Loaded once per page load after login; undefined means "not loaded yet". */
  permissions: UserPermissions | undefined;
  routeTree: RouteTree | undefined;
  /** The login said the password must change first (isFist or isChange); the server refuses all else until then. */
  passwordChangeRequired: boolean;
}

/** The change of password, the only page of a session whose password must change first. */
export const ALTERATION_PATH = '/index/alteration';

export const CHANGE_REQUIRED_KEY = 'PASSWORD_CHANGE_REQUIRED';

const store = createStore<SessionState>(readStored());

function readStored(): SessionState {
  return {
    token: getItem<string>(STORAGE_KEYS.token),
    userInfo: getItem<UserInfo>(STORAGE_KEYS.userInfo),
    permissions: undefined,
    routeTree: undefined,
    passwordChangeRequired: getItem<boolean>(CHANGE_REQUIRED_KEY) === true,
  };
}

const update = store.set;

export const session = {
  get: store.get,
  subscribe: store.subscribe,
  store,
  /** The stored token, re-read so that another tab's logout or an expiry is seen. */
  token(): string | undefined {
    const stored = getItem<string>(STORAGE_KEYS.token);
    if (stored !== store.get().token) update({ token: stored });
    return stored;
  },
  signIn(token: string, userInfo: UserInfo, passwordChangeRequired = false): void {
    setItem(STORAGE_KEYS.token, token, SESSION_TTL_MS);
    setItem(STORAGE_KEYS.userInfo, userInfo, SESSION_TTL_MS);
    if (passwordChangeRequired) setItem(CHANGE_REQUIRED_KEY, true, SESSION_TTL_MS);
    else removeItem(CHANGE_REQUIRED_KEY);
    update({ token, userInfo, permissions: undefined, routeTree: undefined, passwordChangeRequired });
  },
  /** The server refused a call until the password is changed (a session signed in before the rule was known). */
  passwordChangeDemanded(): void {
    setItem(CHANGE_REQUIRED_KEY, true, SESSION_TTL_MS);
    update({ passwordChangeRequired: true, permissions: undefined, routeTree: undefined });
  },
  passwordChanged(): void {
    removeItem(CHANGE_REQUIRED_KEY);
    update({ passwordChangeRequired: false });
  },
  setUserInfo(userInfo: UserInfo): void {
    setItem(STORAGE_KEYS.userInfo, userInfo, SESSION_TTL_MS);
    update({ userInfo });
  },
  setPermissions(permissions: UserPermissions): void {
    const routeTree = buildRouteTree(permissions.menu, {
      backRoleFlg: store.get().userInfo?.backRoleFlg,
      portalType: permissions.portalType,
    });
    update({ permissions, routeTree });
  },
  /** Forget token, user info and permissions; the last username stays to scope the redirect. */
  clear(): void {
    const username = store.get().userInfo?.username;
    if (username) setItem(STORAGE_KEYS.lastUser, username);
    removeItem(STORAGE_KEYS.token);
    removeItem(STORAGE_KEYS.userInfo);
    removeItem(CHANGE_REQUIRED_KEY);
    update({ token: undefined, userInfo: undefined, permissions: undefined, routeTree: undefined, passwordChangeRequired: false });
  },
  /** Re-read storage after it was cleared from outside (idle logout). */
  reload(): void {
    update(readStored());
  },
};

export const useSession = (): SessionState => useStore(store);
