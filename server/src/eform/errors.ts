// Eform errors as API errors: engine refusals and database data errors become 400s with clear texts.
import { DdlRejected, LogicRejected, MESSAGES, QueryRejected, type ValidationIssue } from '@yc/engine';
import { badRequest, type ApiError } from '../wire/envelope.ts';

export const EFORM_MESSAGES = {
  groupMissing: 'Choose an app group for this item',
  groupUnknown: (code: string) => `App group ${code} does not exist`,
  groupInUse: 'The app group still has metadata; move or delete it first',
  groupHasChildren: 'The app group has sub groups; delete them first',
  codeRepeated: 'Code cannot be repeated',
  versionRequired: MESSAGES.versionRequired.en_US,
  modelInUse: 'The table model is used by forms or pages; delete them first',
  generatedExists: (code: string) => `${code} already exists: use 'Update form and page from the model' to bring it up to date, or choose other codes`,
  tableModelUnknown: (code: string) => `Table model ${code} does not exist`,
  formUnknown: (code: string) => `Form ${code} does not exist`,
  columnUnknown: (colCode: string, table: string) => `Column ${colCode} is not a field of table ${table}`,
  tableNotSynced: 'The table of this page has not been created yet; create or sync it first',
  tableOutOfSync: 'The table does not match its model; sync the table first',
  pageNotForRecords: 'This page does not list the records of a table model',
  noButton: (action: string) => `This page has no ${action} button`,
  valueTooLong: 'A value is longer than its field allows',
  numberTooLarge: 'A number is too large for its field',
  badValueType: 'A value does not fit the type of its field',
  requiredColumnEmpty: 'A field that may not be empty has no value',
  columnHasEmptyValues: 'A field cannot be made required while some records leave it empty',
  duplicatesBlockUniqueIndex: 'Some records share a value that must be unique; make the values unique first',
  selectRecord: 'Please select a record',
  dictItemExists: 'The dictionary already has an item with this value',
} as const;

/** A 400 listing the issues; its message is the first one. */
export function invalid(issues: readonly ValidationIssue[] | readonly { key: string; message: string }[]): ApiError {
  return badRequest(issues[0]?.message ?? 'Invalid request', { errors: issues });
}

const PG_DATA_ERRORS: Record<string, string> = {
  '22001': EFORM_MESSAGES.valueTooLong,
  '22003': EFORM_MESSAGES.numberTooLarge,
  '22P02': EFORM_MESSAGES.badValueType,
  '22007': EFORM_MESSAGES.badValueType,
  '22008': EFORM_MESSAGES.badValueType,
  '23502': EFORM_MESSAGES.requiredColumnEmpty,
  '42703': EFORM_MESSAGES.tableOutOfSync,
};

/** Runs `work`, turning engine refusals and PostgreSQL data errors into 400s; anything else passes through. */
export async function asApiErrors<T>(work: () => Promise<T>, pgMessages: Record<string, string> = {}): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toApiError(error, pgMessages);
  }
}

export function toApiError(error: unknown, pgMessages: Record<string, string> = {}): unknown {
  if (error instanceof QueryRejected || error instanceof DdlRejected || error instanceof LogicRejected) return badRequest(error.message);
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    const message = pgMessages[code] ?? PG_DATA_ERRORS[code];
    if (message) return badRequest(message);
    if (code === '23505') return badRequest(EFORM_MESSAGES.codeRepeated);
  }
  return error;
}
