// The reports store: what datasets ask of the database beside their metadata and the aggregates they run (those go
// through the record tables of store/records): the widgets drawing a dataset, and a report's statement time-out.
import type { EntityManager } from '../../db/database.ts';

/** The first widget drawing the dataset, if any. */
export async function widgetUsing(em: EntityManager, datasetCode: string): Promise<string | undefined> {
  const [row] = await em.execute<{ code: string }[]>(
    `select code from ef_metadata where kind = 'widget' and content ->> 'datasetCode' = ? order by code limit 1`, [datasetCode]);
  return row?.code;
}

/** Stops the transaction's statements that run longer than this (a report reads; it is stopped like a SQL config). */
export const limitStatementTime = (em: EntityManager, timeoutMs: number) => em.execute(`select set_config('statement_timeout', ?, true)`, [String(timeoutMs)]);
