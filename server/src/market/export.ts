// An app as a bundle: an installed app's items (by their owner mark), or an app group the enterprise built (its
// documents, its menus and the processes bound to its forms), read back as engine documents under the app's identity — the bundle the market exports.
import { BUNDLE_LIST_OF_KIND, BUNDLE_MESSAGES, type AppBundle, type InstalledItem } from '@yc/engine';
import type { EntityManager } from '../db/database.ts';
import { badRequest } from '../wire/envelope.ts';
import { loadItems } from './state.ts';

interface AppRow { app_name: string; app_version: string; bundle: AppBundle }

/** The bundle of the app (an installed one) or of the app group of that code (one the enterprise built). */
export async function exportBundle(em: EntityManager, appCode: string): Promise<AppBundle> {
  const [app] = await em.execute<AppRow[]>(`select app_name, app_version, bundle from sys_app where app_code = ?`, [appCode]);
  if (app) {
    const { appNameEn, description, descriptionEn, records } = app.bundle;
    const bundle = assemble({ appCode, appName: app.app_name, appVersion: app.app_version, appNameEn, description, descriptionEn }, await loadItems(em, { appCode }));
    // The seed records it was installed with (not the rows the enterprise has since: those are its data).
    return records?.length ? { ...bundle, records } : bundle;
  }
  const [group] = await em.execute<{ group_name: string; group_name_en: string | null; group_desc: string | null }[]>(
    `select group_name, group_name_en, group_desc from sys_app_group where group_code = ?`, [appCode]);
  if (!group) throw badRequest(BUNDLE_MESSAGES.appUnknown(appCode));
  const refs = await em.execute<{ kind: string; code: string }[]>(
    `select kind, code from ef_metadata where group_code = ? and kind in ('tableModel', 'erModel', 'form', 'view')
     union all select 'menu', code from sys_permission where group_code = ?
     union all select 'processTemplate', template_key from bpm_template
                where form_code in (select code from ef_metadata where kind = 'form' and group_code = ?)
     union all select 'appGroup', ?`,
    [appCode, appCode, appCode, appCode],
  );
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
