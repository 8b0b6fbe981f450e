// Static routes of spec §2 plus the routes built from the user's menu, behind the guard.
import { Suspense, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LOGIN_PATH, type AppRoute, type LayoutRoute } from '../engine.ts';
import '../pages/index.ts';
import { useSession } from '../store/session.ts';
import { Guard } from './Guard.tsx';
import { ChunkErrorBoundary, PageFallback } from './lazy.tsx';
import {
  CityRedirectPage,
  DynamicPage,
  FlowPage,
  LoginPage,
  NotFoundPage,
  ShellLayout,
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
