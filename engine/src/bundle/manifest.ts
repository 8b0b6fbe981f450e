// The manifest of a bundle on disk (manifest.json): the app's identity, version, needs and the format version of its
// files. Format 1 was the single-document bundle (the AppBundle JSON seeding uses); format 2 is the folder of one
// file per item. A bundle of an older format is migrated on read, so a bundle written once keeps installing.
import { Type, type Static } from '@sinclair/typebox';
import { Code, Name } from '../metadata/common.ts';

/** The format this platform writes; every older one is migrated on read. */
export const BUNDLE_FORMAT_VERSION = 2;

/** A semantic version (an app version). */
export const BUNDLE_VERSION_PATTERN = '^\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.-]+)?(\\+[0-9A-Za-z.-]+)?$';

export const BundleManifestSchema = Type.Object(
  {
    formatVersion: Type.Integer({ minimum: 1, description: 'Format of the bundle\'s files; older ones are migrated on read' }),
    appCode: Code('The app (its code is also the owner mark of everything it installs)'),
    appName: Name(),
    appNameEn: Type.Optional(Type.String({ description: 'Name shown in English' })),
    appVersion: Type.String({ pattern: BUNDLE_VERSION_PATTERN, description: 'semantic version, e.g. 1.0.0' }),
    platformVersion: Type.Optional(Type.String({ maxLength: 100, description: 'Platform versions the app runs on (a semver range, e.g. >=0.1.0)' })),
    dependencies: Type.Optional(Type.Record(Type.String(), Type.String({ maxLength: 100 }), { description: 'Other apps it needs: appCode → semver range' })),
    description: Type.Optional(Type.String()),
    descriptionEn: Type.Optional(Type.String()),
    icon: Type.Optional(Type.String({ maxLength: 2000 })),
    screenshots: Type.Optional(Type.Array(Type.String({ maxLength: 2000 }), { maxItems: 20 })),
  },
  { title: 'Bundle manifest', additionalProperties: false },
);
export type BundleManifest = Static<typeof BundleManifestSchema>;

/** A file's item before migration: its kind, as the file name says, and its parsed content. */
export interface RawItem {
  kind: string;
  content: unknown;
}

/**
 * Item migrations by the format version they migrate from: each turns an item of that format into one of the next.
 * Format 1 → 2 changed the layout only (handled when the files are read), not the items.
 */
export const ITEM_MIGRATIONS: Readonly<Record<number, (item: RawItem) => RawItem>> = {
  1: (item) => item,
};

/** The item migrated from `from` to the current format. */
export function migrateItem(item: RawItem, from: number): RawItem {
  let out = item;
  for (let v = from; v < BUNDLE_FORMAT_VERSION; v++) out = ITEM_MIGRATIONS[v]!(out);
  return out;
}
