// A page's save hooks wherever its model keeps its records, and their api.http: over HTTP the before-save hook refuses
// or changes values (checked by the form) before the service is called, and the after-save hook sees the record as the
// service answered it (its id); its refusal cannot undo the service's write, so it answers a 400 saying the record
// stays saved there (and logged). In a MariaDB data source the hooks run inside that database's transaction: an
// after-save refusal leaves nothing there. api.http inside a save hook calls an HTTP config (a local stub service,
// allowed by HTTP_CONFIG_ALLOWED_HOSTS); its answer feeds the record, its failure fails the save. Runs on PostgreSQL and
// on PGlite.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_DATABASE_HOSTS, externalDatabases } from '../support/external-databases.ts';
import { apiSuite } from '../support/server.ts';
import { expectOk, GROUP } from './eform-fixtures.ts';

type Item = Record<string, unknown> & { id: string };
let items: Item[] = [];
let nextId = 1;
/** Writes the service received (method and body), and the records the notify config was told about. */
const writes: string[] = [];
const notified: string[] = [];

const service = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://service');
  const json = (body: unknown, status = 200) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    const body = raw ? (JSON.parse(raw) as Item) : ({} as Item);
    if (url.pathname === '/price') return json({ data: [{ price: (url.searchParams.get('name') ?? '').length * 10 }] });
    if (url.pathname === '/notify') {
      notified.push(`${body.id}:${body.name}`);
      return json({ data: [{ ok: body.name !== 'Blocked' }] });
    }
    if (url.pathname === '/down') return json({ message: 'down' }, 500);
    if (req.method === 'GET') {
      const wanted = url.searchParams.get('id');
      const found = items.filter((d) => !wanted || d.id === wanted);
      return json({ data: { list: found, total: found.length } });
    }
    writes.push(`${req.method} ${JSON.stringify(body)}`);
    if (req.method === 'POST') {
      const item = { ...body, id: `i${nextId++}` };
      items.push(item);
      return json({ data: item });
    }
    const id = url.pathname.split('/')[2];
    items = items.map((d) => (d.id === id ? { ...d, ...body, id } : d));
    return json({ data: items.find((d) => d.id === id) });
  });
});
await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
afterAll(() => service.close());

const dbs = externalDatabases();
const COLUMNS = [
  { colCode: 'name', colName: 'Name', colType: 'varchar', colLength: 50, isRequired: true },
  { colCode: 'qty', colName: 'Quantity', colType: 'number', colLength: 5 },
  { colCode: 'note', colName: 'Note', colType: 'varchar', colLength: 100 },
];

const suite = apiSuite({ env: { HTTP_CONFIG_ALLOWED_HOSTS: new URL(origin).host, DATA_SOURCE_ALLOWED_HOSTS: EXTERNAL_DATABASE_HOSTS } }, async ({ admin }) => {
  const param = (parameterKey: string) => ({ parameterKey });
  const configs = [
    { httpName: 'List', httpCode: 'items_list', httpMethod: 'GET', httpUrl: `${origin}/items`, resultPath: 'data.list', totalPath: 'data.total', inParameter: [param('id')] },
    { httpName: 'Add', httpCode: 'items_add', httpMethod: 'POST', inParameterType: 'json', httpUrl: `${origin}/items`, resultPath: 'data',
      inParameter: ['name', 'qty', 'note'].map(param) },
    { httpName: 'Edit', httpCode: 'items_edit', httpMethod: 'PUT', inParameterType: 'json', httpUrl: `${origin}/items/{id}`, resultPath: 'data',
      inParameter: ['id', 'name', 'qty', 'note'].map(param) },
    { httpName: 'Price', httpCode: 'price', httpMethod: 'GET', httpUrl: `${origin}/price`, resultPath: 'data', inParameter: [param('name')] },
    { httpName: 'Notify', httpCode: 'notify', httpMethod: 'POST', inParameterType: 'json', httpUrl: `${origin}/notify`, resultPath: 'data',
      inParameter: ['id', 'name'].map(param) },
    { httpName: 'Down', httpCode: 'down', httpMethod: 'GET', httpUrl: `${origin}/down`, resultPath: 'data' },
  ];
  for (const config of configs) expectOk(await admin.post('/api/eform/manage/httpConfig/add', config));
  expectOk(await admin.post('/api/eform/manage/dataSource/add', { datasourceKey: 'erp', datasourceName: 'ERP', dbType: 'mariadb', url: `jdbc:mysql://127.0.0.1:3306/${dbs.mariaDb}`, username: 'root' }));
  expectOk(await admin.post('/api/eform/manage/appGroup/add', GROUP));
  const models = [
    { tableName: 'hook_remote', persistenceType: 'http', httpCode: 'items_list', httpWrite: { add: 'items_add', edit: 'items_edit' } },
    { tableName: 'hook_local', persistenceType: 'db' },
    { tableName: 'hook_maria', persistenceType: 'db', dsName: 'erp' },
  ];
  for (const model of models) {
    expectOk(await admin.post('/api/eform/manage/tableModel/add', { tableDesc: model.tableName, groupCode: 'crm', objStructure: 'main', columns: COLUMNS, ...model }));
    if (model.persistenceType === 'db') expectOk(await admin.post('/api/eform/manage/tableModel/createTable', { tableName: model.tableName }));
    expectOk(await admin.post('/api/eform/manage/tableModel/generate', { tableName: model.tableName }));
  }
});

type Hook = { lang: string; code: string } | null;
const script = (code: string) => ({ lang: 'script', code });

/** Saves the page with these save hooks (null: none). */
async function hooks(viewCode: string, change: { beforeSave?: Hook; afterSave?: Hook }) {
  const view = expectOk<any>(await suite.admin.get(`/api/eform/manage/view/queryByCode?code=${viewCode}`));
  const next = { ...view, ...change };
  for (const key of ['beforeSave', 'afterSave'] as const) if (next[key] === null) delete next[key];
  expectOk(await suite.admin.put('/api/eform/manage/view/edit', next));
}

const pageOf = (table: string) => `/api/eform/engine/view/${table}_list`;
const count = async (table: string) => expectOk<any>(await suite.admin.post(`${pageOf(table)}/list`, { pageSize: 100 })).total as number;

async function mariaRows(): Promise<Record<string, unknown>[]> {
  const maria = await dbs.maria();
  try {
    const [rows] = await maria.query('select id, name, qty, note from hook_maria order by name');
    return rows as Record<string, unknown>[];
  } finally {
    await maria.end();
  }
}

/** A before-save hook reading the price service (api.http) into qty and naming the save in note; "Bad" is refused. */
const PRICED = script(`if (input.record.name === "Bad") return { refuse: "No Bad (" + input.kind + ")" };
  const price = api.http("price", { name: input.record.name })[0].price;
  return { values: { qty: price, note: input.kind + (input.before ? ":" + input.before.name + ":" + input.id : "") } };`);
/** An after-save hook telling the notify service the record's id (api.http); refuses "Late" and what the service blocks. */
const NOTIFYING = script(`const [answer] = api.http("notify", { id: input.record.id, name: input.record.name });
  if (input.record.name === "Late") return { refuse: "Late is refused after " + input.kind + " of " + input.record.id };
  if (!answer.ok) return { refuse: "The notify service blocked " + input.record.name };`);

describe('save hooks of a page whose records another service keeps over HTTP', () => {
  const page = pageOf('hook_remote');
  beforeAll(() => hooks('hook_remote_list', { beforeSave: PRICED, afterSave: NOTIFYING }));

  it('Given a before-save hook, when a record is added and edited, then it refuses before the service is called, or its values (from api.http) are what the service gets', async () => {
    writes.length = 0;
    const refused = await suite.admin.post(`${page}/data`, { name: 'Bad' });
    expect([refused.status, refused.body.message]).toEqual([400, 'No Bad (add)']);
    expect(writes).toEqual([]);
    const added = expectOk<any>(await suite.admin.post(`${page}/data`, { name: 'Lamp', qty: 1 }));
    expect(added).toMatchObject({ name: 'Lamp', qty: 40, note: 'add' });
    expect(items.find((i) => i.id === added.id)).toMatchObject({ name: 'Lamp', qty: 40, note: 'add' });
    const edited = expectOk<any>(await suite.admin.put(`${page}/data/${added.id}`, { name: 'Lamp 2' }));
    expect(edited).toMatchObject({ id: added.id, name: 'Lamp 2', qty: 60, note: `edit:Lamp:${added.id}` });
    expect(items.find((i) => i.id === added.id)).toMatchObject({ name: 'Lamp 2', qty: 60 });
    const refusedEdit = await suite.admin.put(`${page}/data/${added.id}`, { name: 'Bad' });
    expect([refusedEdit.status, refusedEdit.body.message]).toEqual([400, 'No Bad (edit)']);
    expect(writes.map((w) => w.split(' ')[0])).toEqual(['POST', 'PUT']);
  });

  it('Given a before-save hook changing a value against the form\'s rules, when a record is added, then the field is refused and the service is not called', async () => {
    await hooks('hook_remote_list', { beforeSave: script('return { values: { name: "x".repeat(60) } }') });
    writes.length = 0;
    const long = await suite.admin.post(`${page}/data`, { name: 'Fine' });
    expect(long.status).toBe(400);
    expect(long.body.result.errors[0]).toMatchObject({ key: 'name' });
    expect(writes).toEqual([]);
    await hooks('hook_remote_list', { beforeSave: PRICED });
  });

  it('Given an after-save hook, when the service has saved a record, then the hook sees the service\'s id; its refusal is a 400 saying the record stays saved there, and logged', async () => {
    notified.length = 0;
    const fine = expectOk<any>(await suite.admin.post(`${page}/data`, { name: 'Fine' }));
    expect(notified).toEqual([`${fine.id}:Fine`]);
    const before = items.length;
    const late = await suite.admin.post(`${page}/data`, { name: 'Late' });
    const id = items[items.length - 1]!.id;
    expect(items.length).toBe(before + 1);
    expect(items[items.length - 1]).toMatchObject({ name: 'Late', qty: 40 });
    expect([late.status, late.body.message]).toEqual([
      400, `The HTTP service has saved the record (${id}); the after-save hook then refused it, which cannot undo that service's write: Late is refused after add of ${id}`,
    ]);
    expect(notified).toEqual([`${fine.id}:Fine`, `${id}:Late`]);
    const log = expectOk<any[]>(await suite.admin.get(`${page}/data/${id}/log`));
    expect(log.map((e) => [e.action, e.after?.name])).toEqual([['add', 'Late']]);
    const blocked = await suite.admin.put(`${page}/data/${fine.id}`, { name: 'Blocked' });
    expect([blocked.status, blocked.body.message]).toEqual([
      400, `The HTTP service has saved the record (${fine.id}); the after-save hook then refused it, which cannot undo that service's write: The notify service blocked Blocked`,
    ]);
    expect(items.find((i) => i.id === fine.id)).toMatchObject({ name: 'Blocked' });
  });
});

describe('api.http in the save hooks of a page of the platform\'s database', () => {
  const page = pageOf('hook_local');
  beforeAll(() => hooks('hook_local_list', { beforeSave: PRICED, afterSave: NOTIFYING }));

  it('Given a before-save hook reading an HTTP config, when a record is added, then the answer is stored; the after-save hook tells another config the new id', async () => {
    notified.length = 0;
    const added = expectOk<any>(await suite.admin.post(`${page}/data`, { name: 'Chair', qty: 1 }));
    expect([added.name, Number(added.qty), added.note]).toEqual(['Chair', 50, 'add']);
    expect(notified).toEqual([`${added.id}:Chair`]);
    const edited = expectOk<any>(await suite.admin.put(`${page}/data/${added.id}`, { name: 'Stool', data_version: added.data_version }));
    expect([Number(edited.qty), edited.note]).toEqual([50, `edit:Chair:${added.id}`]);
  });

  it('Given an after-save hook refusing on the answer of an HTTP config, or a config failing, when a record is added, then nothing is written', async () => {
    const before = await count('hook_local');
    notified.length = 0;
    const blocked = await suite.admin.post(`${page}/data`, { name: 'Blocked' });
    expect([blocked.status, blocked.body.message]).toEqual([400, 'The notify service blocked Blocked']);
    expect(notified).toHaveLength(1);
    await hooks('hook_local_list', { beforeSave: script('api.http("down", {}); return { values: { note: "never" } };') });
    const down = await suite.admin.post(`${page}/data`, { name: 'Down' });
    expect(down.status).toBe(400);
    await hooks('hook_local_list', { beforeSave: script('api.http("no_such_config", {});') });
    expect((await suite.admin.post(`${page}/data`, { name: 'Unknown' })).status).toBe(400);
    expect(await count('hook_local')).toBe(before);
  });
});

describe('save hooks of a page whose records a MariaDB data source keeps', () => {
  const page = pageOf('hook_maria');
  beforeAll(() => hooks('hook_maria_list', { beforeSave: PRICED, afterSave: NOTIFYING }));

  it('Given save hooks, when records are added and edited, then the before-save values are stored there and the after-save hook sees the record\'s id', async () => {
    notified.length = 0;
    const refused = await suite.admin.post(`${page}/data`, { name: 'Bad' });
    expect([refused.status, refused.body.message]).toEqual([400, 'No Bad (add)']);
    const added = expectOk<any>(await suite.admin.post(`${page}/data`, { name: 'Desk', qty: 1 }));
    expect(notified).toEqual([`${added.id}:Desk`]);
    expect((await mariaRows()).map((r) => [r.id, r.name, Number(r.qty), r.note])).toEqual([[added.id, 'Desk', 40, 'add']]);
    const edited = expectOk<any>(await suite.admin.put(`${page}/data/${added.id}`, { name: 'Desk 2', data_version: added.data_version }));
    expect(edited.note).toBe(`edit:Desk:${added.id}`);
    expect((await mariaRows()).map((r) => [r.name, Number(r.qty)])).toEqual([['Desk 2', 60]]);
  });

  it('Given an after-save hook that refuses, when a record is added or edited, then that database\'s transaction rolls back: nothing is written there', async () => {
    const before = await mariaRows();
    notified.length = 0;
    const late = await suite.admin.post(`${page}/data`, { name: 'Late' });
    expect(late.status).toBe(400);
    expect(late.body.message).toMatch(/^Late is refused after add of [0-9a-f-]{36}$/);
    expect(notified).toHaveLength(1);
    const [desk] = before;
    const version = expectOk<any>(await suite.admin.get(`${page}/data/${desk!.id}?mode=edit`)).data_version;
    const blocked = await suite.admin.put(`${page}/data/${desk!.id}`, { name: 'Blocked', data_version: version });
    expect([blocked.status, blocked.body.message]).toEqual([400, 'The notify service blocked Blocked']);
    expect(await mariaRows()).toEqual(before);
    expect(expectOk<any>(await suite.admin.get(`${page}/data/${desk!.id}?mode=edit`)).data_version).toBe(version);
  });
});
