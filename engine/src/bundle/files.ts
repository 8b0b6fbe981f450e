// A bundle as files: manifest.json, one file per item, `<kind>/<code>.json`, and its seed records per table, with keys in a stable order so that a
// bundle kept in git diffs item by item. Reading checks every name and file before anything is assembled.
import type { AppBundle, MetadataKind, ValidationIssue } from '../metadata/index.ts';
import { SeedRecordsSchema } from '../metadata/appBundle.ts';
import { validateWithSchema } from '../metadata/validate.ts';
import { BUNDLE_LIST_OF_KIND, BUNDLE_LISTS, type BundleList } from '../rules/bundle.ts';
import { validateModel } from '../rules/validateModel.ts';
import { APP_BUNDLE_FORMAT } from '../vocab/index.ts';
import { BUNDLE_MESSAGES, type BundleProblem } from './messages.ts';
import { BUNDLE_FORMAT_VERSION, BundleManifestSchema, migrateItem, type BundleManifest } from './manifest.ts';

export const MANIFEST_FILE = 'manifest.json';

/** The bundle's identity fields, which live in its manifest rather than in item files. */
const IDENTITY = ['appCode', 'appName', 'appNameEn', 'appVersion', 'description', 'descriptionEn'] as const;

/** A code usable as a file name and in a URL: no path separators, parent steps, drive colons or control characters. */
// eslint-disable-next-line no-control-regex
export const isSafeCode = (code: unknown): code is string => typeof code === 'string' && code.length > 0 && !/[/\\:\u0000-\u001f\u007f]|^\.|\.\.|\.$/.test(code);

/** JSON with object keys sorted at every depth (array order is meaning, so it stays), indented, ending in a newline. */
export function stableJson(value: unknown): string {
  const sorted = (v: unknown): unknown => (Array.isArray(v)
    ? v.map(sorted)
    : v && typeof v === 'object'
      ? Object.fromEntries(Object.keys(v).sort().filter((k) => (v as Record<string, unknown>)[k] !== undefined)
        .map((k) => [k, sorted((v as Record<string, unknown>)[k])]))
      : v);
  return `${JSON.stringify(sorted(value), null, 2)}\n`;
}

export const itemFileName = (kind: string, code: string) => `${kind}/${code}.json`;

/** The folder of a bundle's seed records: one file per table, `records/<tableName>.json`. */
const RECORDS = 'records';

/** The files of a bundle: its manifest (with the extras given) and one file per item. */
export function bundleToFiles(bundle: AppBundle, extras: Partial<BundleManifest> = {}): Map<string, string> {
  const manifest: Record<string, unknown> = { ...extras, formatVersion: BUNDLE_FORMAT_VERSION };
  for (const key of IDENTITY) if (bundle[key] !== undefined) manifest[key] = bundle[key];
  const files = new Map([[MANIFEST_FILE, stableJson(manifest)]]);
  for (const [list, { kind, code }] of Object.entries(BUNDLE_LISTS) as [BundleList, { kind: string; code: string }][]) {
    for (const item of (bundle[list] ?? []) as Record<string, unknown>[]) {
      const { version: _version, isSync: _isSync, ...content } = item;
      files.set(itemFileName(kind, String(item[code])), stableJson(content));
    }
  }
  for (const records of bundle.records ?? []) files.set(itemFileName(RECORDS, records.tableName), stableJson(records));
  return files;
}

export type ReadResult = { ok: true; bundle: AppBundle; manifest: BundleManifest } | { ok: false; problems: BundleProblem[] };

const describe = (issues: readonly ValidationIssue[]) => issues.slice(0, 3).map((i) => i.message).join('; ');

function parse(name: string, text: string, problems: BundleProblem[]): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    problems.push({ path: name, message: BUNDLE_MESSAGES.jsonMalformed(name) });
    return undefined;
  }
}

/**
 * Reads a bundle from its files (name → text): the manifest, then every item file, each checked for a safe name, a
 * kind an app owns, valid JSON, its kind's schema (after migration from the bundle's format) and its code matching its
 * name. A single-document bundle of format 1 is read as well. Any problem refuses the whole bundle.
 */
export function readBundleFiles(files: ReadonlyMap<string, string>): ReadResult {
  const problems: BundleProblem[] = [];
  const manifestText = files.get(MANIFEST_FILE);
  if (manifestText === undefined) {
    const legacy = files.size === 1 ? parse([...files.keys()][0]!, [...files.values()][0]!, problems) : undefined;
    if (legacy && typeof legacy === 'object' && (legacy as { format?: unknown }).format === APP_BUNDLE_FORMAT) return readLegacy(legacy);
    return { ok: false, problems: problems.length ? problems : [{ path: MANIFEST_FILE, message: BUNDLE_MESSAGES.manifestMissing }] };
  }
  const manifest = parse(MANIFEST_FILE, manifestText, problems) as BundleManifest | undefined;
  if (!manifest) return { ok: false, problems };
  const manifestIssues = validateWithSchema(BundleManifestSchema, manifest);
  if (manifestIssues.length) return { ok: false, problems: [{ path: MANIFEST_FILE, message: BUNDLE_MESSAGES.itemInvalid(MANIFEST_FILE, describe(manifestIssues)) }] };
  if (manifest.formatVersion > BUNDLE_FORMAT_VERSION) return { ok: false, problems: [{ path: MANIFEST_FILE, message: BUNDLE_MESSAGES.formatUnsupported(String(manifest.formatVersion)) }] };
  const bundle: Record<string, unknown> = { format: APP_BUNDLE_FORMAT };
  for (const key of IDENTITY) if (manifest[key] !== undefined) bundle[key] = manifest[key];
  for (const name of [...files.keys()].sort()) {
    if (name === MANIFEST_FILE) continue;
    const item = readItemFile(name, files.get(name)!, manifest.formatVersion, problems);
    if (item) ((bundle[item.list] ??= []) as unknown[]).push(item.content);
  }
  if (problems.length) return { ok: false, problems };
  return assembled(bundle, manifest);
}

function readItemFile(name: string, text: string, formatVersion: number, problems: BundleProblem[]): { list: BundleList | 'records'; content: unknown } | undefined {
  const match = /^([A-Za-z]+)\/([^/]+)\.json$/.exec(name);
  if (!match) return void problems.push({ path: name, message: BUNDLE_MESSAGES.fileNameUnsafe(name) });
  const [, kind, code] = match as unknown as [string, string, string];
  const list = kind === RECORDS ? 'records' : BUNDLE_LIST_OF_KIND.get(kind);
  if (!list) return void problems.push({ path: name, message: BUNDLE_MESSAGES.kindUnknown(name) });
  if (!isSafeCode(code)) return void problems.push({ path: name, message: BUNDLE_MESSAGES.codeUnsafe(code) });
  const parsed = parse(name, text, problems);
  if (parsed === undefined) return undefined;
  const { content } = migrateItem({ kind, content: parsed }, formatVersion);
  const issues = list === 'records' ? validateWithSchema(SeedRecordsSchema, content) : validateModel(kind as MetadataKind, content);
  if (issues.length) return void problems.push({ path: name, message: BUNDLE_MESSAGES.itemInvalid(name, describe(issues)) });
  const codeField = list === 'records' ? 'tableName' : BUNDLE_LISTS[list].code;
  if ((content as Record<string, unknown>)[codeField] !== code) return void problems.push({ path: name, message: BUNDLE_MESSAGES.fileCodeMismatch(name) });
  return { list, content };
}

/** A format-1 bundle (one AppBundle document): its identity becomes the manifest. */
function readLegacy(document: object): ReadResult {
  const { format: _format, ...rest } = document as Record<string, unknown>;
  const manifest = { formatVersion: 1, ...Object.fromEntries(IDENTITY.filter((k) => rest[k] !== undefined).map((k) => [k, rest[k]])) } as BundleManifest;
  return assembled({ ...document }, manifest);
}

/** The whole bundle checked once more as one document (codes unique per list, each item's rules). */
function assembled(bundle: Record<string, unknown>, manifest: BundleManifest): ReadResult {
  const issues = validateModel('appBundle', bundle);
  if (issues.length) return { ok: false, problems: issues.map((i) => ({ path: i.path, message: BUNDLE_MESSAGES.itemInvalid(i.path || MANIFEST_FILE, i.message) })) };
  return { ok: true, bundle: bundle as AppBundle, manifest };
}
