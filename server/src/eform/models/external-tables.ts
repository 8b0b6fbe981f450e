// Tables of table models that live in a data source (dsName): their catalog read there, their DDL planned in that
// database's dialect (no tenant column: the data source is the enterprise's own) and run there.
import {
  catalogColumns, catalogIndexes, planTableDdl, QUERY_DIALECTS, type CatalogIndexRow, type DdlPlan, type InformationSchemaColumn, type TableModel,
} from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';
import type { DataSourceStore, ResolvedSource } from '../../logic/data-sources.ts';
import type { ExternalDatabases } from '../../logic/store/external.ts';
import type { RecordTable } from '../store/records/record-tables.ts';

const DDL_TIMEOUT_MS = 60_000;
/** The longest a statement on records of a table in a data source may run. */
export const RECORDS_TIMEOUT_MS = 30_000;

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

export class ExternalTables {
  constructor(
    private readonly sources: DataSourceStore,
    private readonly external: ExternalDatabases,
  ) {}

  /** The source, with the enterprise it belongs to (the transaction's, unless the caller names it). */
  async #source(em: EntityManager, key: string, tenantId?: number): Promise<ResolvedSource & { tenantId: number }> {
    const tenant = tenantId ?? Number((await em.execute<{ tenant: number }[]>(`select yc_current_tenant() as tenant`))[0]!.tenant);
    return { ...(await this.sources.resolve(em, key)), tenantId: tenant };
  }

  /** The plan of a model against its table in its data source (read there). */
  async plan(em: EntityManager, model: TableModel, uniqueColumns: readonly string[]): Promise<DdlPlan> {
    const source = await this.#source(em, model.dsName!);
    const mysql = source.settings.dialect === 'mysql';
    const read = (text: string) => this.external.run(source, text, [model.tableName], { write: false, timeoutMs: DDL_TIMEOUT_MS });
    const columns = await read(mysql ? MYSQL_COLUMNS : PG_COLUMNS);
    const catalog = columns.length ? catalogColumns(columns as unknown as InformationSchemaColumn[], mysql) : null;
    let indexes: CatalogIndexRow[] = [];
    if (catalog) {
      indexes = mysql ? mysqlIndexes(await read(MYSQL_INDEXES)) : ((await read(PG_INDEXES)) as unknown as CatalogIndexRow[]);
    }
    return planTableDdl(model, catalog, { indexes: catalogIndexes(indexes), uniqueColumns, target: mysql ? 'mysql' : 'postgresql' });
  }

  /**
   * Runs `work` on the records of a model's table in its data source: one transaction there (read-only unless
   * `write`), committed before the platform's (whose data log it writes to); a failure there rolls both back.
   */
  async records<T>(em: EntityManager, tenantId: number, model: TableModel, write: boolean, work: (table: RecordTable) => Promise<T>): Promise<T> {
    const source = await this.#source(em, model.dsName!, tenantId);
    const dialect = QUERY_DIALECTS[source.settings.dialect];
    return this.external.session(source, { write, timeoutMs: RECORDS_TIMEOUT_MS }, (query) =>
      work({
        dialect,
        compile: { dialect, placeholder: dialect.name === 'mysql' ? 'question' : 'dollar' },
        run: async <R>(statement: { text: string; values: unknown[] }) =>
          (await query(statement.text, statement.values.map((v) => (v === undefined ? null : v)))) as R[],
      }),
    );
  }

  /** Runs a plan's statements in the model's data source. */
  async execute(em: EntityManager, model: TableModel, plan: DdlPlan): Promise<void> {
    await this.external.script(await this.#source(em, model.dsName!), plan.statements, DDL_TIMEOUT_MS);
  }
}

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
