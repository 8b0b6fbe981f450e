// The first-login change of password is enforced by the server (issue #42): a user the administrator created (isFist)
// may, until the password is changed, only change it, sign out, read who they are and choose their department; every
// other call is refused with 403 and the message to change the password first. The same token then works.
import { describe, expect, it } from 'vitest';
import { apiSuite, ApiClient } from '../support/server.ts';
import { createOrg, createUser, STRONG_PASSWORD } from '../support/identity.ts';

const suite = apiSuite();
const CHANGE_FIRST = 'Please change your password first';
const NEW_PASSWORD = 'N3w#Passw0rd';

/** A user created by the administrator with the general role (front menus, My tasks), signed in for the first time. */
async function firstLogin(body: Record<string, unknown> = {}) {
  const [general] = await suite.server.sql<{ id: string }>(`select id from sys_role where role_code = 'general'`);
  const user = await createUser(suite.admin, { selectedRole: [general!.id], ...body }, { firstLogin: true });
  const login = await suite.server.anonymous().post('/api/system/login', { username: user.username, password: STRONG_PASSWORD });
  expect(login.status, login.body.message).toBe(200);
  return { ...user, login: login.body.result, client: new ApiClient(suite.server.url, login.body.result.token) };
}

/** Calls a front user makes once at work: the menus, My tasks, a list page, the portal, their processes. */
const WORK: [method: string, path: string, body?: unknown][] = [
  ['GET', '/api/system/permission/getUserPermissionByToken'],
  ['GET', '/api/bpm/task/todo'],
  ['GET', '/api/bpm/process/mine'],
  ['POST', '/api/eform/engine/view/customer_list/list', {}],
  ['GET', '/api/eform/engine/portal'],
];

describe('a user created by the administrator, before the first change of password', () => {
  it('is told to change it first (isFist) and refused everything else with 403 and that message', async () => {
    const { login, client } = await firstLogin();
    expect(login).toMatchObject({ isFist: true, isChange: false });
    for (const [method, path, body] of WORK) {
      const res = await client.call(method, path, body);
      expect({ path, status: res.status, message: res.body.message }).toEqual({ path, status: 403, message: CHANGE_FIRST });
    }
  });

  it('may read who they are, choose their department and sign out', async () => {
    const [a, b] = [await createOrg(suite.admin), await createOrg(suite.admin)];
    const { username, client } = await firstLogin({ selectedDeparts: [a, b].join(',') });
    const info = await client.get('/api/user/info');
    expect(info.status, info.body.message).toBe(200);
    expect(info.body.result.username).toBe(username);
    const chosen = await client.put('/api/system/selectDepart', { orgId: b });
    expect(chosen.status, chosen.body.message).toBe(200);
    expect((await client.post('/api/system/logout')).status).toBe(200);
    expect((await client.get('/api/user/info')).status).toBe(401);
  });

  it('works normally with the same token once the password is changed, and signs in again without the flag', async () => {
    const { username, client } = await firstLogin();
    const weak = await client.put('/api/system/user/changePassword', { oldpassword: STRONG_PASSWORD, password: 'weakpass', confirmpassword: 'weakpass' });
    expect(weak.status).toBe(400);
    const wrongOld = await client.put('/api/system/user/changePassword', { oldpassword: 'Wr0ng#Pass', password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD });
    expect(wrongOld.status).toBe(400);
    expect((await client.get('/api/bpm/task/todo')).status).toBe(403);

    const changed = await client.put('/api/system/user/changePassword', { oldpassword: STRONG_PASSWORD, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD });
    expect(changed.status, changed.body.message).toBe(200);
    for (const [method, path, body] of WORK.filter(([, path]) => !path.includes('customer_list'))) {
      const res = await client.call(method, path, body);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
    }
    const again = await suite.server.anonymous().post('/api/system/login', { username, password: NEW_PASSWORD });
    expect(again.body.result).toMatchObject({ isFist: false, isChange: false });
    expect((await new ApiClient(suite.server.url, again.body.result.token).get('/api/bpm/task/todo')).status).toBe(200);
  });

  it('is held the same way after an administrator resets the password (isChange), until it is changed', async () => {
    const { id, username, client } = await firstLogin();
    expect((await client.put('/api/system/user/changePassword', { oldpassword: STRONG_PASSWORD, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD })).status).toBe(200);
    const reset = await suite.admin.put('/api/system/user/resetPassword', { id, password: STRONG_PASSWORD, confirmpassword: STRONG_PASSWORD });
    expect(reset.status, reset.body.message).toBe(200);
    const login = await suite.server.anonymous().post('/api/system/login', { username, password: STRONG_PASSWORD });
    expect(login.body.result).toMatchObject({ isFist: false, isChange: true });
    const after = new ApiClient(suite.server.url, login.body.result.token);
    const todo = await after.get('/api/bpm/task/todo');
    expect({ status: todo.status, message: todo.body.message }).toEqual({ status: 403, message: CHANGE_FIRST });
    expect((await after.put('/api/system/user/changePassword', { oldpassword: STRONG_PASSWORD, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD })).status).toBe(200);
    expect((await after.get('/api/bpm/task/todo')).status).toBe(200);
  });
});

describe('the seeded accounts', () => {
  it('are not held: the administrator and the demo user work from their first sign-in', async () => {
    for (const [username, password] of [['admin', suite.server.adminPassword], ['user', suite.server.userPassword]] as const) {
      const login = await suite.server.anonymous().post('/api/system/login', { username, password });
      expect(login.body.result).toMatchObject({ isFist: false, isChange: false });
      expect((await new ApiClient(suite.server.url, login.body.result.token).get('/api/bpm/task/todo')).status).toBe(200);
    }
  });
});
