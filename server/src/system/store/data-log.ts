// The system store's data log (ef_data_log, written by the modelled tables' triggers) and the pages whose masking it shows.
import type { View } from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';
import { containing, whereGiven } from './where.ts';

export interface DataLogRow {
  id: string; tableName: string; recordId: string; action: 'add' | 'edit' | 'delete'; before: Record<string, unknown> | null;
  after: Record<string, unknown> | null; userId: string | null; username: string | null; createTime: string;
}

export interface DataLogFilter { tableName?: string; recordId?: string; username?: string; action?: string; from?: Date; to?: Date }

/** One page of the data log, newest first, by table, record id, user (name contains), action and time, with how many there are. */
export async function dataLogPage(em: EntityManager, { tableName, recordId, username, action, from, to }: DataLogFilter, pageNo: number, pageSize: number) {
  const { filter, params } = whereGiven([
    ['l.table_name = ?', tableName?.trim()], ['l.record_id = ?', recordId?.trim()], ['l.username ilike ?', containing(username)],
    ['l.action = ?', action], ['l.created_at >= ?', from], ['l.created_at <= ?', to],
  ]);
  const [{ total }] = await em.execute<[{ total: string }]>(`select count(*) as total from ef_data_log l ${filter}`, params);
  const records = await em.execute<DataLogRow[]>(
    `select l.id::text as id, l.table_name as "tableName", l.record_id as "recordId", l.action, l.before, l.after,
            l.user_id::text as "userId", l.username, l.created_at as "createTime"
       from ef_data_log l ${filter} order by l.id desc limit ? offset ?`, [...params, pageSize, (pageNo - 1) * pageSize]);
  return { records, total: Number(total) };
}

/** The tables that have entries in the data log, by name. */
export const loggedTables = async (em: EntityManager) =>
  (await em.execute<{ name: string }[]>(`select distinct table_name as name from ef_data_log order by 1`)).map((r) => r.name);

/** The pages (views) over any of the tables. */
export const viewsOverTables = async (em: EntityManager, tables: readonly string[]) => (await em.execute<{ content: View }[]>(
  `select content from ef_metadata where kind = 'view' and content ->> 'tableName' in (${tables.map(() => '?').join(', ')})`, [...tables],
)).map((v) => v.content);
