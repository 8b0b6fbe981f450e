// The form's checks of a record's values, the same wherever the record is kept (the platform's database, a table in a
// data source, another service over HTTP): the values the caller may write over the form's defaults (an add) or the
// record as it is (an edit), what the server does to them first (serial numbers drawn, rich text cleaned, signatures
// that must be stored files — control-values.ts), the form engine's rules with the options of dictionaries and SQL/HTTP
// configs, uploaded files of the caller's enterprise, and what the form reaches beyond the record (sub-tables, oneToOne
// sections, pickers — sub-tables.ts). Only the unionCheck look-up is the store's own (its caller runs it).
import {
  canEdit, defaultValues, isPlatformColumn, toFormData, toStoredValues, validateRecord, valueFields,
  type ColumnValue, type OptionLookup,
} from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';
import { fileReferenceErrors } from '../../files/references.ts';
import { serverControlValues } from './control-values.ts';
import { loadDictOptions } from '../store/dicts.ts';
import { invalid } from '../errors.ts';
import { formOptionLookup, type OptionAnswers } from '../pages/option-items.ts';
import type { RecordContext } from './records-context.ts';
import { prepareRelated, type KnownPicks, type RelatedWrites } from './sub-tables.ts';

/** The options of the form's dictionary-fed controls, loaded now. */
export async function optionLookup(em: EntityManager, ctx: RecordContext): Promise<OptionLookup> {
  const codes = [...new Set(valueFields(ctx.form).map((f) => f.field.showConfig?.dictOption?.dictCode).filter((c): c is string => !!c))];
  const options = await loadDictOptions(em, codes);
  return { dictOptions: (code) => options.get(code) };
}

const writableKeys = new WeakMap<RecordContext, string[]>();

/** The form values the caller may write: value controls that are neither disabled nor closed by permission. */
function writableInput(ctx: RecordContext, input: Record<string, unknown>): Record<string, unknown> {
  // Compiled once per page context: an import checks 100,000 rows against the same form.
  let keys = writableKeys.get(ctx);
  if (!keys) writableKeys.set(ctx, (keys = valueFields(ctx.form).filter(({ field }) => field.disabled !== 'Y' && canEdit(ctx.access, field.key)).map(({ field }) => field.key)));
  return Object.fromEntries(keys.filter((k) => Object.hasOwn(input, k)).map((k) => [k, input[k]]));
}

/** Validated values → column values for the table's own columns the caller may edit. */
export function columnValues(ctx: RecordContext, stored: Record<string, unknown>): ColumnValue[] {
  return Object.entries(stored)
    .filter(([key]) => ctx.columns.has(key) && !isPlatformColumn(key) && canEdit(ctx.access, key))
    .map(([key, value]) => ({ column: ctx.columns.get(key)!, value }));
}

/** The input of a new record: the form's defaults under the values the caller may write. */
export const newRecordInput = (ctx: RecordContext, input: Record<string, unknown>) => ({ ...defaultValues(ctx.form), ...writableInput(ctx, input) });

/** An edit's input over the record as it is. */
export const editedRecordInput = (ctx: RecordContext, before: Record<string, unknown>, input: Record<string, unknown>) =>
  ({ ...toFormData(ctx.form, before), ...writableInput(ctx, input) });

/** Look-ups shared by the checks of many records of one form (see checkRecordForm). */
export interface SharedLookups {
  dictionaries: OptionLookup;
  chunk: OptionAnswers;
  /** The picked user and department ids of the chunk found at once (knownPicks). */
  picks?: KnownPicks;
}

/** A record's input as every store writes it, once the form has accepted it. */
export interface CheckedRecord {
  /** The values of the model's columns the caller may edit, as stored. */
  values: ColumnValue[];
  /** The columns among them whose value no other record may have (unionCheck). */
  unique: string[];
  /** The rows of sub-tables and oneToOne sections, written once the main record exists. */
  related: RelatedWrites;
}

/**
 * Runs every check of the form on a record's input (`before`: the record an edit changes, else an add), in the
 * platform's transaction `em`; the field errors thrown (400) before anything is written. `shared`: what a caller
 * checking many records (an import) loads once — the form's dictionaries, and its SQL/HTTP configs' answers and its picked ids per chunk.
 */
export async function checkRecordForm(
  em: EntityManager, ctx: RecordContext, userId: string, input: Record<string, unknown>, before?: Record<string, unknown>, shared?: SharedLookups,
): Promise<CheckedRecord> {
  const related = await prepareRelated(em, ctx, input, shared?.picks);
  const values = await serverControlValues(em, ctx.form, userId, before ? editedRecordInput(ctx, before, input) : newRecordInput(ctx, input), before);
  // Controls fed by SQL/HTTP configs are checked against the options their config answers for these values.
  const lookup = await formOptionLookup(em, ctx, values, shared?.dictionaries ?? await optionLookup(em, ctx), shared?.chunk);
  const result = validateRecord(ctx.form, values, { lookup, access: ctx.access });
  if (result.errors.length) throw invalid(result.errors);
  // Uploaded files must be the enterprise's own, within their controls' size limits.
  const fileErrors = await fileReferenceErrors(em, ctx.form, result.values);
  if (fileErrors.length) throw invalid(fileErrors);
  return { values: columnValues(ctx, toStoredValues(ctx.form, result.values, lookup)), unique: result.unique, related };
}
