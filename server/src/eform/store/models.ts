// The models store: a table model's table in the enterprise's own schema (its catalog read, its DDL run as the table
// owner — the runtime role may not run DDL — and the tenant policy put on it), the live names of the platform's tables,
// the metadata that uses a model, and the catalog of a model's table in a data source (read there).
import {
  catalogColumns, catalogIndexes, quoteIdent, type CatalogColumn, type CatalogIndexRow, type DdlPlan, type Form, type InformationSchemaColumn,
  type TableIndexShape,
} from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';
import { runStatement } from './records/sql-exec.ts';

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

/**
 * Whether a table the platform's schemas hold today has this name (the enterprise's schema comes first on the search
 * path, and is not the platform's).
 */
export async function platformTableNamed(em: EntityManager, name: string): Promise<boolean> {
  const [taken] = await em.execute(
    `select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relname = lower(?) and n.nspname = any(current_schemas(false)) and n.nspname <> yc_tenant_schema(yc_current_tenant()) limit 1`,
    [name],
  );
  return Boolean(taken);
}

/** Whether a form or a page is over the model's table. */
export async function modelInUse(em: EntityManager, code: string): Promise<boolean> {
  const users = await em.execute(
    `select 1 from ef_metadata where (kind = 'form' and content->>'objectName' = ?) or (kind = 'view' and content->>'tableName' = ?) limit 1`,
    [code, code],
  );
  return users.length > 0;
}

/** The documents of the forms that edit the table. */
export const formsOfTable = (em: EntityManager, table: string) =>
  em.execute<{ content: Form }[]>(`select content from ef_metadata where kind = 'form' and content->>'objectName' = ?`, [table]);


// A table in a data source: its catalog read there, by statements that name it as their one parameter.
const PG_COLUMNS = `select column_name, data_type, character_maximum_length, numeric_precision, numeric_scale, is_nullable, column_default
  from information_schema.columns where table_schema = current_schema() and table_name = $1 order by ordinal_position`;
const PG_INDEXES = `select i.relname as name, x.indisunique as "unique",
    array(select a.attname::text from unnest(x.indkey::int2[]) with ordinality k(attnum, n)
            join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum order by k.n) as columns,
    array(select (o & 1) = 1 from unnest(x.indoption::int2[]) with ordinality o(o, n) order by n) as descending
  from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
  join pg_namespace ns on ns.oid = t.relnamespace
  where t.relname = $1 and ns.nspname = current_schema() order by i.relname`;
const MYSQL_COLUMNS = `select column_name as column_name, data_type as data_type, character_maximum_length as character_maximum_length,
    numeric_precision as numeric_precision, numeric_scale as numeric_scale, is_nullable as is_nullable, column_default as column_default
  from information_schema.columns where table_schema = database() and table_name = ? order by ordinal_position`;
const MYSQL_INDEXES = `select index_name as name, non_unique as non_unique, column_name as column_name, collation as collation
  from information_schema.statistics where table_schema = database() and table_name = ? order by index_name, seq_in_index`;

/** Runs a catalog statement on the data source, the table's name bound. */
type ReadCatalog = (text: string) => Promise<Record<string, unknown>[]>;

/** The information_schema rows of the table's columns in the data source (none: it has no such table). */
export const externalColumns = (read: ReadCatalog, mysql: boolean) => read(mysql ? MYSQL_COLUMNS : PG_COLUMNS);

/** The indexes of the table in the data source. */
export const externalIndexes = async (read: ReadCatalog, mysql: boolean): Promise<CatalogIndexRow[]> =>
  (mysql ? mysqlIndexes(await read(MYSQL_INDEXES)) : ((await read(PG_INDEXES)) as unknown as CatalogIndexRow[]));

/** information_schema.statistics rows (one per column of an index) → index rows. */
function mysqlIndexes(rows: Record<string, unknown>[]): CatalogIndexRow[] {
  const byName = new Map<string, CatalogIndexRow>();
  for (const row of rows) {
    const name = String(row.name);
    const index = byName.get(name) ?? { name, unique: Number(row.non_unique) === 0, columns: [], descending: [] };
    index.columns.push(String(row.column_name));
    index.descending.push(row.collation === 'D');
    byName.set(name, index);
  }
  return [...byName.values()];
}
