// Batch save of an editable table (viewType 'editableTable'): the rows added or edited and the ids deleted, written
// all-or-nothing in one transaction; a refused row is reported with its index (0-based, in the order sent) and its
// field errors, and nothing is written.
import { defineMessages, messageMaker } from '../wire/message.ts';

/** The most rows (added, edited and deleted together) one batch save takes. */
export const MAX_BATCH_SAVE_ROWS = 1000;

/** A row sent by an editable table: with `id` (and `data_version`) an edit, without one an addition. */
export type BatchSaveRow = Record<string, unknown> & { id?: string };

export interface BatchSaveBody {
  rows: BatchSaveRow[];
  deleted?: string[];
}

/** One refused row: its index in `rows`, its first message and its field errors (key and message). */
export interface BatchRowError {
  row: number;
  message: string;
  errors: { key?: string; message: string }[];
}

export interface BatchSaveResult {
  added: number;
  edited: number;
  deleted: number;
}

export const PAGE_BATCH_TEXTS = defineMessages('pageBatch', {
  rowRefused: { en_US: 'Row {row}: {message}', zh_CN: '第 {row} 行：{message}' },
  nothingToSave: { en_US: 'There are no changes to save', zh_CN: '没有需要保存的修改' },
  tooManyRows: { en_US: 'At most {max} rows can be saved at once', zh_CN: '一次最多保存 {max} 行' },
  remoteNotSupported: { en_US: 'Records kept by another service cannot be saved in a batch', zh_CN: '外部服务的记录不支持批量保存' },
});
const batch = messageMaker('pageBatch', PAGE_BATCH_TEXTS);

export const PAGE_BATCH_MESSAGES = {
  /** `row` is the row's number as shown (1-based). */
  rowRefused: (row: number, message: string) => batch('rowRefused', { row, message }),
  nothingToSave: batch('nothingToSave'),
  tooManyRows: batch('tooManyRows', { max: MAX_BATCH_SAVE_ROWS }),
  remoteNotSupported: batch('remoteNotSupported'),
} as const;

/** The rows of a table that differ from what was loaded: the keys a row changed (for dirty marks and the batch sent). */
export function changedKeys(original: Record<string, unknown> | undefined, edited: Record<string, unknown>): string[] {
  if (!original) return Object.keys(edited).filter((k) => edited[k] !== undefined && edited[k] !== null && edited[k] !== '');
  return Object.keys(edited).filter((k) => !sameValue(original[k], edited[k]));
}

const sameValue = (a: unknown, b: unknown): boolean =>
  (a ?? '') === (b ?? '') || (typeof a !== 'object' && typeof b !== 'object' && String(a ?? '') === String(b ?? ''));
