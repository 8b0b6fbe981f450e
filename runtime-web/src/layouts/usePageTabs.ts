// Multi-page tabs: every visited menu page gets a tab until closed; the home tab stays.
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AppRoute } from '../engine.ts';
import { confirmLeave, leavableRoutes } from '../renderers/form/dirty-form.ts';

export interface PageTab {
  /** The route path. */
  key: string;
  /** Path with query, where the tab leads back to. */
  href: string;
}

export function usePageTabs(routesByPath: Map<string, AppRoute>, homePath: string) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [tabs, setTabs] = useState<PageTab[]>(() => (routesByPath.has(homePath) ? [{ key: homePath, href: homePath }] : []));

  useEffect(() => {
    if (!routesByPath.has(pathname)) return;
    const href = `${pathname}${search}`;
    setTabs((current) =>
      current.some((t) => t.key === pathname)
        ? current.map((t) => (t.key === pathname ? { ...t, href } : t))
        : [...current, { key: pathname, href }],
    );
  }, [pathname, search, routesByPath]);

  const close = useCallback(
    (key: string) => {
      if (key === homePath) return;
      // A page with unsaved input asks first: Stay keeps the page and its tab (#42 item 3).
      const href = tabs.find((t) => t.key === key)?.href ?? key;
      void confirmLeave(href).then((leave) => {
        if (!leave) return;
        setTabs((current) => {
          const index = current.findIndex((t) => t.key === key);
          const next = current.filter((t) => t.key !== key);
          if (key === pathname) {
            const neighbour = next[Math.min(index, next.length - 1)] ?? next[0];
            navigate(neighbour?.href ?? homePath);
          }
          return next;
        });
      });
    },
    [homePath, navigate, pathname, tabs],
  );

  // Kept-alive pages hold their forms while their tab is open: unsaved input there is asked about once; Stay keeps
  // those tabs and closes the rest.
  const closeOthers = useCallback(() => {
    const others = tabs.filter((t) => t.key !== pathname && t.key !== homePath);
    void leavableRoutes(others.map((t) => t.href)).then((leavable) => {
      const closing = new Set(others.filter((t) => leavable.includes(t.href)).map((t) => t.key));
      setTabs((current) => current.filter((t) => !closing.has(t.key)));
    });
  }, [tabs, pathname, homePath]);

  return { tabs, active: pathname, close, closeOthers };
}
