// The system log in the console: list with query, delete, and the login counts of the home page.
import type { Static } from '@sinclair/typebox';
import type { Api, PluginOptions } from '../plugin-types.ts';
import type { EntityManager } from '../db/database.ts';
import { notFound, ok } from '../wire/envelope.ts';
import type { FilterQuery } from '@mikro-orm/core';
import { SysLogEntity, type SysLog } from '../db/entities/identity.ts';
import { findPage } from './rows.ts';
import { loginCounts, loginsByDay } from './store/logs.ts';
import { containsPattern } from './sql.ts';
import { byId, byIds, parseIds } from './wire.ts';
import { Type } from '@sinclair/typebox';
import { Nothing, Page, replies, Row, Timestamp } from '../wire/responses.ts';
import { optionalExcept, PAGE_QUERY_PROPERTIES, str } from '../wire/requests.ts';
import { LOG_TYPES, OneOf, PERMISSIONS } from '@yc/engine';

const S = Type.String();
const LOG_ROW = Row({
  id: S, logType: S, userId: S, username: S, method: S, path: S, requestUrl: S, ip: S, status: Type.Integer(), outcome: S,
  durationMs: Type.Integer(), content: S, createdAt: Timestamp,
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

/** The day after a `YYYY-MM-DD` date. */
function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

function filters(q: LogQuery): FilterQuery<SysLog>[] {
  const out: FilterQuery<SysLog>[] = [];
  if (q.logType) out.push({ logType: q.logType });
  if (q.outcome) out.push({ outcome: q.outcome });
  if (q.username?.trim()) out.push({ username: { $ilike: containsPattern(q.username.trim()) } });
  if (q.keyWord?.trim()) {
    const p = containsPattern(q.keyWord.trim());
    out.push({ $or: [{ content: { $ilike: p } }, { path: { $ilike: p } }, { username: { $ilike: p } }] });
  }
  // Times are the enterprise's wall-clock times (the session's time zone); a bare date as the end includes that whole day.
  if (q.createdFrom) out.push({ createdAt: { $gte: q.createdFrom as unknown as Date } });
  if (q.createdTo) out.push({ createdAt: q.createdTo.length === 10 ? { $lt: nextDay(q.createdTo) as unknown as Date } : { $lte: q.createdTo as unknown as Date } });
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
      findPage(em, SysLogEntity, { $and: filters(request.query) }, [{ createdAt: 'desc' }, { id: 'asc' }], request.query)));
  });

  const remove = async (ids: string[], tx: <T>(work: (em: EntityManager) => Promise<T>) => Promise<T>) => {
    const deleted = await tx((em) => em.nativeDelete(SysLogEntity, { id: { $in: ids } }));
    if (deleted === 0) throw notFound();
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
    const row = await request.tx(loginCounts);
    return ok({ todayVisitCount: Number(row?.today ?? 0), todayIp: Number(row?.ips ?? 0), totalVisitCount: Number(row?.total ?? 0) });
  });

  app.get(`${base}/visitInfo`, {
    config: { access: { permission: PERMISSIONS.system.log.list } },
    schema: { tags, response: replies(Type.Array(Type.Object({ day: Type.String(), visit: Type.Integer(), ip: Type.Integer() }))), summary: 'Logins of the last 7 days [{day, visit, ip}], oldest first' },
  }, async (request) => {
    const rows = await request.tx(loginsByDay);
    return ok(rows.map((r) => ({ day: r.day, visit: Number(r.visit), ip: Number(r.ip) })));
  });
}
