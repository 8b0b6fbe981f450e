// Identity data stays in its enterprise: another tenant's users, organisations, roles and log entries are out of reach.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { TENANT_TABLES } from '../../server/src/db/migrations/index.ts';
import { apiSuite } from '../support/server.ts';
import { atVersion } from '../support/identity.ts';

const suite = apiSuite();

const other = { userId: randomUUID(), orgId: randomUUID(), roleId: randomUUID() };

beforeAll(async () => {
  const { db } = suite.server.platform;
  const tenant = await db.asSystem(async (em) => {
    const [row] = await em.execute<{ id: number }[]>(`insert into sys_tenant (code, name) values ('acme', 'Acme') returning id`);
    return row!.id;
  });
  await db.inTenant(tenant, async (em) => {
    await em.execute(`insert into sys_org (id, org_code, org_name, org_type) values (?, 'ACME', 'Acme HQ', 'org')`, [other.orgId]);
    await em.execute(`insert into sys_user (id, username, realname, password_hash, email) values (?, 'acme-boss', 'Boss', 'x', 'boss@acme.test')`, [other.userId]);
    await em.execute(`insert into sys_user_org (user_id, org_id) values (?, ?)`, [other.userId, other.orgId]);
    await em.execute(`insert into sys_role (id, role_code, role_name, back) values (?, 'acme_admin', 'Acme admin', '1')`, [other.roleId]);
    await em.execute(`insert into sys_log (id, log_type, username, outcome, content) values (?, 'login', 'acme-boss', 'success', 'Login')`, [randomUUID()]);
  });
});

describe('identity tenancy', () => {
  it('puts every identity table under the tenant policy', async () => {
    const rows = await suite.server.platform.db.systemQuery<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class where relname = any(?::text[])`, [`{${TENANT_TABLES.join(',')}}`]);
    for (const table of ['sys_org', 'sys_user_org', 'sys_position', 'sys_job', 'sys_user_job', 'sys_depart_permission',
      'sys_permission_data_rule', 'sys_role_data_rule', 'sys_log']) {
      expect(rows.find((r) => r.relname === table), table).toMatchObject({ relrowsecurity: true });
    }
  });

  it('shows none of another enterprise\'s users, organisations, roles or log entries', async () => {
    expect((await suite.admin.get('/api/system/user/list?username=acme')).body.result.total).toBe(0);
    expect(JSON.stringify((await suite.admin.get('/api/org/sysOrg/queryTreeList')).body.result)).not.toContain('Acme');
    expect((await suite.admin.get('/api/system/role/list?roleCode=acme')).body.result.total).toBe(0);
    expect((await suite.admin.get('/api/system/log/list?username=acme')).body.result.total).toBe(0);
    expect((await suite.admin.get(`/api/org/sysOrg/queryUserNameByUserIds?userIds=${other.userId}`)).body.result).toEqual([]);
  });

  it('changes none of them by id', async () => {
    expect((await suite.admin.put('/api/system/user/edit', await atVersion(suite.server, '/api/system/user/edit', { id: other.userId, realname: 'Hijacked' }))).status).toBe(404);
    expect((await suite.admin.put('/api/system/user/frozenBatch', { ids: [other.userId], status: 2 })).status).toBe(404);
    expect((await suite.admin.put('/api/org/sysOrg/edit', await atVersion(suite.server, '/api/org/sysOrg/edit', { id: other.orgId, orgName: 'Hijacked' }))).status).toBe(404);
    expect((await suite.admin.delete(`/api/system/role/delete?id=${other.roleId}`)).status).toBe(404);
    const [row] = await suite.server.platform.db.systemQuery<{ realname: string; status: number }>(`select realname, status from sys_user where id = ?`, [other.userId]);
    expect(row).toEqual({ realname: 'Boss', status: 1 });
  });

  it('keeps account names unique across enterprises, as they sign in before a tenant is known', async () => {
    const res = await suite.admin.post('/api/system/user/add', { username: 'ACME-boss', realname: 'x', password: 'Str0ng#Pass', confirmPassword: 'Str0ng#Pass' });
    expect(res.body.message).toBe('Account already exists');
    // Mailboxes are unique within an enterprise only.
    const mail = await suite.admin.post('/api/system/user/add', { username: 'local-boss', realname: 'x', email: 'boss@acme.test', password: 'Str0ng#Pass', confirmPassword: 'Str0ng#Pass' });
    expect(mail.status).toBe(200);
  });
});
