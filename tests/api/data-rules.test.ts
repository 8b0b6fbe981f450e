// Data rules: rules on a menu item, chosen per role, limit the rows a user sees AND the rows they can change by id.
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiSuite } from '../support/server.ts';
import { createOrg, createRole, createUser, menuIds, STRONG_PASSWORD, atVersion } from '../support/identity.ts';

const suite = apiSuite();

let userPage: string;
const org: Record<string, string> = {};
const user: Record<string, { id: string; username: string }> = {};
const rule: Record<string, string> = {};

async function addRule(body: Record<string, unknown>): Promise<string> {
  const res = await suite.admin.post('/api/system/permission/addPermissionRule', { permissionId: userPage, ruleName: 'r', ...body });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result.id;
}

/** A manager in Sales holding a role that grants the user page with the given rules. */
async function managerWith(ruleIds: string[], extraRoles: string[] = []) {
  const roleId = await createRole(suite.admin, ['system-user', 'system:user:list', 'system:user:edit', 'system:user:frozen', 'system:user:delete']);
  expect((await suite.admin.post('/api/system/role/datarule', { roleId, permissionId: userPage, ruleIds })).status).toBe(200);
  const manager = await createUser(suite.admin, { selectedRole: [roleId, ...extraRoles], selectedDeparts: [org.sales!] });
  return { roleId, client: await suite.server.login(manager.username, STRONG_PASSWORD), manager };
}
const listed = async (client: ApiClient) =>
  ((await client.get('/api/system/user/list?pageSize=1000')).body.result.records as { id: string }[]).map((r) => r.id);

beforeAll(async () => {
  userPage = (await menuIds(suite.admin))('system-user');
  org.head = await createOrg(suite.admin, { orgType: 'org', orgCode: 'HQ' });
  org.sales = await createOrg(suite.admin, { parentId: org.head, orgCode: 'HQ-S' });
  org.salesEast = await createOrg(suite.admin, { parentId: org.sales, orgCode: 'HQ-S-E' });
  org.support = await createOrg(suite.admin, { parentId: org.head, orgCode: 'HQ-T' });
  user.alice = await createUser(suite.admin, { selectedDeparts: [org.sales] });
  user.bob = await createUser(suite.admin, { selectedDeparts: [org.salesEast] });
  user.carol = await createUser(suite.admin, { selectedDeparts: [org.support] });
  rule.sameDept = await addRule({ ruleName: 'My department', ruleColumn: 'sysOrgCode', ruleConditions: 'eq', ruleValue: '#{sys_org_code}' });
  rule.belowDept = await addRule({ ruleName: 'My department and below', ruleColumn: 'sysOrgCode', ruleConditions: 'in', ruleValue: '#{sys_org_children}' });
  rule.self = await addRule({ ruleName: 'Myself', ruleColumn: 'username', ruleConditions: 'eq', ruleValue: '#{sys_user_code}' });
  rule.unknownField = await addRule({ ruleName: 'Not on this page', ruleColumn: 'password_hash', ruleConditions: 'notNull' });
});

describe('rules of a menu item', () => {
  it('lists, queries, edits and deletes them', async () => {
    const all = (await suite.admin.get(`/api/system/permission/getPermRuleListByPermId?permissionId=${userPage}`)).body.result;
    expect(all.map((r: { ruleName: string }) => r.ruleName)).toEqual(['My department', 'My department and below', 'Myself', 'Not on this page']);
    const queried = (await suite.admin.get(`/api/system/permission/queryPermissionRule?permissionId=${userPage}&ruleName=below`)).body.result;
    expect(queried).toMatchObject([{ id: rule.belowDept, ruleColumn: 'sysOrgCode', ruleConditions: 'in', ruleValue: '#{sys_org_children}', status: '0' }]);
    const extra = await addRule({ ruleName: 'Temp', ruleColumn: 'sex', ruleConditions: 'eq', ruleValue: '1' });
    expect((await suite.admin.put('/api/system/permission/editPermissionRule', { id: extra, ruleValue: '2', version: 1 })).body.result.version).toBe(2);
    expect((await suite.admin.delete(`/api/system/permission/deletePermissionRule?id=${extra}`)).status).toBe(200);
    expect((await suite.admin.delete(`/api/system/permission/deletePermissionRule?id=${extra}`)).status).toBe(404);
    const vocabulary = (await suite.admin.get('/api/system/permission/dataRuleVocabulary')).body.result;
    expect(vocabulary.variables).toEqual(expect.arrayContaining(['#{sys_user_code}', '#{sys_org_code}', '#{sys_org_children}']));
    expect(vocabulary.operators.map((o: { code: string }) => o.code)).toContain('leftLike');
  });

  it.each([
    [{ ruleColumn: 'sysOrgCode', ruleConditions: 'contains', ruleValue: 'x' }],
    [{ ruleColumn: 'sysOrgCode', ruleConditions: 'eq', ruleValue: '#{sys_password}' }],
    [{ ruleColumn: 'org_code; drop table sys_user', ruleConditions: 'eq', ruleValue: 'x' }],
  ])('refuses an invalid rule %j', async (body) => {
    const res = await suite.admin.post('/api/system/permission/addPermissionRule', { permissionId: userPage, ruleName: 'bad', ...body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The data rule is invalid');
  });

  it('shows a role\'s chosen rules', async () => {
    const { roleId } = await managerWith([rule.self!]);
    const res = await suite.admin.get(`/api/system/role/datarule?roleId=${roleId}&permissionId=${userPage}`);
    expect(res.body.result.selected).toEqual([rule.self]);
    expect(res.body.result.rules).toHaveLength(4);
  });
});

describe('a user limited to their department', () => {
  it('sees only the users of their department', async () => {
    const { client, manager } = await managerWith([rule.sameDept!]);
    const records = (await client.get('/api/system/user/list?pageSize=1000')).body.result.records as { id: string; departNames: string }[];
    const sales = (await suite.admin.get(`/api/org/sysOrg/queryById?id=${org.sales}`)).body.result.orgName;
    expect(records.map((r) => r.id)).toEqual(expect.arrayContaining([manager.id, user.alice!.id]));
    expect(new Set(records.map((r) => r.departNames))).toEqual(new Set([sales]));
    expect((await client.get(`/api/system/user/queryUserByDepId?id=${org.support}`)).body.result).toEqual([]);
    expect((await client.get(`/api/system/user/queryById?id=${user.carol!.id}`)).status).toBe(404);
  });

  it('can neither edit, freeze nor delete a user outside the scope, and those rows stay unchanged', async () => {
    const { client } = await managerWith([rule.sameDept!]);
    const carol = user.carol!.id;
    expect((await client.put('/api/system/user/edit', await atVersion(suite.server, '/api/system/user/edit', { id: carol, realname: 'Hijacked' }))).status).toBe(404);
    expect((await client.put('/api/system/user/frozenBatch', { ids: [user.alice!.id, carol], status: 2 })).status).toBe(404);
    expect((await client.delete(`/api/system/user/delete?id=${carol}`)).status).toBe(404);
    const after = (await suite.admin.get(`/api/system/user/queryById?id=${carol}`)).body.result;
    expect(after).toMatchObject({ realname: `Real ${user.carol!.username}`, status: 1, delFlag: 0 });
    expect((await suite.admin.get(`/api/system/user/queryById?id=${user.alice!.id}`)).body.result.status).toBe(1);

    expect((await client.put('/api/system/user/edit', await atVersion(suite.server, '/api/system/user/edit', { id: user.alice!.id, telephone: '021-1234' }))).status).toBe(200);
    expect((await client.put('/api/system/user/frozenBatch', { ids: [user.alice!.id], status: 2 })).status).toBe(200);
    await client.put('/api/system/user/frozenBatch', { ids: [user.alice!.id], status: 1 });
  });

  it('includes the departments below with #{sys_org_children}', async () => {
    const { client, manager } = await managerWith([rule.belowDept!]);
    const ids = await listed(client);
    expect(ids).toEqual(expect.arrayContaining([manager.id, user.alice!.id, user.bob!.id]));
    expect(ids).not.toContain(user.carol!.id);
  });

  it('ANDs the rules a role chose: department and self leaves only the user', async () => {
    const { client, manager } = await managerWith([rule.sameDept!, rule.self!]);
    expect(await listed(client)).toEqual([manager.id]);
  });

  it('matches nothing with a rule on a field the page does not offer', async () => {
    const { client } = await managerWith([rule.unknownField!]);
    expect(await listed(client)).toEqual([]);
  });

  it('ORs over roles: another role granting the page without rules lifts the limit', async () => {
    const open = await createRole(suite.admin, ['system-user']);
    const { client } = await managerWith([rule.sameDept!], [open]);
    expect(await listed(client)).toEqual(expect.arrayContaining([user.carol!.id, user.bob!.id]));
  });

  it('ignores an invalid (status 1) rule', async () => {
    const { client } = await managerWith([rule.self!]);
    expect(await listed(client)).toHaveLength(1);
    await suite.admin.put('/api/system/permission/editPermissionRule', await atVersion(suite.server, '/api/system/permission/editPermissionRule', { id: rule.self!, status: '1' }));
    try {
      expect((await listed(client)).length).toBeGreaterThan(3);
    } finally {
      await suite.admin.put('/api/system/permission/editPermissionRule', await atVersion(suite.server, '/api/system/permission/editPermissionRule', { id: rule.self!, status: '0' }));
    }
  });
});
