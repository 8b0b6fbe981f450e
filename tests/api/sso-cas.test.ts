// CAS single sign-on (issue #36 items 2, 5): Given an enterprise configured for a CAS server (a CAS 3.0 serviceValidate
// inside this process), When the console hands a ticket and its service to GET /api/system/cas/client/validateLogin,
// Then the person gets the platform's normal session, matched by the configured attribute or provisioned; an expired,
// spent or unknown ticket, a ticket for another service, and an unknown person without provisioning are refused with
// the CAS login address to go back to; a service that is not this console's is refused before the CAS server is asked.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrg } from '../support/identity.ts';
import { apiSuite, ApiClient } from '../support/server.ts';
import { startCasServer, type TestCasServer } from '../support/sso-providers.ts';
import { configureSso } from './sso-fixtures.ts';

const suite = apiSuite({ env: { SSO_ALLOWED_HOSTS: '127.0.0.1' } });
let cas: TestCasServer;
const service = () => `${suite.server.url}/sso/cas`;
const casUrl = () => `${cas.url}/cas`;

beforeAll(async () => {
  cas = await startCasServer();
  await configureSso(suite.admin, { ssoMode: 'cas', casServerUrl: casUrl(), matchClaim: 'user' });
});
afterAll(() => cas?.close());

const validate = (ticket: string, svc = service()) =>
  suite.server.anonymous().get(`/api/system/cas/client/validateLogin?ticket=${encodeURIComponent(ticket)}&service=${encodeURIComponent(svc)}`);
const backToCas = () => `${casUrl()}/login?service=${encodeURIComponent(service())}`;

it('tells the login page to use CAS, and where', async () => {
  expect((await suite.server.anonymous().get('/api/system/sso/options')).body.result).toEqual({
    ssoMode: 'cas', casServerUrl: casUrl(), providerName: new URL(cas.url).host,
  });
});

it('signs the ticket\'s user in with the platform\'s session; the ticket serves once; logout revokes the session', async () => {
  const ticket = cas.issue(service(), 'admin');
  const res = await validate(ticket);
  expect(res.status, res.body.message).toBe(200);
  expect(res.body.result.userInfo.username).toBe('admin');
  expect(res.body.result.logoutUrl).toBe(`${casUrl()}/logout?service=${encodeURIComponent(`${suite.server.url}/index/login`)}`);
  const session = new ApiClient(suite.server.url, res.body.result.token);
  expect((await session.get('/api/user/info')).body.result.username).toBe('admin');
  expect((await session.get('/api/system/sso/logoutUrl')).body.result.logoutUrl).toBe(res.body.result.logoutUrl);
  await session.post('/api/system/logout');
  expect((await session.get('/api/user/info')).status).toBe(401);

  const spent = await validate(ticket);
  expect(spent.body.message).toBe('The CAS ticket is invalid or has expired');
  expect(spent.body.result).toEqual({ loginUrl: backToCas() });
});

/** What a CAS server posts to a service when the person signs out there (CAS protocol, single logout). */
const logoutRequest = (ticket: string) => fetch(`${suite.server.url}/sso/callback`, {
  method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({
    logoutRequest: `<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" `
      + `ID="LR-1" Version="2.0" IssueInstant="2026-11-27T20:00:00Z"><saml:NameID>@NOT_USED@</saml:NameID>`
      + `<samlp:SessionIndex>${ticket}</samlp:SessionIndex></samlp:LogoutRequest>`,
  }).toString(),
});

it('ends the session a ticket began when the CAS server sends its single-logout request, and only that one', async () => {
  const ended = cas.issue(service(), 'admin');
  const kept = cas.issue(service(), 'admin');
  const endedSession = new ApiClient(suite.server.url, (await validate(ended)).body.result.token);
  const keptSession = new ApiClient(suite.server.url, (await validate(kept)).body.result.token);
  expect((await endedSession.get('/api/user/info')).status).toBe(200);

  expect((await logoutRequest('ST-unknown-ticket')).status).toBe(200);
  expect((await endedSession.get('/api/user/info')).status).toBe(200);
  expect((await logoutRequest(ended)).status).toBe(200);
  expect((await endedSession.get('/api/user/info')).status).toBe(401);
  expect((await keptSession.get('/api/user/info')).status).toBe(200);
});

it('refuses an expired ticket and a ticket issued to another service, answering the CAS login address', async () => {
  const expired = cas.issue(service(), 'admin');
  cas.expire(expired);
  const refused = await validate(expired);
  expect([refused.status, refused.body.message, refused.body.result]).toEqual([400, 'The CAS ticket is invalid or has expired', { loginUrl: backToCas() }]);
  const elsewhere = cas.issue(`${suite.server.url}/elsewhere`, 'admin');
  expect((await validate(elsewhere)).body.message).toBe('The CAS ticket is invalid or has expired');
});

it('refuses a service that is not this console\'s address', async () => {
  const foreign = cas.issue('https://other.example/app', 'admin');
  expect((await validate(foreign, 'https://other.example/app')).body.message).toBe('The service is not an address of this console');
});

it('refuses an unknown person while provisioning is off; provisions them with their attributes when on', async () => {
  expect((await validate(cas.issue(service(), 'casnewbie'))).body.message).toBe('No account of this enterprise matches the signed-in identity');
  const org = { id: await createOrg(suite.admin) };
  await configureSso(suite.admin, {
    ssoMode: 'cas', casServerUrl: casUrl(), matchClaim: 'user', provision: true, provisionOrgId: org.id, provisionRoleCode: 'general',
  });
  const res = await validate(cas.issue(service(), 'casnewbie', { name: 'Cas Newbie', email: 'casnewbie@example.com' }));
  expect(res.status, res.body.message).toBe(200);
  expect(res.body.result.userInfo).toMatchObject({ username: 'casnewbie', realname: 'Cas Newbie' });
  const [row] = await suite.server.sql<{ email: string }>(`select email from sys_user where username = 'casnewbie'`);
  expect(row!.email).toBe('casnewbie@example.com');
});

it('matches by another field: the mail attribute against the account\'s mailbox', async () => {
  await suite.server.sql(`update sys_user set email = 'user@example.com' where username = 'user'`);
  await configureSso(suite.admin, { ssoMode: 'cas', casServerUrl: casUrl(), matchClaim: 'mail', matchField: 'email' });
  const res = await validate(cas.issue(service(), 'someone', { mail: 'USER@example.com' }));
  expect(res.status, res.body.message).toBe(200);
  expect(res.body.result.userInfo.username).toBe('user');
  const noMail = await validate(cas.issue(service(), 'someone'));
  expect(noMail.body.message).toBe('The identity provider did not send the claim mail');
});
