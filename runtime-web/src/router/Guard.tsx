// The navigation guard of spec §2, applying the engine's decisions to the router.
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { decideNavigation, LOGIN_PATH, permissionLoadFailed } from '../engine.ts';
import { checkIdle } from '../session/idle.ts';
import { clearPostLoginTarget, loadPermissions, logout, pendingPostLoginTarget } from '../session/actions.ts';
import { useSession } from '../store/session.ts';
import { PageFallback } from './lazy.tsx';

export function Guard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { token, permissions } = useSession();
  const fullPath = `${location.pathname}${location.search}`;
  const decision = decideNavigation({
    path: location.pathname,
    fullPath,
    hasToken: Boolean(token),
    permissionsLoaded: permissions !== undefined,
  });
  const loading = useRef(false);

  useEffect(() => {
    checkIdle();
    if (location.pathname !== LOGIN_PATH) clearPostLoginTarget();
  }, [location.pathname]);

  useEffect(() => {
    if (decision.action !== 'loadPermissions' || loading.current) return;
    loading.current = true;
    loadPermissions()
      .catch(async () => {
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
  return <>{children}</>;
}
