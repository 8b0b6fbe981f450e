// Steps the phone tests (#42 item 4) share: the administrator signed in on a page of a size (a touch phone below
// 768 px), the contexts closed after the file, and the page's laid-out width.
import { afterAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loginThroughForm } from './shell-helpers.ts';
import { openOn } from './touch-page.ts';

/** A sign-in for the file's tests; every context it opens is closed after the file. */
export function phoneSignIn(suite: { browser: Browser; server: { url: string; adminPassword: string } }) {
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });
  return async (viewport: { width: number; height: number }) => {
    const opened = await openOn(suite.browser, viewport);
    contexts.push(opened.context);
    await opened.page.goto(`${suite.server.url}/index/login`);
    await loginThroughForm(opened.page, 'admin', suite.server.adminPassword);
    await opened.page.waitForURL((url) => !url.pathname.startsWith('/index/login'));
    return opened;
  };
}

/** The page's width as laid out: wider than the screen means the page scrolls sideways. */
export const pageWidth = (page: Page) => page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth as number);
