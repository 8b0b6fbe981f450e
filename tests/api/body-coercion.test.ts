// The server refuses what the API document refuses (#33 item 6): a JSON body is not coerced. For a few representative
// operations, each property the document declares is sent with a value of a JSON type its schema does not allow (a
// boolean for a text, a number for "0"|"1", text for a number, …) in an otherwise valid body: every one is refused with
// 400 naming the field, and nothing is written. Query strings are text: there a value becomes the integer the document
// declares, and text that is no integer is refused.
import { randomBytes } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

type Schema = {
  type?: string | string[]; enum?: unknown[]; const?: unknown; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[]; $ref?: string;
  properties?: Record<string, Schema>;
};
type Document = {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>;
  components: { schemas: Record<string, Schema> };
};

const suite = apiSuite();
let document: Document;
beforeAll(async () => {
  document = await (await fetch(`${suite.server.url}/api/docs`)).json() as Document;
});

const unique = () => randomBytes(4).toString('hex');

/** Each operation: a valid body (new codes on each call, so an accepted one would add a row) and the table it adds to. */
const OPERATIONS: { url: string; table: string; body: () => Record<string, unknown> }[] = [
  { url: '/api/system/role/add', table: 'sys_role', body: () => ({ roleCode: `r_${unique()}`, roleName: 'Warehouse', roleNameEn: 'Warehouse', back: '0', description: 'd', descriptionEn: 'd' }) },
  {
    url: '/api/system/permission/add', table: 'sys_permission',
    body: () => ({ name: 'Reports', menuType: 0, back: '1', url: `/reports-${unique()}`, component: 'layout/RouteView', sortNo: 50 }),
  },
  { url: '/api/system/announcement/add', table: 'sys_announcement', body: () => ({ titile: `Notice ${unique()}`, msgType: 'ALL' }) },
  {
    url: '/api/system/user/add', table: 'sys_user',
    body: () => ({ username: `u${unique()}`, realname: 'Clerk', password: 'Str0ng#Pass', confirmPassword: 'Str0ng#Pass' }),
  },
];

/** The JSON types a schema allows (after its $ref), or null when it allows any. */
function allowedTypes(schema: Schema): Set<string> | null {
  if (schema.$ref) return allowedTypes(document.components.schemas[schema.$ref.replace('#/components/schemas/', '')]!);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    const parts = union.map(allowedTypes);
    return parts.includes(null) ? null : new Set(parts.flatMap((part) => [...part!]));
  }
  const values = schema.enum ?? ('const' in schema ? [schema.const] : undefined);
  if (values) return new Set(values.map(jsonType));
  if (schema.type === undefined) return null;
  return new Set([schema.type].flat().map((type) => (type === 'integer' ? 'number' : type)));
}

const jsonType = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** A value the schema refuses by its JSON type, of the kinds ajv's coercion would have turned into an allowed one. */
function wrongValue(schema: Schema): unknown {
  const allowed = allowedTypes(schema);
  if (!allowed) return undefined;
  return [true, 1, 'text', {}, []].find((value) => !allowed.has(jsonType(value)));
}

it('refuses each declared property of a body sent with a wrong JSON type, naming it, and writes nothing', async () => {
  const swept: string[] = [];
  for (const { url, table, body } of OPERATIONS) {
    const schema = document.paths[url]!.post!.requestBody!.content['application/json']!.schema;
    const properties = Object.entries(schema.properties ?? {});
    expect(properties.length, url).toBeGreaterThan(1);
    const count = async () => Number((await suite.server.sql<{ n: string }>(`select count(*) as n from ${table}`))[0]!.n);
    const before = await count();
    for (const [name, property] of properties) {
      const wrong = wrongValue(property);
      if (wrong === undefined) continue;
      const res = await suite.admin.post(url, { ...body(), [name]: wrong });
      expect([url, name, JSON.stringify(wrong), res.status, res.body.message])
        .toEqual([url, name, JSON.stringify(wrong), 400, expect.stringContaining(name)]);
      swept.push(`${url} ${name}`);
    }
    expect(await count(), url).toBe(before);
    // The same body with its own types is taken: the refusals were the types'.
    expectOk(await suite.admin.post(url, body()));
    expect(await count(), url).toBe(before + 1);
  }
  expect(swept).toEqual(expect.arrayContaining(['/api/system/role/add back', '/api/system/permission/add menuType', '/api/system/user/add username']));
});

it('refuses `"back": 0` for a role, where the document says "0" or "1"', async () => {
  const res = await suite.admin.post('/api/system/role/add', { roleCode: `r_${unique()}`, roleName: 'Zero', back: 0 });
  expect(res.status).toBe(400);
  expect(res.body.message).toMatch(/back/);
});

it('reads a query string\'s integer where the document declares one, and refuses text that is none', async () => {
  expect(expectOk<{ current: number }>(await suite.admin.get('/api/system/role/list?pageNo=2&pageSize=5'))).toMatchObject({ current: 2 });
  const res = await suite.admin.get('/api/system/role/list?pageNo=two');
  expect([res.status, res.body.message]).toEqual([400, expect.stringContaining('pageNo')]);
});
