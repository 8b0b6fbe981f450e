// The console is served compressed: the build writes brotli and gzip beside every asset, and the server sends the one
// the browser accepts (Content-Encoding, Vary), the plain file otherwise; the login page's scripts stay within 130 kB
// on the wire in Chromium.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { consoleSuite } from './console-suite.ts';

const suite = consoleSuite();

/** GET with the given Accept-Encoding; the body as sent (not decompressed). `rawPath` is sent as written (a URL's `..` would be resolved). */
function get(url: string, acceptEncoding?: string, rawPath?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}, ...(rawPath ? { path: rawPath } : {}) }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** The path of the first script the login page loads (an asset of the build), if any. */
async function loginScript(): Promise<string | undefined> {
  const page = (await get(`${suite.server.url}/index/login`)).body.toString();
  return /src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
}

it('sends brotli, gzip or the plain file as the client accepts, for the page and its assets', async () => {
  const script = await loginScript();
  expect(script).toBeDefined();
  for (const url of [`${suite.server.url}${script}`, `${suite.server.url}/index/login`]) {
    const plain = await get(url);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length);
    const gz = await get(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
  }
});

it("serves the build's files only as they are spelled there: no dotted name, no `..`, no other spelling", async () => {
  const script = (await loginScript())!;
  expect((await get(`${suite.server.url}${script}`)).status).toBe(200);
  const [dir, name] = [script.slice(0, script.lastIndexOf('/') + 1), script.slice(script.lastIndexOf('/') + 1)];
  for (const refused of [
    '/.vite/manifest.json', `${dir}../index.html`, `${dir}%2e%2e/index.html`, `${dir}..%2findex.html`, script.toUpperCase(),
    `${dir}${name.toLowerCase() === name ? name.toUpperCase() : name.toLowerCase()}`, `${script}/`, '/assets/not-built.js',
  ]) {
    const answer = await get(suite.server.url, undefined, refused);
    expect({ refused, status: answer.status }).toEqual({ refused, status: 404 });
    expect(answer.body.toString()).not.toContain('<script');
  }
});

it('keeps the login page within 130 kB of scripts on the wire in Chromium', async () => {
  const { page, context } = await openPage(suite.browser);
  await page.goto(`${suite.server.url}/index/login`, { waitUntil: 'networkidle' });
  await page.locator('input[type=password]').waitFor();
  const scripts = (await page.evaluate(
    `performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).map((e) => ({ name: e.name, bytes: e.encodedBodySize }))`,
  )) as { name: string; bytes: number }[];
  expect(scripts.length).toBeGreaterThan(0);
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  expect(total).toBeGreaterThan(10_000);
  expect(total).toBeLessThanOrEqual(130_000);
  await context.close();
});
