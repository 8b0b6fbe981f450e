// Excel import and export of list pages (spec §9): which columns a workbook has and in what order, how a cell becomes
// a record value and a value a cell, the import rules of the page's columns, the row-level errors of an import, the
// job a long run is, and the messages of all of it. Pure: the server streams workbooks through these, the console
// renders the jobs and the messages.
import { isPlatformColumn, readableColumns, type ValueType } from '../ddl/columns.ts';
import { fieldTitle, valueFields } from '../form/fields.ts';
import { controlDefinition } from '../form/registry.ts';
import type { Form, TableModel, View, ViewColumn } from '../metadata/index.ts';
import { findRulePattern, type MaskingType } from '../vocab/index.ts';
import { defineMessages, messageMaker, renderMessage, type Message } from '../wire/message.ts';

export const EXCEL_TEXTS = defineMessages('excel', {
  importFailed: { en_US: 'import failed because of wrong data format', zh_CN: '导入失败，数据格式错误' },
  exportTooMany: {
    en_US: 'The export has {total} rows, more than the maximum of {max} rows; narrow the query',
    zh_CN: '导出数据共 {total} 行，超过最大导出行数 {max}，请缩小查询范围',
  },
  fileTooLarge: { en_US: 'The file is larger than the maximum of {max} MB', zh_CN: '文件超过最大 {max} MB' },
  exportTooLarge: { en_US: 'The export is larger than a workbook can hold (4 GB of sheet data); narrow the query', zh_CN: '导出数据超过工作簿容量（4 GB），请缩小查询范围' },
  notWorkbook: { en_US: 'The file is not an Excel workbook (.xlsx)', zh_CN: '文件不是 Excel 工作簿（.xlsx）' },
  noImportColumns: { en_US: 'This page has no columns to import', zh_CN: '此页面没有可导入的列' },
  unknownHeader: { en_US: 'Column {header} is not a column of this page', zh_CN: '列 {header} 不是此页面的列' },
  noRows: { en_US: 'The file has no rows to import', zh_CN: '文件中没有可导入的数据行' },
  ruleFailed: { en_US: '{title} does not match the import rule {rule}', zh_CN: '{title}不符合导入规则 {rule}' },
  ruleUnknown: { en_US: 'The import rule {rule} of {title} does not exist', zh_CN: '{title}的导入规则 {rule} 不存在' },
  rowError: { en_US: 'Row {row}, {column}: {message}', zh_CN: '第 {row} 行，{column}：{message}' },
  moreErrors: { en_US: '… and {count} more {count:error|errors}', zh_CN: '……另有 {count} 个错误' },
  cancelled: { en_US: 'Cancelled; nothing was kept', zh_CN: '已取消，未保留任何数据' },
  interrupted: { en_US: 'The server running the job stopped; nothing was kept', zh_CN: '运行此任务的服务已停止，未保留任何数据' },
  notFinished: { en_US: 'The job has not finished yet', zh_CN: '任务尚未完成' },
  notSupported: { en_US: 'not currently supported', zh_CN: '暂不支持' },
  tooManyJobs: { en_US: 'You already have {max} imports or exports running; wait for one to finish', zh_CN: '您已有 {max} 个导入或导出任务在运行，请等待完成' },
  imported: { en_US: '{count} {count:row|rows} imported', zh_CN: '已导入 {count} 行' },
  importedPartly: {
    en_US: '{count} {count:row|rows} imported; {rejected} {rejected:row|rows} rejected (download them with their errors)',
    zh_CN: '已导入 {count} 行；{rejected} 行未导入（可下载这些行及其错误）',
  },
  notImported: { en_US: 'Column {header} is not imported by this page; its values were ignored', zh_CN: '此页面不导入列 {header}，其值已忽略' },
  requiredMissing: { en_US: 'The required column {header} is missing', zh_CN: '缺少必填列 {header}' },
  ambiguousLabel: { en_US: '{label} names more than one choice of {title}; write its code', zh_CN: '{label} 对应{title}的多个选项，请填写其编码' },
  hiddenByLinkage: {
    en_US: 'Column {header} is hidden by a linkage rule in {count} rows: as on a form, its value there was not saved',
    zh_CN: '列 {header} 在 {count} 行中被联动规则隐藏：与表单相同，这些行的该值未保存',
  },
  errorColumn: { en_US: 'Error', zh_CN: '错误' },
});

const excel = messageMaker('excel', EXCEL_TEXTS);

export const EXCEL_MESSAGES = {
  importFailed: excel('importFailed'),
  exportTooMany: (total: number, max: number) => excel('exportTooMany', { total, max }),
  fileTooLarge: (max: number) => excel('fileTooLarge', { max }),
  exportTooLarge: excel('exportTooLarge'),
  notWorkbook: excel('notWorkbook'),
  noImportColumns: excel('noImportColumns'),
  unknownHeader: (header: string) => excel('unknownHeader', { header }),
  noRows: excel('noRows'),
  ruleFailed: (title: string, rule: string) => excel('ruleFailed', { title, rule }),
  ruleUnknown: (title: string, rule: string) => excel('ruleUnknown', { title, rule }),
  rowError: (row: number, column: string, message: string) => excel('rowError', { row, column, message }),
  moreErrors: (count: number) => excel('moreErrors', { count }),
  cancelled: excel('cancelled'),
  interrupted: excel('interrupted'),
  notFinished: excel('notFinished'),
  notSupported: excel('notSupported'),
  tooManyJobs: (max: number) => excel('tooManyJobs', { max }),
  imported: (count: number) => excel('imported', { count }),
  importedPartly: (count: number, rejected: number) => excel('importedPartly', { count, rejected }),
  notImported: (header: string) => excel('notImported', { header }),
  requiredMissing: (header: string) => excel('requiredMissing', { header }),
  ambiguousLabel: (label: string, title: string) => excel('ambiguousLabel', { label, title }),
  hiddenByLinkage: (header: string, count: number) => excel('hiddenByLinkage', { header, count }),
  errorColumn: excel('errorColumn'),
} as const;

/**
 * What an import does with rows that fail: 'all' writes every row or none (the default); 'valid' writes the rows that
 * pass and keeps the rejected ones, with an error column, as a workbook the job's owner downloads.
 */
export const IMPORT_MODES = ['all', 'valid'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** Defaults of the configurable limits (the server reads EXCEL_EXPORT_MAX_ROWS and EXCEL_IMPORT_MAX_MB). */
export const EXCEL_DEFAULTS = {
  maxExportRows: 1_000_000,
  maxImportMb: 20,
  /** Rows written to the database in one statement. */
  importBatchRows: 500,
  /** Row errors an import reports at most (the rest are counted). */
  reportedErrors: 200,
  /** Jobs one user may run at once (on all the server's instances). */
  jobsPerUser: 2,
  /** How often the instance running a job records its progress (its heartbeat) and reads a cancel asked elsewhere. */
  heartbeatMs: 500,
  /** A running job whose heartbeat is older than this ended with its instance: it is failed. */
  staleJobSeconds: 30,
} as const;

export const EXCEL_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const EXCEL_JOB_KINDS = ['export', 'import'] as const;
export type ExcelJobKind = (typeof EXCEL_JOB_KINDS)[number];
export const EXCEL_JOB_STATES = ['running', 'done', 'failed', 'cancelled'] as const;
export type ExcelJobState = (typeof EXCEL_JOB_STATES)[number];

/** How a column's values are labelled in a workbook: a control's options, or picked users or departments. */
export type LabelKind = 'options' | 'user' | 'dept';

/** One problem of an imported row: the sheet's row number (the header is row 1), the column's header and the message. */
export interface ImportRowError extends Message {
  row: number;
  column: string;
  /** The message in English (the console renders `code` and `params` in its language). */
  message: string;
}

/** A job as the server answers it: progress (rows done of total), its state, and what it ended with. */
export interface ExcelJobStatus {
  id: string;
  kind: ExcelJobKind;
  state: ExcelJobState;
  /** An import first checks every row (total unknown until then), then writes them; an export only writes. */
  phase: 'check' | 'write';
  done: number;
  total: number;
  /** Why it failed or how it ended, as a catalogue message (and in English). */
  message?: string;
  messageCode?: Message;
  /**
   * Row-level errors of a failed import (at most EXCEL_DEFAULTS.reportedErrors) and how many there were; of a done
   * import, the notes of its header (columns not imported) and the errors of the rows it rejected.
   */
  errors: ImportRowError[];
  errorCount: number;
  /** The workbook's file name: a done export's, or a done import's rejected rows (with their errors). */
  fileName?: string;
}

/** A column of a workbook: the field it holds, its header (alias, else name) and the value type of the table column. */
export interface ExcelColumn {
  key: string;
  header: string;
  type: ValueType;
  mask?: MaskingType;
  /** A rule pattern preset (or check rule code) imported values must match. */
  importRule?: string;
  /** Values written as labels and read as labels or codes: a control's options, or picked users or departments. */
  labels?: LabelKind;
  width?: number;
}

const headerOf = (c: ViewColumn) => c.colAlias || c.colName;

function bySortNo(columns: readonly ViewColumn[]): ViewColumn[] {
  return columns.map((c, i) => ({ c, i })).sort((a, b) => (a.c.sortNo ?? a.i) - (b.c.sortNo ?? b.i) || a.i - b.i).map((x) => x.c);
}

/** The columns an export writes: the page's shown columns of its table, in page order, headed by alias or name. */
export function exportColumns(view: Pick<View, 'columns'>, model: Pick<TableModel, 'columns'>): ExcelColumn[] {
  const physical = readableColumns(model);
  return bySortNo(view.columns)
    .filter((c) => c.isShow !== false && physical.has(c.colCode) && physical.get(c.colCode)!.type !== 'blob')
    .map((c) => ({
      key: c.colCode,
      header: headerOf(c),
      type: physical.get(c.colCode)!.type,
      ...(c.tuoMin && c.tuoMin !== 'none' ? { mask: c.tuoMin } : {}),
      ...(c.colWidth ? { width: c.colWidth } : {}),
    }));
}

/**
 * The columns an import reads (and its template has): the page's columns marked isImport, in page order; a page that
 * marks none imports every column it shows that is the model's own (not a platform column; masked ones too).
 */
export function importColumns(view: Pick<View, 'columns'>, model: Pick<TableModel, 'columns'>): ExcelColumn[] {
  const physical = readableColumns(model);
  const own = bySortNo(view.columns).filter((c) => physical.has(c.colCode) && !isPlatformColumn(c.colCode) && physical.get(c.colCode)!.type !== 'blob');
  const marked = own.filter((c) => c.isImport === true);
  // Masking is about display: a masked column is imported like any other (a required one would fail every row).
  const chosen = marked.length ? marked : own.filter((c) => c.isShow !== false);
  return chosen.map((c) => ({
    key: c.colCode,
    header: headerOf(c),
    type: physical.get(c.colCode)!.type,
    ...(c.importRules ? { importRule: c.importRules } : {}),
    ...(c.colWidth ? { width: c.colWidth } : {}),
  }));
}

/**
 * The import column of each header cell (by header, name or code; spaces and case aside), or null for a column the
 * page shows but does not import (a note: its values are ignored); a header naming nothing of the page is an error,
 * and so is a required column (`required`: the headers of the form's required fields) the header row lacks.
 */
export function matchHeaders(
  headers: readonly unknown[], view: Pick<View, 'columns'>, columns: readonly ExcelColumn[], required: readonly { key: string; header: string }[] = [],
): { columns: (ExcelColumn | null)[]; errors: ImportRowError[]; notes: ImportRowError[] } {
  const norm = (s: string) => s.trim().toLowerCase();
  const byName = new Map<string, ExcelColumn>();
  const known = new Set<string>();
  for (const c of view.columns) for (const n of [c.colCode, c.colName, c.colAlias ?? '']) if (n) known.add(norm(n));
  for (const c of columns) {
    const vc = view.columns.find((v) => v.colCode === c.key);
    for (const n of [c.header, c.key, vc?.colName ?? '']) if (n && !byName.has(norm(n))) byName.set(norm(n), c);
  }
  const errors: ImportRowError[] = [];
  const notes: ImportRowError[] = [];
  const matched = headers.map((h, i) => {
    const text = cellText(h);
    if (text === null) return null;
    const column = byName.get(norm(text));
    if (column) return column;
    if (!known.has(norm(text))) errors.push(rowError(1, columnLetter(i), EXCEL_MESSAGES.unknownHeader(text)));
    else notes.push(rowError(1, columnLetter(i), EXCEL_MESSAGES.notImported(text)));
    return null;
  });
  const present = new Set(matched.filter((c): c is ExcelColumn => c !== null).map((c) => c.key));
  for (const r of required) if (!present.has(r.key)) errors.push(rowError(1, r.header, EXCEL_MESSAGES.requiredMissing(r.header)));
  return { columns: matched, errors, notes };
}

/**
 * The fields an import cannot do without: value controls the form requires, with no default, that the caller could
 * fill in (not disabled); headed as the page's import column, else its title.
 */
export function requiredImportFields(form: Pick<Form, 'fields'>, columns: readonly ExcelColumn[]): { key: string; header: string }[] {
  return valueFields(form)
    .filter(({ field }) => (field.required === 'Y' || (field.rules ?? []).some((r) => r.required)) && field.defaultValue === undefined
      && field.disabled !== 'Y' && !controlDefinition(field.type)?.serverFilled)
    .map(({ field }) => ({ key: field.key, header: columns.find((c) => c.key === field.key)?.header ?? fieldTitle(field) }));
}

/** A row error: the row, the column header and the message as data with its English text. */
export const rowError = (row: number, column: string, message: Message): ImportRowError =>
  ({ row, column, ...message, message: renderMessage(message, 'en_US') });

/** The spreadsheet letter of a zero-based column index (A, B, …, Z, AA, …). */
export function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const dateText = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const timeText = (d: Date) => `${dateText(d)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

/** The plain value of a workbook cell: text of rich text and links, a formula's result, null for empty and errors. */
export function cellValue(value: unknown): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; formula?: unknown; error?: unknown };
    if (Array.isArray(v.richText)) return cellValue(v.richText.map((r) => r.text).join(''));
    if ('formula' in v || 'sharedFormula' in v) return cellValue(v.result);
    if ('error' in v) return null;
    if ('text' in v) return cellValue(v.text);
  }
  return null;
}

/** A cell as text (headers), or null when empty. */
export function cellText(value: unknown): string | null {
  const v = cellValue(value);
  if (v === null) return null;
  return v instanceof Date ? timeText(v) : String(v);
}

/**
 * A cell as the stored value of a column of this type: numbers of number columns, 'YYYY-MM-DD' of date columns (a
 * date cell, or text), text of text columns (a number typed into a text column becomes its digits).
 */
export function importValue(type: ValueType, raw: unknown): unknown {
  const v = cellValue(raw);
  if (v === null) return null;
  if (v instanceof Date) return type === 'date' ? dateText(v) : timeText(v);
  if (type === 'number' || type === 'integer') {
    if (typeof v === 'number') return v;
    if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
    return v;
  }
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return String(v);
  return type === 'date' ? v.trim() : v;
}

/** A stored value as a cell: numbers as numbers, times as 'YYYY-MM-DD HH:mm:ss' (UTC), the rest as text. */
export function exportValue(type: ValueType, value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return timeText(value);
  if ((type === 'number' || type === 'integer') && (typeof value === 'number' || typeof value === 'string')) {
    const n = Number(value);
    return Number.isFinite(n) && String(value).trim() !== '' ? n : String(value);
  }
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The stored values of one sheet row by field, and the problems its import rules find (a preset pattern the text of
 * a value must match; a code that is no preset is handed back in `checkRules` for the server to check).
 */
export function importRow(
  rowNumber: number, cells: readonly unknown[], columns: readonly (ExcelColumn | null)[],
): { values: Record<string, unknown>; errors: ImportRowError[]; checkRules: { column: ExcelColumn; value: string }[] } {
  const values: Record<string, unknown> = {};
  const errors: ImportRowError[] = [];
  const checkRules: { column: ExcelColumn; value: string }[] = [];
  columns.forEach((column, i) => {
    if (!column) return;
    const value = importValue(column.type, cells[i]);
    values[column.key] = value;
    if (!column.importRule || value === null || value === '') return;
    const preset = findRulePattern(column.importRule);
    if (!preset) return void checkRules.push({ column, value: String(value) });
    if (!new RegExp(preset.source).test(String(value))) errors.push(rowError(rowNumber, column.header, EXCEL_MESSAGES.ruleFailed(column.header, column.importRule)));
  });
  return { values, errors, checkRules };
}

/** Whether a sheet row has no value at all (skipped by an import). */
export const isBlankRow = (cells: readonly unknown[]) => cells.every((c) => cellValue(c) === null);

/** An export's file name: the page's name and the time, safe in any file system. */
export function exportFileName(viewName: string, at: Date): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what a file name may not hold
  const name = viewName.replace(/[\\/:*?"<>|\x00-\x1f]/g, '_').slice(0, 80) || 'export';
  return `${name}_${dateText(at).replace(/-/g, '')}${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}.xlsx`;
}
