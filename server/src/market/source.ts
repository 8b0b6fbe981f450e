// Where this instance's app-market screen reads and installs from: MARKET_HOST's catalogue (another instance, reached
// only at an address the address guard allows: a public one, or a host listed in MARKET_ALLOWED_HOSTS; plain http only
// for a listed host), or this instance's own catalogue when MARKET_HOST is unset. A version's zip is verified before
// anything is planned: its size against the archive limit, its SHA-256 against the catalogue's checksum, then its
// files against their schemas (readBundle), and that it holds the app and version asked for.
import { BUNDLE_MESSAGES, readBundleFiles, type AppBundle, type BundleManifest, type CatalogueApp, type CatalogueGroup } from '@yc/engine';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { AllowedHosts, checkedAddresses } from '../logic/address-guard.ts';
import { ApiError, badRequest } from '../wire/envelope.ts';
import { ARCHIVE_LIMITS, ArchiveRefused, readArchive } from './archive.ts';
import { catalogueApps, catalogueGroups, downloadVersion, sha256, type DownloadPurpose } from './catalogue.ts';
import { runOn } from './store/catalogue.ts';
import { refused } from './planning.ts';

export const HOST_BASE = '/api/saas/market';
/** The largest catalogue answer read from a host. */
const CATALOGUE_BYTES = 4 * 1024 * 1024;
const TIMEOUT_MS = 30_000;

/** The bundle and manifest of a zip, or its refusal (400 with the bundle's problems). */
export async function readBundleZip(zip: Buffer): Promise<{ bundle: AppBundle; manifest: BundleManifest }> {
  let files: Map<string, string>;
  try {
    files = await readArchive(zip);
  } catch (error) {
    if (error instanceof ArchiveRefused) throw badRequest(error.refusal);
    throw error;
  }
  const read = readBundleFiles(files);
  if (!read.ok) throw refused(read.problems);
  return read;
}

/** The body of a response, refused (ArchiveRefused) once it grows over `limit` bytes: nothing larger is held. */
async function limitedBody(response: Response, limit: number): Promise<Buffer> {
  const stated = Number(response.headers.get('content-length') ?? 0);
  if (stated > limit) throw new ArchiveRefused(BUNDLE_MESSAGES.archiveTooLarge(limit));
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > limit) throw new ArchiveRefused(BUNDLE_MESSAGES.archiveTooLarge(limit));
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

export class MarketSource {
  readonly #host?: URL;
  readonly #allowed: AllowedHosts;

  constructor(private readonly db: Database, config: Pick<ServerConfig, 'market'>) {
    this.#host = config.market.host ? new URL(config.market.host) : undefined;
    this.#allowed = new AllowedHosts(config.market.allowedHosts);
  }

  /** The market's address as the screen shows it (null: this instance). */
  get host(): string | null {
    return this.#host ? this.#host.origin : null;
  }

  async groups(): Promise<CatalogueGroup[]> {
    return this.#host ? this.#json<CatalogueGroup[]>('queryMarketGroupList') : catalogueGroups(runOn(this.db));
  }

  async apps(filter: { groupCode?: string; keyword?: string; appCode?: string } = {}): Promise<CatalogueApp[]> {
    if (!this.#host) return catalogueApps(runOn(this.db), filter);
    const query = new URLSearchParams(Object.entries(filter).filter(([, v]) => v) as [string, string][]).toString();
    return this.#json<CatalogueApp[]>(`queryMarketList${query ? `?${query}` : ''}`);
  }

  /** The version's bundle, downloaded (counted only for an install) and verified; refused with a clear message, before anything is planned. */
  async bundle(appCode: string, appVersion: string, purpose: DownloadPurpose): Promise<{ bundle: AppBundle; manifest: BundleManifest }> {
    const label = `${appCode} ${appVersion}`;
    const [app] = await this.apps({ appCode });
    const entry = app?.appCode === appCode ? app.versions.find((v) => v.appVersion === appVersion) : undefined;
    if (!entry) throw badRequest(BUNDLE_MESSAGES.marketVersionUnknown(appCode, appVersion));
    const zip = await this.#download(appCode, appVersion, purpose);
    if (zip.length !== entry.size || sha256(zip) !== entry.checksum) throw badRequest(BUNDLE_MESSAGES.marketChecksumMismatch(label));
    const read = await readBundleZip(zip);
    if (read.bundle.appCode !== appCode || read.bundle.appVersion !== appVersion) {
      throw badRequest(BUNDLE_MESSAGES.marketBundleMismatch(label, `${read.bundle.appCode} ${read.bundle.appVersion}`));
    }
    return read;
  }

  async #download(appCode: string, appVersion: string, purpose: DownloadPurpose): Promise<Buffer> {
    const query = new URLSearchParams({ appCode, appVersion, purpose }).toString();
    if (!this.#host) {
      const found = await this.db.asSystem((em) => downloadVersion(em, appCode, appVersion, purpose));
      if (!found) throw badRequest(BUNDLE_MESSAGES.marketVersionUnknown(appCode, appVersion));
      return found.zip;
    }
    try {
      return await limitedBody(await this.#fetch(`download?${query}`), ARCHIVE_LIMITS.archiveBytes);
    } catch (error) {
      if (error instanceof ArchiveRefused) throw badRequest(error.refusal);
      throw error;
    }
  }

  async #json<T>(path: string): Promise<T> {
    const response = await this.#fetch(path);
    try {
      const body = JSON.parse((await limitedBody(response, CATALOGUE_BYTES)).toString('utf8')) as { success?: boolean; result?: unknown };
      if (body.success !== true || !Array.isArray(body.result)) throw new Error('not a catalogue');
      return body.result as T;
    } catch {
      throw this.#unreachable();
    }
  }

  /** A GET to the host, once its address passes the guard; anything but a 200 is "cannot be reached". */
  async #fetch(path: string): Promise<Response> {
    const url = new URL(`${this.#host!.pathname.replace(/\/$/, '')}${HOST_BASE}/${path}`, this.#host);
    const port = url.port ? Number(url.port) : undefined;
    const listed = this.#allowed.allows(url.hostname, port);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && listed)) throw this.#unreachable();
    let response: Response;
    try {
      await checkedAddresses(url.hostname, port, this.#allowed);
      response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw this.#unreachable();
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      throw this.#unreachable();
    }
    return response;
  }

  #unreachable() {
    return new ApiError(502, BUNDLE_MESSAGES.marketUnreachable(this.#host!.origin));
  }
}
