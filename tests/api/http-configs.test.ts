// HTTP configs through the API, against a local stub service opened by the allow-list: parameters travel encoded,
// records are found at the result path, the caller's token never leaves, and the SSRF guard refuses loopback, private,
// link-local (cloud metadata), unspecified and IPv6 loopback addresses, names that resolve to them, and redirects to them.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

const seen: http.IncomingHttpHeaders[] = [];
const stub = http.createServer((req, res) => {
  seen.push(req.headers);
  const url = new URL(req.url ?? '/', 'http://stub');
  const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (url.pathname.startsWith('/cities/')) return json(200, { data: { list: [{ code: `${decodeURIComponent(url.pathname.slice(8))}-1`, q: url.searchParams.get('q') }] } });
  if (url.pathname === '/echo') {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => json(200, [{ method: req.method, body, headers: req.headers }]));
    return undefined;
  }
  if (url.pathname === '/to-loopback') return res.writeHead(302, { location: `http://127.0.0.1:${other.port}/secret` }).end();
  if (url.pathname === '/to-name') return res.writeHead(302, { location: `http://localhost:${other.port}/secret` }).end();
  if (url.pathname === '/hop') return res.writeHead(302, { location: '/cities/hopped' }).end();
  if (url.pathname === '/slow') return undefined;
  if (url.pathname === '/big') return json(200, [{ blob: 'x'.repeat(20_000) }]);
  if (url.pathname === '/html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
  return json(500, { error: 'internal detail' });
});
const secret = http.createServer((_req, res) => res.end('{"secret":true}'));
await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
await new Promise<void>((resolve) => secret.listen(0, '127.0.0.1', resolve));
const port = (stub.address() as AddressInfo).port;
const other = secret.address() as AddressInfo;
afterAll(() => {
  stub.close();
  secret.close();
});

const suite = apiSuite({ env: { HTTP_CONFIG_ALLOWED_HOSTS: `127.0.0.1:${port}`, HTTP_CONFIG_TIMEOUT_MS: '500', HTTP_CONFIG_MAX_BYTES: '10000' } });
const base = '/api/eform/manage/httpConfig';
const items = '/api/eform/engine/viewEngine/getHttpConfigItems';
const cities = {
  httpName: 'Cities', httpCode: 'cities', httpUrl: `http://127.0.0.1:${port}/cities/{province}`, httpMethod: 'GET', resultPath: 'data.list',
  inParameter: [{ parameterKey: 'province', defaultValue: 'zj' }, { parameterKey: 'q' }],
};
const call = (httpUrl: string, extra: Record<string, unknown> = {}) =>
  suite.admin.post(`${base}/test`, { config: { httpName: 't', httpCode: 't', httpUrl, httpMethod: 'GET', ...extra } });

describe('HTTP configs', () => {
  it('calls the service with encoded parameters and answers the records at the result path', async () => {
    expectOk(await suite.admin.post(`${base}/add`, cities));
    expect(expectOk<any[]>(await suite.admin.post(`${items}?httpCode=cities`, { province: 'a/b', q: 'x&y' }))).toEqual([{ code: 'a/b-1', q: 'x&y' }]);
    expect(expectOk<any[]>(await suite.admin.post(`${items}?httpCode=cities`, {}))).toEqual([{ code: 'zj-1', q: null }]);
    const batch = expectOk<any[]>(await suite.admin.post(`${items}Batch`, { items: [{ httpCode: 'cities', params: { province: 'js' } }, { httpCode: 'cities' }] }));
    expect(batch.map((b) => b.rows[0].code)).toEqual(['js-1', 'zj-1']);
  });

  it('sends only the config\'s own headers and a JSON body for POST: never the caller\'s token', async () => {
    const res = expectOk<any>(await call(`http://127.0.0.1:${port}/echo`, {
      httpMethod: 'POST', inParameterType: 'json', inParameter: [{ parameterKey: 'a', defaultValue: '1' }], httpHeader: [{ key: 'X-Key', value: 'k' }],
    }));
    const echoed = res.rows[0];
    expect([echoed.method, echoed.body, echoed.headers['x-key']]).toEqual(['POST', '{"a":"1"}', 'k']);
    expect(Object.keys(echoed.headers)).not.toContain('x-access-token');
    expect(Object.keys(echoed.headers)).not.toContain('authorization');
    expect(Object.keys(echoed.headers)).not.toContain('cookie');
  });

  it('refuses loopback, private, link-local, metadata, unspecified and IPv6 loopback addresses', async () => {
    const refused = async (url: string, host: string) => {
      const res = await call(url);
      expect([res.status, res.body.message]).toEqual([400, `The address ${host} is not reachable from the server (loopback, private, link-local or reserved network)`]);
    };
    await refused(`http://127.0.0.1:${other.port}/`, '127.0.0.1');
    await refused('http://10.1.2.3/', '10.1.2.3');
    await refused('http://192.168.0.1/', '192.168.0.1');
    await refused('http://169.254.169.254/latest/meta-data/', '169.254.169.254');
    await refused('http://0.0.0.0/', '0.0.0.0');
    await refused(`http://[::1]:${other.port}/`, '::1');
    await refused('http://[::ffff:127.0.0.1]/', '::ffff:7f00:1');
    await refused('http://2130706433/', '127.0.0.1');
    await refused(`http://localhost:${other.port}/`, 'localhost');
  });

  it('checks every redirect again: to an address literal and to a name resolving to loopback', async () => {
    const hop = expectOk<any>(await call(`http://127.0.0.1:${port}/hop`));
    expect(hop.answer).toEqual({ data: { list: [{ code: 'hopped-1', q: null }] } });
    const literal = await call(`http://127.0.0.1:${port}/to-loopback`);
    expect([literal.status, literal.body.message]).toEqual([400, 'The address 127.0.0.1 is not reachable from the server (loopback, private, link-local or reserved network)']);
    const named = await call(`http://127.0.0.1:${port}/to-name`);
    expect([named.status, named.body.message]).toEqual([400, 'The address localhost is not reachable from the server (loopback, private, link-local or reserved network)']);
  });

  it('limits time and size, and says what is wrong with an answer without passing on its text', async () => {
    const slow = await call(`http://127.0.0.1:${port}/slow`);
    expect([slow.status, slow.body.message]).toEqual([400, 'The service did not answer within 500 ms']);
    const big = await call(`http://127.0.0.1:${port}/big`);
    expect([big.status, big.body.message]).toEqual([400, 'The answer is larger than 10000 bytes']);
    const html = await call(`http://127.0.0.1:${port}/html`);
    expect([html.status, html.body.message]).toEqual([400, 'The service did not answer with JSON']);
    const failed = await call(`http://127.0.0.1:${port}/fail`);
    expect([failed.status, failed.body.message]).toEqual([400, 'The service answered with status 500']);
    expect(JSON.stringify(failed.body)).not.toContain('internal detail');
  });

  it('refuses other schemes and header injection on save, and is designed by administrators only', async () => {
    const file = await suite.admin.post(`${base}/add`, { ...cities, httpCode: 'f', httpUrl: 'file:///etc/passwd' });
    expect([file.status, file.body.message]).toEqual([400, 'The address must be an http or https URL']);
    const header = await suite.admin.post(`${base}/add`, { ...cities, httpCode: 'h', httpHeader: [{ key: 'Host', value: 'x' }] });
    expect([header.status, header.body.message]).toEqual([400, 'The header Host has an invalid name or value']);
    const user = await suite.server.login('user');
    expect((await user.post(`${base}/test`, { httpCode: 'cities' })).status).toBe(403);
    // Bound to nothing the user may use (issue 30): refused.
    expect((await user.post(`${items}?httpCode=cities`, {})).status).toBe(403);
    const none = await suite.admin.post(`${items}?httpCode=nope`, {});
    expect([none.status, none.body.message]).toEqual([400, 'There is no HTTP config nope']);
  });
});
