// Upgrading an installation whose menus still had 'My messages' (component system/myMessage, a placeholder page): the
// item goes, with its grants, so that no user's menu leads to a placeholder (issue #42); the other menus stay.
import { expect, it } from 'vitest';
import { oldInstallation } from '../support/old-installation.ts';

const installation = oldInstallation();

it('removes the placeholder menu item and its grants, and keeps the others', async () => {
  const { em, upgrade } = await installation.before('Migration20261213420002NoPlaceholderMenus');
  const [tenant] = await em.execute<{ id: number }[]>(`insert into sys_tenant (code, name) values ('old', 'Old') returning id`);
  const [role] = await em.execute<{ id: string }[]>(
    `insert into sys_role (id, tenant_id, role_code, role_name, back) values (gen_random_uuid(), ?, 'general', 'General', '0') returning id`, [tenant!.id]);
  for (const [code, component] of [['my-messages', 'system/myMessage'], ['my-tasks', 'bpm/tasks']]) {
    const [menu] = await em.execute<{ id: string }[]>(
      `insert into sys_permission (id, tenant_id, code, name, menu_type, back, sort_no, component, url, app_code)
        values (gen_random_uuid(), ?, ?, ?, 0, '0', 1, ?, ?, 'yc-system') returning id`, [tenant!.id, code, code, component, `/${code}`]);
    await em.execute(`insert into sys_role_permission (tenant_id, role_id, permission_id) values (?, ?, ?)`, [tenant!.id, role!.id, menu!.id]);
  }

  const db = await upgrade();
  expect(await db.systemQuery(`select code from sys_permission where tenant_id = ? order by code`, [tenant!.id])).toEqual([{ code: 'my-tasks' }]);
  expect(await db.systemQuery(`select count(*)::int as n from sys_role_permission where role_id = ?`, [role!.id])).toEqual([{ n: 1 }]);
});
