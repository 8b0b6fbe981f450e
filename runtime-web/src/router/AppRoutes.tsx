// Static routes of spec §2 plus the routes built from the user's menu, behind the guard.
import { Suspense, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LOGIN_PATH, type AppRoute, type LayoutRoute } from '../engine.ts';
import '../pages/index.ts';
import { useSession } from '../store/session.ts';
import { Guard } from './Guard.tsx';
import { ChunkErrorBoundary, lazyPage, PageFallback, type LazyPage } from './lazy.tsx';

const LoginPage = lazyPage(() => import('../pages/login/LoginPage.tsx'));
const UserLayout = lazyPage(() => import('../pages/user/UserLayout.tsx'));
const NotFoundPage = lazyPage(() => import('../pages/misc/NotFoundPage.tsx'));
const FlowPage = lazyPage(() => import('../pages/misc/FlowPage.tsx'));
const CityRedirectPage = lazyPage(() => import('../pages/misc/CityRedirectPage.tsx'));
const DynamicPage = lazyPage(() => import('./DynamicPage.tsx'));
const ShellLayout = lazyPage(() => import('../layouts/ShellLayout.tsx'));

/** Pages under /index/ that share the account layout (form card + footer). */
const USER_PAGES: { path: string; page: LazyPage<object> }[] = [
  { path: 'register', page: lazyPage(() => import('../pages/user/RegisterPage.tsx')) },
  { path: 'enterpriseRegister', page: lazyPage(() => import('../pages/user/EnterpriseRegisterPage.tsx')) },
  { path: 'NewRegister', page: lazyPage(() => import('../pages/user/NewRegisterPage.tsx')) },
  { path: 'register-result', page: lazyPage(() => import('../pages/user/RegisterResultPage.tsx')) },
  { path: 'alteration', page: lazyPage(() => import('../pages/user/AlterationPage.tsx')) },
  { path: 'lic', page: lazyPage(() => import('../pages/user/LicPage.tsx')) },
];

/**
 * Without a token the first screen is an account page, or the login page the guard sends everyone
 * else to: loading it before the first render lets React show it at once.
 */
export function preloadAnonymousScreen(pathname: string): Promise<unknown> {
  const path = pathname.replace(/\/+$/, '') || '/';
  const userPage = USER_PAGES.find((p) => `/index/${p.path}` === path);
  if (userPage) return Promise.all([UserLayout.preload(), userPage.page.preload()]);
  return LoginPage.preload();
}

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

function layoutRoute(layout: LayoutRoute): ReactElement {
  return (
    <Route key={layout.layout} element={<ShellLayout layout={layout.layout} />}>
      {menuRoutes(layout.children)}
    </Route>
  );
}

export function AppRoutes() {
  const { routeTree } = useSession();
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<PageFallback />}>
        <Guard>
          <Routes>
            <Route path="/index" element={<Navigate to={LOGIN_PATH} replace />} />
            <Route path={LOGIN_PATH} element={<LoginPage />} />
            <Route element={<UserLayout />}>
              {USER_PAGES.map(({ path, page: Page }) => (
                <Route key={path} path={`/index/${path}`} element={<Page />} />
              ))}
            </Route>
            <Route path="/flow/:func/:id" element={<FlowPage />} />
            <Route path="/view/redirect/city" element={<CityRedirectPage />} />
            {routeTree && <Route path="/" element={<Navigate to={routeTree.home} replace />} />}
            {routeTree?.layouts.map(layoutRoute)}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Guard>
      </Suspense>
    </ChunkErrorBoundary>
  );
}
