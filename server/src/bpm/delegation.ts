// Delegation (/api/bpm/delegate/…): a signed-in user gives their approvals of chosen processes (or of all) to a bailee
// for a period. While it is active, the new to-do tasks the rules give them go to the bailee instead (createTasks in
// flow.ts, which keeps whom each is from); copies never do. A user may not delegate one process twice in overlapping
// periods. Cancelling (the delegator, or an administrator with the permission) gives the to-do tasks it gave the bailee
// that are still unhandled back to the delegator; handled ones stay handled. Everyone lists the delegations they give or
// receive; an administrator with the permission lists everyone's.
import { randomUUID } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import { DELEGATION_STATES, OneOf, PERMISSIONS } from '@yc/engine';
import { BPM_MESSAGES } from '@yc/engine/bpm';
import { escapeLike } from '@yc/engine/query/operators';
import type { Api } from '../plugin-types.ts';
import { hasPermission } from '../auth/access.ts';
import { badRequest, forbidden, notFound, ok } from '../wire/envelope.ts';
import { PAGE_QUERY_PROPERTIES, str, uuid } from '../wire/requests.ts';
import { Nullable, Page, replies, Timestamp } from '../wire/responses.ts';
import { placeholders, userIds } from './flow.ts';

const base = '/api/bpm/delegate';
const tags = ['bpm'];
const P = PERMISSIONS.bpm.delegate;
const templateKey = Type.String({ pattern: '^[A-Za-z_][\\w.-]*$', maxLength: 100 });

const DelegationRow = Type.Object({
  id: Type.String(),
  delegator: Type.String(), delegatorName: Nullable(Type.String()),
  delegateBailee: Type.String(), delegateBaileeName: Nullable(Type.String()),
  /** The template keys delegated; empty when `allProcesses`. */
  delegateResource: Type.Array(Type.String()),
  /** The names of those templates, in the same order. */
  resourceNames: Type.Array(Type.String()),
  allProcesses: Type.Boolean(),
  startTime: Timestamp, endTime: Timestamp,
  state: OneOf(DELEGATION_STATES),
  /** What the delegation is to the caller. */
  role: OneOf(['delegator', 'bailee', 'other'] as const),
  /** How many to-do tasks it gave the bailee. */
  taskCount: Type.Integer(),
  createTime: Timestamp, cancelTime: Nullable(Timestamp), cancelBy: Nullable(Type.String()),
});

/** Where a delegation stands now (the state vocabulary's order of precedence). */
const STATE_SQL = `case when d.cancelled_at is not null then 'cancelled' when now() < d.start_time then 'pending'
  when now() > d.end_time then 'expired' else 'active' end`;

export async function delegationRoutes(app: Api) {
  app.get(`${base}/list`, {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags,
      summary: 'The delegations the caller gives or receives, newest first; `scope=all`: everyone\'s (administrators with the permission), '
        + 'by delegator or bailee name',
      querystring: Type.Object({
        ...PAGE_QUERY_PROPERTIES, scope: Type.Optional(OneOf(['mine', 'all'] as const)), state: Type.Optional(OneOf(DELEGATION_STATES)),
        keyword: Type.Optional(Type.String({ maxLength: 100 })),
      }),
      response: replies(Page(DelegationRow)),
    },
  }, async (request) => {
    const { userId } = request.caller();
    const { pageNo, pageSize, scope = 'mine', state, keyword } = request.query;
    const result = await request.tx(async (em) => {
      if (scope === 'all' && !(await hasPermission(em, userId, P.list))) throw forbidden();
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
      const rows = await em.execute<(Static<typeof DelegationRow> & { resourceNames: string[] | null; delegateResource: string[] | null })[]>(
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
      return {
        records: rows.map((r) => ({ ...r, delegateResource: r.delegateResource ?? [], resourceNames: r.resourceNames ?? [] })),
        total: Number(total), current: pageNo, size: pageSize,
      };
    });
    return ok(result);
  });

  app.get(`${base}/processes`, {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags, summary: 'The processes a delegation can name: the templates that have a published version',
      response: replies(Type.Array(Type.Object({ key: Type.String(), name: Type.String(), group: Type.String() }))),
    },
  }, async (request) => {
    const result = await request.tx((em) => em.execute<{ key: string; name: string; group: string }[]>(
      `select template_key as key, name, group_name as "group" from bpm_template where published_version is not null order by group_name, name, template_key`,
    ));
    return ok(result);
  });

  app.post(`${base}/add`, {
    config: { access: 'authenticated', cachesUntouched: true },
    schema: {
      tags,
      summary: 'Delegate the caller\'s approvals of the chosen processes (or of all) to an active user for a period: new to-do tasks the '
        + 'rules give the caller go to the bailee while it lasts',
      body: Type.Object({
        delegateBailee: str(100),
        delegateResource: Type.Optional(Type.Array(templateKey, { maxItems: 200, uniqueItems: true })),
        allProcesses: Type.Optional(Type.Boolean()),
        startTime: Type.String({ format: 'date-time' }),
        endTime: Type.String({ format: 'date-time' }),
      }),
      response: replies(Type.Object({ id: Type.String(), state: OneOf(DELEGATION_STATES) })),
    },
  }, async (request) => {
    const { userId, username } = request.caller();
    const { delegateBailee, delegateResource = [], allProcesses = false } = request.body;
    const [startTime, endTime] = [new Date(request.body.startTime), new Date(request.body.endTime)];
    if (!allProcesses && !delegateResource.length) throw badRequest(BPM_MESSAGES.delegateNoProcess);
    if (startTime > endTime) throw badRequest(BPM_MESSAGES.delegatePeriod);
    if (endTime.getTime() <= Date.now()) throw badRequest(BPM_MESSAGES.delegateEndPast);
    const keys = allProcesses ? null : delegateResource;
    const result = await request.tx(async (em) => {
      const [bailee] = await userIds(em, [delegateBailee]);
      if (bailee === userId) throw badRequest(BPM_MESSAGES.delegateToSelf);
      if (keys) {
        const known = new Set((await em.execute<{ template_key: string }[]>(
          `select template_key from bpm_template where template_key in (${placeholders(keys)})`, keys,
        )).map((r) => r.template_key));
        const unknown = keys.find((key) => !known.has(key));
        if (unknown) throw badRequest(BPM_MESSAGES.templateUnknown(unknown));
      }
      // One add of the user's at a time, so that two overlapping delegations cannot both pass the check below.
      await em.execute('select 1 from sys_user where id = ? for update', [userId]);
      const [overlapping] = await em.execute(
        `select 1 from bpm_delegation d
          where d.delegator_id = ? and d.cancelled_at is null and d.start_time <= ? and d.end_time >= ?
            and (d.template_keys is null or ?::jsonb is null or exists (
              select 1 from jsonb_array_elements_text(d.template_keys) k where jsonb_exists(?::jsonb, k)))
          limit 1`,
        [userId, endTime, startTime, keys && JSON.stringify(keys), keys && JSON.stringify(keys)],
      );
      if (overlapping) throw badRequest(BPM_MESSAGES.delegateOverlap);
      const id = randomUUID();
      await em.execute(
        `insert into bpm_delegation (id, delegator_id, bailee_id, template_keys, start_time, end_time, created_by) values (?, ?, ?, ?::jsonb, ?, ?, ?)`,
        [id, userId, bailee, keys ? JSON.stringify(keys) : null, startTime, endTime, username],
      );
      return { id, state: startTime.getTime() > Date.now() ? 'pending' as const : 'active' as const };
    });
    return ok(result);
  });

  app.post(`${base}/cancel`, {
    config: { access: 'authenticated', cachesUntouched: true },
    schema: {
      tags,
      summary: 'Cancel a delegation (its delegator, or an administrator with the permission): the to-do tasks it gave the bailee that '
        + 'are not handled yet go back to the delegator; handled ones and copies stay as they are',
      body: Type.Object({ id: uuid }),
      response: replies(Type.Object({ returned: Type.Integer() })),
    },
  }, async (request) => {
    const { userId, username } = request.caller();
    const result = await request.tx(async (em) => {
      const [delegation] = await em.execute<{ delegator_id: string; cancelled_at: Date | null }[]>(
        'select delegator_id, cancelled_at from bpm_delegation where id = ? for update', [request.body.id],
      );
      if (!delegation) throw notFound();
      if (delegation.delegator_id !== userId && !(await hasPermission(em, userId, P.cancel))) throw forbidden();
      if (delegation.cancelled_at) throw badRequest(BPM_MESSAGES.delegateCancelled);
      await em.execute('update bpm_delegation set cancelled_at = clock_timestamp(), cancelled_by = ? where id = ?', [username, request.body.id]);
      // Locked as every task action locks them (task and instance), so a bailee approving one at this moment either
      // finishes first (it stays handled) or finds it gone back.
      const open = await em.execute<{ id: string }[]>(
        `select t.id from bpm_task t join bpm_instance i on i.id = t.instance_id
          where t.delegation_id = ? and t.task_type = 'todo' and t.status in ('open', 'waiting') order by t.id for update of t, i`, [request.body.id],
      );
      if (!open.length) return { returned: 0 };
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
      return { returned: returned.length };
    });
    return ok(result);
  });
}
