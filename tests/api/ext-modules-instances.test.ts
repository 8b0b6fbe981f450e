// A module reload reaches every instance on the database (the change bus's `modules` topic): reloaded through one
// instance, a new module answers on the other too. On PGlite there is one instance: its own reload is the whole of it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { apiSuite, startPeerInstance, TEST_DB, type ApiClient } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

const modulesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-ext-instances-'));
function writeModule(name: string, answer: string): void {
  fs.mkdirSync(path.join(modulesDir, name, 'server'), { recursive: true });
  fs.writeFileSync(path.join(modulesDir, name, 'module.json'), JSON.stringify({ name, version: '1.0.0', title: name }));
  fs.writeFileSync(path.join(modulesDir, name, 'server', 'index.ts'),
    `export default (sdk: any) => { sdk.route({ method: 'GET', url: '/hello', access: { authenticated: true }, summary: 'Hello', handler: async () => ${JSON.stringify(answer)} }); };\n`);
}
writeModule('first', 'first v1');
afterAll(() => fs.rmSync(modulesDir, { recursive: true, force: true }));

const suite = apiSuite({ env: { MODULES_DIR: modulesDir } });

/** Asks until the answer is the expected one (a reload elsewhere arrives by notification), at most 20 s. */
async function answerOn(client: ApiClient, url: string, expected: unknown): Promise<unknown> {
  let last: unknown;
  for (const end = Date.now() + 20_000; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) {
    const response = await client.get(url);
    last = response.status === 200 ? response.body.result : response.status;
    if (JSON.stringify(last) === JSON.stringify(expected)) break;
  }
  return last;
}

it('reloads the modules on every instance when one instance is asked to', async () => {
  const peer = TEST_DB === 'postgres' ? await startPeerInstance(suite.server) : undefined;
  try {
    const other = peer ? peer.as(suite.admin) : suite.admin;
    expect(await answerOn(other, '/api/ext/first/hello', 'first v1')).toBe('first v1');
    expect((await other.get('/api/ext/second/hello')).status).toBe(404);

    writeModule('first', 'first v2');
    writeModule('second', 'second v1');
    const listed = expectOk<{ name: string; state: string }[]>(await suite.admin.post('/api/system/ext/modules/reload', {}));
    expect(listed.map((m) => [m.name, m.state])).toEqual([['first', 'loaded'], ['second', 'loaded']]);
    expect(expectOk(await suite.admin.get('/api/ext/second/hello'))).toBe('second v1');

    // The other instance was not asked: it reloads on the notification.
    expect(await answerOn(other, '/api/ext/second/hello', 'second v1')).toBe('second v1');
    expect(await answerOn(other, '/api/ext/first/hello', 'first v2')).toBe('first v2');
    const theirs = expectOk<{ name: string; state: string }[]>(await other.get('/api/system/ext/modules'));
    expect(theirs.map((m) => [m.name, m.state])).toEqual([['first', 'loaded'], ['second', 'loaded']]);
  } finally {
    await peer?.stop();
  }
});
