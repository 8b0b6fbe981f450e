// The one file store interface of the platform, and the local-folder store. A store holds bytes under keys it generates
// (`<folder>/<32 hex>.<extension>`); what a file is and whose it is lives in `sys_file` (service.ts). The S3-compatible
// store (s3-storage.ts) is chosen by FILE_STORE=s3 for clusters, where every instance must see every file.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredObject {
  stream: Readable;
  size: number;
}

export interface FileStore {
  /** Writes the stream whole under a new key in `folder` (nothing is left when it fails) and answers the key and size. */
  put(folder: string, extension: string, body: Readable): Promise<{ key: string; size: number }>;
  /** The bytes under a key, or undefined when there are none. */
  get(key: string): Promise<StoredObject | undefined>;
  delete(key: string): Promise<void>;
}

/** A new key: the folder given by the platform, a random name, the extension sniffing chose. */
export const newKey = (folder: string, extension: string) => `${folder}/${randomUUID().replaceAll('-', '')}.${extension}`;

/** Keys are made by newKey only; one with anything else (a `..`, a leading slash) is refused before touching a disk. */
const SAFE_KEY = /^[a-z0-9_-]{1,40}(\/[a-z0-9_-]{1,40})*\/[0-9a-f]{32}\.[a-z0-9]{1,8}$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`not a file key: ${key}`);
}

/** Files in a folder of this server (FILE_DIR): written to a temporary name, renamed into place once complete. */
export class LocalStore implements FileStore {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(folder: string, extension: string, body: Readable) {
    const key = newKey(folder, extension);
    const target = this.file(key);
    const partial = `${target}.part`;
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    // Opened before anything is written, so that the removal below comes after the file exists: a stream's own open
    // may land after a failed body's cleanup, which left the partial file behind (seen on a loaded machine).
    const handle = await fs.promises.open(partial, 'wx');
    try {
      await pipeline(body, handle.createWriteStream());
      await fs.promises.rename(partial, target);
    } catch (error) {
      await handle.close().catch(() => undefined);
      await fs.promises.rm(partial, { force: true });
      throw error;
    }
    return { key, size: (await fs.promises.stat(target)).size };
  }

  async get(key: string) {
    const file = this.file(key);
    const stat = await fs.promises.stat(file).catch(() => undefined);
    return stat?.isFile() ? { stream: fs.createReadStream(file), size: stat.size } : undefined;
  }

  async delete(key: string) {
    await fs.promises.rm(this.file(key), { force: true });
  }
}
