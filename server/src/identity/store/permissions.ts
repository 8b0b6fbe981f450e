// The identity store's menu-item statements: the item tree's checks and levels, which roles grant an item, the
// owners a grant set is saved for, and the data rules a role applies to an item. Items themselves are written
// through their entity.
import type { EntityManager } from '../../db/database.ts';
import { placeholders, uuidArray } from '../sql.ts';

/** Whether `otherId` is the menu item `id` or one below it. */
export async function isItemOrBelow(em: EntityManager, id: string, otherId: string): Promise<boolean> {
  const [cycle] = await em.execute(
    `with recursive below as (select id from sys_permission where id = ? union select p.id from sys_permission p join below b on p.parent_id = b.id)
     select 1 from below where id = ?`, [id, otherId],
  );
  return cycle !== undefined;
}

/** Which of the menu items (ids) have items below them. */
export async function itemsWithChildren(em: EntityManager, ids: readonly string[]): Promise<Set<string>> {
  const parents = await em.execute<{ parent_id: string }[]>(
    `select distinct parent_id from sys_permission where parent_id in (${placeholders(ids)})`, [...ids]);
  return new Set(parents.map((p) => p.parent_id));
}

/** Ids of the global roles that grant the menu item. */
export async function globalRolesGranting(em: EntityManager, permissionId: string): Promise<string[]> {
  const rows = await em.execute<{ role_id: string }[]>(
    `select rp.role_id from sys_role_permission rp join sys_role r on r.id = rp.role_id where rp.permission_id = ? and r.org_id is null`,
    [permissionId]);
  return rows.map((r) => r.role_id);
}

/** Whether the role exists and is global. */
export async function isGlobalRole(em: EntityManager, roleId: string): Promise<boolean> {
  const rows = await em.execute(`select 1 from sys_role where id = ? and org_id is null`, [roleId]);
  return rows.length > 0;
}

/** The department of a department role (undefined: no such role, or a global one). */
export async function departRoleOrg(em: EntityManager, roleId: string): Promise<string | undefined> {
  const [row] = await em.execute<{ org_id: string }[]>(`select org_id from sys_role where id = ? and org_id is not null`, [roleId]);
  return row?.org_id;
}

/** Ids of the menu items the department's permissions allow. */
export async function departPermissionIds(em: EntityManager, orgId: string): Promise<string[]> {
  const granted = await em.execute<{ id: string }[]>(`select permission_id as id from sys_depart_permission where org_id = ?`, [orgId]);
  return granted.map((g) => g.id);
}

/** Ids of the menu item's data rules the role applies. */
export async function roleRuleIds(em: EntityManager, roleId: string, permissionId: string): Promise<string[]> {
  const selected = await em.execute<{ rule_id: string }[]>(
    `select rd.rule_id from sys_role_data_rule rd join sys_permission_data_rule d on d.id = rd.rule_id
      where rd.role_id = ? and d.permission_id = ?`, [roleId, permissionId]);
  return selected.map((s) => s.rule_id);
}

/** Replaces the menu item's data rules the role applies. */
export async function setRoleRules(em: EntityManager, roleId: string, permissionId: string, ruleIds: readonly string[]): Promise<void> {
  await em.execute(
    `delete from sys_role_data_rule rd using sys_permission_data_rule d where d.id = rd.rule_id and rd.role_id = ? and d.permission_id = ?`,
    [roleId, permissionId]);
  await em.execute(`insert into sys_role_data_rule (role_id, rule_id) select ?, unnest(?::uuid[])`, [roleId, uuidArray(ruleIds)]);
}
