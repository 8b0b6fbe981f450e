// The login page when the server asks for a captcha and runs as a demo (experience) environment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { unexpectedErrors } from './shell-helpers.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_CAPTCHA: 'true', DEMO_MODE: 'true' } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The code of the captcha issued last: what a person reads off the image. */
async function latestCaptchaCode(): Promise<string> {
  const [row] = await server.sql<{ code: string }>('select code from sys_captcha order by expires_at desc limit 1');
  return row?.code ?? '';
}

const captchaSrc = (page: Page) => page.locator('[data-testid=captcha-image] img').getAttribute('src');

describe('captcha and demo accounts', () => {
  it('shows the captcha image, refreshes it on click, refuses a wrong code and accepts the right one', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.url}/index/login`);
    await page.locator('[data-testid=captcha-image] img').waitFor();
    const first = await captchaSrc(page);
    expect(first).toMatch(/^data:image\/svg\+xml;base64,/);
    await page.locator('[data-testid=demo-hints]').waitFor();
    await page.locator('[data-testid=captcha-image]').click();
    await expect.poll(() => captchaSrc(page)).not.toBe(first);

    await page.locator('#login-username').fill('admin');
    await page.locator('#login-password').fill(server.adminPassword);
    await page.locator('#login-captcha').fill('zzzz');
    await page.locator('[data-testid=login-submit]').click();
    await page.getByText('验证码错误').waitFor();

    // The refused attempt spent the code: a new image came with a new key.
    await expect.poll(() => page.locator('#login-captcha').inputValue()).toBe('');
    await page.locator('#login-captcha').fill(await latestCaptchaCode());
    await page.locator('[data-testid=login-submit]').click();
    await page.waitForURL('**/app/group');
    expect(unexpectedErrors(errors, [400])).toEqual([]);
    await context.close();
  });

  it('lists the demo accounts; a click fills the form', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${server.url}/index/login`);
    const hints = page.locator('[data-testid=demo-hints]');
    await hints.waitFor();
    await hints.locator('button').first().click();
    await expect.poll(() => page.locator('#login-username').inputValue()).toBe('user');
    await expect.poll(() => page.locator('#login-password').inputValue()).toBe(server.userPassword);
    await context.close();
  });
});
