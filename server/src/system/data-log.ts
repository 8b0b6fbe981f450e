// System › Data log (/api/system/dataLog/…): every change of a modelled table's records (ef_data_log, written by the
// record routes), paged and filtered by table, record id, user and time — the enterprise's own rows only (the table is
// tenant-scoped like everything in eform). Filters are values bound into fixed SQL text; nothing of the request is SQL.
// A column masked on any page over its table is masked here too: the log shows no more than the pages do.
import { Type } from '@sinclair/typebox';
import { dataLogMessage as make, maskValue, OneOf, PERMISSIONS, viewMasks, type MaskingType } from '@yc/engine';
import type { EntityManager } from '../db/database.ts';
import type { Api } from '../plugin-types.ts';
import { badRequest, ok } from '../wire/envelope.ts';
import { PAGE_QUERY_PROPERTIES, str } from '../wire/requests.ts';
import { Nullable, Open, Page, replies, Strings, Timestamp } from '../wire/responses.ts';
import { dataLogPage, loggedTables, viewsOverTables } from './store/data-log.ts';

const Entry = Type.Object({
  id: Type.String(), tableName: Type.String(), recordId: Type.String(), action: OneOf(['add', 'edit', 'delete'] as const),
  before: Nullable(Open), after: Nullable(Open), userId: Nullable(Type.String()), username: Nullable(Type.String()), createTime: Timestamp,
});

const Query = Type.Object({
  ...PAGE_QUERY_PROPERTIES,
  tableName: Type.Optional(str(100)),
  recordId: Type.Optional(str(100)),
  username: Type.Optional(str(100)),
  action: Type.Optional(OneOf(['add', 'edit', 'delete'] as const)),
  from: Type.Optional(Type.String({ maxLength: 40, description: 'ISO date and time: changes at or after it' })),
  to: Type.Optional(Type.String({ maxLength: 40, description: 'ISO date and time: changes at or before it' })),
});

function instant(text: string | undefined): Date | undefined {
  if (!text?.trim()) return undefined;
  const time = new Date(text.trim());
  if (Number.isNaN(time.getTime())) throw badRequest(make('badTime', { time: text.slice(0, 40) }));
  return time;
}

export async function dataLogRoutes(app: Api): Promise<void> {
  const P = PERMISSIONS.system.dataLog;

  app.get('/api/system/dataLog/list', {
    config: { access: { permission: P.list } },
    schema: {
      tags: ['system'], summary: 'The data log of modelled tables, newest first: filtered by table, record id, user (name contains), action and time',
      querystring: Query, response: replies(Page(Entry)),
    },
  }, async (request) => {
    const { pageNo, pageSize, tableName, recordId, username, action } = request.query;
    const from = instant(request.query.from);
    const to = instant(request.query.to);
    if (from && to && from > to) throw badRequest(make('badRange'));
    const result = await request.tx(async (em) => {
      const { records, total } = await dataLogPage(em, { tableName, recordId, username, action, from, to }, pageNo, pageSize);
      const masks = await tableMasks(em, [...new Set(records.map((r) => r.tableName))]);
      const shown = records.map((r) => ({ ...r, before: maskedRecord(masks.get(r.tableName), r.before), after: maskedRecord(masks.get(r.tableName), r.after) }));
      return { records: shown, total, current: pageNo, size: pageSize };
    });
    return ok(result);
  });

  app.get('/api/system/dataLog/tables', {
    config: { access: { permission: P.list } },
    schema: { tags: ['system'], summary: 'The tables that have entries in the data log (for the filter)', response: replies(Strings) },
  }, async (request) => {
    return ok(await request.tx((em) => loggedTables(em)));
  });
}

/** The masking of each column masked on some page over each of the tables. */
async function tableMasks(em: EntityManager, tables: readonly string[]): Promise<Map<string, Map<string, MaskingType>>> {
  const byTable = new Map<string, Map<string, MaskingType>>();
  if (tables.length === 0) return byTable;
  const views = await viewsOverTables(em, tables);
  for (const content of views) {
    const masks = byTable.get(content.tableName!) ?? new Map<string, MaskingType>();
    for (const [column, type] of viewMasks(content)) if (!masks.has(column)) masks.set(column, type);
    byTable.set(content.tableName!, masks);
  }
  return byTable;
}

/** A logged record with the masked columns masked (a new object). */
function maskedRecord(masks: Map<string, MaskingType> | undefined, record: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!record || !masks?.size) return record;
  const out = { ...record };
  for (const [column, type] of masks) if (column in out) out[column] = maskValue(type, out[column]);
  return out;
}
