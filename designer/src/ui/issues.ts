// An issue of the engine's rules in the user's language (its catalogue message when it has a code). A schema issue
// (ajv's, English, naming its JSON pointer) is told by the field's label instead: "Main table › Table name is
// required", never "/mainTable/tableName …".
import { consoleText, defineTexts, hasText, renderMessage, type ConsoleTexts, type Language, type ValidationIssue } from '@yc/engine';

export const ISSUE_TEXTS = defineTexts({
  zh_CN: {
    required: '请填写{{field}}',
    entry: '{{list}}第 {{n}} 项',
    invalid: '{{field}}：{{text}}',
  },
  en_US: {
    required: '{{field}} is required',
    entry: '{{list}} #{{n}}',
    invalid: '{{field}}: {{text}}',
  },
});

/** How a designer names a property of its document: its table of texts and, where a property's text has another key, that key. */
export interface IssueLabels {
  texts: ConsoleTexts;
  alias?: Readonly<Record<string, string>>;
}

/** A path segment's label in the designer's texts, if it has one. */
function segmentLabel(segment: string, lang: Language, labels: IssueLabels | undefined): string | undefined {
  if (!labels) return undefined;
  const key = labels.alias?.[segment] ?? segment;
  return hasText(labels.texts, key) ? consoleText(labels.texts, lang, key) : undefined;
}

/** Where an issue is, in the designer's labels: `/items/0/widgetCode` → "Items #1 › Report widget". */
export function issuePlace(path: string, lang: Language, labels?: IssueLabels): string {
  const parts: string[] = [];
  for (const segment of path.split('/').filter(Boolean)) {
    if (/^\d+$/.test(segment) && parts.length) {
      parts.push(consoleText(ISSUE_TEXTS, lang, 'entry', { list: parts.pop()!, n: Number(segment) + 1 }));
    } else {
      parts.push(segmentLabel(segment, lang, labels) ?? segment);
    }
  }
  return parts.join(' › ');
}

export function issueText(issue: ValidationIssue, lang: Language, labels?: IssueLabels): string {
  if (issue.code) return renderMessage({ code: issue.code, ...(issue.params ? { params: issue.params } : {}) }, lang);
  const place = issuePlace(issue.path, lang, labels);
  const said = issue.message.startsWith(`${issue.path} `) ? issue.message.slice(issue.path.length + 1) : issue.message;
  if (!place) return said;
  if (said === 'is required') return consoleText(ISSUE_TEXTS, lang, 'required', { field: place });
  return consoleText(ISSUE_TEXTS, lang, 'invalid', { field: place, text: said });
}

/** A schema issue about a property left empty (told once the user asks to save, not while they are still filling in). */
export const isEmptyIssue = (issue: ValidationIssue) => !issue.code && issue.message.endsWith(' is required');
