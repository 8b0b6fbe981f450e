// The server's caches (sessions, grants, page contexts) are exact: a revocation, a freeze, a grant change and a
// metadata edit each take effect on the very next request of the instance that made it, and in every other instance
// (two on PostgreSQL, one on PGlite) as soon as the change notification has reached it — milliseconds, made
// deterministic here by letting the peer pass a fence; operation log entries, written in batches, are flushed by a
// clean shutdown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPeerInstance, startTestServer, TEST_DB, type ApiClient, type PeerInstance, type TestServer } from '../support/server.ts';
import { createRole, createUser, menuIds, STRONG_PASSWORD } from '../support/identity.ts';
import { expectOk, setUpCustomer } from './eform-fixtures.ts';

let server: TestServer;
let peer: PeerInstance | null = null;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  if (TEST_DB === 'postgres') peer = await startPeerInstance(server);
  admin = await server.login('admin');
});
afterAll(async () => {
  await peer?.stop();
  await server?.stop();
});

/** The client as it talks to each instance. */
const everywhere = (client: ApiClient): ApiClient[] => [client, ...(peer ? [peer.as(client)] : [])];
/** Each instance's answer; the peer's once every notification committed so far has reached it. */
const statuses = async (clients: ApiClient[], call: (c: ApiClient) => Promise<{ status: number }>) => {
  const [own, ...others] = clients;
  const first = (await call(own!)).status;
  await peer?.platform.db.changes.fence();
  return [first, ...(await Promise.all(others.map(async (c) => (await call(c)).status)))];
};

describe('sessions', () => {
  it('a logout ends the token on the next request in every instance', async () => {
    const user = await createUser(admin);
    const client = await server.login(user.username, STRONG_PASSWORD);
    const info = (c: ApiClient) => c.get('/api/user/info');
    expect(await statuses(everywhere(client), info)).toEqual(everywhere(client).map(() => 200));
    expect((await client.post('/api/system/logout')).status).toBe(200);
    expect(await statuses(everywhere(client), info)).toEqual(everywhere(client).map(() => 401));
  });

  it('a freeze, and a change made straight in the database, end the sessions on the next request', async () => {
    const user = await createUser(admin);
    const client = await server.login(user.username, STRONG_PASSWORD);
    const info = (c: ApiClient) => c.get('/api/user/info');
    await statuses(everywhere(client), info);
    expect((await admin.put('/api/system/user/frozenBatch', { ids: user.id, status: 2 })).status).toBe(200);
    expect(await statuses(everywhere(client), info)).toEqual(everywhere(client).map(() => 401));

    const other = await createUser(admin);
    const second = await server.login(other.username, STRONG_PASSWORD);
    await statuses(everywhere(second), info);
    await server.sql(`update sys_user set del_flag = 1 where id = $1`, [other.id]);
    await server.platform.db.changes.fence();
    expect(await statuses(everywhere(second), info)).toEqual(everywhere(second).map(() => 401));
  });
});

describe('grants', () => {
  it('granting and taking back a permission takes effect on the next request in every instance', async () => {
    const ids = await menuIds(admin);
    const roleId = await createRole(admin, ['system-user']);
    const user = await createUser(admin, { selectedRole: [roleId] });
    const client = await server.login(user.username, STRONG_PASSWORD);
    const list = (c: ApiClient) => c.get('/api/system/user/list');
    expect(await statuses(everywhere(client), list)).toEqual(everywhere(client).map(() => 403));

    const grant = (items: string[]) => admin.post('/api/system/permission/saveRolePermission', { roleId, permissionIds: items.map(ids) });
    expect((await grant(['system-user', 'system:user:list'])).status).toBe(200);
    expect(await statuses(everywhere(client), list)).toEqual(everywhere(client).map(() => 200));
    expect((await grant(['system-user'])).status).toBe(200);
    expect(await statuses(everywhere(client), list)).toEqual(everywhere(client).map(() => 403));
  });
});

describe('page contexts', () => {
  it('a page edit shows on the next list request in every instance', async () => {
    await setUpCustomer(admin, { generate: true });
    const page = '/api/eform/engine/view/customer_list';
    expectOk(await admin.post(`${page}/data`, { code: 'C1', name: 'Ann', phone: '13812345678' }));
    const phones = async () => {
      const [own, ...others] = everywhere(admin);
      const first = expectOk<any>(await own!.post(`${page}/list`, {})).records[0].phone;
      await peer?.platform.db.changes.fence();
      return [first, ...(await Promise.all(others.map(async (c) => expectOk<any>(await c.post(`${page}/list`, {})).records[0].phone)))];
    };
    expect(await phones()).toEqual(everywhere(admin).map(() => '13812345678'));
    const view = expectOk<any>(await admin.get('/api/eform/manage/view/queryByCode?code=customer_list'));
    const columns = view.columns.map((c: any) => (c.colCode === 'phone' ? { ...c, tuoMin: 'phonenumber' } : c));
    expectOk(await admin.put('/api/eform/manage/view/edit', { ...view, columns }));
    expect(await phones()).toEqual(everywhere(admin).map(() => '138****5678'));
  });
});

describe('operation log', () => {
  it('queues entries off the request path and writes them all on a clean shutdown', async () => {
    const instance = peer ?? null;
    if (!instance) {
      // One instance (PGlite): the log screen reads its own instance's queued entries.
      const role = await admin.post('/api/system/role/add', { roleCode: 'log_probe', roleName: 'Log probe', back: '1' });
      expect(role.status).toBe(200);
      const entries = expectOk<any>(await admin.get('/api/system/log/list?logType=operation&keyWord=role'));
      expect(entries.records.length).toBeGreaterThan(0);
      return;
    }
    const probe = await createUser(admin, { selectedRole: [await createRole(admin, ['system-role', 'system:role:add'])] });
    const client = instance.as(await server.login(probe.username, STRONG_PASSWORD));
    expect((await client.post('/api/system/role/add', { roleCode: 'log_probe', roleName: 'Log probe', back: '1' })).status).toBe(200);
    await instance.stop();
    peer = null;
    // The probe's first sign-in changed its password (through the first instance); its role/add went through the second.
    const rows = await server.sql(`select path, status from sys_log where log_type = 'operation' and username = $1 and path like '/api/system/role/%'`, [probe.username]);
    expect(rows).toEqual([{ path: '/api/system/role/add', status: 200 }]);
  });
});
