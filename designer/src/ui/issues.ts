// An issue of the engine's rules in the user's language (its catalogue message when it has a code). A schema issue
// (ajv's, English, naming its JSON pointer) is told by the field's label instead: "Main table › Table name is
// required", never "/mainTable/tableName …".
import { defineMessages, isKnownMessage, renderMessage, type Language, type ValidationIssue } from '@yc/engine';

export const ISSUE_TEXTS = defineMessages('designer.issue', {
  required: { zh_CN: '请填写{field}', en_US: '{field} is required' },
  entry: { zh_CN: '{list}第 {n} 项', en_US: '{list} #{n}' },
  invalid: { zh_CN: '{field}：{text}', en_US: '{field}: {text}' },
});

/** How a designer names a property of its document: a catalogue prefix and, where a property's text has another code, that code. */
export interface IssueLabels {
  prefix: string;
  alias?: Readonly<Record<string, string>>;
}

/** A path segment's label in the designer's catalogue, if it has one. */
function segmentLabel(segment: string, lang: Language, labels: IssueLabels | undefined): string | undefined {
  if (!labels) return undefined;
  const code = `${labels.prefix}.${labels.alias?.[segment] ?? segment}`;
  return isKnownMessage(code) ? renderMessage({ code }, lang) : undefined;
}

/** Where an issue is, in the designer's labels: `/items/0/widgetCode` → "Items #1 › Report widget". */
export function issuePlace(path: string, lang: Language, labels?: IssueLabels): string {
  const parts: string[] = [];
  for (const segment of path.split('/').filter(Boolean)) {
    if (/^\d+$/.test(segment) && parts.length) {
      parts.push(renderMessage({ code: 'designer.issue.entry', params: { list: parts.pop()!, n: Number(segment) + 1 } }, lang));
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
  if (said === 'is required') return renderMessage({ code: 'designer.issue.required', params: { field: place } }, lang);
  return renderMessage({ code: 'designer.issue.invalid', params: { field: place, text: said } }, lang);
}

/** A schema issue about a property left empty (told once the user asks to save, not while they are still filling in). */
export const isEmptyIssue = (issue: ValidationIssue) => !issue.code && issue.message.endsWith(' is required');
