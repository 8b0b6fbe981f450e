// File uploads (issue 16): POST /api/system/common/upload and GET /api/system/common/static/{path} — the round trip,
// the limits, content sniffing, traversal, another enterprise's file, the download headers — and records whose upload
// fields refer to stored files. Each runs on PostgreSQL and on PGlite.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileService, openFileStore } from '../../server/src/files/service.ts';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';
import { setUpDocuments } from './files-fixtures.ts';

const FILE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-files-'));
afterAll(() => fs.rmSync(FILE_DIR, { recursive: true, force: true }));
const suite = apiSuite({ env: { FILE_DIR, FILE_MAX_SIZE_MB: '2', FILE_MAX_COUNT: '3' } });

const FAILED = 'file upload or download failed';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR fake image body')]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');

interface Upload { name: string; bytes: Buffer; type?: string }

async function upload(client: { token?: string; baseUrl: string }, files: Upload[], biz?: string) {
  const form = new FormData();
  if (biz !== undefined) form.append('biz', biz);
  for (const f of files) form.append('file', new Blob([f.bytes], { type: f.type ?? 'application/octet-stream' }), f.name);
  const res = await fetch(`${client.baseUrl}/api/system/common/upload`, { method: 'POST', body: form, headers: client.token ? { 'X-Access-Token': client.token } : {} });
  return { status: res.status, body: await res.json() as { message: string; result: any } };
}

async function download(client: { token?: string; baseUrl: string }, urlPath: string) {
  const res = await fetch(`${client.baseUrl}/api/system/common/static/${urlPath}`, { headers: client.token ? { 'X-Access-Token': client.token } : {} });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Every file in the store's folder (what a refused upload must not leave behind). */
const storedFiles = (): string[] => (fs.readdirSync(FILE_DIR, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(FILE_DIR, f)).isFile()).sort();
const fileRows = async () => Number((await suite.server.sql<{ n: number }>('select count(*)::int as n from sys_file'))[0]!.n);

describe('uploading and downloading', () => {
  it('Given a signed-in user, when they upload an image and a PDF, then each is kept under a generated name and comes back as it was', async () => {
    const user = await suite.server.login('user');
    const res = await upload(user, [{ name: '我的 photo.PNG', bytes: PNG }, { name: 'report; Q1%.pdf', bytes: PDF }], 'Order Photos/../x');
    expect(res.status, res.body.message).toBe(200);
    const [image, pdf] = res.body.result;
    // The folder hint is made safe; the name is generated, the extension the one sniffing allowed.
    expect(image).toEqual({ path: expect.stringMatching(/^orderphotosx\/[0-9a-f]{32}\.png$/), name: '我的 photo.PNG', size: PNG.length, contentType: 'image/png' });
    expect(pdf).toMatchObject({ path: expect.stringMatching(/^orderphotosx\/[0-9a-f]{32}\.pdf$/), contentType: 'application/pdf' });

    const shown = await download(user, image.path);
    expect(shown.status).toBe(200);
    expect(shown.bytes.equals(PNG)).toBe(true);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(shown.headers.get('content-disposition')).toBe(`inline; filename="__ photo.PNG"; filename*=UTF-8''${encodeURIComponent('我的 photo.PNG')}`);
    expect(shown.headers.get('x-content-type-options')).toBe('nosniff');
    expect(shown.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);

    // Asked with info=true, the same path answers what the file is (the console shows the original name on its link).
    const info = await suite.admin.get(`/api/system/common/static/${pdf.path}?info=true`);
    expect(info.body.result).toEqual({ path: pdf.path, name: 'report; Q1%.pdf', size: PDF.length, contentType: 'application/pdf' });

    const got = await download(suite.admin, pdf.path);
    expect(got.bytes.equals(PDF)).toBe(true);
    expect(got.headers.get('content-disposition')).toMatch(/^attachment; filename="report_ Q1_.pdf"; filename\*=UTF-8''report%3B%20Q1%25.pdf$/);
  });

  it('Given no session, when someone uploads or downloads, then they are answered 401', async () => {
    const anonymous = suite.server.anonymous();
    expect((await upload(anonymous, [{ name: 'a.png', bytes: PNG }])).status).toBe(401);
    const kept = expectOk<any[]>(await upload(suite.admin, [{ name: 'a.png', bytes: PNG }]));
    expect((await download(anonymous, kept[0].path)).status).toBe(401);
  });

  it.each<[string, Upload]>([
    ['a .png that is really HTML', { name: 'cat.png', bytes: Buffer.from('<html><script>alert(1)</script></html>') }],
    ['an SVG with script', { name: 'logo.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') }],
    ['an SVG named .png', { name: 'logo.png', bytes: Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>') }],
    ['a text file holding a script', { name: 'notes.txt', bytes: Buffer.from('hello\n<script>alert(1)</script>') }],
    ['a program', { name: 'setup.exe', bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]) }],
    ['a PDF named .jpg', { name: 'scan.jpg', bytes: PDF }],
    ['an empty file', { name: 'empty.txt', bytes: Buffer.alloc(0) }],
    ['a file larger than FILE_MAX_SIZE_MB', { name: 'big.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(2.5 * 1024 * 1024, 0x20)]) }],
  ])('Given %s, when it is uploaded, then it is refused and nothing is kept', async (_name, file) => {
    const before = { files: storedFiles(), rows: await fileRows() };
    // A good file first: it goes again with the refused one (one request, all or nothing).
    const res = await upload(suite.admin, [{ name: 'ok.png', bytes: PNG }, file]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(FAILED);
    expect(storedFiles()).toEqual(before.files);
    expect(await fileRows()).toBe(before.rows);
  });

  it('Given more files than FILE_MAX_COUNT, or no file at all, when uploaded, then the request is refused and nothing is kept', async () => {
    const before = { files: storedFiles(), rows: await fileRows() };
    const four = Array.from({ length: 4 }, (_, i) => ({ name: `p${i}.png`, bytes: PNG }));
    expect((await upload(suite.admin, four)).body.message).toBe(FAILED);
    expect((await upload(suite.admin, [], 'biz-only')).body.message).toBe(FAILED);
    const json = await suite.admin.post('/api/system/common/upload', { file: 'x' });
    expect([json.status, json.body.message]).toEqual([400, FAILED]);
    expect(storedFiles()).toEqual(before.files);
    expect(await fileRows()).toBe(before.rows);
  });

  it('Given paths that try to leave the store, when they are asked for, then nothing is found', async () => {
    const raw = (urlPath: string) => new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const req = http.get(`${suite.server.url}${urlPath}`, { headers: { 'X-Access-Token': suite.admin.token! } }, (res) => {
        let body = '';
        res.on('data', (chunk) => { body += chunk; });
        res.on('end', () => resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body }));
      });
      req.on('error', reject);
    });
    // Dot segments the server resolves before routing leave the API altogether: the console's page answers, no file.
    const outside = await raw('/api/system/common/static/../../../../etc/passwd');
    expect(outside.status === 404 || outside.type.startsWith('text/')).toBe(true);
    expect(outside.body).not.toMatch(/root:/);
    for (const attempt of [
      '/api/system/common/static/common/..%2f..%2f..%2fetc%2fpasswd',
      '/api/system/common/static/%2e%2e/%2e%2e/package.json',
      '/api/system/common/static/t1/common/00000000000000000000000000000000.png',
      '/api/system/common/static/common/00000000000000000000000000000000.png',
    ]) expect((await raw(attempt)).status, attempt).toBe(404);
    // An empty segment matches no file route: where the console is built, its static server refuses the path (403).
    const doubled = await raw('/api/system/common/static//etc/passwd');
    expect([403, 404]).toContain(doubled.status);
    expect(doubled.body).not.toMatch(/root:/);
  });
});

let theirs: string;

describe('another enterprise', () => {

  beforeAll(async () => {
    const tenant = await suite.server.platform.db.asSystem(async (em) =>
      (await em.execute<{ id: number }[]>(`insert into sys_tenant (code, name) values ('acme-files', 'Acme') returning id`))[0]!.id);
    const service = new FileService(suite.server.platform.db, openFileStore(suite.server.config.files));
    theirs = (await service.save(tenant, 'acme-boss', 'common', 'secret.png', Readable.from([PNG]))).path;
  });

  it("Given a file of another enterprise, when a user asks for it by its path, then it is not found", async () => {
    const res = await download(suite.admin, theirs);
    expect(res.status).toBe(404);
  });

});

const PAGE = '/api/eform/engine/view/document_list';

describe('records with upload fields', () => {
  let admin: ApiClient;
  beforeAll(async () => {
    admin = suite.admin;
    await setUpDocuments(admin, { table: 'Document', title: 'Title', photo: 'Photo', attachment: 'Attachment' }, 1);
  });

  it('Given uploaded files, when a record names them, then it is saved with their references', async () => {
    const [image, pdf, text] = expectOk<any[]>(await upload(admin, [{ name: 'a.png', bytes: PNG }, { name: 'b.pdf', bytes: PDF }, { name: 'c.txt', bytes: Buffer.from('plain notes') }], 'docs'));
    const saved = expectOk<any>(await admin.post(`${PAGE}/data`, { title: 'With files', photo: [image.path], attachment: [pdf.path, text.path] }));
    expect(saved.photo).toBe(image.path);
    expect(saved.attachment).toBe(`${pdf.path},${text.path}`);
  });

  it.each<[string, () => Promise<Record<string, unknown>>, string]>([
    ["another enterprise's file", async () => ({ photo: [theirs] }), 'Photo refers to a file that does not exist'],
    ['a path that is no reference', async () => ({ photo: ['../../etc/passwd'] }), 'Photo must be files uploaded here'],
    ['a file that was never uploaded', async () => ({ photo: ['docs/0123456789abcdef0123456789abcdef.png'] }), 'Photo refers to a file that does not exist'],
    ['more files than the control holds', async () => {
      const files = expectOk<any[]>(await upload(suite.admin, [{ name: '1.pdf', bytes: PDF }, { name: '2.pdf', bytes: PDF }, { name: '3.pdf', bytes: PDF }]));
      return { attachment: files.map((f) => f.path) };
    }, 'Attachment can hold at most 2 files'],
    ['a PDF in an image control', async () => ({ photo: [expectOk<any[]>(await upload(suite.admin, [{ name: 'x.pdf', bytes: PDF }]))[0].path] }), 'Photo does not accept files of type .pdf'],
    ['a kind the control does not accept', async () => ({ attachment: [expectOk<any[]>(await upload(suite.admin, [{ name: 'x.png', bytes: PNG }]))[0].path] }), 'Attachment does not accept files of type .png'],
    ['a file over the control\'s size', async () => {
      const big = Buffer.concat([PDF, Buffer.alloc(1.5 * 1024 * 1024, 0x20)]);
      return { attachment: [expectOk<any[]>(await upload(suite.admin, [{ name: 'big.pdf', bytes: big }]))[0].path] };
    }, 'Attachment cannot hold a file larger than 1 MB'],
  ])('Given %s, when the record is saved, then it is refused and not written', async (_name, values, message) => {
    const before = expectOk<any>(await admin.post(`${PAGE}/list`, {})).total;
    const res = await admin.post(`${PAGE}/data`, { title: 'Refused', ...(await values()) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(expectOk<any>(await admin.post(`${PAGE}/list`, {})).total).toBe(before);
  });
});
