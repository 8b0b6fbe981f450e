// Data rules hold for writes: an insert or update must produce a row the caller's rules still allow, else 403
// 'permission denied' and nothing is written — for modelled records and for users alike.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiSuite } from '../support/server.ts';
import { createOrg, createRole, createUser, menuIds, STRONG_PASSWORD, atVersion } from '../support/identity.ts';
import { expectOk, setUpCustomer } from '../api/eform-fixtures.ts';

const suite = apiSuite();

const page = '/api/eform/engine/view/customer_list';
const RECORD = { code: 'C001', phone: '13812345678', email: 'ann@example.com', sex: '2', age: 31, born: '1993-05-04' };

describe('records of a page whose menu carries the rule "name = my account"', () => {
  let user: ApiClient;
  beforeAll(async () => {
    await setUpCustomer(suite.admin, { generate: true });
    const { db, boot } = suite.server.platform;
    await db.inTenant(boot.defaultTenantId, async (em) => {
      const menu = randomUUID();
      const rule = randomUUID();
      await em.execute(
        `insert into sys_permission (id, code, name, menu_type, back, sort_no, component, url) values (?, 'customers', 'Customers', 1, '0', 5, 'eform/view', '/eform/view/customer_list')`,
        [menu],
      );
      await em.execute(`insert into sys_role_permission (role_id, permission_id) select id, ? from sys_role where role_code = 'general'`, [menu]);
      await em.execute(
        `insert into sys_permission_data_rule (id, permission_id, rule_name, rule_column, rule_conditions, rule_value) values (?, ?, 'Mine', 'name', 'eq', '#{sys_user_code}')`,
        [rule, menu],
      );
      await em.execute(`insert into sys_role_data_rule (role_id, rule_id) select id, ? from sys_role where role_code = 'general'`, [rule]);
    });
    user = await suite.server.login('user');
  });

  const count = async () => (await suite.server.tenantSql<{ n: number }>(`select count(*)::int as n from customer`))[0]!.n;

  it('refuses to insert a row outside the rule, and writes nothing', async () => {
    const before = await count();
    const res = await user.post(`${page}/data`, { ...RECORD, code: 'C-BOB', name: 'bob' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('permission denied');
    expect(await count()).toBe(before);
  });

  it('refuses to move an own row out of the rule, and leaves it as it was', async () => {
    const mine = expectOk<any>(await user.post(`${page}/data`, { ...RECORD, code: 'C-MINE', name: 'user' }));
    const res = await user.put(`${page}/data/${mine.id}`, { name: 'bob', data_version: mine.data_version });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('permission denied');
    const [row] = await suite.server.tenantSql(`select name from customer where id = $1`, [mine.id]);
    expect(row).toEqual({ name: 'user' });
    expect(expectOk<any>(await user.put(`${page}/data/${mine.id}`, { age: 40, data_version: mine.data_version })).age).toBe('40');
  });
});

describe('users under the rule "my department"', () => {
  it('refuses adding a user to another department or moving one out, and changes nothing', async () => {
    const userPage = (await menuIds(suite.admin))('system-user');
    const head = await createOrg(suite.admin, { orgType: 'org' });
    const sales = await createOrg(suite.admin, { parentId: head });
    const support = await createOrg(suite.admin, { parentId: head });
    const ruleRes = await suite.admin.post('/api/system/permission/addPermissionRule', {
      permissionId: userPage, ruleName: 'My department', ruleColumn: 'sysOrgCode', ruleConditions: 'eq', ruleValue: '#{sys_org_code}',
    });
    const roleId = await createRole(suite.admin, ['system-user', 'system:user:list', 'system:user:add', 'system:user:edit']);
    expect((await suite.admin.post('/api/system/role/datarule', { roleId, permissionId: userPage, ruleIds: [ruleRes.body.result.id] })).status).toBe(200);
    const manager = await createUser(suite.admin, { selectedRole: [roleId], selectedDeparts: [sales] });
    const client = await suite.server.login(manager.username, STRONG_PASSWORD);

    const outside = await client.post('/api/system/user/add', {
      username: `out${Date.now()}`, realname: 'Out', password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, selectedDeparts: [support],
    });
    expect(outside.status).toBe(403);
    expect(outside.body.message).toBe('permission denied');
    expect(await suite.server.sql(`select 1 from sys_user where realname = 'Out'`)).toEqual([]);

    const colleague = await createUser(suite.admin, { selectedDeparts: [sales] });
    const moved = await client.put('/api/system/user/edit', await atVersion(suite.server, '/api/system/user/edit', { id: colleague.id, selectedDeparts: [support] }));
    expect(moved.status).toBe(403);
    const [membership] = await suite.server.sql(`select org_id from sys_user_org where user_id = $1`, [colleague.id]);
    expect(membership).toEqual({ org_id: sales });
    expect((await client.put('/api/system/user/edit', await atVersion(suite.server, '/api/system/user/edit', { id: colleague.id, realname: 'Still here' }))).status).toBe(200);
  });
});
