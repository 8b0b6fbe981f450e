// Uploaded files: the allow-list of kinds a file may be (extension, content type, whether it shows inline), the
// sniffing that decides a file's kind from its first bytes (never from its name or the client's content type), and the
// shape of a stored file's reference. Server and console both use it: the console to warn early, the server for truth.

/** A kind of file the platform keeps: the extensions it is stored under and the type it is served as. */
export interface FileKind {
  /** Extensions of this kind, the first the default (a zip may be a .docx: the client's own choice among these is kept). */
  extensions: readonly string[];
  contentType: (extension: string) => string;
  /** Shown inline (images); everything else downloads as an attachment. */
  image: boolean;
}

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
const startsWith = (head: Uint8Array, prefix: Uint8Array, at = 0) => prefix.every((b, i) => head[at + i] === b);

const OFFICE_TYPES: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  zip: 'application/zip',
};
const office = (extension: string) => OFFICE_TYPES[extension] ?? 'application/octet-stream';
const fixed = (type: string) => () => type;

/** Kinds recognised by their magic bytes, in the order they are tried. SVG is no kind: it may carry script. */
const MAGIC: readonly { kind: FileKind; matches(head: Uint8Array): boolean }[] = [
  { kind: { extensions: ['png'], contentType: fixed('image/png'), image: true }, matches: (h) => startsWith(h, bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) },
  { kind: { extensions: ['jpg', 'jpeg'], contentType: fixed('image/jpeg'), image: true }, matches: (h) => startsWith(h, bytes(0xff, 0xd8, 0xff)) },
  { kind: { extensions: ['gif'], contentType: fixed('image/gif'), image: true }, matches: (h) => startsWith(h, ascii('GIF87a')) || startsWith(h, ascii('GIF89a')) },
  { kind: { extensions: ['webp'], contentType: fixed('image/webp'), image: true }, matches: (h) => startsWith(h, ascii('RIFF')) && startsWith(h, ascii('WEBP'), 8) },
  { kind: { extensions: ['pdf'], contentType: fixed('application/pdf'), image: false }, matches: (h) => startsWith(h, ascii('%PDF-')) },
  { kind: { extensions: ['zip', 'docx', 'xlsx', 'pptx'], contentType: office, image: false }, matches: (h) => startsWith(h, bytes(0x50, 0x4b, 0x03, 0x04)) },
  { kind: { extensions: ['doc', 'xls', 'ppt'], contentType: office, image: false }, matches: (h) => startsWith(h, bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) },
];

const TEXT: FileKind = { extensions: ['txt', 'csv'], contentType: (e) => (e === 'csv' ? 'text/csv; charset=utf-8' : 'text/plain; charset=utf-8'), image: false };
/** Markup a browser would run if it ever rendered the text: refused even as plain text. */
const MARKUP = /<\s*(script|html|svg|iframe|object|embed|body|meta|!doctype)\b/i;

/** How many leading bytes sniffing reads. */
export const SNIFF_BYTES = 4100;

/** Plain UTF-8 text without NUL bytes or markup (a multi-byte character cut at the end of the head is allowed). */
function isPlainText(head: Uint8Array): boolean {
  if (head.length === 0 || head.includes(0)) return false;
  for (let cut = 0; cut < 4 && cut < head.length; cut++) {
    try {
      return !MARKUP.test(new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - cut)));
    } catch {
      // Try again without the last byte(s): a character may straddle the end of the head.
    }
  }
  return false;
}

/** Every extension the platform accepts. */
export const ALLOWED_EXTENSIONS: readonly string[] = [...MAGIC.flatMap((m) => m.kind.extensions), ...TEXT.extensions];

/** The extension of a file name, lower case, or '' when it has none. */
export const extensionOf = (name: string) => /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase() ?? '';

export interface SniffedFile {
  extension: string;
  contentType: string;
  image: boolean;
}

/**
 * The kind of an upload from its first bytes, and the extension it is stored under: the name's extension when it is
 * one of the sniffed kind's, else refused (undefined): a .png that is really HTML, a script named .jpg, any SVG.
 */
export function sniffFile(head: Uint8Array, name: string): SniffedFile | undefined {
  const claimed = extensionOf(name);
  const kind = MAGIC.find((m) => m.matches(head))?.kind ?? (isPlainText(head) ? TEXT : undefined);
  if (!kind || !kind.extensions.includes(claimed)) return undefined;
  return { extension: claimed, contentType: kind.contentType(claimed), image: kind.image };
}

/** The kind a stored file's extension says (its reference's extension was chosen by sniffing at upload). */
export function kindOfExtension(extension: string): SniffedFile | undefined {
  const kind = [...MAGIC.map((m) => m.kind), TEXT].find((k) => k.extensions.includes(extension));
  return kind && { extension, contentType: kind.contentType(extension), image: kind.image };
}

/**
 * A stored file's reference, the path the static route serves: `<biz>/<32 hex digits>.<extension>`, all generated by
 * the server (biz a safe folder hint). Anything else — a traversal, an absolute path, a client's name — is no reference.
 */
export const FILE_REFERENCE = /^[a-z0-9_-]{1,32}\/[0-9a-f]{32}\.[a-z0-9]{1,8}$/;

export const isFileReference = (value: unknown): value is string => typeof value === 'string' && FILE_REFERENCE.test(value);

/** The folder hint of an upload (`biz`) as a safe path segment: lower-case letters, digits, dash, underscore. */
export function bizFolder(biz: string | undefined): string {
  const safe = (biz ?? '').toLowerCase().replace(/[^a-z0-9_-]/g, '').slice(0, 32);
  return safe || 'common';
}

/** The URL path (under the API base) a reference is served at. */
export const fileUrlPath = (reference: string) => `/api/system/common/static/${reference}`;
