// Every operation of the OpenAPI document, called by the administrator with a body and query built from its own schema
// (so that the bad value reaches validation and the handler, not only the first "required" check), one bad value at a
// time: NUL characters, huge numbers (1e308, 2^63), negative numbers, wrong types, arrays for objects and a 20,000-deep
// nested body. No answer is a 500, and the server still answers afterwards (issue 30, item 7). One pass, a few variants
// per operation, four requests at a time.
import { describe, expect, it } from 'vitest';
import { apiSuite, httpCall } from '../support/server.ts';
import { inTurns } from './in-turns.ts';

const suite = apiSuite();

type Schema = {
  type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[];
  enum?: unknown[]; const?: unknown; pattern?: string; minLength?: number; minimum?: number; maximum?: number; format?: string; minItems?: number;
  additionalProperties?: Schema | boolean; default?: unknown;
};
interface Parameter { in: string; name: string; required?: boolean; schema?: Schema }
interface Operation { method: string; path: string; params: Parameter[]; body?: Schema }

/**
 * Operations left out by name: they would end the sweep's own session (logout, a forced logout, a password change)
 * or empty the fixture for good (purging the recycle bin); everything else is called.
 */
const SKIPPED = /logout|forceLogout|changePassword|updatePassword|purge/i;

const UUID = 'a1b2c3d4-0000-4000-8000-00000000bad0';

/** A value the schema accepts, as far as a sweep needs one: the first choice, the smallest valid size. */
function sample(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return sample(choice.find((s) => s.type !== 'null') ?? choice[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer': case 'number': return Math.max(1, schema.minimum ?? 1);
    case 'boolean': return true;
    case 'array': return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items, depth + 1));
    case 'object': return Object.fromEntries((schema.required ?? []).map((key) => [key, sample(schema.properties?.[key], depth + 1)]));
    case 'string': {
      if (schema.pattern?.includes('[0-9a-fA-F]{8}')) return UUID;
      if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
      if (schema.format === 'date') return '2026-01-01';
      if (schema.pattern) return 'sweep_x1';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    }
    default: return 'x';
  }
}

const typeOf = (schema: Schema | undefined): string | undefined => {
  if (!schema) return undefined;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return typeOf(choice.find((s) => s.type !== 'null'));
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
};

/** A value of the wrong type for the schema. */
const wrongType = (schema: Schema | undefined): unknown => ({ string: 12345, integer: 'x', number: 'x', boolean: 'yes', array: { a: 1 }, object: [1, 2] })[typeOf(schema) ?? ''] ?? [[]];

const HUGE = [1e308, 2 ** 63, -1];
const DEEP = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;

interface Probe { label: string; method: string; path: string; query: Record<string, string>; body?: string }

function probes(op: Operation): Probe[] {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const schema = op.params.find((p) => p.in === 'path' && p.name === name)?.schema;
    return encodeURIComponent(String(sample(schema)));
  });
  const queryParams = op.params.filter((p) => p.in === 'query');
  const baseQuery = Object.fromEntries(queryParams.filter((p) => p.required).map((p) => [p.name, String(sample(p.schema))]));
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE' && op.method !== 'HEAD';
  const baseBody = hasBody ? (sample(op.body ?? { type: 'object' }) as Record<string, unknown>) : undefined;
  const bodyProps = op.body?.properties ?? {};
  const out: Probe[] = [];
  const add = (label: string, query: Record<string, string>, body?: unknown, raw?: string) =>
    out.push({ label: `${op.method} ${op.path} ${label}`, method: op.method, path, query, body: raw ?? (hasBody ? JSON.stringify(body ?? baseBody) : undefined) });

  add('as built', baseQuery);
  // Numbers one field at a time (the rest valid): 1e308, 2^63 and -1; a version field is tried on every body.
  for (const p of queryParams.filter((q) => ['integer', 'number'].includes(typeOf(q.schema) ?? ''))) {
    for (const n of ['1e308', '9223372036854775808', '-1']) add(`?${p.name}=${n}`, { ...baseQuery, [p.name]: n });
  }
  const numeric = Object.keys(bodyProps).filter((key) => ['integer', 'number'].includes(typeOf(bodyProps[key]) ?? ''));
  if (hasBody && baseBody && typeof baseBody === 'object' && !Array.isArray(baseBody)) {
    for (const key of new Set([...numeric, 'version'])) for (const n of HUGE) add(`{${key}: ${n}}`, baseQuery, { ...baseBody, [key]: n });
    // NUL in every string and the wrong type of every property, all at once.
    const strings = Object.keys(bodyProps).filter((key) => typeOf(bodyProps[key]) === 'string');
    if (strings.length) add('NUL strings', baseQuery, { ...baseBody, ...Object.fromEntries(strings.map((key) => [key, 'a\u0000b'])) });
    if (Object.keys(bodyProps).length) add('wrong types', baseQuery, Object.fromEntries(Object.entries(bodyProps).map(([key, s]) => [key, wrongType(s)])));
  }
  if (queryParams.length) {
    add('NUL query', Object.fromEntries(queryParams.map((p) => [p.name, 'a\u0000b'])));
    add('wrong query types', { ...baseQuery, ...Object.fromEntries(queryParams.map((p) => [p.name, typeOf(p.schema) === 'string' ? '[]' : 'x'])) });
  }
  if (hasBody) {
    add('array body', baseQuery, undefined, '[1,2]');
    add('deep body', baseQuery, undefined, DEEP);
  }
  return out;
}

async function operations(): Promise<Operation[]> {
  const doc = (await suite.admin.get('/api/docs')).body as unknown as {
    paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods)
    .filter(([, op]) => typeof op === 'object')
    .map(([method, op]) => ({ method: method.toUpperCase(), path, params: op.parameters ?? [], body: op.requestBody?.content?.['application/json']?.schema })))
    .filter((op) => op.path.startsWith('/api/') && !op.path.startsWith('/api/docs') && !SKIPPED.test(op.path));
}

async function send(probe: Probe): Promise<number> {
  const query = new URLSearchParams(probe.query).toString();
  const res = await httpCall(`${suite.server.url}${probe.path}${query ? `?${query}` : ''}`, probe.method,
    { 'x-access-token': suite.admin.token!, ...(probe.body !== undefined ? { 'content-type': 'application/json' } : {}) }, probe.body);
  return res.status;
}

describe('every operation × bad values built from its own schema', () => {
  it('answers no 500, and the server still answers afterwards', async () => {
    const all = (await operations()).flatMap(probes);
    expect(all.length).toBeGreaterThan(1000);
    const failures: string[] = [];
    await inTurns(all, 4, async (probe) => {
      const status = await send(probe).catch((error: unknown) => `no answer (${String(error)})`);
      if (typeof status !== 'number' || status >= 500) failures.push(`${probe.label} → ${status}`);
    });
    expect(failures).toEqual([]);
    expect((await suite.admin.get('/api/user/info')).status).toBe(200);
  }, 600_000);

  it('refuses huge paging and version values with the field\'s message', async () => {
    for (const pageNo of ['1e308', '9223372036854775808', '2000000']) {
      const res = await suite.admin.get(`/api/system/user/list?pageNo=${pageNo}`);
      expect([res.status, res.body.message]).toEqual([400, expect.stringMatching(/^Invalid request: querystring\/pageNo must be/)]);
    }
    const role = await suite.admin.put('/api/system/role/edit', { id: UUID, roleName: 'x', version: 2 ** 63 });
    expect([role.status, role.body.message]).toEqual([400, expect.stringMatching(/^Invalid request: body\/version must be <= 2147483647/)]);
  });
});
