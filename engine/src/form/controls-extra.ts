// What the simple controls of spec §9 need beyond their definitions (controls/<type>.ts): the signature upload's
// folder, icon names, what rich text may hold, what a form button's click does, and a form's fields of one type.
import type { Form, FormField } from '../metadata/index.ts';
import { DIALOG_SIZE_CODES, type ControlType, type DialogSize } from '../vocab/index.ts';
import { walkFormFields } from '../rules/formFields.ts';

/** The upload folder hint of drawn signatures. */
export const SIGNATURE_BIZ = 'signature';

/** Icon names of the console's icon set: a component name such as `SmileOutlined`. */
export const ICON_NAME = /^[A-Z][A-Za-z0-9]{0,60}(Outlined|Filled|TwoTone)$/;

/**
 * What rich text may hold: the server keeps these tags and attributes and drops everything else (scripts, styles,
 * event handlers, frames); links and images only with these URL schemes. The console cleans with the same list before
 * it shows stored HTML.
 */
export const RICH_TEXT_ALLOWED = {
  tags: [
    'p', 'br', 'div', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'sub', 'sup', 'blockquote', 'pre', 'code', 'hr',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  attributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] } as Record<string, string[]>,
  schemes: ['http', 'https', 'mailto'],
} as const;

/** Whether a URL of rich text is allowed: relative, or with an allowed scheme (never javascript:, data:, vbscript:). */
export function richTextUrlAllowed(url: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:"): so does this check.
  const visible = (c: string) => c.charCodeAt(0) > 0x20 && (c.charCodeAt(0) < 0x7f || c.charCodeAt(0) > 0x9f);
  const compact = [...url].filter(visible).join('').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  return scheme === undefined || (RICH_TEXT_ALLOWED.schemes as readonly string[]).includes(scheme);
}

/**
 * What a form button's click does (props.action): nothing; open a page (linkView, pre-filtered by the form's values);
 * open a form adding a record through linkView's page, else the form's own page (starting from the form's values);
 * open an address (url); or call the server hook of a custom button of linkView's page, else the form's own page
 * (buttonName; the button's permission is checked by the server), with the form's values. Pages and forms open as
 * openType says (the page buttons' open types).
 */
export const FORM_BUTTON_ACTIONS = ['none', 'openPage', 'openForm', 'openUrl', 'hook'] as const;
export type FormButtonAction = (typeof FORM_BUTTON_ACTIONS)[number];

/** The addresses a form button may open: http(s) or a path of the console (never javascript:, data:, or //host). */
export const FORM_BUTTON_URL = '^(https?://|/(?!/))[^\\s]*$';

export type FormButtonRun =
  | { kind: 'open'; linkView?: string; form: boolean; openType?: DialogSize }
  | { kind: 'url'; url: string; newTab: boolean }
  | { kind: 'hook'; viewCode?: string; buttonName: string };

/** What a click of this button does, or undefined (no action, or one missing what it needs). */
export function formButtonRun(field: Pick<FormField, 'props'>): FormButtonRun | undefined {
  const props = field.props ?? {};
  const text = (name: string) => (typeof props[name] === 'string' && (props[name] as string).trim() ? (props[name] as string).trim() : undefined);
  const openType = (DIALOG_SIZE_CODES as readonly unknown[]).includes(props.openType) ? (props.openType as DialogSize) : undefined;
  const linkView = text('linkView');
  switch (props.action as FormButtonAction | undefined) {
    case 'openPage':
      return linkView ? { kind: 'open', linkView, form: false, ...(openType ? { openType } : {}) } : undefined;
    case 'openForm':
      return { kind: 'open', ...(linkView ? { linkView } : {}), form: true, ...(openType ? { openType } : {}) };
    case 'openUrl': {
      const url = text('url');
      return url && new RegExp(FORM_BUTTON_URL).test(url) ? { kind: 'url', url, newTab: openType !== 'insideTab' } : undefined;
    }
    case 'hook': {
      const buttonName = text('buttonName');
      return buttonName ? { kind: 'hook', ...(linkView ? { viewCode: linkView } : {}), buttonName } : undefined;
    }
    default:
      return undefined;
  }
}

/** The fields of a form (at any depth) of one control type: what the server treats at save (serial numbers, rich text, signatures). */
export const fieldsOfType = (form: Pick<Form, 'fields'>, type: ControlType): FormField[] =>
  walkFormFields(form.fields).map(({ field }) => field as FormField).filter((field) => field.type === type && typeof field.key === 'string');
