// Rich text (the editor control) cleaned on the server before it is stored: only the engine's allow-list of tags and
// attributes survives; scripts, styles, frames, event handlers and URLs with other schemes (javascript:, data:) go.
import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';
import { fieldsOfType, RICH_TEXT_ALLOWED, richTextUrlAllowed, type Form } from '@yc/engine';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_ALLOWED.tags],
  allowedAttributes: RICH_TEXT_ALLOWED.attributes,
  allowedSchemes: [...RICH_TEXT_ALLOWED.schemes],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Whatever is dropped goes with its content where that content is code or markup of its own.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
  transformTags: {
    // A link that opens elsewhere cannot reach back into the console.
    a: (tagName, attribs) => ({ tagName, attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs }),
  },
  exclusiveFilter: (frame) => ['href', 'src'].some((name) => typeof frame.attribs[name] === 'string' && !richTextUrlAllowed(frame.attribs[name]!)),
};

// sanitize-html (with its HTML parser) is loaded by the first rich text cleaned, not at start; then kept.
let sanitizer: typeof sanitizeHtml | undefined;

/** The allowed part of a rich text. */
export const cleanRichText = (html: string): string =>
  (sanitizer ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitizeHtml)(html, OPTIONS);

/** The values with each rich-text field's text cleaned (other values as they are). */
export function withCleanRichText(form: Pick<Form, 'fields'>, values: Record<string, unknown>): Record<string, unknown> {
  const fields = fieldsOfType(form, 'editor').filter((field) => typeof values[field.key] === 'string');
  if (!fields.length) return values;
  return { ...values, ...Object.fromEntries(fields.map((field) => [field.key, cleanRichText(values[field.key] as string)])) };
}
