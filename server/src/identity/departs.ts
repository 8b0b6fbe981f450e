// A user's departments and the current one: chosen at login (selectDepart), else the main one, else the first.
import { Type } from '@sinclair/typebox';
import type { EntityManager } from '../db/database.ts';

export interface Depart {
  id: string;
  orgName: string;
  orgCode: string;
  orgType: string;
  isMain: boolean;
  isCurrent: boolean;
}

export const DepartSchema = Type.Object({
  id: Type.String(), orgName: Type.String(), orgCode: Type.String(), orgType: Type.String(), isMain: Type.Boolean(), isCurrent: Type.Boolean(),
});

export async function userDeparts(em: EntityManager, userId: string): Promise<Depart[]> {
  return em.execute<Depart[]>(
    `select o.id, o.org_name as "orgName", o.org_code as "orgCode", o.org_type as "orgType", uo.is_main as "isMain",
            coalesce(o.id = u.current_org_id, false) as "isCurrent"
       from sys_user_org uo join sys_org o on o.id = uo.org_id join sys_user u on u.id = uo.user_id
      where uo.user_id = ? order by uo.is_main desc, o.org_order, o.org_code`,
    [userId],
  );
}

export function pickCurrent(departs: readonly Depart[]): Depart | undefined {
  return departs.find((d) => d.isCurrent) ?? departs.find((d) => d.isMain) ?? departs[0];
}

export async function currentDepart(em: EntityManager, userId: string): Promise<Depart | undefined> {
  return pickCurrent(await userDeparts(em, userId));
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
