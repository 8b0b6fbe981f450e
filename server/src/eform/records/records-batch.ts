// Batch save of an editable table, POST /api/eform/engine/view/{viewCode}/batchSave: rows added (no id) and edited
// (id, and data_version when known), ids deleted, all in one transaction. Every row is validated by the page's form like a single
// save; when any is refused nothing is written and the answer lists each refused row with its index and errors. The page's
// save hooks run for every row as in a single save; a hook's refusal is that row's error, and a hook that fails (an
// error, a time or memory limit) ends the checking there.
import { Type } from '@sinclair/typebox';
import {
  MAX_BATCH_SAVE_ROWS, MessageError, PAGE_BATCH_MESSAGES, RECORD_VERSION_COLUMN, ScriptRefused, type BatchRowError, type BatchSaveResult,
  type ButtonAction,
} from '@yc/engine';
import type { Api } from '../../plugin-types.ts';
import type { EntityManager } from '../../db/database.ts';
import { ApiError, badRequest, ok } from '../../wire/envelope.ts';
import { replies } from '../../wire/responses.ts';
import { codeParam, OpenBody } from '../../wire/requests.ts';
import type { Actor } from '../store/records/data-log.ts';
import { toApiError } from '../errors.ts';
import type { RecordTable } from '../store/records/record-tables.ts';
import type { RecordContext } from './records-context.ts';
import { isRemote } from './records-remote.ts';
import { addRecord, deleteRecords, editRecord, readRecord } from './records-service.ts';
import { assertRootsRemain, type RecordRouteKit } from './records-tree.ts';

const recordId = Type.String({ minLength: 1, maxLength: 36 });

type Row = Record<string, unknown>;

/** Field errors of a refused row: the issues of a validation refusal, else its message alone. */
function rowError(index: number, error: ApiError): BatchRowError {
  const listed = (error.result as { errors?: { key?: string; message: string }[] } | null)?.errors;
  const errors = Array.isArray(listed) && listed.length ? listed.map((e) => ({ ...(e.key ? { key: e.key } : {}), message: e.message })) : [{ message: error.message }];
  return { row: index, message: error.message, errors };
}

/** Whether the transaction still runs statements (a database error ends a PostgreSQL transaction). */
async function stillUsable(table: RecordTable): Promise<boolean> {
  try {
    await table.run({ text: 'select 1', values: [] });
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes the batch on the page's table; throws a 400 listing the refused rows (the caller's transaction then writes
 * nothing). Validation goes on past a refused row to report every one, unless a database error ended the transaction.
 */
export async function saveBatch(
  em: EntityManager, table: RecordTable, ctx: RecordContext, actor: Actor, rows: readonly Row[], deletedIds: readonly string[],
): Promise<BatchSaveResult> {
  const errors: BatchRowError[] = [];
  const result: BatchSaveResult = { added: 0, edited: 0, deleted: 0 };
  for (const [index, row] of rows.entries()) {
    try {
      if (typeof row.id === 'string' && row.id) {
        const { id, ...input } = row;
        // A row without the version it was read at (a list gives none) is written over the record as it is now.
        if (input[RECORD_VERSION_COLUMN] === undefined || input[RECORD_VERSION_COLUMN] === null) {
          input[RECORD_VERSION_COLUMN] = (await readRecord(em, table, ctx, actor.userId, id as string, true))[RECORD_VERSION_COLUMN];
        }
        await editRecord(em, table, ctx, actor, id as string, input);
        result.edited++;
      } else {
        const { id: _none, ...input } = row;
        await addRecord(em, table, ctx, actor, input);
        result.added++;
      }
    } catch (error) {
      // A save hook's refusal or failure (an engine message) is the row's error like the form's.
      const refusal = toApiError(error instanceof MessageError ? badRequest(error.catalogued ?? error.message) : error);
      if (!(refusal instanceof ApiError) || refusal.status >= 500) throw error;
      errors.push(rowError(index, refusal));
      if (error instanceof ScriptRefused || !(await stillUsable(table))) break;
    }
  }
  if (errors.length) {
    const first = errors[0]!;
    throw badRequest(PAGE_BATCH_MESSAGES.rowRefused(first.row + 1, first.message), { errors });
  }
  if (deletedIds.length) {
    await assertRootsRemain(em, ctx, deletedIds);
    result.deleted = await deleteRecords(em, table, ctx, actor, deletedIds);
  }
  return result;
}

/** The buttons a batch needs: add for new rows, edit for edited ones, delete (or batch delete) for deletions. */
function neededActions(ctx: RecordContext, rows: readonly Row[], deleted: readonly string[]): ButtonAction[] {
  const actions: ButtonAction[] = [];
  if (rows.some((r) => !(typeof r.id === 'string' && r.id))) actions.push('add');
  if (rows.some((r) => typeof r.id === 'string' && r.id)) actions.push('edit');
  if (deleted.length) actions.push((ctx.view.buttons ?? []).some((b) => b.action === 'batchDelete') ? 'batchDelete' : 'delete');
  return actions;
}

export function batchRoutes(
  app: Api, kit: RecordRouteKit,
  onTable: <T>(request: Parameters<RecordRouteKit['actorOf']>[0], em: EntityManager, ctx: RecordContext, write: boolean, work: (table: RecordTable) => Promise<T>) => Promise<T>,
) {
  app.post('/api/eform/engine/view/:viewCode/batchSave', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['eform-engine'], params: Type.Object({ viewCode: codeParam }),
      summary: 'An editable table\'s batch save: rows added (no id) or edited (id, data_version) and ids deleted, all-or-nothing; refused rows listed with their index',
      body: Type.Object({ rows: Type.Array(OpenBody, { maxItems: MAX_BATCH_SAVE_ROWS }), deleted: Type.Optional(Type.Array(recordId, { maxItems: MAX_BATCH_SAVE_ROWS })) }),
      response: replies(Type.Object({ added: Type.Integer(), edited: Type.Integer(), deleted: Type.Integer() })),
    },
  }, async (request) => {
    const rows = request.body.rows as Row[];
    const deleted = [...new Set(request.body.deleted ?? [])];
    if (rows.length === 0 && deleted.length === 0) throw badRequest(PAGE_BATCH_MESSAGES.nothingToSave);
    if (rows.length + deleted.length > MAX_BATCH_SAVE_ROWS) throw badRequest(PAGE_BATCH_MESSAGES.tooManyRows);
    const result = await kit.withContext(request, request.params.viewCode, async (em, ctx) => {
      if (isRemote(ctx)) throw badRequest(PAGE_BATCH_MESSAGES.remoteNotSupported);
      for (const action of neededActions(ctx, rows, deleted)) await kit.requireButton(request, em, ctx, action);
      return onTable(request, em, ctx, true, (table) => saveBatch(em, table, ctx, kit.actorOf(request), rows, deleted));
    });
    return ok(result);
  });
}
