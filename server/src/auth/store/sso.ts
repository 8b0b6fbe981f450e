// The auth store's single sign-on: the enterprise's settings, the sign-ins under way (their state), the sessions
// begun at a provider, the identities users bound to their accounts and the accounts a signed-in identity finds or
// provisions.
import type { Database, EntityManager } from '../../db/database.ts';
import type { SigningIn } from '../sign-in.ts';

export const MATCH_FIELDS = ['username', 'email', 'phone'] as const;
export type MatchField = (typeof MATCH_FIELDS)[number];

/** The settings as stored (the secret still sealed). */
export interface StoredSso {
  sso_mode: 'oauth2' | 'cas';
  enabled: boolean;
  issuer: string | null;
  client_id: string | null;
  client_secret_enc: string | null;
  scopes: string;
  cas_server_url: string | null;
  match_claim: string;
  match_field: MatchField;
  provision: boolean;
  provision_org_id: string | null;
  provision_role_code: string | null;
  provider_name: string | null;
  version: number;
}

export type SsoAccount = SigningIn & { status: number };

const COLUMNS = `sso_mode, enabled, issuer, client_id, client_secret_enc, scopes, cas_server_url, match_claim, match_field, provision,
  provision_org_id, provision_role_code, provider_name, version`;

/** The enterprise's stored settings (inside its tenant transaction), if it has any. */
export async function storedSso(em: EntityManager): Promise<StoredSso | undefined> {
  const [row] = await em.execute<StoredSso[]>(`select ${COLUMNS} from sys_sso_config`);
  return row;
}

/** Whether the department and the role (by code) exist. */
export async function orgAndRoleExist(em: EntityManager, orgId: string, roleCode: string): Promise<{ org: boolean; role: boolean } | undefined> {
  const [found] = await em.execute<{ org: boolean; role: boolean }[]>(
    `select exists (select 1 from sys_org where id = ?) as org, exists (select 1 from sys_role where role_code = ?) as role`,
    [orgId, roleCode]);
  return found;
}

/** Saves the settings (values in the order of the columns, sso_mode to provider_name): over the version read when there are some. */
export async function saveSso(em: EntityManager, values: unknown[], currentVersion: number | undefined): Promise<StoredSso | undefined> {
  const [row] = await em.execute<StoredSso[]>(currentVersion !== undefined
    ? `update sys_sso_config set sso_mode = ?, enabled = ?, issuer = ?, client_id = ?, client_secret_enc = ?, scopes = ?, cas_server_url = ?,
         match_claim = ?, match_field = ?, provision = ?, provision_org_id = ?, provision_role_code = ?, provider_name = ?, updated_at = now(), version = version + 1
        where version = ? returning ${COLUMNS}`
    : `insert into sys_sso_config (sso_mode, enabled, issuer, client_id, client_secret_enc, scopes, cas_server_url, match_claim, match_field,
         provision, provision_org_id, provision_role_code, provider_name) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (tenant_id) do nothing returning ${COLUMNS}`,
  currentVersion !== undefined ? [...values, currentVersion] : values);
  return row;
}

/** Keeps a sign-in's state (expired ones go first). */
export async function keepState(em: EntityManager, values: [state: string, tenantId: number, nonce: string, verifier: string, redirectUri: string, bindUserId: string | null, expiresAt: Date]) {
  await em.execute(`delete from sys_sso_state where expires_at < now()`);
  await em.execute(`insert into sys_sso_state (state, tenant_id, nonce, code_verifier, redirect_uri, bind_user_id, expires_at) values (?, ?, ?, ?, ?, ?, ?)`,
    values);
}

/** Takes the state (it serves once), while it is valid. */
export const takeStateRow = (em: EntityManager, state: string) => em.execute<{
  tenant_id: number; nonce: string; code_verifier: string; redirect_uri: string; bind_user_id: string | null;
}[]>(`delete from sys_sso_state where state = ? and expires_at > now() returning tenant_id, nonce, code_verifier, redirect_uri, bind_user_id`, [state]);

/** The active enterprise with the code. */
export const activeTenantByCode = (db: Database, code: string) => db.systemQuery<{ id: number }>(`select id from sys_tenant where code = ? and status = 1`, [code]);

/** The enterprise, when it is active. */
export const activeTenant = (db: Database, id: number) => db.systemQuery<{ id: number }>(`select id from sys_tenant where id = ? and status = 1`, [id]);

/** Keeps where a session begun at a provider signs out (and the CAS ticket that began it). */
export const keepSsoSession = (em: EntityManager, jti: string, logoutUrl: string, casTicket: string | null) =>
  em.execute(`insert into sys_sso_session (jti, logout_url, cas_ticket) values (?, ?, ?)`, [jti, logoutUrl, casTicket]);

/** The sessions the CAS ticket began. */
export const sessionsOfTicket = (db: Database, ticket: string) => db.systemQuery<{ jti: string }>(`select jti from sys_sso_session where cas_ticket = ?`, [ticket]);

/** Where the session signs out at its provider. */
export const logoutUrlOf = (db: Database, jti: string) => db.systemQuery<{ logout_url: string }>(`select logout_url from sys_sso_session where jti = ?`, [jti]);

const ACCOUNT = 'id, tenant_id, username, status, pwd_initial, pwd_reset';
const WHERE: Record<StoredSso['match_field'], string> = {
  username: 'lower(username) = lower(?)',
  email: 'lower(email) = lower(?)',
  phone: 'phone = ?',
};

/** The account (not deleted) an identity was bound to. */
export async function boundAccount(em: EntityManager, issuer: string, subject: string): Promise<SsoAccount | undefined> {
  const [bound] = await em.execute<SsoAccount[]>(
    `select ${ACCOUNT.replace(/(\w+)/g, 'u.$1')} from sys_sso_identity i join sys_user u on u.id = i.user_id
      where i.issuer = ? and i.subject = ? and u.del_flag = 0`, [issuer, subject]);
  return bound;
}

/** Up to two accounts (not deleted) whose field matches the value. */
export const accountsMatching = (em: EntityManager, field: StoredSso['match_field'], value: string) =>
  em.execute<SsoAccount[]>(`select ${ACCOUNT} from sys_user where ${WHERE[field]} and del_flag = 0 limit 2`, [value]);

/** Whether an account of any enterprise has the name. */
export async function usernameTaken(em: EntityManager, username: string): Promise<boolean> {
  const [taken] = await em.execute<{ taken: boolean }[]>(`select yc_username_taken(?, '') as taken`, [username]);
  return Boolean(taken?.taken);
}

/** A new account of the department with the role (by code). */
export async function insertProvisioned(
  em: EntityManager, user: { id: string; username: string; realname: string; passwordHash: string; email: string | null; phone: string | null },
  orgId: string, roleCode: string,
): Promise<SsoAccount> {
  const [row] = await em.execute<SsoAccount[]>(
    `insert into sys_user (id, username, realname, password_hash, email, phone) values (?, ?, ?, ?, ?, ?) returning ${ACCOUNT}`,
    [user.id, user.username, user.realname, user.passwordHash, user.email, user.phone]);
  await em.execute(`insert into sys_user_role (user_id, role_id) select ?, id from sys_role where role_code = ?`, [user.id, roleCode]);
  await em.execute(`insert into sys_user_org (user_id, org_id, is_main) select ?, id, true from sys_org where id = ?`, [user.id, orgId]);
  return row!;
}

export interface BindingRow {
  id: string;
  issuer: string;
  subject: string;
  created_at: Date | string;
}

/** The account an identity is bound to. */
export async function identityOwner(em: EntityManager, issuer: string, subject: string): Promise<string | undefined> {
  const [other] = await em.execute<{ user_id: string }[]>(`select user_id from sys_sso_identity where issuer = ? and subject = ?`, [issuer, subject]);
  return other?.user_id;
}

/** Binds the identity to the user, replacing their earlier one at the provider. */
export async function bindIdentity(em: EntityManager, id: string, userId: string, issuer: string, subject: string): Promise<BindingRow> {
  await em.execute(`delete from sys_sso_identity where user_id = ? and issuer = ?`, [userId, issuer]);
  const [saved] = await em.execute<BindingRow[]>(
    `insert into sys_sso_identity (id, user_id, issuer, subject) values (?, ?, ?, ?) returning id, issuer, subject, created_at`,
    [id, userId, issuer, subject]);
  return saved!;
}

/** The user's bound identities, oldest first. */
export const bindingsOf = (em: EntityManager, userId: string) =>
  em.execute<BindingRow[]>(`select id, issuer, subject, created_at from sys_sso_identity where user_id = ? order by created_at`, [userId]);

/** Unbinds one of the user's identities; none when it was not theirs. */
export const unbind = (em: EntityManager, id: string, userId: string) =>
  em.execute<{ id: string }[]>(`delete from sys_sso_identity where id = ? and user_id = ? returning id`, [id, userId]);

/** The account one of the user's identities signs in as. */
export async function bindingAccount(em: EntityManager, id: string, userId: string) {
  const [row] = await em.execute<{ id: string; username: string; realname: string; issuer: string; subject: string }[]>(
    `select u.id, u.username, u.realname, i.issuer, i.subject from sys_sso_identity i join sys_user u on u.id = i.user_id
      where i.id = ? and i.user_id = ?`, [id, userId]);
  return row;
}
