// Idle logout in happy-dom: 'long time without operation, logged out' is one keyed notice however many checks see the
// ended session (antd replaces a notice of the same key), the next login closes it, and the chosen language survives
// the logout. What the screen shows of it is checked in Chromium (tests/e2e/shell.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, flush, waitFor } from './dom-helpers.tsx';

const ui = vi.hoisted(() => ({ showNotification: vi.fn(), closeNotification: vi.fn(), showLoginExpired: vi.fn() }));
vi.mock('../src/request/notice-ui.tsx', () => ui);

const { IDLE_LOGOUT_MS } = await import('../src/config.ts');
const { currentLanguage, i18n, setLanguage } = await import('../src/i18n/language.ts');
const { completeLogin, logout } = await import('../src/session/actions.ts');
const { checkIdle, IDLE_NOTICE_KEY, startIdleWatch } = await import('../src/session/idle.ts');
const { closeNotice, notify } = await import('../src/request/report.ts');
const { session } = await import('../src/store/session.ts');
const { getItem, setItem, STORAGE_KEYS } = await import('../src/store/storage.ts');

const TEXT = 'long time without operation, logged out';
/** The notices shown: [level, text, key]. */
const shown = () => ui.showNotification.mock.calls.map((c) => [c[0], c[2], c[4]]);
const idleShown = () => shown().filter(([, text]) => text === TEXT);
const loginResult = { token: 'tok-2', userInfo: { id: '1', username: 'admin', realname: 'Admin', backRoleFlg: '1' }, isFist: false, isChange: false, departs: [], multiDepart: false };

/** A signed-in session whose last activity was `msAgo` ago. */
function signedInIdle(msAgo: number, now: number): void {
  session.signIn('tok-1', loginResult.userInfo);
  setItem(STORAGE_KEYS.lastActive, now - msAgo);
}

let stopWatch: (() => void) | undefined;

beforeEach(async () => {
  localStorage.clear();
  await setLanguage('en_US');
  fakeServer({ 'POST /api/system/logout': () => null });
  ui.showNotification.mockClear();
  ui.closeNotification.mockClear();
});

afterEach(async () => {
  stopWatch?.();
  stopWatch = undefined;
  session.clear();
  // Whatever a test left on the (fake) screen is gone before the next.
  closeNotice(IDLE_NOTICE_KEY);
  vi.unstubAllGlobals();
});

describe('idle logout', () => {
  it('ends the session with one notice, however many checks and activities follow', async () => {
    const now = Date.now();
    signedInIdle(IDLE_LOGOUT_MS + 1, now);
    stopWatch = startIdleWatch();
    expect(checkIdle(now)).toBe(true);
    expect(session.token()).toBeUndefined();
    // Navigation, activity and the start of the next page all check again.
    expect(checkIdle(now + 10)).toBe(false);
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    await waitFor(() => idleShown().length > 0, 'the idle notice');
    await flush(10);
    expect(idleShown()).toEqual([['error', TEXT, IDLE_NOTICE_KEY]]);
  });

  it('the next login closes the notice; a second idle logout shows one again, not two', async () => {
    const now = Date.now();
    signedInIdle(IDLE_LOGOUT_MS + 1, now);
    checkIdle(now);
    await waitFor(() => idleShown().length === 1, 'the idle notice');
    completeLogin(loginResult, undefined);
    await waitFor(() => ui.closeNotification.mock.calls.length === 1, 'the notice closed by the login');
    expect(ui.closeNotification).toHaveBeenCalledWith(IDLE_NOTICE_KEY);
    expect(session.token()).toBe('tok-2');

    // Idle again in the same page: the same key, so the screen again holds one.
    const later = now + 1000;
    setItem(STORAGE_KEYS.lastActive, later - IDLE_LOGOUT_MS - 1);
    expect(checkIdle(later)).toBe(true);
    await waitFor(() => idleShown().length === 2, 'the second idle notice');
    expect(new Set(idleShown().map(([, , key]) => key))).toEqual(new Set([IDLE_NOTICE_KEY]));
  });

  it('a login with no idle notice on the screen closes nothing', async () => {
    notify('error', 'Something else failed');
    await waitFor(() => shown().length === 1, 'the other notice');
    expect(shown()).toEqual([['error', 'Something else failed', undefined]]);
    completeLogin(loginResult, undefined);
    await flush(10);
    expect(ui.closeNotification).not.toHaveBeenCalled();
  });
});

describe('the chosen language', () => {
  it('survives an idle logout, which clears everything else', async () => {
    const now = Date.now();
    signedInIdle(IDLE_LOGOUT_MS + 1, now);
    setItem('OTHER', 'x');
    checkIdle(now);
    expect(getItem(STORAGE_KEYS.language)).toBe('en_US');
    expect(getItem('OTHER')).toBeUndefined();
    expect(getItem(STORAGE_KEYS.token)).toBeUndefined();
    expect(currentLanguage()).toBe('en_US');
    await waitFor(() => idleShown().length === 1, 'the notice in English');
  });

  it('survives a logout', async () => {
    session.signIn('tok-1', loginResult.userInfo);
    await logout();
    expect(session.token()).toBeUndefined();
    expect(getItem(STORAGE_KEYS.language)).toBe('en_US');
    expect(i18n.language).toBe('en_US');
  });
});
