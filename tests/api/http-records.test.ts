// A table model persisted over HTTP: its list page reads and writes the records of another service through the
// model's HTTP configs (a page with its total, one record, add, edit, delete), validated by the form as for a table;
// it has no table to create, and a service answering records without ids is refused.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { expectOk, GROUP, ownRecordsRule } from './eform-fixtures.ts';

interface Order { id: string; name: string; qty: number }
let orders: Order[] = [{ id: 'o1', name: 'Desk', qty: 1 }, { id: 'o2', name: 'Chair', qty: 4 }, { id: 'o3', name: 'Desk lamp', qty: 2 }];
let nextId = 4;
const calls: string[] = [];

const service = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://service');
  calls.push(`${req.method} ${url.pathname}${url.search}`);
  const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    const body = raw ? (JSON.parse(raw) as Partial<Order>) : {};
    const id = url.pathname.split('/')[2];
    if (url.pathname === '/broken') return json({ data: { list: [{ name: 'no id' }] } });
    if (req.method === 'GET') {
      const name = url.searchParams.get('name') ?? '';
      const wanted = url.searchParams.get('id');
      const found = orders.filter((o) => o.name.includes(name) && (!wanted || o.id === wanted));
      const size = Number(url.searchParams.get('pageSize') ?? 10);
      const from = (Number(url.searchParams.get('pageNo') ?? 1) - 1) * size;
      return json({ data: { list: found.slice(from, from + size), total: found.length } });
    }
    if (req.method === 'POST') {
      const order = { id: `o${nextId++}`, name: String(body.name), qty: Number(body.qty) };
      orders.push(order);
      return json({ data: order });
    }
    if (req.method === 'PUT') {
      orders = orders.map((o) => (o.id === id ? { ...o, name: String(body.name), qty: Number(body.qty) } : o));
      return json({ data: orders.find((o) => o.id === id) });
    }
    orders = orders.filter((o) => o.id !== id);
    return json({ data: { id } });
  });
});
await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
afterAll(() => service.close());

const suite = apiSuite({ env: { HTTP_CONFIG_ALLOWED_HOSTS: new URL(origin).host } }, async ({ admin }) => {
  const param = (parameterKey: string) => ({ parameterKey });
  const configs = [
    { httpName: 'List', httpCode: 'orders_list', httpMethod: 'GET', httpUrl: `${origin}/orders`, resultPath: 'data.list', totalPath: 'data.total',
      inParameter: ['pageNo', 'pageSize', 'name', 'id'].map(param) },
    { httpName: 'Add', httpCode: 'orders_add', httpMethod: 'POST', inParameterType: 'json', httpUrl: `${origin}/orders`, resultPath: 'data', inParameter: ['name', 'qty'].map(param) },
    { httpName: 'Edit', httpCode: 'orders_edit', httpMethod: 'PUT', inParameterType: 'json', httpUrl: `${origin}/orders/{id}`, resultPath: 'data', inParameter: ['id', 'name', 'qty'].map(param) },
    { httpName: 'Delete', httpCode: 'orders_delete', httpMethod: 'DELETE', httpUrl: `${origin}/orders/{id}`, inParameter: [param('id')] },
    { httpName: 'Broken', httpCode: 'broken', httpMethod: 'GET', httpUrl: `${origin}/broken`, resultPath: 'data.list' },
  ];
  for (const config of configs) expectOk(await admin.post('/api/eform/manage/httpConfig/add', config));
  expectOk(await admin.post('/api/eform/manage/appGroup/add', GROUP));
  expectOk(await admin.post('/api/eform/manage/tableModel/add', {
    tableName: 'remote_order', tableDesc: 'Remote orders', groupCode: 'crm', objStructure: 'main', persistenceType: 'http',
    httpCode: 'orders_list', httpWrite: { add: 'orders_add', edit: 'orders_edit', delete: 'orders_delete' },
    columns: [
      { colCode: 'name', colName: 'Name', colType: 'varchar', colLength: 50, isRequired: true },
      { colCode: 'qty', colName: 'Quantity', colType: 'number', colLength: 5 },
    ],
  }));
  expectOk(await admin.post('/api/eform/manage/tableModel/generate', { tableName: 'remote_order' }));
});

const page = '/api/eform/engine/view/remote_order_list';

describe('table models persisted over HTTP', () => {
  it('lists a page of the service\'s records with its total, filtered by the page\'s query columns', async () => {
    const first = expectOk<any>(await suite.admin.post(`${page}/list`, { pageNo: 1, pageSize: 2 }));
    expect([first.records.map((r: any) => r.name), first.total, first.pages]).toEqual([['Desk', 'Chair'], 3, 2]);
    const desks = expectOk<any>(await suite.admin.post(`${page}/list`, { filters: [{ colCode: 'name', value: 'Desk' }] }));
    expect(desks.records.map((r: any) => r.id)).toEqual(['o1', 'o3']);
    const refused = await suite.admin.post(`${page}/list`, { filters: [{ colCode: 'nope', value: 1 }] });
    expect(refused.status).toBe(400);
    expect(expectOk<any>(await suite.admin.get(`${page}/data/o2`))).toMatchObject({ id: 'o2', name: 'Chair', qty: 4 });
    expect((await suite.admin.get(`${page}/data/o404`)).status).toBe(404);
  });

  it('adds, edits and deletes through the write configs, validated by the form first', async () => {
    calls.length = 0;
    const missing = await suite.admin.post(`${page}/data`, { qty: 3 });
    expect(missing.status).toBe(400);
    expect(calls).toEqual([]);
    const added = expectOk<any>(await suite.admin.post(`${page}/data`, { name: 'Shelf', qty: 3 }));
    expect(added).toMatchObject({ id: 'o4', name: 'Shelf', qty: 3 });
    const edited = expectOk<any>(await suite.admin.put(`${page}/data/o4`, { qty: 5 }));
    expect(edited).toMatchObject({ id: 'o4', name: 'Shelf', qty: 5 });
    expect(orders.find((o) => o.id === 'o4')).toEqual({ id: 'o4', name: 'Shelf', qty: 5 });
    expectOk(await suite.admin.delete(`${page}/data/o4`));
    expect(expectOk<any>(await suite.admin.post(`${page}/batchDelete`, { ids: ['o1', 'o2'] }))).toEqual({ deleted: 2 });
    expect(orders.map((o) => o.id)).toEqual(['o3']);
    expect(calls.filter((c) => !c.startsWith('GET'))).toEqual(['POST /orders', 'PUT /orders/o4', 'DELETE /orders/o4', 'DELETE /orders/o1', 'DELETE /orders/o2']);
    const log = expectOk<any[]>(await suite.admin.get(`${page}/data/o4/log`));
    expect(log.map((e) => [e.action, e.before?.qty ?? null, e.after?.qty ?? null, e.username])).toEqual([
      ['add', null, 3, 'admin'], ['edit', 3, 5, 'admin'], ['delete', null, null, 'admin'],
    ]);
  });

  it('serves users whom no data rule limits, and refuses those it would (the service\'s records cannot be limited)', async () => {
    expectOk(await suite.admin.post('/api/eform/manage/view/addToMenu', { viewCode: 'remote_order_list', back: '0', name: 'Orders', nameEn: 'Orders' }));
    const user = await suite.server.login('user');
    expect(expectOk<any>(await user.post(`${page}/list`, {})).total).toBe(1);
    await ownRecordsRule(suite.server, '/eform/view/remote_order_list');
    const refused = await (await suite.server.login('user')).post(`${page}/list`, {});
    expect([refused.status, refused.body.message]).toEqual([400, 'Data rules limit your records on this page, and records kept by an HTTP service cannot be limited by them']);
    calls.length = 0;
    expect((await user.post(`${page}/data`, { name: 'Sneaky', qty: 1 })).status).toBe(400);
    expect((await user.delete(`${page}/data/o3`)).status).toBe(400);
    expect(calls).toEqual([]);
    expect(expectOk<any>(await suite.admin.post(`${page}/list`, {})).total).toBe(1);
  });

  it('has no table to create, and refuses a service whose records carry no id', async () => {
    const create = await suite.admin.post('/api/eform/manage/tableModel/createTable', { tableName: 'remote_order' });
    expect([create.status, create.body.message]).toEqual([400, 'A table model kept over HTTP has no table to create or sync']);
    const [model] = [expectOk<any>(await suite.admin.get('/api/eform/manage/tableModel/queryByCode?code=remote_order'))];
    expectOk(await suite.admin.put('/api/eform/manage/tableModel/edit', { ...model, httpCode: 'broken' }));
    const broken = await suite.admin.post(`${page}/list`, {});
    expect([broken.status, broken.body.message]).toEqual([400, 'The records of an HTTP config must carry an id field']);
  });
});
