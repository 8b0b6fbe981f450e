// A visitor without a session who opens the login page, or an address that leads there, gets the login page before
// the router: the router and the console's frame (react-router alone is ~12 kB of the ~100 kB budget of issue #40
// item 3) load when the user sends the form or leaves the page, and then take over the same root. The guard decides
// as it does inside the router (the engine's decideNavigation).
import { useEffect, useMemo } from 'react';
import { decideNavigation, isLoginPath, LOGIN_PATH } from '../engine.ts';
import { useSession } from '../store/session.ts';
import { LoginNavigationContext, type LoginNavigation } from './login-navigation.ts';
import { LoginPage } from './pages.ts';

/**
 * The login address to show without the router, or undefined when the visit needs it (a session, an account page, the
 * single sign-on callback, an unknown address the guard lets through).
 */
export function loginFirstAddress(location: Pick<Location, 'pathname' | 'search'>, hasToken: boolean): string | undefined {
  if (hasToken) return undefined;
  if (isLoginPath(location.pathname)) return `${LOGIN_PATH}${location.search}`;
  const decision = decideNavigation({ path: location.pathname, fullPath: `${location.pathname}${location.search}`, hasToken: false, permissionsLoaded: false });
  return decision.action === 'redirect' && isLoginPath(decision.to.split('?')[0] ?? '') ? decision.to : undefined;
}

/**
 * The login page at the root. `loadRouter` fetches the console's router and frame, once: when the form is sent, so
 * that they arrive while the server checks the password. `startRouter` renders the console in this root, where the
 * router takes over the address: when a session begins, or to follow a link.
 */
export function LoginFirst({ loadRouter, startRouter }: { loadRouter(): void; startRouter(): void }) {
  const { token } = useSession();
  useEffect(() => {
    if (token) startRouter();
  }, [token, startRouter]);
  const navigation = useMemo<LoginNavigation>(
    () => ({
      search: new URLSearchParams(window.location.search),
      go(to) {
        window.history.pushState(null, '', to);
        startRouter();
      },
    }),
    [startRouter],
  );
  return (
    <LoginNavigationContext.Provider value={navigation}>
      {/* No box of its own: the page lays out against the root as it does inside the router. */}
      <div style={{ display: 'contents' }} onSubmitCapture={loadRouter}>
        <LoginPage />
      </div>
    </LoginNavigationContext.Provider>
  );
}
