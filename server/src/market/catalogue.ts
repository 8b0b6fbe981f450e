// The market host's catalogue (issue #35 item 4): an enterprise publishes a version of one of its apps (its bundle zip,
// checksummed), and every instance pointed at this one reads the groups, the apps with their versions, and downloads
// a version's zip. The catalogue is the instance's own (no tenant); an app code belongs to the enterprise that first
// published it, and a version is published once, newer than the last.
import { createHash } from 'node:crypto';
import semver from 'semver';
import { BUNDLE_MESSAGES, bundleToFiles, readBundleFiles, type AppBundle, type CatalogueApp, type CatalogueGroup } from '@yc/engine';
import type { Database, EntityManager } from '../db/database.ts';
import { ApiError, badRequest } from '../wire/envelope.ts';
import { ARCHIVE_LIMITS, writeArchive } from './archive.ts';
import { refused } from './planning.ts';
import {
  catalogueAppRows, catalogueGroupRows, catalogueVersionRows, countDownload, insertMarketGroup, insertMarketVersion, lockMarketApp, marketVersions,
  upsertMarketApp, versionArchive, type Run,
} from './store/catalogue.ts';

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
    const app = await lockMarketApp(em, appCode);
    if (app && app.publisher_tenant_id !== tenantId) throw new ApiError(403, BUNDLE_MESSAGES.marketAppNotOwned(appCode));
    const versions = await marketVersions(em, appCode);
    if (versions.some((v) => !semver.gt(input.appVersion, v))) throw badRequest(BUNDLE_MESSAGES.marketVersionNotNewer(appCode, input.appVersion));
    await insertMarketGroup(em, group.groupCode, group.groupName);
    const fields = [bundle.appName, bundle.appNameEn ?? null, group.groupCode, input.description ?? bundle.description ?? null, input.icon ?? null, JSON.stringify(input.screenshots ?? [])];
    await upsertMarketApp(em, appCode, fields, tenantId);
    await insertMarketVersion(em, { appCode, appVersion: input.appVersion, description: input.description ?? null, zip, checksum }, username);
    return { appCode, appVersion: input.appVersion, groupCode: group.groupCode, size: zip.length, checksum };
  });
}


/** The catalogue's groups, with how many apps each holds. */
export async function catalogueGroups(run: Run): Promise<CatalogueGroup[]> {
  const rows = await catalogueGroupRows(run);
  return rows.map((r) => ({ ...r, appCount: Number(r.appCount) }));
}

/** The catalogue's apps (of one group, or matching a keyword), each with its versions, newest first. */
export async function catalogueApps(run: Run, filter: { groupCode?: string; keyword?: string; appCode?: string } = {}): Promise<CatalogueApp[]> {
  const like = filter.keyword ? `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const apps = await catalogueAppRows(run, filter.groupCode ?? null, filter.appCode ?? null, like);
  if (!apps.length) return [];
  const versions = await catalogueVersionRows(run, apps.map((a) => a.appCode));
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
  const row = await versionArchive(em, appCode, appVersion);
  if (!row) return undefined;
  if (purpose === 'install') await countDownload(em, appCode);
  return { zip: Buffer.from(row.archive), checksum: row.checksum };
}
