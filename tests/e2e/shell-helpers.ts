// Steps the shell's end-to-end tests share: open a page, log in through the form, read the token.
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, openPage } from '../support/browser.ts';
import { ApiClient } from '../support/server.ts';
import { still } from './eform-steps.ts';

/** Chromium logs every 4xx answer as a console error: expected ones are named by status. */
export function unexpectedErrors(errors: string[], expectedStatuses: number[] = []): string[] {
  return errors.filter(
    (e) => !expectedStatuses.some((status) => e.includes('Failed to load resource') && e.includes(`status of ${status}`)),
  );
}

export async function loginThroughForm(page: Page, username: string, password: string): Promise<void> {
  await page.locator('#login-username').fill(username);
  await page.locator('#login-password').fill(password);
  await page.locator('[data-testid=login-submit]').click();
}

type Viewport = { width: number; height: number };

/** What the login API answers, or undefined when it asks for a new password first (or refuses). */
async function apiSession(baseUrl: string, username: string, password: string) {
  const res = await new ApiClient(baseUrl).post<{ token: string; userInfo: unknown; isFist?: boolean; isChange?: boolean }>(
    '/api/system/login', { username, password },
  );
  const result = res.status === 200 ? res.body.result : undefined;
  return !result || result.isFist || result.isChange ? undefined : result;
}

/** A new context holding the session as the console's login stores it (token, user, last user name), no page opened. */
function contextWithSession(browser: Browser, baseUrl: string, username: string, session: { token: string; userInfo: unknown }, viewport: Viewport) {
  // As the console's storage writes them (runtime-web/src/store/storage.ts, session.ts): a value and its expiry (none
  // here; the console gives the session 7 days, far beyond any test).
  const stored = (value: unknown) => JSON.stringify({ value, expire: null });
  return openPage(browser, viewport, {
    origin: new URL(baseUrl).origin,
    localStorage: {
      yuncheng__ACCESS_TOKEN: stored(session.token),
      yuncheng__USER_INFO: stored(session.userInfo),
      yuncheng__LAST_USERNAME: stored(username),
    },
  });
}

/**
 * A new context signed in as `username`, on the page the console shows after signing in. The session comes from the
 * login API, stored as the console's login stores it: the login page and form are the login tests' subject and cost a
 * full console load each (of ~100 such sign-ins). A login that asks for a new password first goes through the form, as
 * a user would.
 *
 * `at` opens that page (a path) as the first load instead of the start: a deep link, as a bookmark opens it. A test
 * that goes on to another page at once then loads the console once, not twice.
 */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  username: string,
  password: string,
  { viewport = DESKTOP, at }: { viewport?: Viewport; at?: string } = {},
) {
  const session = await apiSession(baseUrl, username, password);
  if (!session) {
    const opened = await openPage(browser, viewport);
    await opened.page.goto(`${baseUrl}/index/login`);
    await loginThroughForm(opened.page, username, password);
    await opened.page.waitForURL((url) => !url.pathname.startsWith('/index/login'));
    if (at) await opened.page.goto(baseUrl + at);
    return opened;
  }
  const opened = await contextWithSession(browser, baseUrl, username, session, viewport);
  // The console's start, which leads a signed-in user on to their landing page as the login does (or the page asked).
  await opened.page.goto(baseUrl + (at ?? ''));
  return opened;
}

/**
 * As `signedInPage`, with no page loaded yet: for a test about the first load after signing in (what it asks, in what
 * order), which listens before it opens one. The account must need no new password.
 */
export async function signedInContext(browser: Browser, baseUrl: string, username: string, password: string, viewport: Viewport = DESKTOP) {
  const session = await apiSession(baseUrl, username, password);
  if (!session) throw new Error(`${username} cannot sign in through the API: the login refused or asks for a new password`);
  return contextWithSession(browser, baseUrl, username, session, viewport);
}

/** The token the console keeps in local storage (namespace yuncheng__), if any. */
export async function storedToken(page: Page): Promise<string | undefined> {
  const raw = (await page.evaluate(`localStorage.getItem('yuncheng__ACCESS_TOKEN')`)) as string | null;
  return raw ? (JSON.parse(raw) as { value: string }).value : undefined;
}

/** Pretends, in the live page, that the last activity was `msAgo` ago: its next activity check ends the session. */
export async function setLastActivity(page: Page, msAgo: number): Promise<void> {
  const stored = JSON.stringify({ value: Date.now() - msAgo, expire: null });
  await page.evaluate(`localStorage.setItem('yuncheng__LAST_ACTIVE', ${JSON.stringify(stored)})`);
}

/**
 * Reloads the page as if the last activity was `msAgo` ago. The time is written by a script that runs before the
 * page's own on that load only: written into the live page, a late effect of it could see it first and log out there.
 */
export async function reloadAfterIdle(page: Page, msAgo: number): Promise<void> {
  await page.addInitScript(`
    if (window.name !== 'yc-idle-set') {
      window.name = 'yc-idle-set';
      localStorage.setItem('yuncheng__LAST_ACTIVE', JSON.stringify({ value: Date.now() - ${msAgo}, expire: null }));
    }
  `);
  await page.reload();
}

/**
 * Waits until the page has rendered two frames: whatever the input just sent to it made it do at once (a notice, a
 * navigation) is on screen by then. A check that something did not happen looks after this, not after a fixed sleep.
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(undefined))))');
}

export const path = (page: Page) => new URL(page.url()).pathname;

/**
 * Opens a page from the side menu: its group is opened, then its item is clicked once the group has stopped unfolding,
 * again if the loaded machine lost the click (the item was still moving), until the console is at `path`.
 */
export async function openFromMenu(page: Page, group: string, item: string, path: string): Promise<void> {
  const entry = page.getByRole('menuitem', { name: item });
  for (let attempt = 1; ; attempt++) {
    if (!(await entry.isVisible())) await page.getByRole('menuitem', { name: group }).click();
    await entry.waitFor();
    await still(page);
    await entry.click();
    const arrived = await page.waitForURL(`**${path}`, { timeout: 10_000 }).then(() => true, () => false);
    if (arrived) return;
    if (attempt === 3) throw new Error(`the menu item ${item} did not open ${path}`);
  }
}

/** Closes the notices shown: a late one (a look-up the user's role is refused) covers the header's buttons. */
export async function closeNotices(page: Page): Promise<void> {
  for (const close of await page.locator('.ant-notification-notice-close').all()) await close.click().catch(() => undefined);
  await page.locator('.ant-notification-notice').first().waitFor({ state: 'detached' }).catch(() => undefined);
}

/** Logs out through the header's user menu and its confirmation, and waits for the login page. */
export async function logOutThroughMenu(page: Page): Promise<void> {
  // A notice may still arrive after the first close (a list's look-up answering late): closed again before each try.
  for (let tries = 3; ; tries--) {
    await closeNotices(page);
    try {
      await page.locator('[data-testid=user-menu]').click({ timeout: 10_000 });
      await page.locator('[data-testid=logout]').click({ timeout: 10_000 });
      break;
    } catch (error) {
      if (tries <= 1) throw error;
      await page.keyboard.press('Escape');
    }
  }
  // Confirmed once the question has zoomed in (a click on it while it moves may land beside the button).
  await page.locator('#logout-confirm').waitFor();
  await still(page);
  // The console shows its login route at once and then loads the login page afresh (HeaderBar's full load): done
  // when that load is, or a look at the page in between finds it gone.
  const reloaded = page.waitForEvent('load');
  await page.locator('#logout-confirm').click();
  await reloaded;
  await page.waitForURL('**/index/login**');
}
