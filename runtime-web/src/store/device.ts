// Device mode (spec §4): mobile below 768 px (breakpoint 767.99), otherwise desktop.
import { useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH } from '../config.ts';

const QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

export const isMobileWidth = (width: number): boolean => width <= MOBILE_MAX_WIDTH;

function media(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined;
}

function subscribe(listener: () => void): () => void {
  const list = media();
  if (list) {
    list.addEventListener('change', listener);
    return () => list.removeEventListener('change', listener);
  }
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

const snapshot = (): boolean => media()?.matches ?? isMobileWidth(window.innerWidth);

export const useIsMobile = (): boolean => useSyncExternalStore(subscribe, snapshot, () => false);
