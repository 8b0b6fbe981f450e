// What an enterprise has installed, as engine documents with their ownership marks: the stored metadata (ef_metadata)
// as it is, and the relational kinds (app groups, menus, roles, dictionaries, categories, configuration, process templates) read
// back from their rows.
import type { InstalledItem } from '@yc/engine';
import type { EntityManager } from '../db/database.ts';
import { STORED_KINDS } from '../eform/store/metadata.ts';
import { relationalItemRows, storedItemRows, type ItemFilter } from './store/items.ts';

/** Table, code column and document fields (camelCase of their columns) of each relational kind. */
export const RELATIONAL = {
  appGroup: { table: 'sys_app_group', code: 'group_code', fields: ['groupCode', 'groupName', 'groupNameEn', 'groupDesc', 'groupDescEn', 'orderNum', 'parentCode', 'icon', 'backgroundColor', 'isMobile', 'isCommon'] },
  menu: {
    table: 'sys_permission', code: 'code',
    fields: ['name', 'nameEn', 'menuType', 'back', 'sortNo', 'component', 'url', 'componentProps', 'icon', 'menuHidden', 'isKeepalive', 'internalOrExternal',
      'alwaysShow', 'redirect', 'perms', 'permsType', 'status', 'microAppRoute', 'microAppUrl', 'groupCode'],
  },
  role: { table: 'sys_role', code: 'role_code', fields: ['roleCode', 'roleName', 'roleNameEn', 'roleOrder', 'description', 'descriptionEn', 'back'] },
  dictionary: { table: 'sys_dict', code: 'dict_code', fields: ['dictCode', 'dictName', 'dictNameEn', 'category', 'description', 'descriptionEn'] },
  category: { table: 'sys_category', code: 'code', fields: ['code', 'name', 'sortNo'] },
  sysConfig: { table: 'sys_config', code: 'config_code', fields: ['configCode', 'configValue', 'description', 'descriptionEn'] },
  processTemplate: { table: 'bpm_template', code: 'template_key', fields: ['name', 'groupCode', 'status', 'formCode', 'bpmnXml', 'startPermission'] },
} as const;
export type RelationalKind = keyof typeof RELATIONAL;

export const isStoredKind = (kind: string): kind is keyof typeof STORED_KINDS => Object.hasOwn(STORED_KINDS, kind);
export const isRelationalKind = (kind: string): kind is RelationalKind => Object.hasOwn(RELATIONAL, kind);

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A row (to_jsonb) as its engine document: the kind's fields without nulls, numbers as numbers, and the joined parts. */
function documentOf(kind: RelationalKind, row: Record<string, unknown>): Record<string, unknown> {
  const doc: Record<string, unknown> = {};
  for (const field of RELATIONAL[kind].fields) {
    const value = row[snake(field)];
    if (value !== null && value !== undefined) doc[field] = field === 'sortNo' ? Number(value) : value;
  }
  if (kind === 'menu') Object.assign(doc, { id: row.code, ...(row.parent_code ? { parentId: row.parent_code } : {}) });
  if (kind === 'category' && row.parent_code) doc.parentCode = row.parent_code;
  if (kind === 'role') doc.permissions = row.permissions ?? [];
  if (kind === 'dictionary') doc.items = row.items ?? [];
  if (kind === 'processTemplate') {
    Object.assign(doc, { key: row.template_key, group: row.group_name });
    if (row.nodes && Object.keys(row.nodes).length) doc.nodes = row.nodes;
  }
  return doc;
}

/** The installed items of the given kinds and codes (whoever owns them), or with `appCode`, every item of that app. */
export async function loadItems(em: EntityManager, filter: { refs: readonly { kind: string; code: string }[] } | { appCode: string }): Promise<InstalledItem[]> {
  const items: ItemFilter = 'refs' in filter ? { refs: JSON.stringify(filter.refs) } : { appCode: filter.appCode };
  const out: InstalledItem[] = [];
  const stored = await storedItemRows(em, items);
  out.push(...stored.map((r) => ({ kind: r.kind, code: r.code, content: r.content, appCode: r.app_code, changed: r.changed })));
  for (const [kind, spec] of Object.entries(RELATIONAL) as [RelationalKind, (typeof RELATIONAL)[RelationalKind]][]) {
    const rows = await relationalItemRows(em, kind, spec, items);
    out.push(...rows.map((r) => ({ kind, code: r.code, content: documentOf(kind, r.content), appCode: r.app_code, changed: r.changed })));
  }
  return out;
}

/** Whether any item of that kind and code is installed (for the references a bundle makes to items outside it). */
export async function existingRefs(em: EntityManager, refs: readonly { kind: string; code: string }[]): Promise<Set<string>> {
  const found = await loadItems(em, { refs });
  return new Set(found.map((i) => `${i.kind}:${i.code}`));
}
