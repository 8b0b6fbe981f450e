// Records of a page's table model: list, read, add, edit and delete through engine plans compiled to the SQL of the
// table's database with bound values. Writes are validated by the form engine on the server, checked against the
// caller's data rules in the writing transaction, and logged in the platform's data log. The page's save hooks run in
// that transaction: before-save ahead of the form's check (what it changes is checked like the user's input), after-save
// once the record and its sub-table rows are written (its refusal rolls everything back).
import { randomUUID } from 'node:crypto';
import {
  canSee, compileCount, compileDelete, compileInsert, compileListPage, compileSelectByIds, compileTaken, compileUpdate,
  dropHiddenFields, fieldError, formMessage, LIST_TOTAL_COLUMN, maskRows, physicalIndexName, planListQuery,
  platformMessage, RECORD_VERSION_COLUMN, toStoredValues, validateRecord,
  type ColumnValue, type RecordTarget, type SqlFragment, type UserQuery,
} from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';
import { uniqueIndexOf } from '../../logic/store/external.ts';
import { ApiError, badRequest, conflict, notFound } from '../../wire/envelope.ts';
import { writeDataLog, type Actor } from '../store/records/data-log.ts';
import { invalid } from '../errors.ts';
import type { RecordTable } from '../store/records/record-tables.ts';
import type { RecordContext } from './records-context.ts';
import { rowScope } from './records-scope.ts';
import { withCleanRichText } from './rich-text.ts';
import { deleteRelated, type RelatedWrites } from './sub-tables.ts';
import { APPROVAL_STATUS_COLUMN, approvalStatusColumns } from '../store/records/flow-scope.ts';
import { withApprovalStatus } from './flow-scope.ts';
import { checkRecordForm, columnValues, editedRecordInput, newRecordInput, optionLookup } from './form-checks.ts';
import { saveHooksOf } from './save-hooks.ts';

export { editedRecordInput, newRecordInput } from './form-checks.ts';

type Row = Record<string, unknown> & { id: string };

const target = (ctx: RecordContext): RecordTarget => ({ table: ctx.model.tableName, columns: [...ctx.columns.values()] });

/** Rows as the caller may see them: fields hidden by permission left out, masked columns masked unless asked not to. */
export function visibleRows(ctx: RecordContext, rows: readonly Row[], unmasked = false): Row[] {
  const shown = rows.map((r) => dropHiddenFields(r, ctx.access) as Row);
  return unmasked ? shown : maskRows(ctx.view, shown);
}

/** One record as the caller may see it (see visibleRows). */
export const visibleRow = (ctx: RecordContext, row: Row, unmasked = false): Row => visibleRows(ctx, [row], unmasked)[0]!;

/** A page of records: its rows and the total for the pager, the caller's data rules applied (`extraWhere`). */
export async function listRecords(table: RecordTable, ctx: RecordContext, extraWhere: readonly SqlFragment[], query: UserQuery) {
  const plan = planListQuery(ctx.view, ctx.model, query);
  const options = { ...table.compile, extraWhere };
  // One statement, one round trip: the rows carry the total and, on a page whose form a process is bound to, where
  // each record stands in it; only an empty page asks for the total apart.
  const approval = approvalStatusColumns(ctx, table.dialect);
  const rows = await table.run<Row & { [LIST_TOTAL_COLUMN]: number; [APPROVAL_STATUS_COLUMN]?: string | null }>(
    compileListPage(plan, { ...options, extraColumns: approval }),
  );
  const total = Number(rows.length ? rows[0]![LIST_TOTAL_COLUMN] : ((await table.run<{ total: number }>(compileCount(plan, options)))[0]?.total ?? 0));
  // Each row copied once, without the statement's own columns and the fields hidden from the caller (visibleRows).
  const records = rows.map((r) => {
    const row: Record<string, unknown> = {};
    for (const key in r) if (key !== LIST_TOTAL_COLUMN && key !== APPROVAL_STATUS_COLUMN && canSee(ctx.access, key)) row[key] = r[key];
    return row as Row;
  });
  const shown = maskRows(ctx.view, records);
  return {
    records: approval.length ? withApprovalStatus(shown, rows.map((r) => r[APPROVAL_STATUS_COLUMN])) : shown,
    total, current: plan.pageNo, size: plan.pageSize, pages: Math.ceil(total / plan.pageSize),
  };
}

export async function readRecords(
  em: EntityManager, table: RecordTable, ctx: RecordContext, userId: string, ids: readonly string[], lock = false,
): Promise<Row[]> {
  const extraWhere = await rowScope(em, ctx, userId, table.dialect);
  return table.run<Row>(compileSelectByIds(target(ctx), ids, { ...table.compile, extraWhere, lock }));
}

export async function readRecord(em: EntityManager, table: RecordTable, ctx: RecordContext, userId: string, id: string, lock = false): Promise<Row> {
  const [row] = await readRecords(em, table, ctx, userId, [id], lock);
  if (!row) throw notFound();
  return row;
}

/**
 * The form engine's check of a record, its dictionaries loaded now: values in, the values as accepted out (by field,
 * limited to the fields the caller may edit), or the field errors thrown.
 */
export async function fieldValidator(em: EntityManager, ctx: RecordContext): Promise<(values: Record<string, unknown>) => Record<string, unknown>> {
  const lookup = await optionLookup(em, ctx);
  return (values) => {
    const result = validateRecord(ctx.form, withCleanRichText(ctx.form, values), { lookup, access: ctx.access });
    if (result.errors.length) throw invalid(result.errors);
    return Object.fromEntries(columnValues(ctx, toStoredValues(ctx.form, result.values, lookup)).map((v) => [v.column.name, v.value]));
  };
}

/**
 * The input once the page's before-save hook had its say (given the record as the form will check it): the values it
 * changed over the caller's, which the form's checks then limit and check like the caller's own; its refusal is thrown.
 */
export async function hookedInput(em: EntityManager, ctx: RecordContext, actor: Actor, input: Record<string, unknown>, before: Row | null) {
  const hooks = ctx.view.beforeSave && saveHooksOf(em);
  if (!hooks) return input;
  const changed = before
    ? await hooks.beforeSave(em, actor, ctx, { kind: 'edit', id: before.id, record: editedRecordInput(ctx, before, input), before: visibleRow(ctx, before, true) })
    : await hooks.beforeSave(em, actor, ctx, { kind: 'add', record: newRecordInput(ctx, input) });
  return { ...input, ...changed };
}

/** Runs the page's after-save hook on the row written (with its id) and its sub-table rows; its refusal is thrown. */
export async function afterSave(em: EntityManager, ctx: RecordContext, actor: Actor, row: Row, before?: Row): Promise<void> {
  const hooks = ctx.view.afterSave && saveHooksOf(em);
  if (!hooks) return;
  await hooks.afterSave(em, actor, ctx, {
    kind: before ? 'edit' : 'add', record: visibleRow(ctx, row, true), ...(before ? { before: visibleRow(ctx, before, true) } : {}),
  });
}

/** The page's before-save hook, the form's checks (form-checks.ts), then the unionCheck look-up in the record's table. */
async function validated(
  em: EntityManager, table: RecordTable, ctx: RecordContext, actor: Actor, input: Record<string, unknown>, before: Row | null,
): Promise<{ values: ColumnValue[]; related: RelatedWrites }> {
  const checked = await checkRecordForm(em, ctx, actor.userId, await hookedInput(em, ctx, actor, input, before), before ?? undefined);
  const taken = await takenValues(table, ctx, checked.values.filter((w) => checked.unique.includes(w.column.name)), before?.id ?? null);
  if (taken.length) throw invalid(taken.map((key) => fieldError(key, formMessage('notUnique'))));
  return checked;
}

/** unionCheck: the keys whose value another record of the enterprise already has. */
async function takenValues(table: RecordTable, ctx: RecordContext, values: ColumnValue[], exceptId: string | null): Promise<string[]> {
  const taken: string[] = [];
  for (const { column, value } of values) {
    const rows = await table.run(compileTaken(ctx.model.tableName, column.name, value, exceptId, table.compile));
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
    const index = uniqueIndexOf(error);
    const key = index && [...ctx.columns.keys()].find((c) => physicalIndexName('uq', ctx.model.tableName, c) === index);
    if (key) throw invalid([fieldError(key, formMessage('notUnique'))]);
    throw error;
  }
}

/**
 * Data rules hold for writes too: the row an insert or update produced must still be one the caller may read,
 * checked in the writing transaction (a refusal rolls the write back), else 403 'permission denied'.
 */
async function assertWithinScope(em: EntityManager, table: RecordTable, ctx: RecordContext, userId: string, id: string): Promise<void> {
  if ((await rowScope(em, ctx, userId, table.dialect)).length === 0) return;
  if ((await readRecords(em, table, ctx, userId, [id])).length === 0) throw new ApiError(403, platformMessage('permissionDenied'));
}

/**
 * The row a write produced: returned by the statement where the database can, else read back by id within the
 * caller's data rules (a row outside them is refused with 403 'permission denied', the write rolled back).
 */
async function written(em: EntityManager, table: RecordTable, ctx: RecordContext, userId: string, id: string, returned: Row[]): Promise<Row | undefined> {
  if (table.dialect.returning) {
    if (returned[0]) await assertWithinScope(em, table, ctx, userId, id);
    return returned[0];
  }
  const [row] = await readRecords(em, table, ctx, userId, [id]);
  if (!row) throw new ApiError(403, platformMessage('permissionDenied'));
  return row;
}

export async function addRecord(em: EntityManager, table: RecordTable, ctx: RecordContext, actor: Actor, input: Record<string, unknown>): Promise<Row> {
  const { values, related } = await validated(em, table, ctx, actor, input, null);
  // Where the database gives the id, it is its own; elsewhere (a data source's MySQL) the platform names it.
  const id = table.dialect.returning ? undefined : randomUUID();
  const audit = [{ column: ctx.columns.get('create_by')!, value: actor.username }, ...(id ? [{ column: ctx.columns.get('id')!, value: id }] : [])];
  const returned = await writing(ctx, () => table.run<Row>(compileInsert(target(ctx), [...values, ...audit], table.compile)));
  const row = (await written(em, table, ctx, actor.userId, id ?? returned[0]!.id, returned))!;
  await related.write(actor, row.id);
  await afterSave(em, ctx, actor, row);
  await writeDataLog(em, ctx.model.tableName, actor, [{ action: 'add', recordId: row.id, before: null, after: row }]);
  return row;
}

/** The version an edit says it read the record at (`data_version` in its body), or undefined. */
function expectedVersion(input: Record<string, unknown>): number | undefined {
  const value = input[RECORD_VERSION_COLUMN];
  const version = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof version === 'number' && Number.isInteger(version) ? version : undefined;
}

export async function editRecord(
  em: EntityManager, table: RecordTable, ctx: RecordContext, actor: Actor, id: string, input: Record<string, unknown>,
): Promise<Row> {
  // The row is locked as it is read: its version cannot move between this check and the update.
  const before = await readRecord(em, table, ctx, actor.userId, id, true);
  const expected = expectedVersion(input);
  if (expected === undefined) throw badRequest(platformMessage('versionRequired'));
  const current = Number(before[RECORD_VERSION_COLUMN]);
  if (expected !== current) throw conflict();
  const { values, related } = await validated(em, table, ctx, actor, input, before);
  const audit = [
    { column: ctx.columns.get('update_by')!, value: actor.username },
    { column: ctx.columns.get('update_time')!, value: new Date() },
    { column: ctx.columns.get(RECORD_VERSION_COLUMN)!, value: current + 1 },
  ];
  const extraWhere = await rowScope(em, ctx, actor.userId, table.dialect);
  const returned = await writing(ctx, () => table.run<Row>(compileUpdate(target(ctx), id, [...values, ...audit], { ...table.compile, extraWhere })));
  if (table.dialect.returning && !returned[0]) throw notFound();
  const row = (await written(em, table, ctx, actor.userId, id, returned))!;
  await related.write(actor, id);
  await afterSave(em, ctx, actor, row, before);
  await writeDataLog(em, ctx.model.tableName, actor, [{ action: 'edit', recordId: id, before, after: row }]);
  return row;
}

/** Deletes the records the caller may delete among `ids`; returns how many went. */
export async function deleteRecords(em: EntityManager, table: RecordTable, ctx: RecordContext, actor: Actor, ids: readonly string[]): Promise<number> {
  const extraWhere = await rowScope(em, ctx, actor.userId, table.dialect);
  // Without RETURNING the rows that go are read (and locked) first, within the same data rules.
  const before = table.dialect.returning ? [] : await readRecords(em, table, ctx, actor.userId, ids, true);
  if (!table.dialect.returning && before.length === 0) return 0;
  const deleted = await table.run<Row>(compileDelete(target(ctx), table.dialect.returning ? ids : before.map((r) => r.id), { ...table.compile, extraWhere }));
  const rows = table.dialect.returning ? deleted : before;
  await deleteRelated(em, ctx, rows.map((r) => r.id));
  await writeDataLog(em, ctx.model.tableName, actor, rows.map((r) => ({ action: 'delete' as const, recordId: r.id, before: r, after: null })));
  return rows.length;
}
