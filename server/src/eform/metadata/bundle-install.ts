// The stored documents of an app bundle — table models, ER models, forms, pages, datasets, widgets, portals, SQL and
// HTTP configs (their data sources by key only), fill and check rules, code templates — installed as metadata owned by
// the app (tables are created by the 'create table' action or the market's DDL afterwards). A newer bundle replaces
// the documents it shipped and bumps their versions, except those the enterprise has changed since: kept and reported.
import type { AppBundle, MetadataKind } from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';
import { guardScripts } from './metadata-routes.ts';
import { bundleItemState, codeOf, GROUPED_KINDS, loadItem, storedContent, upsertBundleItem, type StoredKind } from '../store/metadata.ts';

/** An item of the bundle that the enterprise owns or has changed: kept as it is, and reported. */
export interface KeptItem {
  kind: MetadataKind;
  code: string;
}

/**
 * Installs or upgrades the bundle's documents. An item shipped by this app and not changed since is replaced; one the
 * enterprise changed (or made itself, or another app shipped) is kept and reported.
 */
export async function installEformMetadata(em: EntityManager, bundle: AppBundle, options: { scriptsEditable: boolean }): Promise<KeptItem[]> {
  const lists: [StoredKind, readonly { groupCode?: string }[] | undefined][] = [
    ['tableModel', bundle.tableModels], ['erModel', bundle.erModels], ['form', bundle.forms], ['view', bundle.views],
    ['sqlConfig', bundle.sqlConfigs], ['httpConfig', bundle.httpConfigs], ['fillRule', bundle.fillRules], ['checkRule', bundle.checkRules],
    ['template', bundle.templates], ['dataset', bundle.datasets], ['widget', bundle.widgets], ['portal', bundle.portals],
  ];
  const kept: KeptItem[] = [];
  for (const [kind, items] of lists) {
    for (const item of items ?? []) {
      const code = codeOf(kind, item as never);
      // The enterprise's tools (configs, rules, reports) need no app group: the owner mark says whose they are.
      const groupCode = item.groupCode ?? (GROUPED_KINDS.has(kind) ? bundle.groups?.[0]?.groupCode : '');
      if (groupCode === undefined) throw new Error(`bundle ${bundle.appCode}: ${kind} ${code} belongs to no app group`);
      const content = storedContent(groupCode ? { ...item, groupCode } : item);
      const existing = await bundleItemState(em, bundle.appCode, kind, code, content, groupCode);
      if (existing?.same) continue;
      if (existing && !existing.ours) {
        kept.push({ kind, code });
        continue;
      }
      // An import is a save like any other: with script editing off it may not bring or change scripts.
      if (!options.scriptsEditable) guardScripts(kind, (await loadItem(em, kind, code))?.content, item, false);
      // A changed model of a created table is no longer in sync with it.
      await upsertBundleItem(em, bundle.appCode, kind, code, content, groupCode);
    }
  }
  return kept;
}
