// An import of a workbook into a list page's table, all or nothing. First pass (no transaction held): the first sheet is
// streamed row by row; every row is checked by the column import rules (presets here, check rules in the sandbox) and
// by the page's form as a new record would be, and accepted values go to a temporary file. Any row error fails the
// import with 'import failed because of wrong data format' and the rows and columns at fault. Second pass: one
// transaction inserts the rows in multi-row statements (unique fields checked per batch, data rules checked on what was
// written, each record in the data log); cancelling or any error rolls everything back.
import fs from 'node:fs';
import readline from 'node:readline';
import ExcelJS from 'exceljs';
import {
  checkRuleTarget, EXCEL_DEFAULTS, EXCEL_MESSAGES, fieldTitle, importRow, isBlankRow, matchHeaders, Params, PATTERN_MATCH_SCRIPT,
  PLATFORM_DIALECT, rowError, selectList, toFormData, unionCheckKeys, valueFields, writeValue,
  type ExcelColumn, type ImportRowError, type Message, type ScriptRunner,
} from '@yc/engine';
import type { Database, EntityManager } from '../../db/database.ts';
import { ApiError } from '../../wire/envelope.ts';
import { writeDataLog, type Actor } from '../data-log.ts';
import { toApiError } from '../errors.ts';
import { loadItem } from '../metadata-store.ts';
import type { RecordContext } from '../records-context.ts';
import { rowScope } from '../records-scope.ts';
import { fieldValidator, newRecordInput } from '../records-service.ts';
import { runStatement } from '../sql-exec.ts';
import { JobCancelled, JobFailed, removeFile, tempFile, type ExcelJob } from './jobs.ts';

export interface ImportWork {
  ctx: RecordContext;
  columns: readonly ExcelColumn[];
  /** The uploaded workbook. */
  file: string;
  actor: Actor;
  sandbox: ScriptRunner;
}

interface Accepted {
  /** The sheet's row number. */
  r: number;
  /** The column values by field. */
  v: Record<string, unknown>;
}

/** Collects row errors: the first ones reported, all of them counted. */
class RowErrors {
  readonly list: ImportRowError[] = [];
  count = 0;
  add(...errors: ImportRowError[]) {
    for (const e of errors) {
      this.count += 1;
      if (this.list.length < EXCEL_DEFAULTS.reportedErrors) this.list.push(e);
    }
  }
  fail(): never {
    throw new JobFailed(EXCEL_MESSAGES.importFailed, [...this.list].sort((a, b) => a.row - b.row), this.count);
  }
}

/** Values to match against check rules (codes that are no preset), matched in the sandbox a batch at a time. */
class CheckRules {
  private pending: { row: number; column: ExcelColumn; value: string }[] = [];
  private readonly rules = new Map<string, { pattern: string; digits?: number; message?: string } | null>();

  constructor(private readonly db: Database, private readonly tenantId: number, private readonly sandbox: ScriptRunner, private readonly errors: RowErrors) {}

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
    const input = known.map((t) => {
      const rule = this.rules.get(t.column.importRule!)!;
      return { pattern: rule.pattern, value: checkRuleTarget(t.value, rule.digits) };
    });
    const results = await this.sandbox.run('script', PATTERN_MATCH_SCRIPT, input);
    known.forEach((t, i) => {
      if (Array.isArray(results) && results[i] === true) return;
      this.errors.add(rowError(t.row, t.column.header, EXCEL_MESSAGES.ruleFailed(t.column.header, t.column.importRule!)));
    });
  }
}

/** The rows of the workbook's first sheet: the header's cells, then each row's number and cells. */
async function* sheetRows(file: string): AsyncGenerator<{ number: number; cells: unknown[] }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', entries: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      const values = row.values as unknown[];
      yield { number: row.number, cells: Array.isArray(values) ? values.slice(1) : [] };
    }
    return;
  }
}

/** The workbook's rows checked and accepted into `out` (one JSON line each); the number of rows. */
async function checkRows(db: Database, job: ExcelJob, work: ImportWork, out: string): Promise<number> {
  const { ctx } = work;
  const errors = new RowErrors();
  const checks = new CheckRules(db, job.owner.tenantId, work.sandbox, errors);
  const validate = await db.inTenant(job.owner.tenantId, (em) => fieldValidator(em, ctx));
  const titles = new Map(valueFields(ctx.form).map(({ field }) => [field.key, fieldTitle(field)]));
  const unique = new Map(unionCheckKeys(ctx.form).map((key) => [key, new Map<string, number>()]));
  const sink = fs.createWriteStream(out);
  let columns: (ExcelColumn | null)[] | undefined;
  let rows = 0;
  const headerOf = (key: string) => work.columns.find((c) => c.key === key)?.header ?? titles.get(key) ?? key;
  try {
    for await (const { number, cells } of sheetRows(work.file)) {
      if (!columns) {
        const matched = matchHeaders(cells, ctx.view, work.columns);
        if (matched.errors.length) throw new JobFailed(EXCEL_MESSAGES.importFailed, matched.errors);
        columns = matched.columns;
        continue;
      }
      if (isBlankRow(cells)) continue;
      rows += 1;
      job.done = rows;
      if (rows % 500 === 0) job.check();
      const row = importRow(number, cells, columns);
      errors.add(...row.errors);
      if (row.checkRules.length) await checks.add(number, row.checkRules);
      let stored: Record<string, unknown>;
      try {
        stored = validate(newRecordInput(ctx, toFormData(ctx.form, row.values)));
      } catch (error) {
        const issues = error instanceof ApiError ? ((error.result as { errors?: (Message & { key: string; message: string })[] } | null)?.errors ?? []) : [];
        if (!issues.length) throw error;
        errors.add(...issues.map((e) => rowError(number, headerOf(e.key), e.code ? { code: e.code, params: e.params } : { code: 'custom', params: { text: e.message } })));
        continue;
      }
      for (const [key, seen] of unique) {
        const value = stored[key];
        if (value === null || value === undefined || value === '') continue;
        const first = seen.get(String(value));
        if (first !== undefined) errors.add(rowError(number, headerOf(key), { code: 'm.valueUnavailable' }));
        else seen.set(String(value), number);
      }
      if (errors.count === 0 && !sink.write(`${JSON.stringify({ r: number, v: stored } satisfies Accepted)}\n`)) {
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
  if (errors.count) errors.fail();
  if (rows === 0) throw new JobFailed(EXCEL_MESSAGES.noRows);
  return rows;
}

const q = (name: string) => PLATFORM_DIALECT.quote(name);

/** Inserts one batch of accepted rows; returns the rows as written (for the data log). */
async function insertBatch(em: EntityManager, work: ImportWork, batch: Accepted[], scopeCheck: boolean, errors: RowErrors): Promise<Record<string, unknown>[]> {
  const { ctx, actor } = work;
  const table = ctx.model.tableName;
  // Unique fields: a value another record of the enterprise already has.
  for (const key of unionCheckKeys(ctx.form)) {
    const values = batch.map((a) => a.v[key]).filter((v) => v !== null && v !== undefined && v !== '');
    if (!values.length) continue;
    const params = new Params('question');
    const taken = await runStatement<{ v: string }>(em, {
      text: `select ${q(key)}::text as v from ${q(table)} where ${q(key)} in (${values.map((v) => params.add(v)).join(', ')})`, values: params.values,
    });
    const takenSet = new Set(taken.map((t) => t.v));
    for (const a of batch) if (takenSet.has(String(a.v[key]))) errors.add(rowError(a.r, work.columns.find((c) => c.key === key)?.header ?? key, { code: 'm.valueUnavailable' }));
  }
  if (errors.count) errors.fail();
  const keys = [...new Set(batch.flatMap((a) => Object.keys(a.v)))].filter((k) => ctx.columns.has(k));
  const params = new Params('question');
  const tuples = batch.map((a) => {
    const cells = keys.map((k) => (Object.hasOwn(a.v, k) ? writeValue(ctx.columns.get(k)!, params, a.v[k]) : 'default'));
    return `(${[...cells, params.add(actor.username)].join(', ')})`;
  });
  const names = [...keys, 'create_by'].map(q).join(', ');
  const text = `insert into ${q(table)} (${names}) values ${tuples.join(', ')} returning ${selectList([...ctx.columns.values()])}`;
  let written: (Record<string, unknown> & { id: string })[];
  try {
    written = await runStatement(em, { text, values: params.values });
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
    const ids = new Params('question');
    const scope = await rowScope(em, ctx, actor.userId);
    const where = [`${q('id')} in (${written.map((r) => ids.add(r.id)).join(', ')})`, ...scope.map((f) => ids.fragment(f))].join(' and ');
    const [row] = await runStatement<{ n: number }>(em, { text: `select count(*)::int as n from ${q(table)} where ${where}`, values: ids.values });
    if ((row?.n ?? 0) !== written.length) throw new JobFailed({ code: 'm.permissionDenied' });
  }
  await writeDataLog(em, table, actor, written.map((r) => ({ action: 'add' as const, recordId: r.id, before: null, after: r })));
  return written;
}

/** Runs an import job: check every row, then write all of them in one transaction. */
export async function importRows(db: Database, job: ExcelJob, work: ImportWork): Promise<void> {
  const accepted = tempFile('.ndjson');
  try {
    const rows = await checkRows(db, job, work, accepted);
    job.total = rows;
    job.done = 0;
    job.phase = 'write';
    job.check();
    await db.inTenant(job.owner.tenantId, async (em) => {
      const scopeCheck = (await rowScope(em, work.ctx, work.actor.userId)).length > 0;
      const errors = new RowErrors();
      const lines = readline.createInterface({ input: fs.createReadStream(accepted), crlfDelay: Infinity });
      let batch: Accepted[] = [];
      const flush = async () => {
        if (!batch.length) return;
        await insertBatch(em, work, batch, scopeCheck, errors);
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
    }, work.actor.username);
  } finally {
    await removeFile(accepted);
    await removeFile(work.file);
  }
}

