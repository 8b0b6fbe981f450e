// Where a data source may connect: its host passes the address guard (address-guard.ts) unless DATA_SOURCE_ALLOWED_HOSTS
// lists it; the platform's own database is never a data source (however its host is spelled, listed or not), nor any
// other database of the platform's PostgreSQL server unless that server is listed; system databases (mysql,
// information_schema, performance_schema, sys, pg_catalog) are refused as SQL configs refuse them.
import os from 'node:os';
import { CONFIG_MESSAGES, DataSourceRefused, type ConnectionSettings } from '@yc/engine';
import type { ServerConfig } from '../config.ts';
import { isSocketFolder, postgresAddress, type PostgresAddress } from '../db/address.ts';
import { AddressRefused, AllowedHosts, isListed, isOwnMachine, normalHost, refuseUnlisted, resolveHost, type CheckedAddress } from './address-guard.ts';
import { isSystemSchema } from './sql-guard.ts';


/** The platform's database as its DATABASE_URL names it (a socket folder or no host: this machine). */
function platformDatabase(databaseUrl: string | undefined): PostgresAddress | undefined {
  if (!databaseUrl) return undefined;
  try {
    const address = postgresAddress(databaseUrl);
    return { ...address, host: !address.host || isSocketFolder(address.host) ? '127.0.0.1' : normalHost(address.host) };
  } catch {
    return undefined;
  }
}

/** Addresses of this machine's interfaces (a server reached through one of them is this machine's). */
const ownAddresses = () => Object.values(os.networkInterfaces()).flatMap((list) => (list ?? []).map((i) => normalHost(i.address)));

export class SourceGuard {
  readonly #allowed: AllowedHosts;
  readonly #platform?: PostgresAddress;

  constructor(config: Pick<ServerConfig, 'databaseUrl' | 'dataSource'>) {
    this.#allowed = new AllowedHosts(config.dataSource.allowedHosts);
    this.#platform = platformDatabase(config.databaseUrl);
  }

  /** Refuses what no address changes: a system database. */
  #refuseNamed(settings: ConnectionSettings): void {
    if (isSystemSchema(settings.database)) throw new DataSourceRefused(CONFIG_MESSAGES.dsSystemDatabase(settings.database));
  }

  /** Whether one of the addresses is the platform's PostgreSQL server (its port, on its host or on this machine). */
  async #isPlatformServer(port: number, addresses: readonly CheckedAddress[]): Promise<boolean> {
    const platform = this.#platform;
    if (!platform || port !== platform.port) return false;
    const own = ownAddresses();
    const servers = await resolveHost(platform.host).catch(() => [{ address: platform.host, family: 0 }]);
    const local = servers.some((s) => s.family && isOwnMachine(s.address, own));
    return addresses.some((a) => servers.some((s) => s.address === a.address) || (local && isOwnMachine(a.address, own)));
  }

  /**
   * The address to connect to, once the source may use it; DataSourceRefused naming why not, or AddressRefused
   * ('unknown') when the host does not resolve (a failed connection, as far as the caller is told).
   */
  async address(settings: ConnectionSettings): Promise<string> {
    this.#refuseNamed(settings);
    let addresses: CheckedAddress[];
    try {
      addresses = await resolveHost(settings.host);
    } catch (error) {
      if (error instanceof AddressRefused && error.reason === 'forbidden') throw new DataSourceRefused(CONFIG_MESSAGES.dsHostForbidden(settings.host));
      throw error;
    }
    if (await this.#isPlatformServer(settings.port, addresses)) {
      if (settings.database.toLowerCase() === this.#platform!.database.toLowerCase()) throw new DataSourceRefused(CONFIG_MESSAGES.dsPlatformDatabase);
      if (!isListed(settings.host, settings.port, addresses, this.#allowed)) throw new DataSourceRefused(CONFIG_MESSAGES.dsHostForbidden(settings.host));
    }
    try {
      refuseUnlisted(settings.host, settings.port, addresses, this.#allowed);
    } catch {
      throw new DataSourceRefused(CONFIG_MESSAGES.dsHostForbidden(settings.host));
    }
    return addresses[0]!.address;
  }

  /** Refuses settings about to be saved; a host that does not resolve (yet) is checked at each connection instead. */
  async check(settings: ConnectionSettings): Promise<void> {
    try {
      await this.address(settings);
    } catch (error) {
      if (!(error instanceof AddressRefused)) throw error;
    }
  }
}
