// Tree pages under /api/eform/engine/view/{viewCode}/tree/…: the children of a node listed lazily (one level, each
// with hasChildren computed in SQL over an index on the parent column), a node moved under another (never under
// itself or a descendant), and the guard of deletions: the last root node is never deleted.
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  compileAncestorIds, compileRootsAfterDelete, compileTreeChildren, LAYOUT_MESSAGES, makesCycle, PAGE_TREE_MESSAGES, RECORD_VERSION_COLUMN, removesLastRoot,
  TREE_HAS_CHILDREN, treeSettings, type ButtonAction, type TreeSettings,
} from '@yc/engine';
import type { Api } from '../../plugin-types.ts';
import type { EntityManager } from '../../db/database.ts';
import { badRequest, ok } from '../../wire/envelope.ts';
import { Nullable, Open, replies } from '../../wire/responses.ts';
import { codeParam } from '../../wire/requests.ts';
import type { Actor } from '../store/records/data-log.ts';
import { asTableOwner } from '../store/models.ts';
import { platformTable } from '../store/records/record-tables.ts';
import { createTreeIndex, currentRole } from '../store/records/transaction.ts';
import { onPlatform, type RecordContext } from './records-context.ts';
import { rowScope } from './records-scope.ts';
import { editRecord, readRecord, readRecords, visibleRows } from './records-service.ts';

/** What the record routes lend the tree and batch routes: their context, button check and actor. */
export interface RecordRouteKit {
  withContext<T>(request: FastifyRequest, viewCode: string, work: (em: EntityManager, ctx: RecordContext) => Promise<T>): Promise<T>;
  requireButton(request: FastifyRequest, em: EntityManager, ctx: RecordContext, action: ButtonAction): Promise<void>;
  actorOf(request: FastifyRequest): Actor;
}

const base = '/api/eform/engine/view/:viewCode/tree';
const tags = ['eform-engine'];
const recordId = Type.String({ minLength: 1, maxLength: 36 });
const viewParams = Type.Object({ viewCode: codeParam });

/** The page's tree fields; a tree lists tables of the platform's database only. */
function treeOf(ctx: RecordContext): TreeSettings {
  if (!onPlatform(ctx)) throw badRequest(PAGE_TREE_MESSAGES.platformOnly);
  return treeSettings(ctx.view, ctx.columns);
}

/**
 * Indexes made by this process, per database (the ORM configuration its entity managers share) and per tenant, table
 * and parent column: created once, `if not exists`.
 */
const indexedIn = new WeakMap<object, Set<string>>();

async function ensureIndex(em: EntityManager, tenantId: number | string, table: string, settings: TreeSettings): Promise<void> {
  const key = `${tenantId}|${table}|${settings.parentField}`;
  let indexed = indexedIn.get(em.config);
  if (!indexed) indexedIn.set(em.config, (indexed = new Set()));
  if (indexed.has(key)) return;
  // DDL runs as the tables' owner, then the request's own role again (row-level security holds after).
  const role = await currentRole(em);
  await asTableOwner(em, role ?? 'none', () => createTreeIndex(em, table, settings.parentField));
  indexed.add(key);
}

/**
 * The children of a node (roots for null) the caller may see, each with `hasChildren`; `filter` (a layout link's, on
 * fields of the page the caller may read) makes the roots the topmost records matching it.
 */
export async function listChildren(
  em: EntityManager, ctx: RecordContext, userId: string, parentId: string | null, filter: Readonly<Record<string, string>> = {},
) {
  const settings = treeOf(ctx);
  const roots = Object.entries(filter).map(([colCode, value]) => {
    if (!ctx.columns.has(colCode) || visibleRows(ctx, [{ id: '', [colCode]: 1 }], true)[0]?.[colCode] === undefined) throw badRequest(LAYOUT_MESSAGES.treeFilterColumn(colCode));
    return { colCode, value };
  });
  const table = platformTable(em);
  const extraWhere = await rowScope(em, ctx, userId, table.dialect);
  const target = { table: ctx.model.tableName, columns: [...ctx.columns.values()], ...settings };
  const statement = compileTreeChildren(target, parentId, { ...table.compile, extraWhere }, parentId === null ? roots : []);
  const rows = await table.run<Record<string, unknown> & { id: string }>(statement);
  const flags = rows.map((r) => Boolean(r[TREE_HAS_CHILDREN]));
  const records = rows.map(({ [TREE_HAS_CHILDREN]: _flag, ...row }) => row as typeof row & { id: string });
  return visibleRows(ctx, records).map((row, i) => ({ ...row, hasChildren: flags[i]! }));
}

/**
 * Refuses a deletion that would leave a tree page's table without a root while it deletes one ('the last root node
 * cannot be deleted'); pages of other types pass.
 */
export async function assertRootsRemain(em: EntityManager, ctx: RecordContext, ids: readonly string[]): Promise<void> {
  if (ctx.view.viewType !== 'tree' || !ctx.view.treeConfig || !onPlatform(ctx) || ids.length === 0) return;
  const settings = treeOf(ctx);
  const table = platformTable(em);
  const [counts] = await table.run<{ remaining: number; deleted: number }>(
    compileRootsAfterDelete({ table: ctx.model.tableName, parentField: settings.parentField }, ids, table.compile),
  );
  if (counts && removesLastRoot({ remaining: Number(counts.remaining), deleted: Number(counts.deleted) })) throw badRequest(PAGE_TREE_MESSAGES.lastRootNode);
}

/** Moves a node under `parentId` (a root for null): the parent must be a node the caller sees, and not the node or below it. */
export async function moveNode(em: EntityManager, ctx: RecordContext, actor: Actor, id: string, parentId: string | null) {
  const settings = treeOf(ctx);
  const table = platformTable(em);
  const before = await readRecord(em, table, ctx, actor.userId, id, true);
  if (parentId !== null) {
    if ((await readRecords(em, table, ctx, actor.userId, [parentId])).length === 0) throw badRequest(PAGE_TREE_MESSAGES.parentMissing);
    const ancestors = await table.run<{ id: string }>(compileAncestorIds({ table: ctx.model.tableName, parentField: settings.parentField }, parentId, table.compile));
    if (makesCycle(id, ancestors.map((a) => a.id))) throw badRequest(PAGE_TREE_MESSAGES.cycle);
  }
  const input = { [settings.parentField]: parentId, [RECORD_VERSION_COLUMN]: before[RECORD_VERSION_COLUMN] };
  return editRecord(em, table, ctx, actor, id, input);
}

export function treeRoutes(app: Api, kit: RecordRouteKit) {
  app.post(`${base}/children`, {
    config: { access: 'authenticated' },
    schema: {
      tags, params: viewParams,
      summary: 'A tree page: the children of a node (the roots without parentId), each with hasChildren, under the caller\'s data rules; filter (a layout link\'s, field → value) makes the roots the topmost records matching it',
      body: Type.Object({
        parentId: Type.Optional(Nullable(recordId)),
        filter: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 1000 }), { maxProperties: 10 })),
      }),
      response: replies(Type.Array(Open)),
    },
  }, async (request) => {
    const records = await kit.withContext(request, request.params.viewCode, async (em, ctx) => {
      await ensureIndex(em, request.caller().tenantId, ctx.model.tableName, treeOf(ctx));
      return listChildren(em, ctx, request.caller().userId, request.body.parentId ?? null, request.body.filter);
    });
    return ok(records);
  });

  app.put(`${base}/move`, {
    config: { access: 'authenticated' },
    schema: {
      tags, params: viewParams,
      summary: 'A tree page: move a node under another (a root without parentId); never under itself or a descendant; needs the page\'s edit button',
      body: Type.Object({ id: recordId, parentId: Type.Optional(Nullable(recordId)) }),
      response: replies(Open),
    },
  }, async (request) => {
    const row = await kit.withContext(request, request.params.viewCode, async (em, ctx) => {
      await kit.requireButton(request, em, ctx, 'edit');
      const moved = await moveNode(em, ctx, kit.actorOf(request), request.body.id, request.body.parentId ?? null);
      return visibleRows(ctx, [moved], true)[0]!;
    });
    return ok(row);
  });
}
