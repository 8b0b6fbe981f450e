// Which layout frames the routes that belong to no menu (the process pages /flow/…): the one the user was working in
// when they left it, so that header, menu and open tabs stay; on a page load straight onto such a route, the user's home.
import type { LayoutKind, RouteTree } from '../engine.ts';

let lastLayout: LayoutKind | undefined;

/** A layout was shown: routes outside the menus open in it from now on. */
export function rememberLayout(layout: LayoutKind): void {
  lastLayout = layout;
}

/** The layout of the tree that frames a route outside the menus; undefined when the user has no layout at all. */
export function frameLayout(tree: RouteTree): LayoutKind | undefined {
  const layouts = tree.layouts;
  return layouts.find((l) => l.layout === lastLayout)?.layout
    ?? layouts.find((l) => tree.home === l.redirect || tree.home.startsWith(`${l.redirect}/`))?.layout
    ?? layouts[0]?.layout;
}
