// The remaining simple controls through the records API (issue 16): serial numbers drawn by the server at save (never
// the client's, kept on edit, distinct under parallel saves, given back by a refused save), rich text cleaned by the
// server's allow-list, drawn signatures (required with the spec's message, a stored file of the enterprise), icons.
// Runs on PostgreSQL and on PGlite.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';
import { setUpMemos } from './form-controls-fixtures.ts';
import { withCleanRichText } from '../../server/src/eform/records/rich-text.ts';

const FILE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-form-controls-'));
afterAll(() => fs.rmSync(FILE_DIR, { recursive: true, force: true }));
const suite = apiSuite({ env: { FILE_DIR } });
const PAGE = '/api/eform/engine/view/memo_list';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR fake signature')]);

async function uploadSignature(client: ApiClient): Promise<string> {
  const form = new FormData();
  form.append('biz', 'signature');
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'signature.png');
  const res = await fetch(`${client.baseUrl}/api/system/common/upload`, { method: 'POST', body: form, headers: { 'X-Access-Token': client.token! } });
  const body = await res.json() as { result: { path: string }[] };
  return body.result[0]!.path;
}

let admin: ApiClient;
let signature: string;

beforeAll(async () => {
  admin = suite.admin;
  await setUpMemos(admin, { title: 'Title', number: 'Number', body: 'Body', sign: 'Sign', mark: 'Mark' });
  signature = await uploadSignature(admin);
});

const total = async () => expectOk<any>(await admin.post(`${PAGE}/list`, {})).total as number;

describe('serial numbers', () => {
  it('Given a client that sends its own number, when the record is added and then edited, then the server draws it once and keeps it', async () => {
    const added = expectOk<any>(await admin.post(`${PAGE}/data`, { title: 'First', memo_no: 'HACKED-9999', sign: signature }));
    expect(added.memo_no).toMatch(/^M\d{4}$/);
    const edited = expectOk<any>(await admin.put(`${PAGE}/data/${added.id}`, { title: 'First again', memo_no: 'M9999', data_version: added.data_version }));
    expect(edited).toMatchObject({ title: 'First again', memo_no: added.memo_no });
    const read = expectOk<any>(await admin.get(`${PAGE}/data/${added.id}?mode=edit`));
    expect(read.memo_no).toBe(added.memo_no);
  });

  it('Given 20 saves at once, when they finish, then every record has its own number, in one run without gaps', async () => {
    const saved = await Promise.all(Array.from({ length: 20 }, (_, i) => admin.post(`${PAGE}/data`, { title: `Parallel ${i}`, sign: signature })));
    const numbers = saved.map((r) => expectOk<any>(r).memo_no as string).sort();
    expect(new Set(numbers).size).toBe(20);
    const first = Number(numbers[0]!.slice(1));
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `M${String(first + i).padStart(4, '0')}`));
  });

  it('Given a save refused by validation, when the next one succeeds, then the refused save used no number', async () => {
    const last = expectOk<any>(await admin.post(`${PAGE}/data`, { title: 'Before', sign: signature })).memo_no as string;
    const refused = await admin.post(`${PAGE}/data`, { title: 'Unsigned' });
    expect(refused.status).toBe(400);
    const next = expectOk<any>(await admin.post(`${PAGE}/data`, { title: 'After', sign: signature })).memo_no as string;
    expect(Number(next.slice(1))).toBe(Number(last.slice(1)) + 1);
  });
});

describe('rich text', () => {
  it('Given hostile markup, when the record is saved, then scripts, handlers, frames and javascript: links are gone and the rest stays', async () => {
    const body = [
      '<p onclick="steal()">Hello <b>bold</b> <i>world</i></p>',
      '<script>alert(1)</script><style>body{display:none}</style>',
      '<img src="x" onerror="alert(2)"><img src="javascript:alert(3)">',
      '<a href="javascript:alert(4)">bad</a><a href="https://example.com" target="_blank">good</a>',
      '<iframe src="https://evil.example"></iframe><svg><script>alert(5)</script></svg>',
      '<a href="java&#x09;script:alert(6)">tab</a><div style="background:url(javascript:alert(7))">styled</div>',
    ].join('');
    const saved = expectOk<any>(await admin.post(`${PAGE}/data`, { title: 'Rich', body, sign: signature }));
    const stored = saved.body as string;
    expect(stored).not.toMatch(/script|onerror|onclick|iframe|style=|<style|svg|alert|javascript/i);
    expect(stored).toContain('<a>bad</a>');
    expect(stored).toContain('<p>Hello <b>bold</b> <i>world</i></p>');
    expect(stored).toContain('<img src="x" />');
    expect(stored).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>');
    expect(stored).toContain('<div>styled</div>');
    const read = expectOk<any>(await admin.get(`${PAGE}/data/${saved.id}?mode=edit`));
    expect(read.body).toBe(stored);
  });

  it('Given an edit with markup, when it is saved, then it is cleaned the same way', async () => {
    const added = expectOk<any>(await admin.post(`${PAGE}/data`, { title: 'Plain', body: '<p>ok</p>', sign: signature }));
    const edited = expectOk<any>(await admin.put(`${PAGE}/data/${added.id}`, { body: '<p>ok<script>x()</script></p>', data_version: added.data_version }));
    expect(edited.body).toBe('<p>ok</p>');
  });
});

describe('rich text written to another service', () => {
  it('Given values for a model persisted over HTTP, when the form checks them, then its rich text is cleaned the same way first', () => {
    const form = { fields: [{ type: 'card' as const, key: 'c', children: [{ type: 'editor' as const, key: 'body' }] }, { type: 'input' as const, key: 'title' }] };
    expect(withCleanRichText(form, { body: '<p onmouseover="x()">Hi<script>x()</script></p>', title: '<b>kept</b>' }))
      .toEqual({ body: '<p>Hi</p>', title: '<b>kept</b>' });
  });
});

describe('signatures and icons', () => {
  it('Given a required signature left empty, when the record is saved, then it is refused with the spec\'s message and nothing is written', async () => {
    const before = await total();
    const res = await admin.post(`${PAGE}/data`, { title: 'No signature', sign: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The signature is required before saving');
    expect(await total()).toBe(before);
  });

  it.each<[string, string, string]>([
    ['a signature file that was never uploaded', 'signature/0123456789abcdef0123456789abcdef.png', 'Sign must be a signature drawn here'],
    ['a signature that is no stored reference', 'data:image/png;base64,iVBORw0KGgo=', 'Sign must be a signature drawn here'],
    ['an icon that is markup', '<img src=x onerror=alert(1)>', 'Mark must be an icon of the icon set'],
  ])('Given %s, when the record is saved, then it is refused', async (name, value, message) => {
    const res = await admin.post(`${PAGE}/data`, name.includes('icon') ? { title: 'Bad', sign: signature, mark: value } : { title: 'Bad', sign: value });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('Given a drawn signature and an icon, when the record is saved and read back, then the field holds the file reference and the icon name', async () => {
    const saved = expectOk<any>(await admin.post(`${PAGE}/data`, { title: 'Signed', sign: signature, mark: 'SmileOutlined' }));
    const read = expectOk<any>(await admin.get(`${PAGE}/data/${saved.id}?mode=edit`));
    expect(read).toMatchObject({ sign: signature, mark: 'SmileOutlined' });
    expect(signature).toMatch(/^signature\/[0-9a-f]{32}\.png$/);
  });
});
