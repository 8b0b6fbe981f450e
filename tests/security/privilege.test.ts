// Privilege boundaries of user administration and of sessions (issue: a delegated user manager must never take over
// the administrator; a session that must change its password can do nothing else; changing a password ends the
// other sessions).
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiSuite } from '../support/server.ts';
import { createRole, createUser, STRONG_PASSWORD, atVersion } from '../support/identity.ts';

const suite = apiSuite();

let adminId: string;
let adminRole: string;
beforeAll(async () => {
  adminId = (await suite.admin.get('/api/user/info')).body.result.id;
  const roles = (await suite.admin.get('/api/system/role/queryall')).body.result as { id: string; roleCode: string }[];
  adminRole = roles.find((r) => r.roleCode === 'admin')!.id;
});

const MANAGER_ITEMS = ['system-user', 'system:user:list', 'system:user:add', 'system:user:edit', 'system:user:password', 'system:user:frozen', 'system:user:delete'];

async function userManager(): Promise<{ client: ApiClient; roleId: string; id: string }> {
  const roleId = await createRole(suite.admin, MANAGER_ITEMS);
  const manager = await createUser(suite.admin, { selectedRole: [roleId] });
  return { client: await suite.server.login(manager.username, STRONG_PASSWORD), roleId, id: manager.id };
}

describe('a delegated user manager', () => {
  it('cannot reset, freeze, delete or edit the administrator, nor strip their roles', async () => {
    const { client } = await userManager();
    const attempts = [
      client.put('/api/system/user/resetPassword', { id: adminId, password: STRONG_PASSWORD, confirmpassword: STRONG_PASSWORD }),
      client.put('/api/system/user/frozenBatch', { ids: adminId, status: 2 }),
      client.delete(`/api/system/user/delete?id=${adminId}`),
      client.delete(`/api/system/user/deleteBatch?ids=${adminId}`),
      client.put('/api/system/user/edit', await atVersion(suite.server, '/api/system/user/edit', { id: adminId, selectedRole: '' })),
      client.put('/api/system/user/edit', await atVersion(suite.server, '/api/system/user/edit', { id: adminId, realname: 'Owned' })),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('access denied');
    }
    // Nothing changed: the administrator still signs in with the same password and keeps the suite.admin role.
    const again = await suite.server.anonymous().post('/api/system/login', { username: 'admin', password: suite.server.adminPassword });
    expect(again.body.result.userInfo).toMatchObject({ username: 'admin', backRoleFlg: '1' });
    expect((await suite.admin.get(`/api/system/user/queryUserRole?userid=${adminId}`)).body.result).toContain(adminRole);
  });

  it('still manages users who hold nothing they lack', async () => {
    const { client, roleId } = await userManager();
    const peer = await createUser(suite.admin, { selectedRole: [roleId] });
    const plain = await createUser(suite.admin);
    expect((await client.put('/api/system/user/edit', await atVersion(suite.server, '/api/system/user/edit', { id: plain.id, realname: 'Renamed', selectedRole: [roleId] }))).status).toBe(200);
    expect((await client.put('/api/system/user/resetPassword', { id: peer.id, password: STRONG_PASSWORD, confirmpassword: STRONG_PASSWORD })).status).toBe(200);
    expect((await client.put('/api/system/user/frozenBatch', { ids: peer.id, status: 2 })).status).toBe(200);
  });

  it('checks the role list of an edit as a diff: removing a role they do not hold is refused too', async () => {
    const { client, roleId } = await userManager();
    const otherRole = await createRole(suite.admin, ['system-user']);
    const target = await createUser(suite.admin, { selectedRole: [otherRole] });
    // The target holds nothing the manager lacks, but the manager does not hold otherRole: neither add nor remove it.
    expect((await client.put('/api/system/user/edit', await atVersion(suite.server, '/api/system/user/edit', { id: target.id, selectedRole: [] }))).status).toBe(403);
    expect((await client.put('/api/system/user/edit', await atVersion(suite.server, '/api/system/user/edit', { id: target.id, selectedRole: [otherRole, roleId] }))).status).toBe(200);
    expect((await client.put('/api/system/user/edit', await atVersion(suite.server, '/api/system/user/edit', { id: target.id, selectedRole: [otherRole] }))).status).toBe(200);
    expect((await suite.admin.get(`/api/system/user/queryUserRole?userid=${target.id}`)).body.result).toEqual([otherRole]);
  });
});

describe('a session whose password was reset by an administrator', () => {
  it('may only change the password, sign out and read who it is until the password is changed', async () => {
    const role = await createRole(suite.admin, ['system-user', 'system:user:list']);
    const user = await createUser(suite.admin, { selectedRole: [role] });
    expect((await suite.admin.put('/api/system/user/resetPassword', { id: user.id, password: STRONG_PASSWORD, confirmpassword: STRONG_PASSWORD })).status).toBe(200);
    const login = await suite.server.anonymous().post('/api/system/login', { username: user.username, password: STRONG_PASSWORD });
    expect(login.body.result.isChange).toBe(true);
    const session = new (suite.admin.constructor as typeof ApiClient)(suite.server.url, login.body.result.token);

    const refused = await session.get('/api/system/user/list');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Please change your password first');
    expect((await session.get('/api/system/permission/getUserPermissionByToken')).status).toBe(403);
    expect((await session.get('/api/user/info')).status).toBe(200);

    const changed = await session.put('/api/system/user/changePassword', { oldpassword: STRONG_PASSWORD, password: 'N3w#Passw0rd', confirmpassword: 'N3w#Passw0rd' });
    expect(changed.status).toBe(200);
    expect((await session.get('/api/system/user/list')).status).toBe(200);
  });
});

describe('changing one\'s own password', () => {
  it('ends the user\'s other sessions and keeps the current one', async () => {
    const user = await createUser(suite.admin);
    const here = await suite.server.login(user.username, STRONG_PASSWORD);
    const elsewhere = await suite.server.login(user.username, STRONG_PASSWORD);
    expect((await elsewhere.get('/api/user/info')).status).toBe(200);
    const res = await here.put('/api/system/user/changePassword', { oldpassword: STRONG_PASSWORD, password: 'An0ther#Pass', confirmpassword: 'An0ther#Pass' });
    expect(res.status).toBe(200);
    expect((await here.get('/api/user/info')).status).toBe(200);
    expect((await elsewhere.get('/api/user/info')).status).toBe(401);
  });
});
