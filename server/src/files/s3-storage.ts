// The S3-compatible file store (FILE_STORE=s3): objects in one bucket, path-style URLs on the configured endpoint
// (AWS, MinIO, Ceph and the like), every request signed with SigV4 through fetch. A file is held in memory up to the
// upload limit before its PUT (S3 wants its length and hash up front); downloads stream.
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FileConfig } from '../config.ts';
import { sha256Hex, signRequest, type Credentials } from './sigv4.ts';
import { assertSafeKey, newKey, type FileStore } from './storage.ts';

type S3Config = NonNullable<FileConfig['s3']>;

export class S3Store implements FileStore {
  private readonly credentials: Credentials;

  constructor(private readonly config: S3Config, private readonly maxBytes: number) {
    this.credentials = { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, region: config.region, service: 's3' };
  }

  private async send(method: string, key: string, body?: Buffer): Promise<Response> {
    assertSafeKey(key);
    const url = new URL(`${this.config.endpoint.replace(/\/$/, '')}/${this.config.bucket}/${key}`);
    const payloadHash = sha256Hex(body ?? '');
    const headers = signRequest({ method, url, headers: { 'x-amz-content-sha256': payloadHash }, payloadHash }, this.credentials, new Date());
    delete headers.host;
    return fetch(url, { method, headers, ...(body ? { body } : {}) });
  }

  async put(folder: string, extension: string, body: Readable) {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of body) {
      size += (chunk as Buffer).length;
      if (size > this.maxBytes) throw new Error('file larger than the upload limit');
      chunks.push(chunk as Buffer);
    }
    const key = newKey(folder, extension);
    const res = await this.send('PUT', key, Buffer.concat(chunks));
    if (!res.ok) throw new Error(`S3 PUT ${key} answered ${res.status}`);
    return { key, size };
  }

  async get(key: string) {
    const res = await this.send('GET', key);
    if (res.status === 404) return undefined;
    if (!res.ok || !res.body) throw new Error(`S3 GET ${key} answered ${res.status}`);
    return { stream: Readable.fromWeb(res.body as WebReadableStream), size: Number(res.headers.get('content-length') ?? 0) };
  }

  async delete(key: string) {
    const res = await this.send('DELETE', key);
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} answered ${res.status}`);
  }
}
