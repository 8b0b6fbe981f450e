// Keeps pages whose menu item says keepAlive mounted (hidden) while their tab stays open.
import { useRef, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router';
import type { AppRoute } from '../engine.ts';

export interface KeepAliveOutletProps {
  routesByPath: Map<string, AppRoute>;
  /** Paths whose tabs are open: cached pages of other paths are dropped. */
  openPaths: readonly string[];
}

export function KeepAliveOutlet({ routesByPath, openPaths }: KeepAliveOutletProps) {
  const { pathname } = useLocation();
  const outlet = useOutlet();
  const cache = useRef(new Map<string, ReactNode>());
  const keepAlive = routesByPath.get(pathname)?.meta.keepAlive === true;

  for (const path of [...cache.current.keys()]) {
    if (path !== pathname && !openPaths.includes(path)) cache.current.delete(path);
  }
  if (keepAlive && !cache.current.has(pathname)) cache.current.set(pathname, outlet);

  return (
    <>
      {[...cache.current.entries()].map(([path, element]) => (
        <div key={path} hidden={path !== pathname}>
          {element}
        </div>
      ))}
      {!keepAlive && outlet}
    </>
  );
}
