// Runs a table model's DDL: reads the table's catalog in the enterprise's own schema, executes the statements as the
// table owner (the runtime role may not run DDL), and puts the tenant policy on the table.
import {
  catalogColumns, catalogIndexes, quoteIdent, type CatalogColumn, type CatalogIndexRow, type DdlPlan, type InformationSchemaColumn,
  type TableIndexShape,
} from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';
import { runStatement } from '../store/records/sql-exec.ts';

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
 * The columns of the enterprise's table, or null when it has none. Only the enterprise's own schema is read: another
 * enterprise's table of the same name, or one in the platform's schema, is not its table.
 */
export async function readCatalog(em: EntityManager, table: string): Promise<CatalogColumn[] | null> {
  const rows = await runStatement<InformationSchemaColumn>(em, {
    text: `select column_name, data_type, character_maximum_length, numeric_precision, numeric_scale, is_nullable, column_default
             from information_schema.columns where table_schema = yc_tenant_schema(yc_current_tenant()) and table_name = ?
            order by ordinal_position`,
    values: [table],
  });
  return rows.length ? catalogColumns(rows) : null;
}

/** The indexes of the enterprise's table (columns in order, descending ones marked). */
export async function readIndexes(em: EntityManager, table: string): Promise<TableIndexShape[]> {
  const rows = await runStatement<CatalogIndexRow>(em, {
    text: `select i.relname as name, x.indisunique as "unique",
                  array(select a.attname::text from unnest(x.indkey::int2[]) with ordinality k(attnum, n)
                          join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum order by k.n) as columns,
                  array(select (o & 1) = 1 from unnest(x.indoption::int2[]) with ordinality o(o, n) order by n) as descending
             from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
             join pg_namespace ns on ns.oid = t.relnamespace
            where t.relname = ? and ns.nspname = yc_tenant_schema(yc_current_tenant())
            order by i.relname`,
    values: [table],
  });
  return catalogIndexes(rows);
}

/**
 * Executes the plan's statements in the enterprise's schema (created on its first table) and applies the tenant
 * policy; call inside asTableOwner. The statements name the table unqualified: the search_path puts that schema first.
 */
export async function executeDdl(em: EntityManager, plan: DdlPlan, appRole: string): Promise<void> {
  await runStatement(em, { text: `select yc_ensure_tenant_schema(?)`, values: [appRole] });
  for (const statement of plan.statements) await runStatement(em, { text: statement, values: [] });
  await runStatement(em, { text: `select yc_enable_tenant_rls(?::regclass, ?)`, values: [quoteIdent(plan.table), appRole] });
}
