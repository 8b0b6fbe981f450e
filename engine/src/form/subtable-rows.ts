// Rows of a sub-table checked with the sub-table form's rules: the same engine validation as a record, per row.
import type { Form } from '../metadata/index.ts';
import type { Message } from '../wire/message.ts';
import { PICK_ID } from './subtables.ts';
import { fieldError, validateRecord, type FieldError, type ValidateOptions } from './validate.ts';
import { toStoredValues } from './values.ts';

/** A row of a sub-table with the id it was read with, if any. */
export interface CheckedRow {
  id?: string;
  /** Column values of the child table (stored form). */
  values: Record<string, unknown>;
}

export interface RowsValidation {
  rows: CheckedRow[];
  /** Errors keyed `<sub-table key>.<row index>.<control key>`, each message prefixed by its row number. */
  errors: FieldError[];
}

/** Every row checked with the sub-table form's rules (the same engine validation as a record). */
export function validateSubTableRows(
  key: string, rowForm: Pick<Form, 'fields'>, rows: readonly Record<string, unknown>[], options: ValidateOptions = {},
): RowsValidation {
  const result: RowsValidation = { rows: [], errors: [] };
  rows.forEach((row, index) => {
    const checked = validateRecord(rowForm, row, options);
    for (const error of checked.errors) {
      const message: Message = { code: error.code, ...(error.params ? { params: error.params } : {}) };
      result.errors.push(fieldError(`${key}.${index}.${error.key}`, message));
    }
    const id = typeof row.id === 'string' && PICK_ID.test(row.id) ? row.id : undefined;
    result.rows.push({ ...(id ? { id } : {}), values: toStoredValues(rowForm, checked.values, options.lookup) });
  });
  return result;
}

