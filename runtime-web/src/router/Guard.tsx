// The navigation guard of spec §2, applying the engine's decisions to the router.
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { decideNavigation, LOGIN_PATH, permissionLoadFailed, type GuardDecision } from '../engine.ts';
import { checkIdle } from '../session/idle.ts';
import { clearPostLoginTarget, loadPermissions, logout, pendingPostLoginTarget } from '../session/actions.ts';
import { ApiError } from '../request/http.ts';
import { ALTERATION_PATH, session, useSession } from '../store/session.ts';
import { PageFallback } from './lazy.tsx';
import { LeaveGuard } from './leave-guard.tsx';

/**
 * A session whose password must change first has one page, the change of password: the server answers nothing else
 * (403) until then, so no permission list is asked and any other address, typed or followed, leads back there.
 */
function changeFirst(path: string): GuardDecision {
  return path.replace(/\/+$/, '') === ALTERATION_PATH ? { action: 'allow' } : { action: 'redirect', to: ALTERATION_PATH };
}

export function Guard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { token, permissions, passwordChangeRequired } = useSession();
  const fullPath = `${location.pathname}${location.search}`;
  const decision = token && passwordChangeRequired
    ? changeFirst(location.pathname)
    : decideNavigation({ path: location.pathname, fullPath, hasToken: Boolean(token), permissionsLoaded: permissions !== undefined });
  const loading = useRef(false);

  useEffect(() => {
    checkIdle();
    if (location.pathname !== LOGIN_PATH) clearPostLoginTarget();
  }, [location.pathname]);

  useEffect(() => {
    if (decision.action !== 'loadPermissions' || loading.current) return;
    loading.current = true;
    loadPermissions()
      .catch(async (error: unknown) => {
        // Refused until the password is changed (a session signed in before the rule held): the change page, not login.
        if (error instanceof ApiError && error.status === 403) return session.passwordChangeDemanded();
        const failed = permissionLoadFailed(fullPath);
        await logout();
        if (failed.action === 'redirect') navigate(failed.to, { replace: true });
      })
      .finally(() => {
        loading.current = false;
      });
  }, [decision.action, fullPath, navigate]);

  if (decision.action === 'redirect') {
    const to = location.pathname === LOGIN_PATH && token ? (pendingPostLoginTarget() ?? decision.to) : decision.to;
    return <Navigate to={to} replace />;
  }
  if (decision.action === 'loadPermissions') return <PageFallback />;
  // A form with unsaved input asks before its page is left (menu, tabs, links).
  return <LeaveGuard>{children}</LeaveGuard>;
}
