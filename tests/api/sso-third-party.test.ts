// Third-party login (issue #36 item 3): Given an enterprise signing in at a real OIDC provider (oidc-provider in this
// process), When a signed-in user binds their identity there (the same code flow, started and finished by them), Then a
// sign-in at the provider with that identity signs in as their account, GET /thirdLogin/getLoginUser/{id} says which,
// and after they unbind it the identity no longer signs in. A binding is only ever its user's: another user can neither
// finish, read nor remove it, an identity bound to one account cannot be bound to another, and a binding's state never
// serves as a sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { signInAtProvider, startOidcProvider, type TestOidcProvider } from '../support/sso-providers.ts';
import { configureSso } from './sso-fixtures.ts';

const suite = apiSuite({ env: { SSO_ALLOWED_HOSTS: '127.0.0.1' } });
let provider: TestOidcProvider;
let user: ApiClient;
const callback = () => `${suite.server.url}/sso/callback`;
const STATE_INVALID = 'The sign-in request is invalid or has expired, please sign in again';

beforeAll(async () => {
  provider = await startOidcProvider({
    redirectUris: [callback()], postLogoutRedirectUris: [`${suite.server.url}/index/login`],
    // Nobody's account name: without a binding this identity matches no account.
    people: [{ sub: 'sub-outsider', preferred_username: 'outsider' }, { sub: 'sub-admin', preferred_username: 'admin' }],
  });
  await configureSso(suite.admin, { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret });
  user = await suite.server.login('user');
});
afterAll(() => provider?.close());

/** The provider's answer (code, state, iss) to a binding `client` started, signed in there as `login`. */
async function bindingAnswer(client: ApiClient, login: string): Promise<Record<string, string>> {
  const start = await client.get(`/api/system/thirdLogin/authorize?redirectUri=${encodeURIComponent(callback())}`);
  expect(start.status, start.body.message).toBe(200);
  return Object.fromEntries((await signInAtProvider(start.body.result.url, login, callback())).searchParams);
}

/** A sign-in at the provider as `login`, handed to the platform. */
async function ssoLogin(login: string) {
  const start = await suite.server.anonymous().get(`/api/system/oauth2/authorize?redirectUri=${encodeURIComponent(callback())}`);
  const back = await signInAtProvider(start.body.result.url, login, callback());
  return suite.server.anonymous().post('/api/system/oauth2/login', Object.fromEntries(back.searchParams));
}

it('answers nobody who is not signed in', async () => {
  const anonymous = suite.server.anonymous();
  const id = '00000000-0000-4000-8000-000000000000';
  expect([
    (await anonymous.get(`/api/system/thirdLogin/authorize?redirectUri=${encodeURIComponent(callback())}`)).status,
    (await anonymous.post('/api/system/thirdLogin/bind', { code: 'x', state: 'y' })).status,
    (await anonymous.get('/api/system/thirdLogin/bindings')).status,
    (await anonymous.delete(`/api/system/thirdLogin/bindings/${id}`)).status,
    (await anonymous.get(`/thirdLogin/getLoginUser/${id}`)).status,
  ]).toEqual([401, 401, 401, 401, 401]);
});

describe('a bound identity', () => {
  let bindingId: string;

  it('is refused a sign-in before it is bound', async () => {
    expect((await ssoLogin('sub-outsider')).body.message).toBe('No account of this enterprise matches the signed-in identity');
  });

  it('is bound by the user who started the binding, and signs in as their account', async () => {
    const bound = await user.post('/api/system/thirdLogin/bind', await bindingAnswer(user, 'sub-outsider'));
    expect(bound.status, bound.body.message).toBe(200);
    expect(bound.body.result).toMatchObject({ issuer: provider.issuer, subject: 'sub-outsider' });
    bindingId = bound.body.result.id;
    expect((await user.get('/api/system/thirdLogin/bindings')).body.result).toEqual([bound.body.result]);
    expect((await user.get(`/thirdLogin/getLoginUser/${bindingId}`)).body.result).toMatchObject({
      id: expect.any(String), username: 'user', issuer: provider.issuer, subject: 'sub-outsider',
    });

    const signedIn = await ssoLogin('sub-outsider');
    expect(signedIn.status, signedIn.body.message).toBe(200);
    expect(signedIn.body.result.userInfo.username).toBe('user');
  });

  it('is no other user\'s to finish, read, remove or bind again', async () => {
    const answer = await bindingAnswer(user, 'sub-outsider');
    expect((await suite.admin.post('/api/system/thirdLogin/bind', answer)).body.message).toBe(STATE_INVALID);
    expect((await suite.admin.get(`/thirdLogin/getLoginUser/${bindingId}`)).status).toBe(404);
    expect((await suite.admin.delete(`/api/system/thirdLogin/bindings/${bindingId}`)).status).toBe(404);
    expect((await suite.admin.get('/api/system/thirdLogin/bindings')).body.result).toEqual([]);
    const taken = await suite.admin.post('/api/system/thirdLogin/bind', await bindingAnswer(suite.admin, 'sub-outsider'));
    expect([taken.status, taken.body.message]).toEqual([400, 'This identity is already bound to another account']);
    expect((await user.get('/api/system/thirdLogin/bindings')).body.result).toHaveLength(1);
  });

  it('never signs in with a binding\'s state', async () => {
    const answer = await bindingAnswer(user, 'sub-outsider');
    const refused = await suite.server.anonymous().post('/api/system/oauth2/login', answer);
    expect([refused.status, refused.body.message]).toEqual([400, STATE_INVALID]);
  });

  it('is unbound by its user, and then signs in as nobody', async () => {
    expect((await user.delete(`/api/system/thirdLogin/bindings/${bindingId}`)).status).toBe(200);
    expect((await user.get('/api/system/thirdLogin/bindings')).body.result).toEqual([]);
    expect((await user.get(`/thirdLogin/getLoginUser/${bindingId}`)).status).toBe(404);
    expect((await ssoLogin('sub-outsider')).body.message).toBe('No account of this enterprise matches the signed-in identity');
  });
});

it('refuses bad input with a 400 and changes nothing', async () => {
  expect((await user.get(`/api/system/thirdLogin/authorize?redirectUri=${encodeURIComponent('javascript:alert(1)')}`)).status).toBe(400);
  expect((await user.delete('/api/system/thirdLogin/bindings/not-an-id')).status).toBe(400);
  expect((await user.get('/thirdLogin/getLoginUser/not-an-id')).status).toBe(400);
  expect((await user.post('/api/system/thirdLogin/bind', { code: 'x', state: 'not-a-state' })).body.message).toBe(STATE_INVALID);
  expect((await user.get('/api/system/thirdLogin/bindings')).body.result).toEqual([]);
});
