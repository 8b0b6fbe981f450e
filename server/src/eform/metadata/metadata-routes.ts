// List, read, add, edit and delete of a stored metadata kind under /api/eform/manage/<kind>/…; every save
// is validated and bumps the version, and a save based on a stale version is refused (409).
import {
  addsOrChangesScripts, diffDocuments, METADATA_KINDS, type MetadataOf, type PermissionCode, type SyncState, type ValidationIssue, platformMessage,
} from '@yc/engine';
import type { Api } from '../../plugin-types.ts';
import type { EntityManager } from '../../db/database.ts';
import { ApiError, badRequest, notFound, ok } from '../../wire/envelope.ts';
import { EFORM_MESSAGES } from '../errors.ts';
import { Type, type TSchema } from '@sinclair/typebox';
import { Nothing, Nullable, Open, Page, replies, Timestamp } from '../../wire/responses.ts';
import { byCode, codeParam, version as versionParam } from '../../wire/requests.ts';
import { EngineBody } from '../../wire/engine-body.ts';
import { pageQuery, username } from '../http.ts';
import { checkMetadata } from './metadata-checks.ts';
import {
  codeOf, deleteItem, historyContent, insertItem, listHistory, listItems, loadItem, present, requireItem, updateItem, type StoredItem,
  type StoredKind,
} from '../store/metadata.ts';

export interface KindRoutes<K extends StoredKind> {
  kind: K;
  /** Its permissions: list (and history), add, edit (and restore), delete. */
  permissions: { list: PermissionCode; add: PermissionCode; edit: PermissionCode; delete: PermissionCode };
  /** Route prefix; /api/eform/manage/<kind> when not given. */
  base?: string;
  /** Fields of the documents a list can be narrowed by (equal to the value asked), each a query parameter of that schema. */
  filters?: Readonly<Record<string, TSchema>>;
  /** Further checks of an item about to be saved (after the schema and the kind's own rules). */
  check?(em: EntityManager, item: MetadataOf<K>): Promise<ValidationIssue[]>;
  /** Sync state of a new item (table models). */
  initialState?: SyncState;
  /** Sync state after an edit (table models compare the model with the table). */
  stateAfterEdit?(em: EntityManager, item: MetadataOf<K>, before: StoredItem<K>): Promise<SyncState | undefined>;
  /** Refusal of a delete (e.g. a table model still used by forms or pages). */
  beforeDelete?(em: EntityManager, code: string): Promise<void>;
  /** Work that follows a save or delete in the same transaction (`before`: the item as it was; `after`: as saved). */
  afterChange?(em: EntityManager, before: MetadataOf<K> | undefined, after: MetadataOf<K> | undefined): Promise<void>;
  /** Whether scripts (page hooks, script buttons) may be added or changed: ALLOW_EDIT_SCRIPT (kinds with scripts; removing is always allowed). */
  scriptsEditable?: boolean;
}

/**
 * With script editing off, a save that adds or changes a script is refused (403) and changes nothing; one that removes
 * or empties scripts is allowed, so a page with a hostile hook can always be repaired.
 */
export function guardScripts(kind: string, before: unknown, after: unknown, scriptsEditable: boolean): void {
  if (!scriptsEditable && addsOrChangesScripts(kind, before, after)) throw new ApiError(403, platformMessage('scriptForbidden'));
}

/**
 * A stored document on the wire: the enterprise's own design as it was validated on save, with its version and (table
 * models) sync state.
 */
export const Document = Type.Object({ version: Type.Integer(), isSync: Type.Optional(Type.String()) }, { additionalProperties: true });
export const DocumentChangeSchema = Type.Object({ path: Type.String(), kind: Type.String(), before: Type.Optional(Type.Unknown()), after: Type.Optional(Type.Unknown()) });
/** A saved version of a document: its number, add/edit/delete, who and when. */
export const HistoryEntrySchema = Type.Object({ version: Type.Integer(), action: Type.String(), changedBy: Nullable(Type.String()), changedAt: Timestamp });
/** A document as it was at a version, and what changed from it to the current one. */
export const HistoryVersionSchema = Type.Object({ version: Type.Integer(), content: Open, currentVersion: Nullable(Type.Integer()), changes: Type.Array(DocumentChangeSchema) });
/** The query naming a version of a document. */
export const versionQuery = Type.Object({ code: codeParam, version: versionParam });

/** Adds an item of a kind the way its add route does (checks, scripts guard, follow-up work) in the caller's transaction. */
export type AddItem<K extends StoredKind> = (em: EntityManager, body: unknown, username: string) => Promise<StoredItem<K>>;

export function registerMetadataRoutes<K extends StoredKind>(app: Api, spec: KindRoutes<K>): AddItem<K> {
  const { kind, permissions } = spec;
  const addItem: AddItem<K> = async (em, body, user) => {
    const item = await checkMetadata(em, kind, body, spec.check);
    guardScripts(kind, undefined, item, spec.scriptsEditable ?? false);
    const saved = await insertItem(em, kind, item, user, spec.initialState ?? null);
    await spec.afterChange?.(em, undefined, item);
    return saved;
  };
  const base = spec.base ?? `/api/eform/manage/${kind}`;
  const tags = ['eform'];

  const filters = Object.keys(spec.filters ?? {});
  const listQuery = Type.Object({ ...pageQuery.properties, ...Object.fromEntries(Object.entries(spec.filters ?? {}).map(([field, schema]) => [field, Type.Optional(schema)])) });
  app.get(`${base}/list`, {
    config: { access: { permission: permissions.list } },
    schema: { tags, response: replies(Page(Document)), summary: `${kind} items, newest first, by app group, keyword${filters.map((f) => ` or ${f}`).join('')}`, querystring: listQuery as typeof pageQuery },
  }, async (request) => {
    const asked = request.query as Record<string, unknown>;
    const fields = Object.fromEntries(filters.flatMap((field) => (typeof asked[field] === 'string' ? [[field, asked[field]]] : [])));
    return ok(await request.tx((em) => listItems(em, kind, { ...request.query, fields })));
  });

  app.get(`${base}/queryByCode`, {
    config: { access: { permission: permissions.list } },
    schema: { tags, response: replies(Document), summary: `One ${kind} with its version`, querystring: byCode },
  }, async (request) => ok(present(await request.tx((em) => requireItem(em, kind, request.query.code)))));

  app.post(`${base}/add`, {
    config: { access: { permission: permissions.add } },
    schema: { tags, response: replies(Document), summary: `Add a ${kind} (validated by the engine's schema and rules)`, body: EngineBody(METADATA_KINDS[kind]) },
  }, async (request) => {
    const saved = await request.tx((em) => addItem(em, request.body, username(request)));
    return ok(present(saved));
  });

  app.put(`${base}/edit`, {
    config: { access: { permission: permissions.edit } },
    schema: { tags, response: replies(Document), summary: `Save a ${kind} over the version it was read at; a stale version is refused with 409`, body: EngineBody(METADATA_KINDS[kind], { edit: true }) },
  }, async (request) => {
    const { version } = request.body;
    if (typeof version !== 'number') throw badRequest(EFORM_MESSAGES.versionRequired);
    const saved = await request.tx(async (em) => {
      const item = await checkMetadata(em, kind, request.body, spec.check);
      const before = await requireItem(em, kind, codeOf(kind, item));
      guardScripts(kind, before.content, item, spec.scriptsEditable ?? false);
      const state = spec.stateAfterEdit ? await spec.stateAfterEdit(em, item, before) : undefined;
      const saved = await updateItem(em, kind, item, version, username(request), state);
      await spec.afterChange?.(em, before.content, item);
      return saved;
    });
    return ok(present(saved));
  });

  app.get(`${base}/history`, {
    config: { access: { permission: permissions.list } },
    schema: { tags, response: replies(Type.Array(HistoryEntrySchema)), summary: `The saved versions of a ${kind}, newest first: version, add/edit/delete, who and when`, querystring: byCode },
  }, async (request) => ok(await request.tx((em) => listHistory(em, kind, request.query.code))));

  app.get(`${base}/historyVersion`, {
    config: { access: { permission: permissions.list } },
    schema: { tags, response: replies(HistoryVersionSchema), summary: `A ${kind} as it was at a version, and what changed from it to the current one`, querystring: versionQuery },
  }, async (request) => {
    const { code, version } = request.query;
    const result = await request.tx(async (em) => {
      const content = await historyContent(em, kind, code, version);
      if (!content) throw notFound();
      const current = await loadItem(em, kind, code);
      return { version, content, currentVersion: current?.version ?? null, changes: diffDocuments(content, current?.content ?? null) };
    });
    return ok(result);
  });

  app.post(`${base}/restore`, {
    config: { access: { permission: permissions.edit } },
    schema: {
      tags, response: replies(Document), summary: `Make an earlier version of a ${kind} the current one (a new version; version: the current one, as for an edit)`,
      body: Type.Object({ code: codeParam, fromVersion: versionParam, version: Type.Optional(versionParam) }),
    },
  }, async (request) => {
    const { code, fromVersion, version } = request.body;
    const saved = await request.tx(async (em) => {
      const content = await historyContent(em, kind, code, fromVersion);
      if (!content) throw notFound();
      const item = await checkMetadata(em, kind, content, spec.check);
      const before = await loadItem(em, kind, code);
      guardScripts(kind, before?.content, item, spec.scriptsEditable ?? false);
      if (!before) {
        const inserted = await insertItem(em, kind, item, username(request), spec.initialState ?? null);
        await spec.afterChange?.(em, undefined, item);
        return inserted;
      }
      if (version === undefined) throw badRequest(EFORM_MESSAGES.versionRequired);
      const state = spec.stateAfterEdit ? await spec.stateAfterEdit(em, item, before) : undefined;
      const updated = await updateItem(em, kind, item, version, username(request), state);
      await spec.afterChange?.(em, before.content, item);
      return updated;
    });
    return ok(present(saved));
  });

  app.delete(`${base}/delete`, {
    config: { access: { permission: permissions.delete } },
    schema: { tags, response: replies(Nothing), summary: `Delete a ${kind}`, querystring: byCode },
  }, async (request) => {
    await request.tx(async (em) => {
      await spec.beforeDelete?.(em, request.query.code);
      const before = spec.afterChange ? await loadItem(em, kind, request.query.code) : null;
      await deleteItem(em, kind, request.query.code);
      if (before) await spec.afterChange?.(em, before.content, undefined);
    });
    return ok(null);
  });
  return addItem;
}
