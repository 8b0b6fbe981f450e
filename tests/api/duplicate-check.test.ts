// The duplicate check of form fields: registered tables and fields only, asked only by those who may edit them, at a
// bounded rate, values bound, refusals without database text.
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiSuite } from '../support/server.ts';
import { createRole, createUser, STRONG_PASSWORD } from '../support/identity.ts';

const suite = apiSuite();

let plain: ApiClient;
beforeAll(async () => {
  plain = await suite.server.login('user');
});

const check = (client: ApiClient, q: Record<string, string>) => client.get(`/api/system/duplicate/check?${new URLSearchParams(q)}`);

describe('duplicate check', () => {
  it('says whether a value is free in a registered field, leaving out the record edited', async () => {
    const taken = await createUser(suite.admin, { email: 'taken@example.com' });
    expect((await check(suite.admin, { tableName: 'sys_user', fieldName: 'username', fieldVal: 'nobody-yet' })).body)
      .toMatchObject({ success: true, result: true, message: 'The value is available' });
    const dup = await check(suite.admin, { tableName: 'sys_user', fieldName: 'username', fieldVal: taken.username.toUpperCase() });
    expect(dup.status).toBe(400);
    expect(dup.body.message).toBe('The value is unavailable and already exists in the system');
    expect((await check(suite.admin, { tableName: 'sys_user', fieldName: 'email', fieldVal: 'taken@example.com', dataId: taken.id })).status).toBe(200);
    expect((await check(suite.admin, { tableName: 'sys_role', fieldName: 'role_code', fieldVal: 'admin' })).status).toBe(400);
    expect((await check(suite.admin, { tableName: 'sys_role', fieldName: 'roleCode', fieldVal: 'new_role' })).status).toBe(200);
  });

  it('answers only those who may add or edit the table\'s records: no oracle of who is registered', async () => {
    const q = { tableName: 'sys_user', fieldName: 'email', fieldVal: 'taken@example.com' };
    const denied = await check(plain, q);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('access denied');
    const roleEditor = await createUser(suite.admin, { selectedRole: [await createRole(suite.admin, ['system-role', 'system:role:add'])] });
    const client = await suite.server.login(roleEditor.username, STRONG_PASSWORD);
    expect((await check(client, q)).status).toBe(403);
    expect((await check(client, { tableName: 'sys_role', fieldName: 'roleCode', fieldVal: 'admin' })).status).toBe(400);
  });

  it('refuses a caller who asks too often with 429', async () => {
    const userAdder = await createUser(suite.admin, { selectedRole: [await createRole(suite.admin, ['system-user', 'system:user:add'])] });
    const client = await suite.server.login(userAdder.username, STRONG_PASSWORD);
    const answers = [];
    for (let i = 0; i < 60; i++) answers.push((await check(client, { tableName: 'sys_user', fieldName: 'username', fieldVal: `free${i}` })).status);
    expect(answers.every((s) => s === 200)).toBe(true);
    const last = await check(client, { tableName: 'sys_user', fieldName: 'username', fieldVal: 'one-more' });
    expect(last.status).toBe(429);
    expect(last.body.message).toBe('Too many requests, please try again later');
    expect((await check(suite.admin, { tableName: 'sys_user', fieldName: 'username', fieldVal: 'one-more' })).status).toBe(200);
  });

  it.each([
    [{ tableName: 'sys_user', fieldName: 'password_hash', fieldVal: 'x' }],
    [{ tableName: 'sys_token', fieldName: 'jti', fieldVal: 'x' }],
    [{ tableName: 'sys_user; drop table sys_user', fieldName: 'username', fieldVal: 'x' }],
    [{ tableName: 'sys_user', fieldName: 'username) or (1=1', fieldVal: 'x' }],
    [{ tableName: 'sys_user', fieldName: 'constructor', fieldVal: 'x' }],
  ])('refuses an unregistered table or field %j in plain words', async (q) => {
    const res = await check(plain, q);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This value cannot be checked');
  });

  it('binds the value: quotes and wildcards are just characters, and database errors never show', async () => {
    for (const fieldVal of ["x' or '1'='1", '%', '_', '\\', 'é😀']) {
      const res = await check(suite.admin, { tableName: 'sys_user', fieldName: 'username', fieldVal });
      expect(res.status, fieldVal).toBe(200);
    }
    const res = await check(suite.admin, { tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin', dataId: 'not-a-uuid' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The value is unavailable and already exists in the system');
  });

  it('needs a signed-in caller', async () => {
    expect((await check(suite.server.anonymous(), { tableName: 'sys_user', fieldName: 'username', fieldVal: 'x' })).status).toBe(401);
  });
});
