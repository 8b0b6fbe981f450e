// Failed-login locks count per (account, address) and per address, never per account alone: nobody can lock the real
// administrator out from an address of their own. Addresses vary through X-Forwarded-For behind a trusted proxy.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true', LOGIN_MAX_FAILURES: '5', LOGIN_MAX_FAILURES_PER_IP: '8' } });
});
afterAll(() => server?.stop());

const login = (password: string, from: string, username = 'admin') =>
  server.anonymous().call('POST', '/api/system/login', { username, password }, { 'x-forwarded-for': from });

it('locks the account only from the address that failed; a correct password from another address signs in', async () => {
  for (let i = 0; i < 5; i++) expect((await login('wrong', '203.0.113.7')).status).toBe(400);
  const locked = await login(server.adminPassword, '203.0.113.7');
  expect(locked.status).toBe(429);
  expect(locked.body.message).toBe('Too many failed logins, the account is locked, please try again later');

  const elsewhere = await login(server.adminPassword, '198.51.100.20');
  expect(elsewhere.status).toBe(200);
  expect(elsewhere.body.result.userInfo.username).toBe('admin');
});

it('locks an address that fails across many accounts, for every account', async () => {
  for (let i = 0; i < 8; i++) await login('wrong', '203.0.113.99', `probe${i}`);
  const res = await login(server.adminPassword, '203.0.113.99');
  expect(res.status).toBe(429);
  expect(res.body.message).toBe('Too many failed logins, please try again later');
  expect((await login(server.adminPassword, '198.51.100.21')).status).toBe(200);
});
