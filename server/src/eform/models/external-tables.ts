// Tables of table models that live in a data source (dsName): their catalog read there, their DDL planned in that
// database's dialect (no tenant column: the data source is the enterprise's own) and run there.
import {
  catalogColumns, catalogIndexes, planTableDdl, QUERY_DIALECTS, type CatalogIndexRow, type DdlPlan, type InformationSchemaColumn, type TableModel,
} from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';
import type { DataSourceStore, ResolvedSource } from '../../logic/data-sources.ts';
import type { ExternalDatabases } from '../../logic/store/external.ts';
import { externalColumns, externalIndexes } from '../store/models.ts';
import { currentTenant } from '../store/records/transaction.ts';
import type { RecordTable } from '../store/records/record-tables.ts';

const DDL_TIMEOUT_MS = 60_000;
/** The longest a statement on records of a table in a data source may run. */
export const RECORDS_TIMEOUT_MS = 30_000;

export class ExternalTables {
  constructor(
    private readonly sources: DataSourceStore,
    private readonly external: ExternalDatabases,
  ) {}

  /** The source, with the enterprise it belongs to (the transaction's, unless the caller names it). */
  async #source(em: EntityManager, key: string, tenantId?: number): Promise<ResolvedSource & { tenantId: number }> {
    const tenant = tenantId ?? await currentTenant(em);
    return { ...(await this.sources.resolve(em, key)), tenantId: tenant };
  }

  /** The plan of a model against its table in its data source (read there). */
  async plan(em: EntityManager, model: TableModel, uniqueColumns: readonly string[]): Promise<DdlPlan> {
    const source = await this.#source(em, model.dsName!);
    const mysql = source.settings.dialect === 'mysql';
    const read = (text: string) => this.external.run(source, text, [model.tableName], { write: false, timeoutMs: DDL_TIMEOUT_MS });
    const columns = await externalColumns(read, mysql);
    const catalog = columns.length ? catalogColumns(columns as unknown as InformationSchemaColumn[], mysql) : null;
    let indexes: CatalogIndexRow[] = [];
    if (catalog) {
      indexes = await externalIndexes(read, mysql);
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
  async runDdl(em: EntityManager, model: TableModel, plan: DdlPlan): Promise<void> {
    await this.external.script(await this.#source(em, model.dsName!), plan.statements, DDL_TIMEOUT_MS);
  }
}
