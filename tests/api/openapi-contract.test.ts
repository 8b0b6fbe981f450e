// The API as a contract (#33): the document at /api/docs is what an integrator generates a client from. It must pass
// swagger-parser's validation, declare the error envelope on every operation, let public routes go without the token,
// name every operation, and generate types (openapi-typescript) under which a client (openapi-fetch) that sends a
// wrong body does not compile.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { beforeAll, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { ERROR_STATUSES, operationIdOf } from '../../server/src/wire/openapi.ts';
import { CLIENT_TYPES_FILE, DOCUMENT_FILE, renderClientTypes, renderDocument } from '../../server/scripts/generate-client.ts';

type Operation = { operationId?: string; security?: unknown[]; responses: Record<string, unknown>; requestBody?: { content: Record<string, { schema: Schema }> } };
type Schema = { type?: unknown; properties?: Record<string, unknown>; additionalProperties?: unknown; $ref?: string };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

const suite = apiSuite();
let document: Document;
beforeAll(async () => {
  const res = await fetch(`${suite.server.url}/api/docs`);
  expect(res.status).toBe(200);
  document = await res.json() as Document;
});

const operations = () => Object.entries(document.paths).flatMap(([url, item]) => Object.entries(item).map(([method, operation]) => ({ method, url, operation })));

it('is a valid OpenAPI 3.1 document (swagger-parser)', async () => {
  expect(document.openapi).toBe('3.1.0');
  await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
});

it('declares the error envelope once and references it for every error status of every operation', () => {
  expect(document.components.schemas.ErrorEnvelope).toBeTruthy();
  const withoutErrors = operations().filter(({ operation }) =>
    ERROR_STATUSES.some((status) => (operation.responses[status] as { $ref?: string } | undefined)?.$ref !== `#/components/responses/Error${status}`));
  expect(withoutErrors.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
});

it('marks exactly the routes that need no token as public', async () => {
  const publicOnes = operations().filter(({ operation }) => operation.security?.length === 0).map(({ method, url }) => `${method} ${url}`);
  expect(publicOnes).toEqual(expect.arrayContaining([
    'post /api/system/login', 'get /api/system/loginConfig', 'get /api/system/randomImage/{checkKey}',
    'get /api/eform/manage/localeProvider/getLocales', 'post /api/enterpriseRegister/add', 'post /api/system/sms', 'post /api/system/phoneLogin',
  ]));
  // Each of them answers without a token; an operation that keeps the document's security refuses a caller without one.
  const anonymous = suite.server.anonymous();
  expect((await anonymous.get('/api/eform/manage/localeProvider/getLocales')).status).toBe(200);
  expect((await anonymous.get('/api/system/loginConfig')).status).toBe(200);
  const secured = operations().filter(({ operation }) => operation.security === undefined);
  expect(secured.length).toBeGreaterThan(100);
  expect((await anonymous.get('/api/system/user/list')).status).toBe(401);
});

it('gives each operation a stable operationId derived from its method and path', () => {
  for (const { method, url, operation } of operations()) expect(operation.operationId).toBe(operationIdOf(method, url));
  expect(operationIdOf('get', '/api/eform/engine/widget/{widgetCode}/data')).toBe('getEformEngineWidgetByWidgetCodeData');
  expect(new Set(operations().map(({ operation }) => operation.operationId)).size).toBe(operations().length);
});

it('declares query strings as parameters, never as a schema\'s keywords', () => {
  // A schema keyword turned into a parameter has the keyword's value (50, 'object') for its schema.
  const fake = operations().flatMap(({ method, url, operation }) =>
    ((operation as { parameters?: { name: string; schema?: unknown }[] }).parameters ?? [])
      .filter((p) => typeof p.schema !== 'object' || p.schema === null || ['maxProperties', 'additionalProperties', 'patternProperties'].includes(p.name))
      .map((p) => `${method} ${url} ${p.name}`));
  expect(fake).toEqual([]);
});

/** An object schema that says nothing of its fields: what a generated client can only type as `Record<string, unknown>`. */
const isOpen = (schema: Schema | undefined) => !!schema && schema.type === 'object' && Object.keys(schema.properties ?? {}).length === 0 &&
  (schema.additionalProperties === undefined || schema.additionalProperties === true);

it('types every request body: no open object (a modelled record is the shared ModelledRecord)', () => {
  const open = operations().filter(({ operation }) => isOpen(operation.requestBody?.content['application/json']?.schema));
  expect(open.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
  const recordBody = document.paths['/api/eform/engine/view/{viewCode}/data']!.post!.requestBody!.content['application/json']!.schema;
  expect(recordBody.$ref).toBe('#/components/schemas/ModelledRecord');
  expect(document.components.schemas.ModelledRecord!.properties).toHaveProperty('data_version');
});

const CLIENT = `import createClient from 'openapi-fetch';
import type { paths } from './api';
const client = createClient<paths>({ baseUrl: 'http://127.0.0.1:3000' });
export async function signIn(): Promise<string | undefined> {
  const { data } = await client.POST('/api/system/login', { body: { username: 'admin', password: 'secret' } });
  return data?.result.token;
}
export async function addModel(token: string) {
  const { data, error } = await client.POST('/api/eform/manage/tableModel/add', {
    headers: { 'X-Access-Token': token },
    body: { tableName: 'orders', tableDesc: 'Orders', objStructure: 'main', persistenceType: 'db', columns: [] },
  });
  return data?.result.version ?? error?.message;
}
export async function widgetRows(token: string) {
  return client.GET('/api/eform/engine/widget/{widgetCode}/data', {
    headers: { 'X-Access-Token': token }, params: { path: { widgetCode: 'sales' }, query: { params: { region: 'east' } } },
  });
}
`;
const WRONG_BODY = `import createClient from 'openapi-fetch';
import type { paths } from './api';
const client = createClient<paths>({ baseUrl: 'http://127.0.0.1:3000' });
export const wrong = client.POST('/api/eform/manage/tableModel/add', { body: { totally: 'wrong' } });
`;

it('generates types (openapi-typescript) under which a client compiles, and a wrong body does not', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-openapi-'));
  try {
    fs.writeFileSync(path.join(dir, 'api.d.ts'), astToString(await openapiTS(structuredClone(document) as never)));
    fs.writeFileSync(path.join(dir, 'client.ts'), CLIENT);
    fs.writeFileSync(path.join(dir, 'wrong.ts'), WRONG_BODY);
    const openapiFetch = fileURLToPath(new URL('../../node_modules/openapi-fetch', import.meta.url));
    const program = ts.createProgram([path.join(dir, 'client.ts'), path.join(dir, 'wrong.ts')], {
      strict: true, noEmit: true, skipLibCheck: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler, paths: { 'openapi-fetch': [openapiFetch] }, types: [],
    });
    const errors = (file: string) => ts.getPreEmitDiagnostics(program, program.getSourceFile(path.join(dir, file)))
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(errors('client.ts')).toEqual([]);
    const wrong = errors('wrong.ts');
    expect(wrong.length).toBeGreaterThan(0);
    expect(wrong.join('\n')).toMatch(/totally/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);

it('has the committed document (schemas/openapi.json) the server serves: run `npm run gen:client` after changing a route', () => {
  // A difference shown as the first lines that differ, not as the whole 50,000-line file.
  const committed = fs.readFileSync(DOCUMENT_FILE, 'utf8').split('\n');
  const served = renderDocument(document).split('\n');
  const differing = committed.flatMap((line, i) => (line === served[i] ? [] : [`${i + 1}: ${line.trim()} ≠ ${served[i]?.trim()}`])).slice(0, 5);
  expect(differing, 'schemas/openapi.json is out of date: run `npm run gen:client`').toEqual([]);
  expect(committed.length).toBe(served.length);
});

it('generates the types the console is checked against (schemas/api.ts) from the committed document', async () => {
  const generated = fs.readFileSync(CLIENT_TYPES_FILE, 'utf8');
  expect(generated).toBe(await renderClientTypes(JSON.parse(fs.readFileSync(DOCUMENT_FILE, 'utf8'))));
  expect(generated).toContain('"/api/system/login": {');
}, 60_000);
