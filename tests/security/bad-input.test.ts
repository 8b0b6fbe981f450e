// Bad input never answers 500: every route of the OpenAPI document, called by the administrator (so that input
// reaches validation and handlers) with a corpus of hostile values in each query parameter and body property,
// plus malformed and hostile JSON bodies. Each answer is a well-formed envelope below 500, and nothing of the
// corpus is stored.
import { describe, expect, it } from 'vitest';
import { apiSuite, httpCall } from '../support/server.ts';
import { inTurns } from './in-turns.ts';

const suite = apiSuite();

/** JSON text of an object nested `depth` levels deep (built as text: too deep for JSON.stringify's recursion). */
const nested = (depth: number): string => `${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}`;

/** Values (as JSON text) that have broken servers: NUL, huge and odd numbers, wrong types, long text, injection, traversal. */
const VALUES: string[] = [
  ...['\u0000', 'a\u0000b', 1e308, -1, 0, '99999999999999999999', '1e308', 'NaN', -0.5, 'x'.repeat(70_000), "' or '1'='1' --",
    '../../../../etc/passwd', '%00', [], {}, true, null].map((v) => JSON.stringify(v)),
  '99999999999999999999', nested(10_000),
];
const QUERY_VALUES = ['\u0000', '1e308', '99999999999999999999', '-1', 'NaN', "' or 1=1 --", '../../etc/passwd', 'x'.repeat(3000), '[]'];

interface Operation { method: string; path: string; query: string[]; body: string[] }

/** Routes that would end the sweep's own session. */
const SKIPPED = new Set(['POST /api/system/logout']);

async function operations(): Promise<Operation[]> {
  const doc = (await suite.admin.get('/api/docs')).body as unknown as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } }>>;
  };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      if (SKIPPED.has(`${upper} ${path}`)) continue;
      ops.push({
        method: upper,
        path: path.replace(/\{[^}]+\}/g, 'a1b2c3d4-0000-4000-8000-00000000bad0'),
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      });
    }
  }
  return ops;
}

interface Probe { label: string; send(): Promise<{ status: number; body: { code?: unknown; success?: unknown } }> }

/** Sends a body byte for byte. */
async function sendRaw(method: string, path: string, text: string) {
  const res = await httpCall(suite.server.url + path, method, { 'content-type': 'application/json', 'x-access-token': suite.admin.token! }, text);
  const raw = res.text;
  let body: { code?: unknown; success?: unknown } = {};
  try { body = JSON.parse(raw); } catch { /* reported as malformed by the caller's check */ }
  return { status: res.status, body };
}

function probes(op: Operation): Probe[] {
  const out: Probe[] = [];
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
  for (const name of op.query) {
    for (const value of QUERY_VALUES) {
      out.push({ label: `${op.method} ${op.path} ?${name}=${value.slice(0, 20)}`, send: () => suite.admin.call(op.method, `${op.path}?${new URLSearchParams({ [name]: value })}`, hasBody ? {} : undefined) });
    }
  }
  if (!hasBody) return out;
  for (const name of op.body) {
    for (const value of VALUES) {
      out.push({ label: `${op.method} ${op.path} {${name}: ${value.slice(0, 20)}}`, send: () => sendRaw(op.method, op.path, `{${JSON.stringify(name)}:${value}}`) });
    }
  }
  for (const [label, text] of [['malformed', '{"a":'], ['NUL escape', '{"x":"\\u0000"}'], ['deep', nested(10_000)], ['array', '[1,2]'], ['empty', '']] as const) {
    out.push({ label: `${op.method} ${op.path} body ${label}`, send: () => sendRaw(op.method, op.path, text) });
  }
  return out;
}

describe('every route × bad input', () => {
  it('answers every probe below 500 with a well-formed envelope', async () => {
    const all = (await operations()).flatMap(probes);
    expect(all.length).toBeGreaterThan(1000);
    const failures: string[] = [];
    await inTurns(all, 4, async (probe) => {
      const res = await probe.send();
      if (res.status >= 500 || typeof res.body.code !== 'string' || typeof res.body.success !== 'boolean') failures.push(`${probe.label} → ${res.status}`);
    });
    expect(failures).toEqual([]);
    // The session survived the sweep, and nothing of the corpus was stored.
    expect((await suite.admin.get('/api/user/info')).status).toBe(200);
    const stored = await suite.server.sql(`select count(*)::int as n from sys_custom where content like '%etc/passwd%' or content like '%\\u0000%'`);
    expect(stored).toEqual([{ n: 0 }]);
  }, 300_000);

  it('refuses the three reported cases with a clear 400', async () => {
    const login = await suite.server.anonymous().post('/api/system/login', { username: 'ad\u0000min', password: 'x' });
    expect(login.status).toBe(400);
    expect(login.body.message).toBe('Invalid request: text may not contain NUL characters');
    for (const pageNo of ['1e308', '99999999999999999999']) {
      const res = await suite.admin.get(`/api/system/user/list?pageNo=${pageNo}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^Invalid request/);
    }
    const deep = await sendRaw('POST', '/api/system/sysCustom/saveCustomWithDataId', `{"type":"columns","dataId":"x","content":${nested(10_000)}}`);
    expect(deep.status).toBe(400);
    expect(deep.body.message).toBe('Invalid request: the body is nested more than 32 levels deep');
  });

  it('takes an empty JSON body as no body', async () => {
    const res = await fetch(`${suite.server.url}/api/system/logout`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-access-token': (await suite.server.login('admin')).token! } });
    expect(res.status).toBe(200);
  });
});
