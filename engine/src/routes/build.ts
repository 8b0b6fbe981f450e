// Menu tree → route tree (spec §2): console layout for back-1 items, main or portal layout for back-0.
import { resolveComponent, type RouteKind } from './components.ts';
import { BACK_FLAGS, type BackFlag } from '../vocab/access.ts';
import type { ButtonPermission, MenuNode } from './menu.ts';

export const LAYOUTS = { console: 'console', main: 'main', portal: 'portal' } as const;
export type LayoutKind = (typeof LAYOUTS)[keyof typeof LAYOUTS];

/** Default indexes of spec §9. */
export const CONSOLE_HOME = { path: '/app/group', name: 'app-group' } as const;
export const PORTAL_HOME = { path: '/index/portal', name: 'index-portal' } as const;

export interface RouteMeta {
  title: string;
  titleEn?: string;
  icon?: string;
  url?: string;
  permissionList: ButtonPermission[];
  keepAlive: boolean;
  internalOrExternal: boolean;
  hidden: boolean;
  alwaysShow: boolean;
  back: BackFlag;
}

export interface AppRoute {
  id: string;
  /** Absolute path. */
  path: string;
  name: string;
  /** The menu's component value: the registry key of a page. */
  component: string;
  kind: RouteKind;
  props: Record<string, string>;
  query: Record<string, string>;
  /** Folders redirect to their own redirect or their first visible child. */
  redirect?: string;
  meta: RouteMeta;
  children: AppRoute[];
}

export interface LayoutRoute {
  layout: LayoutKind;
  /** Where the layout's root `/` goes. */
  redirect: string;
  children: AppRoute[];
}

export interface RouteTree {
  layouts: LayoutRoute[];
  /** Where `/` goes for this user. */
  home: string;
}

export interface BuildRouteOptions {
  /** '1' when the user holds a console role. */
  backRoleFlg: string | undefined;
  /** 2 selects the alternative portal layout. */
  portalType: number;
}

export function normalizePath(path: string, parentPath = '/'): string {
  const joined = path.startsWith('/') ? path : `${parentPath}/${path}`;
  const collapsed = joined.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}

function toRoute(node: MenuNode, parentPath: string): AppRoute {
  const path = normalizePath(node.path, parentPath);
  const { kind, props, query } = resolveComponent(node);
  const children = (node.children ?? []).map((child) => toRoute(child, path));
  const meta: RouteMeta = {
    title: node.meta.title,
    permissionList: node.meta.permissionList ?? [],
    keepAlive: node.meta.keepAlive === true,
    internalOrExternal: node.meta.internalOrExternal === true,
    hidden: node.hidden === true,
    alwaysShow: node.alwaysShow === true,
    back: node.back,
  };
  if (node.meta.titleEn) meta.titleEn = node.meta.titleEn;
  if (node.meta.icon) meta.icon = node.meta.icon;
  if (node.meta.url) meta.url = node.meta.url;
  const route: AppRoute = { id: node.id, path, name: node.name, component: node.component, kind, props, query, meta, children };
  const redirect = node.redirect ? normalizePath(node.redirect, path) : kind === 'folder' ? firstChildPath(children) : undefined;
  if (redirect) route.redirect = redirect;
  return route;
}

function firstChildPath(children: AppRoute[]): string | undefined {
  return (children.find((c) => !c.meta.hidden) ?? children[0])?.path;
}

/** Depth first: the first item that is not hidden, has a name and is not a folder. */
export function firstVisibleNamed(routes: AppRoute[]): AppRoute | undefined {
  for (const route of routes) {
    if (route.meta.hidden) continue;
    if (route.kind === 'folder') {
      const inner = firstVisibleNamed(route.children);
      if (inner) return inner;
      continue;
    }
    if (route.name) return route;
  }
  return undefined;
}

export function findRoute(routes: AppRoute[], match: (r: AppRoute) => boolean): AppRoute | undefined {
  for (const route of routes) {
    if (match(route)) return route;
    const inner = findRoute(route.children, match);
    if (inner) return inner;
  }
  return undefined;
}

function defaultOr(routes: AppRoute[], home: { path: string; name: string }): string {
  const named = findRoute(routes, (r) => r.name === home.name || r.path === home.path);
  if (named) return home.path;
  return firstVisibleNamed(routes)?.path ?? routes[0]?.path ?? home.path;
}

/** Without console rights: the first back-0 menu, or its first child when it groups others. */
function firstFrontMenu(routes: AppRoute[]): string {
  const first = routes[0];
  if (!first) return PORTAL_HOME.path;
  return first.children[0]?.path ?? first.path;
}

export function isConsoleUser(backRoleFlg: string | undefined): boolean {
  return backRoleFlg === '1';
}

export function buildRouteTree(menu: MenuNode[], options: BuildRouteOptions): RouteTree {
  const backRoutes = menu.filter((m) => m.back === BACK_FLAGS.console).map((m) => toRoute(m, '/'));
  const frontRoutes = menu.filter((m) => m.back !== BACK_FLAGS.console).map((m) => toRoute(m, '/'));
  const frontLayout: LayoutKind = options.portalType === 2 ? LAYOUTS.portal : LAYOUTS.main;

  const layouts: LayoutRoute[] = [
    { layout: LAYOUTS.console, redirect: defaultOr(backRoutes, CONSOLE_HOME), children: backRoutes },
    { layout: frontLayout, redirect: defaultOr(frontRoutes, PORTAL_HOME), children: frontRoutes },
  ];
  if (!isConsoleUser(options.backRoleFlg)) {
    // No console rights: the console layout (the first child) goes, home is the first front menu.
    layouts.shift();
    const front = layouts[0];
    if (front) front.redirect = firstFrontMenu(frontRoutes);
  }
  const populated = layouts.filter((l) => l.children.length > 0);
  const kept = populated.length > 0 ? populated : layouts.slice(-1);
  return { layouts: kept, home: kept[0]?.redirect ?? PORTAL_HOME.path };
}

/** Every route of the tree, depth first, with the layout it renders in. */
export function flattenRoutes(tree: RouteTree): { route: AppRoute; layout: LayoutKind }[] {
  const out: { route: AppRoute; layout: LayoutKind }[] = [];
  const walk = (routes: AppRoute[], layout: LayoutKind) => {
    for (const route of routes) {
      out.push({ route, layout });
      walk(route.children, layout);
    }
  };
  for (const l of tree.layouts) walk(l.children, l.layout);
  return out;
}

/** Routes of a subtree by their path, for lookups by the current location. */
export function routesByPath(routes: AppRoute[], into = new Map<string, AppRoute>()): Map<string, AppRoute> {
  for (const route of routes) {
    into.set(route.path, route);
    routesByPath(route.children, into);
  }
  return into;
}
