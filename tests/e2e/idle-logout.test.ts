// Idle logout in Chromium: 'long time without operation, logged out' shows once, the next login closes it (so a
// second idle logout does not stack a second notice on the first), and the language the user chose survives it.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { consoleSuite } from './console-suite.ts';
import { loginThroughForm, nextFrames, setLastActivity, signedInPage, storedToken, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();

const notices = (page: Page, text: string) => page.locator('.ant-notification-notice', { hasText: text });

/** The contexts whose clock is Playwright's (it runs at real speed until a test moves it on). */
const clocked = new WeakSet<BrowserContext>();

/**
 * Idle for longer than 600000 ms, then the next activity ends the session. Activity is checked at most every 5 s: the
 * page's clock (Playwright's, installed in the live page the first time) is moved on past that instead of waiting.
 */
async function goIdle(page: Page): Promise<void> {
  if (!clocked.has(page.context())) {
    await page.context().clock.install();
    clocked.add(page.context());
  }
  await setLastActivity(page, 600_001);
  await page.clock.fastForward(5_100);
  await page.mouse.click(5, 5);
  await page.waitForURL('**/index/login**');
}

describe('idle logout', () => {
  it('shows its notice once; the next login closes it, and a second idle logout again shows one', async () => {
    const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword);
    await page.waitForURL('**/app/group');
    for (const round of [1, 2]) {
      await goIdle(page);
      await notices(page, '长时间未操作，已退出登录').first().waitFor();
      expect(await storedToken(page)).toBeUndefined();
      // More checks see the ended session: pointer, keys, a navigation.
      await page.mouse.click(5, 5);
      await page.keyboard.press('Tab');
      await nextFrames(page);
      expect(await notices(page, '长时间未操作').count(), `round ${round}`).toBe(1);
      await loginThroughForm(page, 'admin', suite.server.adminPassword);
      await page.waitForURL((url) => !url.pathname.startsWith('/index/login'));
      await expect.poll(() => notices(page, '长时间未操作').count()).toBe(0);
    }
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('keeps the language chosen on the login page: the notice, the login page and the console stay in English', async () => {
    const { page, context } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword);
    await page.waitForURL('**/app/group');
    await page.evaluate(`localStorage.setItem('yuncheng__LANGUAGE', JSON.stringify({ value: 'en_US', expire: null }))`);
    await page.reload();
    await page.locator('[data-testid=user-menu]').waitFor();
    await goIdle(page);
    await notices(page, 'long time without operation, logged out').waitFor();
    await page.locator('[data-testid=login-submit]', { hasText: 'Log in' }).waitFor();
    await loginThroughForm(page, 'admin', suite.server.adminPassword);
    await page.waitForURL('**/app/group');
    expect(JSON.parse((await page.evaluate(`localStorage.getItem('yuncheng__LANGUAGE')`)) as string).value).toBe('en_US');
    await context.close();
  });
});
