// The form's checks are the same wherever a model keeps its records (issue 16): over HTTP and in a MariaDB data source
// as in the platform's database — a serial number drawn by the server (kept on edit), the signature required with the
// spec's message and a stored file of the enterprise, options of a SQL config checked, user pickers naming users of the
// enterprise. What such a store cannot keep is refused when the form is designed: sub-tables and oneToOne sections
// (written in the platform's transaction), and over HTTP unique values (unionCheck).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_DATABASE_HOSTS, externalDatabases } from '../support/external-databases.ts';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { expectOk, GROUP } from './eform-fixtures.ts';

type Doc = Record<string, unknown> & { id: string };
let docs: Doc[] = [];
let nextId = 1;
const writes: string[] = [];

const service = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://service');
  const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    const body = raw ? (JSON.parse(raw) as Doc) : ({} as Doc);
    if (req.method === 'GET') {
      const wanted = url.searchParams.get('id');
      const found = docs.filter((d) => !wanted || d.id === wanted);
      return json({ data: { list: found, total: found.length } });
    }
    writes.push(`${req.method} ${JSON.stringify(body)}`);
    if (req.method === 'POST') {
      const doc = { ...body, id: `d${nextId++}` };
      docs.push(doc);
      return json({ data: doc });
    }
    const id = url.pathname.split('/')[2];
    docs = docs.map((d) => (d.id === id ? { ...d, ...body, id } : d));
    return json({ data: docs.find((d) => d.id === id) });
  });
});
await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
afterAll(() => service.close());

const dbs = externalDatabases();
const FILE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-form-stores-'));
afterAll(() => fs.rmSync(FILE_DIR, { recursive: true, force: true }));
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR fake signature')]);

const COLUMNS = [
  { colCode: 'name', colName: 'Name', colType: 'varchar', colLength: 50, isRequired: true },
  { colCode: 'doc_no', colName: 'Number', colType: 'varchar', colLength: 30 },
  { colCode: 'sign', colName: 'Sign', colType: 'varchar', colLength: 200 },
  { colCode: 'kind', colName: 'Kind', colType: 'varchar', colLength: 10 },
  { colCode: 'owner', colName: 'Owner', colType: 'varchar', colLength: 64 },
];

const suite = apiSuite({ env: { FILE_DIR, HTTP_CONFIG_ALLOWED_HOSTS: new URL(origin).host, DATA_SOURCE_ALLOWED_HOSTS: EXTERNAL_DATABASE_HOSTS } }, async ({ admin }) => {
  expectOk(await admin.post('/api/system/fillRule/add', {
    ruleName: 'Doc number', ruleCode: 'doc_no', ruleClass: 'serialNumber', ruleParams: { prefix: 'D', digits: 4, resetBy: 'none' },
  }));
  expectOk(await admin.post('/api/eform/manage/sqlConfig/add', {
    sqlName: 'Kinds', sqlCode: 'doc_kinds', sqlQuery: "select 'A' as value, 'Alpha' as label union all select 'B' as value, 'Beta' as label", parameters: [],
  }));
  const param = (parameterKey: string) => ({ parameterKey });
  const configs = [
    { httpName: 'List', httpCode: 'docs_list', httpMethod: 'GET', httpUrl: `${origin}/docs`, resultPath: 'data.list', totalPath: 'data.total', inParameter: [param('id')] },
    { httpName: 'Add', httpCode: 'docs_add', httpMethod: 'POST', inParameterType: 'json', httpUrl: `${origin}/docs`, resultPath: 'data',
      inParameter: ['name', 'doc_no', 'sign', 'kind', 'owner'].map(param) },
    { httpName: 'Edit', httpCode: 'docs_edit', httpMethod: 'PUT', inParameterType: 'json', httpUrl: `${origin}/docs/{id}`, resultPath: 'data',
      inParameter: ['id', 'name', 'doc_no', 'sign', 'kind', 'owner'].map(param) },
  ];
  for (const config of configs) expectOk(await admin.post('/api/eform/manage/httpConfig/add', config));
  expectOk(await admin.post('/api/eform/manage/dataSource/add', { datasourceKey: 'erp', datasourceName: 'ERP', dbType: 'mariadb', url: `jdbc:mysql://127.0.0.1:3306/${dbs.mariaDb}`, username: 'root' }));
  expectOk(await admin.post('/api/eform/manage/appGroup/add', GROUP));
});

async function uploadSignature(client: ApiClient): Promise<string> {
  const form = new FormData();
  form.append('biz', 'signature');
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'signature.png');
  const res = await fetch(`${client.baseUrl}/api/system/common/upload`, { method: 'POST', body: form, headers: { 'X-Access-Token': client.token! } });
  return ((await res.json()) as { result: { path: string }[] }).result[0]!.path;
}

const formOf = async (table: string) => expectOk<any>(await suite.admin.get(`/api/eform/manage/form/queryByCode?code=${table}_form`));
const saveForm = (form: any, fields: unknown[]) => suite.admin.put('/api/eform/manage/form/edit', { ...form, fields });

/** The model (over HTTP or in the data source), its page, and its form with a serial number, signature, SQL options and a user picker. */
async function setUpDocs(table: string, store: 'http' | 'erp'): Promise<string> {
  const admin = suite.admin;
  expectOk(await admin.post('/api/eform/manage/tableModel/add', {
    tableName: table, tableDesc: table, groupCode: 'crm', objStructure: 'main', columns: COLUMNS,
    ...(store === 'http'
      ? { persistenceType: 'http', httpCode: 'docs_list', httpWrite: { add: 'docs_add', edit: 'docs_edit' } }
      : { persistenceType: 'db', dsName: store }),
  }));
  if (store !== 'http') expectOk(await admin.post('/api/eform/manage/tableModel/createTable', { tableName: table }));
  expectOk(await admin.post('/api/eform/manage/tableModel/generate', { tableName: table }));
  const form = await formOf(table);
  const fields = form.fields.map((f: any) => ({
    doc_no: { ...f, type: 'serialno', props: { ruleCode: 'doc_no' } },
    sign: { ...f, type: 'signature', required: 'Y' },
    kind: { ...f, type: 'select', showConfig: { sqlConfig: { sqlCode: 'doc_kinds' } } },
    owner: { ...f, type: 'user' },
  }[f.key as string] ?? f));
  expectOk(await saveForm(form, fields));
  return `/api/eform/engine/view/${table}_list`;
}

/** The row the store holds: the service's, or the data source table's. */
async function stored(store: 'http' | 'erp', table: string, id: string): Promise<Record<string, unknown> | undefined> {
  if (store === 'http') return docs.find((d) => d.id === id);
  const maria = await dbs.maria();
  const [rows] = await maria.query(`select name, doc_no, sign, kind from ${table} where id = ?`, [id]);
  await maria.end();
  return (rows as Record<string, unknown>[])[0];
}

async function storedCount(store: 'http' | 'erp', table: string): Promise<number> {
  if (store === 'http') return docs.length;
  const maria = await dbs.maria();
  const [rows] = await maria.query(`select count(*) as n from ${table}`);
  await maria.end();
  return Number((rows as { n: number }[])[0]!.n);
}

let signature: string;
beforeAll(async () => {
  signature = await uploadSignature(suite.admin);
});

describe.each([
  ['over HTTP', 'http', 'http_doc'],
  ['in a MariaDB data source', 'erp', 'maria_doc'],
] as const)('the form checks of a model kept %s', (_name, store, table) => {
  let page: string;
  beforeAll(async () => {
    page = await setUpDocs(table, store);
  });

  it('Given a record without its signature, an unknown option, a foreign user or an unknown signature file, when it is added, then it is refused and nothing is stored', async () => {
    const before = await storedCount(store, table);
    const unsigned = await suite.admin.post(`${page}/data`, { name: 'Unsigned', kind: 'A' });
    expect([unsigned.status, unsigned.body.message]).toEqual([400, 'The signature is required before saving']);
    const option = await suite.admin.post(`${page}/data`, { name: 'Odd', kind: 'Z', sign: signature });
    expect([option.status, option.body.result.errors[0].key]).toEqual([400, 'kind']);
    const owner = await suite.admin.post(`${page}/data`, { name: 'Owned', kind: 'A', sign: signature, owner: randomUUID() });
    expect([owner.status, owner.body.result.errors[0].key]).toEqual([400, 'owner']);
    const forged = await suite.admin.post(`${page}/data`, { name: 'Forged', sign: 'signature/0123456789abcdef0123456789abcdef.png' });
    expect([forged.status, forged.body.message]).toEqual([400, 'Sign must be a signature drawn here']);
    expect(await storedCount(store, table)).toBe(before);
  });

  it('Given a client that sends its own number, when the record is added and edited, then the server draws the number once and keeps it', async () => {
    writes.length = 0;
    const added = expectOk<any>(await suite.admin.post(`${page}/data`, { name: 'First', doc_no: 'HACKED', kind: 'B', sign: signature }));
    expect(added.doc_no).toMatch(/^D\d{4}$/);
    expect(await stored(store, table, added.id)).toMatchObject({ name: 'First', doc_no: added.doc_no, kind: 'B', sign: signature });
    const edited = expectOk<any>(await suite.admin.put(`${page}/data/${added.id}`, { name: 'First again', doc_no: 'D9999', data_version: added.data_version }));
    expect(edited).toMatchObject({ name: 'First again', doc_no: added.doc_no });
    expect(await stored(store, table, added.id)).toMatchObject({ name: 'First again', doc_no: added.doc_no });
    const next = expectOk<any>(await suite.admin.post(`${page}/data`, { name: 'Second', sign: signature }));
    expect(Number(next.doc_no.slice(1))).toBe(Number(added.doc_no.slice(1)) + 1);
    if (store === 'http') expect(writes.every((w) => !w.includes('HACKED') && !w.includes('D9999'))).toBe(true);
    const badEdit = await suite.admin.put(`${page}/data/${added.id}`, { kind: 'Z', data_version: edited.data_version });
    expect(badEdit.status).toBe(400);
  });

  it('Given a sub-table or a oneToOne section, when the form is saved, then it is refused with the reason and the stored form is unchanged', async () => {
    const form = await formOf(table);
    const sub = { key: 'lines', type: 'editableTable', title: 'Lines', props: { tableName: 'doc_line' } };
    const section = { key: 'extra', type: 'card', title: 'Extra', props: { oneToOne: 'doc_extra' }, children: [{ key: 'extra_note', type: 'input', title: 'Note' }] };
    for (const [control, title] of [[sub, 'Lines'], [section, 'Extra']] as const) {
      const res = await saveForm(form, [...form.fields, control]);
      expect([res.status, res.body.message]).toEqual([
        400, `${title} is saved with the record in the platform database; a model kept in a data source or by an HTTP service cannot have it`,
      ]);
    }
    expect((await formOf(table)).fields.map((f: any) => f.key)).toEqual(form.fields.map((f: any) => f.key));
  });

  it('Given a unionCheck rule, when the form is saved, then only a model kept over HTTP refuses it (its records cannot be checked)', async () => {
    const form = await formOf(table);
    const res = await saveForm(form, form.fields.map((f: any) => (f.key === 'name' ? { ...f, rules: [{ unionCheck: true }] } : f)));
    if (store === 'http') expect([res.status, res.body.message]).toEqual([400, 'Name must be unique, which cannot be checked in the records of an HTTP service']);
    else expectOk(res);
  });
});

describe('option parameters of a form', () => {
  it('Given a parameter reading a control the form does not have, or an empty or repeated key, when the form is saved, then it is refused', async () => {
    await setUpDocs('param_doc', 'http');
    const form = await formOf('param_doc');
    const withParams = (parameters: unknown[]) => form.fields.map((f: any) => (f.key === 'kind'
      ? { ...f, showConfig: { sqlConfig: { sqlCode: 'doc_kinds', sqlParameterConfig: parameters } } } : f));
    for (const [parameters, message] of [
      [[{ parameterKey: 'who', outKey: 'nobody' }], 'The parameter reads nobody, which is not a control of the form'],
      [[{ parameterKey: '', outKey: 'name' }], 'Parameter key cannot be empty'],
      [[{ parameterKey: 'who', outKey: 'name' }, { parameterKey: 'who', defaultValue: 'x' }], 'Parameter key cannot be repeated'],
    ] as const) {
      const res = await saveForm(form, withParams([...parameters]));
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expectOk(await saveForm(form, withParams([{ parameterKey: 'who', outKey: 'name', defaultValue: 'x' }])));
  });
});
