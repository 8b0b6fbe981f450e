// An import of a workbook into a list page's table, all or nothing. First pass (no transaction held): the first sheet is
// streamed row by row; every row is checked by the column import rules (presets and check rules, on the engine's
// linear-time pattern matcher), and its form values go to a temporary file. Second pass, in one transaction: each row goes through what a form's save
// does — the page's before-save hook, then the form's checks of form-checks.ts (serial numbers drawn in this
// transaction, signatures, dictionary and SQL/HTTP options, user/department pickers, file references) — then the rows
// are inserted in multi-row statements (unique fields checked per batch, data rules checked on what was written, the
// after-save hook run on each row, each record in the data log). Any row error fails the import with 'import failed
// because of wrong data format' and the rows and columns at fault; cancelling or any error rolls everything back.
import fs from 'node:fs';
import readline from 'node:readline';
import {
  cellText, cellValue, evaluateLinkage, EXCEL_DEFAULTS, EXCEL_MESSAGES, fieldTitle, importRow, isBlankRow, matchCheckRule, matchHeaders, Params,
  MessageError, requiredImportFields, rowError, selectList, toFormData, unionCheckKeys, valueFields, writeValue,
  type ExcelColumn, type ImportMode, type ImportRowError, type Language, type Message, type Option, type OptionLookup,
} from '@yc/engine';
import type { FileStore } from '../../files/storage.ts';
import type { Database, EntityManager } from '../../db/database.ts';
import { ApiError, badRequest } from '../../wire/envelope.ts';
import { writeDataLog, type Actor } from '../store/records/data-log.ts';
import { toApiError } from '../errors.ts';
import { loadItem } from '../store/metadata.ts';
import type { RecordContext } from '../records/records-context.ts';
import { rowScope } from '../records/records-scope.ts';
import { checkRecordForm, optionLookup } from '../records/form-checks.ts';
import { afterSave, hookedInput } from '../records/records-service.ts';
import { knownPicks, type RelatedWrites } from '../records/sub-tables.ts';
import { JobCancelled, JobFailed, removeFile, tempFile, type ExcelJob } from './jobs.ts';
import { columnOptions, readChunkLabels } from './labels.ts';
import { RejectedRows, writeRejected } from './rejected.ts';
import { sheetRows } from './sheet-rows.ts';
import { insertImportCommit } from '../store/excel/jobs.ts';
import { countWithin, insertRows, takenValues } from '../store/excel/rows.ts';

export interface ImportWork {
  ctx: RecordContext;
  columns: readonly ExcelColumn[];
  /** The uploaded workbook. */
  file: string;
  actor: Actor;
  /** All rows or none (the default), or the valid rows with the rejected ones kept as a workbook. */
  mode?: ImportMode;
  /** The reader's language (the rejected rows' error column). */
  lang?: Language;
  /** Where the rejected rows' workbook goes. */
  store?: FileStore;
}

interface Accepted {
  /** The sheet's row number. */
  r: number;
  /** The column values by field, as the cells hold them (labels read as codes chunk by chunk when written). */
  v: Record<string, unknown>;
  /** Set when the row's cells were refused already: the form's checks skip it (its errors are reported). */
  e?: 1;
  /** The row's cells as uploaded (mode 'valid': a rejected row is given back as it was). */
  c?: unknown[];
}

/** Collects row errors: the first ones reported, all of them counted (and, mode 'valid', every row's messages). */
class RowErrors {
  readonly list: ImportRowError[] = [];
  count = 0;
  constructor(readonly rejected?: RejectedRows) {}
  add(...errors: ImportRowError[]) {
    for (const e of errors) {
      this.count += 1;
      if (this.list.length < EXCEL_DEFAULTS.reportedErrors) this.list.push(e);
      this.rejected?.add(e);
    }
  }
  /** Whether the row has an error already. */
  refused(row: number): boolean {
    return this.rejected?.has(row) ?? false;
  }
  /** Whether a row error ends the import (all or nothing) rather than rejecting its row. */
  get failsAll(): boolean {
    return !this.rejected;
  }
  fail(): never {
    throw new JobFailed(EXCEL_MESSAGES.importFailed, [...this.list].sort((a, b) => a.row - b.row), this.count);
  }
}

/** Values to match against check rules (codes that are no preset), their rules loaded a batch at a time. */
class CheckRules {
  private pending: { row: number; column: ExcelColumn; value: string }[] = [];
  private readonly rules = new Map<string, { pattern: string; digits?: number; message?: string } | null>();

  constructor(private readonly db: Database, private readonly tenantId: number, private readonly errors: RowErrors) {}

  async add(row: number, tests: { column: ExcelColumn; value: string }[]) {
    for (const t of tests) this.pending.push({ row, ...t });
    if (this.pending.length >= 1000) await this.flush();
  }

  async flush() {
    const tests = this.pending;
    this.pending = [];
    if (!tests.length) return;
    const codes = [...new Set(tests.map((t) => t.column.importRule!))].filter((c) => !this.rules.has(c));
    if (codes.length) {
      await this.db.inTenant(this.tenantId, async (em) => {
        for (const code of codes) this.rules.set(code, (await loadItem(em, 'checkRule', code))?.content ?? null);
      });
    }
    const known = tests.filter((t) => {
      if (this.rules.get(t.column.importRule!)) return true;
      this.errors.add(rowError(t.row, t.column.header, EXCEL_MESSAGES.ruleUnknown(t.column.header, t.column.importRule!)));
      return false;
    });
    if (!known.length) return;
    for (const t of known) {
      if (matchCheckRule(this.rules.get(t.column.importRule!)!, t.value) === true) continue;
      this.errors.add(rowError(t.row, t.column.header, EXCEL_MESSAGES.ruleFailed(t.column.header, t.column.importRule!)));
    }
  }
}

/**
 * The workbook's rows checked by the import rules and written to `out` (one JSON line each); the number of rows. Rows
 * with errors are kept (marked), so that the form's checks report the other rows' errors in the same run.
 */
async function checkRows(
  db: Database, job: ExcelJob, work: ImportWork, out: string, errors: RowErrors,
): Promise<{ rows: number; header: string[]; notes: ImportRowError[] }> {
  const { ctx } = work;
  let header: string[] = [];
  let notes: ImportRowError[] = [];
  const checks = new CheckRules(db, job.owner.tenantId, errors);
  const sink = fs.createWriteStream(out);
  let columns: (ExcelColumn | null)[] | undefined;
  let rows = 0;
  try {
    for await (const { number, cells } of sheetRows(work.file)) {
      if (!columns) {
        // Unknown headers and missing required columns fail the import before any row is read.
        const matched = matchHeaders(cells, ctx.view, work.columns, requiredImportFields(ctx.form, work.columns));
        if (matched.errors.length) throw new JobFailed(EXCEL_MESSAGES.importFailed, matched.errors);
        columns = matched.columns;
        notes = matched.notes;
        header = cells.map((c) => cellText(c) ?? '');
        continue;
      }
      if (isBlankRow(cells)) continue;
      rows += 1;
      job.done = rows;
      if (rows % 500 === 0) job.check();
      const row = importRow(number, cells, columns);
      errors.add(...row.errors);
      if (row.checkRules.length) await checks.add(number, row.checkRules);
      const line: Accepted = {
        r: number, v: row.values, ...(row.errors.length ? { e: 1 as const } : {}),
        ...(errors.rejected ? { c: cells.slice(0, header.length).map((c) => { const v = cellValue(c); return v instanceof Date ? cellText(v) : v; }) } : {}),
      };
      if (!sink.write(`${JSON.stringify(line)}\n`)) {
        await new Promise<void>((resolve) => sink.once('drain', () => resolve()));
      }
    }
    await checks.flush();
  } catch (error) {
    if (error instanceof JobFailed || error instanceof JobCancelled) throw error;
    // A file exceljs cannot read: not a workbook (or a damaged one).
    if (!columns) throw new JobFailed(EXCEL_MESSAGES.notWorkbook);
    throw error;
  } finally {
    await new Promise<void>((resolve) => sink.end(() => resolve()));
  }
  if (!columns) throw new JobFailed(EXCEL_MESSAGES.notWorkbook);
  if (rows === 0) throw new JobFailed(EXCEL_MESSAGES.noRows);
  return { rows, header, notes };
}

/** Inserts one batch of accepted rows; returns the rows as written (for the data log). */
async function insertBatch(em: EntityManager, work: ImportWork, checked: Checked[], scopeCheck: boolean, errors: RowErrors): Promise<Checked[]> {
  const { ctx, actor } = work;
  const table = ctx.model.tableName;
  let batch = checked;
  // Unique fields: a value another record of the enterprise already has.
  for (const key of unionCheckKeys(ctx.form)) {
    const values = batch.map((a) => a.v[key]).filter((v) => v !== null && v !== undefined && v !== '');
    if (!values.length) continue;
    const taken = await takenValues(em, table, key, values);
    const takenSet = new Set(taken.map((t) => t.v));
    for (const a of batch) if (takenSet.has(String(a.v[key]))) errors.add(rowError(a.r, work.columns.find((c) => c.key === key)?.header ?? key, { code: 'm.valueUnavailable' }));
    batch = batch.filter((a) => !errors.refused(a.r));
  }
  if (errors.failsAll && errors.count) errors.fail();
  if (!batch.length) return [];
  const keys = [...new Set(batch.flatMap((a) => Object.keys(a.v)))].filter((k) => ctx.columns.has(k));
  const params = new Params('question');
  const tuples = batch.map((a) => {
    const cells = keys.map((k) => (Object.hasOwn(a.v, k) ? writeValue(ctx.columns.get(k)!, params, a.v[k]) : 'default'));
    return `(${[...cells, params.add(actor.username)].join(', ')})`;
  });
  // Called before the try, as the statement's text was built there: only its run's failure is the rows' error.
  const inserted = insertRows<Record<string, unknown> & { id: string }>(em, table, keys, tuples, params.values, selectList([...ctx.columns.values()]));
  let written: (Record<string, unknown> & { id: string })[];
  try {
    written = await inserted;
  } catch (error) {
    const api = toApiError(error);
    if (api instanceof ApiError) {
      const first = batch[0]!.r;
      const last = batch[batch.length - 1]!.r;
      throw new JobFailed(EXCEL_MESSAGES.importFailed, [rowError(first, `${first}-${last}`, api.catalogued ?? { code: 'custom', params: { text: api.message } })]);
    }
    throw error;
  }
  if (scopeCheck) {
    const scope = await rowScope(em, ctx, actor.userId);
    if (((await countWithin(em, table, written.map((r) => r.id), scope)) ?? 0) !== written.length) throw new JobFailed({ code: 'm.permissionDenied' });
  }
  await writeDataLog(em, table, actor, written.map((r) => ({ action: 'add' as const, recordId: r.id, before: null, after: r })));
  return batch.map((a, i) => ({ ...a, written: written[i]! }));
}

/** A save's refusal of a row (a field error, a hook's refusal, a config's failure) as an API error, else the error. */
const refusal = (error: unknown) => toApiError(error instanceof MessageError ? badRequest(error.catalogued ?? error.message) : error);

/** A row as the form accepted it: its stored values by column, and its sub-table rows written after it. */
interface Checked extends Accepted {
  related: RelatedWrites;
  /** The row as inserted. */
  written?: Record<string, unknown> & { id: string };
}

/**
 * Each row of a batch through a save's checks, in the import's transaction: its labels read as codes (the chunk's
 * names asked at once), the before-save hook (its refusal is the row's error), then checkRecordForm; rows whose unique
 * values repeat an earlier row of the workbook are refused. Values of columns a linkage rule hides are not saved, as
 * a form's save does not save them: counted per column for the job's notes.
 */
class FormChecks {
  private readonly titles: Map<string, string>;
  private readonly unique: Map<string, Map<string, number>>;
  /** Rows per column whose value a linkage rule hid. */
  readonly hidden = new Map<string, number>();

  constructor(
    private readonly work: ImportWork, private readonly dictionaries: OptionLookup, private readonly options: ReadonlyMap<string, Option[]>,
    private readonly errors: RowErrors, private readonly tenantId: number,
  ) {
    this.titles = new Map(valueFields(work.ctx.form).map(({ field }) => [field.key, fieldTitle(field)]));
    this.unique = new Map(unionCheckKeys(work.ctx.form).map((key) => [key, new Map<string, number>()]));
  }

  private headerOf(key: string) {
    return this.work.columns.find((c) => c.key === key)?.header ?? this.titles.get(key) ?? key;
  }

  async check(em: EntityManager, batch: Accepted[]): Promise<Checked[]> {
    const { ctx, actor } = this.work;
    const out: Checked[] = [];
    const open = batch.filter((a) => !a.e && !this.errors.refused(a.r));
    const chunk = { answers: new Map<string, Promise<Option[]>>() };
    const labelErrors = await readChunkLabels(em, this.work.columns, { tenantId: this.tenantId, ctx, options: this.options, answers: chunk.answers }, open);
    this.errors.add(...labelErrors);
    const ready = open.filter((a) => !labelErrors.some((e) => e.row === a.r)).map((a) => ({ ...a, v: toFormData(ctx.form, a.v) }));
    // A SQL/HTTP config is asked once per chunk for the same parameters (a control whose options depend on no other
    // field: once per chunk of rows, not per row).
    // The picked user and department ids of the chunk are looked up once per picker.
    const picks = await knownPicks(em, ctx, ready.map((a) => a.v));
    const shared = { dictionaries: this.dictionaries, chunk, picks };
    for (const { r, v } of ready) {
      let stored: Record<string, unknown>;
      let related: RelatedWrites;
      try {
        const checked = await checkRecordForm(em, ctx, actor.userId, await hookedInput(em, ctx, actor, v, null), undefined, shared);
        stored = Object.fromEntries(checked.values.map((c) => [c.column.name, c.value]));
        related = checked.related;
      } catch (error) {
        const api = refusal(error);
        if (!(api instanceof ApiError) || api.status >= 500) throw error;
        const issues = (api.result as { errors?: (Message & { key: string; message: string })[] } | null)?.errors ?? [];
        const message = (m: Message & { message: string }) => (m.code ? { code: m.code, params: m.params } : { code: 'custom', params: { text: m.message } });
        if (issues.length) this.errors.add(...issues.map((e) => rowError(r, this.headerOf(e.key), message(e))));
        else this.errors.add(rowError(r, '', api.catalogued ?? { code: 'custom', params: { text: api.message } }));
        continue;
      }
      if (this.repeats(r, stored)) continue;
      this.countHidden(v);
      out.push({ r, v: stored, related });
    }
    return out;
  }

  /** Whether the row repeats a unique value of an earlier row of the workbook (its error added). */
  private repeats(r: number, stored: Record<string, unknown>): boolean {
    let repeated = false;
    for (const [key, seen] of this.unique) {
      const value = stored[key];
      if (value === null || value === undefined || value === '') continue;
      if (seen.has(String(value))) {
        this.errors.add(rowError(r, this.headerOf(key), { code: 'm.valueUnavailable' }));
        repeated = true;
      } else seen.set(String(value), r);
    }
    return repeated;
  }

  private countHidden(values: Record<string, unknown>) {
    const { hidden } = evaluateLinkage(this.work.ctx.form, values);
    for (const key of hidden) {
      const value = values[key];
      if (value === null || value === undefined || value === '' || !this.work.columns.some((c) => c.key === key)) continue;
      this.hidden.set(key, (this.hidden.get(key) ?? 0) + 1);
    }
  }

  /** The notes of the import: columns a linkage rule hid in some rows. */
  notes(): ImportRowError[] {
    return [...this.hidden].map(([key, count]) => rowError(1, this.headerOf(key), EXCEL_MESSAGES.hiddenByLinkage(this.headerOf(key), count)));
  }
}

/** Writes a checked batch: the rows, their sub-table rows and their after-save hooks; the number of rows written. */
async function writeBatch(em: EntityManager, work: ImportWork, checked: Checked[], scopeCheck: boolean, errors: RowErrors): Promise<number> {
  const { ctx, actor } = work;
  const written = await insertBatch(em, work, checked, scopeCheck, errors);
  for (const row of written) {
    await row.related.write(actor, String(row.written!.id));
    try {
      await afterSave(em, ctx, actor, row.written!);
    } catch (error) {
      // The after-save hook's refusal is the row's error, and the import's (everything rolls back, in either mode:
      // what the hook did for earlier rows cannot be told apart).
      const api = refusal(error);
      if (!(api instanceof ApiError) || api.status >= 500) throw error;
      errors.add(rowError(row.r, '', api.catalogued ?? { code: 'custom', params: { text: api.message } }));
      errors.fail();
    }
  }
  return written.length;
}

/**
 * Runs an import job: check every row's cells, then check and write them in one transaction — all of them or none
 * (mode 'all'), or the valid ones with the rejected ones kept as a workbook (mode 'valid'). Ends with the rows
 * imported as the job's message, and the header's and linkage's notes as its list.
 */
export async function importRows(db: Database, job: ExcelJob, work: ImportWork): Promise<void> {
  const accepted = tempFile('.ndjson');
  const lang = work.lang ?? 'en_US';
  try {
    const errors = new RowErrors(work.mode === 'valid' ? new RejectedRows(lang) : undefined);
    const { rows, header, notes } = await checkRows(db, job, work, accepted, errors);
    job.total = rows;
    job.done = 0;
    job.phase = 'write';
    job.check();
    const { imported, linkageNotes } = await db.inTenant(job.owner.tenantId, async (em) => {
      const { ctx, actor } = work;
      const scopeCheck = (await rowScope(em, ctx, actor.userId)).length > 0;
      const dictionaries = await optionLookup(em, ctx);
      const checks = new FormChecks(work, dictionaries, columnOptions(ctx, work.columns, dictionaries), errors, job.owner.tenantId);
      const lines = readline.createInterface({ input: fs.createReadStream(accepted), crlfDelay: Infinity });
      let batch: Accepted[] = [];
      let count = 0;
      const flush = async () => {
        if (!batch.length) return;
        const checked = await checks.check(em, batch);
        // All or nothing: after a row error the rest are still checked (to report them), none written, and the
        // transaction rolls back.
        if (!errors.failsAll || !errors.count) count += await writeBatch(em, work, checked, scopeCheck, errors);
        job.done += batch.length;
        batch = [];
        job.check();
      };
      for await (const line of lines) {
        if (!line) continue;
        batch.push(JSON.parse(line) as Accepted);
        if (batch.length >= EXCEL_DEFAULTS.importBatchRows) await flush();
      }
      await flush();
      if (errors.failsAll && errors.count) errors.fail();
      // The transaction's last statement, committed with the rows: what a restarted server reads when this process ended
      // before the job's own row said done (that row is written after the commit).
      await insertImportCommit(em, job.id, count);
      return { imported: count, linkageNotes: checks.notes() };
    }, work.actor.username);
    const rejected = errors.rejected?.rows.size ?? 0;
    job.reason = rejected ? EXCEL_MESSAGES.importedPartly(imported, rejected) : EXCEL_MESSAGES.imported(imported);
    job.errors = [...notes, ...linkageNotes, ...[...errors.list].sort((a, b) => a.row - b.row)].slice(0, EXCEL_DEFAULTS.reportedErrors);
    job.errorCount = notes.length + linkageNotes.length + errors.count;
    if (rejected && work.store) {
      job.fileKey = await writeRejected(work.store, accepted, header, errors.rejected!, lang);
      job.fileName = `${work.ctx.view.viewName}_rejected.xlsx`;
    }
  } finally {
    await removeFile(accepted);
    await removeFile(work.file);
  }
}
