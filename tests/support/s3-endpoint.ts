// The smallest S3-compatible endpoint the S3 file store's tests need: path-style PUT, GET, HEAD and DELETE of objects
// and multipart uploads in one bucket, kept in a temporary folder. Every request's SigV4 signature is computed again
// with the AWS SDK's own signer (@smithy/signature-v4) from the secret this endpoint accepts and compared with the one
// sent, so a passing test proves the store signs its requests as S3 checks them; the payload's hash is checked against its bytes too.
// (No maintained S3 server on npm runs on Node 20: s3rver 3 is unmaintained with old dependencies, its fork wants 24.)
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SignatureV4 } from '@smithy/signature-v4';

export interface S3Endpoint {
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  /** The secret the endpoint checks signatures with: change it to make the server's key a wrong one. */
  secretAccessKey: string;
  /** The keys of the objects held, sorted. */
  keys(): string[];
  /** How many multipart uploads are begun and neither completed nor aborted. */
  openUploads(): number;
  /** The requests answered, `<METHOD> <path>` with their status, in order. */
  log: string[];
  close(): Promise<void>;
}

/** SHA-256 (or its HMAC with a key) in the shape the SDK's signer takes. */
type Data = string | ArrayBuffer | ArrayBufferView;
const bytes = (data: Data) => (typeof data === 'string' ? Buffer.from(data)
  : ArrayBuffer.isView(data) ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : Buffer.from(data));

class Sha256 {
  private readonly hash;
  constructor(secret?: Data) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
  }
  update(data: Data) { this.hash.update(bytes(data)); }
  async digest() { return new Uint8Array(this.hash.digest()); }
  reset() { throw new Error('not used'); }
}

const AUTHORIZATION = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=[0-9a-f]{64}$/;

function xmlError(res: http.ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message><RequestId>${randomUUID()}</RequestId></Error>`);
}

export async function startS3Endpoint(options: { bucket?: string; region?: string } = {}): Promise<S3Endpoint> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-s3-'));
  const uploads = new Map<string, { key: string; parts: Map<number, Buffer> }>();
  const endpoint = {
    bucket: options.bucket ?? 'yc-files',
    region: options.region ?? 'eu-central-1',
    accessKeyId: 'YCTESTACCESSKEY',
    secretAccessKey: `secret-${randomUUID()}`,
    log: [] as string[],
  };

  /** Whether the request's signature is the one the SDK's signer computes from the endpoint's secret. */
  async function signedCorrectly(req: http.IncomingMessage, url: URL, body: Buffer): Promise<string | undefined> {
    const authorization = String(req.headers.authorization ?? '');
    const match = AUTHORIZATION.exec(authorization);
    if (!match) return 'no SigV4 authorization header';
    const [, accessKeyId, day, region, signed] = match;
    if (accessKeyId !== endpoint.accessKeyId) return 'unknown access key';
    if (region !== endpoint.region) return 'wrong region in the credential scope';
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== day) return 'bad x-amz-date';
    const signingDate = new Date(`${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`);
    if (Math.abs(Date.now() - signingDate.getTime()) > 15 * 60 * 1000) return 'request time too skewed';
    const contentHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (contentHash !== 'UNSIGNED-PAYLOAD' && contentHash !== createHash('sha256').update(body).digest('hex')) return 'payload hash does not match';
    const names = signed!.split(';');
    if (!names.includes('host') || !names.includes('x-amz-content-sha256')) return 'host and x-amz-content-sha256 must be signed';
    const headers: Record<string, string> = {};
    for (const name of names) {
      const value = req.headers[name];
      if (value === undefined) return `signed header ${name} missing`;
      headers[name] = Array.isArray(value) ? value.join(',') : value;
    }
    const query: Record<string, string | string[]> = {};
    for (const [name, value] of url.searchParams) {
      const before = query[name];
      query[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
    }
    const signer = new SignatureV4({
      credentials: { accessKeyId: endpoint.accessKeyId, secretAccessKey: endpoint.secretAccessKey },
      region: endpoint.region, service: 's3', sha256: Sha256, uriEscapePath: false, applyChecksum: false,
    });
    const expected = await signer.sign(
      { method: req.method!, protocol: 'http:', hostname: url.hostname, port: Number(url.port), path: url.pathname, query, headers },
      { signingDate },
    );
    const a = Buffer.from(String(expected.headers.authorization));
    const b = Buffer.from(authorization);
    return a.length === b.length && timingSafeEqual(a, b) ? undefined : 'signature does not match';
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const body = Buffer.concat(chunks);
        const shown = new URLSearchParams(url.searchParams);
        shown.delete('x-id');
        res.on('finish', () => endpoint.log.push(`${req.method} ${url.pathname}${shown.size ? `?${shown}` : ''} ${res.statusCode}`));
        const refused = await signedCorrectly(req, url, body);
        if (refused) return xmlError(res, 403, 'SignatureDoesNotMatch', refused);
        const [, bucket, ...rest] = url.pathname.split('/');
        const key = rest.map(decodeURIComponent).join('/');
        if (bucket !== endpoint.bucket) return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
        if (!key || key.split('/').some((s) => !s || s === '.' || s === '..') || key.includes('\\') || key.includes('\0')) {
          return xmlError(res, 400, 'InvalidArgument', 'bad key');
        }
        const file = path.join(root, ...key.split('/'));
        const q = url.searchParams;
        const uploadId = q.get('uploadId');
        const xml = (text: string) => { res.writeHead(200, { 'content-type': 'application/xml' }); res.end(`<?xml version="1.0" encoding="UTF-8"?>${text}`); };
        // Multipart uploads: parts kept in memory until completed into one object, or aborted.
        if (req.method === 'POST' && q.has('uploads')) {
          const id = randomUUID();
          uploads.set(id, { key, parts: new Map() });
          return xml(`<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`);
        }
        if (uploadId !== null) {
          const upload = uploads.get(uploadId);
          if (!upload || upload.key !== key) return xmlError(res, 404, 'NoSuchUpload', 'The specified upload does not exist');
          if (req.method === 'PUT' && /^\d+$/.test(q.get('partNumber') ?? '')) {
            upload.parts.set(Number(q.get('partNumber')), body);
            res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
            return res.end();
          }
          if (req.method === 'POST') {
            const numbers = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) => Number(m[1]));
            if (!numbers.length || numbers.some((n) => !upload.parts.has(n))) return xmlError(res, 400, 'InvalidPart', 'a part is missing');
            await fs.promises.mkdir(path.dirname(file), { recursive: true });
            await fs.promises.writeFile(file, Buffer.concat(numbers.map((n) => upload.parts.get(n)!)));
            uploads.delete(uploadId);
            return xml(`<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><ETag>"${uploadId}"</ETag></CompleteMultipartUploadResult>`);
          }
          if (req.method === 'DELETE') {
            uploads.delete(uploadId);
            res.writeHead(204);
            return res.end();
          }
        }
        if ([...q.keys()].some((k) => k !== 'x-id')) return xmlError(res, 501, 'NotImplemented', 'not a call this endpoint knows');
        switch (req.method) {
          case 'PUT':
            if (String(req.headers['x-amz-content-sha256']).startsWith('STREAMING-')) return xmlError(res, 501, 'NotImplemented', 'no aws-chunked bodies');
            await fs.promises.mkdir(path.dirname(file), { recursive: true });
            await fs.promises.writeFile(file, body);
            res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
            return res.end();
          case 'GET':
          case 'HEAD': {
            const stat = await fs.promises.stat(file).catch(() => undefined);
            if (!stat?.isFile()) return req.method === 'HEAD' ? (res.writeHead(404), res.end()) : xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
            res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(stat.size) });
            if (req.method === 'HEAD') return res.end();
            return fs.createReadStream(file).pipe(res);
          }
          case 'DELETE':
            await fs.promises.rm(file, { force: true });
            res.writeHead(204);
            return res.end();
          default:
            return xmlError(res, 405, 'MethodNotAllowed', 'method not allowed');
        }
      })().catch((error: Error) => xmlError(res, 500, 'InternalError', error.message));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(endpoint, {
    url: `http://127.0.0.1:${port}`,
    keys: () => (fs.readdirSync(root, { recursive: true }) as string[])
      .filter((f) => fs.statSync(path.join(root, f)).isFile()).map((f) => f.split(path.sep).join('/')).sort(),
    openUploads: () => uploads.size,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(root, { recursive: true, force: true });
    },
  });
}
