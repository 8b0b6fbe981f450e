// An app as a bundle: an installed app's items (by their owner mark), or an app group the enterprise built (its
// documents, its menus and the processes bound to its forms), read back as engine documents under the app's identity — the bundle the market exports.
import { BUNDLE_LIST_OF_KIND, BUNDLE_MESSAGES, type AppBundle, type InstalledItem } from '@yc/engine';
import type { EntityManager } from '../db/database.ts';
import { badRequest } from '../wire/envelope.ts';
import { loadItems } from './state.ts';
import { installedApp } from './store/apps.ts';
import { appGroupRefs, appGroupRow } from './store/items.ts';

/** The bundle of the app (an installed one) or of the app group of that code (one the enterprise built). */
export async function exportBundle(em: EntityManager, appCode: string): Promise<AppBundle> {
  const app = await installedApp(em, appCode);
  if (app) {
    const { appNameEn, description, descriptionEn, records } = app.bundle;
    const bundle = assemble({ appCode, appName: app.app_name, appVersion: app.app_version, appNameEn, description, descriptionEn }, await loadItems(em, { appCode }));
    // The seed records it was installed with (not the rows the enterprise has since: those are its data).
    return records?.length ? { ...bundle, records } : bundle;
  }
  const group = await appGroupRow(em, appCode);
  if (!group) throw badRequest(BUNDLE_MESSAGES.appUnknown(appCode));
  const refs = await appGroupRefs(em, appCode);
  return assemble({
    appCode, appName: group.group_name, appVersion: '1.0.0',
    ...(group.group_name_en ? { appNameEn: group.group_name_en } : {}), ...(group.group_desc ? { description: group.group_desc } : {}),
  }, await loadItems(em, { refs }));
}

function assemble(identity: Omit<AppBundle, 'format'>, items: readonly InstalledItem[]): AppBundle {
  const bundle: Record<string, unknown> = { format: 'yc-app-bundle/1', ...Object.fromEntries(Object.entries(identity).filter(([, v]) => v !== undefined)) };
  for (const item of items) {
    const list = BUNDLE_LIST_OF_KIND.get(item.kind);
    if (list) ((bundle[list] ??= []) as unknown[]).push(item.content);
  }
  return bundle as AppBundle;
}
