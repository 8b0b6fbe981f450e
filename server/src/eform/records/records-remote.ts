// Records of table models persisted over HTTP: a page, one record, add, edit and delete through the model's HTTP
// configs. What needs the database (the configs, the form's checks — the same as for a table, form-checks.ts — and the
// caller's data rules) is done in a transaction of the platform's; the calls themselves run after it, so no connection
// waits for another service (an edit reads the record first, then checks the input over it in a transaction of its
// own). Writes are logged in the data log once the service has answered. A serial number drawn for a record the
// service then refuses is not given back (the platform's transaction had ended).
// The page's save hooks run as for a table: before-save in the transaction that checks the input (its changes checked by
// the form like the user's); after-save once the service has answered, given the record as it answered it (with its id),
// in a transaction of its own after the write is logged. There is no transaction spanning the other service: an
// after-save refusal (or failure) cannot undo its write, so it is answered as a 400 saying the record stays saved there.
import { CONFIG_MESSAGES, PAGE_HOOK_MESSAGES, remoteListParams, remoteRows, remoteTotal, type MetadataOf, type UserQuery } from '@yc/engine';
import type { Database, EntityManager } from '../../db/database.ts';
import type { HttpCaller } from '../../logic/http-configs.ts';
import { badRequest, notFound } from '../../wire/envelope.ts';
import { writeDataLog, type Actor, type DataLogEntry } from '../store/records/data-log.ts';
import { loadItem } from '../store/metadata.ts';
import type { RecordContext } from './records-context.ts';
import { rowScope } from './records-scope.ts';
import { checkRecordForm, type CheckedRecord } from './form-checks.ts';
import { afterSave, hookedInput } from './records-service.ts';

type Row = Record<string, unknown> & { id: string };
type HttpConfig = MetadataOf<'httpConfig'>;
type Later<T> = () => Promise<T>;
/** Who writes: whose serial numbers, signatures, files and hooks, in which enterprise. */
interface Writer extends Actor { tenantId: number }

/** The checked values as the service gets them, by column. */
const fieldsOf = (checked: CheckedRecord) => Object.fromEntries(checked.values.map((v) => [v.column.name, v.value]));

/** Whether a page's records live behind HTTP configs rather than in a table. */
export const isRemote = (ctx: RecordContext) => ctx.model.persistenceType === 'http';

async function configOf(em: EntityManager, code: string | undefined, action: 'add' | 'edit' | 'delete' | null): Promise<HttpConfig> {
  if (!code) throw badRequest(action ? CONFIG_MESSAGES.httpWriteMissing(action) : CONFIG_MESSAGES.httpConfigUnknown(''));
  const item = await loadItem(em, 'httpConfig', code);
  if (!item) throw badRequest(CONFIG_MESSAGES.httpConfigUnknown(code));
  return item.content;
}

/**
 * Data rules are conditions on rows in a database: another service's records cannot be limited by them. A caller whom
 * data rules limit on the page is refused rather than shown what the rules would hide (no rules, or a role without
 * any, leaves every record).
 */
export async function assertUnlimited(em: EntityManager, ctx: RecordContext, userId: string): Promise<void> {
  const scope = await rowScope(em, ctx, userId);
  if (scope.some((f) => f.text !== 'true')) throw badRequest(CONFIG_MESSAGES.httpRecordsRuled);
}

export class RemoteRecords {
  constructor(
    private readonly caller: HttpCaller,
    private readonly db: Database,
  ) {}

  /** Logs writes the service made, in a transaction of their own (the request's has ended before the call). */
  async log(tenantId: number, ctx: RecordContext, actor: Actor, entries: readonly DataLogEntry[]): Promise<void> {
    await this.db.inTenant(tenantId, (em) => writeDataLog(em, ctx.model.tableName, actor, entries));
  }

  /**
   * Logs a write the service made, then runs the page's after-save hook on the record as the service answered it. Its
   * refusal (or failure) comes after the service's write, which stays: it is answered as a 400 saying so.
   */
  async #saved(writer: Writer, ctx: RecordContext, row: Row, before?: Row): Promise<Row> {
    const actor = { userId: writer.userId, username: writer.username };
    await this.log(writer.tenantId, ctx, actor, [{ action: before ? 'edit' : 'add', recordId: row.id, before: before ?? null, after: row }]);
    if (!ctx.view.afterSave) return row;
    try {
      await this.db.inTenant(writer.tenantId, (em) => afterSave(em, ctx, actor, row, before), writer.username);
    } catch (error) {
      throw badRequest(PAGE_HOOK_MESSAGES.afterRemoteSave(row.id, error instanceof Error ? error.message : String(error)));
    }
    return row;
  }

  async list(em: EntityManager, ctx: RecordContext, query: UserQuery): Promise<Later<{ records: Row[]; total: number; current: number; size: number; pages: number }>> {
    const config = await configOf(em, ctx.model.httpCode, null);
    const page = remoteListParams(ctx.view, ctx.model, query);
    return async () => {
      const answer = await this.caller.call(config, page.params);
      const rows = remoteRows(answer, config.resultPath);
      const total = remoteTotal(answer, config.totalPath, rows);
      return { records: rows.slice(0, page.pageSize), total, current: page.pageNo, size: page.pageSize, pages: Math.ceil(total / page.pageSize) };
    };
  }

  async read(em: EntityManager, ctx: RecordContext, id: string): Promise<Later<Row>> {
    const config = await configOf(em, ctx.model.httpCode, null);
    return () => this.#one(config, id);
  }

  async #one(config: HttpConfig, id: string): Promise<Row> {
    const row = remoteRows(await this.caller.call(config, { id }), config.resultPath).find((r) => r.id === id);
    if (!row) throw notFound();
    return row;
  }

  async add(em: EntityManager, ctx: RecordContext, writer: Writer, input: Record<string, unknown>): Promise<Later<Row>> {
    const config = await configOf(em, ctx.model.httpWrite?.add, 'add');
    const fields = fieldsOf(await checkRecordForm(em, ctx, writer.userId, await hookedInput(em, ctx, writer, input, null)));
    return async () => {
      const [row] = remoteRows(await this.caller.call(config, fields), config.resultPath);
      return this.#saved(writer, ctx, row ?? { ...fields, id: '' });
    };
  }

  /** An edit: the record as the service has it, the input over it validated, then the edit config with its id. */
  async edit(em: EntityManager, ctx: RecordContext, writer: Writer, id: string, input: Record<string, unknown>): Promise<Later<{ before: Row; row: Row }>> {
    const read = await configOf(em, ctx.model.httpCode, null);
    const config = await configOf(em, ctx.model.httpWrite?.edit, 'edit');
    return async () => {
      const before = await this.#one(read, id);
      const fields = fieldsOf(await this.db.inTenant(writer.tenantId, async (tx) =>
        checkRecordForm(tx, ctx, writer.userId, await hookedInput(tx, ctx, writer, input, before), before), writer.username));
      const [row] = remoteRows(await this.caller.call(config, { ...fields, id }), config.resultPath);
      return { before, row: await this.#saved(writer, ctx, row ?? { ...before, ...fields, id }, before) };
    };
  }

  async remove(em: EntityManager, ctx: RecordContext, ids: readonly string[]): Promise<Later<number>> {
    const config = await configOf(em, ctx.model.httpWrite?.delete, 'delete');
    return async () => {
      for (const id of ids) await this.caller.call(config, { id });
      return ids.length;
    };
  }
}
