// An issue of the engine's rules in the user's language (its catalogue message when it has a code).
import { renderMessage, type Language, type ValidationIssue } from '@yc/engine';

export const issueText = (issue: ValidationIssue, lang: Language) =>
  issue.code ? renderMessage({ code: issue.code, ...(issue.params ? { params: issue.params } : {}) }, lang) : issue.message;
