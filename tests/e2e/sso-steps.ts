// Steps the single sign-on tests in Chromium share (issue #36): pages that visit the test providers, the provider's own
// login form, and who the console is signed in as.
import type { BrowserContext, Page } from 'playwright-core';
import { storedToken } from './shell-helpers.ts';

/**
 * The providers' own pages ask for a favicon they do not have and oidc-provider's for a web font: answered here, so
 * that the console errors left are the console's.
 */
export async function quietProviders(context: BrowserContext): Promise<void> {
  await context.route(/\/favicon\.ico$/, (route) => route.fulfill({ status: 204 }));
  await context.route(/^https:\/\/fonts\./, (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
}

/** The user the console's stored token belongs to, as the server says. */
export async function signedInAs(page: Page, serverUrl: string): Promise<string | undefined> {
  const res = await fetch(`${serverUrl}/api/user/info`, { headers: { 'X-Access-Token': (await storedToken(page)) ?? '' } });
  return res.status === 200 ? ((await res.json()) as { result: { username: string } }).result.username : undefined;
}

/** After a click that leads to it, oidc-provider's own login form: the account's subject, any password. */
export async function signInAtProviderForm(page: Page, issuer: string, login: string): Promise<void> {
  await page.waitForURL((url) => url.origin === issuer);
  await page.locator('input[name=login]').fill(login);
  await page.locator('input[name=password]').fill('any');
  await page.locator('button[type=submit]').click();
}
