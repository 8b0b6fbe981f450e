// A BPMN file's process under another id: the key a template is imported under. The process's id and every reference
// to it (a pool's processRef, a plane's bpmnElement, a call activity's calledElement, any attribute but a name, or an
// element whose text is its id) are rewritten in the text, nothing else: the rest of the file stays byte for byte as
// the modeler wrote it. The original id is kept in a comment before the process, the file's own history.

/** Whether `id` is the value of some attribute of the file (an element id or a reference). */
export function fileUsesId(xml: string, id: string): boolean {
  return attributeValue(id).test(xml) || elementText(id).test(xml);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const xmlEscaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** An attribute other than a name whose whole value is `id`, in either quote. */
const attributeValue = (id: string) => new RegExp(`(\\s(?!name\\s*=)[\\w:.-]+\\s*=\\s*)(["'])${escape(xmlEscaped(id))}\\2`, 'g');
/** An element whose whole text is `id` (`<processRef>id</processRef>`). */
const elementText = (id: string) => new RegExp(`(<([\\w:.-]+)(?:\\s[^>]*)?>)\\s*${escape(xmlEscaped(id))}\\s*(</\\2>)`, 'g');

/** The comment left before the process: its id in the file it came from. */
export const rekeyNote = (from: string) => `<!-- imported as process "${from.replace(/--/g, '- -')}" -->`;

/**
 * The file with its process `from` as `to` (and every reference to it). The caller makes sure `to` is no id of the
 * file already; the file is returned as it is when the two are the same.
 */
export function rekeyProcess(xml: string, from: string, to: string): string {
  if (from === to) return xml;
  const value = xmlEscaped(to);
  let out = xml.replace(attributeValue(from), (_m, name: string, quote: string) => `${name}${quote}${value}${quote}`);
  out = out.replace(elementText(from), (_m, open: string, _tag: string, close: string) => `${open}${value}${close}`);
  // The note goes before the process element (its opening tag now has the new id).
  const opening = new RegExp(`<((?:[\\w.-]+:)?process)(\\s(?:[^>]*?\\s)?id\\s*=\\s*["']${escape(value)}["'])`);
  return out.replace(opening, (match) => `${rekeyNote(from)}\n  ${match}`);
}
