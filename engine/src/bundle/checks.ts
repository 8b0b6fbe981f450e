// Checks of a bundle against hostile or broken content that the schemas cannot see: codes that would escape a folder,
// items of app groups the bundle does not bring, references to items that exist nowhere, and BPMN with DTDs (XXE).
import type { AppBundle } from '../metadata/index.ts';
import { BUNDLE_LISTS, type BundleList } from '../rules/bundle.ts';
import { isSafeCode } from './files.ts';
import { BUNDLE_MESSAGES, type BundleProblem } from './messages.ts';

/** Whether an item of that kind and code is installed already (outside the bundle). */
export type InstalledLookup = (kind: string, code: string) => boolean;

interface Reference { from: string; kind: string; code: string }

type Item = Record<string, unknown>;
const entries = (bundle: AppBundle) =>
  (Object.entries(BUNDLE_LISTS) as [BundleList, { kind: string; code: string }][])
    .flatMap(([list, { kind, code }]) => ((bundle[list] ?? []) as Item[]).map((item) => ({ kind, code: String(item[code]), item })));

/** The other items an item names: the table a form edits, the form of a page or process, the menus a role grants, … */
function referencesOf(kind: string, code: string, item: Item): Reference[] {
  const from = `${kind} ${code}`;
  const ref = (k: string, c: unknown): Reference[] => (typeof c === 'string' && c ? [{ from, kind: k, code: c }] : []);
  switch (kind) {
    case 'form': return ref('tableModel', item.objectName);
    case 'view': return ref('form', item.formCode);
    case 'processTemplate': return ref('form', item.formCode);
    case 'tableModel': return ref('tableModel', (item.mainTable as Item | undefined)?.tableName);
    case 'menu': return ref('menu', item.parentId);
    case 'category': return ref('category', item.parentCode);
    case 'role': return ((item.permissions ?? []) as string[]).flatMap((c) => ref('menu', c));
    case 'widget': return ref('dataset', item.datasetCode);
    case 'dataset': return [...ref('tableModel', item.tableName), ...ref('sqlConfig', item.sqlCode), ...ref('httpConfig', item.httpCode)];
    case 'portal': return ((item.items ?? []) as Item[]).flatMap((i) => [...ref('widget', i.widgetCode), ...ref('view', i.viewCode)]);
    default: return [];
  }
}

/** A DOCTYPE or ENTITY declaration: the door to external entities and entity expansion. */
const DTD = /<!\s*(DOCTYPE|ENTITY)/i;

/** Every problem of the bundle; `installed` answers for references to items the bundle does not bring. */
export function checkBundle(bundle: AppBundle, installed: InstalledLookup = () => false): BundleProblem[] {
  const problems: BundleProblem[] = [];
  const all = entries(bundle);
  const inBundle = new Set(all.map((e) => `${e.kind}:${e.code}`));
  const groups = new Set((bundle.groups ?? []).map((g) => g.groupCode));
  for (const { kind, code, item } of all) {
    const label = `${kind} ${code}`;
    if (!isSafeCode(code)) problems.push({ path: label, message: BUNDLE_MESSAGES.codeUnsafe(code) });
    const group = item.groupCode;
    if (kind !== 'appGroup' && typeof group === 'string' && !groups.has(group)) problems.push({ path: label, message: BUNDLE_MESSAGES.groupNotOwned(label, group) });
    for (const r of referencesOf(kind, code, item)) {
      if (!inBundle.has(`${r.kind}:${r.code}`) && !installed(r.kind, r.code)) {
        problems.push({ path: label, message: BUNDLE_MESSAGES.referenceMissing(label, `${r.kind} ${r.code}`) });
      }
    }
    if (kind === 'processTemplate' && DTD.test(String(item.bpmnXml))) problems.push({ path: label, message: BUNDLE_MESSAGES.bpmnUnsafe(code) });
  }
  problems.push(...checkRecords(bundle), ...parentCycles('menu', bundle.menus ?? [], (m) => [m.id, m.parentId]),
    ...parentCycles('category', bundle.categories ?? [], (c) => [c.code, c.parentCode]));
  return problems;
}

/** Items of a tree (menus, categories) whose parents, followed within the bundle, come back to them. */
function parentCycles<T>(kind: string, items: readonly T[], link: (item: T) => [string, string | undefined]): BundleProblem[] {
  const parentOf = new Map(items.map((i) => link(i)));
  return [...parentOf.keys()].filter((code) => {
    const seen = new Set<string>();
    for (let at = parentOf.get(code); at !== undefined && !seen.has(at); at = parentOf.get(at)) {
      if (at === code) return true;
      seen.add(at);
    }
    return false;
  }).map((code) => ({ path: `${kind} ${code}`, message: BUNDLE_MESSAGES.parentCycle(`${kind} ${code}`) }));
}

/** Seed records are rows of a table model the bundle brings (on the platform database), by its columns, each with an id. */
function checkRecords(bundle: AppBundle): BundleProblem[] {
  const problems: BundleProblem[] = [];
  for (const { tableName, rows } of bundle.records ?? []) {
    const path = `records ${tableName}`;
    const model = bundle.tableModels?.find((t) => t.tableName === tableName && t.persistenceType === 'db' && !t.dsName);
    if (!model) {
      problems.push({ path, message: BUNDLE_MESSAGES.recordsTableUnknown(tableName) });
      continue;
    }
    const columns = new Set(model.columns.filter((c) => !c.isVirtual).map((c) => c.colCode));
    const stray = rows.flatMap((row) => Object.keys(row)).find((key) => !columns.has(key));
    if (stray) problems.push({ path, message: BUNDLE_MESSAGES.recordsColumnUnknown(tableName, stray) });
    if (rows.some((row) => row.id === undefined || row.id === null || row.id === '')) problems.push({ path, message: BUNDLE_MESSAGES.recordsIdMissing(tableName) });
  }
  return problems;
}

export { entries as bundleItems };

/** Every reference the bundle's items make (to look up, before checking, the ones it does not bring). */
export const bundleReferences = (bundle: AppBundle): { kind: string; code: string }[] =>
  entries(bundle).flatMap(({ kind, code, item }) => referencesOf(kind, code, item).map((r) => ({ kind: r.kind, code: r.code })));
