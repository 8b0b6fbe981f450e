// The address guard of every connection the server opens for an enterprise (HTTP configs, data sources): a host is
// resolved and every address it resolves to must be a public one (no loopback, private, link-local, cloud metadata,
// unspecified or reserved range, IPv4 or IPv6; IPv4-mapped IPv6 counts as its IPv4), unless the operator lists the
// host (or the address) among the allowed ones. The caller then connects to a checked address, never to the name
// again, so a name cannot re-resolve to another address in between (DNS rebinding).
import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { createRequire } from 'node:module';
import type { Agent } from 'undici';
import type * as Undici from 'undici';

let undiciModule: typeof Undici | undefined;
/**
 * undici, loaded by the first outside call (an HTTP config, a single sign-on provider) rather than at start (#40 item 2:
 * ~5 MB of heap a server that calls nothing outside keeps otherwise).
 */
export const undici = (): typeof Undici => (undiciModule ??= createRequire(import.meta.url)('undici') as typeof Undici);

/** Names of cloud metadata services, refused whatever they resolve to (where they resolve, it is 169.254.169.254). */
const METADATA_NAMES = new Set(['metadata', 'metadata.google.internal', 'metadata.goog', 'instance-data', 'instance-data.ec2.internal']);

/** Whether an address is one the server may call: a public unicast address (IPv4-mapped IPv6 counts as its IPv4). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** A host as compared: without brackets or a trailing dot, lower case; an address in its canonical spelling. */
export function normalHost(host: string): string {
  const bare = host.trim().replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
  return net.isIP(bare) ? ipaddr.process(bare).toString() : bare;
}

/** An address of a resolved host, as a connection is opened to it. */
export interface CheckedAddress {
  address: string;
  family: number;
}

/** Why a host may not be connected to: it does not resolve, or (some of) its addresses are not public. */
export class AddressRefused extends Error {
  constructor(
    readonly reason: 'unknown' | 'forbidden',
    readonly host: string,
  ) {
    super(`${host}: ${reason === 'unknown' ? 'does not resolve' : 'not a public address'}`);
    this.name = 'AddressRefused';
  }
}

/**
 * Hosts an operator opened although they are not public: `host` (any port) or `host:port` entries, names or address
 * literals (`[::1]:5432` for IPv6 with a port).
 */
export class AllowedHosts {
  readonly #entries: { host: string; port?: number }[];

  constructor(entries: readonly string[]) {
    this.#entries = entries.map((entry) => {
      const match = /^(\[[^\]]+\]|[^:]+):(\d+)$/.exec(entry.trim());
      return match ? { host: normalHost(match[1]!), port: Number(match[2]) } : { host: normalHost(entry) };
    });
  }

  /**
   * Whether the host (a name or an address) is listed, for this port; for an unknown port (a name an HTTP client
   * resolves) a name listed with any port counts, an address only when listed without one.
   */
  allows(host: string, port?: number): boolean {
    const wanted = normalHost(host);
    const anyPort = port === undefined && !net.isIP(wanted);
    return this.#entries.some((e) => e.host === wanted && (e.port === undefined || e.port === port || anyPort));
  }
}

const lookupAll = (host: string) =>
  new Promise<dns.LookupAddress[]>((resolve, reject) => {
    dns.lookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });

/** The addresses a host resolves to (a cloud metadata name is refused as it is); rejects with AddressRefused. */
export async function resolveHost(host: string): Promise<CheckedAddress[]> {
  const name = normalHost(host);
  if (METADATA_NAMES.has(name)) throw new AddressRefused('forbidden', host);
  let found: dns.LookupAddress[];
  try {
    found = await lookupAll(name);
  } catch {
    throw new AddressRefused('unknown', host);
  }
  if (!found.length) throw new AddressRefused('unknown', host);
  return found.map((a) => ({ address: normalHost(a.address), family: net.isIP(normalHost(a.address)) }));
}

/** Whether a host, resolved to these addresses, is listed: by its name, or every address of it. */
export const isListed = (host: string, port: number | undefined, addresses: readonly CheckedAddress[], allowed: AllowedHosts) =>
  allowed.allows(host, port) || addresses.every((a) => allowed.allows(a.address, port));

/** Refuses (AddressRefused) addresses of a host that are not all public, unless the host or those addresses are listed. */
export function refuseUnlisted(host: string, port: number | undefined, addresses: readonly CheckedAddress[], allowed: AllowedHosts): void {
  if (allowed.allows(host, port)) return;
  if (addresses.some((a) => !isPublicAddress(a.address) && !allowed.allows(a.address, port))) throw new AddressRefused('forbidden', host);
}

/**
 * The addresses a host resolves to, once each is allowed: the host listed (name or address), or every address public
 * or listed. Rejects with AddressRefused. Address spellings the resolver reads (2130706433, 0x7f000001, 0177.0.0.1)
 * come back as the addresses they stand for.
 */
export async function checkedAddresses(host: string, port: number | undefined, allowed: AllowedHosts): Promise<CheckedAddress[]> {
  const addresses = await resolveHost(host);
  refuseUnlisted(host, port, addresses, allowed);
  return addresses;
}

/** Whether an address is this machine itself: loopback, unspecified (0.0.0.0, ::), or one of its interfaces'. */
export function isOwnMachine(address: string, interfaces: readonly string[]): boolean {
  const range = ipaddr.process(address).range();
  return range === 'loopback' || range === 'unspecified' || interfaces.includes(normalHost(address));
}

/**
 * An undici dispatcher whose every connection resolves its host here and connects only when the guard lets all its
 * addresses through: the name is never resolved again between the check and the connection. A refusal fails the
 * connection with `refused(error)`'s error.
 */
export function guardedAgent(allowed: AllowedHosts, options: { timeoutMs: number; refused(error: unknown, host: string): Error }): Agent {
  const lookup = (hostname: string, lookupOptions: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    checkedAddresses(hostname, undefined, allowed).then((list) => {
      if (lookupOptions.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    }, (error: unknown) => callback(options.refused(error, hostname)));
  };
  return new (undici().Agent)({ connect: { lookup: lookup as never, timeout: options.timeoutMs } });
}
