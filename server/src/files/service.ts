// Uploaded files of an enterprise: stored through the file store under the enterprise's folder, recorded in `sys_file`
// (the row is what makes a file exist for its enterprise), served back by reference. A file is written whole before
// its row; when anything fails after the write, the bytes are deleted again, so a failed upload leaves nothing.
import { Readable } from 'node:stream';
import { bizFolder, isFileReference, kindOfExtension, sniffFile, SNIFF_BYTES, type SniffedFile } from '@yc/engine';
import type { FileConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { LocalStore, type FileStore, type StoredObject } from './storage.ts';
import { deleteFiles, findFiles, insertFile } from './store.ts';
import type { S3Store } from './s3-storage.ts';

export function openFileStore(config: FileConfig): FileStore {
  return config.store === 's3' && config.s3 ? lazyS3Store(config.s3, config.maxBytes) : new LocalStore(config.dir);
}

/** The S3 store, its SDK (~10 MB of heap) loaded on the first file stored or read, not at start. */
function lazyS3Store(...args: ConstructorParameters<typeof S3Store>): FileStore {
  let store: Promise<S3Store> | undefined;
  const open = () => (store ??= import('./s3-storage.ts').then((m) => new m.S3Store(...args)));
  return {
    put: async (folder, extension, body) => (await open()).put(folder, extension, body),
    get: async (key) => (await open()).get(key),
    delete: async (key) => (await open()).delete(key),
  };
}

export interface StoredFile {
  /** The reference: `<biz>/<id>.<extension>`, the path the static route serves. */
  path: string;
  /** The name the file had on the uploader's computer (metadata only, never a path). */
  name: string;
  size: number;
  contentType: string;
}

export interface FileRow extends StoredFile {
  kind: SniffedFile;
}

/** The enterprise's folder in the store: files of two enterprises never share a key. */
const tenantFolder = (tenantId: number) => `t${tenantId}`;
export const storeKey = (tenantId: number, path: string) => `${tenantFolder(tenantId)}/${path}`;

/** The first `n` bytes of a stream, and the whole stream again (those bytes first). */
async function peek(stream: Readable, n: number): Promise<{ head: Buffer; body: Readable }> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < n) {
    const next = await iterator.next();
    if (next.done) { ended = true; break; }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* whole() {
    if (head.length) yield head;
    if (ended) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head: head.subarray(0, n), body: Readable.from(whole()) };
}

/** A refused upload (its kind is not allowed, it is empty): the caller answers 'file upload or download failed'. */
export class FileRefused extends Error {}

export class FileService {
  constructor(private readonly db: Database, readonly store: FileStore) {}

  /**
   * Stores one uploaded file: its kind sniffed from its first bytes (the stream is consumed either way), the bytes
   * written under a generated name, then its row. Refused kinds throw FileRefused; the bytes go again on any failure.
   */
  async save(tenantId: number, username: string, biz: string | undefined, name: string, stream: Readable): Promise<StoredFile> {
    const { head, body } = await peek(stream, SNIFF_BYTES);
    const kind = sniffFile(head, name);
    if (!kind) {
      body.resume();
      stream.resume();
      throw new FileRefused(`refused upload ${name}`);
    }
    const folder = bizFolder(biz);
    const { key, size } = await this.store.put(`${tenantFolder(tenantId)}/${folder}`, kind.extension, body);
    const path = key.slice(tenantFolder(tenantId).length + 1);
    const file: StoredFile = { path, name: name.slice(0, 255) || path, size, contentType: kind.contentType };
    try {
      await this.db.inTenant(tenantId, (em) => insertFile(em, { path, biz: folder, name: file.name, contentType: file.contentType, size }, username), username);
    } catch (error) {
      await this.store.delete(key);
      throw error;
    }
    return file;
  }

  /** Deletes stored files again (an upload request that failed after some of its files were kept). */
  async discard(tenantId: number, paths: readonly string[]): Promise<void> {
    if (!paths.length) return;
    await this.db.inTenant(tenantId, (em) => deleteFiles(em, paths));
    for (const path of paths) await this.store.delete(storeKey(tenantId, path));
  }

  /** The enterprise's file at a reference (its bytes read on demand); undefined when it has none there. */
  async find(tenantId: number, path: string): Promise<{ file: FileRow; read(): Promise<StoredObject | undefined> } | undefined> {
    if (!isFileReference(path)) return undefined;
    const [row] = await this.db.inTenant(tenantId, (em) => findFiles(em, [path]));
    const kind = row && kindOfExtension(path.slice(path.lastIndexOf('.') + 1));
    if (!row || !kind) return undefined;
    return { file: { ...row, kind }, read: () => this.store.get(storeKey(tenantId, path)) };
  }
}
