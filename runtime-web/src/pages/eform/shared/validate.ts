// Metadata checked by the engine before it is sent (the server checks the same again): the first issue is
// told, the others are returned for the screen to mark.
import { ApiError } from '../../../request/http.ts';
import { notify } from '../../../request/report.ts';
import { currentLanguage } from '../../../i18n/language.ts';
import { isKnownMessage, renderMessage, validateModel, type MetadataKind, type ValidationIssue } from './engine.ts';

/**
 * An issue as a designer reads it: a modelling rule's message in the console's language (from its code), a schema's
 * message (which names its path) as the engine words it.
 */
export function issueText(issue: ValidationIssue): string {
  if (issue.code && isKnownMessage(issue.code)) return renderMessage({ code: issue.code, params: issue.params }, currentLanguage());
  return issue.message;
}

/** The engine's issues of an item (schema and modelling rules of spec §5). */
export const issuesOf = (kind: MetadataKind, item: unknown): ValidationIssue[] => validateModel(kind, item);

/** Throws (as an already reported refusal, keeping a modal open) when the engine finds issues. */
export function ensureValid(kind: MetadataKind, item: unknown): void {
  const issues = issuesOf(kind, item);
  if (issues.length === 0) return;
  notify('warning', issueText(issues[0]!));
  throw new ApiError(issues[0]!.message, 400, '400');
}
