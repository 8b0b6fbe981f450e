// The market store's catalogue (the instance's own, no tenant): its groups, apps and published versions with their zips.
import type { CatalogueApp, CatalogueGroup, CatalogueVersion } from '@yc/engine';
import type { Database, EntityManager } from '../../db/database.ts';

/** Runs one statement of the catalogue outside any transaction. */
export type Run = <T extends object>(sql: string, params?: unknown[]) => Promise<T[]>;
export const runOn = (db: Database): Run => (sql, params) => db.systemQuery(sql, params);

/** The publisher of an app in the catalogue, locked for a new version; none when the app is new. */
export async function lockMarketApp(em: EntityManager, appCode: string) {
  const [app] = await em.execute<{ publisher_tenant_id: number }[]>(`select publisher_tenant_id from saas_market_app where app_code = ? for update`, [appCode]);
  return app;
}

/** The versions of an app the catalogue has. */
export const marketVersions = async (em: EntityManager, appCode: string) =>
  (await em.execute<{ app_version: string }[]>(`select app_version from saas_market_version where app_code = ?`, [appCode])).map((v) => v.app_version);

export const insertMarketGroup = (em: EntityManager, groupCode: string, groupName: string) =>
  em.execute(`insert into saas_market_group (group_code, group_name) values (?, ?) on conflict (group_code) do nothing`, [groupCode, groupName]);

/** The app in the catalogue, as the publisher describes it now (an icon and screenshots kept when none are given). */
export const upsertMarketApp = (em: EntityManager, appCode: string, fields: unknown[], tenantId: number) => em.execute(
  `insert into saas_market_app (app_code, app_name, app_name_en, group_code, description, icon, screenshots, publisher_tenant_id)
   values (?, ?, ?, ?, ?, ?, ?::jsonb, ?)
   on conflict (app_code) do update set app_name = excluded.app_name, app_name_en = excluded.app_name_en, group_code = excluded.group_code,
     description = excluded.description, icon = coalesce(excluded.icon, saas_market_app.icon),
     screenshots = case when jsonb_array_length(excluded.screenshots) > 0 then excluded.screenshots else saas_market_app.screenshots end,
     published_at = now()`,
  [appCode, ...fields, tenantId],
);

export const insertMarketVersion = (
  em: EntityManager, version: { appCode: string; appVersion: string; description: string | null; zip: Buffer; checksum: string }, username: string,
) => em.execute(
  `insert into saas_market_version (app_code, app_version, description, archive, size, checksum, published_by) values (?, ?, ?, ?, ?, ?, ?)`,
  [version.appCode, version.appVersion, version.description, version.zip, version.zip.length, version.checksum, username],
);

/** The catalogue's groups, with how many apps each holds. */
export const catalogueGroupRows = (run: Run) => run<CatalogueGroup>(
  `select g.group_code as "groupCode", g.group_name as "groupName", count(a.app_code)::int as "appCount"
     from saas_market_group g left join saas_market_app a on a.group_code = g.group_code
    group by g.group_code, g.group_name, g.sort_no order by g.sort_no, g.group_name`);

/** The catalogue's apps of one group, of one code, and matching a like pattern (each when given), by name. */
export const catalogueAppRows = (run: Run, groupCode: string | null, appCode: string | null, like: string | null) =>
  run<Omit<CatalogueApp, 'versions' | 'appVersion'>>(
    `select a.app_code as "appCode", a.app_name as "appName", a.app_name_en as "appNameEn", a.group_code as "groupCode", g.group_name as "groupName",
            a.description, a.icon, a.screenshots, a.download_count as "downloadCount", a.published_at as "publishedAt"
       from saas_market_app a join saas_market_group g on g.group_code = a.group_code
      where (?::text is null or a.group_code = ?) and (?::text is null or a.app_code = ?)
        and (?::text is null or a.app_name ilike ? or a.app_code ilike ? or coalesce(a.description, '') ilike ?)
      order by a.app_name, a.app_code`,
    [groupCode, groupCode, appCode, appCode, like, like, like, like]);

/** The versions of the apps. */
export const catalogueVersionRows = (run: Run, appCodes: string[]) => run<CatalogueVersion & { appCode: string }>(
  `select app_code as "appCode", app_version as "appVersion", description, size, checksum, published_at as "publishedAt"
     from saas_market_version where app_code in (select jsonb_array_elements_text(?::jsonb))`, [JSON.stringify(appCodes)]);

/** A published version's zip and checksum. */
export async function versionArchive(em: EntityManager, appCode: string, appVersion: string) {
  const [row] = await em.execute<{ archive: Uint8Array; checksum: string }[]>(
    `select archive, checksum from saas_market_version where app_code = ? and app_version = ?`, [appCode, appVersion]);
  return row;
}

export const countDownload = (em: EntityManager, appCode: string) =>
  em.execute(`update saas_market_app set download_count = download_count + 1 where app_code = ?`, [appCode]);
