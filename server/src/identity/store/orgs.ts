// The identity store's organisation statements: a user's departments, the organisations below one, and the checks
// of an organisation's parent and leader. Organisations themselves are written through their entity.
import type { EntityManager } from '../../db/database.ts';

/** One of a user's departments, as the login and user info show it. */
export interface Depart {
  id: string;
  orgName: string;
  orgCode: string;
  orgType: string;
  isMain: boolean;
  isCurrent: boolean;
}

/** The user's departments, the main one first, each marked whether it is the one chosen at login. */
export async function userDeparts(em: EntityManager, userId: string): Promise<Depart[]> {
  return em.execute<Depart[]>(
    `select o.id, o.org_name as "orgName", o.org_code as "orgCode", o.org_type as "orgType", uo.is_main as "isMain",
            coalesce(o.id = u.current_org_id, false) as "isCurrent"
       from sys_user_org uo join sys_org o on o.id = uo.org_id join sys_user u on u.id = uo.user_id
      where uo.user_id = ? order by uo.is_main desc, o.org_order, o.org_code`,
    [userId],
  );
}

/** Codes of the organisation and every organisation below it. */
export async function orgCodesBelow(em: EntityManager, orgId: string): Promise<string[]> {
  const rows = await em.execute<{ org_code: string }[]>(
    `with recursive below as (
       select id, org_code from sys_org where id = ?
       union select o.id, o.org_code from sys_org o join below b on o.parent_id = b.id)
     select org_code from below order by org_code`,
    [orgId],
  );
  return rows.map((r) => r.org_code);
}

/** Whether `otherId` is the organisation `id` or one below it. */
export async function isOrgOrBelow(em: EntityManager, id: string, otherId: string): Promise<boolean> {
  const [below] = await em.execute(
    `with recursive below as (select id from sys_org where id = ? union select o.id from sys_org o join below b on o.parent_id = b.id)
     select 1 from below where id = ?`, [id, otherId],
  );
  return below !== undefined;
}

/** Whether the user is an active user of the enterprise (not deleted, not frozen). */
export async function isActiveUser(em: EntityManager, userId: string): Promise<boolean> {
  const [user] = await em.execute('select 1 from sys_user where id = ? and del_flag = 0 and status = 1', [userId]);
  return user !== undefined;
}

/** Whether the organisation exists. */
export async function orgExists(em: EntityManager, id: string): Promise<boolean> {
  const rows = await em.execute(`select 1 from sys_org where id = ?`, [id]);
  return rows.length > 0;
}
