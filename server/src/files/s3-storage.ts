// The S3-compatible file store (FILE_STORE=s3): objects in one bucket on the configured endpoint (AWS, MinIO, Ceph and
// the like), through the official AWS SDK — path-style URLs, every request signed by the SDK (SigV4). Uploads stream
// through lib-storage's Upload (one PUT up to a part's size, a multipart upload beyond, aborted when anything fails);
// downloads stream the object's body as it arrives.
import { DeleteObjectCommand, GetObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable, Transform } from 'node:stream';
import type { FileConfig } from '../config.ts';
import { assertSafeKey, newKey, type FileStore } from './storage.ts';

type S3Config = NonNullable<FileConfig['s3']>;

/** The size of one part of a multipart upload (S3's least); a file up to it goes in one PUT of known length. */
const PART_BYTES = 5 * 1024 * 1024;

/** Whether S3 answered that there is no such object (S3 says NoSuchKey on GET, a bare 404 on HEAD). */
const isMissing = (error: unknown) => error instanceof S3ServiceException
  && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Passes a stream through, counting its bytes; fails it once they pass `max`. */
function counter(max: number): Transform & { bytes: number } {
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      transform.bytes += chunk.length;
      done(transform.bytes > max ? new Error('file larger than the upload limit') : null, chunk);
    },
  }) as Transform & { bytes: number };
  transform.bytes = 0;
  return transform;
}

export class S3Store implements FileStore {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config, private readonly maxBytes: number) {
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // `<endpoint>/<bucket>/<key>`: what MinIO and Ceph serve without a wildcard DNS name per bucket.
      forcePathStyle: true,
      // Checksums only where S3 requires them: S3-compatible stores do not all take the SDK's newer checksum headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // An endpoint that does not answer fails the upload or download instead of holding its request open.
      requestHandler: { connectionTimeout: 10_000 },
    });
  }

  async put(folder: string, extension: string, body: Readable) {
    const key = newKey(folder, extension);
    assertSafeKey(key);
    const counted = counter(this.maxBytes);
    body.on('error', (error) => counted.destroy(error));
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.config.bucket, Key: key, Body: body.pipe(counted) },
      partSize: PART_BYTES,
      queueSize: 1,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      // A multipart upload is aborted by Upload itself; a single PUT that failed wrote nothing. The stream goes.
      body.destroy();
      counted.destroy();
      throw error;
    }
    return { key, size: counted.bytes };
  }

  async get(key: string) {
    assertSafeKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      if (!(object.Body instanceof Readable)) throw new Error(`S3 GET ${key} answered no body stream`);
      return { stream: object.Body, size: Number(object.ContentLength ?? 0) };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string) {
    assertSafeKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
}
