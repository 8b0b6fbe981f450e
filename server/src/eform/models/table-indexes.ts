// The indexes of a modelled table as part of its DDL plan, and the unique indexes of unionCheck fields kept in step
// with the forms: saving a form that checks a field for unique values gives the table a unique index on
// (tenant_id, field) at once, so that two simultaneous saves cannot both pass the check.
import { planTableDdl, unionCheckKeys, type DdlPlan, type TableModel } from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';
import { asApiErrors, EFORM_MESSAGES } from '../errors.ts';
import { loadItem } from '../store/metadata.ts';
import { asTableOwner, formsOfTable, readCatalog, readIndexes } from '../store/models.ts';
import { runStatement } from '../store/records/sql-exec.ts';
import type { ExternalTables } from './external-tables.ts';

/** The unionCheck fields of every form that edits the table. */
export async function uniqueColumnsOf(em: EntityManager, table: string): Promise<string[]> {
  const forms = await formsOfTable(em, table);
  return [...new Set(forms.flatMap((f) => unionCheckKeys(f.content)))];
}

/**
 * The plan of a model against its table, indexes included (null catalog: the table does not exist); a model in a
 * data source is planned against its table there.
 */
export async function planFor(em: EntityManager, appRole: string, model: TableModel, tables: ExternalTables): Promise<DdlPlan> {
  if (model.dsName) return tables.plan(em, model, await uniqueColumnsOf(em, model.tableName));
  const { catalog, indexes } = await asTableOwner(em, appRole, async () => {
    const columns = await readCatalog(em, model.tableName);
    return { catalog: columns, indexes: columns ? await readIndexes(em, model.tableName) : [] };
  });
  return planTableDdl(model, catalog, { indexes, uniqueColumns: await uniqueColumnsOf(em, model.tableName) });
}

/** PostgreSQL refused a unique index because rows already share a value. */
export const UNIQUE_INDEX_ERRORS = { '23505': EFORM_MESSAGES.duplicatesBlockUniqueIndex };

/**
 * Creates and drops the unique indexes of unionCheck fields on the tables the forms edit (a table not created yet
 * gets them with its creation). Existing duplicates refuse the save with a clear message.
 */
export async function syncUniqueIndexes(em: EntityManager, appRole: string, external: ExternalTables, tables: readonly (string | undefined)[]): Promise<void> {
  for (const table of new Set(tables.filter((t): t is string => Boolean(t)))) {
    const model = await loadItem(em, 'tableModel', table);
    if (!model || model.content.persistenceType === 'http') continue;
    const plan = await planFor(em, appRole, model.content, external);
    if (plan.action === 'create') continue;
    const statements = plan.changes.filter((c) => c.index?.startsWith('uq_')).map((c) => c.statement);
    if (!statements.length) continue;
    if (model.content.dsName) {
      await external.runDdl(em, model.content, { ...plan, statements });
      continue;
    }
    await asApiErrors(
      () => asTableOwner(em, appRole, async () => {
        for (const text of statements) await runStatement(em, { text, values: [] });
      }),
      UNIQUE_INDEX_ERRORS,
    );
  }
}
