// The ext store: what an extension module's SDK reads directly (bpm_instance belongs to bpm; this only reads it), and
// the notice that tells the other instances to reload the modules.
import type { Database, EntityManager } from '../db/database.ts';

/** Sends a notice on the database's change channel (outside any transaction). */
export async function notifyChange(db: Database, channel: string, payload: string): Promise<void> {
  await db.systemQuery('select pg_notify(?, ?)', [channel, payload]);
}

/** The approval status of the record's latest instance of the process, in the transaction's enterprise. */
export async function latestApprovalStatus(em: EntityManager, recordId: string, processKey: string): Promise<string | null | undefined> {
  const [latest] = await em.execute<{ approval_status: string | null }[]>(
    'select approval_status from bpm_instance where data_id = ? and template_key = ? order by start_time desc, id limit 1',
    [recordId, processKey],
  );
  return latest?.approval_status;
}
