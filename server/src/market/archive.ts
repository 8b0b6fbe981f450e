// Bundles as zip archives: written with archiver (as the Excel export does), read with yauzl under limits — archive
// size, number of files, size of each file and of all of them — so that a zip bomb is refused before it is inflated
// (yauzl also checks each entry's real size against the size its header states, and refuses unsafe names).
import type yauzl from 'yauzl';
import { BUNDLE_MESSAGES, type Message } from '@yc/engine';

export const ARCHIVE_LIMITS = {
  /** The archive as uploaded. */
  archiveBytes: 10 * 1024 * 1024,
  files: 2000,
  /** One file inflated (a process template's BPMN is the largest item). */
  fileBytes: 4 * 1024 * 1024,
  /** All files inflated. */
  totalBytes: 40 * 1024 * 1024,
};
export type ArchiveLimits = typeof ARCHIVE_LIMITS;

/** A bundle archive refused, with the message saying why. */
export class ArchiveRefused extends Error {
  constructor(readonly refusal: Message) {
    super(refusal.code);
  }
}

/** The archive of the files (name → text). */
export async function writeArchive(files: ReadonlyMap<string, string>): Promise<Buffer> {
  // Loaded by the first bundle written, not at start (#40 item 2; archiver and its dependencies are several MB).
  const { default: archiver } = await import('archiver');
  const zip = archiver('zip', { zlib: { level: 9 } });
  const chunks: Buffer[] = [];
  zip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    zip.on('end', resolve);
    zip.on('error', reject);
  });
  // A fixed date: the same files make the same archive.
  for (const [name, text] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) zip.append(text, { name, date: new Date('2000-01-01T00:00:00Z') });
  await zip.finalize();
  await done;
  return Buffer.concat(chunks);
}

/**
 * The files of an archive (name → text), folders left out; a single top folder holding everything (a zipped bundle
 * folder) is taken off the names. Refused with a message when over a limit or unreadable.
 */
export async function readArchive(data: Buffer, limits: ArchiveLimits = ARCHIVE_LIMITS): Promise<Map<string, string>> {
  if (data.length > limits.archiveBytes) throw new ArchiveRefused(BUNDLE_MESSAGES.archiveTooLarge(limits.archiveBytes));
  // Loaded by the first bundle read, not at start (#40 item 2).
  const { default: unzip } = await import('yauzl');
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    unzip.fromBuffer(data, { lazyEntries: true, validateEntrySizes: true }, (error, file) => (error ? reject(invalid()) : resolve(file))));
  if (zip.entryCount > limits.files) {
    zip.close();
    throw new ArchiveRefused(BUNDLE_MESSAGES.archiveTooManyFiles(limits.files));
  }
  const files = new Map<string, string>();
  let total = 0;
  await new Promise<void>((resolve, reject) => {
    const fail = (refusal: ArchiveRefused) => {
      zip.close();
      reject(refusal);
    };
    zip.on('error', () => fail(invalid()));
    zip.on('end', resolve);
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      // The stated sizes first (yauzl then holds the stream to them), so nothing large is inflated.
      total += entry.uncompressedSize;
      if (entry.uncompressedSize > limits.fileBytes || total > limits.totalBytes) return fail(new ArchiveRefused(BUNDLE_MESSAGES.archiveTooLarge(limits.totalBytes)));
      zip.openReadStream(entry, (error, stream) => {
        if (error) return fail(invalid());
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', () => fail(invalid()));
        stream.on('end', () => {
          files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
  return withoutTopFolder(files);
}

const invalid = () => new ArchiveRefused(BUNDLE_MESSAGES.archiveInvalid);

function withoutTopFolder(files: Map<string, string>): Map<string, string> {
  const tops = new Set([...files.keys()].map((name) => name.split('/')[0]));
  const [top] = tops;
  if (tops.size !== 1 || files.has(top!) || !files.has(`${top}/manifest.json`)) return files;
  return new Map([...files].map(([name, text]) => [name.slice(top!.length + 1), text]));
}
