// The console works under its security headers: the Content-Security-Policy (no inline script, no framing by other
// sites), nosniff and the referrer policy are on every answer, and Chromium reports no policy violation while a user
// signs in and opens pages. (Every other end-to-end test runs under the same headers.)
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('sends the headers on the console and on the API', async () => {
  for (const url of [`${server.url}/index/login`, `${server.url}/api/system/loginConfig`]) {
    const res = await fetch(url);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  }
});

it('signs in and opens pages with no policy violation', async () => {
  const { page, context, errors } = await signedInPage(browser, server.url, 'admin', server.adminPassword);
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.evaluate(`document.addEventListener('securitypolicyviolation', (e) => window.reportViolation(e.violatedDirective + ' ' + e.blockedURI))`);
  for (const route of ['/system/role', '/system/menu', '/system/user']) {
    await page.goto(`${server.url}${route}`);
    await page.locator('.ant-table').first().waitFor();
  }
  await page.locator('[data-testid=user-add]').click();
  await page.locator('.ant-modal').first().waitFor();
  expect(violations).toEqual([]);
  expect(unexpectedErrors(errors).filter((e) => /Content Security Policy|Refused to/.test(e))).toEqual([]);
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});
