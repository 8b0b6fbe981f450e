// An Excel import checks each row as a form's save does (form-checks.ts, in the import's transaction): serial numbers
// drawn per row, a required signature, SQL-fed options and user pickers checked against the database, the page's
// before-save hook; any refused row is reported with its row and column, and nothing is written. PostgreSQL and PGlite.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';
import { pagePath, uploadWorkbook, waitForJob, writeWorkbook } from './excel-fixtures.ts';
import { setUpMemos, uploadSignature } from './form-controls-fixtures.ts';
import { editSiteForm, setUpRegions } from './form-options-fixtures.ts';

// An HTTP config's service that counts its calls: an import asks it once per chunk of rows, not once per row.
let kindCalls = 0;
const stub = http.createServer((_req, res) => {
  kindCalls += 1;
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: [{ code: 'road', name: 'Road' }, { code: 'rail', name: 'Rail' }] }));
});
await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
const port = (stub.address() as AddressInfo).port;
afterAll(() => void stub.close());

const FILE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-excel-import-checks-'));
const suite = apiSuite({ env: { FILE_DIR, HTTP_CONFIG_ALLOWED_HOSTS: `127.0.0.1:${port}` } });
afterAll(() => fs.rmSync(FILE_DIR, { recursive: true, force: true }));

let admin: ApiClient;
let signature: string;
let adminId: string;

/** The page with an import button and the view changes given. */
async function importable(viewCode: string, change: Record<string, unknown> = {}) {
  const view = expectOk<any>(await admin.get(`/api/eform/manage/view/queryByCode?code=${viewCode}`));
  const buttons = view.buttons.some((b: any) => b.action === 'import')
    ? view.buttons : [...view.buttons, { buttonName: '导入', buttonType: 'toolbar', action: 'import', permission: `${viewCode}:import` }];
  expectOk(await admin.put('/api/eform/manage/view/edit', { ...view, buttons, ...change }));
}

const importRows = async (viewCode: string, rows: unknown[][]) =>
  waitForJob(admin, viewCode, (await uploadWorkbook(admin, viewCode, await writeWorkbook(rows))).body.result);
const records = async (viewCode: string) => expectOk<any>(await admin.post(`${pagePath(viewCode)}/list`, { pageSize: 100 })).records as any[];

beforeAll(async () => {
  admin = suite.admin;
  await setUpMemos(admin, { title: 'Title', number: 'Number', body: 'Body', sign: 'Sign', mark: 'Mark' });
  signature = await uploadSignature(admin);
  const varchar = (colCode: string, colName: string) => ({ colCode, colName, colType: 'varchar', colLength: 40 });
  await setUpRegions(admin, suite.server, [['11', 'Beijing', null], ['31', 'Shanghai', null]], [varchar('title', 'Title'), varchar('province', 'Province'), varchar('owner', 'Owner'), varchar('kind', 'Kind')]);
  expectOk(await admin.post('/api/eform/manage/httpConfig/add', {
    httpName: 'Kinds', httpCode: 'kinds', httpUrl: `http://127.0.0.1:${port}/kinds`, httpMethod: 'GET', resultPath: 'data', inParameter: [],
  }));
  await editSiteForm(admin, (f) => (f.key === 'province' ? { ...f, type: 'select', showConfig: { sqlConfig: { sqlCode: 'provinces' } } }
    : f.key === 'owner' ? { ...f, type: 'user' } : f.key === 'kind' ? { ...f, type: 'radio', showConfig: { httpConfig: { httpCode: 'kinds' } } } : f));
  adminId = expectOk<any[]>(await admin.get('/api/eform/engine/picker/users?keyWord=admin')).find((u) => u.username === 'admin').id;
  await importable('memo_list');
  await importable('site_list');
});

describe('an import checks each row as a save does', () => {
  it('Given rows with SQL-fed options and user pickers, when a value is no option or an id no user, then those rows are refused with their column and nothing is written', async () => {
    const job = await importRows('site_list', [
      ['Title', 'Province', 'Owner'],
      ['Good', '11', adminId],
      ['Bad province', '99', adminId],
      ['Bad owner', '31', '00000000-0000-0000-0000-000000000000'],
    ]);
    expect([job.state, job.message]).toEqual(['failed', 'import failed because of wrong data format']);
    expect(job.errors!.map((e) => [e.row, e.column])).toEqual([[3, 'Province'], [4, 'Owner']]);
    expect(job.errors![1]!.message).toMatch(/names a user or department that does not exist$/);
    expect(await records('site_list')).toEqual([]);
    const done = await importRows('site_list', [['Title', 'Province', 'Owner'], ['Good', '11', adminId], ['Also good', '31', '']]);
    expect(done.state).toBe('done');
    expect((await records('site_list')).map((r) => [r.title, r.province, r.owner ?? null]).sort())
      .toEqual([['Also good', '31', null], ['Good', '11', adminId]]);
  });

  it('Given an HTTP-fed control, when rows are imported, then its service is asked once for the chunk and a value it does not offer is refused', async () => {
    await suite.server.tenantSql('delete from site');
    kindCalls = 0;
    const rows = Array.from({ length: 8 }, (_, i) => [`Kind ${i}`, '11', '', i % 2 ? 'road' : 'rail']);
    const done = await importRows('site_list', [['Title', 'Province', 'Owner', 'Kind'], ...rows]);
    expect(done.state).toBe('done');
    expect(kindCalls).toBe(1);
    const job = await importRows('site_list', [['Title', 'Province', 'Owner', 'Kind'], ['Boat', '11', '', 'boat']]);
    expect(job.state).toBe('failed');
    expect(job.errors!.map((e) => [e.row, e.column])).toEqual([[2, 'Kind']]);
    expect(await records('site_list')).toHaveLength(8);
  });

  it('Given a required signature, when a row has none, then it is refused with its row and the Sign column', async () => {
    const job = await importRows('memo_list', [['Title', 'Sign'], ['Signed', signature], ['Unsigned', '']]);
    expect(job.state).toBe('failed');
    expect(job.errors!.map((e) => [e.row, e.column, e.message])).toEqual([[3, 'Sign', 'The signature is required before saving']]);
    expect(await records('memo_list')).toEqual([]);
  });

  it('Given a serial number control, when rows are imported, then each row draws its own number in the import\'s transaction', async () => {
    const job = await importRows('memo_list', [['Title', 'Number', 'Sign'], ...Array.from({ length: 5 }, (_, i) => [`Memo ${i}`, 'TYPED-1', signature])]);
    expect(job.state).toBe('done');
    const numbers = (await records('memo_list')).map((r) => r.memo_no as string);
    expect(numbers).toHaveLength(5);
    expect(numbers.every((n) => /^M\d{4}$/.test(n))).toBe(true);
    expect(new Set(numbers).size).toBe(5);
  });

  it('Given a before-save hook refusing one row, when rows are imported, then the import fails with that row and writes nothing', async () => {
    await importable('memo_list', { beforeSave: { lang: 'script', code: 'if (input.record.title === "Nope") return { refuse: "Nope is refused" };' } });
    const before = await records('memo_list');
    const job = await importRows('memo_list', [['Title', 'Sign'], ['Fine', signature], ['Nope', signature], ['Fine too', signature]]);
    expect([job.state, job.message]).toEqual(['failed', 'import failed because of wrong data format']);
    expect(job.errors!.map((e) => [e.row, e.message])).toEqual([[3, 'Nope is refused']]);
    expect((await records('memo_list')).length).toBe(before.length);
  });
});
