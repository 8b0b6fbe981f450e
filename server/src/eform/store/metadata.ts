// The metadata store: stored metadata (table models, forms, views; SQL and HTTP configs, fill and check rules) in ef_metadata,
// one row per item with its document and optimistic-lock version, and its history; an app bundle's documents installed
// over them; what checking and placing metadata asks beside it (a data source's key, a page's grants to its menu items).
import { randomUUID } from 'node:crypto';
import { OPERATOR_RULES, type MetadataKind, type MetadataOf, type SyncState } from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../wire/envelope.ts';
import { EFORM_MESSAGES } from '../errors.ts';

/** The stored kinds and the field holding each one's code. */
export const STORED_KINDS = {
  tableModel: 'tableName', form: 'formCode', view: 'viewCode',
  sqlConfig: 'sqlCode', httpConfig: 'httpCode', fillRule: 'ruleCode', checkRule: 'ruleCode', template: 'tempCode', erModel: 'erCode',
  dataset: 'datasetCode', widget: 'widgetCode', portal: 'portalCode',
} as const;

/** Kinds that belong to an app group (the others are the enterprise's tools: SQL and HTTP configs, fill and check rules). */
export const GROUPED_KINDS: ReadonlySet<StoredKind> = new Set(['tableModel', 'form', 'view', 'erModel']);
export type StoredKind = keyof typeof STORED_KINDS;

export interface StoredItem<K extends StoredKind> {
  content: MetadataOf<K>;
  version: number;
  syncState: SyncState | null;
  groupCode: string;
  updateBy: string | null;
  updatedAt: Date;
}

interface Row {
  content: unknown;
  version: number;
  sync_state: SyncState | null;
  group_code: string;
  update_by: string | null;
  updated_at: Date;
}

const toItem = <K extends StoredKind>(row: Row): StoredItem<K> => ({
  content: row.content as MetadataOf<K>,
  version: row.version,
  syncState: row.sync_state,
  groupCode: row.group_code,
  updateBy: row.update_by,
  updatedAt: row.updated_at,
});

/** The document as stored: without the version and sync state, which live in their own columns. */
export function storedContent(content: Record<string, unknown>): string {
  const { version: _version, isSync: _isSync, ...rest } = content;
  return JSON.stringify(rest);
}

/** The document as the API returns it: with its version (and sync state for table models). */
export function present<K extends StoredKind>(item: StoredItem<K>): MetadataOf<K> & { version: number } {
  return { ...item.content, version: item.version, ...(item.syncState ? { isSync: item.syncState } : {}) };
}

export const codeOf = <K extends StoredKind>(kind: K, content: MetadataOf<K>) =>
  (content as Record<string, unknown>)[STORED_KINDS[kind]] as string;

const COLUMNS = 'content, version, sync_state, group_code, update_by, updated_at';

export async function loadItem<K extends StoredKind>(em: EntityManager, kind: K, code: string): Promise<StoredItem<K> | null> {
  const [row] = await em.execute<Row[]>(`select ${COLUMNS} from ef_metadata where kind = ? and code = ?`, [kind, code]);
  return row ? toItem<K>(row) : null;
}

export async function requireItem<K extends StoredKind>(em: EntityManager, kind: K, code: string): Promise<StoredItem<K>> {
  const item = await loadItem(em, kind, code);
  if (!item) throw notFound();
  return item;
}

export interface ListQuery {
  groupCode?: string;
  keyword?: string;
  /** Fields of the document equal to these values (field names from the kind's routes, never from a request). */
  fields?: Readonly<Record<string, string>>;
  pageNo: number;
  pageSize: number;
}

export async function listItems<K extends StoredKind>(em: EntityManager, kind: K, q: ListQuery) {
  const where = ['kind = ?'];
  const values: unknown[] = [kind];
  if (q.groupCode) {
    where.push('group_code = ?');
    values.push(q.groupCode);
  }
  if (q.keyword) {
    where.push(`(code ilike ? or content::text ilike ?)`);
    const pattern = OPERATOR_RULES.like.pattern!(q.keyword);
    values.push(pattern, pattern);
  }
  for (const [field, value] of Object.entries(q.fields ?? {})) {
    where.push('content ->> ? = ?');
    values.push(field, value);
  }
  const filter = where.join(' and ');
  const rows = await em.execute<Row[]>(
    `select ${COLUMNS} from ef_metadata where ${filter} order by updated_at desc, code limit ? offset ?`,
    [...values, q.pageSize, (q.pageNo - 1) * q.pageSize],
  );
  const [count] = await em.execute<{ total: number }[]>(`select count(*)::int as total from ef_metadata where ${filter}`, values);
  return { records: rows.map((r) => present(toItem<K>(r))), total: count?.total ?? 0, current: q.pageNo, size: q.pageSize };
}

export async function insertItem<K extends StoredKind>(
  em: EntityManager, kind: K, content: MetadataOf<K>, username: string, syncState: SyncState | null = null,
): Promise<StoredItem<K>> {
  const code = codeOf(kind, content);
  const [row] = await em.execute<Row[]>(
    `insert into ef_metadata (id, kind, code, group_code, content, sync_state, create_by, update_by)
     values (?, ?, ?, ?, ?::jsonb, ?, ?, ?)
     on conflict (tenant_id, kind, code) do nothing
     returning ${COLUMNS}`,
    [randomUUID(), kind, code, content.groupCode ?? '', storedContent(content), syncState, username, username],
  );
  if (!row) throw badRequest(EFORM_MESSAGES.codeRepeated);
  return toItem<K>(row);
}

/**
 * Saves a new document over `version`; a stale version is refused (409) and a missing item is a 404. The item counts
 * as changed by the enterprise from then on: an upgrade of the app that shipped it keeps it.
 */
export async function updateItem<K extends StoredKind>(
  em: EntityManager, kind: K, content: MetadataOf<K>, version: number, username: string, syncState?: SyncState | null,
): Promise<StoredItem<K>> {
  const code = codeOf(kind, content);
  const [row] = await em.execute<Row[]>(
    `update ef_metadata set content = ?::jsonb, group_code = ?, version = version + 1, update_by = ?, updated_at = now(), changed = true
            ${syncState === undefined ? '' : ', sync_state = ?'}
      where kind = ? and code = ? and version = ?
      returning ${COLUMNS}`,
    [storedContent(content), content.groupCode ?? '', username, ...(syncState === undefined ? [] : [syncState]), kind, code, version],
  );
  if (row) return toItem<K>(row);
  throw (await loadItem(em, kind, code)) ? conflict() : notFound();
}

/** Sets the sync state of a table model (after create or sync), bumping its version. */
export async function setSyncState(em: EntityManager, code: string, syncState: SyncState, username: string): Promise<number> {
  const [row] = await em.execute<{ version: number }[]>(
    `update ef_metadata set sync_state = ?, version = version + 1, update_by = ?, updated_at = now()
      where kind = 'tableModel' and code = ? returning version`,
    [syncState, username, code],
  );
  if (!row) throw notFound();
  return row.version;
}

export async function deleteItem(em: EntityManager, kind: StoredKind, code: string): Promise<void> {
  const rows = await em.execute<{ code: string }[]>(`delete from ef_metadata where kind = ? and code = ? returning code`, [kind, code]);
  if (rows.length === 0) throw notFound();
}

/** Whether any metadata item belongs to the app group. */
export async function groupHasItems(em: EntityManager, groupCode: string): Promise<boolean> {
  const rows = await em.execute(`select 1 from ef_metadata where group_code = ? limit 1`, [groupCode]);
  return rows.length > 0;
}

export interface HistoryEntry {
  version: number;
  action: 'add' | 'edit' | 'delete';
  changedBy: string | null;
  changedAt: Date;
}

/** The saved versions of an item, newest first (the trigger on ef_metadata writes them). */
export async function listHistory(em: EntityManager, kind: MetadataKind, code: string): Promise<HistoryEntry[]> {
  return em.execute<HistoryEntry[]>(
    `select version, action, changed_by as "changedBy", changed_at as "changedAt" from ef_metadata_history
      where kind = ? and code = ? order by id desc limit 200`,
    [kind, code],
  );
}

/** The document an item had at a version, or null when the history has no such version. */
export async function historyContent<K extends StoredKind>(em: EntityManager, kind: K, code: string, version: number): Promise<MetadataOf<K> | null> {
  const [row] = await em.execute<{ content: MetadataOf<K> }[]>(
    `select content from ef_metadata_history where kind = ? and code = ? and version = ? and action <> 'delete' order by id desc limit 1`,
    [kind, code, version],
  );
  return row?.content ?? null;
}

/** What the stored item of a bundle's document is to the app installing it: its own unchanged item (`ours`), and the same document (`same`). */
export async function bundleItemState(
  em: EntityManager, appCode: string, kind: StoredKind, code: string, content: string, groupCode: string,
): Promise<{ ours: boolean; same: boolean } | undefined> {
  const [existing] = await em.execute<{ ours: boolean; same: boolean }[]>(
    `select app_code is not distinct from ? and not changed as ours, content = ?::jsonb and group_code = ? as same
       from ef_metadata where kind = ? and code = ?`,
    [appCode, content, groupCode, kind, code],
  );
  return existing;
}

/** Installs a bundle's document as the app's item, or replaces the app's item with it (a changed model of a created table is no longer in sync with it). */
export const upsertBundleItem = (em: EntityManager, appCode: string, kind: StoredKind, code: string, content: string, groupCode: string) => em.execute(
  `insert into ef_metadata (id, kind, code, group_code, content, sync_state, create_by, update_by, app_code)
   values (?, ?, ?, ?, ?::jsonb, ?, 'install', 'install', ?)
   on conflict (tenant_id, kind, code) do update set content = excluded.content, group_code = excluded.group_code,
     version = ef_metadata.version + 1, updated_at = now(), update_by = 'install',
     sync_state = case when ef_metadata.sync_state in ('created', 'synced') and ef_metadata.content <> excluded.content
                       then 'notSynced' else ef_metadata.sync_state end`,
  [randomUUID(), kind, code, groupCode, content, kind === 'tableModel' ? 'notCreated' : null, appCode],
);

/** Whether the enterprise has a data source of this key. */
export async function dataSourceExists(em: EntityManager, key: string): Promise<boolean> {
  return (await em.execute(`select 1 from sys_data_source where datasource_key = ?`, [key])).length > 0;
}

/** Grants the items to the user's own roles of the layout (`back`: console or front). */
export const grantToOwnRoles = (em: EntityManager, back: string, items: readonly string[], userId: string) => em.execute(
  `insert into sys_role_permission (role_id, permission_id)
   select r.id, p.id from sys_user_role ur join sys_role r on r.id = ur.role_id and r.org_id is null and r.back = ?
     cross join unnest(?::uuid[]) as p(id)
    where ur.user_id = ?
   on conflict do nothing`,
  [back, `{${items.join(',')}}`, userId],
);
