// The BPM store's analytics: counts and durations of instances per template, of tasks to do per node and per handler,
// and the open tasks past their due time, aggregated in SQL and narrowed to a template and a date range.
import { INITIATOR_NODE } from '@yc/engine';
import type { HandlerSummary, NodeSummary, OverdueTask, TemplateSummary } from '@yc/engine/bpm';
import type { EntityManager } from '../../db/database.ts';

/** How many rows a ranked list answers at most (the charts show ten; the rest is for the tables). */
const ROW_LIMIT = 500;

/** A template and inclusive bounds of a range (ISO date-times): instances by start time, tasks by arrival. */
export interface AnalyticsFilter { templateKey?: string; from?: string; to?: string }

/** The conditions of a filter on the instance `i` and the time column `at`, with their values in order. */
function conditions({ templateKey, from, to }: AnalyticsFilter, at: string): { where: string; values: unknown[] } {
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

/** Per template: instances started in the range, running, completed, suspended; average and longest duration. */
export function templateSummaries(em: EntityManager, filter: AnalyticsFilter) {
  const { where, values } = conditions(filter, 'i.start_time');
  const duration = seconds('i.start_time', 'i.end_time');
  return em.execute<TemplateSummary[]>(
    `select i.template_key as "templateKey", ${TEMPLATE_NAME} as "templateName", count(*)::int as started,
            ${countIf(`i.state = 'ACTIVE'`)} as running, ${countIf(`i.state = 'COMPLETED'`)} as completed,
            ${countIf(`i.state = 'SUSPENDED'`)} as suspended,
            ${ofRows('avg', duration, `i.state = 'COMPLETED'`)} as "avgDurationSeconds",
            ${ofRows('max', duration, `i.state = 'COMPLETED'`)} as "maxDurationSeconds"
       from bpm_instance i left join bpm_template tp on tp.template_key = i.template_key
      where ${where}
      group by i.template_key, tp.name order by started desc, i.template_key limit ${ROW_LIMIT}`, values,
  );
}

/** Per template and node: tasks handled, average and longest handling time, open tasks; slowest first. */
export function nodeSummaries(em: EntityManager, filter: AnalyticsFilter) {
  const { where, values } = conditions(filter, 't.created_at');
  return em.execute<NodeSummary[]>(
    `select i.template_key as "templateKey", ${TEMPLATE_NAME} as "templateName", t.node_id as "nodeId",
            coalesce(max(t.node_name), t.node_id) as "nodeName", ${countIf(DONE)} as handled,
            ${ofRows('avg', HANDLING, DONE)} as "avgSeconds", ${ofRows('max', HANDLING, DONE)} as "maxSeconds", ${countIf(OPEN)} as open
       from bpm_task t join bpm_instance i on i.id = t.instance_id left join bpm_template tp on tp.template_key = i.template_key
      where ${NODE_TASKS} and ${where}
      group by i.template_key, tp.name, t.node_id
      order by "avgSeconds" desc nulls last, handled desc, i.template_key, t.node_id limit ${ROW_LIMIT}`, values,
  );
}

/** Per handler: tasks handled, average handling time, open tasks; busiest first (with the handler's names). */
export function handlerSummaries(em: EntityManager, filter: AnalyticsFilter) {
  const { where, values } = conditions(filter, 't.created_at');
  return em.execute<(Omit<HandlerSummary, 'handlerName'> & { username: string; realname: string | null })[]>(
    `select t.assignee_id as "userId", u.username, u.realname, ${countIf(DONE)} as handled,
            ${ofRows('avg', HANDLING, DONE)} as "avgSeconds", ${countIf(OPEN)} as open
       from bpm_task t join bpm_instance i on i.id = t.instance_id join sys_user u on u.id = t.assignee_id
      where ${NODE_TASKS} and ${where}
      group by t.assignee_id, u.username, u.realname
      order by handled desc, open desc, u.username limit ${ROW_LIMIT}`, values,
  );
}

/** One page of the open tasks to do past their due time, most overdue first, with how many there are. */
export async function overdueTasks(em: EntityManager, filter: AnalyticsFilter, pageNo: number, pageSize: number) {
  const { where, values } = conditions(filter, 't.created_at');
  // The partial index on open tasks' due times (status, type, due_at not null) serves these conditions.
  const overdue = `t.status = 'open' and t.task_type = 'todo' and t.due_at is not null and t.due_at < now() and ${where}`;
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
  return { total, rows };
}
