// Going back to where the user came from, without ever leaving the console.
import type { Location, NavigateFunction } from 'react-router';

/**
 * Whether going back returns to a page of the console: one reached inside the app (the router's first location has
 * the key 'default'), or the page loaded before this one from the same origin; otherwise back would leave the console.
 */
export function cameFromConsole(location: Location): boolean {
  if (location.key !== 'default') return true;
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin && window.history.length > 1;
  } catch {
    return false;
  }
}

/** Back where the user came from when that is a page of the console, else to `fallback` (the user's home). */
export function goBack(navigate: NavigateFunction, location: Location, fallback = '/'): void {
  if (cameFromConsole(location)) void navigate(-1);
  else void navigate(fallback);
}
