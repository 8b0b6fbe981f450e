// Every API route of the OpenAPI document enforces its declared access: anonymous callers get 401, signed-in users
// without the permission get 403, and no spelling of the path (suffixes, parameters, slashes, encodings, case)
// reaches a handler. Runs on both databases.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteInfo } from '../../server/src/app.ts';
import { DOMAIN_PLUGINS } from '../../server/src/plugins.ts';
import type { DomainPlugin } from '../../server/src/plugin-types.ts';
import { startTestServer, type ApiClient, type TestServer } from '../support/server.ts';
import { createUser, STRONG_PASSWORD } from '../support/identity.ts';

let server: TestServer;
let nobody: ApiClient;
/** The routes of the OpenAPI document, each with the access its declaration names. */
let documented: RouteInfo[];
/** The 200 reply schema of each documented operation, by `METHOD /path`. */
const replySchemas = new Map<string, unknown>();
/** What a file download's reply is recorded as. */
const DOWNLOAD = { download: true };
beforeAll(async () => {
  server = await startTestServer();
  const admin = await server.login('admin');
  const user = await createUser(admin);
  nobody = await server.login(user.username, STRONG_PASSWORD);
  const doc = (await admin.get('/api/docs')).body as unknown as { paths: Record<string, Record<string, unknown>> };
  const apiPaths = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/docs'));
  documented = apiPaths.flatMap(([path, methods]) => Object.keys(methods).map((method) => {
    const url = path.replace('{*}', '*').replace(/\{([^}]+)\}/g, ':$1');
    const operation = methods[method] as { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
    const content = operation.responses?.['200']?.content ?? {};
    // A download (every content type a binary string) carries no fields to leak: it stands for itself.
    const binary = Object.keys(content).length > 0 && Object.values(content).every((c) => {
      const schema = c.schema as { type?: unknown; format?: unknown } | undefined;
      return schema?.type === 'string' && schema.format === 'binary';
    });
    replySchemas.set(`${method.toUpperCase()} ${url}`, binary ? DOWNLOAD : content['application/json']?.schema);
    const declared = server.platform.routes.find((r) => r.url === url && r.method === method.toUpperCase());
    if (!declared) throw new Error(`documented route ${method} ${path} is not registered`);
    return declared;
  }));
});
afterAll(() => server?.stop());

/** The routes anyone may call: sign-in and what the login page needs before it. */
const PUBLIC_BY_DESIGN = [
  'GET /api/system/loginConfig', 'GET /api/system/randomImage/:checkKey', 'POST /api/system/login',
  'GET /api/eform/manage/localeProvider/getLocales',
  // Phone-code login and enterprise registration (#34): before anyone is signed in.
  'POST /api/system/sms', 'POST /api/system/phoneLogin', 'GET /api/enterpriseRegister/config', 'POST /api/enterpriseRegister/add',
  // Joining an enterprise and password reset (#34 items 2, 4): a visitor, or someone who cannot sign in.
  'POST /api/system/user/register', 'GET /api/system/passwordReset/config', 'POST /api/system/passwordReset/mail', 'POST /api/system/passwordReset',
  // Single sign-on (#36): starting and finishing a sign-in at the enterprise's OIDC provider or CAS server.
  'GET /api/system/sso/options', 'GET /api/system/oauth2/authorize', 'POST /api/system/oauth2/login', 'GET /api/system/cas/client/validateLogin',
  // The app market host's catalogue and downloads (#35 item 4): read by other instances, which have no account here.
  'GET /api/saas/market/queryMarketGroupList', 'GET /api/saas/market/queryMarketList', 'GET /api/saas/market/download',
  // The monitor's Prometheus text (#38 item 3): scraped by an operator's Prometheus with its own token (PROMETHEUS_TOKEN).
  'GET /api/system/monitor/prometheus',
  // An extension module's console part (#39): imported by the browser, which cannot send the session's header; its
  // short-lived ticket (from the authenticated web-ticket route) guards it.
  'GET /api/ext/:module/web.js',
];

const concrete = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, 'a1b2c3d4e5').replace(/\*$/, 'x');
const guarded = () => documented.filter((r) => r.access !== 'public');
const body = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});

/** Spellings of a path that a careless router or proxy might map onto the same handler. */
function variants(path: string): string[] {
  const segments = path.split('/');
  const last = segments.length - 1;
  const upper = segments.map((s, i) => (i === last ? s.toUpperCase() : s)).join('/');
  const dotted = [...segments.slice(0, last), '%2e', segments[last]].join('/');
  const dotdot = [...segments.slice(0, last), 'x', '%2e%2e', segments[last]].join('/');
  return [
    `${path}.js`, `${path}.css`, `${path};jsessionid=x`, `${path}/`, `${path}//`, upper, path.replace('/api/', '/API/'),
    dotted, dotdot, path.replace(/\/([^/]*)$/, '/%2F$1'), `${path}%00`, `${path}%20`,
  ];
}

interface RawResponse { status: number; headers: Headers; body: { success?: boolean } }

/** A request whose path goes out byte for byte (fetch would resolve %2e segments before sending). */
function raw(method: string, path: string, token: string | undefined): Promise<RawResponse> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers: { ...(token ? { 'x-access-token': token } : {}), ...(body(method) ? { 'content-type': 'application/json' } : {}) } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => {
        let parsed: RawResponse['body'] = {};
        try { parsed = JSON.parse(text); } catch { /* not JSON: the console shell or a bare refusal */ }
        const headers = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') headers.set(k, v);
        resolve({ status: res.statusCode ?? 0, headers, body: parsed });
      });
    });
    req.on('error', reject);
    req.end(body(method) ? '{}' : undefined);
  });
}

describe('route access', () => {
  it('documents every API route, declares access on each, and most need a permission', () => {
    const routes = server.platform.routes;
    const undocumented = routes.filter((r) => !r.url.startsWith('/api/docs') && !documented.includes(r)).map((r) => `${r.method} ${r.url}`);
    expect(undocumented).toEqual([]);
    expect(routes.length).toBeGreaterThan(80);
    for (const r of routes) expect(r.access, `${r.method} ${r.url}`).toBeDefined();
    const publicRoutes = routes.filter((r) => r.access === 'public' && !r.url.startsWith('/api/docs')).map((r) => `${r.method} ${r.url}`);
    // A route is public by design only: a new one is added here deliberately.
    expect(PUBLIC_BY_DESIGN).toEqual(expect.arrayContaining(publicRoutes));
  });

  it('declares on every API route the schema its replies are serialised by, and documents it', () => {
    const undeclared = server.platform.routes.filter((r) => !r.url.startsWith('/api/docs') && !r.response).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    for (const r of documented) {
      const schema = replySchemas.get(`${r.method} ${r.url}`) as { properties?: Record<string, unknown> } | undefined;
      if (schema === DOWNLOAD) continue;
      expect(Object.keys(schema?.properties ?? {}), `${r.method} ${r.url}`).toEqual(['success', 'code', 'message', 'result', 'timestamp']);
    }
  });

  it('refuses to start with a route that declares no reply schema', async () => {
    const undeclared: DomainPlugin = async (app) => {
      app.get('/api/test/undeclared', { config: { access: 'authenticated' } }, async () => ({ secret: 1 }));
    };
    DOMAIN_PLUGINS.push(undeclared);
    try {
      await expect(startTestServer()).rejects.toThrow('route GET /api/test/undeclared declares no response schema');
    } finally {
      DOMAIN_PLUGINS.pop();
    }
  });

  it('sends nothing the reply schema does not list: a user record never carries its password hash', async () => {
    const admin = await server.login('admin');
    const [user] = await server.sql<{ id: string }>(`select id from sys_user where username = 'admin'`);
    const res = await admin.get(`/api/system/user/queryById?id=${user!.id}`);
    expect(res.status).toBe(200);
    const schema = replySchemas.get('GET /api/system/user/queryById') as { properties: { result: { properties?: Record<string, unknown>; allOf?: unknown } } };
    const listed = JSON.stringify(schema.properties.result);
    for (const key of Object.keys(res.body.result as object)) expect(listed, key).toContain(`"${key}"`);
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i);
  });

  it('names only permission codes that exist as seed buttons, all granted to the admin role', async () => {
    const admin = await server.login('admin');
    const { auth } = (await admin.get('/api/system/permission/getUserPermissionByToken')).body.result as { auth: { action: string }[] };
    const held = new Set(auth.map((a) => a.action));
    const declared = guarded().flatMap((r) => (typeof r.access === 'object' ? [r.access.permission].flat() : []));
    expect([...new Set(declared)].filter((code) => !held.has(code))).toEqual([]);
  });

  it('refuses every non-public route to an anonymous caller with 401', async () => {
    const failures: string[] = [];
    for (const r of guarded()) {
      const res = await server.anonymous().call(r.method, concrete(r.url), body(r.method));
      if (res.status !== 401 || res.body.success !== false) failures.push(`${r.method} ${r.url} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses every permission route to a signed-in user holding no permission with 403 access denied', async () => {
    expect((await nobody.get('/api/user/info')).status).toBe(200);
    const failures: string[] = [];
    for (const r of guarded().filter((g) => typeof g.access === 'object')) {
      const res = await nobody.call(r.method, concrete(r.url), body(r.method));
      if (res.status !== 403 || res.body.message !== 'access denied') failures.push(`${r.method} ${r.url} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('lets no variant of a guarded path reach a handler', async () => {
    const failures: string[] = [];
    for (const r of guarded()) {
      for (const path of variants(concrete(r.url))) {
        for (const client of [server.anonymous(), nobody]) {
          const res = await raw(r.method, path, client.token);
          const json = res.headers.get('content-type')?.includes('application/json') ?? false;
          const who = client === nobody ? 'no permission' : 'anonymous';
          // A signed-in user may reach an 'authenticated' route under a spelling the router itself normalises.
          if (client === nobody && r.access === 'authenticated' && json && res.status === 200) continue;
          // A GET outside /api/ (e.g. /API/…) is a console page: the HTML shell, never an API handler.
          const consoleShell = r.method === 'GET' && !path.startsWith('/api/') && !json && res.status === 200;
          const refused = json && res.body.success === false && [400, 401, 403, 404, 405].includes(res.status);
          if (!refused && !consoleShell) failures.push(`${r.method} ${path} (${who}) → ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
