// OIDC / OAuth2 single sign-on (issue #36 items 1, 5): Given an enterprise whose administrator configured a real OIDC
// provider (oidc-provider in this process), When a person signs in there and the console hands the code to
// POST /api/system/oauth2/login, Then they get the platform's normal session (user info, logout revokes it, the
// provider's end-session address kept), matched to their account by the configured claim or provisioned; a bad or
// spent state, a replayed code, an ID token for another audience or out of date, and an unknown person without
// provisioning are refused, and incomplete settings say so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrg } from '../support/identity.ts';
import { apiSuite, ApiClient } from '../support/server.ts';
import { signInAtProvider, startForgingProvider, startOidcProvider, type ForgingProvider, type TestOidcProvider } from '../support/sso-providers.ts';
import { configureSso, saveSso } from './sso-fixtures.ts';

const suite = apiSuite({ env: { SSO_ALLOWED_HOSTS: '127.0.0.1' } });
let provider: TestOidcProvider;
let forging: ForgingProvider;
const callback = () => `${suite.server.url}/sso/callback`;

beforeAll(async () => {
  provider = await startOidcProvider({
    redirectUris: [callback()], postLogoutRedirectUris: [`${suite.server.url}/index/login`],
    people: [
      { sub: 'sub-admin', preferred_username: 'admin', name: 'Administrator' },
      { sub: 'sub-newcomer', preferred_username: 'newcomer', name: 'New Comer', email: 'newcomer@example.com' },
      { sub: 'sub-user', preferred_username: 'user' },
    ],
  });
  forging = await startForgingProvider(provider.clientId);
});
afterAll(async () => {
  await provider?.close();
  await forging?.close();
});

const oidcSettings = () => ({ issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret });
const anonymous = () => suite.server.anonymous();

async function authorize(): Promise<URL> {
  const res = await anonymous().get(`/api/system/oauth2/authorize?redirectUri=${encodeURIComponent(callback())}`);
  expect(res.status, res.body.message).toBe(200);
  return new URL(res.body.result.url);
}

/** The whole trip: authorize, sign in at the provider as `login`, the code handed to the platform. */
async function ssoLogin(login: string) {
  const back = await signInAtProvider((await authorize()).href, login, callback());
  const body = Object.fromEntries(back.searchParams);
  return { body, res: await anonymous().post('/api/system/oauth2/login', body) };
}

describe('settings', () => {
  it('are the administrator\'s: a user without the permission may not read or write them', async () => {
    const user = await suite.server.login('user');
    expect((await user.get('/api/system/sso/config')).status).toBe(403);
    expect((await user.put('/api/system/sso/config', {})).status).toBe(403);
  });

  it('refuse enabling incomplete settings, and sign-in says the configuration is incomplete', async () => {
    const refused = await saveSso(suite.admin, { issuer: provider.issuer, clientId: null });
    expect(refused.body.message).toBe('SSO configuration is incomplete');
    const start = await anonymous().get(`/api/system/oauth2/authorize?redirectUri=${encodeURIComponent(callback())}`);
    expect(start.body.message).toBe('SSO configuration is incomplete');
    expect((await anonymous().get('/api/system/sso/options')).body.result.ssoMode).toBeNull();
  });

  it('keep the client secret sealed and never return it', async () => {
    await configureSso(suite.admin, oidcSettings());
    const read = await suite.admin.get('/api/system/sso/config');
    expect(read.body.result).toMatchObject({ hasClientSecret: true, issuer: provider.issuer, clientId: provider.clientId });
    expect(JSON.stringify(read.body)).not.toContain(provider.clientSecret);
    const [row] = await suite.server.sql<{ client_secret_enc: string }>(`select client_secret_enc from sys_sso_config`);
    expect(row!.client_secret_enc).toMatch(/^v1:/);
    expect(row!.client_secret_enc).not.toContain(provider.clientSecret);
    // Saved again without a secret: the stored one stays.
    await configureSso(suite.admin, { issuer: provider.issuer, clientId: provider.clientId });
    expect((await suite.admin.get('/api/system/sso/config')).body.result.hasClientSecret).toBe(true);
    expect((await anonymous().get('/api/system/sso/options')).body.result)
      .toEqual({ ssoMode: 'oauth2', casServerUrl: null, providerName: new URL(provider.issuer).host });
  });

  it('name the provider on the login button by its display name when one is set, else by its host', async () => {
    await configureSso(suite.admin, { ...oidcSettings(), providerName: '  Corporate login  ' });
    expect((await suite.admin.get('/api/system/sso/config')).body.result.providerName).toBe('Corporate login');
    expect((await anonymous().get('/api/system/sso/options')).body.result.providerName).toBe('Corporate login');
    await configureSso(suite.admin, oidcSettings());
    expect((await anonymous().get('/api/system/sso/options')).body.result.providerName).toBe(new URL(provider.issuer).host);
  });
});

describe('sign-in', () => {
  beforeAll(() => configureSso(suite.admin, oidcSettings()));

  it('redirects to authorize with response_type=code, client id, scope, redirect_uri, state, nonce and PKCE', async () => {
    const url = await authorize();
    expect(url.origin).toBe(provider.issuer);
    const q = url.searchParams;
    expect([q.get('response_type'), q.get('client_id'), q.get('scope'), q.get('redirect_uri')])
      .toEqual(['code', provider.clientId, 'openid profile email', callback()]);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();
  });

  it('gives the matched account the platform\'s session; logout revokes it; the provider\'s logout is kept', async () => {
    const { res } = await ssoLogin('sub-admin');
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result.userInfo.username).toBe('admin');
    const session = new ApiClient(suite.server.url, res.body.result.token);
    expect((await session.get('/api/user/info')).body.result.username).toBe('admin');
    const logoutUrl = new URL(res.body.result.logoutUrl);
    expect(logoutUrl.href.startsWith(`${provider.issuer}/session/end`)).toBe(true);
    expect(logoutUrl.searchParams.get('id_token_hint')).toBeTruthy();
    expect(logoutUrl.searchParams.get('post_logout_redirect_uri')).toBe(`${suite.server.url}/index/login`);
    expect((await session.get('/api/system/sso/logoutUrl')).body.result.logoutUrl).toBe(logoutUrl.href);
    const [token] = await suite.server.sql<{ expires_at: Date; created_at: Date }>(
      `select expires_at, now() as created_at from sys_token where user_id = (select id from sys_user where username = 'admin') order by expires_at desc limit 1`);
    expect(new Date(token!.expires_at).getTime() - new Date(token!.created_at).getTime()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    expect((await session.post('/api/system/logout')).status).toBe(200);
    expect((await session.get('/api/user/info')).status).toBe(401);
  });

  it('refuses an unknown state and a state already used; a replayed code is refused by the provider', async () => {
    expect((await anonymous().post('/api/system/oauth2/login', { code: 'x', state: 'nonsense' })).body.message)
      .toBe('The sign-in request is invalid or has expired, please sign in again');
    const first = await ssoLogin('sub-user');
    expect(first.res.status).toBe(200);
    const again = await anonymous().post('/api/system/oauth2/login', first.body);
    expect(again.body.message).toBe('The sign-in request is invalid or has expired, please sign in again');
    const fresh = (await authorize()).searchParams.get('state');
    const replayed = await anonymous().post('/api/system/oauth2/login', { ...first.body, state: fresh });
    expect(replayed.status).toBe(400);
    expect(replayed.body.message).toBe('The identity provider did not confirm the sign-in');
  });

  it('refuses an unknown person while provisioning is off, and provisions them into the department and role when on', async () => {
    const refused = await ssoLogin('sub-newcomer');
    expect(refused.res.body.message).toBe('No account of this enterprise matches the signed-in identity');
    expect(await suite.server.sql(`select 1 from sys_user where username = 'newcomer'`)).toHaveLength(0);

    const org = { id: await createOrg(suite.admin) };
    await configureSso(suite.admin, { ...oidcSettings(), provision: true, provisionOrgId: org.id, provisionRoleCode: 'general' });
    const made = await ssoLogin('sub-newcomer');
    expect(made.res.status, made.res.body.message).toBe(200);
    expect(made.res.body.result.userInfo).toMatchObject({ username: 'newcomer', realname: 'New Comer' });
    const [row] = await suite.server.sql<{ email: string; org: string; role: string }>(
      `select u.email, uo.org_id::text as org, r.role_code as role from sys_user u join sys_user_org uo on uo.user_id = u.id
         join sys_user_role ur on ur.user_id = u.id join sys_role r on r.id = ur.role_id where u.username = 'newcomer'`);
    expect(row).toEqual({ email: 'newcomer@example.com', org: org.id, role: 'general' });
    await configureSso(suite.admin, { ...oidcSettings(), provision: false });
  });

  it('refuses a frozen account, and one waiting for approval with that reason (the password login\'s rules)', async () => {
    await suite.server.sql(`update sys_user set status = 2 where username = 'user'`);
    try {
      expect((await ssoLogin('sub-user')).res.body.message).toBe('The account is frozen');
      await suite.server.sql(`update sys_user set status = 3 where username = 'user'`);
      expect((await ssoLogin('sub-user')).res.body.message).toBe('Your registration is waiting for the administrator\'s approval');
    } finally {
      await suite.server.sql(`update sys_user set status = 1 where username = 'user'`);
    }
  });
});

describe('ID token checks', () => {
  beforeAll(() => configureSso(suite.admin, { issuer: forging.issuer, clientId: provider.clientId, clientSecret: 'forged-secret' }));

  async function withIdToken(claims: Record<string, unknown>) {
    const url = await authorize();
    forging.nextIdToken = { nonce: url.searchParams.get('nonce'), preferred_username: 'admin', ...claims };
    return anonymous().post('/api/system/oauth2/login', { code: 'any', state: url.searchParams.get('state') });
  }

  it('accepts a valid token of this provider (the checks below fail for their claim alone)', async () => {
    expect((await withIdToken({})).status).toBe(200);
  });

  it('refuses a token for another audience, an expired one, another issuer\'s and one with another nonce', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    for (const claims of [{ aud: 'someone-else' }, { iat: past - 300, exp: past }, { iss: 'https://elsewhere.example' }, { nonce: 'other' }]) {
      const res = await withIdToken(claims);
      expect(res.body.message, JSON.stringify(claims)).toBe('The identity provider did not confirm the sign-in');
    }
  });
});
