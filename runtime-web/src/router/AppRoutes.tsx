// Static routes of spec §2 plus the routes built from the user's menu, behind the guard.
import { Suspense, useMemo, type ReactElement, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { LOGIN_PATH, SSO_CALLBACK_PATH, type AppRoute, type LayoutKind, type LayoutRoute } from '../engine.ts';
import { frameLayout } from '../layouts/frame-of.ts';
import { useSession } from '../store/session.ts';
import { Guard } from './Guard.tsx';
import { ChunkErrorBoundary, PageFallback } from './lazy.tsx';
import { LoginNavigationContext, type LoginNavigation } from './login-navigation.ts';
import {
  CityRedirectPage,
  DynamicPage,
  FlowPage,
  LoginPage,
  NotFoundPage,
  ShellLayout,
  SsoCallbackPage,
  USER_PAGES,
  UserLayout,
} from './pages.ts';

/** Every menu route becomes a sibling under its layout; folders redirect. */
function menuRoutes(routes: AppRoute[]): ReactElement[] {
  return routes.flatMap((route) => {
    const own =
      route.kind === 'folder' ? (
        route.redirect && route.redirect !== route.path ? (
          <Route key={route.id} path={route.path} element={<Navigate to={route.redirect} replace />} />
        ) : null
      ) : (
        <Route key={route.id} path={route.path} element={<DynamicPage route={route} />} />
      );
    return [...(own ? [own] : []), ...menuRoutes(route.children)];
  });
}

const FLOW_PATH = '/flow/:func/:id';

/** The login page's navigation (router/login-navigation.ts) from the router: its query, a failed sign-on's message, its links. */
export function RouterLoginNavigation({ children }: { children: ReactNode }) {
  const { search, state } = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<LoginNavigation>(
    () => ({ search: new URLSearchParams(search), ssoError: (state as { ssoError?: string } | null)?.ssoError, go: (to) => void navigate(to) }),
    [search, state, navigate],
  );
  return <LoginNavigationContext.Provider value={navigation}>{children}</LoginNavigationContext.Provider>;
}

/** A layout's menu routes, and the process pages when this layout frames them (header, menu and a way back). */
function layoutRoute(layout: LayoutRoute, framesFlow: boolean): ReactElement {
  return (
    <Route key={layout.layout} element={<ShellLayout layout={layout.layout} />}>
      {menuRoutes(layout.children)}
      {framesFlow && <Route path={FLOW_PATH} element={<FlowPage framed />} />}
    </Route>
  );
}

export function AppRoutes() {
  const { routeTree } = useSession();
  // Read on every navigation: a process page opens in the layout the user is working in.
  useLocation();
  const flowFrame: LayoutKind | undefined = routeTree && frameLayout(routeTree);
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<PageFallback />}>
        <Guard>
          <Routes>
            <Route path="/index" element={<Navigate to={LOGIN_PATH} replace />} />
            <Route
              path={LOGIN_PATH}
              element={
                <RouterLoginNavigation>
                  <LoginPage />
                </RouterLoginNavigation>
              }
            />
            <Route path={SSO_CALLBACK_PATH} element={<SsoCallbackPage />} />
            <Route element={<UserLayout />}>
              {USER_PAGES.map(({ path, page: Page }) => (
                <Route key={path} path={`/index/${path}`} element={<Page />} />
              ))}
            </Route>
            {!flowFrame && <Route path={FLOW_PATH} element={<FlowPage />} />}
            <Route path="/view/redirect/city" element={<CityRedirectPage />} />
            {routeTree && <Route path="/" element={<Navigate to={routeTree.home} replace />} />}
            {routeTree?.layouts.map((layout) => layoutRoute(layout, layout.layout === flowFrame))}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Guard>
      </Suspense>
    </ChunkErrorBoundary>
  );
}
