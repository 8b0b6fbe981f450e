// Steps the shell's end-to-end tests share: open a page, log in through the form, read the token.
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, openPage } from '../support/browser.ts';

export const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR || '/tmp';

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

export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  username: string,
  password: string,
  viewport: { width: number; height: number } = DESKTOP,
) {
  const opened = await openPage(browser, viewport);
  await opened.page.goto(`${baseUrl}/index/login`);
  await loginThroughForm(opened.page, username, password);
  await opened.page.waitForURL((url) => !url.pathname.startsWith('/index/login'));
  return opened;
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

export const path = (page: Page) => new URL(page.url()).pathname;
