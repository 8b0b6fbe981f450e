// Eform errors as API errors: engine refusals and database data errors become 400s with clear texts.
import {
  DdlRejected, EFORM_MESSAGES, LogicRejected, QueryRejected, validateModel, type Message, type MetadataKind, type MetadataOf, type ValidationIssue,
} from '@yc/engine';
import { badRequest, type ApiError } from '../wire/envelope.ts';

export { EFORM_MESSAGES } from '@yc/engine';

/** A 400 listing the issues; its message is the first one. */
export function invalid(issues: readonly ValidationIssue[] | readonly (Partial<Message> & { key: string; message: string })[]): ApiError {
  const first = issues[0];
  return badRequest(first?.code ? { code: first.code, params: first.params } : (first?.message ?? 'Invalid request'), { errors: issues });
}

/** The value as an item of its kind once the engine's schema and rules accept it; otherwise a 400 listing the issues. */
export function validated<K extends MetadataKind>(kind: K, value: unknown): MetadataOf<K> {
  const issues = validateModel(kind, value);
  if (issues.length) throw invalid(issues);
  return value as MetadataOf<K>;
}

const PG_DATA_ERRORS: Record<string, Message> = {
  '22001': EFORM_MESSAGES.valueTooLong,
  '22003': EFORM_MESSAGES.numberTooLarge,
  '22P02': EFORM_MESSAGES.badValueType,
  '22007': EFORM_MESSAGES.badValueType,
  '22008': EFORM_MESSAGES.badValueType,
  '23502': EFORM_MESSAGES.requiredColumnEmpty,
  '42703': EFORM_MESSAGES.tableOutOfSync,
  '42S22': EFORM_MESSAGES.tableOutOfSync,
  '42P01': EFORM_MESSAGES.tableNotSynced,
  '42S02': EFORM_MESSAGES.tableNotSynced,
};

/** Runs `work`, turning engine refusals and data errors (the platform's or a data source's) into 400s; anything else passes through. */
export async function asApiErrors<T>(work: () => Promise<T>, pgMessages: Record<string, Message> = {}): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toApiError(error, pgMessages);
  }
}

export function toApiError(error: unknown, pgMessages: Record<string, Message> = {}): unknown {
  if (error instanceof QueryRejected || error instanceof DdlRejected || error instanceof LogicRejected) {
    return badRequest(error.catalogued ?? error.message);
  }
  // A driver's error code, or the SQLSTATE of a data source's refusal (the same codes for the data errors).
  const code = (error as { code?: unknown } | null)?.code ?? (error as { sqlState?: unknown } | null)?.sqlState;
  if (typeof code === 'string') {
    const message = pgMessages[code] ?? PG_DATA_ERRORS[code];
    if (message) return badRequest(message);
    if (code === '23505') return badRequest(EFORM_MESSAGES.codeRepeated);
  }
  return error;
}
