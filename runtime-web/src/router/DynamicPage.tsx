// Renders one menu route through the registries; an unregistered component gets a placeholder.
import { Suspense, useMemo } from 'react';
import { useLocation } from 'react-router';
import type { AppRoute } from '../engine.ts';
import { UnknownPage } from '../pages/misc/Placeholder.tsx';
import { ChunkErrorBoundary, PageFallback } from './lazy.tsx';
import { rendererFor } from './registry.ts';
// The page registry comes with the dynamic page, not with the login page's JavaScript.
import '../pages/index.ts';

export default function DynamicPage({ route }: { route: AppRoute }) {
  const { search } = useLocation();
  const query = useMemo(() => ({ ...route.query, ...Object.fromEntries(new URLSearchParams(search)) }), [route.query, search]);
  const Renderer = rendererFor(route);
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<PageFallback />}>
        {Renderer ? <Renderer route={route} props={route.props} query={query} /> : <UnknownPage component={route.component} />}
      </Suspense>
    </ChunkErrorBoundary>
  );
}
