// First start (and every start, idempotently): installation secret, default enterprise, seed apps, seed accounts.
import { randomBytes, randomUUID } from 'node:crypto';
import { validateAppBundle, type AppBundle } from '@yc/engine';
import { SEED_ACCOUNTS, SEED_BUNDLES } from '@yc/seed-metadata';
import { scriptEditingAllowed, type ServerConfig } from '../config.ts';
import type { Database, EntityManager } from '../db/database.ts';
import { generatePassword, hashPassword } from '../auth/passwords.ts';
import { installBundle, type InstallOutcome } from './bundle.ts';

export interface BootstrapResult {
  jwtSecret: string;
  defaultTenantId: number;
  installs: Record<string, InstallOutcome>;
  /** Passwords generated for accounts created by this start (shown once). */
  generatedPasswords: Record<string, string>;
}

export const DEFAULT_TENANT = { code: 'default', name: '默认企业' } as const;

export async function bootstrap(db: Database, config: ServerConfig): Promise<BootstrapResult> {
  const { jwtSecret, defaultTenantId } = await db.asSystem(async (em) => {
    await em.execute(`insert into sys_installation (key, value) values ('jwt_secret', ?) on conflict (key) do nothing`, [
      randomBytes(48).toString('base64url'),
    ]);
    const [secret] = await em.execute<{ value: string }[]>(`select value from sys_installation where key = 'jwt_secret'`);
    await em.execute(`insert into sys_tenant (code, name) values (?, ?) on conflict (code) do nothing`, [DEFAULT_TENANT.code, DEFAULT_TENANT.name]);
    const [tenant] = await em.execute<{ id: number }[]>(`select id from sys_tenant where code = ?`, [DEFAULT_TENANT.code]);
    return { jwtSecret: secret!.value, defaultTenantId: tenant!.id };
  });

  return { jwtSecret, defaultTenantId, ...(await installEnterprise(db, config, defaultTenantId, SEED_ACCOUNTS)) };
}

export interface SeedAccount {
  username: string;
  realname: string;
  roles: readonly string[];
  /** Where its password comes from; without the variable, one is generated and shown once. */
  passwordEnv: 'ADMIN_PASSWORD' | 'USER_PASSWORD';
}

/** Installs the seed apps and the given accounts into an enterprise (idempotent). */
export async function installEnterprise(
  db: Database, config: ServerConfig, tenantId: number, accounts: readonly SeedAccount[],
): Promise<Pick<BootstrapResult, 'installs' | 'generatedPasswords'>> {
  const installs: Record<string, InstallOutcome> = {};
  const generatedPasswords: Record<string, string> = {};
  await db.inTenant(tenantId, async (em) => {
    for (const bundle of SEED_BUNDLES) installs[bundle.appCode] = (await installBundle(em, checkedBundle(bundle), { scriptsEditable: scriptEditingAllowed(config) })).outcome;
    for (const account of accounts) {
      const configured = account.passwordEnv === 'ADMIN_PASSWORD' ? config.adminPassword : config.userPassword;
      const created = await createAccountIfMissing(em, account.username, account.realname, [...account.roles], configured);
      if (created && !configured) generatedPasswords[account.username] = created;
    }
  });
  return { installs, generatedPasswords };
}

function checkedBundle(bundle: AppBundle): AppBundle {
  const issues = validateAppBundle(bundle);
  if (issues.length) {
    const detail = issues.map((e) => `${e.path} ${e.message}`).join('; ');
    throw new Error(`app bundle ${bundle.appCode} is invalid: ${detail}`);
  }
  return bundle;
}

/** Creates the account when no user has the name; returns the password it was given, or null. */
async function createAccountIfMissing(
  em: EntityManager, username: string, realname: string, roleCodes: string[], configured: string | undefined,
): Promise<string | null> {
  const exists = await em.execute(`select 1 from sys_user where lower(username) = lower(?)`, [username]);
  if (exists.length) return null;
  const password = configured ?? generatePassword();
  const id = randomUUID();
  await em.execute(`insert into sys_user (id, username, realname, password_hash) values (?, ?, ?, ?)`, [
    id, username, realname, await hashPassword(password),
  ]);
  await em.execute(
    `insert into sys_user_role (user_id, role_id) select ?, id from sys_role where role_code = any(?::text[])`,
    [id, `{${roleCodes.join(',')}}`],
  );
  return password;
}
