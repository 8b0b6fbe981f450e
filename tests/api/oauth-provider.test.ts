// The platform as an OAuth2 / OIDC provider (issue #36 item 4): Given a client registered on client registration,
// When an integrator uses openid-client against /oidc — authorization code with PKCE (the person signs in on the
// platform and consents, here by HTTP calls), refresh, revocation, introspection, client credentials — Then its access
// tokens call the platform API as the person, or as the client's service account limited to its scopes; a redirect
// URI not registered, a wrong secret and a replayed code are refused; the signing keys rotate by the job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oidc from 'openid-client';
import { apiSuite, ApiClient } from '../support/server.ts';
import { rememberCookies } from '../support/sso-providers.ts';

const suite = apiSuite();
const redirectUri = 'https://app.example.com/callback';
const issuer = () => `${suite.server.url}/oidc`;
let client: { id: string; clientId: string; clientSecret: string };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const discover = (clientId: string, secret: string) =>
  oidc.discovery(new URL(issuer()), clientId, secret, oidc.ClientSecretPost(secret), { execute: [oidc.allowInsecureRequests] });

beforeAll(async () => {
  const res = await suite.admin.post('/api/system/oauthClient/add', {
    clientName: 'Integration', clientSecretType: 'confidential', clientAuthenticationMethods: ['client_secret_post', 'client_secret_basic'],
    authorizationGrantTypes: ['authorization_code', 'refresh_token', 'client_credentials'], redirectUris: [redirectUri],
    scopes: ['openid', 'profile', 'system:role:list'],
  });
  expect(res.status, res.body.message).toBe(200);
  client = res.body.result;
});
afterAll(async () => {
  await suite.admin.delete(`/api/system/oauthClient/delete?id=${client?.id}`);
});

/** A browser's trip without a browser: follow the provider with its cookies, sign in with the form given, allow. */
async function authorizeAs(url: URL, signIn: Record<string, string>): Promise<URL> {
  const cookies = new Map<string, string>();
  let next: { url: URL; init: RequestInit } = { url, init: {} };
  for (let step = 0; step < 12; step++) {
    const res = await fetch(next.url, {
      ...next.init, redirect: 'manual',
      headers: { ...(next.init.headers as object), cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    rememberCookies(res, cookies);
    const location = res.headers.get('location');
    if (location) {
      const to = new URL(location, next.url);
      if (to.href.startsWith(redirectUri)) return to;
      next = { url: to, init: {} };
      continue;
    }
    const html = await res.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (res.status !== 200 || !action) throw new Error(`the provider answered ${res.status}: ${html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").slice(0, 400)}`);
    const form: Record<string, string> = action.endsWith('/login') ? signIn : {};
    next = {
      url: new URL(action, next.url),
      init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() },
    };
  }
  throw new Error('the provider never sent the browser back');
}

async function codeFlow(config: oidc.Configuration, signIn: Record<string, string> = { username: 'admin', password: suite.server.adminPassword }) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri, scope: 'openid profile', state,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256',
  });
  const back = await authorizeAs(url, signIn);
  return { back, verifier, state };
}

describe('client registration', () => {
  it('shows the secret once and keeps only its hash; a user without the permission may not list', async () => {
    expect(client.clientSecret).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const list = await suite.admin.get('/api/system/oauthClient/list');
    expect(list.body.result.find((c: { clientId: string }) => c.clientId === client.clientId)).toMatchObject({ clientName: 'Integration' });
    expect(JSON.stringify(list.body)).not.toContain(client.clientSecret);
    const [row] = await suite.server.sql<{ client_secret_hash: string }>(`select client_secret_hash from sys_oauth_client where client_id = $1`, [client.clientId]);
    expect(row!.client_secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await (await suite.server.login('user')).get('/api/system/oauthClient/list')).status).toBe(403);
  });

  it('refuses bad registrations with their reason and writes nothing', async () => {
    const base = { clientName: 'Bad', clientSecretType: 'confidential', clientAuthenticationMethods: ['client_secret_basic'], authorizationGrantTypes: ['authorization_code'] };
    const relative = await suite.admin.post('/api/system/oauthClient/add', { ...base, redirectUris: ['/callback'], scopes: ['openid'] });
    expect([relative.status, relative.body.message]).toEqual([400, 'Redirect URIs must be absolute http(s) addresses without a fragment']);
    const scope = await suite.admin.post('/api/system/oauthClient/add', { ...base, redirectUris: [redirectUri], scopes: ['no:such:code'] });
    expect([scope.status, scope.body.message]).toEqual([400, 'Unknown scope: no:such:code']);
    const publicCc = await suite.admin.post('/api/system/oauthClient/add', {
      ...base, clientSecretType: 'public', clientAuthenticationMethods: ['none'], authorizationGrantTypes: ['client_credentials'], redirectUris: [], scopes: [],
    });
    expect(publicCc.status).toBe(400);
    expect(await suite.server.sql(`select 1 from sys_oauth_client where client_name = 'Bad'`)).toEqual([]);
  });
});

describe('authorization code with PKCE', () => {
  it('signs the person in, gives tokens that call /api/user/info, refresh, introspect and revoke', async () => {
    const config = await discover(client.clientId, client.clientSecret);
    expect(config.serverMetadata().issuer).toBe(issuer());
    const { back, verifier, state } = await codeFlow(config);
    const tokens = await oidc.authorizationCodeGrant(config, back, { pkceCodeVerifier: verifier, expectedState: state });

    const info = await new ApiClient(suite.server.url).call('GET', '/api/user/info', undefined, bearer(tokens.access_token));
    expect(info.status, info.body.message).toBe(200);
    expect(info.body.result.username).toBe('admin');
    expect((await oidc.fetchUserInfo(config, tokens.access_token, tokens.claims()!.sub)).preferred_username).toBe('admin');

    // The same code again: refused, and what it gave is revoked with it.
    await expect(oidc.authorizationCodeGrant(config, back, { pkceCodeVerifier: verifier, expectedState: state })).rejects.toMatchObject({ error: 'invalid_grant' });

    // Signed in as the account of the console's session ("continue as"), the same.
    const again = await codeFlow(config, { token: (await suite.server.login('admin')).token! });
    const fresh = await oidc.authorizationCodeGrant(config, again.back, { pkceCodeVerifier: again.verifier, expectedState: again.state });
    expect(fresh.refresh_token).toBeTruthy();
    const refreshed = await oidc.refreshTokenGrant(config, fresh.refresh_token!);
    expect((await oidc.tokenIntrospection(config, refreshed.access_token)).active).toBe(true);
    await oidc.tokenRevocation(config, refreshed.access_token);
    expect((await oidc.tokenIntrospection(config, refreshed.access_token)).active).toBe(false);
    const refused = await new ApiClient(suite.server.url).call('GET', '/api/user/info', undefined, bearer(refreshed.access_token));
    expect(refused.status).toBe(401);
  });

  it('acts within the client\'s scopes: what the person may do beyond them is refused (403), at the route and in it', async () => {
    const config = await discover(client.clientId, client.clientSecret);
    const { back, verifier, state } = await codeFlow(config);
    const tokens = await oidc.authorizationCodeGrant(config, back, { pkceCodeVerifier: verifier, expectedState: state });
    const api = (path: string) => new ApiClient(suite.server.url).call('GET', path, undefined, bearer(tokens.access_token));
    // system:role:list is among the client's scopes; the administrator's user list and role editing are not.
    expect((await api('/api/system/role/list')).status).toBe(200);
    expect((await api('/api/user/info')).status).toBe(200);
    const users = await api('/api/system/user/list');
    expect([users.status, users.body.message]).toEqual([403, 'access denied']);
    const check = '/api/system/duplicate/check?tableName=sys_role&fieldName=roleCode&fieldVal=free-code-1';
    expect((await api(check)).status).toBe(403);
    // The same person on the console is not limited.
    expect((await suite.admin.get('/api/system/user/list')).status).toBe(200);
    expect((await suite.admin.get(check)).status).toBe(200);
  });

  it('refuses a redirect URI that is not registered exactly', async () => {
    const config = await discover(client.clientId, client.clientSecret);
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: `${redirectUri}/other`, scope: 'openid', code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const res = await fetch(url, { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    // The provider's error page: the console's card, in Chinese by default, the cause escaped.
    const html = await res.text();
    expect(html).toContain('<h1 class="yc-account-title">出错了</h1>');
    expect(html).toContain('<code>invalid_redirect_uri</code>');
  });
});

describe('the provider\'s sign-in page', () => {
  /** The sign-in page the authorization request leads to, asked for in the language given (none: the browser's default). */
  async function signInPage(acceptLanguage?: string) {
    const config = await discover(client.clientId, client.clientSecret);
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri, scope: 'openid', code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const cookies = new Map<string, string>();
    const headers = () => ({ ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}), cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') });
    const start = await fetch(url, { redirect: 'manual' });
    rememberCookies(start, cookies);
    const at = new URL(start.headers.get('location')!, url);
    const res = await fetch(at, { headers: headers() });
    return { res, html: await res.text(), at, headers, cookies };
  }

  it('is in Chinese by default and in English for an English browser, in the console\'s card', async () => {
    const zh = await signInPage();
    expect(zh.res.status).toBe(200);
    expect(zh.html).toContain('<html lang="zh-CN"');
    expect(zh.html).toContain('Integration 请求使用你的平台账号登录。');
    expect(zh.res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const en = await signInPage('en-US,en;q=0.9,zh;q=0.5');
    expect(en.html).toContain('<html lang="en"');
    expect(en.html).toContain('Integration asks you to sign in with your platform account.');
    expect(en.html).toContain('class="yc-account-box"');
  });

  it('the end of a session is told in the page\'s language too', async () => {
    const cookies = new Map<string, string>();
    const headers = () => ({ 'accept-language': 'en', cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') });
    const ask = await fetch(`${issuer()}/session/end`, { headers: headers() });
    rememberCookies(ask, cookies);
    const form = await ask.text();
    const action = /<form method="post" action="([^"]+)"/.exec(form)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(form)![1]!;
    const confirm = await fetch(action, {
      method: 'POST', redirect: 'manual', headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    rememberCookies(confirm, cookies);
    const done = await fetch(new URL(confirm.headers.get('location')!, action), { headers: headers() });
    const html = await done.text();
    expect(done.status).toBe(200);
    expect(html).toContain('<h1 class="yc-account-title">Signed out</h1>');
    expect(html).toContain('class="yc-account-box"');
  });

  it('refuses a wrong password with the console\'s message, in the page\'s language', async () => {
    const { at, headers, cookies } = await signInPage('en-US');
    const res = await fetch(new URL(`${at.pathname}/login`, at), {
      method: 'POST', headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'admin', password: 'not-the-password' }).toString(),
    });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('<p class="yc-error" role="alert">Incorrect username or password</p>');
    expect(cookies.size).toBeGreaterThan(0);
    await suite.server.sql(`delete from sys_login_failure`);
  });
});

describe('client credentials', () => {
  it('act as the client\'s service account: within the scopes the API answers, outside them 403', async () => {
    const config = await discover(client.clientId, client.clientSecret);
    const tokens = await oidc.clientCredentialsGrant(config, { scope: 'system:role:list' });
    const api = (path: string) => new ApiClient(suite.server.url).call('GET', path, undefined, bearer(tokens.access_token));
    const roles = await api('/api/system/role/list');
    expect(roles.status, roles.body.message).toBe(200);
    expect(roles.body.result.records.length).toBeGreaterThan(0);
    const users = await api('/api/system/user/list');
    expect([users.status, users.body.message]).toEqual([403, 'access denied']);
  });

  it('refuse a wrong secret', async () => {
    const config = await discover(client.clientId, 'not-the-secret');
    await expect(oidc.clientCredentialsGrant(config, { scope: 'system:role:list' })).rejects.toMatchObject({ error: 'invalid_client' });
  });
});

describe('signing keys', () => {
  it('rotate by the job: a new key signs, the one before stays published', async () => {
    const before = await (await fetch(`${issuer()}/jwks`)).json() as { keys: { kid: string }[] };
    await suite.server.platform.jobs.runNow('oauth-key-rotation');
    const after = await (await fetch(`${issuer()}/jwks`)).json() as { keys: { kid: string }[] };
    expect(after.keys[0]!.kid).not.toBe(before.keys[0]!.kid);
    expect(after.keys.map((k) => k.kid)).toContain(before.keys[0]!.kid);
    const [stored] = await suite.server.sql<{ private_jwk_enc: string }>(`select private_jwk_enc from sys_oauth_key order by created_at desc limit 1`);
    expect(stored!.private_jwk_enc).toMatch(/^v1:/);
  });
});

describe('service accounts', () => {
  it('are no users of System › Users (list, count, record, recycle bin, password reset) and sign in with no password', async () => {
    const [row] = await suite.server.sql<{ service_user_id: string }>(`select service_user_id from sys_oauth_client where client_id = $1`, [client.clientId]);
    const serviceId = row!.service_user_id;
    const all = await suite.admin.get('/api/system/user/list?pageNo=1&pageSize=1000');
    expect(all.status).toBe(200);
    expect(all.body.result.records.map((u: { id: string }) => u.id)).not.toContain(serviceId);
    const [people] = await suite.server.sql<{ n: number }>(
      `select count(*)::int as n from sys_user u where u.del_flag = 0 and u.tenant_id = (select tenant_id from sys_oauth_client where client_id = $1)`, [client.clientId]);
    expect(all.body.result.total).toBe(people!.n - 1);
    const named = await suite.admin.get(`/api/system/user/list?username=${encodeURIComponent('oauth-client:')}`);
    expect(named.body.result.total).toBe(0);
    expect((await suite.admin.get(`/api/system/user/queryById?id=${serviceId}`)).status).toBe(404);
    const reset = await suite.admin.put('/api/system/user/resetPassword', { id: serviceId, password: 'Str0ng!Passw0rd', confirmpassword: 'Str0ng!Passw0rd' });
    expect(reset.status).toBe(404);

    for (const password of ['!', '', 'Str0ng!Passw0rd']) {
      const login = await new ApiClient(suite.server.url).post('/api/system/login', { username: `oauth-client:${client.clientId}`, password });
      expect([login.status, login.body.message]).toEqual([400, 'Incorrect username or password']);
    }
    await suite.server.sql(`delete from sys_login_failure`);

    // A deleted client's account is not in the recycle bin either (it could not be restored to anything).
    const gone = await suite.admin.post('/api/system/oauthClient/add', {
      clientName: 'Gone', clientSecretType: 'confidential', clientAuthenticationMethods: ['client_secret_basic'],
      authorizationGrantTypes: ['client_credentials'], redirectUris: [], scopes: [],
    });
    await suite.admin.delete(`/api/system/oauthClient/delete?id=${gone.body.result.id}`);
    const bin = await suite.admin.get(`/api/system/user/recycleBin?username=${encodeURIComponent('oauth-client:')}`);
    expect([bin.status, bin.body.result.total]).toEqual([200, 0]);
  });
});

describe('secret reset', () => {
  it('gives a new secret once; the old one and the tokens got with it stop working', async () => {
    const old = await oidc.clientCredentialsGrant(await discover(client.clientId, client.clientSecret), { scope: 'system:role:list' });
    const reset = await suite.admin.post('/api/system/oauthClient/resetSecret', { id: client.id });
    expect(reset.status, reset.body.message).toBe(200);
    const secret: string = reset.body.result.clientSecret;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(secret).not.toBe(client.clientSecret);

    await expect(oidc.clientCredentialsGrant(await discover(client.clientId, client.clientSecret), { scope: 'system:role:list' }))
      .rejects.toMatchObject({ error: 'invalid_client' });
    const fresh = await oidc.clientCredentialsGrant(await discover(client.clientId, secret), { scope: 'system:role:list' });
    const call = (token: string) => new ApiClient(suite.server.url).call('GET', '/api/system/role/list', undefined, bearer(token));
    expect((await call(fresh.access_token)).status).toBe(200);
    expect((await call(old.access_token)).status).toBe(401);
    expect(JSON.stringify((await suite.admin.get('/api/system/oauthClient/list')).body)).not.toContain(secret);
    client.clientSecret = secret;
  });

  it('is refused to a public client, to an unknown one and to a user without the permission', async () => {
    const made = await suite.admin.post('/api/system/oauthClient/add', {
      clientName: 'Spa', clientSecretType: 'public', clientAuthenticationMethods: ['none'], authorizationGrantTypes: ['authorization_code'],
      redirectUris: [redirectUri], scopes: ['openid'],
    });
    const spa = made.body.result;
    const refused = await suite.admin.post('/api/system/oauthClient/resetSecret', { id: spa.id });
    expect([refused.status, refused.body.message]).toEqual([400, 'A public client has no secret']);
    expect((await suite.admin.post('/api/system/oauthClient/resetSecret', { id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await (await suite.server.login('user')).post('/api/system/oauthClient/resetSecret', { id: client.id })).status).toBe(403);
    await suite.admin.delete(`/api/system/oauthClient/delete?id=${spa.id}`);
  });
});
