// What a table model, form or view must satisfy before it is stored: the engine's schema and modelling
// rules, an existing app group, and references to metadata that exists.
import {
  CONFIG_MESSAGES, checkFormLinkage, DDL_MESSAGES, formStoreIssues, isPlatformTableName, issue, PLATFORM_COLUMNS, type MetadataOf, type ValidationIssue,
} from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';
import { requireGroup } from './app-groups.ts';
import { EFORM_MESSAGES, invalid, validated } from '../errors.ts';
import { dataSourceExists, GROUPED_KINDS, loadItem, type StoredKind } from '../store/metadata.ts';

type Check<K extends StoredKind> = (em: EntityManager, item: MetadataOf<K>) => Promise<ValidationIssue[]>;

const PLATFORM_NAMES = new Set<string>(PLATFORM_COLUMNS.map((c) => c.name));

async function modelReference(em: EntityManager, tableName: string | undefined, path: string): Promise<ValidationIssue[]> {
  if (!tableName) return [];
  return (await loadItem(em, 'tableModel', tableName)) ? [] : [issue(path, EFORM_MESSAGES.tableModelUnknown(tableName))];
}

const KIND_CHECKS: { [K in StoredKind]?: Check<K> } = {
  tableModel: async (em, model) => [
    ...(isPlatformTableName(model.tableName) ? [issue('/tableName', DDL_MESSAGES.reservedTable(model.tableName))] : []),
    ...(model.dsName && !(await dataSourceExists(em, model.dsName))
      ? [issue('/dsName', CONFIG_MESSAGES.dsUnknown(model.dsName))] : []),
  ],
  form: async (em, form) => [
    ...checkFormLinkage(form), ...(await modelReference(em, form.objectName, '/objectName')),
    // Sub-tables, oneToOne sections (and, over HTTP, unique values) need the model's records in the platform's database.
    ...formStoreIssues(form, form.objectName ? (await loadItem(em, 'tableModel', form.objectName))?.content : null),
  ],
  /** An ER model draws table models of its own app group, each once; its relations join tables it draws. */
  erModel: async (em, er) => {
    const drawn = new Set<string>();
    const issues: ValidationIssue[] = [];
    for (const [i, { tableName }] of er.tables.entries()) {
      const model = await loadItem(em, 'tableModel', tableName);
      if (!model || model.content.groupCode !== er.groupCode || drawn.has(tableName)) issues.push(issue(`/tables/${i}/tableName`, EFORM_MESSAGES.erModelInvalid));
      drawn.add(tableName);
    }
    (er.relations ?? []).forEach((r, i) => {
      if (!drawn.has(r.fromTable) || !drawn.has(r.toTable)) issues.push(issue(`/relations/${i}`, EFORM_MESSAGES.erModelInvalid));
    });
    return issues;
  },
  view: async (em, view) => {
    const issues = await modelReference(em, view.tableName, '/tableName');
    if (view.formCode && !(await loadItem(em, 'form', view.formCode))) {
      issues.push(issue('/formCode', EFORM_MESSAGES.formUnknown(view.formCode)));
    }
    const model = view.tableName ? await loadItem(em, 'tableModel', view.tableName) : null;
    if (model) {
      const fields = new Set([...model.content.columns.map((c) => c.colCode), ...PLATFORM_NAMES]);
      view.columns.forEach((c, i) => {
        if (!fields.has(c.colCode)) issues.push(issue(`/columns/${i}/colCode`, EFORM_MESSAGES.columnUnknown(c.colCode, model.content.tableName)));
      });
    }
    return issues;
  },
};

/** The validated item, or a 400 listing every issue. */
export async function checkMetadata<K extends StoredKind>(
  em: EntityManager, kind: K, body: unknown, check?: (em: EntityManager, item: MetadataOf<K>) => Promise<ValidationIssue[]>,
): Promise<MetadataOf<K>> {
  const item = validated(kind, body);
  if (GROUPED_KINDS.has(kind) || item.groupCode) await requireGroup(em, item.groupCode);
  const kindCheck = KIND_CHECKS[kind] as Check<K> | undefined;
  const more = [...(kindCheck ? await kindCheck(em, item) : []), ...(check ? await check(em, item) : [])];
  if (more.length) throw invalid(more);
  return item;
}
