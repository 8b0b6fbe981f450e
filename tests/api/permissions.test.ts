// Menus and permissions: the menu items, what roles, departments and department roles grant, and how that reaches a
// user's menu, buttons and routes at their next permission load.
import { describe, expect, it } from 'vitest';
import { type ApiClient, apiSuite } from '../support/server.ts';
import { createOrg, createUser, menuIds, signedInWith, STRONG_PASSWORD, unique, atVersion } from '../support/identity.ts';

const suite = apiSuite();

interface Node { path: string; children?: Node[]; meta: { permissionList: { action: string }[] } }
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
const permissionsOf = async (client: ApiClient) => {
  const { menu, auth, allAuth } = (await client.get('/api/system/permission/getUserPermissionByToken')).body.result;
  return { paths: flatten(menu).map((n) => n.path), actions: (auth as { action: string }[]).map((a) => a.action), allAuth, menu: flatten(menu) };
};

describe('menu items', () => {
  it('adds a directory, a page and a button, lists them as a tree and level by level, edits and deletes them', async () => {
    const dir = await suite.admin.post('/api/system/permission/add', { name: 'Reports', menuType: 0, back: '1', url: '/reports', component: 'layout/RouteView', sortNo: 50 });
    expect(dir.status, dir.body.message).toBe(200);
    const page = await suite.admin.post('/api/system/permission/add', {
      name: 'Sales report', menuType: 1, parentId: dir.body.result.id, url: '/reports/sales', component: 'eform/view/sales',
      componentProps: [{ label: 'colCode', value: 'region' }], icon: 'BarChartOutlined', isKeepalive: true, microAppRoute: '/m', microAppUrl: 'http://m',
    });
    expect(page.status, page.body.message).toBe(200);
    const button = await suite.admin.post('/api/system/permission/add', { name: 'Export', menuType: 2, parentId: page.body.result.id, perms: 'report:sales:export', permsType: '2' });
    expect(button.status, button.body.message).toBe(200);

    const tree = (await suite.admin.get('/api/system/permission/list')).body.result as { id: string; children?: { id: string; children?: unknown[] }[] }[];
    const reports = tree.find((n) => n.id === dir.body.result.id)!;
    expect(reports.children!.map((c) => c.id)).toEqual([page.body.result.id]);
    const found = (await suite.admin.get('/api/system/permission/list?name=sales')).body.result;
    expect(found).toMatchObject([{ id: page.body.result.id, componentProps: [{ label: 'colCode', value: 'region' }], isKeepalive: true, microAppRoute: '/m' }]);

    const roots = (await suite.admin.get('/api/system/permission/getSystemMenuList')).body.result as { id: string; leaf: boolean }[];
    expect(roots.find((r) => r.id === dir.body.result.id)).toMatchObject({ leaf: false, hasChildren: true });
    const sub = (await suite.admin.get(`/api/system/permission/getSystemSubmenu?parentId=${dir.body.result.id}`)).body.result;
    expect(sub).toMatchObject([{ id: page.body.result.id, leaf: false }]);
    const lazy = (await suite.admin.get(`/api/system/permission/queryListAsync?pid=${page.body.result.id}`)).body.result;
    expect(lazy).toMatchObject([{ id: button.body.result.id, perms: 'report:sales:export', permsType: '2', leaf: true }]);
    const { treeList, ids } = (await suite.admin.get('/api/system/permission/queryTreeList')).body.result;
    expect(ids).toContain(button.body.result.id);
    expect(treeList.find((n: { key: string }) => n.key === dir.body.result.id)).toMatchObject({ title: 'Reports', children: [{ title: 'Sales report' }] });

    const edit = await suite.admin.put('/api/system/permission/edit', { id: page.body.result.id, name: 'Sales', status: '1', version: 1 });
    expect(edit.body.result.version).toBe(2);
    expect((await suite.admin.put('/api/system/permission/edit', { id: page.body.result.id, name: 'x', version: 1 })).status).toBe(409);

    expect((await suite.admin.delete(`/api/system/permission/deleteBatch?ids=${dir.body.result.id}`)).status).toBe(200);
    const after = (await suite.admin.get('/api/system/permission/list?name=Sales')).body.result;
    expect(after).toEqual([]);
  });

  it('refuses a button without a parent or action, a button as a parent, a cycle and a repeated code', async () => {
    const orphan = await suite.admin.post('/api/system/permission/add', { name: 'x', menuType: 2, perms: 'x:y' });
    expect(orphan.body.message).toBe('The parent menu is invalid');
    const ids = await menuIds(suite.admin);
    const underButton = await suite.admin.post('/api/system/permission/add', { name: 'x', menuType: 1, parentId: ids('system:user:add') });
    expect(underButton.body.message).toBe('The parent menu is invalid');
    const cycle = await suite.admin.put('/api/system/permission/edit', await atVersion(suite.server, '/api/system/permission/edit', { id: ids('system'), parentId: ids('system-user') }));
    expect(cycle.body.message).toBe('The parent menu is invalid');
    const repeated = await suite.admin.post('/api/system/permission/add', { name: 'x', menuType: 1, code: 'system-user' });
    expect(repeated.body.message).toBe('Code cannot be repeated');
  });

  it('refuses an edit without the version it was read at, or at an older one, and keeps the item', async () => {
    const added = await suite.admin.post('/api/system/permission/add', { name: 'Reports', menuType: 0, code: 'reports-stale' });
    const id = added.body.result.id;
    const first = await suite.admin.put('/api/system/permission/edit', { id, name: 'Reports 2', version: 1 });
    expect(first.status).toBe(200);
    const stale = await suite.admin.put('/api/system/permission/edit', { id, name: 'Lost update', version: 1 });
    expect(stale.status).toBe(409);
    const blind = await suite.admin.put('/api/system/permission/edit', { id, name: 'Blind update' });
    expect(blind.status).toBe(400);
    expect(blind.body.message).toBe('The version of the item you edited is required');
    const [row] = await suite.server.sql(`select name, version from sys_permission where id = $1`, [id]);
    expect(row).toEqual({ name: 'Reports 2', version: 2 });
  });
});

describe('role permissions', () => {
  it('gives a role\'s users exactly its menus and buttons at their next load, and routes follow', async () => {
    const { client, roleId } = await signedInWith(suite.server, suite.admin, ['system', 'system-user', 'system:user:list', 'system-role']);
    let mine = await permissionsOf(client);
    expect(mine.paths.sort()).toEqual(['/system', '/system/role', '/system/user']);
    expect(mine.actions).toEqual(['system:user:list']);
    expect((await client.get('/api/system/user/list')).status).toBe(200);
    expect((await client.post('/api/system/user/add', {})).status).toBe(403);

    const ids = await menuIds(suite.admin);
    expect((await suite.admin.get(`/api/system/permission/queryRolePermission?roleId=${roleId}`)).body.result.sort())
      .toEqual(['system', 'system-user', 'system:user:list', 'system-role'].map(ids).sort());
    expect((await suite.admin.get(`/api/system/permission/loadAllRoleIds?permissionId=${ids('system-role')}`)).body.result).toContain(roleId);

    // The screen sends what it started from: only the difference is applied.
    const save = await suite.admin.post('/api/system/permission/saveRolePermission', {
      roleId, permissionIds: ['system', 'system-user', 'system:user:list', 'system:user:add'].map(ids).join(','),
      lastpermissionIds: ['system', 'system-user', 'system:user:list', 'system-role'].map(ids),
    });
    expect(save.status).toBe(200);
    mine = await permissionsOf(client);
    expect(mine.paths.sort()).toEqual(['/system', '/system/user']);
    expect(mine.actions.sort()).toEqual(['system:user:add', 'system:user:list']);
    expect((await client.post('/api/system/user/add', {})).status).toBe(400);
  });

  it('lists every button in allAuth as controlled, so that a button the user lacks is hidden or disabled', async () => {
    const { client } = await signedInWith(suite.server, suite.admin, ['system-user', 'system:user:list']);
    const { allAuth, menu } = await permissionsOf(client);
    expect(allAuth.find((a: { action: string }) => a.action === 'system:user:delete')).toMatchObject({ type: '1', status: '1' });
    expect(menu.find((n) => n.path === '/system/user')!.meta.permissionList.map((p) => p.action)).toEqual(['system:user:list']);
  });

  it('stops granting an invalid (status 1) button', async () => {
    const { client } = await signedInWith(suite.server, suite.admin, ['system-user', 'system:user:list']);
    const ids = await menuIds(suite.admin);
    await suite.admin.put('/api/system/permission/edit', await atVersion(suite.server, '/api/system/permission/edit', { id: ids('system:user:list'), status: '1' }));
    try {
      expect((await client.get('/api/system/user/list')).status).toBe(403);
    } finally {
      await suite.admin.put('/api/system/permission/edit', await atVersion(suite.server, '/api/system/permission/edit', { id: ids('system:user:list'), status: '0' }));
    }
    expect((await client.get('/api/system/user/list')).status).toBe(200);
  });
});

describe('department permissions and department roles', () => {
  it('grants a member what their department role holds, within the department\'s permissions, while they are a member', async () => {
    const ids = await menuIds(suite.admin);
    const dept = await createOrg(suite.admin, { orgName: 'Audit' });
    await suite.admin.post('/api/system/permission/saveDepartPermission', { departId: dept, permissionIds: ['system', 'system-log', 'system:log:list'].map(ids) });
    expect((await suite.admin.get(`/api/system/permission/queryDepartPermission?departId=${dept}`)).body.result).toHaveLength(3);
    const { treeList } = (await suite.admin.get(`/api/system/sysDepartPermission/queryTreeListForDeptRole?departId=${dept}`)).body.result;
    expect(treeList).toMatchObject([{ key: ids('system'), children: [{ key: ids('system-log'), children: [{ key: ids('system:log:list') }] }] }]);

    const role = await suite.admin.post('/api/org/sysDepartRole/add', { deptId: dept, roleCode: unique('auditor'), roleName: 'Auditor' });
    expect(role.status, role.body.message).toBe(200);
    const roleId = role.body.result.id;
    const outside = await suite.admin.post('/api/system/sysDepartPermission/saveDeptRolePermission', { roleId, permissionIds: [ids('system:user:list')] });
    expect(outside.body.message).toBe('A department role can only be granted the permissions of its department');
    await suite.admin.post('/api/system/sysDepartPermission/saveDeptRolePermission', { roleId, permissionIds: ['system', 'system-log', 'system:log:list'].map(ids) });
    expect((await suite.admin.get(`/api/system/sysDepartPermission/queryDeptRolePermission?roleId=${roleId}`)).body.result).toHaveLength(3);
    expect((await suite.admin.get(`/api/org/sysDepartRole/list?deptId=${dept}`)).body.result.records).toMatchObject([{ id: roleId, roleName: 'Auditor' }]);

    const user = await createUser(suite.admin);
    const notMember = await suite.admin.put('/api/org/sysDepartRole/userRoles', { userId: user.id, deptId: dept, roleIds: [roleId] });
    expect(notMember.body.message).toBe('The user is not a member of this department');
    await suite.admin.put('/api/system/user/edit', await atVersion(suite.server, '/api/system/user/edit', { id: user.id, selectedDeparts: [dept] }));
    expect((await suite.admin.put('/api/org/sysDepartRole/userRoles', { userId: user.id, deptId: dept, roleIds: [roleId] })).status).toBe(200);
    expect((await suite.admin.get(`/api/org/sysDepartRole/userRoles?userId=${user.id}&deptId=${dept}`)).body.result).toEqual([roleId]);

    const client = await suite.server.login(user.username, STRONG_PASSWORD);
    expect((await permissionsOf(client)).actions).toEqual(['system:log:list']);
    expect((await client.get('/api/system/log/list')).status).toBe(200);

    // Narrowing the department narrows its roles.
    await suite.admin.post('/api/system/permission/saveDepartPermission', { departId: dept, permissionIds: ['system', 'system-log'].map(ids) });
    expect((await client.get('/api/system/log/list')).status).toBe(403);
    await suite.admin.post('/api/system/permission/saveDepartPermission', { departId: dept, permissionIds: ['system', 'system-log', 'system:log:list'].map(ids) });
    expect((await client.get('/api/system/log/list')).status).toBe(200);

    // Leaving the department ends the role's grants.
    await suite.admin.put('/api/system/user/edit', await atVersion(suite.server, '/api/system/user/edit', { id: user.id, selectedDeparts: [] }));
    expect((await client.get('/api/system/log/list')).status).toBe(403);
    expect((await permissionsOf(client)).actions).toEqual([]);
  });

  it('does not hand out a department\'s permissions by themselves', async () => {
    const ids = await menuIds(suite.admin);
    const dept = await createOrg(suite.admin);
    await suite.admin.post('/api/system/permission/saveDepartPermission', { departId: dept, permissionIds: [ids('system:log:list')] });
    const user = await createUser(suite.admin, { selectedDeparts: [dept] });
    const client = await suite.server.login(user.username, STRONG_PASSWORD);
    expect((await client.get('/api/system/log/list')).status).toBe(403);
  });

  it('marks a console department role in backRoleFlg and keeps the caller\'s own', async () => {
    const ids = await menuIds(suite.admin);
    const dept = await createOrg(suite.admin);
    await suite.admin.post('/api/system/permission/saveDepartPermission', { departId: dept, permissionIds: [ids('system')] });
    const role = await suite.admin.post('/api/org/sysDepartRole/add', { deptId: dept, roleCode: unique('c'), roleName: 'Console', back: '1' });
    const user = await createUser(suite.admin, { selectedDeparts: [dept], selectedRole: [] });
    await suite.admin.put('/api/org/sysDepartRole/userRoles', { userId: user.id, deptId: dept, roleIds: [role.body.result.id] });
    const login = await suite.server.anonymous().post('/api/system/login', { username: user.username, password: STRONG_PASSWORD });
    expect(login.body.result.userInfo.backRoleFlg).toBe('1');
  });
});
