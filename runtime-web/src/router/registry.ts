// Renderers keyed by type: pages by the menu's component name, and one entry point per component kind.
import type { ComponentType } from 'react';
import type { AppRoute, RouteKind } from '../engine.ts';
import { lazyPage } from './lazy.tsx';

/** What every dynamic page receives. */
export interface PageProps {
  route: AppRoute;
  /** The route's component properties (codes from the path, componentProps pairs). */
  props: Record<string, string>;
  /** The menu's query merged with the address bar's. */
  query: Record<string, string>;
}

type PageComponent = ComponentType<PageProps>;
type Loader = () => Promise<{ default: ComponentType<PageProps> }>;

const pages = new Map<string, PageComponent>();
const kinds = new Map<RouteKind, PageComponent>();
/** Pages of extension modules (menu component `ext/<module>/<Page>`, issue #39). */
const extPage = lazyPage(() => import('../ext/ExtPage.tsx'));
const EXT_PAGE = /^ext\/[^/]+\/[^/]+$/;

function add<K>(registry: Map<K, PageComponent>, key: K, loader: Loader, what: string): void {
  if (registry.has(key)) throw new Error(`${what} "${String(key)}" is registered twice`);
  registry.set(key, lazyPage(loader));
}

/** A page component named by menus' `component` (e.g. 'system/user'). */
export function registerPage(component: string, loader: Loader): void {
  add(pages, component, loader, 'Page component');
}

/** The renderer of a menu component kind (eform view, widget, iframe, …). */
export function registerKind(kind: Exclude<RouteKind, 'page' | 'folder'>, loader: Loader): void {
  add(kinds, kind, loader, 'Component kind');
}

/**
 * Whether a path names a page of the console (a registered page component, or an eform page) rather than nothing:
 * a user who may not open it is told 'access denied', not 'not found'.
 */
export function isKnownPagePath(pathname: string): boolean {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return pages.has(path) || /^eform\/view\/[^/]+$/.test(path) || EXT_PAGE.test(path);
}

/** The renderer of a route; undefined when nothing is registered (the shell shows a placeholder). */
export function rendererFor(route: AppRoute): PageComponent | undefined {
  if (route.kind === 'page' && EXT_PAGE.test(route.component)) return extPage;
  return route.kind === 'page' ? pages.get(route.component) : kinds.get(route.kind);
}
