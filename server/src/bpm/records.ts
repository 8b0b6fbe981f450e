// Approvals on records: a process bound to a form saves its record in the form's table through a page of that form —
// the page's save path with its checks, hooks, data rules and data log — in the transaction that starts the process,
// and the instance names the record (data_id) and the page (view_code). Each later step reads and writes the record
// through the same page, as the one acting: the process page shows the record (a user the page's data rules keep from
// it cannot read it there either), an approval writes back the fields the node lets its handler edit, and the
// record's approval status (engine APPROVAL_STATUSES) moves with the engine's state in the same transaction.
import { buttonFor, isPlatformColumn, type ButtonAction } from '@yc/engine';
import { BPM_MESSAGES, SUBMITTABLE_STATUSES, approvalStatusOf } from '@yc/engine/bpm';
import type { FastifyRequest } from 'fastify';
import type { EntityManager } from '../db/database.ts';
import { mayPress } from '../eform/records/button-hooks.ts';
import { platformTable } from '../eform/store/records/record-tables.ts';
import { loadRecordContext, onPlatform, type RecordContext } from '../eform/records/records-context.ts';
import { addRecord, editRecord, readRecord, visibleRow } from '../eform/records/records-service.ts';
import { withRelated } from '../eform/records/sub-tables.ts';
import { ApiError, badRequest, forbidden } from '../wire/envelope.ts';
import { latestApprovalStatus, recordPagesOf, type RecordBinding } from './store/process-page.ts';

type Row = Record<string, unknown> & { id: string };

const actorOf = (request: FastifyRequest) => ({ userId: request.caller().userId, username: request.caller().username });

/**
 * The page as a process reads it: its data rules hold, its flowScope (which records its list shows) does not — a
 * handler reads the record the process is about whatever list the page offers.
 */
const throughProcess = (ctx: RecordContext): RecordContext => ({ ...ctx, view: { ...ctx.view, flowScope: 'noLimit' } });

/** The page `viewCode` for the caller, which must show the process's form from the platform's database. */
async function pageFor(em: EntityManager, viewCode: string, formCode: string, userId: string): Promise<RecordContext> {
  const ctx = await loadRecordContext(em, viewCode, userId);
  if (ctx.view.formCode !== formCode || !onPlatform(ctx)) throw badRequest(BPM_MESSAGES.formNotForRecords(viewCode));
  return throughProcess(ctx);
}

/**
 * The page a process of `formCode` saves its record through for the caller: the one named (refused when they may not
 * open it), else the first page of the form (by code) they may open; null when they may open none (the process then
 * runs on its variables only, as a process whose form has no table).
 */
export async function recordPage(em: EntityManager, formCode: string | null | undefined, userId: string, viewCode?: string): Promise<RecordContext | null> {
  if (!formCode) {
    if (viewCode) throw badRequest(BPM_MESSAGES.formNotForRecords(viewCode));
    return null;
  }
  if (viewCode) return pageFor(em, viewCode, formCode, userId);
  const pages = await recordPagesOf(em, formCode);
  for (const code of pages) {
    try {
      return await pageFor(em, code, formCode, userId);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return null;
}

/** The page's button for the action must exist and its permission be held (as the page's own calls require). */
async function requireButton(em: EntityManager, ctx: RecordContext, userId: string, action: ButtonAction) {
  const button = buttonFor(ctx.view, action);
  if (!button || !(await mayPress(em, userId, button))) throw forbidden();
}

/** A record's values as process variables: its form's fields and sub-table rows, none of the platform's columns. */
const variablesOf = (row: Row): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'id' && !isPlatformColumn(key)));

/**
 * The record a start is about, written through the page: a new one from `input` (the page's add button), or the
 * saved record `dataId` (readable within the page's data rules; a draft, or one rejected or withdrawn — not one in
 * approval or approved), edited with `input` first when it carries values (the page's edit button). Answers its id
 * and its values as the process's variables.
 */
export async function saveForStart(
  em: EntityManager, request: FastifyRequest, ctx: RecordContext, formCode: string, input: Record<string, unknown>, dataId?: string | null,
): Promise<{ id: string; variables: Record<string, unknown> }> {
  const actor = actorOf(request);
  const table = platformTable(em);
  let row: Row;
  if (!dataId) {
    await requireButton(em, ctx, actor.userId, 'add');
    row = await addRecord(em, table, ctx, actor, input);
  } else {
    row = await readRecord(em, table, ctx, actor.userId, dataId, true);
    const latest = await latestApprovalStatus(em, dataId, formCode);
    if (latest && !SUBMITTABLE_STATUSES.includes(approvalStatusOf(latest.approval_status))) throw badRequest(BPM_MESSAGES.recordNotSubmittable);
    if (Object.keys(input).some((key) => key !== 'data_version')) {
      await requireButton(em, ctx, actor.userId, 'edit');
      row = await editRecord(em, table, ctx, actor, dataId, { data_version: row.data_version, ...input });
    }
  }
  return { id: row.id, variables: variablesOf(visibleRow(ctx, await withRelated(em, ctx, row), true)) };
}

/** The page an instance's record is read and written through, for the caller (null: the instance has no record). */
async function boundPage(em: EntityManager, binding: RecordBinding, formCode: string | null | undefined, userId: string): Promise<RecordContext | null> {
  if (!binding.data_id || !binding.view_code || !formCode) return null;
  return pageFor(em, binding.view_code, formCode, userId);
}

/**
 * The record of an instance as the caller may read it through its page, with its sub-table rows (unmasked: the
 * process page shows what the node lets them see); null when the instance has no record. A caller the page's data
 * rules keep from it is refused as on the page.
 */
export async function boundRecord(em: EntityManager, binding: RecordBinding, formCode: string | null | undefined, userId: string): Promise<Row | null> {
  const ctx = await boundPage(em, binding, formCode, userId);
  if (!ctx) return null;
  const row = await readRecord(em, platformTable(em), ctx, userId, binding.data_id!);
  return visibleRow(ctx, await withRelated(em, ctx, row), true);
}

/**
 * Writes what a handler may edit at their node (already limited to those fields) back to the instance's record,
 * through its page's edit path (form checks, hooks, data rules, data log), in the approval's transaction.
 */
export async function writeBack(em: EntityManager, request: FastifyRequest, binding: RecordBinding, formCode: string | null | undefined, values: Record<string, unknown>) {
  if (!Object.keys(values).length) return;
  const actor = actorOf(request);
  const ctx = await boundPage(em, binding, formCode, actor.userId);
  if (!ctx) return;
  const table = platformTable(em);
  const before = await readRecord(em, table, ctx, actor.userId, binding.data_id!, true);
  await editRecord(em, table, ctx, actor, binding.data_id!, { ...values, data_version: before.data_version });
}
