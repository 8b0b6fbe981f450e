// The history of the metadata kept in relational tables — menus, roles, dictionaries, app groups and configuration
// values: the saved versions (written by the tables' triggers into the one metadata history), a version with what
// changed from it to the current one, and restoring a version (saved again as the newest, on the current version).
import { Type } from '@sinclair/typebox';
import { diffDocuments, PERMISSIONS, type PermissionCode, platformMessage } from '@yc/engine';
import type { EntityManager } from '../db/database.ts';
import { SYSTEM_METADATA_TABLES } from '../db/migrations/Migration20261205000001SystemMetadataHistory.ts';
import { HistoryEntrySchema, HistoryVersionSchema, versionQuery } from '../eform/metadata/metadata-routes.ts';
import { listHistory } from '../eform/store/metadata.ts';
import { badRequest, conflict, notFound, ok } from '../wire/envelope.ts';
import { replies } from '../wire/responses.ts';
import { byCode, codeParam, version as versionParam } from '../wire/requests.ts';
import type { Api, PluginOptions } from '../plugin-types.ts';
import { currentDocument, replaceDictItems, versionDocument, writeDocument, type Document, type HistoryTable } from './store/metadata-history.ts';

type Table = HistoryTable;

interface HistoryRoutes {
  /** Where the kind's management routes live; its history routes go beside them. */
  base: string;
  view: PermissionCode;
  restore: PermissionCode;
}

const ROUTES: Readonly<Record<Table['kind'], HistoryRoutes>> = {
  menu: { base: '/api/system/permission', view: PERMISSIONS.system.menu.list, restore: PERMISSIONS.system.menu.edit },
  role: { base: '/api/system/role', view: PERMISSIONS.system.role.list, restore: PERMISSIONS.system.role.edit },
  dictionary: { base: '/api/system/dict', view: PERMISSIONS.system.dict.edit, restore: PERMISSIONS.system.dict.edit },
  appGroup: { base: '/api/eform/manage/appGroup', view: PERMISSIONS.eform.group.edit, restore: PERMISSIONS.eform.group.edit },
  sysConfig: { base: '/api/system/sysconfig', view: PERMISSIONS.system.config.list, restore: PERMISSIONS.system.config.edit },
};

/** Columns a restore never writes: identity, bookkeeping and ownership (a restored row is the enterprise's edit). */
const KEPT_COLUMNS = new Set(['id', 'tenant_id', 'version', 'created_at', 'app_code', 'changed', 'dict_id', 'items']);
const COLUMN = /^[a-z][a-z0-9_]{0,62}$/;


const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** A stored row document with wire field names (the items of a dictionary too), without its version (the entry's). */
function wireDocument(document: Document): Document {
  return Object.fromEntries(
    Object.entries(document)
      .filter(([key]) => key !== 'version')
      .map(([key, value]) => [camel(key), key === 'items' && Array.isArray(value) ? value.map((v) => wireDocument(v as Document)) : value]),
  );
}

/** The columns of a stored document a restore writes back (the document was written by the table's trigger). */
const restoredColumns = (document: Document, codeColumn: string) =>
  Object.keys(document).filter((c) => COLUMN.test(c) && !KEPT_COLUMNS.has(c) && c !== codeColumn);

async function restore(em: EntityManager, t: Table, code: string, document: Document, version: number): Promise<number> {
  const columns = restoredColumns(document, t.code);
  const row = await writeDocument(em, t, code, columns, document, version);
  if (!row) throw (await currentDocument(em, t, code)) ? conflict() : notFound();
  if (t.kind === 'dictionary' && Array.isArray(document.items)) {
    const items = document.items as Document[];
    const itemColumns = [...new Set(items.flatMap((i) => restoredColumns(i, '')))];
    await replaceDictItems(em, row.id, items, itemColumns);
  }
  return row.version;
}

/** A restore that names what no longer exists (a menu's parent deleted since): a 400 with a clear text. */
async function restoring<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: unknown })?.code === '23503') throw badRequest(platformMessage('restoreReferenceGone'));
    throw error;
  }
}

export async function systemMetadataHistoryRoutes(app: Api, _options: PluginOptions) {
  for (const t of SYSTEM_METADATA_TABLES) {
    const { base, view, restore: restorePermission } = ROUTES[t.kind];
    const tags = [t.kind];

    app.get(`${base}/history`, {
      config: { access: { permission: view } },
      schema: { tags, response: replies(Type.Array(HistoryEntrySchema)), summary: `The saved versions of a ${t.kind}, newest first: version, add/edit/delete, who and when`, querystring: byCode },
    }, async (request) => ok(await request.tx((em) => listHistory(em, t.kind, request.query.code))));

    app.get(`${base}/historyVersion`, {
      config: { access: { permission: view } },
      schema: {
        tags, response: replies(HistoryVersionSchema), summary: `A ${t.kind} as it was at a version, and what changed from it to the current one`,
        querystring: versionQuery,
      },
    }, async (request) => {
      const { code, version } = request.query;
      return ok(await request.tx(async (em) => {
        const document = await versionDocument(em, t.kind, code, version);
        if (!document) throw notFound();
        const current = await currentDocument(em, t, code);
        const [then, now] = [wireDocument(document), current && wireDocument(current.content)];
        return { version, content: then, currentVersion: current?.version ?? null, changes: diffDocuments(then, now ?? null) };
      }));
    });

    app.post(`${base}/restore`, {
      config: { access: { permission: restorePermission } },
      schema: {
        tags, response: replies(Type.Object({ code: Type.String(), version: Type.Integer() })),
        summary: `Make an earlier version of a ${t.kind} the current one (a new version; version: the current one, as for an edit)`,
        body: Type.Object({ code: codeParam, fromVersion: versionParam, version: versionParam }),
      },
    }, async (request) => {
      const { code, fromVersion, version } = request.body;
      const saved = await restoring(() => request.tx(async (em) => {
        const document = await versionDocument(em, t.kind, code, fromVersion);
        if (!document) throw notFound();
        return restore(em, t, code, document, version);
      }));
      return ok({ code, version: saved });
    });
  }
}
