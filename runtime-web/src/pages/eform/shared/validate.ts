// Metadata checked by the engine before it is sent (the server checks the same again): the first issue is
// told, the others are returned for the screen to mark.
import { ApiError } from '../../../request/http.ts';
import { notify } from '../../../request/report.ts';
import { validateModel, type MetadataKind, type ValidationIssue } from './engine.ts';
import { translateRuleMessage } from './rule-messages.ts';

/** An issue as a designer reads it: the message, and where when the message does not say. */
export function issueText(issue: ValidationIssue): string {
  const message = translateRuleMessage(issue.message);
  return message !== issue.message || /^[A-Z]/.test(message) || !issue.path ? message : `${issue.path} ${message}`;
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
