// A page's before- and after-load hooks, run in the one script sandbox outside the request's transaction (a hook may
// wait for its host calls; no connection is held meanwhile). Each hook gets a copy of the query or rows and a narrow
// api: `sql` and `http` (the logic layer's read SQL configs and HTTP configs) and `view` (another page's records, with
// the caller's own permissions and data rules). java and groovy hooks are refused by the sandbox ('not currently supported').
// The before- and after-save hooks run in the same sandbox inside the save's transaction, their api on its connection
// (each read under a savepoint rolled back after it, so the save goes on as it was).
import {
  afterLoadOutcome, afterSaveOutcome, beforeLoadOutcome, beforeSaveOutcome, PAGE_HOOK_MESSAGES, type AfterLoadInput, type AfterSaveInput,
  type BeforeLoadInput, type BeforeSaveInput, type Hook, type ScriptHostApi, type ScriptRunner, type UserQuery,
} from '@yc/engine';
import type { ServerConfig } from '../../config.ts';
import type { Database, EntityManager } from '../../db/database.ts';
import { httpRecords } from '../../logic/http-configs.ts';
import type { LogicServices } from '../../logic/services.ts';
import { SqlConfigRunner } from '../../logic/sql-configs.ts';
import { badRequest } from '../../wire/envelope.ts';
import type { Actor } from '../store/records/data-log.ts';
import { FormOptionLoader } from '../pages/option-items.ts';
import { platformTable } from '../store/records/record-tables.ts';
import { currentTenant, underRolledBackSavepoint } from '../store/records/transaction.ts';
import { loadRecordContext, onPlatform, type RecordContext } from './records-context.ts';
import { rowScope } from './records-scope.ts';
import { listRecords } from './records-service.ts';
import { registerSaveHooks, type AfterSave, type BeforeSave, type SaveHookRunner } from './save-hooks.ts';

/** Who a script runs for: from the session, never from the request. */
export interface HookCaller {
  userId: string;
  username: string;
  tenantId: number;
}

type Row = Record<string, unknown> & { id: string };
type RecordPage = { records: Row[]; total: number; current: number; size: number; pages: number };

const asRows = (rows: Record<string, unknown>[]): Row[] => rows.map((r) => ({ ...r, id: String(r.id ?? '') }));

export class PageHooks implements SaveHookRunner {
  private readonly sql: SqlConfigRunner;
  private readonly configs: FormOptionLoader;

  constructor(
    private readonly sandbox: ScriptRunner,
    private readonly db: Database,
    private readonly logic: LogicServices,
    config: ServerConfig,
  ) {
    this.sql = new SqlConfigRunner(logic.sources, logic.external, config, db.embedded);
    this.configs = new FormOptionLoader(this.sql, logic.http);
    registerSaveHooks(db.orm.config, this);
  }

  /** Whether the page has a load hook (a page without one takes no detour). */
  static hasLoadHooks(ctx: RecordContext): boolean {
    return !!(ctx.view.beforeLoad || ctx.view.afterLoad);
  }

  /** The host calls a page's scripts get, for one caller. */
  api(caller: HookCaller): ScriptHostApi {
    const { db, logic } = this;
    return {
      sql: (code, params) => this.sql.rowsOf(db, caller.tenantId, String(code), (params ?? {}) as Record<string, unknown>),
      http: (code, params) => httpRecords(db, caller.tenantId, logic.http, String(code), (params ?? {}) as Record<string, unknown>),
      view: (viewCode, query) => this.readView(caller, String(viewCode), (query ?? {}) as UserQuery),
    };
  }

  /** A page of another view's records as the caller may list them (its own hooks are not run: no script calls a script). */
  readView(caller: HookCaller, viewCode: string, query: UserQuery): Promise<RecordPage> {
    return this.db.inTenant(caller.tenantId, async (em) => {
      const ctx = await loadRecordContext(em, viewCode, caller.userId);
      if (!onPlatform(ctx)) throw badRequest(PAGE_HOOK_MESSAGES.viewNotReadable(viewCode));
      return listRecords(platformTable(em), ctx, await rowScope(em, ctx, caller.userId), query);
    }, caller.username);
  }

  /** Runs a page's script (a hook or a button's) for the caller with the page api. */
  run(hook: Hook, input: unknown, caller: HookCaller): Promise<unknown> {
    return this.sandbox.run(hook.lang, hook.code, input, this.api(caller));
  }

  /** The query a list runs: the user's, or what the before-load hook made of it (or its refusal, thrown). */
  async beforeList(caller: HookCaller, ctx: RecordContext, query: UserQuery): Promise<UserQuery> {
    const hook = ctx.view.beforeLoad;
    if (!hook) return query;
    const input: BeforeLoadInput = { viewCode: ctx.view.viewCode, kind: 'list', user: { username: caller.username }, query };
    return beforeLoadOutcome(input, await this.run(hook, input, caller)).query ?? {};
  }

  /** The page of records as the after-load hook reshaped it (the total and paging stay the list's). */
  async afterList<P extends { records: Row[] }>(caller: HookCaller, ctx: RecordContext, query: UserQuery, page: P & { total?: number }): Promise<P> {
    const hook = ctx.view.afterLoad;
    if (!hook) return page;
    const input: AfterLoadInput = { viewCode: ctx.view.viewCode, kind: 'list', user: { username: caller.username }, query, records: page.records, total: page.total };
    return { ...page, records: asRows(afterLoadOutcome(input, await this.run(hook, input, caller))) };
  }

  /** The id a read looks up: the one asked for, or the before-load hook's (or its refusal, thrown). */
  async beforeRead(caller: HookCaller, ctx: RecordContext, id: string): Promise<string> {
    const hook = ctx.view.beforeLoad;
    if (!hook) return id;
    const input: BeforeLoadInput = { viewCode: ctx.view.viewCode, kind: 'record', user: { username: caller.username }, id };
    return beforeLoadOutcome(input, await this.run(hook, input, caller)).id ?? id;
  }

  /** The record as the after-load hook reshaped it (its first row; the record's id is kept). */
  async afterRead(caller: HookCaller, ctx: RecordContext, row: Row): Promise<Row> {
    const hook = ctx.view.afterLoad;
    if (!hook) return row;
    const input: AfterLoadInput = { viewCode: ctx.view.viewCode, kind: 'record', user: { username: caller.username }, records: [row] };
    const [first] = afterLoadOutcome(input, await this.run(hook, input, caller));
    if (!first) throw badRequest(PAGE_HOOK_MESSAGES.badAfter);
    return { ...first, id: row.id };
  }

  /**
   * The host calls of a save hook, on the save's transaction: SQL and HTTP configs as a form's options read them (SQL
   * read-only under a savepoint rolled back after), another page's records under a savepoint of their own.
   */
  private apiIn(em: EntityManager, actor: Actor): ScriptHostApi {
    const config = async (kind: 'sql' | 'http', code: unknown, params: unknown) =>
      this.configs.rows(em, await currentTenant(em), { kind, code: String(code), parameters: [] }, (params ?? {}) as Record<string, unknown>);
    return {
      sql: (code, params) => config('sql', code, params),
      http: (code, params) => config('http', code, params),
      view: (viewCode, query) => underRolledBackSavepoint(em, 'yc_hook_view', async () => {
        const ctx = await loadRecordContext(em, String(viewCode), actor.userId);
        if (!onPlatform(ctx)) throw badRequest(PAGE_HOOK_MESSAGES.viewNotReadable(String(viewCode)));
        return listRecords(platformTable(em), ctx, await rowScope(em, ctx, actor.userId), (query ?? {}) as UserQuery);
      }),
    };
  }

  /** The values the page's before-save hook changed ({} when it has none), or its refusal thrown. */
  async beforeSave(em: EntityManager, actor: Actor, ctx: RecordContext, save: BeforeSave): Promise<Record<string, unknown>> {
    const hook = ctx.view.beforeSave;
    if (!hook) return {};
    const input: BeforeSaveInput = { viewCode: ctx.view.viewCode, user: { username: actor.username }, ...save };
    return beforeSaveOutcome(await this.sandbox.run(hook.lang, hook.code, input, this.apiIn(em, actor)));
  }

  /** Runs the page's after-save hook, if any; its refusal is thrown (the save then rolls back). */
  async afterSave(em: EntityManager, actor: Actor, ctx: RecordContext, save: AfterSave): Promise<void> {
    const hook = ctx.view.afterSave;
    if (!hook) return;
    const input: AfterSaveInput = { viewCode: ctx.view.viewCode, user: { username: actor.username }, ...save };
    afterSaveOutcome(await this.sandbox.run(hook.lang, hook.code, input, this.apiIn(em, actor)));
  }
}
