// Stored rich text made safe to show: parsed inertly in a template of a document of its own (nothing runs, nothing
// loads) and kept only as far as the engine's allow-list goes, the same list the server cleaned it with before storing.
import { RICH_TEXT_ALLOWED, richTextUrlAllowed } from '../../engine.ts';

const TAGS = new Set<string>(RICH_TEXT_ALLOWED.tags);
/** Dropped with their content (everything else not allowed leaves its text). */
const DROP = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'svg', 'math', 'noscript', 'textarea']);

function cleanNode(node: Node, into: Node, doc: Document): void {
  for (const child of [...node.childNodes]) {
    if (child.nodeType === Node.TEXT_NODE) {
      into.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (DROP.has(tag)) continue;
    if (!TAGS.has(tag)) {
      cleanNode(element, into, doc);
      continue;
    }
    const copy = doc.createElement(tag);
    for (const name of RICH_TEXT_ALLOWED.attributes[tag] ?? []) {
      const value = element.getAttribute(name);
      if (value === null || ((name === 'href' || name === 'src') && !richTextUrlAllowed(value))) continue;
      copy.setAttribute(name, value);
    }
    if (tag === 'a' && copy.getAttribute('target')) copy.setAttribute('rel', 'noopener noreferrer');
    cleanNode(element, copy, doc);
    into.appendChild(copy);
  }
}

/** The allowed part of a rich text, as HTML. */
export function safeRichText(html: string): string {
  const out = document.implementation.createHTMLDocument('');
  // A template's content is inert: parsed without running or loading anything.
  const parsed = out.createElement('template');
  parsed.innerHTML = html;
  const root = out.createElement('div');
  cleanNode(parsed.content, root, out);
  return root.innerHTML;
}
