// Process analytics for administrators (GET /api/bpm/analytics/…): counts and durations of instances per template,
// of tasks to do per node and per handler, and the open tasks past their due time — each narrowed to a template and a
// date range (instances by start time, tasks by arrival), aggregated in SQL. Lists come ranked as the dashboards show
// them (slowest nodes, busiest handlers first).
import { Type } from '@sinclair/typebox';
import { PERMISSIONS } from '@yc/engine';
import { BPM_MESSAGES, handlerName } from '@yc/engine/bpm';
import type { HandlerSummary, OverdueTask } from '@yc/engine/bpm';
import type { Api } from '../plugin-types.ts';
import { badRequest, ok } from '../wire/envelope.ts';
import { handlerSummaries, nodeSummaries, overdueTasks, templateSummaries, type AnalyticsFilter } from './store/analytics.ts';
import { PAGE_QUERY_PROPERTIES, str } from '../wire/requests.ts';
import { Nullable, Page, replies } from '../wire/responses.ts';

const base = '/api/bpm/analytics';
const tags = ['bpm'];
const access = { permission: PERMISSIONS.bpm.analytics.list };

const FILTER = {
  templateKey: Type.Optional(str(100)),
  /** Inclusive bounds of the range (ISO date-times): instances by start time, tasks by arrival. */
  from: Type.Optional(Type.String({ format: 'date-time' })),
  to: Type.Optional(Type.String({ format: 'date-time' })),
};
const Filter = Type.Object(FILTER);

/** A filter whose range ends before it starts is refused. */
function checked(filter: AnalyticsFilter): AnalyticsFilter {
  if (filter.from && filter.to && Date.parse(filter.from) > Date.parse(filter.to)) throw badRequest(BPM_MESSAGES.analyticsRange);
  return filter;
}

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
    const filter = checked(request.query);
    const rows = await request.tx((em) => templateSummaries(em, filter));
    return ok(rows);
  });

  app.get(`${base}/nodes`, {
    config: { access },
    schema: {
      tags, summary: 'Per template and node: tasks handled, average and longest handling time (arrival → completion), open tasks; slowest first',
      querystring: Filter, response: replies(Type.Array(NodeRow)),
    },
  }, async (request) => {
    const filter = checked(request.query);
    const rows = await request.tx((em) => nodeSummaries(em, filter));
    return ok(rows);
  });

  app.get(`${base}/users`, {
    config: { access },
    schema: {
      tags, summary: 'Per handler (realname (username)): tasks handled, average handling time, open tasks; busiest first',
      querystring: Filter, response: replies(Type.Array(HandlerRow)),
    },
  }, async (request) => {
    const filter = checked(request.query);
    const rows = await request.tx((em) => handlerSummaries(em, filter));
    return ok(rows.map(({ username, realname, ...row }): HandlerSummary => ({ ...row, handlerName: handlerName(realname, username) })));
  });

  app.get(`${base}/overdue`, {
    config: { access },
    schema: {
      tags, summary: 'Open tasks to do past their due time, most overdue first, with how long overdue (seconds); paged',
      querystring: Type.Object({ ...FILTER, ...PAGE_QUERY_PROPERTIES }), response: replies(Page(OverdueRow)),
    },
  }, async (request) => {
    const { pageNo, pageSize, ...query } = request.query;
    const filter = checked(query);
    const result = await request.tx(async (em) => {
      const { total, rows } = await overdueTasks(em, filter, pageNo, pageSize);
      const records = rows.map(({ username, realname, dueAt, ...row }): OverdueTask => ({
        ...row, dueAt: new Date(dueAt).toISOString(), handlerName: username ? handlerName(realname, username) : null,
      }));
      return { records, total, current: pageNo, size: pageSize };
    });
    return ok(result);
  });
}
