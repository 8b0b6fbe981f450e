// The market host's catalogue (issue #35 item 4): an enterprise publishes a version of one of its apps (its bundle zip,
// checksummed), and every instance pointed at this one reads the groups, the apps with their versions, and downloads
// a version's zip. The catalogue is the instance's own (no tenant); an app code belongs to the enterprise that first
// published it, and a version is published once, newer than the last.
import { createHash } from 'node:crypto';
import semver from 'semver';
import { BUNDLE_MESSAGES, bundleToFiles, readBundleFiles, type AppBundle, type CatalogueApp, type CatalogueGroup, type CatalogueVersion } from '@yc/engine';
import type { Database, EntityManager } from '../db/database.ts';
import { ApiError, badRequest } from '../wire/envelope.ts';
import { ARCHIVE_LIMITS, writeArchive } from './archive.ts';
import { refused } from './planning.ts';

export const DEFAULT_GROUP = { groupCode: 'general', groupName: 'General' };

export interface PublishInput {
  appVersion: string;
  groupCode?: string;
  groupName?: string;
  description?: string;
  icon?: string;
  screenshots?: string[];
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The zip of the app's bundle as published: the version, description, icon and screenshots the publisher gives. */
export async function publishedArchive(bundle: AppBundle, input: PublishInput): Promise<Buffer> {
  const published: AppBundle = { ...bundle, appVersion: input.appVersion, ...(input.description ? { description: input.description } : {}) };
  const files = bundleToFiles(published, { ...(input.icon ? { icon: input.icon } : {}), ...(input.screenshots?.length ? { screenshots: input.screenshots } : {}) });
  const read = readBundleFiles(files);
  if (!read.ok) throw refused(read.problems);
  const zip = await writeArchive(files);
  if (zip.length > ARCHIVE_LIMITS.archiveBytes) throw badRequest(BUNDLE_MESSAGES.archiveTooLarge(ARCHIVE_LIMITS.archiveBytes));
  return zip;
}

/** Adds the version to the catalogue, as the enterprise's (refused: another enterprise's app, or not newer). */
export async function publishVersion(db: Database, tenantId: number, username: string, bundle: AppBundle, input: PublishInput, zip: Buffer) {
  const { appCode } = bundle;
  const group = { groupCode: input.groupCode || DEFAULT_GROUP.groupCode, groupName: input.groupName || (input.groupCode ? input.groupCode : DEFAULT_GROUP.groupName) };
  const checksum = sha256(zip);
  return db.asSystem(async (em) => {
    const [app] = await em.execute<{ publisher_tenant_id: number }[]>(`select publisher_tenant_id from saas_market_app where app_code = ? for update`, [appCode]);
    if (app && app.publisher_tenant_id !== tenantId) throw new ApiError(403, BUNDLE_MESSAGES.marketAppNotOwned(appCode));
    const versions = await em.execute<{ app_version: string }[]>(`select app_version from saas_market_version where app_code = ?`, [appCode]);
    if (versions.some((v) => !semver.gt(input.appVersion, v.app_version))) throw badRequest(BUNDLE_MESSAGES.marketVersionNotNewer(appCode, input.appVersion));
    await em.execute(`insert into saas_market_group (group_code, group_name) values (?, ?) on conflict (group_code) do nothing`, [group.groupCode, group.groupName]);
    const fields = [bundle.appName, bundle.appNameEn ?? null, group.groupCode, input.description ?? bundle.description ?? null, input.icon ?? null, JSON.stringify(input.screenshots ?? [])];
    await em.execute(
      `insert into saas_market_app (app_code, app_name, app_name_en, group_code, description, icon, screenshots, publisher_tenant_id)
       values (?, ?, ?, ?, ?, ?, ?::jsonb, ?)
       on conflict (app_code) do update set app_name = excluded.app_name, app_name_en = excluded.app_name_en, group_code = excluded.group_code,
         description = excluded.description, icon = coalesce(excluded.icon, saas_market_app.icon),
         screenshots = case when jsonb_array_length(excluded.screenshots) > 0 then excluded.screenshots else saas_market_app.screenshots end,
         published_at = now()`,
      [appCode, ...fields, tenantId],
    );
    await em.execute(
      `insert into saas_market_version (app_code, app_version, description, archive, size, checksum, published_by) values (?, ?, ?, ?, ?, ?, ?)`,
      [appCode, input.appVersion, input.description ?? null, zip, zip.length, checksum, username],
    );
    return { appCode, appVersion: input.appVersion, groupCode: group.groupCode, size: zip.length, checksum };
  });
}

type Run = <T extends object>(sql: string, params?: unknown[]) => Promise<T[]>;
export const runOn = (db: Database): Run => (sql, params) => db.systemQuery(sql, params);

/** The catalogue's groups, with how many apps each holds. */
export async function catalogueGroups(run: Run): Promise<CatalogueGroup[]> {
  const rows = await run<CatalogueGroup>(
    `select g.group_code as "groupCode", g.group_name as "groupName", count(a.app_code)::int as "appCount"
       from saas_market_group g left join saas_market_app a on a.group_code = g.group_code
      group by g.group_code, g.group_name, g.sort_no order by g.sort_no, g.group_name`);
  return rows.map((r) => ({ ...r, appCount: Number(r.appCount) }));
}

/** The catalogue's apps (of one group, or matching a keyword), each with its versions, newest first. */
export async function catalogueApps(run: Run, filter: { groupCode?: string; keyword?: string; appCode?: string } = {}): Promise<CatalogueApp[]> {
  const like = filter.keyword ? `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const apps = await run<Omit<CatalogueApp, 'versions' | 'appVersion'>>(
    `select a.app_code as "appCode", a.app_name as "appName", a.app_name_en as "appNameEn", a.group_code as "groupCode", g.group_name as "groupName",
            a.description, a.icon, a.screenshots, a.download_count as "downloadCount", a.published_at as "publishedAt"
       from saas_market_app a join saas_market_group g on g.group_code = a.group_code
      where (?::text is null or a.group_code = ?) and (?::text is null or a.app_code = ?)
        and (?::text is null or a.app_name ilike ? or a.app_code ilike ? or coalesce(a.description, '') ilike ?)
      order by a.app_name, a.app_code`,
    [filter.groupCode ?? null, filter.groupCode ?? null, filter.appCode ?? null, filter.appCode ?? null, like, like, like, like]);
  if (!apps.length) return [];
  const versions = await run<CatalogueVersion & { appCode: string }>(
    `select app_code as "appCode", app_version as "appVersion", description, size, checksum, published_at as "publishedAt"
       from saas_market_version where app_code in (select jsonb_array_elements_text(?::jsonb))`, [JSON.stringify(apps.map((a) => a.appCode))]);
  return apps.map((app) => {
    const own = versions.filter((v) => v.appCode === app.appCode).map(({ appCode: _a, ...v }) => ({ ...v, size: Number(v.size), publishedAt: String(v.publishedAt) }))
      .sort((a, b) => semver.rcompare(a.appVersion, b.appVersion));
    return { ...app, downloadCount: Number(app.downloadCount), publishedAt: String(app.publishedAt), appVersion: own[0]?.appVersion ?? '', versions: own };
  });
}

/** Why a version is downloaded: a plan's preview is not counted as a download, an install is. */
export type DownloadPurpose = 'plan' | 'install';

/**
 * A published version's zip and checksum, counted as a download unless fetched only to plan an install; undefined
 * when the catalogue has no such version.
 */
export async function downloadVersion(
  em: EntityManager, appCode: string, appVersion: string, purpose: DownloadPurpose = 'install',
): Promise<{ zip: Buffer; checksum: string } | undefined> {
  const [row] = await em.execute<{ archive: Uint8Array; checksum: string }[]>(
    `select archive, checksum from saas_market_version where app_code = ? and app_version = ?`, [appCode, appVersion]);
  if (!row) return undefined;
  if (purpose === 'install') await em.execute(`update saas_market_app set download_count = download_count + 1 where app_code = ?`, [appCode]);
  return { zip: Buffer.from(row.archive), checksum: row.checksum };
}
