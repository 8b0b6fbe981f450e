// The names behind a workbook's labels (engine page/excel-labels.ts), found a chunk at a time: an export asks the
// names of the users and departments of a batch of rows in one query per column; an import asks the ids of the names
// (and accounts, codes, ids) its chunk of rows holds, one query per column. Options of static lists and dictionaries
// are loaded once per job; those of SQL/HTTP configs once per batch and control, as the list's optionLabels asks them
// (a control with a valueKey asked for the batch's values, another one for its options with its defaults).
import {
  cellParts, EXCEL_MESSAGES, subTableMessage, importValue, LabelIndex, labelText, optionLabel, readLabels, resolveOptions, rowError, valueFields,
  type ExcelColumn, type ImportRowError, type Language, type Option, type OptionLookup,
} from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';
import { storedValueOptions } from '../pages/option-items.ts';
import type { RecordContext } from '../records/records-context.ts';
import { namesOfIds, pickCandidates } from '../store/excel/rows.ts';

type Row = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The options of each options-labelled column of a static list or a dictionary; a column left out is fed by a SQL or
 * HTTP config (asked a batch at a time: `batchOptions`).
 */
export function columnOptions(ctx: Pick<RecordContext, 'form'>, columns: readonly ExcelColumn[], lookup: OptionLookup): Map<string, Option[]> {
  const wanted = new Set(columns.filter((c) => c.labels === 'options').map((c) => c.key));
  return new Map(valueFields(ctx.form).filter(({ field }) => wanted.has(field.key) && !field.showConfig?.sqlConfig?.sqlCode && !field.showConfig?.httpConfig?.httpCode)
    .map(({ field }) => [field.key, resolveOptions(field, lookup) ?? []]));
}

/** Where a batch's labels come from: the job's enterprise and form, and the options loaded once. */
export interface LabelSource {
  tenantId: number;
  ctx: Pick<RecordContext, 'form'>;
  options: ReadonlyMap<string, Option[]>;
  /** The config answers an import's chunk shares with its checks (a config asked once per chunk). */
  answers?: Map<string, Promise<Option[]>>;
}

/**
 * The options of every options-labelled column for a batch: the job's, plus those of SQL/HTTP-fed columns for the
 * batch's values (one request per column; a config that cannot answer leaves its values as they are).
 */
async function batchOptions(em: EntityManager, source: LabelSource, columns: readonly ExcelColumn[], values: (key: string) => string[]): Promise<ReadonlyMap<string, Option[]>> {
  const remote = columns.filter((c) => c.labels === 'options' && !source.options.has(c.key)).map((c) => c.key);
  if (!remote.length) return source.options;
  const stored = Object.fromEntries(remote.map((key) => [key, values(key)]));
  const answers = await storedValueOptions(em, source.tenantId, source.ctx.form, remote, stored, source.answers);
  return new Map([...source.options, ...answers.filter((a) => !a.error).map((a) => [a.key, a.options] as const)]);
}

/** The names of these user (or department) ids. */
async function namesOf(em: EntityManager, kind: 'user' | 'dept', ids: readonly string[]): Promise<Map<string, string>> {
  const valid = ids.filter((id) => UUID.test(id));
  if (!valid.length) return new Map();
  return new Map((await namesOfIds(em, kind, valid)).map((r) => [r.id, r.name]));
}

const idsOf = (rows: readonly Row[], key: string) => [...new Set(rows.flatMap((r) => (r[key] === null || r[key] === undefined ? [] : String(r[key]).split(',').map((v) => v.trim()))))];

/**
 * Export: the batch's rows with each labelled column's values as labels — options in the reader's language, users and
 * departments by name (one query per picker column for the batch).
 */
export async function labelledRows(
  em: EntityManager, columns: readonly ExcelColumn[], source: LabelSource, lang: Language, rows: readonly Row[],
): Promise<Row[]> {
  const labelled = columns.filter((c) => c.labels);
  if (!labelled.length || !rows.length) return [...rows];
  const options = await batchOptions(em, source, labelled, (key) => idsOf(rows, key));
  const labelOf = new Map<string, (stored: string) => string | undefined>();
  for (const c of labelled) {
    if (c.labels === 'options') {
      const byValue = new Map((options.get(c.key) ?? []).map((o) => [String(o.value), optionLabel(o, lang)]));
      labelOf.set(c.key, (v) => byValue.get(v));
    } else {
      const names = await namesOf(em, c.labels!, idsOf(rows, c.key));
      labelOf.set(c.key, (v) => names.get(v));
    }
  }
  return rows.map((row) => {
    const out = { ...row };
    for (const c of labelled) if (out[c.key] !== null && out[c.key] !== undefined) out[c.key] = labelText(out[c.key], labelOf.get(c.key)!);
    return out;
  });
}

/** The users (or departments) a chunk's cells may name: by name, then by account (code) or id. */
async function pickIndex(em: EntityManager, kind: 'user' | 'dept', texts: readonly string[]): Promise<LabelIndex> {
  const index = new LabelIndex();
  if (!texts.length) return index;
  const lower = texts.map((t) => t.toLowerCase());
  for (const r of await pickCandidates(em, kind, lower)) {
    index.addLabel(r.name, r.id).addCode(r.code, r.id).addCode(r.id, r.id);
  }
  return index;
}

/** A row of an import: its sheet row number and its values by field (as the cells hold them). */
export interface LabelledRow {
  r: number;
  v: Row;
}

/**
 * Import: the labelled columns' cells of a chunk of rows read as codes, in place (a label first, then a code); a label
 * naming several choices is the row's error (answered). One query per user or department column for the chunk.
 */
export async function readChunkLabels(
  em: EntityManager, columns: readonly ExcelColumn[], source: LabelSource, rows: readonly LabelledRow[],
): Promise<ImportRowError[]> {
  const errors: ImportRowError[] = [];
  const textsOf = (key: string) => rows.map((row) => row.v[key]).filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  const options = await batchOptions(em, source, columns.filter((c) => c.labels), (key) => [...new Set(textsOf(key).flatMap(cellParts))]);
  for (const c of columns.filter((col) => col.labels)) {
    const texts = textsOf(c.key);
    if (!texts.length) continue;
    const index = c.labels === 'options'
      ? LabelIndex.ofOptions(options.get(c.key) ?? [])
      : await pickIndex(em, c.labels!, [...new Set(texts.flatMap((t) => [t.trim(), ...cellParts(t)]))]);
    for (const row of rows) {
      const text = row.v[c.key];
      if (typeof text !== 'string' || text.trim() === '') continue;
      const read = readLabels(text, index);
      if ('ambiguous' in read) errors.push(rowError(row.r, c.header, EXCEL_MESSAGES.ambiguousLabel(read.ambiguous, c.header)));
      // A name that is no user's (department's) and no id: refused here, as a save refuses an unknown id.
      else if (c.labels !== 'options' && !read.value.split(',').every((id) => UUID.test(id))) errors.push(rowError(row.r, c.header, subTableMessage('unknownPick', { title: c.header })));
      else row.v[c.key] = importValue(c.type, read.value);
    }
  }
  return errors;
}
