// DNS rebinding: a name that resolves to a public address when it is checked and to this machine when the connection
// is made must not reach this machine. The calls to identity providers (SSO) and HTTP configs connect through the
// guard's own resolution (guardedAgent), so the second answer is checked too. The resolver is the test's: the first
// lookup of the name answers a public address, every later one 127.0.0.1, where a listening socket counts connections.
import dns from 'node:dns';
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ProviderAccess } from '../src/auth/sso/provider-fetch.ts';

const NAME = 'rebinding.example';
let server: net.Server;
let port = 0;
let connections = 0;
let lookups = 0;
const realLookup = dns.lookup;

beforeAll(async () => {
  server = net.createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
  (dns as { lookup: unknown }).lookup = (host: string, options: unknown, callback?: unknown) => {
    const done = (typeof options === 'function' ? options : callback) as (...args: unknown[]) => void;
    if (host !== NAME) return (realLookup as (...args: unknown[]) => void)(host, options, callback);
    const address = lookups++ === 0 ? '93.184.216.34' : '127.0.0.1';
    const all = typeof options === 'object' && options !== null && (options as dns.LookupOptions).all;
    return all ? done(null, [{ address, family: 4 }]) : done(null, address, 4);
  };
});

afterAll(async () => {
  (dns as { lookup: unknown }).lookup = realLookup;
  await new Promise((resolve) => server.close(resolve));
});

it("does not connect to this machine when an identity provider's name re-resolves to it after the check", async () => {
  const access = new ProviderAccess([]);
  await expect(access.fetch(`https://${NAME}:${port}/.well-known/openid-configuration`)).rejects.toThrow();
  expect(lookups).toBeGreaterThanOrEqual(2);
  expect(connections).toBe(0);
});
