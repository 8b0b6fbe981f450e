// Applying a plan and rolling it back, each in the caller's one transaction: metadata (through the installer seeding
// uses), removals, DDL and grants; the items as they were before are kept on the app's row so that one call restores
// them — documents exactly, tables synced back to their models (rows kept), the previous bundle installed again.
import { BUNDLE_LIST_OF_KIND, BUNDLE_MESSAGES, type AppBundle, type InstalledItem, type TableModel } from '@yc/engine';
import type { EntityManager } from '../db/database.ts';
import { asTableOwner, executeDdl, readCatalog } from '../eform/store/models.ts';
import { storedContent } from '../eform/store/metadata.ts';
import { BundleRefused, installBundle, installerSteps, type InstallResult } from '../install/bundle.ts';
import { badRequest } from '../wire/envelope.ts';
import { platformTablePlan, withGroups, type Prepared } from './planning.ts';
import type { InstallTracker } from './progress.ts';
import { isRelationalKind, isStoredKind, loadItems, RELATIONAL } from './state.ts';
import { appSnapshot, deleteApp, keepSnapshot, rolledBackApp } from './store/apps.ts';
import {
  deleteCategoryIfEmpty, deleteRelationalItem, deleteStoredItem, dropColumns, dropTable, insertSeedRecords, markModelSynced, markRelationalItem,
  markStoredItem, restoreStoredItem, setInstalling, tableHasRows,
} from './store/items.ts';

/** What an install or update replaced: kept on the app's row for its rollback. */
interface Snapshot {
  previous: AppBundle | null;
  /** The items of both bundles that existed before, as they were. */
  items: InstalledItem[];
  /**
   * Tables whose DDL ran without a model of the app before it to restore them from: their columns before (null: the
   * install created the table).
   */
  tables?: { table: string; columns: string[] | null }[];
}

/** Removal order: what refers to others first, app groups last. */
const REMOVAL_ORDER = ['portal', 'widget', 'dataset', 'view', 'processTemplate', 'form', 'erModel', 'tableModel', 'template', 'fillRule', 'checkRule', 'sqlConfig', 'httpConfig',
  'role', 'menu', 'dictionary', 'category', 'sysConfig', 'appGroup'];
const byRemovalOrder = (a: { kind: string }, b: { kind: string }) => REMOVAL_ORDER.indexOf(a.kind) - REMOVAL_ORDER.indexOf(b.kind);

/** Sets an item's ownership marks (with the installer's flag on, so that the change is not the enterprise's edit). */
async function setMarks(em: EntityManager, kind: string, code: string, appCode: string | null, changed: boolean): Promise<void> {
  if (isStoredKind(kind)) await markStoredItem(em, kind, code, appCode, changed);
  else if (isRelationalKind(kind)) await markRelationalItem(em, RELATIONAL[kind], code, appCode, changed);
}

/** Removes one item of the app; answers whether it is gone (a category still holding children stays). */
async function removeItem(em: EntityManager, kind: string, code: string, appCode: string): Promise<boolean> {
  if (isStoredKind(kind)) await deleteStoredItem(em, kind, code, appCode);
  else if (kind === 'category') {
    return deleteCategoryIfEmpty(em, code, appCode);
  } else if (isRelationalKind(kind)) {
    await deleteRelationalItem(em, RELATIONAL[kind], code, appCode);
  }
  return true;
}

/**
 * Removes the app's items, what refers to others first. A category goes once its children have (the app's children
 * are removed in further rounds); one still holding a category the enterprise added under it stays, with that child.
 */
async function removeItems(em: EntityManager, items: readonly { kind: string; code: string }[], appCode: string): Promise<void> {
  let left = [...items].sort(byRemovalOrder);
  while (left.length) {
    const stays: typeof left = [];
    for (const item of left) if (!(await removeItem(em, item.kind, item.code, appCode))) stays.push(item);
    if (stays.length === left.length) return;
    left = stays;
  }
}

/** Runs the planned DDL, or (rollback) syncs the existing tables of the models back to them; marks the models in sync. */
async function runDdl(em: EntityManager, appRole: string, planned: Prepared['ddl'] | readonly TableModel[]): Promise<void> {
  const models = planned.filter((m): m is TableModel => 'columns' in m && m.persistenceType === 'db' && !m.dsName);
  const plans = models.length
    ? (await Promise.all(models.map((m) => platformTablePlan(em, appRole, m)))).filter((p) => p.action === 'sync' && p.statements.length)
    : (planned as Prepared['ddl']);
  for (const plan of plans) {
    await asTableOwner(em, appRole, () => executeDdl(em, plan, appRole));
    await markModelSynced(em, plan.table, plan.action === 'create' ? 'created' : 'synced');
  }
}

/** Installs the planned bundle: the replaced items made the app's again, the installer, removals, DDL, the snapshot. */
export async function applyPlan(
  em: EntityManager, input: AppBundle, prepared: Prepared,
  options: { replace: readonly string[]; scriptsEditable: boolean; appRole: string; track?: InstallTracker },
): Promise<InstallResult> {
  const bundle = withGroups(input);
  options.track?.plan([
    ...installerSteps(bundle),
    ...(prepared.plan.items.some((i) => i.action === 'removed') ? ['remove' as const] : []),
    ...(prepared.ddl.length ? ['tables' as const] : []),
    ...(bundle.records?.length ? ['records' as const] : []),
  ]);
  await setInstalling(em, true);
  for (const key of options.replace) {
    const [kind, code] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
    if (prepared.plan.items.some((i) => i.kind === kind && i.code === code)) await setMarks(em, kind, code, bundle.appCode, false);
  }
  let result: InstallResult;
  try {
    result = await installBundle(em, bundle, { scriptsEditable: options.scriptsEditable, onStep: options.track?.step });
  } catch (error) {
    throw error instanceof BundleRefused ? badRequest(error.message) : error;
  }
  await setInstalling(em, true);
  const removed = prepared.plan.items.filter((i) => i.action === 'removed');
  if (removed.length) options.track?.step('remove');
  await removeItems(em, removed, bundle.appCode);
  const tables = await unmodelledTables(em, options.appRole, prepared, bundle.appCode);
  if (prepared.ddl.length) options.track?.step('tables');
  await runDdl(em, options.appRole, prepared.ddl);
  if (bundle.records?.length) options.track?.step('records');
  await insertRecords(em, bundle);
  await setInstalling(em, false);
  if (result.outcome !== 'unchanged') {
    const snapshot: Snapshot = { previous: prepared.previous, items: prepared.before, tables };
    await keepSnapshot(em, bundle.appCode, snapshot, result.outcome);
  }
  return result;
}

/** Seed records written per statement: the embedded database answers other requests between statements only. */
const RECORDS_PER_STATEMENT = 1000;

/** The bundle's seed records, into their tables (made by now): a row whose id is there already is left as it is. */
async function insertRecords(em: EntityManager, bundle: AppBundle): Promise<void> {
  for (const { tableName, rows } of bundle.records ?? []) {
    if (!rows.length) continue;
    const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    for (let at = 0; at < rows.length; at += RECORDS_PER_STATEMENT) {
      await insertSeedRecords(em, tableName, columns, rows.slice(at, at + RECORDS_PER_STATEMENT));
    }
  }
}

/** The tables the planned DDL touches that no model of the app described before: their columns as they are now. */
async function unmodelledTables(em: EntityManager, appRole: string, prepared: Prepared, appCode: string): Promise<Snapshot['tables']> {
  const modelled = new Set(prepared.before.filter((i) => i.kind === 'tableModel' && i.appCode === appCode).map((i) => i.code));
  const out: NonNullable<Snapshot['tables']> = [];
  for (const plan of prepared.ddl.filter((p) => !modelled.has(p.table))) {
    const columns = plan.action === 'create' ? null : await asTableOwner(em, appRole, () => readCatalog(em, plan.table));
    out.push({ table: plan.table, columns: columns ? columns.map((c) => c.name) : null });
  }
  return out;
}

/**
 * Tables with no model to restore them from, back as they were: the columns the install added dropped; a table it
 * created dropped when it holds no rows (one with rows stays: rows are never lost).
 */
async function restoreUnmodelled(em: EntityManager, appRole: string, tables: Snapshot['tables']): Promise<void> {
  await asTableOwner(em, appRole, async () => {
    for (const { table, columns } of tables ?? []) {
      const now = await readCatalog(em, table);
      if (!now) continue;
      if (columns === null) {
        if (!(await tableHasRows(em, table))) await dropTable(em, table);
        continue;
      }
      const added = now.map((c) => c.name).filter((c) => !columns.includes(c));
      if (added.length) await dropColumns(em, table, added);
    }
  });
}

/**
 * Rolls the app back to what it was before its last install or update: items that install brought are removed, the
 * others written back as they were (with their ownership marks), tables synced to the restored models (a column the
 * update added is dropped, the rows stay) or, with no model to restore, to their columns before (a table the install
 * created is dropped only when it holds no rows), and the previous bundle is the installed one again (none: uninstalled).
 */
export async function rollbackApp(em: EntityManager, appCode: string, appRole: string): Promise<{ appVersion: string | null }> {
  const row = await appSnapshot<Snapshot>(em, appCode);
  if (!row) throw badRequest(BUNDLE_MESSAGES.notInstalled(appCode));
  if (!row.previous) throw badRequest(BUNDLE_MESSAGES.nothingToRollBack(appCode));
  const { previous, items, tables } = row.previous;
  const before = new Set(items.map((i) => `${i.kind}:${i.code}`));
  await setInstalling(em, true);
  const now = await loadItems(em, { appCode });
  await removeItems(em, now.filter((i) => !before.has(`${i.kind}:${i.code}`)), appCode);
  // The relational items through the installer (as this app's, unchanged, so that it writes them), the documents directly.
  const relational = items.filter((i) => isRelationalKind(i.kind));
  for (const i of relational) await setMarks(em, i.kind, i.code, appCode, false);
  const restore: Record<string, unknown> = { format: 'yc-app-bundle/1', appCode, appName: appCode, appVersion: previous?.appVersion ?? '0.0.0' };
  for (const i of relational) ((restore[BUNDLE_LIST_OF_KIND.get(i.kind)!] ??= []) as unknown[]).push(i.content);
  await installBundle(em, restore as AppBundle, { scriptsEditable: true });
  await setInstalling(em, true);
  for (const i of items.filter((x) => isStoredKind(x.kind))) {
    const content = i.content as Record<string, unknown>;
    await restoreStoredItem(em, i, content.groupCode ?? '', storedContent(content));
  }
  for (const i of items) await setMarks(em, i.kind, i.code, i.appCode, i.changed);
  await runDdl(em, appRole, items.filter((i) => i.kind === 'tableModel' && i.appCode === appCode).map((i) => i.content as TableModel));
  await restoreUnmodelled(em, appRole, tables);
  await setInstalling(em, false);
  if (!previous) {
    await deleteApp(em, appCode);
    return { appVersion: null };
  }
  await rolledBackApp(em, appCode, previous);
  return { appVersion: previous.appVersion };
}
