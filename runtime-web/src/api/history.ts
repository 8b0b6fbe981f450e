// The saved versions of a metadata item, the same calls for every kind: eform documents under their manage routes,
// and menus, roles, dictionaries and configuration values beside their own management routes.
import { api, narrowed, type ApiPath } from '../request/api.ts';

/** A saved version of a metadata item. */
export interface HistoryEntry {
  version: number;
  action: 'add' | 'edit' | 'delete';
  changedBy: string | null;
  changedAt: string;
}

/** An item as it was at a version, and what changed from it to the current one (none: the item is deleted). */
export interface HistoryVersion<T> {
  version: number;
  content: T;
  currentVersion: number | null;
  changes: { path: string; kind: 'added' | 'removed' | 'changed'; before?: unknown; after?: unknown }[];
}

export interface HistoryApi {
  history(code: string): Promise<HistoryEntry[]>;
  historyVersion(code: string, version: number): Promise<HistoryVersion<unknown>>;
  /** Saves a version again as the newest; `version`: the current one (null: bring back a deleted item). */
  restore(code: string, fromVersion: number, version: number | null): Promise<unknown>;
  /** Whether a deleted item comes back from a version (documents do; rows of the system tables do not). */
  restoresDeleted: boolean;
}

/** The document's paths that keep a history: '/api/system/permission', '/api/eform/manage/form', ... */
export type HistoryBase = ApiPath<'get'> extends infer P ? P extends `${infer Base}/historyVersion` ? Base : never : never;

/** The history calls under `base` (e.g. '/api/system/permission'). */
export const historyApi = (base: HistoryBase, restoresDeleted: boolean): HistoryApi => ({
  history: (code) => narrowed<HistoryEntry[]>(api.get(`${base}/history`, { params: { query: { code } } })),
  historyVersion: (code, version) => narrowed<HistoryVersion<unknown>>(api.get(`${base}/historyVersion`, { params: { query: { code, version } } })),
  restore: (code, fromVersion, version) => api.post(`${base}/restore`, { body: { code, fromVersion, ...(version === null ? {} : { version }) } }),
  restoresDeleted,
});

/** Menus, roles, dictionaries and configuration values: their rows keep a history, deleted ones are gone. */
export const SYSTEM_HISTORY = {
  menu: historyApi('/api/system/permission', false),
  role: historyApi('/api/system/role', false),
  dictionary: historyApi('/api/system/dict', false),
  appGroup: historyApi('/api/eform/manage/appGroup', false),
  sysConfig: historyApi('/api/system/sysconfig', false),
} as const;
