// Run-time calls of list pages under /api/eform/engine/view/{viewCode}/…: the page's metadata, its records
// (list, read, add, edit, delete, batch delete) and a record's data log.
import type { FastifyRequest } from 'fastify';
import { buttonFor, OneOf, type ButtonAction, type UserQuery, PERMISSIONS } from '@yc/engine';
import type { Api } from '../../plugin-types.ts';
import type { Database, EntityManager } from '../../db/database.ts';
import { badRequest, forbidden, notFound, ok } from '../../wire/envelope.ts';
import { Type } from '@sinclair/typebox';
import { Nothing, Nullable, Open, Page, replies, Timestamp } from '../../wire/responses.ts';
import { codeParam, Defaulted, OpenBody } from '../../wire/requests.ts';
import { ModelledRecord } from '../../wire/engine-body.ts';

/** A record of a table model: its columns are the enterprise's design, chosen and masked by the page. */
const RecordRow = ModelledRecord;
import { readDataLog, type Actor } from '../store/records/data-log.ts';
import { asApiErrors, EFORM_MESSAGES, validated } from '../errors.ts';
import type { ExternalTables } from '../models/external-tables.ts';
import { platformReader, platformTable, type RecordTable } from '../store/records/record-tables.ts';
import { cachedRecordContext, knownRecordContext, onPlatform, recordContexts, type RecordContext } from './records-context.ts';
import { knownRowScope, rowScope } from './records-scope.ts';
import { addRecord, deleteRecords, editRecord, listRecords, readRecord, visibleRow, visibleRows } from './records-service.ts';
import { assertUnlimited, isRemote, type RemoteRecords } from './records-remote.ts';
import { assertRootsRemain, treeRoutes } from './records-tree.ts';
import { batchRoutes } from './records-batch.ts';
import { blockPageOf } from '../pages/layout-pages.ts';
import { withRelated, withRowForms } from './sub-tables.ts';
import { PageHooks } from './page-hooks.ts';
import { mayPress } from './button-hooks.ts';

const base = '/api/eform/engine/view/:viewCode';
const tags = ['eform-engine'];
const recordId = Type.String({ minLength: 1, maxLength: 36 });
const viewParams = Type.Object({ viewCode: codeParam });
const recordParams = Type.Object({ viewCode: codeParam, id: recordId });
const MAX_BATCH = 500;

/**
 * A page of records is written by JSON.stringify: its rows are open objects (the enterprise's columns), which the
 * schema's serializer writes key by key at twice JSON.stringify's cost (#40 item 1); the schema still documents it.
 */
const asPlainJson = () => (data: unknown) => JSON.stringify(data);

const actorOf = (request: FastifyRequest): Actor => ({ userId: request.caller().userId, username: request.caller().username });

/** Work to do after the request's transaction (a call to another service), or the answer itself. */
class After<T> {
  constructor(readonly run: () => Promise<T>) {}
}
const settle = async <T>(value: T | After<T>): Promise<T> => (value instanceof After ? value.run() : value);

export async function recordRoutes(app: Api, db: Database, remote: RemoteRecords, tables: ExternalTables, hooks?: PageHooks) {
  const contexts = recordContexts(db);
  /** The page call's answer per context: its sub-tables' row forms are metadata too, dropped with the context. */
  const pageAnswers = new WeakMap<RecordContext, { view: RecordContext['view']; form: RecordContext['form']; fieldAccess: Record<string, string> }>();

  /** Runs `work` on the page's table: in the request's transaction, or in one of its data source (read-only unless `write`). */
  const onTable = <T>(
    request: FastifyRequest, em: EntityManager, ctx: RecordContext, write: boolean, work: (table: RecordTable) => Promise<T>,
  ): Promise<T> => (ctx.model.dsName ? tables.records(em, request.caller().tenantId, ctx.model, write, work) : work(platformTable(em)));

  /**
   * The page's button for the action must exist, and its permission be held when the button names one that is a
   * permission item of the enterprise (created when the page was put on a menu); a code no item defines restricts
   * nobody, as on the console (spec §6).
   */
  async function requireButton(request: FastifyRequest, em: EntityManager, ctx: RecordContext, action: ButtonAction): Promise<void> {
    const button = buttonFor(ctx.view, action);
    if (!button || !(await mayPress(em, request.caller().userId, button))) throw forbidden();
  }

  /**
   * A call to the service that keeps a page's records, prepared inside the request's transaction. A caller whom data
   * rules would limit is refused first: the service's rows cannot be filtered by them.
   */
  async function remoteCall<T>(request: FastifyRequest, em: EntityManager, ctx: RecordContext, prepare: () => Promise<T>): Promise<T> {
    await assertUnlimited(em, ctx, request.caller().userId);
    return prepare();
  }

  /** Deletes records of another service (after the request's transaction), then logs them. */
  async function removeRemote(request: FastifyRequest, em: EntityManager, ctx: RecordContext, ids: string[]): Promise<() => Promise<number>> {
    const call = await remoteCall(request, em, ctx, () => remote.remove(em, ctx, ids));
    return async () => {
      const deleted = await call();
      await remote.log(request.caller().tenantId, ctx, actorOf(request), ids.map((id) => ({ action: 'delete' as const, recordId: id, before: null, after: null })));
      return deleted;
    };
  }

  /** Runs `work` on the page's context in one transaction, with engine and data errors as 400s. */
  const withContext = <T>(request: FastifyRequest, viewCode: string, work: (em: EntityManager, ctx: RecordContext) => Promise<T>) =>
    asApiErrors(() => request.tx(async (em) => work(em, await cachedRecordContext(contexts, em, viewCode, request.caller().userId))));

  app.get(`${base}`, {
    config: { access: 'authenticated' },
    schema: {
      tags, params: viewParams,
      response: replies(Type.Object({ view: Open, form: Type.Optional(Open), fieldAccess: Type.Record(Type.String(), Type.String()) })),
      summary: 'The page, its form and the field permissions of the caller (what the list page renders); a layout or free-layout page with its blocks and links, and no form',
    },
  }, async (request) => {
    const { viewCode } = request.params;
    const { userId } = request.caller();
    // A page whose records context is known is not a block page, and its answer is built once for that context (the
    // cache drops a context on any metadata or grant change): no transaction at all.
    const known = knownRecordContext(contexts, viewCode, userId);
    const built = known && pageAnswers.get(known);
    if (built) return ok(built);
    // Otherwise a block page answers with its layout.
    const blockPage = !known && await asApiErrors(() => request.tx((em) => blockPageOf(em, viewCode, userId)));
    if (blockPage) return ok({ view: blockPage, fieldAccess: {} });
    const result = await withContext(request, viewCode, async (em, ctx) => {
      const answer = { view: ctx.view, form: await withRowForms(em, ctx.form), fieldAccess: Object.fromEntries(ctx.access) };
      pageAnswers.set(ctx, answer);
      return answer;
    });
    return ok(result);
  });

  /** A page of the context's records (the caller's data rules applied; a service's rows after the transaction). */
  const listOf = async (request: FastifyRequest, em: EntityManager, ctx: RecordContext, query: UserQuery) => {
    if (isRemote(ctx)) {
      const call = await remoteCall(request, em, ctx, () => remote.list(em, ctx, query));
      return new After(async () => {
        const page = await call();
        return { ...page, records: visibleRows(ctx, page.records) };
      });
    }
    return onTable(request, em, ctx, false, async (table) => listRecords(table, ctx, await rowScope(em, ctx, request.caller().userId, table.dialect), query));
  };

  const listQuery = {
    filters: Type.Optional(Type.Array(Type.Unknown())), sort: Type.Optional(Type.Unknown()),
    pageNo: Type.Optional(Type.Integer()), pageSize: Type.Optional(Type.Integer()),
  };

  app.post(`${base}/list`, {
    config: { access: 'authenticated', readOnly: true },
    serializerCompiler: asPlainJson,
    schema: {
      tags, response: replies(Page(RecordRow)), summary: 'A page of records: filters on query columns, sorts on sort columns; masked columns come masked', params: viewParams,
      body: Type.Object(listQuery),
    },
  }, async (request) => {
    const { userId, tenantId } = request.caller();
    // Each filter and sort is checked against the page's columns when the engine plans the query.
    let query = (request.body ?? {}) as UserQuery;
    // A page with load hooks runs them outside the transaction, around the list (the context, and so the caller's
    // right to open the page, is settled first).
    const hooked = hooks && (knownRecordContext(contexts, request.params.viewCode, userId)
      ?? await withContext(request, request.params.viewCode, async (_em, ctx) => ctx));
    if (hooks && hooked && PageHooks.hasLoadHooks(hooked)) query = await asApiErrors(() => hooks.beforeList(request.caller(), hooked, query));
    // A page whose context (and data rules) this instance knows goes straight to the tenant's read connection; the
    // first request of a page loads them in a transaction.
    const known = knownRecordContext(contexts, request.params.viewCode, userId);
    const scope = known && onPlatform(known) && knownRowScope(known);
    const page = known && scope
      ? await asApiErrors(() => db.readInTenant(tenantId, (read) => listRecords(platformReader(read), known, scope, query)))
      : await asApiErrors(async () => settle(await withContext(request, request.params.viewCode, (em, ctx) => listOf(request, em, ctx, query))));
    if (hooks && hooked && PageHooks.hasLoadHooks(hooked)) return ok(await asApiErrors(() => hooks.afterList(request.caller(), hooked, query, page)));
    return ok(page);
  });

  app.post(`${base}/preview`, {
    config: { access: { permission: PERMISSIONS.eform.view.edit }, readOnly: true },
    serializerCompiler: asPlainJson,
    schema: {
      tags,
      response: replies(Page(RecordRow)),
      summary: "The page designer's live preview: records listed by a design not saved yet (its columns, sorts and masks) from the stored page's table, under the caller's data rules",
      params: viewParams,
      body: Type.Object({ view: OpenBody, ...listQuery }),
    },
  }, async (request) => {
    const { view: design, ...query } = request.body;
    return ok(await asApiErrors(async () => settle(await withContext(request, request.params.viewCode, (em, ctx) => {
      const view = validated('view', design);
      // The table is the stored page's: a design never chooses what it reads.
      if (view.tableName !== ctx.model.tableName) throw badRequest(EFORM_MESSAGES.previewOtherTable(ctx.model.tableName));
      return listOf(request, em, { ...ctx, view }, query as UserQuery);
    }))));
  });

  app.get(`${base}/data/:id`, {
    config: { access: 'authenticated' },
    schema: {
      tags, response: replies(RecordRow), summary: 'One record; masked unless mode=edit (which needs the page\'s edit button)', params: recordParams,
      querystring: Type.Object({ mode: Defaulted(OneOf(['view', 'edit']), 'view') }),
    },
  }, async (request) => {
    // A page with load hooks: the before hook may refuse or name the record read, the after hook reshape it for
    // showing (a record read to be edited is the stored one).
    const hooked = hooks && (knownRecordContext(contexts, request.params.viewCode, request.caller().userId)
      ?? await withContext(request, request.params.viewCode, async (_em, ctx) => ctx));
    const withHooks = hooks && hooked && PageHooks.hasLoadHooks(hooked) ? hooks : undefined;
    const id = withHooks ? await asApiErrors(() => withHooks.beforeRead(request.caller(), hooked!, request.params.id)) : request.params.id;
    const result = await asApiErrors(async () => settle(await withContext(request, request.params.viewCode, async (em, ctx) => {
      const edit = request.query.mode === 'edit';
      if (edit) await requireButton(request, em, ctx, 'edit');
      if (isRemote(ctx)) {
        const call = await remoteCall(request, em, ctx, () => remote.read(em, ctx, id));
        return new After(async () => visibleRow(ctx, await call(), edit));
      }
      const row = await onTable(request, em, ctx, false, (table) => readRecord(em, table, ctx, request.caller().userId, id));
      return visibleRow(ctx, await withRelated(em, ctx, row), edit);
    })));
    if (withHooks && request.query.mode !== 'edit') return ok(await asApiErrors(() => withHooks.afterRead(request.caller(), hooked!, result)));
    return ok(result);
  });

  app.post(`${base}/data`, {
    config: { access: 'authenticated' },
    schema: { tags, response: replies(RecordRow), summary: 'Add a record (validated by the page\'s form; needs its add button)', params: viewParams, body: ModelledRecord },
  }, async (request) => {
    const result = await asApiErrors(async () => settle(await withContext(request, request.params.viewCode, async (em, ctx) => {
      await requireButton(request, em, ctx, 'add');
      if (isRemote(ctx)) {
        // The service's write is logged, and the page's after-save hook run, once it has answered (records-remote.ts).
        const call = await remoteCall(request, em, ctx, () => remote.add(em, ctx, request.caller(), request.body));
        return new After(async () => visibleRow(ctx, await call(), true));
      }
      return visibleRow(ctx, await onTable(request, em, ctx, true, (table) => addRecord(em, table, ctx, actorOf(request), request.body)), true);
    })));
    return ok(result);
  });

  app.put(`${base}/data/:id`, {
    config: { access: 'authenticated' },
    schema: { tags, response: replies(RecordRow), summary: 'Edit a record (validated by the page\'s form; needs its edit button)', params: recordParams, body: ModelledRecord },
  }, async (request) => {
    const result = await asApiErrors(async () => settle(await withContext(request, request.params.viewCode, async (em, ctx) => {
      await requireButton(request, em, ctx, 'edit');
      if (isRemote(ctx)) {
        const call = await remoteCall(request, em, ctx, () => remote.edit(em, ctx, request.caller(), request.params.id, request.body));
        return new After(async () => visibleRow(ctx, (await call()).row, true));
      }
      const row = await onTable(request, em, ctx, true, (table) => editRecord(em, table, ctx, actorOf(request), request.params.id, request.body));
      return visibleRow(ctx, row, true);
    })));
    return ok(result);
  });

  app.delete(`${base}/data/:id`, {
    config: { access: 'authenticated' },
    schema: { tags, response: replies(Nothing), summary: 'Delete a record (needs the page\'s delete button)', params: recordParams },
  }, async (request) => {
    await asApiErrors(async () => settle(await withContext(request, request.params.viewCode, async (em, ctx) => {
      await requireButton(request, em, ctx, 'delete');
      if (isRemote(ctx)) return new After(await removeRemote(request, em, ctx, [request.params.id]));
      await assertRootsRemain(em, ctx, [request.params.id]);
      if ((await onTable(request, em, ctx, true, (table) => deleteRecords(em, table, ctx, actorOf(request), [request.params.id]))) === 0) throw notFound();
      return 1;
    })));
    return ok(null);
  });

  app.post(`${base}/batchDelete`, {
    config: { access: 'authenticated' },
    schema: {
      tags, response: replies(Type.Object({ deleted: Type.Integer() })), summary: 'Delete several records (needs the page\'s batch delete button)', params: viewParams,
      body: Type.Object({ ids: Type.Array(recordId, { maxItems: MAX_BATCH }) }),
    },
  }, async (request) => {
    if (request.body.ids.length === 0) throw badRequest(EFORM_MESSAGES.selectRecord);
    const deleted = await asApiErrors(async () => settle(await withContext(request, request.params.viewCode, async (em, ctx) => {
      await requireButton(request, em, ctx, 'batchDelete');
      if (isRemote(ctx)) return new After(await removeRemote(request, em, ctx, [...new Set(request.body.ids)]));
      await assertRootsRemain(em, ctx, [...new Set(request.body.ids)]);
      return onTable(request, em, ctx, true, (table) => deleteRecords(em, table, ctx, actorOf(request), [...new Set(request.body.ids)]));
    })));
    return ok({ deleted });
  });

  // Tree pages (lazy children, moves) and editable tables (batch save).
  treeRoutes(app, { withContext, requireButton, actorOf });
  batchRoutes(app, { withContext, requireButton, actorOf }, onTable);

  app.get(`${base}/data/:id/log`, {
    config: { access: { permission: PERMISSIONS.eform.view.log } },
    schema: { tags, response: replies(Type.Array(Type.Object({ id: Type.String(), action: OneOf(['add', 'edit', 'delete']), before: Nullable(RecordRow), after: Nullable(RecordRow), username: Nullable(Type.String()), createTime: Timestamp }))), summary: 'The data log of a record: each change with before, after, who and when', params: recordParams },
  }, async (request) => {
    const result = await withContext(request, request.params.viewCode, async (em, ctx) => {
      const entries = await readDataLog(em, ctx.model.tableName, request.params.id);
      return entries.map((e) => ({
        ...e,
        before: e.before && visibleRow(ctx, e.before as never),
        after: e.after && visibleRow(ctx, e.after as never),
      }));
    });
    return ok(result);
  });
}
