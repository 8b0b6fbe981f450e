// Issue #36 item 3 in Chromium: Given an enterprise signing in at its OIDC provider (oidc-provider in this process), When
// a user signed in with their password opens Third-party accounts in the header's menu and binds their identity at the
// provider (its own login form), Then they come back to their page with the identity listed, a sign-in at the provider
// with it lands on the console as their account, and once they unbind it the list is empty and the server keeps none.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from '../support/browser.ts';
import type { ApiClient } from '../support/server.ts';
import { startOidcProvider, type TestOidcProvider } from '../support/sso-providers.ts';
import { configureSso } from '../api/sso-fixtures.ts';
import { consoleSuite } from './console-suite.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';
import { quietProviders, signedInAs, signInAtProviderForm } from './sso-steps.ts';

const suite = consoleSuite({ SSO_ALLOWED_HOSTS: '127.0.0.1' });
let provider: TestOidcProvider;
let user: ApiClient;

beforeAll(async () => {
  provider = await startOidcProvider({
    redirectUris: [`${suite.server.url}/sso/callback`], postLogoutRedirectUris: [`${suite.server.url}/index/login`],
    // Nobody's account name: only the binding makes this identity anyone's.
    people: [{ sub: 'sub-outsider', preferred_username: 'outsider' }],
  });
  await configureSso(await suite.server.login('admin'), { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret });
  user = await suite.server.login('user');
});
afterAll(() => provider?.close());

const notice = (page: Page, zh: string) => page.locator('.ant-message, .ant-notification').getByText(zh).first().waitFor();

async function openThirdParty(page: Page) {
  await page.locator('[data-testid=user-menu]').click();
  await page.locator('[data-testid=third-party-menu]').click();
  return page.locator('.ant-modal').filter({ has: page.locator('[data-testid=third-party-list]') });
}

it('binds the user\'s identity at the provider from the header\'s menu, signs in with it, and unbinds it', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'user', suite.server.userPassword);
  await quietProviders(context);
  await page.waitForURL((url) => !url.pathname.startsWith('/index/login') && url.pathname !== '/');
  const home = new URL(page.url()).pathname;

  let modal = await openThirdParty(page);
  await modal.getByText('您的账号尚未绑定任何身份').waitFor();
  await modal.locator('[data-testid=third-party-bind]').click();
  await signInAtProviderForm(page, provider.issuer, 'sub-outsider');
  await notice(page, '身份已绑定到您的账号');
  expect(new URL(page.url()).pathname).toBe(home);
  expect(await signedInAs(page, suite.server.url)).toBe('user');
  expect((await user.get('/api/system/thirdLogin/bindings')).body.result).toMatchObject([{ issuer: provider.issuer, subject: 'sub-outsider' }]);

  // Elsewhere, the identity signs in as the user's account.
  const other = await openPage(suite.browser);
  await quietProviders(other.context);
  await other.page.goto(`${suite.server.url}/index/login`);
  await other.page.locator('[data-testid=sso-login]').click();
  await signInAtProviderForm(other.page, provider.issuer, 'sub-outsider');
  await other.page.waitForURL((url) => url.origin === suite.server.url && !url.pathname.startsWith('/sso/') && !url.pathname.startsWith('/index/login'));
  expect(await signedInAs(other.page, suite.server.url)).toBe('user');
  expect(unexpectedErrors(other.errors)).toEqual([]);
  await other.context.close();

  modal = await openThirdParty(page);
  await modal.getByText('sub-outsider').waitFor();
  await modal.locator('[data-testid=third-party-unbind]').click();
  await page.locator('#unbind-confirm').click();
  await notice(page, '身份已解除绑定');
  await modal.getByText('您的账号尚未绑定任何身份').waitFor();
  expect((await user.get('/api/system/thirdLogin/bindings')).body.result).toEqual([]);
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});
