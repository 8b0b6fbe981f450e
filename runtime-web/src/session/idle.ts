// Idle logout (spec §4): more than 600000 ms between two activity checks with a token ends the session.
import { IDLE_LOGOUT_MS } from '../config.ts';
import { i18n } from '../i18n/language.ts';
import { notify } from '../request/report.ts';
import { session } from '../store/session.ts';
import { clearAll, getItem, setItem, STORAGE_KEYS } from '../store/storage.ts';

/** The idle-logout notice has this key: it shows once however many checks see the idle session, and login closes it. */
export const IDLE_NOTICE_KEY = 'idle-logout';

/** Pure decision: is this check the one that ends an idle session? */
export function isIdleExpired(lastActive: number | undefined, now: number, hasToken: boolean): boolean {
  return hasToken && lastActive !== undefined && now - lastActive > IDLE_LOGOUT_MS;
}

/**
 * Runs before the first render, on every navigation and on user activity; returns true when it
 * logged the user out. The session ends at once (no call may leave with the dead token); the guard
 * then shows the login page, with a redirect back to where the user was.
 */
export function checkIdle(now = Date.now()): boolean {
  const hasToken = Boolean(session.token());
  if (isIdleExpired(getItem<number>(STORAGE_KEYS.lastActive), now, hasToken)) {
    clearAll();
    session.reload();
    notify('error', i18n.t('request.idleLogout'), undefined, IDLE_NOTICE_KEY);
    return true;
  }
  setItem(STORAGE_KEYS.lastActive, now);
  return false;
}

const ACTIVITY_EVENTS = ['pointerdown', 'keydown'] as const;
const THROTTLE_MS = 5_000;

/** Watches activity; returns the function that stops watching. */
export function startIdleWatch(): () => void {
  let lastCheck = 0;
  const onActivity = () => {
    const now = Date.now();
    if (now - lastCheck < THROTTLE_MS) return;
    lastCheck = now;
    checkIdle(now);
  };
  for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { passive: true });
  return () => {
    for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity);
  };
}
