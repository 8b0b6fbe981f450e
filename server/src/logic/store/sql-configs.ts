// The statements around an SQL config's run on the platform's database: the transaction's bounds (time-out, read-only,
// the reader role), the savepoint of a write, the plan's cost on the embedded database, and a write's changed rows.
// The config's own statement is the caller's, checked on its syntax tree before it gets here.
import type { Knex } from '@mikro-orm/knex';
import type { EntityManager } from '../../db/database.ts';
import { runStatement } from '../../eform/store/records/sql-exec.ts';

/** The schema of the transaction's enterprise. */
export async function ownSchema(em: EntityManager): Promise<string> {
  const [row] = await em.execute<{ schema: string }[]>(`select yc_tenant_schema(yc_current_tenant()) as schema`);
  return row!.schema;
}

/** The planner's total cost of the statement. */
export async function planCost(em: EntityManager, text: string, values: unknown[]): Promise<number> {
  // PGlite starts with sequential scans disabled, which prices every plan that has one at 10^10.
  await em.execute(`select set_config('enable_seqscan', 'on', true)`);
  const [plan] = await runStatement<Record<string, unknown>>(em, { text: `explain (format json) ${text}`, values });
  const raw = plan ? Object.values(plan)[0] : undefined;
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Total Cost'?: number } }[] | undefined;
  return Math.round(parsed?.[0]?.Plan?.['Total Cost'] ?? 0);
}

/** A data source's query limited to `rows` rows. */
export const limitedRows = (text: string, rows: number) => `select * from (${text}) as yc_q limit ${rows}`;

/** Bounds the transaction for a config's run: the statement time-out, and for a read, read-only as the reader role. */
export async function boundRun(em: EntityManager, timeoutMs: number, reader: string | undefined): Promise<void> {
  await em.execute(`select set_config('statement_timeout', ?, true)`, [String(timeoutMs)]);
  if (reader) {
    await em.execute('set transaction read only');
    await em.execute(`select set_config('role', ?, true)`, [reader]);
  }
}

/** Gives the transaction back to the runtime role after a read. */
export const restoreRole = (em: EntityManager, appRole: string) => em.execute(`select set_config('role', ?, true)`, [appRole]);

/** Runs a write under a savepoint, rolled back to it (a dry run) or released: how many rows it changed. */
export async function writeUnderSavepoint(em: EntityManager, text: string, values: unknown[], dryRun: boolean): Promise<number> {
  await em.execute('savepoint yc_sql_config');
  const affected = await affectedRows(em, text, values);
  await em.execute(dryRun ? 'rollback to savepoint yc_sql_config' : 'release savepoint yc_sql_config');
  return affected;
}

/** Runs a write on the transaction and answers how many rows it changed (PostgreSQL's rowCount, PGlite's affectedRows). */
async function affectedRows(em: EntityManager, text: string, values: unknown[]): Promise<number> {
  const trx = em.getTransactionContext<Knex.Transaction>();
  if (!trx) throw new Error('SQL configs run inside the request transaction');
  const result = (await trx.raw(text, values.map((v) => (v === undefined ? null : v)) as Knex.RawBinding[])) as { rowCount?: number; affectedRows?: number };
  return result.rowCount ?? result.affectedRows ?? 0;
}
