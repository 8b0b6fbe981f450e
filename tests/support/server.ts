// Test harness: the real server, in-process, on a fresh database that is removed afterwards: a PostgreSQL
// database on TEST_DATABASE_URL, or with TEST_DB=pglite the embedded PGlite a new user gets, in a new data folder.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildPlatform, loadConfig, type Platform, type ServerConfig } from '@yc/server';
import { FIRST_START_SETTINGS, scratchDir, TEST_PG_URL, TEST_SERVER_SETTINGS } from './database-templates.ts';

export { TEST_PG_TCP_URL, TEST_PG_URL } from './database-templates.ts';
import { contractProxyOn, noteViolations, startContractProxy, type ContractProxy } from './contract-proxy.ts';

/** Which database the API tests run on: 'postgres' (a server) or 'pglite' (embedded, the default install). */
export type TestDatabase = 'postgres' | 'pglite';
export const TEST_DB: TestDatabase = process.env.TEST_DB === 'pglite' ? 'pglite' : 'postgres';
export const { ADMIN_PASSWORD, USER_PASSWORD } = TEST_SERVER_SETTINGS;

export interface TestServer {
  url: string;
  adminPassword: string;
  userPassword: string;
  /** The server's configuration (DATABASE_URL set on PostgreSQL, DATA_DIR on PGlite). */
  config: ServerConfig;
  platform: Platform;
  /** One statement as the database owner, outside any tenant, with `$1`-style parameters, on either database. */
  sql<T = any>(text: string, values?: unknown[]): Promise<T[]>;
  /** One statement in the default enterprise, as its runtime role: its modelled tables and only its rows. */
  tenantSql<T = any>(text: string, values?: unknown[]): Promise<T[]>;
  /** A client signed in as the given account (admin or user by default passwords). */
  login(username: 'admin' | 'user' | string, password?: string): Promise<ApiClient>;
  anonymous(): ApiClient;
  /** Closes the server and starts it again on the same database and port (as after a crash or a deployment). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: { success: boolean; code: string; message: string; result: T; timestamp: number };
  headers: Headers;
}

/**
 * The test clients' connections, kept open between calls. Calls go through node's http rather than fetch: with the
 * client and the server in one process, a small call cost about 0.3 ms of processor time against fetch's 1 ms, and the
 * API files make tens of thousands of calls (the two security sweeps alone, thousands each).
 */
const agent = new http.Agent({ keepAlive: true });

/** The headers fetch sends by itself, sent here too so that the server sees the same requests. */
const FETCH_HEADERS = { accept: '*/*', 'accept-language': '*', 'user-agent': 'node' };

export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/** One HTTP call with a body given as text (sent as is, with its length). */
export function httpCall(url: string, method: string, headers: Record<string, string> = {}, body?: string): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const sent = { ...FETCH_HEADERS, ...headers, ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}) };
    const req = http.request(url, { method, agent, headers: sent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const answer = new Headers();
        for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) answer.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
        resolve({ status: res.statusCode ?? 0, headers: answer, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

export class ApiClient {
  constructor(
    readonly baseUrl: string,
    readonly token?: string,
  ) {}

  async call<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const res = await httpCall(this.baseUrl + path, method, {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(this.token ? { 'X-Access-Token': this.token } : {}),
      ...headers,
    }, text);
    noteViolations(this.baseUrl, method, path, res.status, res.headers, text);
    let parsed: ApiResponse<T>['body'];
    try {
      parsed = JSON.parse(res.text);
    } catch {
      parsed = { success: false, code: String(res.status), message: res.text, result: undefined as T, timestamp: 0 };
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }

  get<T = any>(path: string) { return this.call<T>('GET', path); }
  post<T = any>(path: string, body: unknown = {}) { return this.call<T>('POST', path, body); }
  put<T = any>(path: string, body: unknown = {}) { return this.call<T>('PUT', path, body); }
  delete<T = any>(path: string) { return this.call<T>('DELETE', path); }
}

export async function apiLogin(url: string, username: string, password: string): Promise<string> {
  const res = await new ApiClient(url).post<{ token: string }>('/api/system/login', { username, password });
  if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${res.body.message}`);
  return res.body.result.token;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A template of the run, when the project's global setup made it (tests/support/database-templates.ts). */
const template = (kind: 'pgTemplate' | 'pgliteTemplate' | 'pgStartedTemplate' | 'pgliteStartedTemplate'): string | undefined => {
  try {
    return inject(kind);
  } catch {
    return undefined;
  }
};

/**
 * A new database; `migrated` starts it from the run's migrated template when there is one (else it is empty), `started`
 * from the template the platform has started on once (as a restart finds it).
 */
export async function createTestDatabase(options: { migrated?: boolean; started?: boolean } = {}): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const name = `yc_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const from = options.started ? (template('pgStartedTemplate') ?? template('pgTemplate')) : options.migrated ? template('pgTemplate') : undefined;
  await admin((c) => c.query(`create database ${name}${from ? ` template ${from}` : ''}`));
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: () => admin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/**
 * A new database of the kind under test, as a new installation has it (migrated, nothing installed), or with `started`
 * as the platform's first start with the test settings left it: its server environment and how to remove it.
 */
export async function freshDatabase(kind: TestDatabase = TEST_DB, options: { started?: boolean } = {}): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(scratchDir(), 'yc-test-pglite-'));
    const from = (options.started ? template('pgliteStartedTemplate') : undefined) ?? template('pgliteTemplate');
    if (from) fs.cpSync(from, dataDir, { recursive: true });
    return { env: { DATA_DIR: dataDir }, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const database = await createTestDatabase({ migrated: true, started: options.started });
  return { env: { DATABASE_URL: database.databaseUrl }, drop: database.drop };
}

/** `$n` placeholders become the `?` of the platform's own statements, with the values in order of use. */
function positional(text: string, values: unknown[]): [string, unknown[]] {
  const ordered: unknown[] = [];
  const sql = text.replace(/\$(\d+)/g, (_, n: string) => {
    ordered.push(values[Number(n) - 1]);
    return '?';
  });
  return [sql, ordered];
}

export interface TestServerOptions {
  /** The server's settings beyond the test defaults. */
  env?: Record<string, string>;
  /** The database kind, when a file needs one whatever the project's TEST_DB (its template must be in the project's TEST_TEMPLATES). */
  database?: TestDatabase;
  /**
   * The server's start is the installation's first (from the migrated template), for tests of what a first start does.
   * Otherwise it starts from the run's started template, as after a restart, unless its settings shape the first start
   * (FIRST_START_SETTINGS).
   */
  firstStart?: boolean;
}

export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const started = !opts.firstStart && !Object.keys(opts.env ?? {}).some((name) => FIRST_START_SETTINGS.includes(name));
  const database = await freshDatabase(opts.database, { started });
  const config = loadConfig({
    ...database.env,
    ...TEST_SERVER_SETTINGS,
    // TEST_LOG_LEVEL=error shows the server's own log of a failing test.
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // The console build served: runtime-web/dist, or the one WEB_DIST names (a build of one's own beside another's).
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    ...opts.env,
  });
  let platform: Platform;
  try {
    platform = await buildPlatform(config);
  } catch (error) {
    await database.drop();
    throw error;
  }
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  const address = platform.app.server.address();
  const port = String(typeof address === 'object' && address ? address.port : 0);
  // In the contract project the tests reach the server through Prism, which checks every exchange against /api/docs.
  let proxy: ContractProxy | undefined;
  try {
    proxy = contractProxyOn() ? await startContractProxy(`http://127.0.0.1:${port}`) : undefined;
  } catch (error) {
    await platform.close();
    await database.drop();
    throw error;
  }
  const url = proxy?.url ?? `http://127.0.0.1:${port}`;
  const passwords: Record<string, string> = { admin: config.adminPassword ?? ADMIN_PASSWORD, user: config.userPassword ?? USER_PASSWORD };
  return {
    url,
    adminPassword: passwords.admin!,
    userPassword: passwords.user!,
    config,
    get platform() {
      return platform;
    },
    sql: <T = any>(text: string, values: unknown[] = []) => platform.db.systemQuery<T & object>(...positional(text, values)) as Promise<T[]>,
    async tenantSql<T = any>(text: string, values: unknown[] = []) {
      const rows = await platform.db.inTenant(platform.boot.defaultTenantId, (em) => em.execute<(T & object)[]>(...positional(text, values)));
      // Written beside the API: the caches hear of it before the next request, as the API's own writes ensure.
      await platform.db.changes.fence();
      return rows as T[];
    },
    async login(username, password) {
      return new ApiClient(url, await apiLogin(url, username, password ?? passwords[username] ?? ''));
    },
    anonymous: () => new ApiClient(url),
    async restart() {
      await platform.close();
      platform = await buildPlatform(config);
      await platform.app.listen({ port: Number(port), host: '127.0.0.1' });
    },
    async stop() {
      try {
        await platform.close();
        await database.drop();
      } finally {
        await proxy?.stop();
      }
    },
  };
}

export interface PeerInstance {
  url: string;
  platform: Platform;
  /** The same signed-in client, talking to this instance. */
  as(client: ApiClient): ApiClient;
  stop(): Promise<void>;
}

/** Another server instance on the same PostgreSQL database, as behind a load balancer (PostgreSQL only). */
export async function startPeerInstance(server: TestServer): Promise<PeerInstance> {
  if (!server.config.databaseUrl) throw new Error('a peer instance needs a PostgreSQL server');
  const platform = await buildPlatform(server.config);
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  const address = platform.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { url, platform, as: (client) => new ApiClient(url, client.token), stop: () => platform.close() };
}

export interface ApiSuite {
  server: TestServer;
  /** The administrator's client. */
  admin: ApiClient;
}

/**
 * One server per test file and its administrator, started before the file's tests (then `setUp`, if given) and stopped
 * after them; the fields are set once `beforeAll` has run.
 */
export function apiSuite(opts: { env?: Record<string, string> } = {}, setUp?: (suite: ApiSuite) => Promise<void>): ApiSuite {
  const suite = {} as ApiSuite;
  beforeAll(async () => {
    suite.server = await startTestServer(opts);
    suite.admin = await suite.server.login('admin');
    await setUp?.(suite);
  });
  afterAll(() => suite.server?.stop());
  return suite;
}
