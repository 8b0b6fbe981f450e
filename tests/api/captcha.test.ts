// The image captcha, on by default: a code per check key, single use.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_CAPTCHA: 'true' } });
});
afterAll(() => server?.stop());

async function issuedCode(checkKey: string): Promise<string> {
  const [row] = await server.sql<{ code: string }>(`select code from sys_captcha where check_key = $1`, [checkKey]);
  return row!.code;
}

it('tells the login page that the captcha is on', async () => {
  expect((await server.anonymous().get('/api/system/loginConfig')).body.result.captchaEnabled).toBe(true);
});

it('requires the code, refuses a wrong one and accepts the issued one once', async () => {
  const anon = server.anonymous();
  const login = (extra: object) => anon.post('/api/system/login', { username: 'admin', password: server.adminPassword, ...extra });
  expect((await login({})).body.message).toBe('Please enter the verification code');

  const image = await anon.get<string>('/api/system/randomImage/key-00000001');
  expect(image.body.result).toMatch(/^data:image\/svg\+xml;base64,/);
  expect((await login({ checkKey: 'key-00000001', captcha: 'zzzz' })).body.message).toBe('Verification code error');

  await anon.get('/api/system/randomImage/key-00000002');
  const code = await issuedCode('key-00000002');
  const ok = await login({ checkKey: 'key-00000002', captcha: code.toUpperCase() });
  expect(ok.status).toBe(200);
  const reused = await login({ checkKey: 'key-00000002', captcha: code });
  expect(reused.body.message).toBe('Verification code error');
});

it('refuses a malformed check key', async () => {
  const res = await server.anonymous().get('/api/system/randomImage/..%2F..%2Fetc');
  expect(res.status).toBe(400);
});
