// Test harness: the real server, in-process, on a fresh PostgreSQL database that is dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildPlatform, loadConfig, type Platform } from '@yc/server';

export const TEST_PG_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const ADMIN_PASSWORD = 'Admin#Passw0rd';
export const USER_PASSWORD = 'User#Passw0rd';

export interface TestServer {
  url: string;
  adminPassword: string;
  userPassword: string;
  databaseUrl: string;
  platform: Platform;
  /** A client signed in as the given account (admin or user by default passwords). */
  login(username: 'admin' | 'user' | string, password?: string): Promise<ApiClient>;
  anonymous(): ApiClient;
  stop(): Promise<void>;
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: { success: boolean; code: string; message: string; result: T; timestamp: number };
  headers: Headers;
}

export class ApiClient {
  constructor(
    readonly baseUrl: string,
    readonly token?: string,
  ) {}

  async call<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const res = await fetch(this.baseUrl + path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.token ? { 'X-Access-Token': this.token } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: ApiResponse<T>['body'];
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { success: false, code: String(res.status), message: text, result: undefined as T, timestamp: 0 };
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

export async function createTestDatabase(): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const name = `yc_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database ${name}`));
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: () => admin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

export async function startTestServer(opts: { env?: Record<string, string> } = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const config = loadConfig({
    DATABASE_URL: database.databaseUrl,
    ADMIN_PASSWORD,
    USER_PASSWORD,
    LOGIN_CAPTCHA: 'false',
    LOG_LEVEL: 'silent',
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
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const passwords: Record<string, string> = { admin: config.adminPassword ?? ADMIN_PASSWORD, user: config.userPassword ?? USER_PASSWORD };
  return {
    url,
    adminPassword: passwords.admin!,
    userPassword: passwords.user!,
    databaseUrl: database.databaseUrl,
    platform,
    async login(username, password) {
      return new ApiClient(url, await apiLogin(url, username, password ?? passwords[username] ?? ''));
    },
    anonymous: () => new ApiClient(url),
    async stop() {
      await platform.close();
      await database.drop();
    },
  };
}
