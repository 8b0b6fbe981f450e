// The plan of an install or update, worked out before anything is written: per item added, changed (with its
// JSON-pointer changes), removed, unchanged, or kept because the enterprise changed (or made) it; codes other apps
// own; and the table models whose change would lose data.
import { diffDocuments, type DocumentChange } from '../metadata/diff.ts';
import type { AppBundle, TableModel } from '../metadata/index.ts';
import { bundleItems } from './checks.ts';
import { BUNDLE_MESSAGES, type BundleProblem } from './messages.ts';

/** An item as installed in the enterprise: its document and ownership marks. */
export interface InstalledItem {
  kind: string;
  code: string;
  content: unknown;
  /** The app that installed it; null for an item the enterprise made. */
  appCode: string | null;
  /** Changed by the enterprise since the app installed it. */
  changed: boolean;
}

export type PlanAction = 'added' | 'changed' | 'removed' | 'unchanged' | 'kept';

export interface PlanItem {
  kind: string;
  code: string;
  action: PlanAction;
  /** Why a kept item is kept: the enterprise changed it after install, or made one of that code itself. */
  reason?: 'changedByEnterprise' | 'madeByEnterprise';
  changes?: DocumentChange[];
}

export interface TableChange {
  tableName: string;
  columnsAdded: string[];
  columnsRemoved: string[];
  columnsRetyped: string[];
  /** Removing or retyping a column loses what it holds: refused unless forced. */
  losesData: boolean;
}

export interface InstallPlan {
  appCode: string;
  fromVersion: string | null;
  toVersion: string;
  items: PlanItem[];
  tables: TableChange[];
  problems: BundleProblem[];
}

export interface PlanInput {
  bundle: AppBundle;
  /** The bundle installed before (null for a first install). */
  previous: AppBundle | null;
  /** The installed items of the bundles' codes, whoever owns them. */
  installed: readonly InstalledItem[];
  /** `kind:code` of changed items the installer asks to replace anyway. */
  replace?: ReadonlySet<string>;
}

const key = (kind: string, code: string) => `${kind}:${code}`;

/** A document as compared: without its lock version and sync state, which are the installation's. */
export function comparable(content: unknown): unknown {
  if (!content || typeof content !== 'object') return content;
  const { version: _version, isSync: _isSync, ...rest } = content as Record<string, unknown>;
  return rest;
}

export function planInstall({ bundle, previous, installed, replace = new Set() }: PlanInput): InstallPlan {
  const current = new Map(installed.map((i) => [key(i.kind, i.code), i]));
  const items: PlanItem[] = [];
  const problems: BundleProblem[] = [];
  const tables: TableChange[] = [];
  const incoming = bundleItems(bundle);
  for (const { kind, code, item } of incoming) {
    const now = current.get(key(kind, code));
    if (!now) {
      items.push({ kind, code, action: 'added' });
      continue;
    }
    if (now.appCode !== null && now.appCode !== bundle.appCode) {
      problems.push({ path: `${kind} ${code}`, message: BUNDLE_MESSAGES.codeCollision(`${kind} ${code}`, now.appCode) });
      continue;
    }
    const changes = diffDocuments(comparable(now.content), comparable(item));
    const ownedByEnterprise = now.appCode === null ? 'madeByEnterprise' : now.changed ? 'changedByEnterprise' : undefined;
    if (ownedByEnterprise && !replace.has(key(kind, code))) {
      items.push({ kind, code, action: 'kept', reason: ownedByEnterprise, changes });
      continue;
    }
    items.push({ kind, code, action: changes.length ? 'changed' : 'unchanged', ...(changes.length ? { changes } : {}) });
    if (kind === 'tableModel' && changes.length) tables.push(tableChange(now.content as TableModel, item as unknown as TableModel));
  }
  const kept = new Set(incoming.map((i) => key(i.kind, i.code)));
  for (const { kind, code } of previous ? bundleItems(previous) : []) {
    const now = current.get(key(kind, code));
    if (kept.has(key(kind, code)) || !now || now.appCode !== bundle.appCode) continue;
    if (now.changed && !replace.has(key(kind, code))) items.push({ kind, code, action: 'kept', reason: 'changedByEnterprise' });
    else items.push({ kind, code, action: 'removed' });
  }
  return { appCode: bundle.appCode, fromVersion: previous?.appVersion ?? null, toVersion: bundle.appVersion, items, tables, problems };
}

/** What a new version of a table model does to its columns. */
export function tableChange(before: TableModel, after: TableModel): TableChange {
  const old = new Map(before.columns.filter((c) => !c.isVirtual).map((c) => [c.colCode, c]));
  const now = new Map(after.columns.filter((c) => !c.isVirtual).map((c) => [c.colCode, c]));
  const columnsRemoved = [...old.keys()].filter((c) => !now.has(c));
  const columnsAdded = [...now.keys()].filter((c) => !old.has(c));
  const columnsRetyped = [...now.values()].filter((c) => {
    const was = old.get(c.colCode);
    return was && (was.colType !== c.colType || (c.colLength ?? Infinity) < (was.colLength ?? Infinity));
  }).map((c) => c.colCode);
  return { tableName: after.tableName, columnsAdded, columnsRemoved, columnsRetyped, losesData: columnsRemoved.length + columnsRetyped.length > 0 };
}
