// First start (and every start, idempotently): installation secret, then the default enterprise with its seed apps and
// accounts, made by the one installer that registration uses too (install/enterprise.ts).
import { randomBytes } from 'node:crypto';
import { SEED_ACCOUNTS } from '@yc/seed-metadata';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { InstallOutcome } from './bundle.ts';
import { installEnterpriseIn, type EnterpriseAccount } from './enterprise.ts';
import { jwtSecret as installationSecret, tenantById } from './store/enterprise.ts';

export interface BootstrapResult {
  jwtSecret: string;
  defaultTenantId: number;
  installs: Record<string, InstallOutcome>;
  /** Passwords generated for accounts created by this start (shown once). */
  generatedPasswords: Record<string, string>;
}

export const DEFAULT_TENANT = { code: 'default', name: '默认企业' } as const;

export async function bootstrap(db: Database, config: ServerConfig): Promise<BootstrapResult> {
  const jwtSecret = await db.asSystem((em) => installationSecret(em, randomBytes(48).toString('base64url')));
  const accounts = SEED_ACCOUNTS.map((account) => seedAccount(config, account));
  const { tenantId, installs, generatedPasswords } = (await db.asSystem((em) => installEnterpriseIn(em, config, DEFAULT_TENANT, accounts)))!;
  return { jwtSecret, defaultTenantId: tenantId, installs, generatedPasswords };
}

export interface SeedAccount {
  username: string;
  realname: string;
  realnameEn?: string;
  roles: readonly string[];
  /** Where its password comes from; without the variable, one is generated and shown once. */
  passwordEnv: 'ADMIN_PASSWORD' | 'USER_PASSWORD';
}

function seedAccount(config: ServerConfig, { passwordEnv, ...account }: SeedAccount): EnterpriseAccount {
  const password = passwordEnv === 'ADMIN_PASSWORD' ? config.adminPassword : config.userPassword;
  return { ...account, ...(password ? { password } : {}) };
}

/** Brings an existing enterprise up to date with the seed apps and the given accounts (the one installer; idempotent). */
export async function installEnterprise(
  db: Database, config: ServerConfig, tenantId: number, accounts: readonly SeedAccount[],
): Promise<Pick<BootstrapResult, 'installs' | 'generatedPasswords'>> {
  return (await db.asSystem(async (em) => {
    const tenant = await tenantById(em, tenantId);
    if (!tenant) throw new Error(`no enterprise ${tenantId}`);
    return installEnterpriseIn(em, config, tenant, accounts.map((account) => seedAccount(config, account)));
  }))!;
}
