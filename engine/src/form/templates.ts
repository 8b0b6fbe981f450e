// Form and page templates: a design starts from a template's body (a form or page document as JSON), under its own
// code and name. The body is checked when the template is saved; the document made from it is validated as any save.
import type { Form, Template, ValidationIssue, View } from '../metadata/index.ts';
import { isRecord, issue } from '../rules/util.ts';
import { EFORM_MESSAGES } from '../wire/eform-messages.ts';
import { MessageError } from '../wire/message.ts';
import type { TemplateType } from '../vocab/index.ts';

/** The template types a design starts from (of TEMPLATE_TYPES). */
type DesignType = Extract<TemplateType, 'form' | 'page'>;
/** Whether a template of this type starts a design (its body is a form or page document). */
export const isDesignTemplate = (type: unknown): type is DesignType => type === 'form' || type === 'page';

function parseBody(body: unknown): Record<string, unknown> | undefined {
  if (typeof body !== 'string') return undefined;
  try {
    const value: unknown = JSON.parse(body);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A form or page template's body is a JSON object (the document it starts); other templates carry any text. */
export function templateBodyIssues(template: { tempType?: unknown; tempBodyString?: unknown }): ValidationIssue[] {
  if (!isDesignTemplate(template.tempType) || parseBody(template.tempBodyString)) return [];
  return [issue('/tempBodyString', EFORM_MESSAGES.templateBodyInvalid)];
}

export interface StartFromTemplate {
  code: string;
  name: string;
  groupCode: string;
  /** The table model the form edits or the page lists. */
  objectName?: string;
}

/** The document a design starts with: the template's body under the new code, name, app group and table. */
export function documentFromTemplate(template: Template, start: StartFromTemplate): { kind: 'form'; document: Form } | { kind: 'view'; document: View } {
  if (!template.enabled) throw new MessageError(EFORM_MESSAGES.templateDisabled);
  if (!isDesignTemplate(template.tempType)) throw new MessageError(EFORM_MESSAGES.templateNotDesign);
  const body = parseBody(template.tempBodyString);
  if (!body) throw new MessageError(EFORM_MESSAGES.templateBodyInvalid);
  const { version: _version, appCode: _app, changed: _changed, ...rest } = body;
  if (template.tempType === 'form') {
    const document = { fields: [], ...rest, formCode: start.code, formName: start.name, groupCode: start.groupCode, ...(start.objectName ? { objectName: start.objectName } : {}) };
    return { kind: 'form', document: document as Form };
  }
  const document = { columns: [], viewType: 'table', ...rest, viewCode: start.code, viewName: start.name, groupCode: start.groupCode, ...(start.objectName ? { tableName: start.objectName } : {}) };
  return { kind: 'view', document: document as View };
}
