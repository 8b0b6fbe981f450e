// App bundle rules: every contained item's rules, and codes unique within each list ('Code cannot be repeated').
import type { AppBundle, MetadataKind, ValidationIssue } from '../metadata/index.ts';
import { MODEL_RULES } from './kindRules.ts';
import { RULE_MESSAGES } from './messages.ts';
import { checkUniqueKeys } from './unique.ts';
import { each, prefixIssues, type DeepPartial } from './util.ts';

/** The item lists of an app bundle (every key but its identity and its seed records, which are rows, not items). */
export type BundleList = Exclude<keyof AppBundle, 'format' | 'appCode' | 'appName' | 'appNameEn' | 'appVersion' | 'description' | 'descriptionEn' | 'records'>;

/** The kind of each bundle list and the field holding its items' code. */
export const BUNDLE_LISTS = {
  groups: { kind: 'appGroup', code: 'groupCode' },
  menus: { kind: 'menu', code: 'id' },
  dictionaries: { kind: 'dictionary', code: 'dictCode' },
  categories: { kind: 'category', code: 'code' },
  sysConfigs: { kind: 'sysConfig', code: 'configCode' },
  roles: { kind: 'role', code: 'roleCode' },
  tableModels: { kind: 'tableModel', code: 'tableName' },
  erModels: { kind: 'erModel', code: 'erCode' },
  forms: { kind: 'form', code: 'formCode' },
  views: { kind: 'view', code: 'viewCode' },
  datasets: { kind: 'dataset', code: 'datasetCode' },
  widgets: { kind: 'widget', code: 'widgetCode' },
  portals: { kind: 'portal', code: 'portalCode' },
  sqlConfigs: { kind: 'sqlConfig', code: 'sqlCode' },
  httpConfigs: { kind: 'httpConfig', code: 'httpCode' },
  fillRules: { kind: 'fillRule', code: 'ruleCode' },
  checkRules: { kind: 'checkRule', code: 'ruleCode' },
  templates: { kind: 'template', code: 'tempCode' },
  processTemplates: { kind: 'processTemplate', code: 'key' },
} as const satisfies Record<BundleList, { kind: Exclude<MetadataKind, 'appBundle'>; code: string }>;

/** The bundle list of each item kind an app may own. */
export const BUNDLE_LIST_OF_KIND: ReadonlyMap<string, BundleList> = new Map(
  (Object.entries(BUNDLE_LISTS) as [BundleList, { kind: MetadataKind }][]).map(([list, { kind }]) => [kind, list]),
);

export function appBundleRules(bundle: DeepPartial<AppBundle>): ValidationIssue[] {
  return Object.entries(BUNDLE_LISTS).flatMap(([list, { kind, code }]) => {
    const items = each(bundle[list as BundleList] as readonly Record<string, unknown>[] | undefined, `/${list}`);
    const rules = MODEL_RULES[kind] as ((item: Record<string, unknown>) => ValidationIssue[]) | undefined;
    const itemIssues = rules ? items.flatMap(({ item, path }) => prefixIssues(path, rules(item))) : [];
    const codes = items.map(({ item, path }) => ({ key: item[code], path: `${path}/${code}` }));
    return [...itemIssues, ...checkUniqueKeys(codes, { repeated: RULE_MESSAGES.codeRepeated })];
  });
}
