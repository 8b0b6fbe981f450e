// What the logic domain looks up beside its own tables: the pages of a form (ef_metadata), a user's organisation for a
// fill rule, the fill rules' sequences, and the installation's data key.
import type { EntityManager } from '../../db/database.ts';

/** The codes of the pages whose form is this one (at most 50). */
export const pagesOfForm = (em: EntityManager, formCode: string) =>
  em.execute<{ code: string }[]>(`select code from ef_metadata where kind = 'view' and content->>'formCode' = ? order by code limit 50`, [formCode]);

/** The next value of a fill rule's sequence in the period (the first is 1). */
export async function nextSequence(em: EntityManager, ruleCode: string, period: string): Promise<number> {
  const [row] = await em.execute<{ value: string }[]>(
    `insert into sys_fill_rule_seq (rule_code, period, value) values (?, ?, 1)
     on conflict (tenant_id, rule_code, period) do update set value = sys_fill_rule_seq.value + 1
     returning value`,
    [ruleCode, period],
  );
  return Number(row!.value);
}

/** The code of the user's organisation (the current one first, then the main one). */
export async function userOrgCode(em: EntityManager, userId: string): Promise<string | undefined> {
  const [org] = await em.execute<{ org_code: string }[]>(
    `select o.org_code from sys_user u join sys_user_org uo on uo.user_id = u.id join sys_org o on o.id = uo.org_id
      where u.id = ? order by (o.id = u.current_org_id) desc, uo.is_main desc, o.org_order, o.org_code limit 1`,
    [userId],
  );
  return org?.org_code;
}

/** The installation's data key: `candidate` becomes it when there is none yet. */
export async function storedDataKey(em: EntityManager, candidate: string): Promise<string> {
  await em.execute(`insert into sys_installation (key, value) values ('data_key', ?) on conflict (key) do nothing`, [candidate]);
  const [row] = await em.execute<{ value: string }[]>(`select value from sys_installation where key = 'data_key'`);
  return row!.value;
}
