// Planning an install or update: the bundle read and checked, the plan of its items against what the enterprise has
// (engine/src/bundle/plan.ts), the DDL of its tables, and every refusal — hostile content, other apps' codes, missing
// apps it depends on, scripts where ALLOW_EDIT_SCRIPT is off, tables that would lose data — before anything is written.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import {
  addsOrChangesScripts, BUNDLE_LIST_OF_KIND, BUNDLE_MESSAGES, bundleItems, bundleReferences, checkBundle, ddlRefusal, planInstall, planTableDdl,
  RULE_MESSAGES, type AppBundle, type BundleManifest, type BundleProblem, type DdlPlan, type InstallPlan, type InstalledItem, type TableModel,
} from '@yc/engine';
import type { EntityManager } from '../db/database.ts';
import { asTableOwner, readCatalog, readIndexes } from '../eform/store/models.ts';
import { uniqueColumnsOf } from '../eform/models/table-indexes.ts';
import { uninstallableLists } from '../install/bundle.ts';
import { SERVER_ROOT } from '../paths.ts';
import { badRequest, type ApiError } from '../wire/envelope.ts';
import { isRelationalKind, loadItems } from './state.ts';
import { installedBundle, installedVersion } from './store/apps.ts';

/** The platform's own version, which a bundle's platformVersion range must admit. */
export const PLATFORM_VERSION = (JSON.parse(readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

export interface PlanOptions {
  /** Tables may lose data (columns removed or narrowed). */
  force: boolean;
  /** `kind:code` of items the enterprise changed that the installer asks to replace. */
  replace: readonly string[];
  scriptsEditable: boolean;
  appRole: string;
}

export interface Prepared {
  plan: InstallPlan;
  /** The app's bundle installed now (null: not installed). */
  previous: AppBundle | null;
  /** The items of both bundles as they are now: what a rollback restores. */
  before: InstalledItem[];
  /** DDL to run for the bundle's tables, in order. */
  ddl: DdlPlan[];
}

/** A refusal listing the problems (the first one is the message). */
export const refused = (problems: readonly BundleProblem[]): ApiError =>
  badRequest(problems[0]!.message, { errors: problems.map((p) => ({ path: p.path, ...p.message })) });

/** The bundle with every eform item's app group (and each group's place) filled in as the installer fills them (so that plans compare like with like). */
export function withGroups(bundle: AppBundle): AppBundle {
  const group = bundle.groups?.[0]?.groupCode;
  const fill = <T extends { groupCode?: string }>(items: T[] | undefined) => items?.map((i) => ({ ...i, groupCode: i.groupCode ?? group }));
  // A group's place is its position in the bundle unless it states one, as the installer writes it.
  const groups = bundle.groups?.map((g, i) => ({ ...g, orderNum: g.orderNum ?? i }));
  return { ...bundle, ...(groups ? { groups } : {}), tableModels: fill(bundle.tableModels), erModels: fill(bundle.erModels), forms: fill(bundle.forms), views: fill(bundle.views) };
}

/** Defaults the installer writes for absent values of relational rows: left out on both sides of a comparison. */
const DEFAULTS: Readonly<Record<string, unknown>> = { permsType: '1', status: '0', visibleCheck: true };
const IMMATERIAL = (key: string, value: unknown) => value === null || value === false || value === '' || DEFAULTS[key] === value;

/** A relational document without values that mean "not set", so that an absent flag and a false one compare equal. */
function material(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(material);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([k, v]) => !IMMATERIAL(k, v)).map(([k, v]) => [k, material(v)]));
}

function comparableBundle(bundle: AppBundle): AppBundle {
  const out = { ...bundle } as Record<string, unknown>;
  for (const { kind } of bundleItems(bundle)) if (isRelationalKind(kind)) out[listOf(kind)] = ((bundle as Record<string, unknown>)[listOf(kind)] as unknown[]).map(material);
  return out as AppBundle;
}
const listOf = (kind: string) => BUNDLE_LIST_OF_KIND.get(kind)!;

/** The plan of installing the bundle, or the refusal of it. */
export async function prepare(em: EntityManager, input: AppBundle, manifest: BundleManifest, options: PlanOptions): Promise<Prepared> {
  const bundle = withGroups(input);
  // Hostile or broken content first, whatever else the bundle holds.
  const referenced = new Set((await loadItems(em, { refs: bundleReferences(bundle) })).map((i) => `${i.kind}:${i.code}`));
  const problems = checkBundle(bundle, (kind, code) => referenced.has(`${kind}:${code}`));
  if (problems.length) throw refused(problems);
  const lists = uninstallableLists(bundle);
  if (lists.length) throw badRequest(RULE_MESSAGES.bundleListsUnsupported(lists.join(', ')));
  await checkNeeds(em, manifest);
  const previous = await installedBundle(em, bundle.appCode);
  const refs = [...bundleItems(bundle), ...(previous ? bundleItems(previous) : [])].map(({ kind, code }) => ({ kind, code }));
  const before = await loadItems(em, { refs });
  const installed = before.map((i) => (isRelationalKind(i.kind) ? { ...i, content: material(i.content) } : i));
  const plan = planInstall({ bundle: comparableBundle(bundle), previous: previous && comparableBundle(previous), installed, replace: new Set(options.replace) });
  problems.push(...plan.problems);
  if (problems.length) throw refused(problems);
  guardBundleScripts(bundle, before, plan, options.scriptsEditable);
  return { plan, previous, before, ddl: await tableDdl(em, bundle, plan, options) };
}

/** Platform range and the apps the bundle depends on (installed, in a version its range admits). */
async function checkNeeds(em: EntityManager, manifest: BundleManifest): Promise<void> {
  const problems: BundleProblem[] = [];
  if (manifest.platformVersion && !semver.satisfies(PLATFORM_VERSION, manifest.platformVersion)) {
    problems.push({ path: 'manifest.json', message: BUNDLE_MESSAGES.platformUnsupported(manifest.platformVersion, PLATFORM_VERSION) });
  }
  for (const [app, range] of Object.entries(manifest.dependencies ?? {})) {
    const version = await installedVersion(em, app);
    if (!version || !semver.satisfies(version, range)) problems.push({ path: 'manifest.json', message: BUNDLE_MESSAGES.dependencyMissing(app, range) });
  }
  if (problems.length) throw refused(problems);
}

/** With ALLOW_EDIT_SCRIPT off, a bundle may not bring or change page scripts (as a save may not): each such item is a problem. */
function guardBundleScripts(bundle: AppBundle, before: readonly InstalledItem[], plan: InstallPlan, scriptsEditable: boolean): void {
  if (scriptsEditable) return;
  const writes = new Set(plan.items.filter((i) => i.action === 'added' || i.action === 'changed').map((i) => `${i.kind}:${i.code}`));
  const problems = bundleItems(bundle)
    .filter(({ kind, code, item }) => writes.has(`${kind}:${code}`) && addsOrChangesScripts(kind, before.find((b) => b.kind === kind && b.code === code)?.content, item))
    .map(({ kind, code }) => ({ path: `${kind} ${code}`, message: BUNDLE_MESSAGES.scriptsForbidden(`${kind} ${code}`) }));
  if (problems.length) throw refused(problems);
}

/** The DDL of the bundle's tables on the platform database (created or synced), refused where it loses data unless forced. */
async function tableDdl(em: EntityManager, bundle: AppBundle, plan: InstallPlan, options: PlanOptions): Promise<DdlPlan[]> {
  const keptCodes = new Set(plan.items.filter((i) => i.action === 'kept').map((i) => `${i.kind}:${i.code}`));
  const out: DdlPlan[] = [];
  for (const model of bundle.tableModels ?? []) {
    if (model.persistenceType !== 'db' || model.dsName || keptCodes.has(`tableModel:${model.tableName}`)) continue;
    const ddl = await platformTablePlan(em, options.appRole, model);
    const refusal = ddlRefusal(ddl, options.force);
    if (refusal) throw badRequest(BUNDLE_MESSAGES.dataLoss(model.tableName), { refusal, destructive: ddl.destructive.map((c) => c.statement) });
    if (ddl.statements.length) out.push(ddl);
  }
  return out;
}

/** What creating or syncing a table of the platform database would run. */
export async function platformTablePlan(em: EntityManager, appRole: string, model: TableModel): Promise<DdlPlan> {
  const { catalog, indexes } = await asTableOwner(em, appRole, async () => {
    const columns = await readCatalog(em, model.tableName);
    return { catalog: columns, indexes: columns ? await readIndexes(em, model.tableName) : [] };
  });
  return planTableDdl(model, catalog, { indexes, uniqueColumns: await uniqueColumnsOf(em, model.tableName) });
}
