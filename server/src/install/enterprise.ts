// The one installer of an enterprise: the default one at first start and every registered one are made by the same
// function, inside the caller's system transaction (all or nothing): the tenant row, its PostgreSQL schema, the seed
// apps (roles, menus, dictionaries, configuration) and its first accounts.
import { validateAppBundle, type AppBundle } from '@yc/engine';
import { SEED_BUNDLES } from '@yc/seed-metadata';
import { scriptEditingAllowed, type ServerConfig } from '../config.ts';
import type { EntityManager } from '../db/database.ts';
import { generatePassword, hashPassword } from '../auth/passwords.ts';
import { installBundle, type InstallOutcome } from './bundle.ts';
import { enterTenant, insertAccount, insertTenant, leaveTenant, tenantIdByCode, usernameTaken } from './store/enterprise.ts';

export interface EnterpriseAccount {
  username: string;
  realname: string;
  realnameEn?: string;
  roles: readonly string[];
  /** Its password; without one, one is generated and returned (shown once). */
  password?: string;
  phone?: string;
  email?: string;
  /** USER_STATUS: 1 active (the default), 3 a registration waiting for the administrator's approval. */
  status?: number;
}

export interface EnterpriseInstall {
  tenantId: number;
  /** Whether this call made the tenant row (false: it was there, the install brought it up to date). */
  created: boolean;
  installs: Record<string, InstallOutcome>;
  /** Passwords generated for accounts created by this call. */
  generatedPasswords: Record<string, string>;
}

/** A new enterprise's account whose name another enterprise's user has: the whole install is undone. */
export class AccountExistsError extends Error {
  constructor(readonly username: string) {
    super(`account ${username} already exists`);
  }
}

/**
 * Makes (or brings up to date) the enterprise `code` with the given accounts, on a system transaction's
 * EntityManager. With `mustBeNew`, an enterprise of that code already there answers null and nothing is written, and an
 * account name taken anywhere throws AccountExistsError (after the rest is written: the caller's transaction undoes
 * it all). Idempotent otherwise: an account whose name exists is left as it is.
 */
export async function installEnterpriseIn(
  em: EntityManager, config: ServerConfig, tenant: { code: string; name: string }, accounts: readonly EnterpriseAccount[],
  options: { mustBeNew?: boolean } = {},
): Promise<EnterpriseInstall | null> {
  const made = await insertTenant(em, tenant);
  if (made === undefined && options.mustBeNew) return null;
  const tenantId = made ?? (await tenantIdByCode(em, tenant.code));
  const installs: Record<string, InstallOutcome> = {};
  const generatedPasswords: Record<string, string> = {};
  await asEnterpriseIn(em, config.appRole, tenantId, async () => {
    for (const bundle of SEED_BUNDLES) {
      installs[bundle.appCode] = (await installBundle(em, checkedBundle(bundle), { scriptsEditable: scriptEditingAllowed(config) })).outcome;
    }
    for (const account of accounts) {
      const created = await createAccountIfMissing(em, account);
      if (!created && options.mustBeNew) throw new AccountExistsError(account.username);
      if (created && !account.password) generatedPasswords[account.username] = created;
    }
  });
  return { tenantId, created: made !== undefined, installs, generatedPasswords };
}

/** Runs `work` as the enterprise inside the caller's system transaction, then gives the transaction back to the system. */
export async function asEnterpriseIn<T>(em: EntityManager, appRole: string, tenantId: number, work: () => Promise<T>): Promise<T> {
  await enterTenant(em, appRole, tenantId);
  const result = await work();
  // Back to the system: the caller's transaction may go on outside the enterprise.
  await leaveTenant(em);
  return result;
}

/** The seed bundles found valid in this process (they do not change while it runs): each is checked once. */
const validBundles = new WeakSet<AppBundle>();

function checkedBundle(bundle: AppBundle): AppBundle {
  if (validBundles.has(bundle)) return bundle;
  const issues = validateAppBundle(bundle);
  if (issues.length) {
    const detail = issues.map((e) => `${e.path} ${e.message}`).join('; ');
    throw new Error(`app bundle ${bundle.appCode} is invalid: ${detail}`);
  }
  validBundles.add(bundle);
  return bundle;
}

/** Creates the account in the transaction's enterprise when no user has the name; returns the password it was given, or null. */
export async function createAccountIfMissing(em: EntityManager, account: EnterpriseAccount): Promise<string | null> {
  // Account names are unique across enterprises (one signs in before the enterprise is known): the check sees them all.
  if (await usernameTaken(em, account.username)) return null;
  const password = account.password ?? generatePassword();
  await insertAccount(em, account, await hashPassword(password));
  return password;
}
