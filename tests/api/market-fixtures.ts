// Shared steps of the market API tests: a bundle's zip downloaded, read, changed and uploaded again.
import { expect } from 'vitest';
import { bundleToFiles, readBundleFiles, type AppBundle, type BundleManifest } from '@yc/engine';
import { readArchive, writeArchive } from '../../server/src/market/archive.ts';
import type { ApiClient } from '../support/server.ts';

export const MARKET = '/api/eform/manage/market';

/** The zip the export route hands out. */
export async function exportZip(client: ApiClient, appCode: string): Promise<Buffer> {
  const res = await fetch(`${client.baseUrl}${MARKET}/export?appCode=${encodeURIComponent(appCode)}`, { headers: { 'X-Access-Token': client.token! } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  return Buffer.from(await res.arrayBuffer());
}

/** The bundle (and manifest) of a zip. */
export async function bundleOf(zip: Buffer): Promise<{ bundle: AppBundle; manifest: BundleManifest }> {
  const read = readBundleFiles(await readArchive(zip));
  if (!read.ok) throw new Error(JSON.stringify(read.problems));
  return read;
}

/** The bundle as an upload body. */
export async function upload(bundle: AppBundle | Map<string, string>, extra: Record<string, unknown> = {}) {
  const files = bundle instanceof Map ? bundle : bundleToFiles(bundle);
  return { archive: (await writeArchive(files)).toString('base64'), ...extra };
}

/** The plan's items as `kind code: action`. */
export const actions = (plan: { items: { kind: string; code: string; action: string }[] }) => plan.items.map((i) => `${i.kind} ${i.code}: ${i.action}`).sort();
