// The system log in the console: list with query, delete, and the login counts of the home page.
import type { Static } from '@sinclair/typebox';
import type { Api, PluginOptions } from '../plugins.ts';
import type { EntityManager } from '../db/database.ts';
import { notFound, ok } from '../wire/envelope.ts';
import { pagedQuery } from './paging.ts';
import { and, containsPattern, placeholders, type SqlFragment } from './sql.ts';
import { byId, byIds, parseIds } from './wire.ts';
import { Type } from '@sinclair/typebox';
import { Nothing, Page, replies, Row } from '../wire/responses.ts';
import { optionalExcept, PAGE_QUERY_PROPERTIES, str } from '../wire/requests.ts';
import { LOG_TYPES, OneOf, PERMISSIONS } from '@yc/engine';

const COLUMNS = `l.id, l.log_type as "logType", l.user_id as "userId", l.username, l.method, l.path, l.request_url as "requestUrl",
  l.ip, l.status, l.outcome, l.duration_ms as "durationMs", l.content, l.created_at as "createdAt"`;
const S = Type.String();
const LOG_ROW = Row({
  id: S, logType: S, userId: S, username: S, method: S, path: S, requestUrl: S, ip: S, status: Type.Integer(), outcome: S,
  durationMs: Type.Integer(), content: S, createdAt: S,
});
const DATE_TIME = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}([ T]\\d{2}:\\d{2}(:\\d{2})?)?$' });
const LOG_QUERY = Type.Object({
  ...PAGE_QUERY_PROPERTIES,
  ...optionalExcept({
    logType: OneOf(Object.values(LOG_TYPES)), outcome: OneOf(['success', 'failure']),
    keyWord: str(200), username: str(100), createdFrom: DATE_TIME, createdTo: DATE_TIME,
  }),
});
type LogQuery = Static<typeof LOG_QUERY>;

function filters(q: LogQuery): SqlFragment[] {
  const out: SqlFragment[] = [];
  if (q.logType) out.push({ text: 'l.log_type = ?', values: [q.logType] });
  if (q.outcome) out.push({ text: 'l.outcome = ?', values: [q.outcome] });
  if (q.username?.trim()) out.push({ text: 'l.username ilike ?', values: [containsPattern(q.username.trim())] });
  if (q.keyWord?.trim()) {
    const p = containsPattern(q.keyWord.trim());
    out.push({ text: 'l.content ilike ? or l.path ilike ? or l.username ilike ?', values: [p, p, p] });
  }
  if (q.createdFrom) out.push({ text: 'l.created_at >= ?::timestamp', values: [q.createdFrom] });
  // A bare date as the end of the range includes that whole day.
  if (q.createdTo) out.push({ text: q.createdTo.length === 10 ? `l.created_at < ?::date + 1` : 'l.created_at <= ?::timestamp', values: [q.createdTo] });
  return out;
}

export async function logRoutes(app: Api, _options: PluginOptions) {
  const base = '/api/system/log';
  const tags = ['log'];

  app.get(`${base}/list`, {
    config: { access: { permission: PERMISSIONS.system.log.list } },
    schema: {
      tags, response: replies(Page(LOG_ROW)), summary: 'Log entries, newest first, paged',
      querystring: LOG_QUERY,
    },
  }, async (request) => {
    // The queued operation entries of this instance first: the log screen shows the calls that led to it.
    await app.operationLog.flush();
    return ok(await request.tx((em) =>
      pagedQuery(em, { columns: COLUMNS, from: 'sys_log l', where: and(filters(request.query)), orderBy: 'l.created_at desc, l.id' }, request.query)));
  });

  const remove = async (ids: string[], tx: <T>(work: (em: EntityManager) => Promise<T>) => Promise<T>) => {
    const rows = await tx((em) => em.execute(`delete from sys_log where id in (${placeholders(ids)}) returning id`, ids));
    if (rows.length === 0) throw notFound();
    return ok(null);
  };
  app.delete(`${base}/delete`, {
    config: { access: { permission: PERMISSIONS.system.log.delete } },
    schema: { tags, response: replies(Nothing), summary: 'Delete a log entry', querystring: byId },
  }, (request) => remove(parseIds(request.query.id), (work) => request.tx(work)));
  app.delete(`${base}/deleteBatch`, {
    config: { access: { permission: PERMISSIONS.system.log.delete } },
    schema: { tags, response: replies(Nothing), summary: 'Delete log entries (ids comma-separated)', querystring: byIds },
  }, (request) => remove(parseIds(request.query.ids), (work) => request.tx(work)));

  app.get(`${base}/loginfo`, {
    config: { access: { permission: PERMISSIONS.system.log.list } },
    schema: { tags, response: replies(Type.Object({ todayVisitCount: Type.Integer(), todayIp: Type.Integer(), totalVisitCount: Type.Integer() })), summary: 'Login counts {todayVisitCount, todayIp, totalVisitCount}' },
  }, async (request) => {
    const [row] = await request.tx((em) => em.execute<{ today: string; ips: string; total: string }[]>(
      `select count(*) filter (where created_at >= current_date) as today,
              count(distinct ip) filter (where created_at >= current_date) as ips,
              count(*) as total
         from sys_log where log_type = 'login' and outcome = 'success'`));
    return ok({ todayVisitCount: Number(row?.today ?? 0), todayIp: Number(row?.ips ?? 0), totalVisitCount: Number(row?.total ?? 0) });
  });

  app.get(`${base}/visitInfo`, {
    config: { access: { permission: PERMISSIONS.system.log.list } },
    schema: { tags, response: replies(Type.Array(Type.Object({ day: Type.String(), visit: Type.Integer(), ip: Type.Integer() }))), summary: 'Logins of the last 7 days [{day, visit, ip}], oldest first' },
  }, async (request) => {
    const rows = await request.tx((em) => em.execute<{ day: string; visit: string; ip: string }[]>(
      `select to_char(d.day, 'YYYY-MM-DD') as day, count(l.id) as visit, count(distinct l.ip) as ip
         from generate_series(current_date - 6, current_date, interval '1 day') as d(day)
         left join sys_log l on l.created_at >= d.day and l.created_at < d.day + interval '1 day'
                            and l.log_type = 'login' and l.outcome = 'success'
        group by d.day order by d.day`));
    return ok(rows.map((r) => ({ day: r.day, visit: Number(r.visit), ip: Number(r.ip) })));
  });
}
