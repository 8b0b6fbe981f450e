// The navigation menu of a layout: menu entries of its routes, opening routes or outside links.
import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { menuAncestors, menuEntries, routesByPath, type AppRoute, type MenuEntry } from '../engine.ts';
import { safeWebUrl } from '../utils/safe-url.ts';
import { MenuIcon } from './icons.tsx';

type Item = Required<MenuProps>['items'][number];

function toItems(entries: MenuEntry[]): Item[] {
  return entries.map((entry) => ({
    key: entry.key,
    icon: <MenuIcon name={entry.icon} />,
    label: entry.title,
    children: entry.children ? toItems(entry.children) : undefined,
  }));
}

function indexEntries(entries: MenuEntry[], into = new Map<string, MenuEntry>()): Map<string, MenuEntry> {
  for (const entry of entries) {
    into.set(entry.key, entry);
    if (entry.children) indexEntries(entry.children, into);
  }
  return into;
}

/** A route's path with the query its menu item carries (eform pre-filter). */
export function routeHref(route: AppRoute | undefined, path: string): string {
  const query = new URLSearchParams(route?.query ?? {}).toString();
  return query ? `${path}?${query}` : path;
}

export interface NavMenuProps {
  routes: AppRoute[];
  mode: 'inline' | 'horizontal';
  theme: 'light' | 'dark';
  collapsed?: boolean;
  onNavigate?: () => void;
}

export function NavMenu({ routes, mode, theme, collapsed, onNavigate }: NavMenuProps) {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const entries = useMemo(() => menuEntries(routes, i18n.language), [routes, i18n.language]);
  const byPath = useMemo(() => routesByPath(routes), [routes]);
  const byKey = useMemo(() => indexEntries(entries), [entries]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => menuAncestors(entries, pathname));

  useEffect(() => {
    const ancestors = menuAncestors(entries, pathname);
    setOpenKeys((open) => [...new Set([...open, ...ancestors])]);
  }, [entries, pathname]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const external = byKey.get(key)?.externalUrl;
    if (external) {
      const url = safeWebUrl(external);
      if (url) window.open(url, '_blank', 'noopener,noreferrer');
    } else {
      navigate(routeHref(byPath.get(key), key));
    }
    onNavigate?.();
  };

  const inlineProps = mode === 'inline' && !collapsed ? { openKeys, onOpenChange: setOpenKeys } : {};
  return (
    <Menu
      mode={mode}
      theme={theme}
      items={toItems(entries)}
      selectedKeys={[pathname]}
      onClick={onClick}
      style={{ borderInlineEnd: 0, flex: mode === 'horizontal' ? 1 : undefined, minWidth: 0 }}
      {...inlineProps}
    />
  );
}
