// The BPM store's delegations: listing them (a user's, or everyone's), the templates they may name, adding one (locked per delegator, checked
// for overlap) and cancelling one (the to-do tasks it gave the bailee that are unhandled go back to the delegator).
import { escapeLike } from '@yc/engine/query/operators';
import type { EntityManager } from '../../db/database.ts';
import { placeholders } from './sql.ts';

/** Where a delegation stands now (the state vocabulary's order of precedence; engine delegationState says the same). */
const STATE_SQL = `case when d.cancelled_at is not null then 'cancelled' when now() < d.start_time then 'pending'
  when now() > d.end_time then 'expired' else 'active' end`;

/** Of the keys, those that name a template. */
export async function knownTemplates(em: EntityManager, keys: readonly string[] | null): Promise<Set<string>> {
  if (!keys?.length) return new Set();
  return new Set((await em.execute<{ template_key: string }[]>(
    `select template_key from bpm_template where template_key in (${placeholders(keys)})`, [...keys],
  )).map((r) => r.template_key));
}

/**
 * Whether another delegation of the user's, not cancelled, covers one of the processes in the period; the user's row is
 * locked first, so that two overlapping delegations cannot both pass this check.
 */
export async function overlapsAnother(em: EntityManager, userId: string, keys: string[] | null, startTime: Date, endTime: Date): Promise<boolean> {
  await em.execute('select 1 from sys_user where id = ? for update', [userId]);
  const [overlapping] = await em.execute(
    `select 1 from bpm_delegation d
      where d.delegator_id = ? and d.cancelled_at is null and d.start_time <= ? and d.end_time >= ?
        and (d.template_keys is null or ?::jsonb is null or exists (
          select 1 from jsonb_array_elements_text(d.template_keys) k where jsonb_exists(?::jsonb, k)))
      limit 1`,
    [userId, endTime, startTime, keys && JSON.stringify(keys), keys && JSON.stringify(keys)],
  );
  return Boolean(overlapping);
}

/** A new delegation. */
export const insertDelegation = (em: EntityManager, row: {
  id: string; delegatorId: string; baileeId: string; keys: string[] | null; startTime: Date; endTime: Date; createdBy: string;
}) => em.execute(
  `insert into bpm_delegation (id, delegator_id, bailee_id, template_keys, start_time, end_time, created_by) values (?, ?, ?, ?::jsonb, ?, ?, ?)`,
  [row.id, row.delegatorId, row.baileeId, row.keys ? JSON.stringify(row.keys) : null, row.startTime, row.endTime, row.createdBy],
);

/** The delegation, locked for cancelling. */
export async function lockDelegation(em: EntityManager, id: string) {
  const [delegation] = await em.execute<{ delegator_id: string; cancelled_at: Date | null }[]>(
    'select delegator_id, cancelled_at from bpm_delegation where id = ? for update', [id],
  );
  return delegation;
}

/**
 * Cancels the delegation and gives the to-do tasks it gave the bailee that are still unhandled back to the delegator;
 * answers how many went back.
 */
export async function cancelDelegation(em: EntityManager, id: string, username: string): Promise<number> {
  await em.execute('update bpm_delegation set cancelled_at = clock_timestamp(), cancelled_by = ? where id = ?', [username, id]);
  // Locked as every task action locks them (task and instance), so a bailee approving one at this moment either
  // finishes first (it stays handled) or finds it gone back.
  const open = await em.execute<{ id: string }[]>(
    `select t.id from bpm_task t join bpm_instance i on i.id = t.instance_id
      where t.delegation_id = ? and t.task_type = 'todo' and t.status in ('open', 'waiting') order by t.id for update of t, i`, [id],
  );
  if (!open.length) return 0;
  // Back to the delegator, unless they decide at that node already (a second voice) or can no longer sign in (frozen,
  // deleted): then it stays with the bailee.
  const returned = await em.execute<{ id: string }[]>(
    `update bpm_task t set assignee_id = t.delegated_from, delegated_from = null, delegation_id = null
      where t.id in (${placeholders(open)}) and t.status in ('open', 'waiting')
        and exists (select 1 from sys_user u where u.id = t.delegated_from and u.del_flag = 0 and u.status = 1)
        and not exists (select 1 from bpm_task o where o.instance_id = t.instance_id and o.node_id = t.node_id and o.task_type = 'todo'
                         and o.status in ('open', 'waiting') and o.assignee_id = t.delegated_from)
      returning t.id`, open.map((t) => t.id),
  );
  return returned.length;
}

/** A page of the delegations the user gives or receives (`mine`) or of everyone's (`all`), by state and by delegator or bailee name. */
export async function delegationPage<Row>(
  em: EntityManager, userId: string, { pageNo, pageSize, scope, state, keyword }: { pageNo: number; pageSize: number; scope: 'mine' | 'all'; state?: string; keyword?: string },
) {
  const conditions: [string, unknown[]][] = scope === 'all' ? [] : [['(d.delegator_id = ? or d.bailee_id = ?)', [userId, userId]]];
  if (state) conditions.push([`${STATE_SQL} = ?`, [state]]);
  if (keyword?.trim()) {
    const like = `%${escapeLike(keyword.trim())}%`;
    conditions.push(['(g.username ilike ? or g.realname ilike ? or b.username ilike ? or b.realname ilike ?)', [like, like, like, like]]);
  }
  const where = conditions.length ? `where ${conditions.map(([sql]) => sql).join(' and ')}` : '';
  const params = conditions.flatMap(([, values]) => values);
  const from = 'from bpm_delegation d join sys_user g on g.id = d.delegator_id join sys_user b on b.id = d.bailee_id';
  const [{ total }] = await em.execute<[{ total: string }]>(`select count(*) as total ${from} ${where}`, params);
  const rows = await em.execute<(Row & { resourceNames: string[] | null; delegateResource: string[] | null })[]>(
    `select d.id, g.username as delegator, g.realname as "delegatorName", b.username as "delegateBailee", b.realname as "delegateBaileeName",
            d.template_keys as "delegateResource", d.template_keys is null as "allProcesses",
            (select array_agg(coalesce(tp.name, k.key) order by k.n) from jsonb_array_elements_text(d.template_keys) with ordinality as k(key, n)
               left join bpm_template tp on tp.template_key = k.key) as "resourceNames",
            d.start_time as "startTime", d.end_time as "endTime", ${STATE_SQL} as state,
            case when d.delegator_id = ? then 'delegator' when d.bailee_id = ? then 'bailee' else 'other' end as role,
            (select count(*)::int from bpm_task t where t.delegation_id = d.id) as "taskCount",
            d.created_at as "createTime", d.cancelled_at as "cancelTime", d.cancelled_by as "cancelBy"
       ${from} ${where} order by d.created_at desc, d.id limit ? offset ?`,
    [userId, userId, ...params, pageSize, (pageNo - 1) * pageSize],
  );
  return { rows: rows.map((r) => ({ ...r, delegateResource: r.delegateResource ?? [], resourceNames: r.resourceNames ?? [] })), total: Number(total) };
}

/** The processes a delegation can name: the templates that have a published version. */
export const delegableTemplates = (em: EntityManager) => em.execute<{ key: string; name: string; group: string }[]>(
  `select template_key as key, name, group_name as "group" from bpm_template where published_version is not null order by group_name, name, template_key`,
);
