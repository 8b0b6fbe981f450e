// A new menu is visible to the administrator at once: the built-in suite.admin role is granted every item when it is
// created (menu screen or app bundle); other roles get it only when granted.
import { expect, it } from 'vitest';
import { type ApiClient, apiSuite } from '../support/server.ts';

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
