// A new menu is visible to the administrator at once: the built-in suite.admin role is granted every item when it is
// created (menu screen or app bundle); other roles get it only when granted.
import { expect, it } from 'vitest';
import { type ApiClient, apiSuite } from '../support/server.ts';
import { createRole, createUser, STRONG_PASSWORD } from '../support/identity.ts';

const suite = apiSuite();

interface MenuNode { meta: { title: string }; children?: MenuNode[] }
const names = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.meta.title, ...names(n.children ?? [])]);
const menuOf = async (client: ApiClient) =>
  names((await client.get<{ menu: MenuNode[] }>('/api/system/permission/getUserPermissionByToken')).body.result.menu);

it('grants a menu created on the menu screen to the suite.admin role, and to nobody else', async () => {
  const dir = await suite.admin.post('/api/system/permission/add', { name: '客户管理', menuType: 0, back: '1', url: '/crm', component: 'layout/RouteView' });
  expect(dir.status).toBe(200);
  const page = await suite.admin.post('/api/system/permission/add', {
    name: '客户列表', menuType: 1, back: '1', parentId: dir.body.result.id, url: '/crm/customers', component: 'system/user',
  });
  expect(page.status).toBe(200);
  expect(await menuOf(suite.admin)).toEqual(expect.arrayContaining(['客户管理', '客户列表']));
  expect(await menuOf(await suite.server.login('user'))).not.toContain('客户管理');
});

it('Given a user who has read their menu, When the items or their grants change, Then the next read shows the change', async () => {
  const dir = (await suite.admin.post('/api/system/permission/add', { name: 'Visits', menuType: 0, back: '0', url: '/visits', component: 'layout/RouteView' })).body.result;
  const roleId = await createRole(suite.admin, []);
  const person = await createUser(suite.admin, { selectedRole: [roleId] });
  const client = await suite.server.login(person.username, STRONG_PASSWORD);
  // Read twice: the second answer may come from the server's cache of the user's menu.
  expect(await menuOf(client)).not.toContain('Visits');
  expect(await menuOf(client)).not.toContain('Visits');
  expect((await suite.admin.post('/api/system/permission/saveRolePermission', { roleId, permissionIds: [dir.id] })).status).toBe(200);
  expect(await menuOf(client)).toContain('Visits');
  expect((await suite.admin.put('/api/system/permission/edit', { id: dir.id, name: 'Customer visits', version: dir.version ?? 1 })).status).toBe(200);
  expect(await menuOf(client)).toEqual(expect.arrayContaining(['Customer visits']));
  expect((await suite.admin.post('/api/system/permission/saveRolePermission', { roleId, permissionIds: [] })).status).toBe(200);
  expect(await menuOf(client)).not.toContain('Customer visits');
});
