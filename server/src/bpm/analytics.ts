// Process analytics for administrators (GET /api/bpm/analytics/…): counts and durations of instances per template,
// of tasks to do per node and per handler, and the open tasks past their due time — each narrowed to a template and a
// date range (instances by start time, tasks by arrival), aggregated in SQL. Lists come ranked as the dashboards show
// them (slowest nodes, busiest handlers first).
import { Type, type Static } from '@sinclair/typebox';
import { INITIATOR_NODE, PERMISSIONS } from '@yc/engine';
import { BPM_MESSAGES, handlerName } from '@yc/engine/bpm';
import type { HandlerSummary, NodeSummary, OverdueTask, TemplateSummary } from '@yc/engine/bpm';
import type { Api } from '../plugin-types.ts';
import { badRequest, ok } from '../wire/envelope.ts';
import { PAGE_QUERY_PROPERTIES, str } from '../wire/requests.ts';
import { Nullable, Page, replies } from '../wire/responses.ts';

const base = '/api/bpm/analytics';
const tags = ['bpm'];
const access = { permission: PERMISSIONS.bpm.analytics.list };

/** How many rows a ranked list answers at most (the charts show ten; the rest is for the tables). */
const ROW_LIMIT = 500;

const FILTER = {
  templateKey: Type.Optional(str(100)),
  /** Inclusive bounds of the range (ISO date-times): instances by start time, tasks by arrival. */
  from: Type.Optional(Type.String({ format: 'date-time' })),
  to: Type.Optional(Type.String({ format: 'date-time' })),
};
const Filter = Type.Object(FILTER);

/**
 * The conditions of a filter on the instance `i` and the time column `at`, with their values in order; a range that
 * ends before it starts is refused.
 */
function conditions({ templateKey, from, to }: Static<typeof Filter>, at: string): { where: string; values: unknown[] } {
  if (from && to && Date.parse(from) > Date.parse(to)) throw badRequest(BPM_MESSAGES.analyticsRange);
  const given = [
    ['i.template_key = ?', templateKey], [`${at} >= ?::timestamptz`, from], [`${at} <= ?::timestamptz`, to],
  ].filter((pair): pair is [string, string] => pair[1] !== undefined && pair[1] !== '');
  return { where: given.length ? given.map(([sql]) => sql).join(' and ') : 'true', values: given.map(([, value]) => value) };
}

const seconds = (from: string, to: string) => `extract(epoch from ${to} - ${from})`;
/** How many rows of the group meet a condition. */
const countIf = (condition: string) => `count(*) filter (where ${condition})::int`;
/** The average or largest of an expression over the rows of the group that meet a condition (null when none does). */
const ofRows = (aggregate: 'avg' | 'max', expression: string, condition: string) => `(${aggregate}(${expression}) filter (where ${condition}))::float8`;
/** The template's name, or its key when the template is gone. */
const TEMPLATE_NAME = 'coalesce(tp.name, i.template_key)';
/** A task's handling time: from its arrival to its completion. */
const HANDLING = seconds('t.created_at', 't.completed_at');
const DONE = `t.status = 'done'`;
const OPEN = `t.status = 'open'`;
/** Tasks to do of process nodes (not the initiator's resubmissions, not copies). */
const NODE_TASKS = `t.task_type = 'todo' and t.node_id <> '${INITIATOR_NODE}'`;

const num = Type.Number();
const TemplateRow = Type.Object({
  templateKey: Type.String(), templateName: Type.String(), started: Type.Integer(), running: Type.Integer(), completed: Type.Integer(),
  suspended: Type.Integer(), avgDurationSeconds: Nullable(num), maxDurationSeconds: Nullable(num),
});
const NodeRow = Type.Object({
  templateKey: Type.String(), templateName: Type.String(), nodeId: Type.String(), nodeName: Type.String(), handled: Type.Integer(),
  avgSeconds: Nullable(num), maxSeconds: Nullable(num), open: Type.Integer(),
});
const HandlerRow = Type.Object({ userId: Type.String(), handlerName: Type.String(), handled: Type.Integer(), avgSeconds: Nullable(num), open: Type.Integer() });
const OverdueRow = Type.Object({
  taskId: Type.String(), instanceId: Type.String(), businessTitle: Type.String(), templateKey: Type.String(), templateName: Type.String(),
  nodeName: Type.String(), handlerName: Nullable(Type.String()), dueAt: Type.String(), overdueSeconds: num,
});

export async function analyticsRoutes(app: Api) {
  app.get(`${base}/summary`, {
    config: { access },
    schema: {
      tags, summary: 'Per template: instances started in the range, how many run, completed, are suspended; average and longest duration of the completed ones',
      querystring: Filter, response: replies(Type.Array(TemplateRow)),
    },
  }, async (request) => {
    const { where, values } = conditions(request.query, 'i.start_time');
    const duration = seconds('i.start_time', 'i.end_time');
    const rows = await request.tx((em) => em.execute<TemplateSummary[]>(
      `select i.template_key as "templateKey", ${TEMPLATE_NAME} as "templateName", count(*)::int as started,
              ${countIf(`i.state = 'ACTIVE'`)} as running, ${countIf(`i.state = 'COMPLETED'`)} as completed,
              ${countIf(`i.state = 'SUSPENDED'`)} as suspended,
              ${ofRows('avg', duration, `i.state = 'COMPLETED'`)} as "avgDurationSeconds",
              ${ofRows('max', duration, `i.state = 'COMPLETED'`)} as "maxDurationSeconds"
         from bpm_instance i left join bpm_template tp on tp.template_key = i.template_key
        where ${where}
        group by i.template_key, tp.name order by started desc, i.template_key limit ${ROW_LIMIT}`, values,
    ));
    return ok(rows);
  });

  app.get(`${base}/nodes`, {
    config: { access },
    schema: {
      tags, summary: 'Per template and node: tasks handled, average and longest handling time (arrival → completion), open tasks; slowest first',
      querystring: Filter, response: replies(Type.Array(NodeRow)),
    },
  }, async (request) => {
    const { where, values } = conditions(request.query, 't.created_at');
    const rows = await request.tx((em) => em.execute<NodeSummary[]>(
      `select i.template_key as "templateKey", ${TEMPLATE_NAME} as "templateName", t.node_id as "nodeId",
              coalesce(max(t.node_name), t.node_id) as "nodeName", ${countIf(DONE)} as handled,
              ${ofRows('avg', HANDLING, DONE)} as "avgSeconds", ${ofRows('max', HANDLING, DONE)} as "maxSeconds", ${countIf(OPEN)} as open
         from bpm_task t join bpm_instance i on i.id = t.instance_id left join bpm_template tp on tp.template_key = i.template_key
        where ${NODE_TASKS} and ${where}
        group by i.template_key, tp.name, t.node_id
        order by "avgSeconds" desc nulls last, handled desc, i.template_key, t.node_id limit ${ROW_LIMIT}`, values,
    ));
    return ok(rows);
  });

  app.get(`${base}/users`, {
    config: { access },
    schema: {
      tags, summary: 'Per handler (realname (username)): tasks handled, average handling time, open tasks; busiest first',
      querystring: Filter, response: replies(Type.Array(HandlerRow)),
    },
  }, async (request) => {
    const { where, values } = conditions(request.query, 't.created_at');
    const rows = await request.tx((em) => em.execute<(Omit<HandlerSummary, 'handlerName'> & { username: string; realname: string | null })[]>(
      `select t.assignee_id as "userId", u.username, u.realname, ${countIf(DONE)} as handled,
              ${ofRows('avg', HANDLING, DONE)} as "avgSeconds", ${countIf(OPEN)} as open
         from bpm_task t join bpm_instance i on i.id = t.instance_id join sys_user u on u.id = t.assignee_id
        where ${NODE_TASKS} and ${where}
        group by t.assignee_id, u.username, u.realname
        order by handled desc, open desc, u.username limit ${ROW_LIMIT}`, values,
    ));
    return ok(rows.map(({ username, realname, ...row }): HandlerSummary => ({ ...row, handlerName: handlerName(realname, username) })));
  });

  app.get(`${base}/overdue`, {
    config: { access },
    schema: {
      tags, summary: 'Open tasks to do past their due time, most overdue first, with how long overdue (seconds); paged',
      querystring: Type.Object({ ...FILTER, ...PAGE_QUERY_PROPERTIES }), response: replies(Page(OverdueRow)),
    },
  }, async (request) => {
    const { pageNo, pageSize, ...filter } = request.query;
    const { where, values } = conditions(filter, 't.created_at');
    // The partial index on open tasks' due times (status, type, due_at not null) serves these conditions.
    const overdue = `t.status = 'open' and t.task_type = 'todo' and t.due_at is not null and t.due_at < now() and ${where}`;
    const result = await request.tx(async (em) => {
      const [{ total }] = await em.execute<[{ total: number }]>(
        `select count(*)::int as total from bpm_task t join bpm_instance i on i.id = t.instance_id where ${overdue}`, values,
      );
      const rows = await em.execute<(Omit<OverdueTask, 'handlerName'> & { username: string | null; realname: string | null; dueAt: Date })[]>(
        `select t.id as "taskId", t.instance_id as "instanceId", i.business_title as "businessTitle", i.template_key as "templateKey",
                ${TEMPLATE_NAME} as "templateName", coalesce(t.node_name, t.node_id) as "nodeName", u.username, u.realname,
                t.due_at as "dueAt", ${seconds('t.due_at', 'now()')}::float8 as "overdueSeconds"
           from bpm_task t join bpm_instance i on i.id = t.instance_id
           left join bpm_template tp on tp.template_key = i.template_key left join sys_user u on u.id = t.assignee_id
          where ${overdue} order by t.due_at, t.id limit ? offset ?`, [...values, pageSize, (pageNo - 1) * pageSize],
      );
      const records = rows.map(({ username, realname, dueAt, ...row }): OverdueTask => ({
        ...row, dueAt: new Date(dueAt).toISOString(), handlerName: username ? handlerName(realname, username) : null,
      }));
      return { records, total, current: pageNo, size: pageSize };
    });
    return ok(result);
  });
}
