// Per-request floor: an authenticated route that touches no table (GET /api/system/permission/allowEditScript, answered
// from configuration: session check, access check, envelope, security headers) against a bare node:http server
// answering the same JSON in the same process. The load comes from a separate process, at 4 and 16 clients.
// Usage: npm run bench -- floor
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestServer } from '../support/server.ts';
import { compareSides, LoadProcess } from './load-client.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

async function main(): Promise<void> {
  const server = await startTestServer();
  const load = new LoadProcess();
  const admin = await server.login('admin');
  const info = await admin.get('/api/system/permission/allowEditScript');
  const body = JSON.stringify(info.body);
  const bare = http.createServer((_, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(body));
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  try {
    const headers = { 'X-Access-Token': admin.token! };
    const platform = { kind: 'http' as const, url: `${server.url}/api/system/permission/allowEditScript`, method: 'GET' as const, headers, bodies: [], expect: '"success":true' };
    const baseline = { ...platform, url: `http://127.0.0.1:${(bare.address() as AddressInfo).port}/` };
    console.log(`floor bench: GET /api/system/permission/allowEditScript (authenticated, answered from configuration: no table) against a bare node:http server with the same answer`);
    await compareSides(
      load,
      { platform: { label: 'platform', job: platform }, baseline: { label: 'bare node:http', job: baseline } },
      { concurrencies: [4, 16], count: REQUESTS, rounds: ROUNDS, warmup: 500 },
    );
  } finally {
    bare.close();
    await load.close();
    await server.stop();
  }
}

await main();
