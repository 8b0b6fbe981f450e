// Issue #36 item 4 in Chromium: an integrator's application (openid-client) sends the browser to the platform's
// provider — authorization code with PKCE — the person signs in on the provider's page (Chinese by default, the
// console login page's card), sees the consent page naming the client and its scopes, allows, and lands on the
// application's redirect URI with a code; the code gives tokens and the access token calls /api/user/info. Signing
// out at the provider asks first, in the same card.
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as oidc from 'openid-client';
import { consoleSuite } from './console-suite.ts';
import { unexpectedErrors } from './shell-helpers.ts';
import { openPage } from '../support/browser.ts';
import { ApiClient } from '../support/server.ts';

const suite = consoleSuite();
const redirectUri = 'https://reports.example.com/callback';
let client: { id: string; clientId: string; clientSecret: string };

beforeAll(async () => {
  const admin = await suite.server.login('admin');
  const res = await admin.post('/api/system/oauthClient/add', {
    clientName: 'Reports <b>app</b>', clientSecretType: 'confidential', clientAuthenticationMethods: ['client_secret_basic'],
    authorizationGrantTypes: ['authorization_code'], redirectUris: [redirectUri], scopes: ['openid', 'profile', 'system:role:list'],
  });
  expect(res.status, res.body.message).toBe(200);
  client = res.body.result;
});
afterAll(async () => {
  await (await suite.server.login('admin')).delete(`/api/system/oauthClient/delete?id=${client?.id}`);
});

it('signs in on the provider\'s page, consents, and the application gets tokens that call the API', async () => {
  const config = await oidc.discovery(new URL(`${suite.server.url}/oidc`), client.clientId, client.clientSecret, undefined,
    { execute: [oidc.allowInsecureRequests] });
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri, scope: 'openid profile', state,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256',
  });

  const { page, context, errors } = await openPage(suite.browser);
  await page.goto(url.href);

  // The sign-in page, in Chinese (the browser's language), in the console's card, naming the client as text.
  await page.locator('h1', { hasText: '登录' }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
  await expect.poll(() => page.locator('.yc-account-box').evaluate((e) => (globalThis as unknown as { getComputedStyle(el: unknown): { borderRadius: string } }).getComputedStyle(e).borderRadius)).toBe('12px');
  expect(await page.locator('.yc-lead').innerText()).toContain('Reports <b>app</b>');
  await page.locator('input[name=username]').fill('admin');
  await page.locator('input[name=password]').fill('not the password');
  await page.locator('#login button[type=submit]').click();
  expect(await page.locator('.yc-error').innerText()).toBe('用户名或密码错误');

  await page.locator('input[name=username]').fill('admin');
  await page.locator('input[name=password]').fill(suite.server.adminPassword);
  await page.locator('#login button[type=submit]').click();

  // The consent page: the client and what it asks for — its OIDC scopes and its API permission.
  await page.locator('h1', { hasText: '授权' }).waitFor();
  expect(await page.locator('.yc-lead').innerText()).toContain('Reports <b>app</b>');
  const scopes = await page.locator('[data-testid=consent-scopes] li').allInnerTexts();
  expect(scopes.map((s) => s.replace(/\s+/g, ' '))).toEqual([
    expect.stringContaining('openid'), expect.stringContaining('profile'), expect.stringMatching(/^接口权限：.*system:role:list$/),
  ]);
  // The browser is sent on to the application's callback, a site that does not exist here (Playwright routes no
  // redirect): its request carries the code. The browser then shows its error page (Chromium's headless shell under
  // an address of its own, the full browser under the callback's).
  const callback = page.waitForRequest((request) => request.url().startsWith(`${redirectUri}?`));
  await page.getByRole('button', { name: '同意' }).click();
  const back = new URL((await callback).url());
  await page.waitForURL((address) => address.href.startsWith(redirectUri) || address.protocol === 'chrome-error:');
  expect(back.searchParams.get('code')).toBeTruthy();
  expect(back.searchParams.get('state')).toBe(state);
  const tokens = await oidc.authorizationCodeGrant(config, back, { pkceCodeVerifier: verifier, expectedState: state });
  const info = await new ApiClient(suite.server.url).call('GET', '/api/user/info', undefined, { authorization: `Bearer ${tokens.access_token}` });
  expect(info.status, info.body.message).toBe(200);
  expect(info.body.result.username).toBe('admin');

  // Signing out at the provider asks first, on the same card and in the same language.
  await page.goto(`${suite.server.url}/oidc/session/end`);
  await page.locator('h1', { hasText: '退出登录' }).waitFor();
  await page.getByRole('button', { name: '退出', exact: true }).click();
  await page.locator('h1', { hasText: '已退出' }).waitFor();
  // The wrong password's 401 is the page answering, not an error of the page.
  expect(unexpectedErrors(errors, [401])).toEqual([]);
  await context.close();
});

it('speaks English when the page\'s switch says so, and keeps it', async () => {
  const config = await oidc.discovery(new URL(`${suite.server.url}/oidc`), client.clientId, client.clientSecret, undefined,
    { execute: [oidc.allowInsecureRequests] });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri, scope: 'openid', code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
    code_challenge_method: 'S256',
  });
  const { page, context, errors } = await openPage(suite.browser);
  await page.goto(url.href);
  await page.locator('.yc-lang').click();
  await page.locator('h1', { hasText: 'Sign in' }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('en');
  // The choice is remembered: the page again without it is still in English.
  await page.goto(page.url().replace(/\?lang=.*$/, ''));
  await page.locator('label', { hasText: 'Password' }).waitFor();
  expect(await page.locator('html').getAttribute('data-lang')).toBe('en_US');
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});
