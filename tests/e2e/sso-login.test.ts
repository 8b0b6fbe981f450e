// Issue #36 in Chromium: Given an enterprise that signs in at its OIDC provider (oidc-provider in this process, its own
// login form) or at its CAS server, When a person asks for a console page, picks "Sign in with <provider>" and signs in
// there, Then they land on the page they asked for (remembered while they were away), signed in as their account; an
// explicit logout ends the session, passes through the provider's logout and comes back to the login page. A refused
// sign-in (unknown person, a stale answer, the provider's error) shows its message on the login page, beside the
// password form and its "Forgot password?" link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from '../support/browser.ts';
import { startCasServer, startOidcProvider, type TestCasServer, type TestOidcProvider } from '../support/sso-providers.ts';
import { configureSso } from '../api/sso-fixtures.ts';
import { consoleSuite } from './console-suite.ts';
import { path, storedToken, unexpectedErrors } from './shell-helpers.ts';
import { quietProviders, signedInAs as signedInAsAt, signInAtProviderForm } from './sso-steps.ts';

const suite = consoleSuite({ SSO_ALLOWED_HOSTS: '127.0.0.1' });
let provider: TestOidcProvider;
let cas: TestCasServer;

beforeAll(async () => {
  provider = await startOidcProvider({
    redirectUris: [`${suite.server.url}/sso/callback`], postLogoutRedirectUris: [`${suite.server.url}/index/login`],
    people: [{ sub: 'sub-admin', preferred_username: 'admin', name: 'Administrator' }, { sub: 'sub-stranger', preferred_username: 'stranger' }],
  });
  cas = await startCasServer();
});
afterAll(async () => {
  await provider?.close();
  await cas?.close();
});

/** A fresh page whose visits to the providers log no errors of theirs. */
async function browserPage() {
  const opened = await openPage(suite.browser);
  await quietProviders(opened.context);
  return opened;
}

const signedInAs = (page: Page) => signedInAsAt(page, suite.server.url);

/** The login page's button, then the provider's own login form. */
async function signInAtOidc(page: Page, login: string): Promise<void> {
  await page.locator('[data-testid=sso-login]').click();
  await signInAtProviderForm(page, provider.issuer, login);
}

async function logOut(page: Page): Promise<void> {
  // The landing page's own calls answered first: one still under way when the token is revoked would answer 401.
  await page.waitForLoadState('networkidle');
  await page.locator('[data-testid=user-menu]').click();
  await page.locator('[data-testid=logout]').click();
  await page.locator('#logout-confirm').click();
}

/** The login page's message of a refused single sign-on, in Chinese (the console's default) or English. */
const ssoError = (page: Page, zh: string, en: string) =>
  page.locator('[data-testid=sso-error]').getByText(zh).or(page.locator('[data-testid=sso-error]').getByText(en)).waitFor();

describe('OIDC', () => {
  beforeAll(async () => configureSso(await suite.server.login('admin'), { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret }));

  it('signs in at the provider, lands on the page asked for as the matched account, and logs out through the provider', async () => {
    const { page, context, errors } = await browserPage();
    await page.goto(`${suite.server.url}/system/user`);
    await page.waitForURL('**/index/login?redirect=%2Fsystem%2Fuser');
    await page.locator('[data-testid=sso-login]').getByText(`使用 ${new URL(provider.issuer).host} 登录`).waitFor();

    await signInAtOidc(page, 'sub-admin');
    await page.waitForURL(`${suite.server.url}/system/user`);
    expect(await signedInAs(page)).toBe('admin');
    const token = await storedToken(page);

    await logOut(page);
    // The provider asks whether to end its session too (its end-session page), then sends the browser back.
    await page.waitForURL((url) => url.origin === provider.issuer && url.pathname.startsWith('/session/end'));
    await page.locator('button[value=yes]').click();
    await page.waitForURL(`${suite.server.url}/index/login**`);
    await page.locator('[data-testid=sso-login]').waitFor();
    expect(await storedToken(page)).toBeUndefined();
    const revoked = await fetch(`${suite.server.url}/api/user/info`, { headers: { 'X-Access-Token': token ?? '' } });
    expect(revoked.status).toBe(401);

    // The provider's session ended with it: the next sign-in asks for the account again.
    await signInAtOidc(page, 'sub-admin');
    await page.waitForURL((url) => url.origin === suite.server.url && !url.pathname.startsWith('/sso/'));
    expect(await signedInAs(page)).toBe('admin');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('shows on the login page why a sign-in was refused: an unknown person, a stale answer, the provider\'s error', async () => {
    const { page, context, errors } = await browserPage();
    await page.goto(`${suite.server.url}/index/login`);
    await signInAtOidc(page, 'sub-stranger');
    await ssoError(page, '本企业没有与该身份对应的账号', 'No account of this enterprise matches the signed-in identity');
    expect(path(page)).toBe('/index/login');
    expect(await storedToken(page)).toBeUndefined();

    await page.goto(`${suite.server.url}/sso/callback?code=spent&state=not-a-state`);
    await ssoError(page, '登录请求无效或已过期，请重新登录', 'The sign-in request is invalid or has expired, please sign in again');
    await page.goto(`${suite.server.url}/sso/callback?error=access_denied&error_description=${encodeURIComponent('call +1 555')}`);
    await ssoError(page, '身份提供方未完成登录（access_denied）', 'The identity provider did not sign you in (access_denied)');
    expect(await page.locator('[data-testid=sso-error]').textContent()).not.toContain('555');
    await page.goto(`${suite.server.url}/sso/callback`);
    await ssoError(page, '身份提供方的回应不完整，请重新登录', 'The identity provider\'s answer is incomplete, please sign in again');
    // The password form stays usable beside the message, and a forgotten password has its way out (#36 item 2).
    await page.locator('#login-username').waitFor();
    const forgot = page.locator('[data-testid=forgot-password]');
    expect([await forgot.textContent(), await forgot.getAttribute('href')]).toEqual(['忘记密码？', '/index/alteration']);
    expect(unexpectedErrors(errors, [400])).toEqual([]);
    await context.close();
  });
});

describe('CAS', () => {
  beforeAll(async () => configureSso(await suite.server.login('admin'), { ssoMode: 'cas', casServerUrl: `${cas.url}/cas`, matchClaim: 'user' }));

  it('signs in at the CAS login with a ticket, lands on the console, and logs out through the CAS logout', async () => {
    const { page, context, errors } = await browserPage();
    const visited: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) visited.push(request.url());
    });
    await page.goto(`${suite.server.url}/index/login`);
    await page.locator('[data-testid=sso-login]').getByText(`使用 ${new URL(cas.url).host} 登录`).click();
    await page.waitForURL((url) => url.origin === cas.url && url.pathname === '/cas/login');
    await page.locator('input[name=username]').fill('admin');
    await page.locator('button[type=submit]').click();
    await page.waitForURL('**/app/group');
    expect(await signedInAs(page)).toBe('admin');

    await logOut(page);
    await page.waitForURL(`${suite.server.url}/index/login`);
    await page.locator('[data-testid=sso-login]').waitFor();
    expect(visited).toContain(`${cas.url}/cas/logout?service=${encodeURIComponent(`${suite.server.url}/index/login`)}`);
    expect(await storedToken(page)).toBeUndefined();
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('sends a refused ticket back to the CAS login once, and then shows why on the login page', async () => {
    const { page, context, errors } = await browserPage();
    await page.goto(`${suite.server.url}/sso/callback?ticket=ST-never-issued`);
    await page.waitForURL((url) => url.origin === cas.url && url.pathname === '/cas/login');
    expect(new URL(page.url()).searchParams.get('service')).toBe(`${suite.server.url}/sso/callback`);
    // Refused again straight away (a CAS server whose tickets this console cannot use): no loop, the message.
    await page.goto(`${suite.server.url}/sso/callback?ticket=ST-never-issued-either`);
    await ssoError(page, 'CAS 票据无效或已过期', 'The CAS ticket is invalid or has expired');
    expect(await storedToken(page)).toBeUndefined();
    expect(unexpectedErrors(errors, [400])).toEqual([]);
    await context.close();
  });
});
