// Sign-in, tokens and the §8 statuses, against the real server on a fresh PostgreSQL database.
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_IP: '8' } });
});
afterAll(() => server?.stop());

const sql = (text: string, values: unknown[] = []) => server.sql(text, values);

describe('login', () => {
  it('signs the admin in and returns token, user info and the first-login flags', async () => {
    const res = await server.anonymous().post('/api/system/login', { username: 'admin', password: server.adminPassword });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, code: '200' });
    expect(typeof res.body.timestamp).toBe('number');
    const { token, userInfo, isFist, isChange } = res.body.result;
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(userInfo).toMatchObject({ username: 'admin', backRoleFlg: '1' });
    expect(isFist).toBe(false);
    expect(isChange).toBe(false);
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password_hash|passwordHash/);
  });

  it('marks the general account as a non-console user', async () => {
    const res = await server.anonymous().post('/api/system/login', { username: 'user', password: server.userPassword });
    expect(res.body.result.userInfo.backRoleFlg).toBe('0');
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const wrong = await server.anonymous().post('/api/system/login', { username: 'user', password: 'nope' });
    const unknown = await server.anonymous().post('/api/system/login', { username: 'ghost', password: 'nope' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: '400', message: 'Incorrect username or password' });
    }
  });

  it('locks an account, existing or not, after repeated failures', async () => {
    await sql(`delete from sys_login_failure`);
    for (const username of ['admin', 'nobody']) {
      for (let i = 0; i < 3; i++) await server.anonymous().post('/api/system/login', { username, password: 'bad' });
      const res = await server.anonymous().post('/api/system/login', { username, password: server.adminPassword });
      expect(res.status).toBe(429);
      expect(res.body.message).toBe('Too many failed logins, the account is locked, please try again later');
    }
    await sql(`delete from sys_login_failure`);
    const after = await server.anonymous().post('/api/system/login', { username: 'admin', password: server.adminPassword });
    expect(after.status).toBe(200);
  });

  it('refuses every login from an address after repeated failures across accounts', async () => {
    await sql(`delete from sys_login_failure`);
    for (let i = 0; i < 8; i++) await server.anonymous().post('/api/system/login', { username: `probe${i}`, password: 'bad' });
    const res = await server.anonymous().post('/api/system/login', { username: 'admin', password: server.adminPassword });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Too many failed logins, please try again later');
    await sql(`delete from sys_login_failure`);
  });

  it('rejects a malformed body with 400 and no internals', async () => {
    const res = await server.anonymous().post('/api/system/login', { username: 'admin' });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).not.toMatch(/at .*\.ts|stack/);
  });
});

describe('tokens', () => {
  it('accepts the token only in the X-Access-Token header', async () => {
    const admin = await server.login('admin');
    expect((await admin.get('/api/user/info')).status).toBe(200);
    const inQuery = await server.anonymous().get(`/api/user/info?token=${admin.token}&X-Access-Token=${admin.token}`);
    expect(inQuery.status).toBe(401);
    const bearer = await server.anonymous().call('GET', '/api/user/info', undefined, { authorization: `Bearer ${admin.token}` });
    expect(bearer.status).toBe(401);
  });

  it('answers 401 with the spec text without a token, with a forged token and with a tampered one', async () => {
    const admin = await server.login('admin');
    const claims = JSON.parse(Buffer.from(admin.token!.split('.')[1]!, 'base64url').toString());
    const forged = createSigner({ key: 'not-the-installation-secret' })({ ...claims, exp: undefined, iat: undefined });
    const [h, , s] = admin.token!.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, username: 'root' })).toString('base64url')}.${s}`;
    for (const client of [server.anonymous(), new ApiClient(server.url, forged), new ApiClient(server.url, tampered), new ApiClient(server.url, 'garbage')]) {
      const res = await client.get('/api/system/permission/getUserPermissionByToken');
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, code: '401', message: 'Unauthorized, please log in again' });
    }
  });

  it('revokes the token on logout; logout itself needs a valid token', async () => {
    expect((await server.anonymous().post('/api/system/logout')).status).toBe(401);
    const admin = await server.login('admin');
    expect((await admin.post('/api/system/logout')).status).toBe(200);
    expect((await admin.get('/api/user/info')).status).toBe(401);
    expect((await admin.post('/api/system/logout')).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const admin = await server.login('admin');
    const jti = JSON.parse(Buffer.from(admin.token!.split('.')[1]!, 'base64url').toString()).jti;
    await sql(`update sys_token set expires_at = now() - interval '1 second' where jti = $1`, [jti]);
    expect((await admin.get('/api/user/info')).status).toBe(401);
  });

  it('stops the tokens of a frozen user at once', async () => {
    const user = await server.login('user');
    await sql(`update sys_user set status = 2 where username = 'user'`);
    try {
      expect((await user.get('/api/user/info')).status).toBe(401);
      const again = await server.anonymous().post('/api/system/login', { username: 'user', password: server.userPassword });
      expect(again.body.message).toBe('The account is frozen');
    } finally {
      await sql(`update sys_user set status = 1 where username = 'user'`);
    }
  });

  it('issues tokens valid for 7 days', async () => {
    const admin = await server.login('admin');
    const claims = JSON.parse(Buffer.from(admin.token!.split('.')[1]!, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
  });
});

describe('wire contract', () => {
  it('answers an unknown API path with 404 and the spec text, in Chinese with lang=zh_CN', async () => {
    const admin = await server.login('admin');
    const en = await admin.get('/api/system/nothing-here?_t=123');
    expect(en.status).toBe(404);
    expect(en.body).toMatchObject({ success: false, code: '404', message: 'Sorry, resource not found' });
    const zh = await admin.get('/api/system/nothing-here?lang=zh_CN');
    expect(zh.body.message).toBe('很抱歉，资源未找到');
  });

  it('answers 403 access denied when the caller lacks the route permission', async () => {
    const user = await server.login('user');
    const res = await user.get('/api/system/sysconfig/list?_t=1&lang=en_US');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, code: '403', message: 'access denied' });
    const admin = await server.login('admin');
    expect((await admin.get('/api/system/sysconfig/list?_t=1&lang=en_US')).status).toBe(200);
  });

  it('translates 401 with lang=zh_CN', async () => {
    const res = await server.anonymous().get('/api/user/info?lang=zh_CN&_t=5');
    expect(res.body.message).toBe('未授权，请重新登录');
  });

  it('publishes an OpenAPI document and its browsable UI', async () => {
    const doc = await server.anonymous().get<never>('/api/docs');
    const spec = doc.body as unknown as { openapi: string; paths: Record<string, unknown> };
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/system/login', '/api/system/permission/getUserPermissionByToken']));
    const ui = await fetch(`${server.url}/api/docs/ui/`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toMatch(/swagger/i);
  });
});
