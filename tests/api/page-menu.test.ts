// Putting a generated page on a menu, and the page's button permissions: the menu item opens the page, its buttons
// become permission items under it, and a user granted the menu but not a button sees no such button and is refused
// the call (403) by the suite.server.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { createUser, STRONG_PASSWORD, unique } from '../support/identity.ts';
import { expectOk, setUpCustomer } from './eform-fixtures.ts';

const suite = apiSuite();

const page = '/api/eform/engine/view/customer_list';
const RECORD = { code: 'C1', name: 'Ann', phone: '13812345678' };

beforeAll(async () => {
  await setUpCustomer(suite.admin, { generate: true });
});

describe('a generated page', () => {
  it('names a permission for each of its buttons', async () => {
    const view = expectOk<any>(await suite.admin.get('/api/eform/manage/view/queryByCode?code=customer_list'));
    expect(Object.fromEntries(view.buttons.map((b: any) => [b.action, b.permission ?? null]))).toEqual({
      add: 'customer_list:add', batchDelete: 'customer_list:delete', edit: 'customer_list:edit', detail: null, delete: 'customer_list:delete',
    });
  });

  it('goes on a menu with its buttons as permission items, for the caller\'s roles of that layout and the admin', async () => {
    const res = await suite.admin.post('/api/eform/manage/view/addToMenu', { viewCode: 'customer_list', back: '0', name: '客户', nameEn: 'Customers' });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ url: '/eform/view/customer_list', permissions: ['customer_list:add', 'customer_list:delete', 'customer_list:edit'] });
    const items = await suite.server.sql(`select p.perms, p.menu_type from sys_permission p join sys_permission m on m.id = p.parent_id where m.id = $1 order by p.perms`, [res.body.result.id]);
    expect(items).toEqual([
      { perms: 'customer_list:add', menu_type: 2 }, { perms: 'customer_list:delete', menu_type: 2 }, { perms: 'customer_list:edit', menu_type: 2 },
    ]);
    // The general role (the admin's front role) and the suite.admin role were granted all four.
    const grants = await suite.server.sql(`select r.role_code, count(*)::int as n from sys_role_permission rp join sys_role r on r.id = rp.role_id
      where rp.permission_id in (select id from sys_permission where id = $1 or parent_id = $1) group by r.role_code order by r.role_code`, [res.body.result.id]);
    expect(grants).toEqual([{ role_code: 'admin', n: 4 }, { role_code: 'general', n: 4 }]);
    expect(expectOk<any>(await (await suite.server.login('user')).post(`${page}/list`, {})).total).toBe(0);
  });

  it('refuses a user granted the menu but not a button: no add, edit or delete (403) until granted', async () => {
    const [menu] = await suite.server.sql<{ id: string; code: string }>(`select id, code from sys_permission where url = '/eform/view/customer_list'`);
    const role = expectOk<any>(await suite.admin.post('/api/system/role/add', { roleCode: unique('r_'), roleName: 'Menu only', back: '0' })).id as string;
    expectOk(await suite.admin.post('/api/system/permission/saveRolePermission', { roleId: role, permissionIds: [menu!.id] }));
    const someone = await createUser(suite.admin, { selectedRole: [role] });
    const client = await suite.server.login(someone.username, STRONG_PASSWORD);
    expect((await client.post(`${page}/list`, {})).status).toBe(200);
    const refused = await client.post(`${page}/data`, RECORD);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('access denied');
    const saved = expectOk<any>(await suite.admin.post(`${page}/data`, RECORD));
    expect((await client.put(`${page}/data/${saved.id}`, { name: 'Bob' })).status).toBe(403);
    expect((await client.post(`${page}/batchDelete`, { ids: [saved.id] })).status).toBe(403);
    const { auth } = expectOk<any>(await client.get('/api/system/permission/getUserPermissionByToken'));
    expect(auth.map((a: any) => a.action)).not.toContain('customer_list:add');

    const [add] = await suite.server.sql<{ id: string }>(`select id from sys_permission where parent_id = $1 and perms = 'customer_list:add'`, [menu!.id]);
    expectOk(await suite.admin.post('/api/system/permission/saveRolePermission', { roleId: role, permissionIds: [menu!.id, add!.id] }));
    expect((await client.post(`${page}/data`, { ...RECORD, code: 'C2' })).status).toBe(200);
  });
});
