// The market store's installed apps (sys_app): each app's bundle as installed, its version and state, and the snapshot
// of what its last install or update replaced.
import type { AppBundle } from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';

/** An installed app's name, version and bundle. */
export async function installedApp(em: EntityManager, appCode: string) {
  const [app] = await em.execute<{ app_name: string; app_version: string; bundle: AppBundle }[]>(`select app_name, app_version, bundle from sys_app where app_code = ?`, [appCode]);
  return app;
}

/** The app's bundle as installed now, if it is. */
export async function installedBundle(em: EntityManager, appCode: string): Promise<AppBundle | null> {
  const [row] = await em.execute<{ bundle: AppBundle }[]>(`select bundle from sys_app where app_code = ?`, [appCode]);
  return row?.bundle ?? null;
}

/** The installed version of the app, if it is installed. */
export async function installedVersion(em: EntityManager, appCode: string): Promise<string | undefined> {
  const [row] = await em.execute<{ app_version: string }[]>(`select app_version from sys_app where app_code = ?`, [appCode]);
  return row?.app_version;
}

/** The installed apps with version and state, by code. */
export const installedApps = (em: EntityManager) => em.execute<Record<string, unknown>[]>(
  `select app_code as "appCode", app_name as "appName", bundle ->> 'appNameEn' as "appNameEn", app_version as "appVersion", state,
          previous -> 'previous' ->> 'appVersion' as "previousVersion", previous is not null as "canRollBack",
          installed_at as "installedAt", updated_at as "updatedAt"
     from sys_app order by app_code`);

/** Keeps what an install or update replaced on the app's row, with the outcome as its state. */
export const keepSnapshot = (em: EntityManager, appCode: string, snapshot: unknown, outcome: string) =>
  em.execute(`update sys_app set previous = ?::jsonb, state = ? where app_code = ?`, [JSON.stringify(snapshot), outcome, appCode]);

/** The app's row and its snapshot (null: nothing to roll back); none when the app is not installed. */
export async function appSnapshot<S>(em: EntityManager, appCode: string): Promise<{ previous: S | null } | undefined> {
  const [row] = await em.execute<{ previous: S | null }[]>(`select previous from sys_app where app_code = ?`, [appCode]);
  return row;
}

export const deleteApp = (em: EntityManager, appCode: string) => em.execute(`delete from sys_app where app_code = ?`, [appCode]);

/** The app's row back at its previous bundle, rolled back. */
export const rolledBackApp = (em: EntityManager, appCode: string, previous: AppBundle) => em.execute(
  `update sys_app set bundle = ?::jsonb, app_name = ?, app_version = ?, previous = null, state = 'rolledBack', updated_at = now() where app_code = ?`,
  [JSON.stringify(previous), previous.appName, previous.appVersion, appCode],
);
