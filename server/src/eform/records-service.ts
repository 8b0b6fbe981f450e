// Records of a page's table model: list, read, add, edit and delete through engine plans compiled to SQL with
// bound values. Writes are validated by the form engine on the server, in the request's transaction, and logged.
import {
  canEdit, compileCount, compileDelete, compileInsert, compileListPage, compileSelectByIds, compileUpdate, defaultValues, dropHiddenFields,
  fieldError, formMessage, isPlatformColumn, LIST_TOTAL_COLUMN, maskRows, physicalIndexName, planListQuery, quoteIdent, RECORD_VERSION_COLUMN,
  toFormData, toStoredValues, validateRecord, valueFields,
  type ColumnValue, type OptionLookup, type RecordTarget, type SqlFragment, type UserQuery,
} from '@yc/engine';
import { MESSAGES } from '@yc/engine';
import type { EntityManager, ReadStatements } from '../db/database.ts';
import { ApiError, badRequest, conflict, notFound } from '../wire/envelope.ts';
import { writeDataLog, type Actor } from './data-log.ts';
import { loadDictOptions } from './dict-store.ts';
import { invalid } from './errors.ts';
import type { RecordContext } from './records-context.ts';
import { rowScope } from './records-scope.ts';
import { runStatement } from './sql-exec.ts';

type Row = Record<string, unknown> & { id: string };
const Q = { placeholder: 'question' } as const;

const target = (ctx: RecordContext): RecordTarget => ({ table: ctx.model.tableName, columns: [...ctx.columns.values()] });

/** Rows as the caller may see them: fields hidden by permission left out, masked columns masked unless asked not to. */
export function visibleRows(ctx: RecordContext, rows: readonly Row[], unmasked = false): Row[] {
  const shown = rows.map((r) => dropHiddenFields(r, ctx.access) as Row);
  return unmasked ? shown : maskRows(ctx.view, shown);
}

/** A page of records: its rows and the total for the pager, the caller's data rules applied (`extraWhere`). */
export async function listRecords(read: ReadStatements, ctx: RecordContext, extraWhere: readonly SqlFragment[], query: UserQuery) {
  const plan = planListQuery(ctx.view, ctx.model, query);
  // One statement, one round trip: the rows carry the total; only an empty page asks for it apart.
  const rows = await read<Row & { [LIST_TOTAL_COLUMN]: number }>(compileListPage(plan, { extraWhere }));
  const total = rows.length ? rows[0]![LIST_TOTAL_COLUMN] : ((await read<{ total: number }>(compileCount(plan, { extraWhere })))[0]?.total ?? 0);
  const records = rows.map(({ [LIST_TOTAL_COLUMN]: _total, ...row }) => row as Row);
  return { records: visibleRows(ctx, records), total, current: plan.pageNo, size: plan.pageSize, pages: Math.ceil(total / plan.pageSize) };
}

export async function readRecords(em: EntityManager, ctx: RecordContext, userId: string, ids: readonly string[], lock = false): Promise<Row[]> {
  const extraWhere = await rowScope(em, ctx, userId);
  return runStatement<Row>(em, compileSelectByIds(target(ctx), ids, { ...Q, extraWhere, lock }));
}

export async function readRecord(em: EntityManager, ctx: RecordContext, userId: string, id: string, lock = false): Promise<Row> {
  const [row] = await readRecords(em, ctx, userId, [id], lock);
  if (!row) throw notFound();
  return row;
}

async function optionLookup(em: EntityManager, ctx: RecordContext): Promise<OptionLookup> {
  const codes = [...new Set(valueFields(ctx.form).map((f) => f.field.showConfig?.dictOption?.dictCode).filter((c): c is string => !!c))];
  const options = await loadDictOptions(em, codes);
  return { dictOptions: (code) => options.get(code) };
}

/** The form values the caller may write: value controls that are neither disabled nor closed by permission. */
function writableInput(ctx: RecordContext, input: Record<string, unknown>): Record<string, unknown> {
  const keys = valueFields(ctx.form).filter(({ field }) => field.disabled !== 'Y' && canEdit(ctx.access, field.key)).map(({ field }) => field.key);
  return Object.fromEntries(keys.filter((k) => Object.hasOwn(input, k)).map((k) => [k, input[k]]));
}

/** Validated values → column values for the table's own columns the caller may edit. */
function columnValues(ctx: RecordContext, stored: Record<string, unknown>): ColumnValue[] {
  return Object.entries(stored)
    .filter(([key]) => ctx.columns.has(key) && !isPlatformColumn(key) && canEdit(ctx.access, key))
    .map(([key, value]) => ({ column: ctx.columns.get(key)!, value }));
}

/** The input of a new record: the form's defaults under the values the caller may write. */
export const newRecordInput = (ctx: RecordContext, input: Record<string, unknown>) => ({ ...defaultValues(ctx.form), ...writableInput(ctx, input) });

/** An edit's input over the record as it is. */
export const editedRecordInput = (ctx: RecordContext, before: Record<string, unknown>, input: Record<string, unknown>) =>
  ({ ...toFormData(ctx.form, before), ...writableInput(ctx, input) });

/**
 * The form engine's check of a record, its dictionaries loaded now: values in, the values as accepted out (by field,
 * limited to the fields the caller may edit), or the field errors thrown.
 */
export async function fieldValidator(em: EntityManager, ctx: RecordContext): Promise<(values: Record<string, unknown>) => Record<string, unknown>> {
  const lookup = await optionLookup(em, ctx);
  return (values) => {
    const result = validateRecord(ctx.form, values, { lookup, access: ctx.access });
    if (result.errors.length) throw invalid(result.errors);
    return Object.fromEntries(columnValues(ctx, toStoredValues(ctx.form, result.values, lookup)).map((v) => [v.column.name, v.value]));
  };
}

async function validated(em: EntityManager, ctx: RecordContext, values: Record<string, unknown>, exceptId: string | null): Promise<ColumnValue[]> {
  const lookup = await optionLookup(em, ctx);
  const result = validateRecord(ctx.form, values, { lookup, access: ctx.access });
  if (result.errors.length) throw invalid(result.errors);
  const written = columnValues(ctx, toStoredValues(ctx.form, result.values, lookup));
  const taken = await takenValues(em, ctx, written.filter((w) => result.unique.includes(w.column.name)), exceptId);
  if (taken.length) throw invalid(taken.map((key) => fieldError(key, formMessage('notUnique'))));
  return written;
}

/** unionCheck: the keys whose value another record of the enterprise already has. */
async function takenValues(em: EntityManager, ctx: RecordContext, values: ColumnValue[], exceptId: string | null): Promise<string[]> {
  const taken: string[] = [];
  for (const { column, value } of values) {
    const rows = await runStatement(em, {
      text: `select 1 from ${quoteIdent(ctx.model.tableName)} where ${quoteIdent(column.name)} = ?${exceptId ? ' and "id" <> ?' : ''} limit 1`,
      values: exceptId ? [value, exceptId] : [value],
    });
    if (rows.length) taken.push(column.name);
  }
  return taken;
}

/**
 * A write refused by the unique index of a unionCheck field: another record took the value after the check above
 * (two saves at once); the same field error as the check gives.
 */
async function writing<T>(ctx: RecordContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { code, constraint, message } = (error ?? {}) as { code?: unknown; constraint?: unknown; message?: unknown };
    const index = typeof constraint === 'string' ? constraint : /unique constraint "([^"]+)"/.exec(String(message))?.[1];
    const key = code === '23505' && index ? [...ctx.columns.keys()].find((c) => physicalIndexName('uq', ctx.model.tableName, c) === index) : undefined;
    if (key) throw invalid([fieldError(key, formMessage('notUnique'))]);
    throw error;
  }
}

/**
 * Data rules hold for writes too: the row an insert or update produced must still be one the caller may read,
 * checked in the writing transaction (a refusal rolls the write back), else 403 'permission denied'.
 */
async function assertWithinScope(em: EntityManager, ctx: RecordContext, userId: string, id: string): Promise<void> {
  if ((await rowScope(em, ctx, userId)).length === 0) return;
  if ((await readRecords(em, ctx, userId, [id])).length === 0) throw new ApiError(403, MESSAGES.permissionDenied.en_US);
}

export async function addRecord(em: EntityManager, ctx: RecordContext, actor: Actor, input: Record<string, unknown>): Promise<Row> {
  const written = await validated(em, ctx, newRecordInput(ctx, input), null);
  const audit = [{ column: ctx.columns.get('create_by')!, value: actor.username }];
  const [row] = await writing(ctx, () => runStatement<Row>(em, compileInsert(target(ctx), [...written, ...audit], Q)));
  await assertWithinScope(em, ctx, actor.userId, row!.id);
  await writeDataLog(em, ctx.model.tableName, actor, [{ action: 'add', recordId: row!.id, before: null, after: row! }]);
  return row!;
}

/** The version an edit says it read the record at (`data_version` in its body), or undefined. */
function expectedVersion(input: Record<string, unknown>): number | undefined {
  const value = input[RECORD_VERSION_COLUMN];
  const version = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof version === 'number' && Number.isInteger(version) ? version : undefined;
}

export async function editRecord(em: EntityManager, ctx: RecordContext, actor: Actor, id: string, input: Record<string, unknown>): Promise<Row> {
  // The row is locked as it is read: its version cannot move between this check and the update.
  const before = await readRecord(em, ctx, actor.userId, id, true);
  const expected = expectedVersion(input);
  if (expected === undefined) throw badRequest(MESSAGES.versionRequired.en_US);
  const current = Number(before[RECORD_VERSION_COLUMN]);
  if (expected !== current) throw conflict();
  const written = await validated(em, ctx, editedRecordInput(ctx, before, input), id);
  const audit = [
    { column: ctx.columns.get('update_by')!, value: actor.username },
    { column: ctx.columns.get('update_time')!, value: new Date() },
    { column: ctx.columns.get(RECORD_VERSION_COLUMN)!, value: current + 1 },
  ];
  const extraWhere = await rowScope(em, ctx, actor.userId);
  const [row] = await writing(ctx, () => runStatement<Row>(em, compileUpdate(target(ctx), id, [...written, ...audit], { ...Q, extraWhere })));
  if (!row) throw notFound();
  await assertWithinScope(em, ctx, actor.userId, id);
  await writeDataLog(em, ctx.model.tableName, actor, [{ action: 'edit', recordId: id, before, after: row }]);
  return row;
}

/** Deletes the records the caller may delete among `ids`; returns how many went. */
export async function deleteRecords(em: EntityManager, ctx: RecordContext, actor: Actor, ids: readonly string[]): Promise<number> {
  const extraWhere = await rowScope(em, ctx, actor.userId);
  const rows = await runStatement<Row>(em, compileDelete(target(ctx), ids, { ...Q, extraWhere }));
  await writeDataLog(em, ctx.model.tableName, actor, rows.map((r) => ({ action: 'delete' as const, recordId: r.id, before: r, after: null })));
  return rows.length;
}
