// The S3-compatible file store (FILE_STORE=s3, issue 16) behind the spec's file calls, against a real S3 endpoint
// (tests/support/s3-endpoint.ts) that checks every request's SigV4 signature with the AWS SDK's own signer: an image
// uploaded through POST /api/system/common/upload is an object in the bucket, comes back whole through
// GET /api/system/common/static/{path}, a refused request deletes what it kept, a wrong secret key keeps nothing, and
// paths that try to leave the store find nothing. Each runs on PostgreSQL and on PGlite.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { openFileStore } from '../../server/src/files/service.ts';
import { startS3Endpoint } from '../support/s3-endpoint.ts';
import { apiSuite } from '../support/server.ts';

const s3 = await startS3Endpoint();
const secret = s3.secretAccessKey;
const FILE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-files-s3-'));
const suite = apiSuite({
  env: {
    FILE_STORE: 's3', FILE_DIR, FILE_MAX_SIZE_MB: '12', FILE_MAX_COUNT: '3',
    S3_ENDPOINT: s3.url, S3_BUCKET: s3.bucket, S3_REGION: s3.region, S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: secret,
  },
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(FILE_DIR, { recursive: true, force: true });
});
beforeEach(() => { s3.secretAccessKey = secret; });

const FAILED = 'file upload or download failed';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR fake image body')]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');

interface Upload { name: string; bytes: Buffer }

async function upload(files: Upload[], biz?: string) {
  const form = new FormData();
  if (biz !== undefined) form.append('biz', biz);
  for (const f of files) form.append('file', new Blob([f.bytes]), f.name);
  const res = await fetch(`${suite.server.url}/api/system/common/upload`, { method: 'POST', body: form, headers: { 'X-Access-Token': suite.admin.token! } });
  return { status: res.status, body: await res.json() as { message: string; result: any } };
}

async function download(urlPath: string) {
  const res = await fetch(`${suite.server.url}/api/system/common/static/${urlPath}`, { headers: { 'X-Access-Token': suite.admin.token! } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const fileRows = async () => Number((await suite.server.sql<{ n: number }>('select count(*)::int as n from sys_file'))[0]!.n);
const tenantId = async () => (await suite.server.sql<{ id: number }>(`select id from sys_tenant where code = 'default'`))[0]!.id;
const localFiles = () => (fs.readdirSync(FILE_DIR, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(FILE_DIR, f)).isFile());

describe('the S3 file store', () => {
  it('Given FILE_STORE=s3, when an image is uploaded and downloaded, then it is an object in the bucket and comes back as it was', async () => {
    const res = await upload([{ name: 'Order photo.png', bytes: PNG }], 'orders');
    expect(res.status, res.body.message).toBe(200);
    const [image] = res.body.result;
    expect(image).toEqual({ path: expect.stringMatching(/^orders\/[0-9a-f]{32}\.png$/), name: 'Order photo.png', size: PNG.length, contentType: 'image/png' });
    // The bytes are in the bucket under the enterprise's folder, signed requests only; nothing in the local folder.
    expect(s3.keys()).toContain(`t${await tenantId()}/${image.path}`);
    expect(localFiles()).toEqual([]);
    expect(s3.log.filter((l) => l.startsWith('PUT ')).at(-1)).toBe(`PUT /${s3.bucket}/t${await tenantId()}/${image.path} 200`);

    const got = await download(image.path);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(PNG)).toBe(true);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('content-length')).toBe(String(PNG.length));
    expect(got.headers.get('content-disposition')).toBe(`inline; filename="Order photo.png"; filename*=UTF-8''Order%20photo.png`);
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
  });

  it('Given a file larger than one part (5 MB), when it is uploaded, then it streams to the bucket in parts and comes back whole', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024, 0x20).map((_, i) => 0x20 + (i % 90))]);
    const res = await upload([{ name: 'big.pdf', bytes: big }]);
    expect(res.status, res.body.message).toBe(200);
    const [pdf] = res.body.result;
    expect(pdf.size).toBe(big.length);
    // lib-storage's Upload: a multipart upload of three parts, then completed.
    const key = `/${s3.bucket}/t${await tenantId()}/${pdf.path}`;
    expect(s3.log.filter((l) => l.startsWith(`PUT ${key}?`) && l.includes('partNumber=') && l.endsWith(' 200'))).toHaveLength(3);
    expect(s3.openUploads()).toBe(0);
    const got = await download(pdf.path);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(big)).toBe(true);
  });

  it('Given a file larger than FILE_MAX_SIZE_MB, when it is uploaded, then it is refused and nothing is left in the bucket', async () => {
    const before = { keys: s3.keys(), rows: await fileRows() };
    const res = await upload([{ name: 'huge.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(13 * 1024 * 1024, 0x20)]) }]);
    expect([res.status, res.body.message]).toEqual([400, FAILED]);
    expect(s3.keys()).toEqual(before.keys);
    expect(s3.openUploads()).toBe(0);
    expect(await fileRows()).toBe(before.rows);
  });

  it('Given one good file and one refused in a request, when it is uploaded, then the good one is deleted from the bucket again', async () => {
    const before = { keys: s3.keys(), rows: await fileRows() };
    const res = await upload([{ name: 'ok.png', bytes: PNG }, { name: 'cat.png', bytes: Buffer.from('<html><script>alert(1)</script></html>') }]);
    expect([res.status, res.body.message]).toEqual([400, FAILED]);
    expect(s3.log.some((l) => l.startsWith('DELETE ') && l.endsWith(' 204'))).toBe(true);
    expect(s3.keys()).toEqual(before.keys);
    expect(await fileRows()).toBe(before.rows);
  });

  it('Given an object deleted through the store, when its file is downloaded, then it is not found', async () => {
    const [image] = (await upload([{ name: 'gone.png', bytes: PNG }])).body.result;
    const store = openFileStore(suite.server.config.files);
    const key = `t${await tenantId()}/${image.path}`;
    const object = await store.get(key);
    // The body is the endpoint's response as it arrives (an HTTP message stream), not bytes read whole first.
    expect(object?.stream).toBeInstanceOf(http.IncomingMessage);
    expect(object?.size).toBe(PNG.length);
    object!.stream.destroy();
    await store.delete(key);
    expect(s3.keys()).not.toContain(key);
    expect(await store.get(key)).toBeUndefined();
    await store.delete(key);
    expect((await download(image.path)).status).toBe(404);
  });

  it('Given the server signs with a secret key the store does not accept, when a file is uploaded or downloaded, then it fails with the spec message and no reference is written', async () => {
    const [kept] = (await upload([{ name: 'kept.png', bytes: PNG }])).body.result;
    const before = { keys: s3.keys(), rows: await fileRows() };
    s3.secretAccessKey = 'another-secret';

    const res = await upload([{ name: 'photo.png', bytes: PNG }]);
    expect([res.status, res.body.message]).toEqual([500, FAILED]);
    expect(s3.log.at(-1)).toMatch(/ 403$/);
    expect(s3.keys()).toEqual(before.keys);
    expect(await fileRows()).toBe(before.rows);

    const got = await download(kept.path);
    expect(got.status).toBe(500);
    expect(JSON.parse(got.bytes.toString()).message).toBe(FAILED);
  });

  it('Given a stream that fails half-way, when the store writes it, then nothing is left in the bucket', async () => {
    const before = s3.keys();
    const store = openFileStore(suite.server.config.files);
    async function* failing() {
      yield Buffer.alloc(6 * 1024 * 1024, 0x41);
      throw new Error('client went away');
    }
    await expect(store.put('t0/common', 'pdf', Readable.from(failing()))).rejects.toThrow('client went away');
    expect(s3.keys()).toEqual(before);
    // The multipart upload it had begun was aborted.
    expect(s3.openUploads()).toBe(0);
  });
});

describe('paths that try to leave the store', () => {
  const raw = (urlPath: string) => new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.get(`${suite.server.url}${urlPath}`, { headers: { 'X-Access-Token': suite.admin.token! } }, (res) => {
      let body = '';
      res.on('data', (chunk) => { body += chunk; });
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
  });

  it.each([
    ['dot segments', '/api/system/common/static/common/..%2f..%2f..%2fetc%2fpasswd'],
    ['encoded dot segments', '/api/system/common/static/%2e%2e/%2e%2e'],
    ['encoded dots in the name', '/api/system/common/static/common/%2e%2e%2f%2e%2e%2fpackage.json'],
    ['an absolute path', '/api/system/common/static/%2fetc/passwd'],
    ['an absolute path in the name', '/api/system/common/static/common/%2fetc%2fpasswd'],
    ['backslashes', '/api/system/common/static/common/..%5c..%5c..%5cetc%5cpasswd'],
    ['a backslash folder', '/api/system/common/static/..%5c..%5c/passwd'],
    ['a NUL byte', '/api/system/common/static/common/00000000000000000000000000000000.png%00.txt'],
    ['a NUL in the folder', '/api/system/common/static/common%00/00000000000000000000000000000000.png'],
    ['a Windows drive', '/api/system/common/static/C:/windows'],
  ])('Given %s in {path}, when it is asked for, then nothing is found and the store is not asked', async (_name, urlPath) => {
    const asked = s3.log.length;
    const res = await raw(urlPath);
    expect([400, 404], `${urlPath}: ${res.status}`).toContain(res.status);
    expect(res.body).not.toMatch(/root:|"name":/);
    expect(s3.log.length).toBe(asked);
  });
});
