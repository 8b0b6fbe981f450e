// The contract replay can fail (tests/support/contract-proxy.ts): in front of a small server that breaks the document it
// serves, Prism's verdicts are held against it — a wrong answer always, a wrong request only when the server took it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startContractProxy } from '../support/contract-proxy.ts';
import { ApiClient } from '../support/server.ts';

const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const named = { type: 'object', required: ['name'], properties: { name: { type: 'string' } }, additionalProperties: false };
const DOCUMENT = {
  openapi: '3.0.3',
  info: { title: 'broken on purpose', version: '1' },
  paths: {
    '/api/thing': { get: { responses: { 200: { description: 'a thing', ...json(named) } } } },
    '/api/things': {
      post: { requestBody: { required: true, ...json(named) }, responses: { 200: { description: 'taken', ...json(named) }, 400: { description: 'refused', ...json({ type: 'object' }) } } },
    },
    '/api/system/login': {
      post: { requestBody: { required: true, ...json({ type: 'object', required: ['username'], properties: { username: { type: 'string' } } }) }, responses: { 400: { description: 'refused', ...json({ type: 'object' }) } } },
    },
  },
};

let server: http.Server;
let target: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/api/docs') return res.end(JSON.stringify(DOCUMENT));
      // A thing without its name: the answer breaks the document.
      if (req.url === '/api/thing') return res.end(JSON.stringify({ nome: 'x' }));
      // Takes a body the document refuses when asked to (`?lenient`), refuses it otherwise.
      const lenient = req.url?.includes('lenient');
      res.statusCode = lenient || body.includes('"name"') ? 200 : 400;
      res.end(JSON.stringify(res.statusCode === 200 ? { name: 'taken' } : { message: 'refused' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  target = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('holds a wrong answer and a wrong request the server took against it, and a refused wrong request not', async () => {
  const proxy = await startContractProxy(target);
  const client = new ApiClient(proxy.url);
  expect((await client.get('/api/thing')).status).toBe(200);
  expect((await client.post('/api/things', { label: 'no name' })).status).toBe(400);
  expect((await client.post('/api/things?lenient', { label: 'no name' })).status).toBe(200);
  const verdict = await proxy.stop().then(() => 'kept', (error: Error) => error.message);
  expect(verdict).toContain('broke its API document 4 time(s)');
  expect(verdict).toContain("GET /api/thing → 200: response.body Response body must have required property 'name'");
  expect(verdict).toContain("POST /api/things → 200: request.body Request body must have required property 'name'");
  // The refused one (400) is not among them.
  expect(verdict.match(/POST \/api\/things → 400/)).toBeNull();
});

it('keeps a server that answers as its document says', async () => {
  const proxy = await startContractProxy(target);
  const client = new ApiClient(proxy.url);
  expect((await client.post('/api/things', { name: 'named' })).status).toBe(200);
  expect((await client.post('/api/things', { label: 'no name' })).status).toBe(400);
  await expect(proxy.stop()).resolves.toBeUndefined();
});
