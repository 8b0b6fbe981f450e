// Runs a table model's DDL: reads the table's catalog, claims the physical table for the enterprise, executes
// the statements as the table owner (the runtime role may not run DDL), and puts the tenant policy on the table.
import {
  catalogColumns, catalogIndexes, quoteIdent, type CatalogColumn, type CatalogIndexRow, type DdlPlan, type InformationSchemaColumn,
  type TableIndexShape,
} from '@yc/engine';
import type { EntityManager } from '../db/database.ts';
import { badRequest } from '../wire/envelope.ts';
import { EFORM_MESSAGES } from './errors.ts';
import { runStatement } from './sql-exec.ts';

/**
 * Runs `work` as the session user that owns the tables, inside the caller's transaction (the tenant setting
 * stays), then switches back to the runtime role so that row-level security applies again.
 */
export async function asTableOwner<T>(em: EntityManager, appRole: string, work: () => Promise<T>): Promise<T> {
  await em.execute(`select set_config('role', 'none', true)`);
  const result = await work();
  await em.execute(`select set_config('role', ?, true)`, [appRole]);
  return result;
}

/**
 * The columns of the enterprise's table, or null when there is no such table. Run as the owner: the catalog hides
 * others' tables. A table of another enterprise (or of nobody) is refused without a word about its columns.
 */
export async function readCatalog(em: EntityManager, table: string): Promise<CatalogColumn[] | null> {
  const owner = await tableOwner(em, table);
  if (owner === 'other') throw badRequest(EFORM_MESSAGES.tableOwnedElsewhere);
  const rows = await runStatement<InformationSchemaColumn>(em, {
    text: `select column_name, data_type, character_maximum_length, numeric_precision, numeric_scale, is_nullable, column_default
             from information_schema.columns where table_schema = current_schema() and table_name = ? order by ordinal_position`,
    values: [table],
  });
  if (rows.length && owner !== 'mine') throw badRequest(EFORM_MESSAGES.tableOwnedElsewhere);
  return rows.length ? catalogColumns(rows) : null;
}

/** The table's indexes (columns in order, descending ones marked); read as the owner, after readCatalog allowed it. */
export async function readIndexes(em: EntityManager, table: string): Promise<TableIndexShape[]> {
  const rows = await runStatement<CatalogIndexRow>(em, {
    text: `select i.relname as name, x.indisunique as "unique",
                  array(select a.attname::text from unnest(x.indkey::int2[]) with ordinality k(attnum, n)
                          join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum order by k.n) as columns,
                  array(select (o & 1) = 1 from unnest(x.indoption::int2[]) with ordinality o(o, n) order by n) as descending
             from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
            where t.relname = ? and t.relnamespace = current_schema()::regnamespace
            order by i.relname`,
    values: [table],
  });
  return catalogIndexes(rows);
}

/** Records the enterprise as owner of the table, or refuses when another enterprise owns it. */
async function claimTable(em: EntityManager, table: string): Promise<void> {
  await runStatement(em, { text: `insert into ef_table_owner (table_name, tenant_id) values (?, yc_current_tenant()) on conflict (table_name) do nothing`, values: [table] });
  if ((await tableOwner(em, table)) !== 'mine') throw badRequest(EFORM_MESSAGES.tableOwnedElsewhere);
}

/** Executes the plan's statements and applies the tenant policy; call inside asTableOwner. */
export async function executeDdl(em: EntityManager, plan: DdlPlan, appRole: string): Promise<void> {
  await claimTable(em, plan.table);
  for (const statement of plan.statements) await runStatement(em, { text: statement, values: [] });
  await runStatement(em, { text: `select yc_enable_tenant_rls(?::regclass, ?)`, values: [quoteIdent(plan.table), appRole] });
}

/** Who owns the physical table: the caller's enterprise, another one, or nobody yet. */
async function tableOwner(em: EntityManager, table: string): Promise<'mine' | 'other' | null> {
  const rows = await runStatement<{ mine: boolean }>(em, { text: `select tenant_id = yc_current_tenant() as mine from ef_table_owner where table_name = ?`, values: [table] });
  return rows[0] ? (rows[0].mine ? 'mine' : 'other') : null;
}
