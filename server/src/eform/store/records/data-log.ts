// The data log of modelled tables: one entry per change of a record, with the record before and after.
import type { EntityManager } from '../../../db/database.ts';
import { runStatement } from './sql-exec.ts';

export type DataLogAction = 'add' | 'edit' | 'delete';

export interface DataLogEntry {
  action: DataLogAction;
  recordId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface Actor {
  userId: string;
  username: string;
}

export async function writeDataLog(em: EntityManager, table: string, actor: Actor, entries: readonly DataLogEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map(() => '(?, ?, ?, ?::jsonb, ?::jsonb, ?, ?)').join(', ');
  await runStatement(em, {
    text: `insert into ef_data_log (table_name, record_id, action, before, after, user_id, username) values ${rows}`,
    values: entries.flatMap((e) => [
      table, e.recordId, e.action, e.before && JSON.stringify(e.before), e.after && JSON.stringify(e.after), actor.userId, actor.username,
    ]),
  });
}

export interface DataLogRow {
  id: string;
  action: DataLogAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  username: string | null;
  createTime: Date;
}

/** The changes of one record, oldest first. */
export function readDataLog(em: EntityManager, table: string, recordId: string): Promise<DataLogRow[]> {
  return runStatement<DataLogRow>(em, {
    text: `select id::text as id, action, before, after, username, created_at as "createTime"
             from ef_data_log where table_name = ? and record_id = ? order by ef_data_log.id`,
    values: [table, recordId],
  });
}
