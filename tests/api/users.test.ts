// User administration: the §5 rules and messages, freezing, the recycle bin, password resets and relations.
import { constants, publicEncrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { createOrg, createRole, createUser, STRONG_PASSWORD, unique, atVersion } from '../support/identity.ts';

const suite = apiSuite();

const noSecrets = (body: unknown) => expect(JSON.stringify(body)).not.toMatch(/argon2|password|Str0ng/i);

describe('adding a user', () => {
  it('creates the user, lists them without any password, and asks for a new password at first login', async () => {
    const { id, username } = await createUser(suite.admin, { email: `${unique('m')}@example.com`, phone: '13800000001', workNo: unique('W') }, { firstLogin: true });
    const list = await suite.admin.get(`/api/system/user/list?username=${username}`);
    expect(list.body.result).toMatchObject({ total: 1, current: 1, size: 10 });
    expect(list.body.result.records[0]).toMatchObject({ id, username, status: 1, delFlag: 0 });
    noSecrets(list.body);
    const one = await suite.admin.get(`/api/system/user/queryById?id=${id}`);
    expect(one.body.result).toMatchObject({ id, selectedRole: [], selectedJob: [], selectedDeparts: [] });
    noSecrets(one.body);

    const login = await suite.server.anonymous().post('/api/system/login', { username, password: STRONG_PASSWORD });
    expect(login.body.result).toMatchObject({ isFist: true, isChange: false });
    noSecrets(login.body);
  });

  it.each([
    [{ confirmPassword: 'Other#Pass1' }, 'The two passwords are inconsistent'],
    [{ password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'Insufficient password strength'],
    [{ password: 'Ab1!', confirmPassword: 'Ab1!' }, 'Insufficient password strength'],
    [{ phone: '12345' }, 'phone number is incorrect'],
    [{ phone: '1380000000a' }, 'phone number is incorrect'],
  ])('refuses %j with "%s"', async (override, message) => {
    const res = await suite.admin.post('/api/system/user/add', {
      username: unique('bad'), realname: 'Bad', password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, ...override,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a duplicate account (any case), mailbox, phone or work number, on add and on edit', async () => {
    const email = `${unique('dup')}@example.com`;
    const workNo = unique('W');
    const taken = await createUser(suite.admin, { email, phone: '13900000002', workNo });
    const cases: [Record<string, unknown>, string][] = [
      [{ username: taken.username.toUpperCase() }, 'Account already exists'],
      [{ email: email.toUpperCase() }, 'Mailbox already exists'],
      [{ phone: '13900000002' }, 'Phone number already exists'],
      [{ workNo }, 'Work number already exists'],
    ];
    for (const [override, message] of cases) {
      const res = await suite.admin.post('/api/system/user/add', {
        username: unique('x'), realname: 'X', password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, ...override,
      });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const other = await createUser(suite.admin);
    for (const [override, message] of cases.slice(1)) {
      const res = await suite.admin.put('/api/system/user/edit', await atVersion(suite.server, '/api/system/user/edit', { id: other.id, ...override }));
      expect(res.body.message).toBe(message);
    }
    // The user's own values are not duplicates of themselves.
    expect((await suite.admin.put('/api/system/user/edit', await atVersion(suite.server, '/api/system/user/edit', { id: taken.id, email, workNo }))).status).toBe(200);
  });

  it('checks an account, mailbox, phone or work number before saving (checkOnlyUser)', async () => {
    const taken = await createUser(suite.admin, { phone: '13700000003' });
    expect((await suite.admin.get(`/api/system/user/checkOnlyUser?username=${unique('free')}`)).body).toMatchObject({ success: true, result: true });
    expect((await suite.admin.get(`/api/system/user/checkOnlyUser?username=${taken.username}`)).body.message).toBe('Account already exists');
    expect((await suite.admin.get(`/api/system/user/checkOnlyUser?username=${taken.username}&id=${taken.id}`)).status).toBe(200);
    expect((await suite.admin.get('/api/system/user/checkOnlyUser?phone=13700000003')).body.message).toBe('Phone number already exists');
  });

  it('takes passwords encrypted with the transport key (addJM) and refuses what it cannot decrypt', async () => {
    const key = (await suite.admin.get('/api/system/user/transportKey')).body.result;
    expect(key).toMatchObject({ algorithm: 'RSA-OAEP', hash: 'SHA-256' });
    const encrypt = (text: string) =>
      publicEncrypt({ key: key.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(text)).toString('base64');
    const username = unique('jm');
    const res = await suite.admin.post('/api/system/user/addJM', {
      username, realname: 'JM', password: encrypt(STRONG_PASSWORD), confirmPassword: encrypt(STRONG_PASSWORD),
    });
    expect(res.status).toBe(200);
    await expect(suite.server.login(username, STRONG_PASSWORD)).resolves.toBeTruthy();
    const weak = await suite.admin.post('/api/system/user/addJM', { username: unique('jm'), realname: 'JM', password: encrypt('weak'), confirmPassword: encrypt('weak') });
    expect(weak.body.message).toBe('Insufficient password strength');
    const garbage = await suite.admin.post('/api/system/user/addJM', { username: unique('jm'), realname: 'JM', password: 'bm9wZQ==', confirmPassword: 'bm9wZQ==' });
    expect(garbage.status).toBe(400);
    noSecrets(garbage.body);
  });
});

describe('editing a user', () => {
  it('saves fields, roles, jobs and departments, and refuses a stale version', async () => {
    const roleId = await createRole(suite.admin, ['system-user']);
    const job = await suite.admin.post('/api/org/sysJob/add', { jobCode: unique('J'), jobName: 'Engineer' });
    const dept1 = await createOrg(suite.admin, { orgName: 'Sales' });
    const dept2 = await createOrg(suite.admin, { orgName: 'Support' });
    const user = await createUser(suite.admin);
    const before = (await suite.admin.get(`/api/system/user/queryById?id=${user.id}`)).body.result;
    const res = await suite.admin.put('/api/system/user/edit', {
      id: user.id, version: before.version, realname: 'Renamed', sex: 1, birthday: '1990-02-03',
      selectedRole: roleId, selectedJob: [job.body.result.id], selectedDeparts: `${dept1},${dept2}`, mainDepartId: dept2,
    });
    expect(res.status, res.body.message).toBe(200);
    const after = (await suite.admin.get(`/api/system/user/queryById?id=${user.id}`)).body.result;
    expect(after).toMatchObject({
      realname: 'Renamed', sex: 1, birthday: '1990-02-03', selectedRole: [roleId], selectedJob: [job.body.result.id],
      mainDepartId: dept2, majarDepName: 'Support', version: before.version + 1,
    });
    expect(after.selectedDeparts.sort()).toEqual([dept1, dept2].sort());
    const stale = await suite.admin.put('/api/system/user/edit', { id: user.id, version: before.version, realname: 'Lost' });
    expect(stale.status).toBe(409);
  });

  it('finds no user to edit for an unknown id', async () => {
    const res = await suite.admin.put('/api/system/user/edit', await atVersion(suite.server, '/api/system/user/edit', { id: '00000000-0000-4000-8000-000000000000', realname: 'x' }));
    expect(res.status).toBe(404);
  });
});

describe('freezing', () => {
  it('stops a frozen user at login and their live token at once; unfreezing lets them sign in again', async () => {
    const user = await createUser(suite.admin);
    const client = await suite.server.login(user.username, STRONG_PASSWORD);
    expect((await client.get('/api/user/info')).status).toBe(200);

    expect((await suite.admin.put('/api/system/user/frozenBatch', { ids: user.id, status: 2 })).status).toBe(200);
    expect((await client.get('/api/user/info')).status).toBe(401);
    const login = await suite.server.anonymous().post('/api/system/login', { username: user.username, password: STRONG_PASSWORD });
    expect(login.body.message).toBe('The account is frozen');
    expect((await suite.admin.get(`/api/system/user/list?username=${user.username}`)).body.result.records[0].status).toBe(2);

    expect((await suite.admin.put('/api/system/user/frozenBatch', { ids: [user.id], status: 1 })).status).toBe(200);
    expect((await client.get('/api/user/info')).status).toBe(401);
    await expect(suite.server.login(user.username, STRONG_PASSWORD)).resolves.toBeTruthy();
  });
});

describe('the administrator cannot lock themselves out', () => {
  it('refuses to freeze or delete the caller\'s own account', async () => {
    const me = (await suite.admin.get('/api/user/info')).body.result.id;
    const other = await createUser(suite.admin);
    const freeze = await suite.admin.put('/api/system/user/frozenBatch', { ids: [other.id, me], status: 2 });
    expect(freeze.body.message).toBe('You cannot freeze your own account');
    expect((await suite.admin.get(`/api/system/user/queryById?id=${other.id}`)).body.result.status).toBe(1);
    expect((await suite.admin.delete(`/api/system/user/delete?id=${me}`)).body.message).toBe('You cannot delete your own account');
    expect((await suite.admin.delete(`/api/system/user/deleteBatch?ids=${other.id},${me}`)).body.message).toBe('You cannot delete your own account');
    expect((await suite.admin.get('/api/user/info')).status).toBe(200);
  });

  it('refuses to take the caller\'s own console role away through their user record', async () => {
    const me = (await suite.admin.get('/api/user/info')).body.result.id;
    const roles = (await suite.admin.get('/api/system/role/queryall')).body.result as { id: string; roleCode: string }[];
    const general = roles.find((r) => r.roleCode === 'general')!.id;
    const res = await suite.admin.put('/api/system/user/edit', await atVersion(suite.server, '/api/system/user/edit', { id: me, selectedRole: [general] }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('You cannot remove your own console role');
    expect((await suite.admin.get('/api/user/info')).body.result.backRoleFlg).toBe('1');
  });
});

describe('the recycle bin', () => {
  it('moves a deleted user there, ends their session, and restores them', async () => {
    const user = await createUser(suite.admin);
    const client = await suite.server.login(user.username, STRONG_PASSWORD);
    expect((await suite.admin.delete(`/api/system/user/delete?id=${user.id}`)).status).toBe(200);
    expect((await client.get('/api/user/info')).status).toBe(401);
    expect((await suite.admin.get(`/api/system/user/list?username=${user.username}`)).body.result.total).toBe(0);
    const bin = await suite.admin.get(`/api/system/user/recycleBin?username=${user.username}`);
    expect(bin.body.result.records.map((r: { id: string }) => r.id)).toEqual([user.id]);
    // The account name stays taken while the user is in the bin.
    const again = await suite.admin.post('/api/system/user/add', { username: user.username, realname: 'x', password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD });
    expect(again.body.message).toBe('Account already exists');

    expect((await suite.admin.put('/api/system/user/putRecycleBin', { userIds: user.id })).status).toBe(200);
    expect((await suite.admin.get(`/api/system/user/list?username=${user.username}`)).body.result.total).toBe(1);
    await expect(suite.server.login(user.username, STRONG_PASSWORD)).resolves.toBeTruthy();
  });

  it('deletes for good only what is in the bin', async () => {
    const user = await createUser(suite.admin);
    expect((await suite.admin.delete(`/api/system/user/deleteRecycleBin?userIds=${user.id}`)).status).toBe(404);
    await suite.admin.delete(`/api/system/user/deleteBatch?ids=${user.id}`);
    expect((await suite.admin.delete(`/api/system/user/deleteRecycleBin?userIds=${user.id}`)).status).toBe(200);
    expect((await suite.admin.get(`/api/system/user/recycleBin?username=${user.username}`)).body.result.total).toBe(0);
    const login = await suite.server.anonymous().post('/api/system/login', { username: user.username, password: STRONG_PASSWORD });
    expect(login.status).toBe(400);
    // The name is free again.
    await createUser(suite.admin, { username: user.username });
  });
});

describe('an administrator setting a password', () => {
  it('makes the user change it at next login (isChange) and signs them out', async () => {
    const user = await createUser(suite.admin);
    const client = await suite.server.login(user.username, STRONG_PASSWORD);
    const mismatch = await suite.admin.put('/api/system/user/resetPassword', { id: user.id, password: 'N3w#Password', confirmpassword: 'N3w#Passw0rd' });
    expect(mismatch.body.message).toBe('The two passwords are inconsistent');
    const weak = await suite.admin.put('/api/system/user/resetPassword', { id: user.id, password: 'newpassword', confirmpassword: 'newpassword' });
    expect(weak.body.message).toBe('Insufficient password strength');
    const res = await suite.admin.put('/api/system/user/resetPassword', { id: user.id, password: 'N3w#Passw0rd', confirmpassword: 'N3w#Passw0rd' });
    expect(res.status).toBe(200);
    expect((await client.get('/api/user/info')).status).toBe(401);
    const login = await suite.server.anonymous().post('/api/system/login', { username: user.username, password: 'N3w#Passw0rd' });
    expect(login.body.result.isChange).toBe(true);
  });
});

describe('a new password through edit', () => {
  it('is a password reset: it needs that right too', async () => {
    const target = await createUser(suite.admin);
    const editor = await createUser(suite.admin, { selectedRole: [await createRole(suite.admin, ['system-user', 'system:user:list', 'system:user:edit'])] });
    const client = await suite.server.login(editor.username, STRONG_PASSWORD);
    const refused = await client.put('/api/system/user/edit', await atVersion(suite.server, '/api/system/user/edit', { id: target.id, password: 'N3w#Passw0rd', confirmPassword: 'N3w#Passw0rd' }));
    expect(refused.status).toBe(403);
    const res = await suite.admin.put('/api/system/user/edit', await atVersion(suite.server, '/api/system/user/edit', { id: target.id, password: 'N3w#Passw0rd', confirmPassword: 'N3w#Passw0rd' }));
    expect(res.status).toBe(200);
    const login = await suite.server.anonymous().post('/api/system/login', { username: target.username, password: 'N3w#Passw0rd' });
    expect(login.body.result.isChange).toBe(true);
  });
});

describe('role assignment', () => {
  it('lets a user manager hand out only roles they hold, unless they may authorize roles', async () => {
    const managerRole = await createRole(suite.admin, ['system-user', 'system:user:list', 'system:user:add', 'system:user:edit']);
    const manager = await createUser(suite.admin, { selectedRole: [managerRole] });
    const client = await suite.server.login(manager.username, STRONG_PASSWORD);
    const roles = (await suite.admin.get('/api/system/role/queryall')).body.result as { id: string; roleCode: string }[];
    const adminRole = roles.find((r) => r.roleCode === 'admin')!.id;

    const target = await createUser(suite.admin);
    const escalate = await client.put('/api/system/user/edit', await atVersion(suite.server, '/api/system/user/edit', { id: target.id, selectedRole: [adminRole] }));
    expect(escalate.status).toBe(403);
    const self = await client.put('/api/system/user/edit', await atVersion(suite.server, '/api/system/user/edit', { id: manager.id, selectedRole: [managerRole, adminRole] }));
    expect(self.status).toBe(403);
    const own = await client.put('/api/system/user/edit', await atVersion(suite.server, '/api/system/user/edit', { id: target.id, selectedRole: [managerRole] }));
    expect(own.status).toBe(200);

    const authorizer = await createUser(suite.admin, {
      selectedRole: [await createRole(suite.admin, ['system-user', 'system:user:list', 'system:user:add', 'system:user:edit', 'system:role:authorize'])],
    });
    const granted = await (await suite.server.login(authorizer.username, STRONG_PASSWORD)).put('/api/system/user/edit', await atVersion(suite.server, '/api/system/user/edit', { id: target.id, selectedRole: [adminRole] }));
    expect(granted.status).toBe(200);
  });
});

describe('relations', () => {
  it('answers queryUserRole, queryUserRelation and queryUserByDepId', async () => {
    const roleId = await createRole(suite.admin, ['system-user'], { back: '0' });
    const dept = await createOrg(suite.admin, { orgName: 'Finance' });
    const user = await createUser(suite.admin, { selectedRole: [roleId], selectedDeparts: [dept] });
    expect((await suite.admin.get(`/api/system/user/queryUserRole?userid=${user.id}`)).body.result).toEqual([roleId]);
    const relation = (await suite.admin.get(`/api/system/user/queryUserRelation?userId=${user.id}`)).body.result;
    expect(relation.departs).toMatchObject([{ id: dept, orgName: 'Finance', isMain: true }]);
    expect(relation.roles.map((r: { id: string }) => r.id)).toEqual([roleId]);
    const members = (await suite.admin.get(`/api/system/user/queryUserByDepId?id=${dept}`)).body.result;
    expect(members.map((m: { id: string }) => m.id)).toEqual([user.id]);
    noSecrets(members);
  });

  it('reports an unknown user\'s relations as "relation tree query failed"', async () => {
    const res = await suite.admin.get('/api/system/user/queryUserRelation?userId=00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('relation tree query failed');
  });
});

describe('departments at login', () => {
  it('offers the departments to choose from and keeps the choice as orgName', async () => {
    const a = await createOrg(suite.admin, { orgName: 'Plant A' });
    const b = await createOrg(suite.admin, { orgName: 'Plant B' });
    const user = await createUser(suite.admin, { selectedDeparts: [a, b], mainDepartId: a });
    const login = await suite.server.anonymous().post('/api/system/login', { username: user.username, password: STRONG_PASSWORD });
    expect(login.body.result.multiDepart).toBe(true);
    expect(login.body.result.departs.map((d: { orgName: string }) => d.orgName)).toEqual(['Plant A', 'Plant B']);
    expect(login.body.result.userInfo.orgName).toBe('Plant A');
    const client = await suite.server.login(user.username, STRONG_PASSWORD);
    const chosen = await client.put('/api/system/selectDepart', { orgId: b });
    expect(chosen.body.result.userInfo.orgName).toBe('Plant B');
    expect((await client.get('/api/user/info')).body.result.orgName).toBe('Plant B');
    const foreign = await client.put('/api/system/selectDepart', { orgId: await createOrg(suite.admin) });
    expect(foreign.body.message).toBe('The user is not a member of this department');
  });

  it('makes a single department the current one', async () => {
    const only = await createOrg(suite.admin, { orgName: 'Solo' });
    const user = await createUser(suite.admin, { selectedDeparts: [only] });
    const login = await suite.server.anonymous().post('/api/system/login', { username: user.username, password: STRONG_PASSWORD });
    expect(login.body.result).toMatchObject({ multiDepart: false, departs: [{ id: only, orgName: 'Solo' }] });
    expect(login.body.result.userInfo.orgName).toBe('Solo');
  });
});
