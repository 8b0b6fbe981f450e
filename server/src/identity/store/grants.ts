// How roles reach a user: the one definition of "the roles that count" and "the items they grant", used by
// route access, the menu builder, user info and data rules.
//
// A global role (org_id null) counts for everyone it is given to. A department role counts only while the
// user is a member of its department, and grants only the items the department's permissions allow:
// department permissions are the ceiling of what the department's roles can hand out, not a grant of their own.
import type { DataRule } from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';

const DEPARTMENT_ROLE_APPLIES = `exists (select 1 from sys_user_org uo where uo.user_id = ur.user_id and uo.org_id = r.org_id)`;

/** Rows (id, back) of the roles that count for the user bound to the single `?`. */
export const EFFECTIVE_ROLES_SQL = `
  select r.id, r.back from sys_user_role ur join sys_role r on r.id = ur.role_id
   where ur.user_id = ? and (r.org_id is null or ${DEPARTMENT_ROLE_APPLIES})`;

/** Rows (role_id, permission_id) granted to the user bound to the single `?`. */
export const EFFECTIVE_GRANTS_SQL = `
  select r.id as role_id, rp.permission_id
    from sys_user_role ur join sys_role r on r.id = ur.role_id
    join sys_role_permission rp on rp.role_id = r.id
   where ur.user_id = ? and (r.org_id is null or (${DEPARTMENT_ROLE_APPLIES}
     and exists (select 1 from sys_depart_permission dp where dp.org_id = r.org_id and dp.permission_id = rp.permission_id)))`;

/** Whether the user holds a role that counts and opens the console (back = '1'). */
export async function holdsConsoleRole(em: EntityManager, userId: string): Promise<boolean> {
  const rows = await em.execute(`select 1 from (${EFFECTIVE_ROLES_SQL}) r where r.back = '1' limit 1`, [userId]);
  return rows.length > 0;
}

/** Whether the user holds a valid permission item that the actor lacks. */
export async function outranks(em: EntityManager, userId: string, actorId: string): Promise<boolean> {
  const rows = await em.execute(
    `select 1 from (${EFFECTIVE_GRANTS_SQL}) g join sys_permission p on p.id = g.permission_id and p.status = '0'
      where g.permission_id not in (select a.permission_id from (${EFFECTIVE_GRANTS_SQL}) a) limit 1`,
    [userId, actorId],
  );
  return rows.length > 0;
}

/** Each role of the user granting the enabled menu item `permissionCode`, with each data rule it applies to the item (none: nulls). */
export async function grantedRules(em: EntityManager, userId: string, permissionCode: string): Promise<({ role_id: string } & { [K in keyof DataRule]: string | null })[]> {
  return em.execute<({ role_id: string } & { [K in keyof DataRule]: string | null })[]>(
    `select g.role_id, d.rule_column as "ruleColumn", d.rule_conditions as "ruleConditions", d.rule_value as "ruleValue"
       from (${EFFECTIVE_GRANTS_SQL}) g
       join sys_permission p on p.id = g.permission_id and p.code = ? and p.status = '0'
       left join sys_role_data_rule rd on rd.role_id = g.role_id
       left join sys_permission_data_rule d on d.id = rd.rule_id and d.permission_id = p.id and d.status = '0'`,
    [userId, permissionCode],
  );
}
