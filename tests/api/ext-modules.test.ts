// Extension modules (#39 item 1): modules of MODULES_DIR load at start, their routes answer under /api/ext/<module>/…
// with the access they declare, their records come through the platform's page rules, and a broken module is skipped.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiSuite } from '../support/server.ts';
import { registerEnterprise } from '../support/enterprises.ts';
import { expectOk, ownRecordsRule, setUpCustomer } from './eform-fixtures.ts';

const SDK = path.resolve(import.meta.dirname, '../../server/src/ext/sdk.ts');

/** Writes a module folder: its files by relative path. */
function writeModule(dir: string, name: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, name, file), text);
  }
}
const manifest = (name: string) => JSON.stringify({ name, version: '1.0.0', title: `Module ${name}` });

const ORDERS_SERVER = `
import type { ModuleSetup } from ${JSON.stringify(SDK)};
const setup: ModuleSetup = (sdk) => {
  sdk.route({ method: 'GET', url: '/hello', access: { authenticated: true }, summary: 'Who calls',
    handler: async (req) => ({ module: sdk.name, user: req.user.username, lang: req.lang }) });
  sdk.route({ method: 'GET', url: '/models', access: { permission: sdk.permissions.eform.model.add }, summary: 'Guarded',
    handler: async () => 'guarded' });
  sdk.route({ method: 'GET', url: '/refuse', access: { authenticated: true }, summary: 'Refuses',
    handler: async () => { throw sdk.errors.badRequest('Orders refuse this'); } });
  sdk.route({ method: 'GET', url: '/customers', access: { authenticated: true }, summary: 'Customers',
    schema: { querystring: sdk.Type.Object({ name: sdk.Type.Optional(sdk.Type.String()) }) },
    handler: async (req) => sdk.records(req, 'customer_list').list({ pageSize: 100, filters: req.query.name ? [{ colCode: 'name', value: req.query.name }] : [] }) });
  sdk.route({ method: 'POST', url: '/customers', access: { authenticated: true }, summary: 'Add a customer',
    schema: { body: sdk.Type.Object({ name: sdk.Type.String({ minLength: 1 }) }) },
    handler: async (req) => sdk.records(req, 'customer_list').add({ name: req.body.name }) });
  sdk.route({ method: 'PUT', url: '/customers/:id', access: { authenticated: true }, summary: 'Rename a customer',
    schema: { body: sdk.Type.Record(sdk.Type.String(), sdk.Type.Unknown()) },
    handler: async (req) => sdk.records(req, 'customer_list').edit(req.params.id, req.body) });
  sdk.route({ method: 'GET', url: '/customers/:id', access: { authenticated: true }, summary: 'A customer',
    handler: async (req) => sdk.records(req, 'customer_list').read(req.params.id) });
  sdk.route({ method: 'DELETE', url: '/customers/:id', access: { authenticated: true }, summary: 'Delete a customer',
    handler: async (req) => sdk.records(req, 'customer_list').remove([req.params.id]) });
};
export default setup;
`;

const NO_ACCESS_SERVER = `
export default (sdk: any) => { sdk.route({ method: 'GET', url: '/open', summary: 'No access', handler: async () => 1 }); };
`;

const modulesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-ext-'));
writeModule(modulesDir, 'orders', {
  'module.json': manifest('orders'),
  'server/index.ts': ORDERS_SERVER,
  'web/index.tsx': `import { useState } from 'react';\nexport const pages = { Hello: () => { const [n] = useState(1); return <b>{n}</b>; } };\n`,
});
writeModule(modulesDir, 'noaccess', { 'module.json': manifest('noaccess'), 'server/index.ts': NO_ACCESS_SERVER });
writeModule(modulesDir, 'badjson', { 'module.json': '{ "name": "badjson", ', 'server/index.ts': 'export default () => {};' });
writeModule(modulesDir, 'crash', { 'module.json': manifest('crash'), 'server/index.ts': `throw new Error('crash at import');\nexport default () => {};` });
writeModule(modulesDir, 'twice', {
  'module.json': manifest('twice'),
  'server/index.ts': `export default (sdk: any) => { for (const n of [1, 2]) sdk.route({ method: 'GET', url: '/a/:x' + n, access: { authenticated: true }, summary: 'A', handler: async () => n }); };`,
});
afterAll(() => fs.rmSync(modulesDir, { recursive: true, force: true }));

const suite = apiSuite({ env: { MODULES_DIR: modulesDir, ENTERPRISE_REGISTRATION: 'open' } });

beforeAll(async () => {
  await setUpCustomer(suite.admin, { generate: true });
});

describe('extension modules', () => {
  it('lists the loaded module and the skipped ones with their reasons', async () => {
    const modules = expectOk<any[]>(await suite.admin.get('/api/system/ext/modules'));
    const byName = Object.fromEntries(modules.map((m) => [m.name, m]));
    expect(byName.orders).toMatchObject({ state: 'loaded', version: '1.0.0', title: 'Module orders', error: null, web: true });
    expect(byName.orders.routes).toContainEqual({ method: 'GET', url: '/api/ext/orders/hello', summary: 'Who calls' });
    expect(byName.noaccess).toMatchObject({ state: 'failed', error: 'The route GET /open declares no access' });
    expect(byName.badjson.state).toBe('failed');
    expect(byName.badjson.error).toMatch(/^module.json is missing or invalid/);
    expect(byName.crash).toMatchObject({ state: 'failed', error: expect.stringContaining('crash at import') });
    expect(byName.twice).toMatchObject({ state: 'failed', error: 'The route GET /a/:x2 is declared twice' });
    expect((await suite.admin.get('/api/system/ext/modules?lang=zh_CN')).body.result.find((m: any) => m.name === 'noaccess').error)
      .toBe('路由 GET /open 未声明访问权限');
    // A skipped module registers nothing.
    expect((await suite.admin.get('/api/ext/noaccess/open')).status).toBe(404);
    const user = await suite.server.login('user');
    expect((await user.get('/api/system/ext/modules')).status).toBe(403);
  });

  it("answers a module's routes in the platform's envelope, with the caller from the session", async () => {
    const res = await suite.admin.get('/api/ext/orders/hello?lang=zh_CN');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, code: '200', result: { module: 'orders', user: 'admin', lang: 'zh_CN' } });
    expect((await suite.server.anonymous().get('/api/ext/orders/hello')).status).toBe(401);
    const refused = await suite.admin.get('/api/ext/orders/refuse');
    expect([refused.status, refused.body.message, refused.body.success]).toEqual([400, 'Orders refuse this', false]);
    expect((await suite.admin.post('/api/ext/orders/customers', { name: '' })).status).toBe(400);
  });

  it('refuses a caller without the permission a route declares', async () => {
    expect(expectOk(await suite.admin.get('/api/ext/orders/models'))).toBe('guarded');
    const user = await suite.server.login('user');
    expect((await user.get('/api/ext/orders/models')).status).toBe(403);
  });

  it("keeps a page's records as the platform does: versions, page permissions and data rules", async () => {
    const added = expectOk<any>(await suite.admin.post('/api/ext/orders/customers', { name: 'Ada' }));
    expectOk(await suite.admin.post('/api/ext/orders/customers', { name: 'Bob' }));
    expect(expectOk<any>(await suite.admin.get('/api/ext/orders/customers?name=Ada')).records.map((r: any) => r.name)).toEqual(['Ada']);
    const renamed = expectOk<any>(await suite.admin.put(`/api/ext/orders/customers/${added.id}`, { name: 'Ada B', data_version: added.data_version }));
    expect(renamed.name).toBe('Ada B');
    // `version` stands for data_version when that is absent; with neither, the platform's 400.
    const again = expectOk<any>(await suite.admin.put(`/api/ext/orders/customers/${added.id}`, { name: 'Ada B', version: renamed.data_version }));
    expect(again.data_version).toBe(renamed.data_version + 1);
    expect((await suite.admin.put(`/api/ext/orders/customers/${added.id}`, { name: 'Ada D' })).status).toBe(400);
    // The version read is stale now: the platform's 409.
    expect((await suite.admin.put(`/api/ext/orders/customers/${added.id}`, { name: 'Ada C', data_version: added.data_version })).status).toBe(409);

    // The user has no menu with the page: refused as the record routes refuse.
    const user: ApiClient = await suite.server.login('user');
    expect((await user.get('/api/ext/orders/customers')).status).toBe(403);
    const { db, boot } = suite.server.platform;
    await db.inTenant(boot.defaultTenantId, (em) => em.execute(
      `insert into sys_permission (id, code, name, menu_type, back, sort_no, component, url) values (?, 'customers', 'Customers', 1, '0', 5, 'eform/view', '/eform/view/customer_list')
       returning id`, [randomUUID()],
    ).then(() => em.execute(`insert into sys_role_permission (role_id, permission_id) select r.id, p.id from sys_role r, sys_permission p where r.role_code = 'general' and p.code = 'customers'`)));
    await db.changes.fence();
    await ownRecordsRule(suite.server, '/eform/view/customer_list');
    expect(expectOk<any>(await user.get('/api/ext/orders/customers')).total).toBe(0);
    const mine = expectOk<any>(await user.post('/api/ext/orders/customers', { name: 'Carol' }));
    expect(expectOk<any>(await user.get('/api/ext/orders/customers')).records.map((r: any) => r.name)).toEqual(['Carol']);
    // Another's record is out of reach by id too.
    expect((await user.get(`/api/ext/orders/customers/${added.id}`)).status).toBe(404);
    expect(expectOk(await user.delete(`/api/ext/orders/customers/${mine.id}`))).toBe(1);
    expect(expectOk<any>(await suite.admin.get('/api/ext/orders/customers')).records.map((r: any) => r.name).sort()).toEqual(['Ada B', 'Bob']);
  });

  it("never shows another enterprise's records", async () => {
    const acme = await registerEnterprise(suite.server, 'extacme');
    await setUpCustomer(acme, { generate: true });
    expectOk(await acme.post('/api/ext/orders/customers', { name: 'Acme only' }));
    expect(expectOk<any>(await acme.get('/api/ext/orders/customers')).records.map((r: any) => r.name)).toEqual(['Acme only']);
    const ours = expectOk<any>(await suite.admin.get('/api/ext/orders/customers')).records.map((r: any) => r.name);
    expect(ours).not.toContain('Acme only');
  });

  it("serves a module's console part to a signed-in caller's ticket only", async () => {
    expect((await suite.server.anonymous().get('/api/ext/orders/web-ticket')).status).toBe(401);
    const { url } = expectOk<{ url: string }>(await suite.admin.get('/api/ext/orders/web-ticket'));
    const script = await fetch(suite.server.url + url);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    const text = await script.text();
    expect(text).toContain('__YC_EXT__');
    expect(text).not.toMatch(/from\s*["']react["']/);
    expect((await fetch(`${suite.server.url}/api/ext/orders/web.js?t=forged`)).status).toBe(401);
    expect((await fetch(`${suite.server.url}/api/ext/noaccess/web.js?t=${url.split('t=')[1]}`)).status).toBe(401);
    expect((await suite.admin.get('/api/ext/badjson/web-ticket')).status).toBe(404);
  });

  it('reloads MODULES_DIR without a restart: a new module answers, a changed one answers anew, a broken one is listed as failed and the others run', async () => {
    const greet = (word: string) => `export default (sdk: any) => { sdk.route({ method: 'GET', url: '/hi/:who', access: { authenticated: true }, summary: 'Greets',
      schema: { params: sdk.Type.Object({ who: sdk.Type.String({ minLength: 2 }) }), querystring: sdk.Type.Object({ times: sdk.Type.Optional(sdk.Type.Integer({ minimum: 1 })) }) },
      handler: async (req: any) => ${JSON.stringify(word)} + ' ' + req.params.who + ' x' + (req.query.times ?? 1) });
      sdk.route({ method: 'GET', url: '/card', access: { authenticated: true }, summary: 'A file', handler: async () => sdk.file('card é.txt', 'text/plain', ${JSON.stringify(word)}) }); };`;
    writeModule(modulesDir, 'greet', { 'module.json': manifest('greet'), 'server/index.ts': greet('hello') });
    expect((await suite.admin.get('/api/ext/greet/hi/ada')).status).toBe(404);
    const reload = () => suite.admin.post('/api/system/ext/modules/reload', {});
    const listed = expectOk<any[]>(await reload());
    expect(listed.find((m) => m.name === 'greet')).toMatchObject({ state: 'loaded', routes: [{ method: 'GET', url: '/api/ext/greet/hi/:who', summary: 'Greets' }, { method: 'GET', url: '/api/ext/greet/card', summary: 'A file' }] });
    // The route's schemas are checked as a Fastify route's would be: the query coerced, bad input refused with 400.
    expect(expectOk(await suite.admin.get('/api/ext/greet/hi/ada?times=2'))).toBe('hello ada x2');
    expect((await suite.admin.get('/api/ext/greet/hi/a')).status).toBe(400);
    expect((await suite.admin.get('/api/ext/greet/hi/ada?times=zero')).status).toBe(400);
    expect((await suite.server.anonymous().get('/api/ext/greet/hi/ada')).status).toBe(401);
    // A file reply is sent as an attachment with its content type, not in the envelope.
    const card = await fetch(`${suite.server.url}/api/ext/greet/card`, { headers: { 'X-Access-Token': suite.admin.token! } });
    expect([card.status, card.headers.get('content-type'), await card.text()]).toEqual([200, 'text/plain', 'hello']);
    expect(card.headers.get('content-disposition')).toBe(`attachment; filename="card _.txt"; filename*=UTF-8''card%20%C3%A9.txt`);

    writeModule(modulesDir, 'greet', { 'server/index.ts': greet('welcome') });
    writeModule(modulesDir, 'broken', { 'module.json': manifest('broken'), 'server/index.ts': 'export default (sdk: any) => { sdk.route(( };' });
    const again = expectOk<any[]>(await reload());
    expect(again.find((m) => m.name === 'broken')).toMatchObject({ state: 'failed', routes: [] });
    expect(again.find((m) => m.name === 'broken').error).toMatch(/^The module could not be loaded: /);
    expect(expectOk(await suite.admin.get('/api/ext/greet/hi/ada'))).toBe('welcome ada x1');
    expect(expectOk<any>(await suite.admin.get('/api/ext/orders/hello')).module).toBe('orders');
    expect((await suite.admin.get('/api/ext/broken/anything')).status).toBe(404);
    // The console part is bundled again too.
    expect((await suite.admin.get('/api/ext/orders/web-ticket')).status).toBe(200);

    // Reloading is the code generator's write permission, in the platform's own enterprise only.
    const user = await suite.server.login('user');
    expect((await user.post('/api/system/ext/modules/reload', {})).status).toBe(403);
    const other = await registerEnterprise(suite.server, 'extreload');
    const refused = await other.post('/api/system/ext/modules/reload', {});
    expect([refused.status, refused.body.message]).toEqual([403, "A module is code the whole platform runs: only the platform's own enterprise may reload the modules"]);
    fs.rmSync(path.join(modulesDir, 'greet'), { recursive: true });
    fs.rmSync(path.join(modulesDir, 'broken'), { recursive: true });
    expectOk(await reload());
    expect((await suite.admin.get('/api/ext/greet/hi/ada')).status).toBe(404);
  });
});
