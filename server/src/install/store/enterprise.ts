// The statements of installing an enterprise, in the caller's system transaction: the installation's secret, the
// tenant row, entering and leaving the enterprise's schema and role, and its first accounts.
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '../../db/database.ts';

/** The installation's JWT secret: `candidate` becomes it when there is none yet. */
export async function jwtSecret(em: EntityManager, candidate: string): Promise<string> {
  await em.execute(`insert into sys_installation (key, value) values ('jwt_secret', ?) on conflict (key) do nothing`, [candidate]);
  const [secret] = await em.execute<{ value: string }[]>(`select value from sys_installation where key = 'jwt_secret'`);
  return secret!.value;
}

/** The enterprise's code and name. */
export async function tenantById(em: EntityManager, tenantId: number): Promise<{ code: string; name: string } | undefined> {
  const [tenant] = await em.execute<{ code: string; name: string }[]>(`select code, name from sys_tenant where id = ?`, [tenantId]);
  return tenant;
}

/** Makes the tenant row unless the code has one: the new row's id, or undefined when it was there. */
export async function insertTenant(em: EntityManager, tenant: { code: string; name: string }): Promise<number | undefined> {
  const [made] = await em.execute<{ id: number }[]>(
    `insert into sys_tenant (code, name) values (?, ?) on conflict (code) do nothing returning id`, [tenant.code, tenant.name],
  );
  return made?.id;
}

export async function tenantIdByCode(em: EntityManager, code: string): Promise<number> {
  return (await em.execute<{ id: number }[]>(`select id from sys_tenant where code = ?`, [code]))[0]!.id;
}

/**
 * The transaction becomes the enterprise's, as `Database.inTenant` makes it: its schema is made first (as the owner:
 * the runtime role may not), then the runtime role takes over so that row-level security applies to the install.
 */
export async function enterTenant(em: EntityManager, appRole: string, tenantId: number): Promise<void> {
  await em.execute(
    `select set_config('app.tenant_id', ?, true), set_config('search_path', yc_tenant_search_path(?), true), set_config('app.username', '', true)`,
    [String(tenantId), tenantId],
  );
  await em.execute(`select yc_ensure_tenant_schema(?)`, [appRole]);
  await em.execute(`select set_config('role', ?, true)`, [appRole]);
}

/** Gives the transaction back to the system (out of any enterprise). */
export async function leaveTenant(em: EntityManager): Promise<void> {
  await em.execute(`select set_config('role', 'none', true), set_config('app.tenant_id', '', true), set_config('search_path', 'public', true)`);
}

/** Whether a user of any enterprise has the name. */
export async function usernameTaken(em: EntityManager, username: string): Promise<boolean> {
  const [taken] = await em.execute<{ taken: boolean }[]>(`select yc_username_taken(?, '') as taken`, [username]);
  return Boolean(taken?.taken);
}

/** A new account of the transaction's enterprise with the roles of these codes; its id. */
export async function insertAccount(
  em: EntityManager,
  account: { username: string; realname: string; realnameEn?: string; phone?: string; email?: string; status?: number; roles: readonly string[] },
  passwordHash: string,
): Promise<string> {
  const id = randomUUID();
  await em.execute(
    `insert into sys_user (id, username, realname, realname_en, password_hash, phone, email, status) values (?, ?, ?, ?, ?, ?, ?, ?)`,
    [id, account.username, account.realname, account.realnameEn ?? null, passwordHash, account.phone ?? null, account.email ?? null, account.status ?? 1],
  );
  await em.execute(
    `insert into sys_user_role (user_id, role_id) select ?, id from sys_role where role_code = any(?::text[])`,
    [id, `{${account.roles.join(',')}}`],
  );
  return id;
}
