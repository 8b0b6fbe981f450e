// Route tree → what a navigation menu shows: hidden items out, lone children lifted, titles per language.
import { inLanguage } from '../wire/language.ts';
import type { AppRoute, RouteMeta } from './build.ts';

export interface MenuEntry {
  /** The route path: also the menu key. */
  key: string;
  title: string;
  icon?: string;
  /** Set when the item opens an outside address in a new window instead of routing. */
  externalUrl?: string;
  children?: MenuEntry[];
}

/** The item's title in the given language: English uses titleEn when the menu has it. */
export function menuTitle(meta: Pick<RouteMeta, 'title' | 'titleEn'>, language: string): string {
  return inLanguage(meta.title, meta.titleEn, language);
}

function leaf(route: AppRoute, language: string): MenuEntry {
  const entry: MenuEntry = { key: route.path, title: menuTitle(route.meta, language) };
  if (route.meta.icon) entry.icon = route.meta.icon;
  const url = route.props['url'] ?? route.meta.url;
  if (route.kind === 'iframe' && route.meta.internalOrExternal && url) entry.externalUrl = url;
  return entry;
}

export function menuEntries(routes: AppRoute[], language: string): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const route of routes) {
    if (route.meta.hidden) continue;
    if (route.kind !== 'folder') {
      entries.push(leaf(route, language));
      continue;
    }
    const children = menuEntries(route.children, language);
    const only = children[0];
    if (children.length === 1 && only && !route.meta.alwaysShow) {
      entries.push(only);
    } else if (children.length > 0 || route.meta.alwaysShow) {
      entries.push({ ...leaf(route, language), children });
    }
  }
  return entries;
}

/** Keys of the folders on the way to a path: the submenus to open. */
export function menuAncestors(entries: MenuEntry[], path: string): string[] {
  for (const entry of entries) {
    if (entry.key === path) return [];
    if (entry.children) {
      const inner = menuAncestors(entry.children, path);
      if (inner.length > 0 || entry.children.some((c) => c.key === path)) return [entry.key, ...inner];
    }
  }
  return [];
}
